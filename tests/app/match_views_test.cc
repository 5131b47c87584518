// core/match_views.h: the views the match loop keeps up to date action by action equal the views
// BuildView makes from the referee's state, after every action of whole games, under every rule
// option.
#include "core/match_views.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <sstream>

#include "ai/computer_player.h"
#include "app/match.h"

namespace stratego {
namespace {

// A random agent that declines every other rescue open to it (RULES.md §7; a random agent rarely
// declines) and gives up (an error: a forfeit, so the match loop resigns for it) when asked for
// its `quit_at`-th move; never when quit_at is 0.
class QuittingAgent : public Agent {
 public:
  QuittingAgent(std::uint64_t seed, int quit_at)
      : random_(MakeRandomAgent(seed)), quit_at_(quit_at) {}

  std::string Name() const override { return "quitting"; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    return random_->ChooseSetup(rules, side, opponent);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    if (++moves_ == quit_at_) return Error{"gave up"};
    return random_->ChooseMove(view);
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    if (++rescue_chances_ % 2 == 1) return std::optional<RescueChoice>();
    return random_->ChooseRescue(view);
  }

 private:
  std::unique_ptr<Agent> random_;
  int quit_at_;
  int moves_ = 0;
  int rescue_chances_ = 0;
};

// What the games checked so far did: every kind of action must have been checked somewhere.
struct Checked {
  int games = 0;
  int observations = 0;
  int moves = 0;
  int rescues = 0;
  int declined_rescues = 0;
  int resignations = 0;
  int silent_endings = 0;  // games ended by an attack under silent defense (RULES.md §7)
};

// Plays `games` seeded matches between random agents (Blue gives up in every third game) and
// compares both kept views with BuildView of the referee's state after every action. Catch2
// assertions are costly at this volume: plain comparisons, with FAIL only on a difference.
void PlayAndCompare(const RuleSet& rules, int games, std::uint64_t seed, Checked& checked) {
  for (int game = 0; game < games; ++game) {
    const std::uint64_t game_seed = seed + static_cast<std::uint64_t>(game);
    const auto red = MakeRandomAgent(game_seed);
    QuittingAgent blue(game_seed + 1000, game % 3 == 2 ? 1 + game * 37 % 300 : 0);
    int observations = 0;
    const MatchObserver compare = [&](const GameState& state, const MatchViews& views) {
      ++observations;
      if (state.over() && state.result().reason != EndReason::kResignation &&
          !state.history().empty() && state.history().back().defender_silent)
        ++checked.silent_endings;
      for (Player side : {Player::kRed, Player::kBlue}) {
        if (views.view(side) == BuildView(state, side)) continue;
        std::ostringstream where;
        where << "game " << game << " of seed " << seed << ", ply " << state.ply() << ", "
              << PlayerName(side) << "'s view differs from BuildView after "
              << (state.history().empty() ? MoveReport{} : state.history().back());
        FAIL(where.str());
      }
    };
    const MatchResult match = PlayMatch(rules, *red, blue, compare);
    // Once at the start, then after every action.
    CHECK(observations == static_cast<int>(match.record.actions.size()) + 1);
    ++checked.games;
    checked.observations += observations;
    for (const GameAction& action : match.record.actions) {
      checked.moves += action.kind == ActionKind::kMove;
      checked.rescues += action.kind == ActionKind::kRescue;
      checked.declined_rescues += action.kind == ActionKind::kDeclineRescue;
      checked.resignations += action.kind == ActionKind::kResign;
    }
  }
}

TEST_CASE("Match views: after every action of whole games they equal BuildView of the referee's",
          "[app][match_views]") {
  Checked checked;
  RuleSet rules;
  SECTION("classic, whole games") {
    PlayAndCompare(rules, 6, 1, checked);
    CHECK(checked.resignations > 0);
  }
  SECTION("silent defense") {
    rules.silent_defense = true;
    rules.max_moves = 600;
    PlayAndCompare(rules, 6, 20, checked);
    // A game that ends on a silent attack: the move limit falls right after its first one.
    rules.max_moves = 0;
    const auto probe_red = MakeRandomAgent(25);
    QuittingAgent probe_blue(25 + 1000, 0);  // as PlayAndCompare's first game of seed 25
    const Replay whole = ReplayRecord(PlayMatch(rules, *probe_red, probe_blue).record);
    REQUIRE(whole.state.has_value());
    const std::vector<MoveReport>& history = whole.state->history();
    const auto silent = std::find_if(history.begin(), history.end(), [](const MoveReport& report) {
      return report.defender_silent;
    });
    REQUIRE(silent != history.end());
    rules.max_moves = static_cast<int>(silent - history.begin()) + 1;
    PlayAndCompare(rules, 1, 25, checked);
    CHECK(checked.silent_endings == 1);
  }
  SECTION("rescue and silent defense, each army") {
    rules.rescue = true;
    rules.silent_defense = true;
    for (ArmyKind army : {ArmyKind::kBarrage, ArmyKind::kUltimateLightning, ArmyKind::kClassic}) {
      rules.army = army;
      PlayAndCompare(rules, 12, 30, checked);
    }
    CHECK(checked.rescues > 0);
    CHECK(checked.declined_rescues > 0);
  }
  SECTION("rescue, Barrage") {
    rules.rescue = true;
    rules.army = ArmyKind::kBarrage;
    PlayAndCompare(rules, 20, 40, checked);
    CHECK(checked.rescues > 0);
    CHECK(checked.declined_rescues > 0);
  }
  SECTION("the more-squares rule, with and without rescue") {
    rules.more_squares = true;
    rules.army = ArmyKind::kBarrage;
    PlayAndCompare(rules, 10, 50, checked);
    rules.rescue = true;
    PlayAndCompare(rules, 10, 60, checked);
    rules.army = ArmyKind::kClassic;
    rules.max_moves = 500;
    PlayAndCompare(rules, 4, 70, checked);
  }
  SECTION("two-squares rule N = 5, the attacker's advantage and a quiet-move limit") {
    rules.two_squares = 5;
    rules.attacker_advantage = true;
    rules.max_quiet_moves = 40;
    PlayAndCompare(rules, 6, 80, checked);
  }
  CHECK(checked.moves > 0);
  CHECK(checked.observations > checked.games);
}

}  // namespace
}  // namespace stratego
