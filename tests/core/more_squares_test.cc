// The more-squares rule (RULES.md §4.4) on small positions; the reference cases and games of
// ../shared/data/chase are checked in tests/io/chase_data_test.cc (the core cannot read files).
#include <algorithm>
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

}  // namespace
}  // namespace stratego
