// Search benchmark: how many positions a second the computer player's search visits. It searches
// a fixed set of positions (seeded random play from random setups, stopped at plies 0, 50, 150
// and 300, each seen by the player to move) with a fixed number of sampled positions per move, and
// prints the positions visited, the time (on the clock and of the processor, which a busy
// machine leaves steadier) and positions per second, and a signature of the moves
// chosen (the same build choices give the same signature; a change to the search that should not
// change its choices should keep it).
//
//   stratego_search_bench [GAMES [SAMPLES [DEPTH [QUIESCENCE]]]]
//                                                  (default: 16 games, 4 samples, depth 3, 6)
//
// The defaults search like the hard level. For an instruction count, run a small one under
// callgrind: valgrind --tool=callgrind stratego_search_bench 2 2.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "ai/beliefs.h"
#include "ai/search.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kPlies[] = {0, 50, 150, 300};

// The positions of seeded random game `game` at kPlies (those the game reaches).
std::vector<GameState> PositionsOf(int game) {
  Rng rng(static_cast<std::uint64_t>(1000 + game));
  const RuleSet rules;
  const Setup red = RandomSetup(rules.army, rng);
  const Setup blue = RandomSetup(rules.army, rng);
  GameState state = *GameState::Create(rules, red, blue);
  std::vector<GameState> positions;
  for (int ply : kPlies) {
    while (!state.over() && state.ply() < ply) {
      const std::vector<Move> moves = state.LegalMoves();
      state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    }
    if (state.over()) break;
    positions.push_back(state);
  }
  return positions;
}

int Run(int games, const SearchOptions& options) {
  std::vector<GameState> positions;
  for (int game = 0; game < games; ++game) {
    for (GameState& state : PositionsOf(game))
      positions.push_back(std::move(state));
  }
  const std::atomic<bool> stop{false};
  std::int64_t nodes = 0;
  std::uint64_t signature = 0;
  double seconds = 0;
  const std::clock_t cpu_start = std::clock();
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const PlayerView view = BuildView(positions[i], positions[i].to_move());
    Rng rng(i + 1);
    const Clock::time_point start = Clock::now();
    const Beliefs beliefs(view, BeliefOptions{});
    const SearchReport report = ChooseMove(view, beliefs, options, rng, stop);
    seconds += std::chrono::duration<double>(Clock::now() - start).count();
    nodes += report.nodes;
    signature = signature * 31 +
                static_cast<std::uint64_t>(report.move.from.index() * 100 + report.move.to.index());
  }
  const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::printf("searched %zu positions, %d samples each, depth %d + quiescence %d\n",
              positions.size(), options.samples, options.depth, options.quiescence_depth);
  std::printf("positions visited: %lld in %.3f s: %.0f positions/s\n",
              static_cast<long long>(nodes), seconds, static_cast<double>(nodes) / seconds);
  std::printf("processor time: %.3f s: %.0f positions/s\n", cpu_seconds,
              static_cast<double>(nodes) / cpu_seconds);
  std::printf("signature of the moves chosen: %016llx\n",
              static_cast<unsigned long long>(signature));
  return 0;
}

int Argument(int argc, char** argv, int index, int fallback) {
  return argc > index ? std::atoi(argv[index]) : fallback;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  stratego::SearchOptions options;
  const int games = stratego::Argument(argc, argv, 1, 16);
  options.samples = stratego::Argument(argc, argv, 2, 4);
  options.depth = stratego::Argument(argc, argv, 3, 3);
  options.quiescence_depth = stratego::Argument(argc, argv, 4, 6);
  if (games < 1 || options.samples < 1 || options.depth < 1 || options.quiescence_depth < 0) {
    std::fprintf(stderr,
                 "usage: stratego_search_bench [GAMES [SAMPLES [DEPTH [QUIESCENCE]]]] "
                 "(positive numbers; QUIESCENCE may be 0)\n");
    return 2;
  }
  return stratego::Run(games, options);
}
