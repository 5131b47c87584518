// Saved-games listing benchmark: writes COUNT game records of about MEGABYTES each (one long,
// legal game: two pieces stepping back and forth with the two-squares rule and the move limits
// off) into a fresh folder, and prints how long the saved-games list takes to read, the first
// time and again.
//
//   stratego_saved_games_bench [COUNT [MEGABYTES [whole]]]    (default: 300 records of 4 MB)
//
// With "whole", it first times reading every record whole, as the list did before (slow: in a
// build with assertions, replaying a long game is quadratic).
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "app/file_game_store.h"
#include "core/move.h"
#include "core/random_setup.h"
#include "io/file_io.h"
#include "io/record_file.h"

namespace stratego {
namespace {

using Clock = std::chrono::steady_clock;

// The text of one unfinished game of at most `bytes`, legal throughout: the moves are written
// out directly, since replaying a long game move by move slows down as it grows.
std::string LongGameText(std::size_t bytes) {
  Rng rng(7);
  GameRecord header;
  header.rules.two_squares = 0;
  header.setups = {RandomSetup(ArmyKind::kClassic, rng), RandomSetup(ArmyKind::kClassic, rng)};
  header.names = {"Ann", "Bo"};
  RecordedGame game = RecordedGame::Start(header).value();
  // Each side's first legal move, then the same two pieces back again: a cycle of four plies.
  std::array<Move, 4> cycle{};
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    cycle[i] = i < 2 ? game.state().LegalMoves().front() : Move{cycle[i - 2].to, cycle[i - 2].from};
    game.ApplyMove(cycle[i]);
  }
  std::string text = FormatRecordText(header) + "\n";
  for (std::size_t ply = 0;; ++ply) {
    const std::string line =
        std::to_string(ply + 1) + ". " + FormatMove(cycle[ply % cycle.size()]) + "\n";
    if (text.size() + line.size() > bytes) break;
    text += line;
  }
  return text;
}

double SecondsToList(const std::string& dir) {
  const Clock::time_point start = Clock::now();
  const std::size_t listed = FileGameLibrary(dir).List().value().size();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::printf("  listed %zu games in %.2f s\n", listed, seconds);
  return seconds;
}

// What the list cost before it read large records at their ends only: each record read whole,
// parsed and replayed.
double SecondsToReadWhole(const std::string& dir) {
  const Clock::time_point start = Clock::now();
  std::size_t described = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    const std::string path = item.path().string();
    Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
    described += text && DescribeSavedGame(path, *text).readable;
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::printf("  read, parsed and replayed %zu records whole in %.2f s\n", described, seconds);
  return seconds;
}

int Run(int count, double megabytes, bool whole) {
  std::string pattern =
      (std::filesystem::temp_directory_path() / "stratego-list-bench-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    std::perror("mkdtemp");
    return 1;
  }
  const std::string dir = pattern;
  const std::string text = LongGameText(static_cast<std::size_t>(megabytes * 1000 * 1000));
  std::printf("%d records of %zu bytes in %s\n", count, text.size(), dir.c_str());
  for (int i = 0; i < count; ++i) {
    char name[64];
    std::snprintf(name, sizeof name, "/game-2026-01-01-%06d.game", i);
    if (Status written = WriteFileAtomically(dir + name, text); !written) {
      std::fprintf(stderr, "%s\n", written.error().c_str());
      return 1;
    }
  }
  if (whole) SecondsToReadWhole(dir);
  SecondsToList(dir);  // the first time
  SecondsToList(dir);  // again, as the main menu does when it comes back
  std::filesystem::remove_all(dir);
  return 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // each figure as soon as it is known
  const int count = argc > 1 ? std::atoi(argv[1]) : 300;
  const double megabytes = argc > 2 ? std::atof(argv[2]) : 4.0;
  if (count <= 0 || megabytes <= 0) {
    std::fprintf(stderr, "usage: stratego_saved_games_bench [COUNT [MEGABYTES]]\n");
    return 2;
  }
  const bool whole = argc > 3 && std::string(argv[3]) == "whole";
  return stratego::Run(count, megabytes, whole);
}
