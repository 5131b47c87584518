// The match loop: games between agents end, replay from their records, and never trust or inform
// an agent beyond its own view.
#include "app/match.h"

#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <deque>
#include <filesystem>
#include <functional>
#include <optional>
#include <sstream>
#include <thread>

#include "ai/computer_player.h"
#include "app/agent_spec.h"
#include "app/cli.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "io/file_io.h"
#include "io/record_file.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::TooFarForward;

// What a scripted agent does: its setup (or an error), then its answers in order; once they run
// out it plays random legal moves. It keeps every view it is given.
using RescueAnswer = Expected<std::optional<RescueChoice>>;

struct Script {
  std::optional<std::string> setup_error;
  std::optional<ArmyKind> army;  // chooses a setup of this army instead of the rules'
  std::deque<Expected<Move>> moves;
};

class ScriptedAgent : public Agent {
 public:
  explicit ScriptedAgent(Script script, std::uint64_t seed = 1)
      : script_(std::move(script)), rng_(seed) {}

  std::string Name() const override { return "scripted"; }

  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    seen_side = side;
    seen_opponent = std::string(opponent);
    if (script_.setup_error) return Error{*script_.setup_error};
    chosen_setup = RandomSetup(script_.army.value_or(rules.army), rng_);
    return chosen_setup;
  }

  Expected<Move> ChooseMove(const PlayerView& view) override {
    views.push_back(view);
    if (!script_.moves.empty()) {
      Expected<Move> answer = script_.moves.front();
      script_.moves.pop_front();
      return answer;
    }
    MoveList moves;
    LegalMoves(view, moves);
    return moves[rng_.Below(moves.size())];
  }

  // The match loop's list of the legal moves (Agent::ChooseListedMove) is counted against the
  // view's own; then the scripted answer.
  Expected<Move> ChooseListedMove(const PlayerView& view, const MoveSet& legal) override {
    MoveSet own;
    LegalMoves(view, own);
    ++lists_given;
    if (!std::equal(legal.begin(), legal.end(), own.begin(), own.end())) ++lists_unlike_view;
    return ChooseMove(view);
  }

  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    rescue_views.push_back(view);
    if (rescue) return rescue(view);
    return std::optional<RescueChoice>();
  }
  void GameOver(const PlayerView& view) override { last_view = view; }

  std::optional<Player> seen_side;
  std::string seen_opponent;
  Setup chosen_setup;
  std::vector<PlayerView> views;
  // RULES.md §7: the answer when a rescue is open; without one it declines.
  std::function<RescueAnswer(const PlayerView&)> rescue;
  std::vector<PlayerView> rescue_views;  // the views it was asked to rescue in
  std::optional<PlayerView> last_view;
  int lists_given = 0;        // moves asked with the loop's list of the legal moves
  int lists_unlike_view = 0;  // of which the list was not LegalMoves(view), in order

 private:
  Script script_;
  Rng rng_;
};

void CheckReplaysTo(const MatchResult& match) {
  CHECK_FALSE(CheckRecord(match.record));
  const Replay replay = ReplayRecord(match.record);
  REQUIRE(replay.ok());
  CHECK(replay.state->result() == match.result);
  CHECK(replay.state->ply() == match.moves);
}

TEST_CASE("Match: random agents always finish and the record replays to the result",
          "[app][match]") {
  const RuleSet rules;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    INFO("seed " << seed);
    const auto red = MakeRandomAgent(seed);
    const auto blue = MakeRandomAgent(seed + 100);
    const MatchResult match = PlayMatch(rules, *red, *blue);
    CHECK(match.result.over());
    CHECK(match.forfeits.empty());
    CHECK(match.moves > 0);
    CHECK(match.moves <= kDefaultMatchMoveLimit);
    CHECK(match.record.names == std::array<std::string, 2>{"random", "random"});
    CHECK(match.record.rules.max_moves == kDefaultMatchMoveLimit);
    CHECK(match.times[0].moves + match.times[1].moves == match.moves);
    CHECK(match.times[0].worst <= match.times[0].total);
    CheckReplaysTo(match);
    // Written with the project's writer and read back, it is the same record.
    CHECK(ParseRecordText(FormatRecordText(match.record)).record == match.record);
  }
}

