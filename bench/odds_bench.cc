// The computer player's odds against the truth: replays saved game records (`stratego arena
// --save-games`) and, at every attack that a side whose player name contains KEY makes on an enemy
// piece hidden from it, asks the beliefs that side had (ai/beliefs.h, as normal and hard build
// them: the setup statistics and behaviour, no memory of the opponent) for the odds of each rank
// of the piece attacked. Prints, by the stage of the game and by whether the piece had moved, how
// many pieces of each rank the odds expected and how many were found.
//
//   stratego_odds_bench KEY GAME...
//
// Why: docs/computer-player.md weighs the beliefs by such counts ("the odds said 41% where 53%
// were Bombs"); this keeps the question answerable for any set of saved games. Exit status: 0,
// or 1 if a record could not be read or replayed (reported, the others still counted) or no side
// of any record read is named like KEY; 2 for a usage error (`--help`: the usage, status 0).
#include <array>
#include <cstdio>
#include <optional>
#include <string>

#include "ai/attack_odds.h"
#include "ai/beliefs.h"
#include "core/game_record.h"
#include "core/rng.h"
#include "core/view.h"
#include "io/diagnostic.h"
#include "io/game_file.h"

namespace stratego {
namespace {

// The stages of a game, by the number of its moves (plies) before the attack.
constexpr std::array<int, 2> kStageEnds = {150, 400};
constexpr std::array<const char*, 3> kStageNames = {"moves 1-150", "moves 151-400", "moves 401-"};
// Draws per position, as the search's own odds of attacks use (kOddsDraws in ai/search.cc).
constexpr int kDraws = 200;

struct Tally {
  int attacks = 0;
  std::array<double, kNumRanks> expected{};
  std::array<int, kNumRanks> found{};

  void Add(const Tally& other) {
    attacks += other.attacks;
    for (std::size_t r = 0; r < expected.size(); ++r) {
      expected[r] += other.expected[r];
      found[r] += other.found[r];
    }
  }
};

using Tallies = std::array<std::array<Tally, 2>, kStageNames.size()>;  // [stage][moved]

struct Report {
  Tallies tallies;
  int records = 0;  // read and replayed
  int games = 0;    // of those, with a side named like KEY
  int failures = 0;
};

std::size_t StageOf(int ply) {
  std::size_t stage = 0;
  while (stage < kStageEnds.size() && ply >= kStageEnds[stage])
    ++stage;
  return stage;
}

// Counts `move` if it is `side`'s attack on a piece its view does not show.
void CountAttack(const GameState& state, Player side, Move move, Rng& rng, Tallies& tallies) {
  const PieceId target = state.board().At(move.to);
  if (target == kNoPiece) return;
  const PlayerView view = BuildView(state, side);
  const Piece& seen = view.board.piece(target);
  if (seen.rank != Rank::kUnknown) return;
  const Beliefs beliefs(view, BeliefOptions{});
  const AttackOdds odds(beliefs, view.rules, kDraws, rng);
  if (!odds.Covers(target)) return;
  Tally& tally = tallies[StageOf(state.ply())][seen.moved ? 1 : 0];
  ++tally.attacks;
  for (int r = 0; r < kNumRanks; ++r)
    tally.expected[static_cast<std::size_t>(r)] += odds.Chance(target, RankAt(r));
  ++tally.found[static_cast<std::size_t>(Index(state.board().piece(target).rank))];
}

// Reads and replays one record (core/game_record.h's ApplyAction), counting the attacks of its
// sides named like `key` into the report only if every action is legal; reports on standard
// error and returns false if the record cannot be read or replayed.
bool CountFile(const std::string& path, const std::string& key, Rng& rng, Report& report) {
  const RecordParseResult parsed = LoadRecordFile(path);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      std::fprintf(stderr, "%s\n", FormatDiagnostic(path, error).c_str());
    return false;
  }
  const GameRecord& record = *parsed.record;
  std::array<bool, kNumPlayers> ours{};
  for (Player side : {Player::kRed, Player::kBlue}) {
    const auto index = static_cast<std::size_t>(Index(side));
    ours[index] = record.names[index].find(key) != std::string::npos;
  }
  Expected<GameState> start = GameState::Create(record.rules, record.setups[0], record.setups[1]);
  if (!start) {
    std::fprintf(stderr, "%s: the start: %s\n", path.c_str(), start.error().c_str());
    return false;
  }
  GameState& state = *start;
  Tallies tallies{};
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const GameAction& action = record.actions[i];
    if (action.kind == ActionKind::kMove && ours[static_cast<std::size_t>(Index(action.player))] &&
        !state.over())
      CountAttack(state, action.player, action.move, rng, tallies);
    if (auto problem = ApplyAction(state, action, record.clock.has_value())) {
      std::fprintf(stderr, "%s: %s: %s\n", path.c_str(),
                   DescribeAction(record, static_cast<int>(i)).c_str(), problem->c_str());
      return false;
    }
  }
  ++report.records;
  if (!ours[0] && !ours[1]) return true;
  ++report.games;
  for (std::size_t stage = 0; stage < tallies.size(); ++stage) {
    for (std::size_t moved = 0; moved < 2; ++moved)
      report.tallies[stage][moved].Add(tallies[stage][moved]);
  }
  return true;
}

void PrintTally(const char* stage, bool moved, const Tally& tally) {
  std::printf("%s, pieces that %s: %d attacks\n", stage, moved ? "had moved" : "never moved",
              tally.attacks);
  if (tally.attacks == 0) return;
  std::printf("  %-12s %18s %18s\n", "rank", "the odds expected", "found");
  const double attacks = tally.attacks;
  for (int r = 0; r < kNumRanks; ++r) {
    const auto index = static_cast<std::size_t>(r);
    if (tally.expected[index] < 0.5 && tally.found[index] == 0) continue;
    std::printf("  %-12s %9.1f (%5.1f%%) %9d (%5.1f%%)\n", std::string(RankName(RankAt(r))).c_str(),
                tally.expected[index], 100 * tally.expected[index] / attacks, tally.found[index],
                100 * tally.found[index] / attacks);
  }
}

void PrintUsage(std::FILE* to) {
  std::fprintf(to, "usage: stratego_odds_bench KEY GAME...\n");
}

int Run(int argc, char** argv) {
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    PrintUsage(stdout);
    return 0;
  }
  if (argc < 3) {
    PrintUsage(stderr);
    return 2;
  }
  const std::string key = argv[1];
  Rng rng(1);
  Report report;
  for (int i = 2; i < argc; ++i) {
    if (!CountFile(argv[i], key, rng, report)) ++report.failures;
  }
  if (report.records == 0) return 1;  // every record reported above
  if (report.games == 0) {
    std::fprintf(stderr, "stratego_odds_bench: no player in these records is named like '%s'\n",
                 key.c_str());
    return 1;
  }
  std::printf("attacks on hidden pieces by the sides named like '%s', in %d game%s\n", key.c_str(),
              report.games, report.games == 1 ? "" : "s");
  for (std::size_t stage = 0; stage < kStageNames.size(); ++stage) {
    for (bool moved : {false, true})
      PrintTally(kStageNames[stage], moved, report.tallies[stage][moved ? 1 : 0]);
  }
  return report.failures > 0 ? 1 : 0;
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  return stratego::Run(argc, argv);
}
