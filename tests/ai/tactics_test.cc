// The computer player in fixed positions where a move is plainly right or plainly wrong: the
// tactics suite of issue 12, at hard with a fixed number of samples so that every run is the
// same. Each position is played for a few seeds.
#include <catch2/catch.hpp>
#include <string>

#include "ai/computer_player.h"
#include "core/game_state.h"
#include "core/view.h"
#include "support/position.h"
#include "support/test_computer.h"

namespace stratego {
namespace {

using testing::Computer;
using testing::Play;
using testing::Position;

constexpr int kSamples = 24;

// Plays `loops` rounds of each side walking one piece around a square of four: moves that change
// nothing but the number of turns the enemy had (for the beliefs about pieces that never move).
void WalkInSquares(GameState& state, std::string_view red_loop, std::string_view blue_loop,
                   int loops) {
  for (int i = 0; i < loops; ++i) {
    for (int step = 0; step < 4; ++step) {
      Play(state, std::string(red_loop.substr(static_cast<std::size_t>(step) * 6, 5)) + " " +
                      std::string(blue_loop.substr(static_cast<std::size_t>(step) * 6, 5)));
    }
  }
}

std::string HardMove(const GameState& state, std::uint64_t seed) {
  const Expected<Move> move =
      Computer(Level::kHard, seed, kSamples)->ChooseMove(BuildView(state, state.to_move()));
  REQUIRE(move);
  return FormatMove(*move);
}

}  // namespace

TEST_CASE("Tactics: the Marshal does not attack an unmoved back-row piece that may be a Bomb",
          "[ai][tactics]") {
  // Blue's back row has never moved; d10, beside which Red's Marshal stands, is the Flag in
  // about one sample of six and a Bomb in about two of five. Taking the Flag in a few samples
  // must not outweigh losing the Marshal in many.
  GameState state = Position(
      "R10d9 R3a2 R4b2 R5g2 RFj1 RBi1 RBj2 "
      "BFa10 BBb10 BBa9 BBc10 BBd10 BBe10 BBf10 B4g10 B4h10 B3i10 B3j10 B5b9 B6i7",
      Player::kRed);
  WalkInSquares(state, "g2-g3 g3-h3 h3-h2 h2-g2", "i7-i6 i6-j6 j6-j7 j7-i7", 8);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    CHECK(HardMove(state, seed) != "d9-d10");
  }
}

// Known to fail (Catch2's [!shouldfail]: it passes while the failure lasts). Each sample knows
// which piece is the Flag, so the search thinks that a Scout on a8, which could take either next
// move, wins for sure, and waits there instead of trying the likelier one now: the "strategy
// fusion" of searching sampled positions, which issue 12's later steps must address.
TEST_CASE("Tactics: a Scout takes a Flag that is the likelier of two unmoved pieces",
          "[ai][tactics][!shouldfail]") {
  // Every Blue piece but two has moved or is known: one of a10 and f8 is the Flag and the other
  // a Bomb, and people put the Flag in the back-row corner far more often. Red's Scout can
  // reach the corner from a4 in one move and takes the Flag.
  GameState state = Position("R2a4 R4e2 RFj1 BFa10 BBf8 B3h8 B4b7", Player::kRed);
  Play(state, "e2-e3 h8-h7 e3-e2 b7-b6");
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    CHECK(HardMove(state, seed) == "a4-a10");
  }
}

TEST_CASE("Tactics: a cornered piece is won", "[ai][tactics]") {
  // Red's Scout found a Bomb on b10 and Red's Sergeant a Captain in the corner a10: the Captain
  // can only step to a9, and Red's Colonel on b8 takes it within a few moves wherever it goes
  // (Blue runs with the Captain whenever it can).
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    GameState state =
        Position("R8c8 R2b4 R4a8 R3a1 RFj1 B6a10 BBb10 B4e7 BFj10 BBi10 BBj9", Player::kRed);
    Play(state, "b4xb10 e7-e6 c8-b8 e6-e5 a8-a9 e5-e4 a9xa10 e4-f4");
    const PieceId captain = state.board().At(*ParseSquare("a10"));
    REQUIRE(state.board().piece(captain).revealed);
    auto computer = Computer(Level::kHard, seed, kSamples);
    std::string played;
    for (int turn = 0; turn < 4 && state.board().piece(captain).on_board(); ++turn) {
      const Move mine = *computer->ChooseMove(BuildView(state, Player::kRed));
      played += FormatMove(mine) + " ";
      state.ApplyMove(mine);
      if (state.over() || !state.board().piece(captain).on_board()) break;
      const std::vector<Move> moves = state.LegalMoves();
      REQUIRE_FALSE(moves.empty());
      Move reply = moves[0];
      for (Move move : moves) {
        if (move.from == state.board().piece(captain).square) reply = move;
      }
      played += FormatMove(reply) + " ";
      state.ApplyMove(reply);
    }
    INFO(played);
    CHECK_FALSE(state.board().piece(captain).on_board());
  }
}

// Known to fail, as the one above: with an unmoved piece that may be the Flag beside it, the
// Colonel keeps the option of attacking it "next move, in the samples where it is the Flag"
// rather than take the Captain next to it.
TEST_CASE("Tactics: a cornered piece is won beside an unmoved piece that may be the Flag",
          "[ai][tactics][!shouldfail]") {
  GameState state = Position("R8c8 R4a8 R3a1 RFj1 B6a10 BBb10 B4e7 BFj10 BBi10 BBj9", Player::kRed);
  Play(state, "a8-a9 e7-e6 a9xa10 e6-e5 c8-c9 a10-a9 c9-c10 a9-b9 a1-a2 b9-c9");
  CHECK(HardMove(state, 1) == "c10-c9");
}

TEST_CASE("Tactics: the General does not attack the enemy's known Marshal", "[ai][tactics]") {
  // Blue's Marshal on e6 took Red's Scout and is known; Red's General stands beside it on f6
  // with a free square behind. Attacking loses the General; it steps away instead.
  GameState state = Position("R9f6 R2e2 R3a1 RFa2 B10e7 B4j7 BFj10 BBi10 BBh10 B5c9", Player::kRed);
  Play(state, "e2-e6 e7xe6");
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    const std::string move = HardMove(state, seed);
    CHECK(move != "f6-e6");
    CHECK(move.substr(0, 2) == "f6");
  }
}

}  // namespace stratego