// Thinks for `think` before each move, then moves at random: a side whose time is known.
class SlowAgent : public Agent {
 public:
  explicit SlowAgent(std::chrono::milliseconds think)
      : think_(think), random_(MakeRandomAgent(9)) {}
  std::string Name() const override { return "slow"; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    return random_->ChooseSetup(rules, side, opponent);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    std::this_thread::sleep_for(think_);
    return random_->ChooseMove(view);
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    return random_->ChooseRescue(view);
  }

 private:
  std::chrono::milliseconds think_;
  std::unique_ptr<Agent> random_;
};

TEST_CASE("Match: each side's time per move is its own thinking, not its opponent's",
          "[app][match]") {
  using std::chrono::milliseconds;
  RuleSet rules;
  rules.max_moves = 10;
  SlowAgent slow(milliseconds(20));
  const auto fast = MakeRandomAgent(4);
  const bool slow_is_red = GENERATE(true, false);
  const MatchResult match =
      slow_is_red ? PlayMatch(rules, slow, *fast) : PlayMatch(rules, *fast, slow);
  REQUIRE(match.moves == 10);
  const MoveTimes& slow_times = match.times[slow_is_red ? 0 : 1];
  const MoveTimes& fast_times = match.times[slow_is_red ? 1 : 0];
  CHECK(slow_times.moves == 5);
  CHECK(slow_times.total >= milliseconds(100));
  CHECK(slow_times.last >= milliseconds(20));
  CHECK(fast_times.moves == 5);
  CHECK(fast_times.total < milliseconds(50));  // none of the slow side's 20 ms a move
}

TEST_CASE("Match: the same seeds give the same game", "[app][match]") {
  auto play = [] {
    const auto red = MakeRandomAgent(7);
    const auto blue = MakeRandomAgent(8);
    return PlayMatch(RuleSet{}, *red, *blue).record;
  };
  CHECK(play() == play());
}

TEST_CASE("Match: the move limit ends the game as a draw", "[app][match]") {
  RuleSet rules;
  rules.max_moves = 30;
  const auto red = MakeRandomAgent(3);
  const auto blue = MakeRandomAgent(4);
  const MatchResult match = PlayMatch(rules, *red, *blue);
  CHECK(match.result == GameResult{EndReason::kMoveLimit, std::nullopt});
  CHECK(match.moves == 30);
  CHECK(MatchRules(RuleSet{}).max_moves == kDefaultMatchMoveLimit);
  CHECK(MatchRules(rules) == rules);
  CheckReplaysTo(match);
}

TEST_CASE("Match: an illegal move forfeits, with the reason", "[app][match]") {
  ScriptedAgent probe(Script{});  // the same seed chooses the same setup
  const Setup red_setup = *probe.ChooseSetup(RuleSet{}, Player::kRed, "");
  const Move illegal = TooFarForward(red_setup);
  ScriptedAgent red(Script{std::nullopt, std::nullopt, {illegal}});
  const auto blue = MakeRandomAgent(2);
  const MatchResult match = PlayMatch(RuleSet{}, red, *blue);
  REQUIRE(match.forfeits.size() == 1);
  CHECK(match.forfeits[0].side == Player::kRed);
  CHECK_FALSE(match.forfeits[0].at_setup);
  CHECK(match.forfeits[0].reason ==
        "scripted played " + FormatMove(illegal) + ": only Scouts move more than one square");
  CHECK(match.result == GameResult{EndReason::kResignation, Player::kBlue});
  CHECK(match.moves == 0);
  CHECK(match.times[0].moves == 1);
  CheckReplaysTo(match);
}

