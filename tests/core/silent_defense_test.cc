// RULES.md §7, silent defense: only the attacker's rank is announced. The defender's rank stays
// hidden from the attacker (its view, its history, its captured pieces), unless a Scout attacks
// or the outcome alone tells it (a tie, a Spy that wins, a Marshal that loses); the defender's
// owner sees both ranks as usual. Combined with the attacker's advantage.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

struct SilentCase {
  const char* name;
  const char* position;  // Red to move, unless `blue_first` is played first
  const char* blue_first;
  const char* attack;  // Red's attack
  bool attacker_advantage;
  CombatOutcome outcome;
  bool silent;  // under silent defense
};

// clang-format off
constexpr SilentCase kSilentCases[] = {
    {"Captain takes Lieutenant",   "R6e4 B5e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kAttackerWins, true},
    {"Captain loses to Major",     "R6e4 B7e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kDefenderWins, true},
    {"a tie tells the rank",       "R6e4 B6e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kBothRemoved, false},
    {"Captain against a Bomb",     "R6e4 BBe5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kDefenderWins, true},
    {"Miner defuses a Bomb",       "R3e4 BBe5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kAttackerWins, true},
    {"a Spy that wins took the Marshal", "RSe4 B10e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kAttackerWins, false},
    {"a Marshal that loses hit a Bomb", "R10e4 BBe5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kDefenderWins, false},
    {"a Spy that loses",           "RSe4 B4e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kDefenderWins, true},
    {"Scout from afar",            "R2e2 B7e5 RFa1 BFj10", "", "e2-e5", false, CombatOutcome::kDefenderWins, false},
    {"Scout next door",            "R2e4 B3e5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kDefenderWins, false},
    {"Scout takes a Spy",          "R2e4 BSe5 RFa1 BFj10", "", "e4-e5", false, CombatOutcome::kAttackerWins, false},
    {"a defender known already",   "R6e4 R4e5 B7e6 RFa1 BFj10", "e6-e5", "e4-e5", false, CombatOutcome::kDefenderWins, false},
    {"advantage: Captain ties",    "R6e4 B6e5 RFa1 BFj10", "", "e4-e5", true, CombatOutcome::kAttackerWins, true},
    {"advantage: Spy against Spy", "RSe4 BSe5 RFa1 BFj10", "", "e4-e5", true, CombatOutcome::kAttackerWins, true},
    {"advantage: Scout ties",      "R2e4 B2e5 RFa1 BFj10", "", "e4-e5", true, CombatOutcome::kAttackerWins, false},
};
// clang-format on

// The rank `viewer` sees for piece `id`, wherever it is.
Rank SeenRank(const GameState& state, Player viewer, PieceId id) {
  return BuildView(state, viewer).board.piece(id).rank;
}

TEST_CASE("Silent defense: the attacker learns only the outcome, unless a Scout attacks",
          "[core][silent-defense]") {
  for (const SilentCase& c : kSilentCases) {
    for (bool silent_defense : {false, true}) {
      INFO(c.name << (silent_defense ? ", silent defense" : ", announced"));
      RuleSet rules;
      rules.silent_defense = silent_defense;
      rules.attacker_advantage = c.attacker_advantage;
      const bool blue_first = *c.blue_first != '\0';
      GameState state = Position(c.position, blue_first ? Player::kBlue : Player::kRed, rules);
      if (blue_first) Play(state, c.blue_first);
      const GameState before = state;
      const MoveReport report = state.ApplyMove(M(c.attack));
      const Rank defender_rank = before.board().piece(report.defender).rank;
      const Rank attacker_rank = before.board().piece(report.piece).rank;
      const bool silent = silent_defense && c.silent;
      CHECK(report.outcome == c.outcome);
      CHECK(report.defender_silent == silent);
      CHECK(report.defender_rank == defender_rank);  // the referee's own report is whole

      const PlayerView attacker = BuildView(state, Player::kRed);
      CHECK(attacker.history.back().defender_rank == (silent ? Rank::kUnknown : defender_rank));
      CHECK(attacker.history.back().attacker_rank == attacker_rank);
      CHECK(attacker.history.back().outcome == c.outcome);  // won, lost or tied: always told
      CHECK(SeenRank(state, Player::kRed, report.defender) ==
            (silent ? Rank::kUnknown : defender_rank));

      const PlayerView defender = BuildView(state, Player::kBlue);
      CHECK(defender.history.back() == report);  // the defender's owner hears both ranks
      CHECK(SeenRank(state, Player::kBlue, report.piece) == attacker_rank);
      CHECK(state.ConsistencyProblem() == "");
    }
  }
}

TEST_CASE("Silent defense: a defender that survives stays unknown, and so does one taken",
          "[core][silent-defense]") {
  RuleSet rules;
  rules.silent_defense = true;
  GameState state = Position("R6e4 R5a4 B7e5 B4a5 B3j7 RFa1 BFj10", Player::kRed, rules);
  Play(state, "e4-e5 j7-j6 a4-a5");  // the Major holds e5 unseen; the Lieutenant takes a Sergeant
  const PlayerView red = BuildView(state, Player::kRed);
  const PieceId major = state.board().At(*ParseSquare("e5"));
  CHECK(red.board.piece(major).rank == Rank::kUnknown);
  CHECK_FALSE(state.board().piece(major).revealed);
  // The captured Sergeant is among Red's hidden pieces: off the board, rank unknown.
  const PieceId sergeant = state.history().back().defender;
  CHECK_FALSE(red.board.piece(sergeant).on_board());
  CHECK(red.board.piece(sergeant).rank == Rank::kUnknown);
  const std::vector<PieceId> hidden = HiddenPieces(red);
  CHECK(std::find(hidden.begin(), hidden.end(), sergeant) != hidden.end());
  CHECK(std::find(hidden.begin(), hidden.end(), major) != hidden.end());
  // Blue knows both of Red's attackers.
  const PlayerView blue = BuildView(state, Player::kBlue);
  CHECK(blue.board.piece(state.history()[0].piece).rank == Rank::kCaptain);
  CHECK(blue.board.piece(state.history()[2].piece).rank == Rank::kLieutenant);
}

TEST_CASE("Silent defense: the view is the same whatever the silent defender was",
          "[core][silent-defense]") {
  RuleSet rules;
  rules.silent_defense = true;
  // The same attack on a Major and on a General: both hold, and Red cannot tell them apart.
  GameState major = Position("R6e4 B7e5 B9a7 RFa1 BFj10", Player::kRed, rules);
  GameState general = Position("R6e4 B9e5 B7a7 RFa1 BFj10", Player::kRed, rules);
  Play(major, "e4-e5");
  Play(general, "e4-e5");
  CHECK(BuildView(major, Player::kRed) == BuildView(general, Player::kRed));
  CHECK_FALSE(BuildView(major, Player::kBlue) == BuildView(general, Player::kBlue));
}

}  // namespace
}  // namespace stratego
