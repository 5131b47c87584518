// RepeatedPositions (ai/repetition.h): which root moves give back a position that stood before in
// the game with the same side to move, and how often, from the mover's view alone.
#include "ai/repetition.h"

#include <catch2/catch.hpp>

#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

constexpr std::string_view kPieces = "R6a4 R4e2 RFa1 RBb1 B6j7 B4e9 BFj10 BBi10";

TEST_CASE("Repetition: a move back to a position that stood before repeats it", "[ai]") {
  GameState state = Position(kPieces);
  Play(state, "a4-a5 j7-j6 a5-a4 j6-j7");
  const RepeatedPositions red(BuildView(state, Player::kRed));
  CHECK(red.Times(M("a4-a5")) > 0);   // as after the first move, Blue to move
  CHECK(red.Times(M("a4-b4")) == 0);  // never stood so
  CHECK(red.Times(M("e2-e3")) == 0);
  // The other side, one move earlier: j6-j7 gives back the start, with Red to move.
  GameState earlier = Position(kPieces);
  Play(earlier, "a4-a5 j7-j6 a5-a4");
  const RepeatedPositions blue(BuildView(earlier, Player::kBlue));
  CHECK(blue.Times(M("j6-j7")) > 0);
  CHECK(blue.Times(M("j6-i6")) == 0);
}

TEST_CASE("Repetition: each time a position stood before is counted", "[ai]") {
  RuleSet rules;
  rules.two_squares = 0;  // else the Captains may not go back and forth so often
  GameState state = Position(kPieces, Player::kRed, rules);
  Play(state, "a4-a5 j7-j6 a5-a4 j6-j7");
  CHECK(RepeatedPositions(BuildView(state, Player::kRed)).Times(M("a4-a5")) == 1);
  Play(state, "a4-a5 j7-j6 a5-a4 j6-j7");
  const RepeatedPositions red(BuildView(state, Player::kRed));
  CHECK(red.Times(M("a4-a5")) == 2);  // after Red's first and fifth moves
  CHECK(red.Times(M("a4-b4")) == 0);
  CHECK(red.Times(M("e2-e3")) == 0);
}

TEST_CASE("Repetition: the same squares with the other side to move, or other pieces, differ",
          "[ai]") {
  GameState state = Position(kPieces);
  // Each Captain goes round a square of four in four moves: after four moves each, the position
  // of the start stands again with Red to move.
  Play(state, "a4-a5 j7-j6 a5-b5 j6-i6 b5-b4 i6-i7 b4-a4 i7-j7");
  const RepeatedPositions red(BuildView(state, Player::kRed));
  CHECK(red.Times(M("a4-a5")) > 0);   // the position after Red's first move, Blue to move
  CHECK(red.Times(M("e2-e3")) == 0);  // the Sergeant never stood on e3
  // A piece on a square another one stood on is another position.
  GameState swapped = Position("R6a5 R4a4 RFa1 RBb1 B6j7 B4e9 BFj10 BBi10");
  Play(swapped, "a4-b4 j7-j6 b4-a4 j6-j7");
  CHECK(RepeatedPositions(BuildView(swapped, Player::kRed)).Times(M("a5-a6")) == 0);
  CHECK(RepeatedPositions(BuildView(swapped, Player::kRed)).Times(M("a4-b4")) > 0);
}

TEST_CASE("Repetition: an attack ends what can come again, and attacks never repeat", "[ai]") {
  GameState state = Position("R6a4 R4e4 RFa1 RBb1 B6j7 B2e5 BFj10 BBi10");
  Play(state, "a4-a5 j7-j6 a5-a4 j6-j7 e4xe5 j7-j6");
  // Only the position before j7-j6 (Red's Sergeant on e5) counts now: a5 after Red's first move
  // stood with the Scout on the board.
  const RepeatedPositions red(BuildView(state, Player::kRed));
  CHECK(red.Times(M("a4-a5")) == 0);
  GameState attack = Position("R6a4 R4e4 RFa1 RBb1 B6j7 B2e6 BFj10 BBi10");
  Play(attack, "e4-e5 j7-j6 e5-e4 j6-j7");
  CHECK(RepeatedPositions(BuildView(attack, Player::kRed)).Times(M("e4-e5")) > 0);
  Play(attack, "a4-a5 e6-e5");  // the Scout steps beside the Sergeant
  CHECK(RepeatedPositions(BuildView(attack, Player::kRed)).Times(M("e4-e5")) == 0);
}

}  // namespace
}  // namespace stratego