TEST_CASE("Match: an agent's error forfeits, with the reason", "[app][match]") {
  ScriptedAgent blue(Script{std::nullopt, std::nullopt, {Move{}, Error{"surrendered"}}});
  // Blue's first answer (no squares at all) is refused before the second is asked for.
  const auto red = MakeRandomAgent(5);
  MatchResult match = PlayMatch(RuleSet{}, *red, blue);
  REQUIRE(match.forfeits.size() == 1);
  CHECK(match.forfeits[0].reason == "scripted played a move off the board");

  ScriptedAgent quitter(Script{std::nullopt, std::nullopt, {Error{"surrendered"}}});
  match = PlayMatch(RuleSet{}, *red, quitter);
  REQUIRE(match.forfeits.size() == 1);
  CHECK(match.forfeits[0].side == Player::kBlue);
  CHECK(match.forfeits[0].reason == "scripted surrendered");
  CHECK(match.result == GameResult{EndReason::kResignation, Player::kRed});
  CHECK(match.moves == 1);
  CheckReplaysTo(match);
}

TEST_CASE("Match: an agent that cannot set up forfeits before the first move", "[app][match]") {
  const auto other = MakeRandomAgent(1);
  SECTION("an error") {
    ScriptedAgent broken(Script{"exited", std::nullopt, {}});
    const MatchResult match = PlayMatch(RuleSet{}, broken, *other);
    REQUIRE(match.forfeits.size() == 1);
    CHECK(match.forfeits[0].at_setup);
    CHECK(match.forfeits[0].reason == "scripted could not start: exited");
    CHECK(match.result == GameResult{EndReason::kResignation, Player::kBlue});
    CHECK(match.moves == 0);
    CHECK(broken.views.empty());
    CHECK(broken.last_view.has_value());
    CheckReplaysTo(match);
  }
  SECTION("a setup of another army") {
    ScriptedAgent wrong(Script{std::nullopt, ArmyKind::kBarrage, {}});
    const MatchResult match = PlayMatch(RuleSet{}, *other, wrong);
    REQUIRE(match.forfeits.size() == 1);
    CHECK(match.forfeits[0].side == Player::kBlue);
    CHECK(match.forfeits[0].reason.rfind("scripted chose a setup of the Barrage army", 0) == 0);
    CHECK(match.result == GameResult{EndReason::kResignation, Player::kRed});
  }
  SECTION("neither can start: the game is abandoned as a draw") {
    ScriptedAgent red(Script{"exited", std::nullopt, {}});
    ScriptedAgent blue(Script{"not found", std::nullopt, {}});
    const MatchResult match = PlayMatch(RuleSet{}, red, blue);
    CHECK(match.forfeits.size() == 2);
    CHECK(match.result == GameResult{EndReason::kAbandoned, std::nullopt});
    CHECK(match.record.result == match.result);
    CHECK_FALSE(CheckRecord(match.record));
    REQUIRE(red.last_view.has_value());
    CHECK(red.last_view->result == match.result);
  }
}

// Every view an agent was given is exactly its own side's view of the game at that point, and no
// enemy rank in it is known unless an attack revealed it.
void CheckHonestViews(const ScriptedAgent& agent, Player side, const GameRecord& record) {
  REQUIRE_FALSE(agent.views.empty());
  for (const PlayerView& view : agent.views) {
    REQUIRE(view.viewer == side);
    CHECK(view.to_move == side);
    const Replay replay = ReplayRecord(record, view.ply);
    REQUIRE(replay.state.has_value());
    CHECK(view == BuildView(*replay.state, side));
    const Player enemy = Opponent(side);
    for (int id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
      const Piece& piece = view.board.piece(static_cast<PieceId>(id));
      if (piece.on_board() && !piece.revealed) CHECK(piece.rank == Rank::kUnknown);
    }
  }
}

TEST_CASE("Match: agents are given only their own side's views", "[app][match]") {
  ScriptedAgent red(Script{}, 11);
  ScriptedAgent blue(Script{}, 12);
  RuleSet rules;
  rules.max_moves = 300;
  const MatchResult match = PlayMatch(rules, red, blue);
  CHECK(red.seen_side == Player::kRed);
  CHECK(blue.seen_side == Player::kBlue);
  CHECK(red.seen_opponent == "scripted");
  CheckHonestViews(red, Player::kRed, match.record);
  CheckHonestViews(blue, Player::kBlue, match.record);
  REQUIRE(red.last_view.has_value());
  REQUIRE(blue.last_view.has_value());
  CHECK(red.last_view->viewer == Player::kRed);
  CHECK(blue.last_view->viewer == Player::kBlue);
  CHECK(red.last_view->result == match.result);
  // The last views are the whole views of the end, history and all.
  const Replay end = ReplayRecord(match.record);
  REQUIRE(end.state.has_value());
  CHECK(*red.last_view == BuildView(*end.state, Player::kRed));
  CHECK(*blue.last_view == BuildView(*end.state, Player::kBlue));
  CHECK(red.last_view->history.size() == static_cast<std::size_t>(match.moves));
}

