// The more-squares rule (RULES.md §4.4) on small positions; the reference cases and games of
// ../shared/data/chase are checked in tests/io/chase_data_test.cc (the core cannot read files).
#include "core/more_squares.h"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

RuleSet MoreSquares(bool on = true) {
  RuleSet rules;
  rules.more_squares = on;
  return rules;
}

bool IsLegal(const GameState& state, Move move) {
  const std::vector<Move> moves = state.LegalMoves();
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// Red's Marshal follows Blue's Captain round the square e2 f2 f3 e3: every Red move threatens,
// every Blue move evades, and after 8 plies Red's e3-e2 would bring back the position after its
// first move, 7 moves ago.
constexpr const char* kChase = "e1-e2 f2-f3 e2-f2 f3-e3 f2-f3 e3-e2 f3-e3 e2-f2";

TEST_CASE("More-squares rule: a chaser may not recreate a position of the chase",
          "[core][more-squares]") {
  GameState state = Position("R10e1 B6f2 RFa1 BFj10", Player::kRed, MoreSquares());
  Play(state, kChase);
  CHECK(state.chase().count(Player::kRed) == 8);
  CHECK_FALSE(IsLegal(state, M("e3-e2")));
  CHECK(state.WhyIllegal(M("e3-e2")) ==
        "more-squares rule: this would repeat the position of 7 moves ago in your chase of the "
        "piece on f2");
  // Each player's view decides it the same way: the rule reads only where pieces stand.
  for (Player viewer : {Player::kRed, Player::kBlue}) {
    const PlayerView view = BuildView(state, viewer);
    CHECK(view.chase == state.chase());
  }
  CHECK(WhyIllegal(BuildView(state, Player::kRed), M("e3-e2")) == state.WhyIllegal(M("e3-e2")));
  MoveList from_view;
  LegalMoves(BuildView(state, Player::kRed), from_view);
  CHECK(std::vector<Move>(from_view.begin(), from_view.end()) == state.LegalMoves());
  // Undoing its own last move, or a move that threatens nothing, stays legal.
  CHECK(IsLegal(state, M("e3-f3")));
  CHECK(IsLegal(state, M("e3-d3")));
}

TEST_CASE("More-squares rule: off by default, and then the same moves are legal",
          "[core][more-squares]") {
  CHECK_FALSE(RuleSet{}.more_squares);
  GameState state = Position("R10e1 B6f2 RFa1 BFj10", Player::kRed, MoreSquares(false));
  Play(state, kChase);
  CHECK(IsLegal(state, M("e3-e2")));
  CHECK(Describe(MoreSquares()) == "classic army, two-squares rule N = 3, more-squares rule");
}

TEST_CASE("More-squares rule: an attack ends every chase", "[core][more-squares]") {
  GameState state = Position("R10e1 B6f2 RFa1 BFj10", Player::kRed, MoreSquares());
  Play(state, kChase);
  Play(state, "e3-f3 f2xf3");  // Red undoes its last move (allowed); Blue's Captain attacks
  CHECK(state.chase().count(Player::kRed) == 0);
  CHECK(state.chase().count(Player::kBlue) == 0);
}

TEST_CASE("More-squares rule: a player whose every move it forbids has no legal move and loses",
          "[core][more-squares]") {
  // RULES.md §4.4 and §6. Red's Marshal on e1, walled in by Bombs on d1 and e3, chases Blue's
  // Captain round e1 e2 f2 f1. Red's only moves then are e1-f1, the undoing of its last move,
  // which the two-squares rule (N = 2) forbids, and e1-e2, a threat that would bring back the
  // position of 7 moves ago, which the more-squares rule forbids. Red has no other movable piece.
  const auto position = [](bool more_squares) {
    RuleSet rules = MoreSquares(more_squares);
    rules.two_squares = 2;
    GameState state =
        Position("R10e1 B6f2 RFa1 BFj10 RBd3 RBf4 RBd1 RBg2 RBe3", Player::kRed, rules);
    Play(state, "e1-e2 f2-f1 e2-e1 f1-f2 e1-f1 f2-e2 f1-e1");
    REQUIRE_FALSE(state.over());
    state.ApplyMove(M("e2-f2"));
    return state;
  };
  const GameState state = position(true);
  std::array<ChaseRepetition, kMaxForbiddenChaseMoves> forbidden;
  REQUIRE(state.chase().Forbidden(state.board(), Player::kRed, forbidden) == 1);
  CHECK(forbidden[0].move == M("e1-e2"));
  CHECK(forbidden[0].plies_ago == 7);
  REQUIRE(state.over());
  CHECK(state.result().reason == EndReason::kNoLegalMoves);
  CHECK(state.result().winner == Player::kBlue);
  // Without the rule the chase goes on: e1-e2 is Red's one legal move.
  const GameState without = position(false);
  CHECK_FALSE(without.over());
  CHECK(without.LegalMoves() == std::vector<Move>{M("e1-e2")});
}

}  // namespace
}  // namespace stratego
