// RULES.md §5 and §7 (attacker's advantage): every attacker against every defender.
#include "core/combat.h"

#include <catch2/catch.hpp>
#include <string_view>

#include "support/position.h"

namespace stratego {
namespace {

// The outcome of every attack, written out by hand from RULES.md §5 rather than computed:
// W the attacker wins, L the attacker loses, T both are removed.
// Columns are the defenders, in this order:
constexpr Rank kDefenders[12] = {Rank::kFlag,     Rank::kSpy,        Rank::kScout,   Rank::kMiner,
                                 Rank::kSergeant, Rank::kLieutenant, Rank::kCaptain, Rank::kMajor,
                                 Rank::kColonel,  Rank::kGeneral,    Rank::kMarshal, Rank::kBomb};
struct Row {
  Rank attacker;
  std::string_view outcomes;  // defender: F S 2 3 4 5 6 7 8 9 10 B
};
// clang-format off
constexpr Row kCombatTable[] = {
    {Rank::kSpy,        "WTLLLLLLLLWL"},  // the Spy wins only against the Marshal
    {Rank::kScout,      "WWTLLLLLLLLL"},
    {Rank::kMiner,      "WWWTLLLLLLLW"},  // the Miner defuses Bombs
    {Rank::kSergeant,   "WWWWTLLLLLLL"},
    {Rank::kLieutenant, "WWWWWTLLLLLL"},
    {Rank::kCaptain,    "WWWWWWTLLLLL"},
    {Rank::kMajor,      "WWWWWWWTLLLL"},
    {Rank::kColonel,    "WWWWWWWWTLLL"},
    {Rank::kGeneral,    "WWWWWWWWWTLL"},
    {Rank::kMarshal,    "WWWWWWWWWWTL"},  // the Marshal attacking the Spy wins
};
// clang-format on

CombatOutcome FromLetter(char letter, bool attacker_advantage) {
  if (letter == 'W') return CombatOutcome::kAttackerWins;
  if (letter == 'L') return CombatOutcome::kDefenderWins;
  return attacker_advantage ? CombatOutcome::kAttackerWins : CombatOutcome::kBothRemoved;
}

TEST_CASE("Combat: every attacker against every defender follows RULES.md §5", "[core][combat]") {
  const bool advantage = GENERATE(false, true);
  RuleSet rules;
  rules.attacker_advantage = advantage;
  for (const Row& row : kCombatTable) {
    for (int i = 0; i < 12; ++i) {
      INFO(RankName(row.attacker) << " attacks " << RankName(kDefenders[i])
                                  << (advantage ? " with the attacker's advantage" : ""));
      CHECK(ResolveCombat(row.attacker, kDefenders[i], rules) ==
            FromLetter(row.outcomes[static_cast<std::size_t>(i)], advantage));
    }
  }
}

TEST_CASE("Combat: the table covers every movable attacker", "[core][combat]") {
  int movable = 0;
  for (int i = 0; i < kNumRanks; ++i)
    movable += IsMovable(RankAt(i)) ? 1 : 0;
  CHECK(movable == static_cast<int>(std::size(kCombatTable)));
}

using testing::M;
using testing::Position;

TEST_CASE("Combat: the winner of an attack stays and the loser leaves the board",
          "[core][combat]") {
  SECTION("attacker wins and takes the square") {
    GameState state = Position("R7e4 B5e5 RFa1 BFj10");
    const MoveReport report = state.ApplyMove(M("e4-e5"));
    CHECK(report.is_attack());
    CHECK(report.attacker_rank == Rank::kMajor);
    CHECK(report.defender_rank == Rank::kLieutenant);
    CHECK(report.outcome == CombatOutcome::kAttackerWins);
    CHECK(state.board().piece(state.board().At(*ParseSquare("e5"))).rank == Rank::kMajor);
    CHECK(state.board().IsEmpty(*ParseSquare("e4")));
    CHECK_FALSE(state.board().piece(report.defender).on_board());
  }
  SECTION("defender wins and stays") {
    GameState state = Position("R4e4 BBe5 RFa1 BFj10");
    const MoveReport report = state.ApplyMove(M("e4-e5"));
    CHECK(report.outcome == CombatOutcome::kDefenderWins);
    CHECK(state.board().IsEmpty(*ParseSquare("e4")));
    CHECK(state.board().At(*ParseSquare("e5")) == report.defender);
    CHECK_FALSE(state.board().piece(report.piece).on_board());
  }
  SECTION("equal ranks both leave") {
    GameState state = Position("R6e4 B6e5 RFa1 BFj10");
    state.ApplyMove(M("e4-e5"));
    CHECK(state.board().IsEmpty(*ParseSquare("e4")));
    CHECK(state.board().IsEmpty(*ParseSquare("e5")));
  }
  SECTION("equal ranks with the attacker's advantage: the attacker takes the square") {
    RuleSet rules;
    rules.attacker_advantage = true;
    GameState state = Position("RSe4 BSe5 RFa1 BFj10", Player::kRed, rules);
    const MoveReport report = state.ApplyMove(M("e4-e5"));
    CHECK(report.outcome == CombatOutcome::kAttackerWins);
    CHECK(state.board().At(*ParseSquare("e5")) == report.piece);
  }
}

TEST_CASE("Combat: both pieces of an attack are revealed, and stay known", "[core][combat]") {
  GameState state = Position("R9e4 B5e5 R2a4 B3a7 RFa1 BFj10");
  const MoveReport report = state.ApplyMove(M("e4-e5"));
  CHECK(state.board().piece(report.piece).revealed);
  CHECK(state.board().piece(report.defender).revealed);
  state.ApplyMove(M("a7-a6"));
  CHECK(state.board().piece(report.piece).revealed);  // a surviving piece stays known
  CHECK_FALSE(state.board().piece(state.board().At(*ParseSquare("a6"))).revealed);
}

}  // namespace
}  // namespace stratego