TEST_CASE("Match: the legal moves given with each view are the view's own, under every option",
          "[app][match]") {
  RuleSet rules;
  rules.max_moves = 600;
  const int option = GENERATE(range(0, 5));
  if (option == 1) rules.two_squares = 0;
  if (option == 2) rules.more_squares = true;
  if (option == 3) rules.army = ArmyKind::kBarrage, rules.rescue = true;
  if (option == 4) rules.silent_defense = true, rules.attacker_advantage = true;
  INFO("option " << option);
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    ScriptedAgent red(Script{}, seed);
    ScriptedAgent blue(Script{}, seed + 50);
    const MatchResult match = PlayMatch(rules, red, blue);
    CHECK(match.forfeits.empty());
    // Every move was asked with the list, and every list was the view's.
    CHECK(red.lists_given + blue.lists_given == match.moves);
    CHECK(red.lists_unlike_view + blue.lists_unlike_view == 0);
  }
}

TEST_CASE("Match: the agent passed as Blue plays Blue", "[app][match]") {
  ScriptedAgent first(Script{}, 1);
  const auto second = MakeRandomAgent(2);
  RuleSet rules;
  rules.max_moves = 10;
  const MatchResult match = PlayMatch(rules, *second, first);
  CHECK(first.seen_side == Player::kBlue);
  CHECK(match.record.names == std::array<std::string, 2>{"random", "scripted"});
  CHECK(match.record.setups[1] == first.chosen_setup);
}

// RULES.md §7: the first rank it may rescue, on the first square it may use.
RescueAnswer FirstRescue(const PlayerView& view) {
  return std::optional<RescueChoice>(RescueChoice{RescuableRanks(view.board, view.viewer).at(0),
                                                  RescueSquares(view.board, view.viewer).at(0)});
}

int RescueActions(const GameRecord& record) {
  return static_cast<int>(
      std::count_if(record.actions.begin(), record.actions.end(),
                    [](const GameAction& action) { return action.kind == ActionKind::kRescue; }));
}

// Barrage games under the rescue option, seed after seed, until one in which Red, a scripted
// agent that answers rescues with `rescue`, was asked for one (random play reaches the enemy's
// back row often enough).
std::pair<MatchResult, std::unique_ptr<ScriptedAgent>> GameWithRescueChance(
    std::function<RescueAnswer(const PlayerView&)> rescue) {
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.rescue = true;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    auto red = std::make_unique<ScriptedAgent>(Script{}, seed);
    red->rescue = rescue;
    const auto blue = MakeRandomAgent(seed + 1000);
    MatchResult match = PlayMatch(rules, *red, *blue);
    if (!red->rescue_views.empty()) return {std::move(match), std::move(red)};
  }
  FAIL("no game gave Red a rescue");
  return {};
}

TEST_CASE(
    "Match: under the rescue option an agent is asked when a rescue opens, and the record "
    "keeps the rescues it makes",
    "[app][match]") {
  auto [match, red] = GameWithRescueChance(FirstRescue);
  CHECK(match.forfeits.empty());
  CHECK(match.record.rules.rescue);
  for (const PlayerView& view : red->rescue_views) {
    CHECK(view.viewer == Player::kRed);
    CHECK(GetRescueChance(view).open());
  }
  // Every chance it was given it took, and each is in the record.
  CHECK(match.rescues[0] == static_cast<int>(red->rescue_views.size()));
  CHECK(match.rescues[0] >= 1);
  CHECK(RescueActions(match.record) == match.rescues[0] + match.rescues[1]);
  CheckReplaysTo(match);
  CHECK(ParseRecordText(FormatRecordText(match.record)).record == match.record);
}

