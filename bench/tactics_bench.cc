// stratego_tactics_bench: the computer player's tactics suite (bench/tactics_suite.h) at every
// level, with a fixed number of samples and several seeds, and each level's pass rate.
//
//   stratego_tactics_bench [SEEDS] [SAMPLES]    (defaults: 5 seeds, 24 samples)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "bench/tactics_suite.h"

namespace stratego {
namespace {

constexpr Level kLevels[] = {Level::kEasy, Level::kNormal, Level::kHard};

int ParseArgument(const char* text, int fallback) {
  if (text == nullptr) return fallback;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (*end != '\0' || value < 1 || value > 1000) {
    std::fprintf(stderr, "stratego_tactics_bench: '%s' is not a number from 1 to 1000\n", text);
    std::exit(2);
  }
  return static_cast<int>(value);
}

int Run(int seeds, int samples) {
  std::printf("tactics suite: %zu positions, %d seeds each, %d samples a move\n\n",
              TacticsSuite().size(), seeds, samples);
  std::printf("%-32s %8s %8s %8s\n", "position", "easy", "normal", "hard");
  int passed[3] = {0, 0, 0};
  const auto start = std::chrono::steady_clock::now();
  for (const Tactic& tactic : TacticsSuite()) {
    std::printf("%-32s", tactic.name.c_str());
    for (int level = 0; level < 3; ++level) {
      int passes = 0;
      for (int seed = 1; seed <= seeds; ++seed) {
        const Expected<Move> move =
            ComputerChoice(tactic, kLevels[level], static_cast<std::uint64_t>(seed), samples);
        if (!move) {
          std::fprintf(stderr, "\nstratego_tactics_bench: %s\n", move.error().c_str());
          return 1;
        }
        passes += Passes(tactic, *move) ? 1 : 0;
      }
      passed[level] += passes;
      std::printf(" %5d/%-2d", passes, seeds);
    }
    std::printf("%s\n", tactic.known_failure.empty() ? "" : "  (known to fail at hard)");
  }
  const double total = static_cast<double>(TacticsSuite().size()) * seeds;
  std::printf("%-32s", "pass rate");
  for (int count : passed)
    std::printf(" %7.0f%%", 100.0 * count / total);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("\n\n%.1f s\n", seconds);
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  if (argc > 3) {
    std::fprintf(stderr, "usage: stratego_tactics_bench [SEEDS] [SAMPLES]\n");
    return 2;
  }
  return stratego::Run(stratego::ParseArgument(argc > 1 ? argv[1] : nullptr, 5),
                       stratego::ParseArgument(argc > 2 ? argv[2] : nullptr, 24));
}
