// stratego bench: the engine benchmark. Plays seeded random-vs-random games through the full
// rules and prints how fast the referee runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <ostream>

#include "app/cli.h"
#include "app/rule_options.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rescue.h"

namespace stratego {

namespace {

constexpr int kBenchMoveLimit = 100000;

struct BenchFigures {
  long long plies = 0;
  long long rescues = 0;  // RULES.md §7, with --rescue
  int shortest = 0;
  int longest = 0;
  std::map<std::pair<int, int>, int> results;  // (end reason, winner or -1) → games
};

// RULES.md §7: the last move opened a rescue. Chooses uniformly among every rescue open (a rank
// on a square) and declining, as the random agent does; returns whether it rescued.
bool MaybeRescue(GameState& state, Rng& rng) {
  const Player rescuer = state.rescue_chance().rescuer;
  const std::vector<Rank> ranks = RescuableRanks(state.board(), rescuer);
  const std::vector<Square> squares = RescueSquares(state.board(), rescuer);
  const std::size_t choices = ranks.size() * squares.size();
  const auto pick = static_cast<std::size_t>(rng.Below(static_cast<std::uint32_t>(choices + 1)));
  if (pick == choices) return false;
  state.ApplyRescue(rescuer, {ranks[pick / squares.size()], squares[pick % squares.size()]});
  return true;
}

// One random game: every move chosen uniformly among the legal ones, every rescue at random.
// Returns the rescues made. Never inlined: tools/instructions_per_ply.sh counts the instructions
// spent inside it (callgrind's --toggle-collect needs the function to exist).
[[gnu::noinline]] int PlayRandomGame(GameState& state, Rng& rng) {
  int rescues = 0;
  const bool rescue = state.rules().rescue;  // spares the other games the question
  while (true) {
    const MoveSet& moves = state.ListLegalMoves();
    if (moves.empty()) break;  // the game is over: the listing decides it (see ListLegalMoves)
    state.ApplyMove(moves[rng.Below(moves.size())]);
    if (rescue && state.rescue_chance().open()) rescues += MaybeRescue(state, rng);
  }
  return rescues;
}

void Record(BenchFigures& figures, const GameState& state, int rescues, bool first) {
  figures.plies += state.ply();
  figures.rescues += rescues;
  figures.shortest = first ? state.ply() : std::min(figures.shortest, state.ply());
  figures.longest = std::max(figures.longest, state.ply());
  const GameResult& result = state.result();
  const int winner = result.winner ? Index(*result.winner) : -1;
  ++figures.results[{static_cast<int>(result.reason), winner}];
}

std::string WithDecimals(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

void PrintFigures(const BenchFigures& figures, const RuleSet& rules, int games, double seconds,
                  std::ostream& out) {
  out << "games            " << games << "\n"
      << "plies            " << figures.plies << "\n"
      << "time             " << WithDecimals(seconds, 3) << " s\n"
      << "plies/second     " << WithDecimals(static_cast<double>(figures.plies) / seconds, 0)
      << "\n"
      << "plies/game       mean " << WithDecimals(static_cast<double>(figures.plies) / games, 1)
      << ", shortest " << figures.shortest << ", longest " << figures.longest << "\n";
  if (rules.rescue) {
    out << "rescues          " << figures.rescues << ", "
        << WithDecimals(static_cast<double>(figures.rescues) / games, 2) << " a game\n";
  }
  out << "results\n";
  for (const auto& [key, count] : figures.results) {
    GameResult result{static_cast<EndReason>(key.first), std::nullopt};
    if (key.second >= 0) result.winner = static_cast<Player>(key.second);
    char line[160];
    std::snprintf(line, sizeof line, "  %-44s %8d  %5.1f%%\n", Describe(result).c_str(), count,
                  100.0 * count / games);
    out << line;
  }
}

// Plays the games; returns the figures and the seconds spent playing (setups are not timed).
std::pair<BenchFigures, double> PlayBenchGames(const RuleSet& rules, long long games,
                                               std::uint64_t seed) {
  Rng rng(seed);
  BenchFigures figures;
  double seconds = 0;
  for (long long game = 0; game < games; ++game) {
    const Setup red = RandomSetup(rules.army, rng);
    const Setup blue = RandomSetup(rules.army, rng);
    GameState state = GameState::Create(rules, red, blue).value();
    const auto start = std::chrono::steady_clock::now();
    const int rescues = PlayRandomGame(state, rng);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Record(figures, state, rescues, game == 0);
  }
  return {figures, seconds};
}

int RunBench(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "bench", "unexpected argument '" + args.positional[0] + "'");
  const auto games = ParseIntegerOption("games", args.Get("games").value_or("1000"), 1, 100000000);
  if (!games) return UsageError(io, "bench", games.error());
  const auto seed =
      ParseIntegerOption("seed", args.Get("seed").value_or("1"), 0, 1000000000000000000LL);
  if (!seed) return UsageError(io, "bench", seed.error());
  // A safety net, not a rule of the game: random play could wander forever in a position where
  // neither side can reach the other, and a benchmark must finish.
  RuleSet defaults;
  defaults.max_moves = kBenchMoveLimit;
  const auto rules = RuleSetFromArgs(args, defaults);
  if (!rules) return UsageError(io, "bench", rules.error());
  if (rules->max_moves == 0) {
    return UsageError(io, "bench",
                      "--max-moves off: the benchmark's games need a move limit, so that it "
                      "ends (the default is " +
                          std::to_string(kBenchMoveLimit) + ")");
  }

  io.out << "stratego bench: " << *games << " random games, seed " << *seed << ", "
         << Describe(*rules) << "\n";
  io.out.flush();
  if (!io.out) return kExitFailure;  // nobody would see the figures: main says why
  const auto [figures, seconds] = PlayBenchGames(*rules, *games, static_cast<std::uint64_t>(*seed));
  PrintFigures(figures, *rules, static_cast<int>(*games), seconds, io.out);
  return kExitOk;
}

}  // namespace

Subcommand BenchCommand() {
  return {"bench",
          "",
          "benchmark the rules engine with random games",
          "Plays seeded random-vs-random games through the full rules (legal move generation,\n"
          "the two-squares rule, combat and every end of the game) and prints the number of\n"
          "plies (single moves) per second of play, and how the games ended. Setting up the\n"
          "games is not timed. Games end in a draw after 100000 moves unless --max-moves says\n"
          "otherwise (random classic games last about 1400 moves). With --rescue the players\n"
          "rescue at random too (or decline, as likely as any one rescue), and the rescues are\n"
          "counted. Every army and rule option can be measured.",
          WithOptions({{"games", "N", "how many games to play (default 1000)"},
                       {"seed", "S", "the seed for setups and moves (default 1)"}},
                      RuleOptionSpecs(kBenchMoveLimit)),
          RunBench};
}

}  // namespace stratego