TEST_CASE("Match: random agents rescue at random, and their games replay", "[app][match]") {
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.rescue = true;
  int rescues = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto red = MakeRandomAgent(seed);
    const auto blue = MakeRandomAgent(seed + 100);
    const MatchResult match = PlayMatch(rules, *red, *blue);
    CHECK(match.forfeits.empty());
    CHECK(RescueActions(match.record) == match.rescues[0] + match.rescues[1]);
    CheckReplaysTo(match);
    rescues += match.rescues[0] + match.rescues[1];
  }
  CHECK(rescues > 0);
}

TEST_CASE("Match: an illegal rescue or an error instead of one forfeits, with the reason",
          "[app][match]") {
  SECTION("a Bomb") {
    auto [match, red] = GameWithRescueChance([](const PlayerView& view) -> RescueAnswer {
      return std::optional<RescueChoice>(
          RescueChoice{Rank::kBomb, RescueSquares(view.board, view.viewer).at(0)});
    });
    REQUIRE(match.forfeits.size() == 1);
    CHECK(match.forfeits[0].side == Player::kRed);
    CHECK_FALSE(match.forfeits[0].at_setup);
    const std::string square =
        SquareName(RescueSquares(red->rescue_views[0].board, Player::kRed)[0]);
    CHECK(match.forfeits[0].reason ==
          "scripted rescued a Bomb to " + square + ": Bombs cannot be rescued");
    CHECK(match.result == GameResult{EndReason::kResignation, Player::kBlue});
    CHECK(match.rescues[0] == 0);
    CheckReplaysTo(match);
  }
  SECTION("a square in the enemy's half") {
    auto [match, red] = GameWithRescueChance([](const PlayerView& view) -> RescueAnswer {
      return std::optional<RescueChoice>(
          RescueChoice{RescuableRanks(view.board, view.viewer).at(0), *ParseSquare("e9")});
    });
    REQUIRE(match.forfeits.size() == 1);
    CHECK(match.forfeits[0].reason.find(": e9 is not in your half of the board") !=
          std::string::npos);
    CheckReplaysTo(match);
  }
  SECTION("an error") {
    auto [match, red] = GameWithRescueChance(
        [](const PlayerView&) -> RescueAnswer { return Error{"lost its way"}; });
    REQUIRE(match.forfeits.size() == 1);
    CHECK(match.forfeits[0].reason == "scripted lost its way");
    CheckReplaysTo(match);
  }
}

struct CliRun {
  int status;
  std::string out;
  std::string err;
};

CliRun RunArena(std::vector<std::string> args) {
  args.insert(args.begin(), "arena");
  std::istringstream in;
  std::ostringstream out;
  std::ostringstream err;
  CommandIo io{in, out, err};
  const int status = RunCommandLine(args, io);
  return {status, out.str(), err.str()};
}

TEST_CASE("Arena: --swap alternates colours and --save-games writes every game", "[app][match]") {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("arena-test-" + std::to_string(::getpid()));
  const CliRun run = RunArena({"--red", "ai:easy", "--blue", "random", "--games", "3", "--swap",
                               "--max-moves", "20", "--jobs", "2", "--save-games", dir.string()});
  CHECK(run.status == 0);
  CHECK(run.out.find("ai:easy vs random, 3 games (colours swapped every game), seed 1") == 0);
  const std::array<std::string, 3> reds = {"ai:easy", "random", "ai:easy"};
  for (std::size_t i = 0; i < reds.size(); ++i) {
    const auto text = ReadTextFile((dir / ("game-00" + std::to_string(i + 1) + ".game")).string(),
                                   kMaxRecordFileBytes);
    REQUIRE(text.has_value());
    const RecordParseResult parsed = ParseRecordText(*text);
    REQUIRE(parsed.record.has_value());
    CHECK(parsed.record->names[0] == reds[i]);
    CHECK(parsed.record->result == GameResult{EndReason::kMoveLimit, std::nullopt});
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("Arena: bad options are usage errors", "[app][match]") {
  const std::vector<std::vector<std::string>> wrong = {
      {"--blue", "random"},
      {"--red", "random"},
      {"--red", "human", "--blue", "random"},
      {"--red", "random", "--blue", "ai:impossible"},
      {"--red", "random", "--blue", "nobody"},
      {"--red", "random", "--blue", "ucc:"},
      {"--red", "random", "--blue", "random", "--games", "0"},
      {"--red", "random", "--blue", "random", "--jobs", "0"},
      {"--red", "random", "--blue", "random", "--seed", "-1"},
      {"--red", "random", "--blue", "random", "--think-ms", "x"},
      {"--red", "random", "--blue", "random", "--two-squares", "4"},
      {"--red", "random", "--blue", "random", "extra"},
      {"--red", "random", "--blue", "random", "--army", "tiny"},
      {"--red", "random", "--blue", "random", "--max-quiet-moves", "0"},
      {"--red", "random", "--blue", "random", "--rescue=yes"},
      // The UCC protocol carries neither (FORMATS.md §3): refused before any game starts.
      {"--red", "ucc:./no-such-bot", "--blue", "random", "--rescue"},
      {"--red", "random", "--blue", "ucc:./no-such-bot", "--silent-defense"},
  };
  for (const auto& args : wrong) {
    const CliRun run = RunArena(args);
    INFO(run.err);
    CHECK(run.status == kExitUsage);
    CHECK(run.err.rfind("stratego arena: ", 0) == 0);
    CHECK(run.out.empty());
  }
  CHECK(RunArena({"--red", "random", "--blue", "nobody"}).err.find("unknown player 'nobody'") !=
        std::string::npos);
  CHECK(RunArena({"--red", "ucc:./bot", "--blue", "random", "--rescue"}).err ==
        "stratego arena: --red ucc:./bot: rescues cannot be played over the UCC protocol: it has "
        "no message for one\nTry 'stratego arena --help' for more information.\n");
  CHECK(RunArena({"--red", "random", "--blue", "ucc:./bot", "--silent-defense"})
            .err.find("stratego arena: --blue ucc:./bot: silent defense cannot be played over the "
                      "UCC protocol") == 0);
}

TEST_CASE("Arena: every army and rule option plays, and the summary says the rules",
          "[app][match]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> runs = {
      {{"--army", "barrage"}, "rules: Barrage army, two-squares rule N = 3, draw after 2000 moves"},
      {{"--army", "ultimate-lightning", "--max-moves", "60"},
       "rules: Ultimate Lightning army, two-squares rule N = 3, draw after 60 moves"},
      {{"--two-squares", "off", "--max-moves", "60"}, "two-squares rule off, draw after 60 moves"},
      {{"--max-quiet-moves", "5"}, "draw after 5 moves without an attack"},
      {{"--army", "barrage", "--attacker-advantage", "--silent-defense", "--rescue"},
       "attacker's advantage, silent defense, rescue"},
  };
  for (const auto& [options, rules] : runs) {
    std::vector<std::string> args = {"--red", "random", "--blue", "ai:easy", "--games", "2"};
    args.insert(args.end(), options.begin(), options.end());
    const CliRun run = RunArena(args);
    INFO(run.out << run.err);
    CHECK(run.status == 0);
    CHECK(run.out.find(rules) != std::string::npos);
    CHECK(run.out.find("forfeits 0\n") != std::string::npos);
    CHECK((run.out.find("  rescues: random ") != std::string::npos) ==
          (rules.find("rescue") != std::string::npos));
  }
}

TEST_CASE("Match: an outside program cannot start a game under silent defense or rescue",
          "[app][match]") {
  RuleSet rules;
  rules.rescue = true;
  const auto program = MakeAgent("ucc:./no-such-bot", {});
  REQUIRE(program.has_value());
  const auto other = MakeRandomAgent(1);
  const MatchResult match = PlayMatch(rules, **program, *other);
  REQUIRE(match.forfeits.size() == 1);
  CHECK(match.forfeits[0].at_setup);
  CHECK(match.forfeits[0].reason ==
        "ucc:./no-such-bot could not start: rescues cannot be played over the UCC protocol: it "
        "has no message for one");
  CHECK_FALSE(CheckAgentRules("ucc:./bot", rules).ok());
  CHECK(CheckAgentRules("random", rules).ok());
  CHECK(CheckAgentRules("ucc:./bot", RuleSet{}).ok());
}

}  // namespace
}  // namespace stratego
