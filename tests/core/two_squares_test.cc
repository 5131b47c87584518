// RULES.md §4.3: the two-squares rule, with its examples, at N = 3 and N = 5, and off.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "support/position.h"
#include "support/random_play.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

RuleSet WithLimit(int n) {
  RuleSet rules;
  rules.two_squares = n;
  return rules;
}

// A Red piece given by the test, and two Blue pieces on j7 and h8 that take turns to move (see
// PlayRed) just to pass the turn. Blue's moves never matter to Red's count.
GameState Shuttle(const char* red_piece, int n) {
  return Position(std::string(red_piece) + " B6j7 B6h8 RFa1 BFj10", Player::kRed, WithLimit(n));
}

// Plays Red's moves, each followed by a Blue move that alternates between the two Blue pieces of
// Shuttle(), so Blue never reaches its own limit. Blue's k-th move is kBlue[k % 4].
void PlayRed(GameState& state, std::initializer_list<const char*> red_moves) {
  static const char* kBlue[] = {"j7-j6", "h8-h7", "j6-j7", "h7-h8"};
  for (const char* move : red_moves) {
    Play(state, move);
    if (state.over()) return;
    Play(state, kBlue[(state.ply() / 2) % 4]);
  }
}

TEST_CASE("Two-squares rule: the example of RULES.md §4.3 at N = 3", "[core][two-squares]") {
  GameState state = Shuttle("R6a4", 3);
  PlayRed(state, {"a4-a5", "a5-a4", "a4-a5"});
  CHECK(
      state.WhyIllegal(M("a5-a4")) ==
      std::optional<std::string>(
          "two-squares rule: this piece has already moved between a4 and a5 three times in a row"));
  CHECK_FALSE(state.WhyIllegal(M("a5-a6")));
  CHECK_FALSE(state.WhyIllegal(M("a5-b5")));
  CHECK_FALSE(state.LegalMoves().empty());
}

TEST_CASE("Two-squares rule: the Scout example of RULES.md §4.3 at N = 3", "[core][two-squares]") {
  GameState state = Shuttle("R2a3", 3);
  PlayRed(state, {"a3-a6", "a6-a4", "a4-a6"});
  CHECK(state.WhyIllegal(M("a6-a5")) ==
        std::optional<std::string>("two-squares rule: this Scout has already crossed between a5 "
                                   "and a6 three times in a row"));
  for (const char* move : {"a6-a4", "a6-a3"}) {
    INFO(move);
    CHECK(state.WhyIllegal(M(move)) ==
          std::optional<std::string>("two-squares rule: this Scout has already crossed between a4 "
                                     "and a6 three times in a row"));
  }
  CHECK_FALSE(state.WhyIllegal(M("a6-a7")));
  CHECK_FALSE(state.WhyIllegal(M("a6-b6")));
}

// The tracker keeps its last kMaxTwoSquaresLimit moves in a ring: after more moves than that it
// must still give them newest first, and judge by exactly the last N.
TEST_CASE("Two-squares rule: the tracker judges by the last N moves after many more",
          "[core][two-squares]") {
  TwoSquaresTracker tracker;
  const PieceId piece = 3;
  std::vector<Move> played;
  for (int i = 0; i < kMaxTwoSquaresLimit + 3; ++i) {  // moves of no common line
    played.push_back(Move{Square::FromIndex(i), Square::FromIndex(i + kBoardSize)});
    tracker.Record(piece, played.back());
  }
  for (int age = 0; age < kMaxTwoSquaresLimit; ++age)
    CHECK(tracker.recent(age) == played[played.size() - 1 - static_cast<std::size_t>(age)]);
  const int n = kMaxTwoSquaresLimit;
  for (int i = 0; i < n - 1; ++i)
    tracker.Record(piece, M(i % 2 == 0 ? "a4-a5" : "a5-a4"));
  CHECK_FALSE(
      tracker.CommonCrossing(piece, M("a4-a5"), n));  // the oldest of the N crosses no a4|a5
  CHECK(tracker.CommonCrossing(piece, M("a4-a5"), n - 1) ==
        Move{*ParseSquare("a4"), *ParseSquare("a5")});
  tracker.Record(piece, M("a5-a4"));
  CHECK(tracker.CommonCrossing(piece, M("a4-a5"), n) ==
        Move{*ParseSquare("a4"), *ParseSquare("a5")});
}

TEST_CASE("Two-squares rule: N = 5 allows five moves in a row and forbids the sixth",
          "[core][two-squares]") {
  GameState state = Shuttle("R6a4", 5);
  PlayRed(state, {"a4-a5", "a5-a4", "a4-a5"});
  CHECK_FALSE(state.WhyIllegal(M("a5-a4")));  // legal at N = 5
  PlayRed(state, {"a5-a4", "a4-a5"});
  CHECK(
      state.WhyIllegal(M("a5-a4")) ==
      std::optional<std::string>(
          "two-squares rule: this piece has already moved between a4 and a5 five times in a row"));
}

TEST_CASE("Two-squares rule: switched off, shuttling never ends", "[core][two-squares]") {
  GameState state = Shuttle("R6a4", 0);
  for (int i = 0; i < 20; ++i)
    PlayRed(state, {"a4-a5", "a5-a4"});
  CHECK_FALSE(state.WhyIllegal(M("a4-a5")));
}

TEST_CASE("Two-squares rule: moving another piece starts the count again", "[core][two-squares]") {
  GameState state = Position("R6a4 R6b2 B6j7 B6h8 RFa1 BFj10", Player::kRed, WithLimit(3));
  PlayRed(state, {"a4-a5", "a5-a4", "b2-b3", "a4-a5"});
  CHECK_FALSE(state.WhyIllegal(M("a5-a4")));
  PlayRed(state, {"a5-a4", "a4-a5"});
  CHECK(state.WhyIllegal(M("a5-a4")));
}

TEST_CASE("Two-squares rule: the opponent's moves in between do not matter",
          "[core][two-squares]") {
  // Blue shuttles one piece too; each side's count is its own.
  GameState state = Position("R6a4 B6j7 RFa1 BFj10", Player::kRed, WithLimit(3));
  Play(state, "a4-a5 j7-j6 a5-a4 j6-j7 a4-a5 j7-j6");
  CHECK(state.WhyIllegal(M("a5-a4")));  // Red started: Red runs out first
  Play(state, "a5-a6");
  CHECK(state.WhyIllegal(M("j6-j7")));  // and now Blue has made three moves across j6|j7
}

TEST_CASE("Two-squares rule: moves along a line that share no boundary are fine",
          "[core][two-squares]") {
  GameState state = Shuttle("R6a2", 3);
  PlayRed(state, {"a2-a3", "a3-a4", "a4-a3"});
  CHECK_FALSE(state.WhyIllegal(M("a3-a4")));  // a2|a3, a3|a4, a4|a3: no boundary in all four
  PlayRed(state, {"a3-a4"});
  CHECK(state.WhyIllegal(M("a4-a3")));  // a3-a4, a4-a3, a3-a4, a4-a3: all cross a3|a4
}

TEST_CASE("Two-squares rule: attacks count as moves", "[core][two-squares]") {
  GameState state = Position("R10a4 B2a6 B2a7 B6j7 B6h8 RFa1 BFj10", Player::kRed, WithLimit(3));
  PlayRed(state, {"a4-a5", "a5-a6"});  // the second is an attack the Marshal wins
  REQUIRE(state.history()[2].is_attack());
  PlayRed(state, {"a6-a5"});
  // a4-a5 (a4|a5), a5-a6 (a5|a6), a6-a5 (a5|a6): a5-a6 now crosses a5|a6 a third time: fine at
  // N = 3 only if the last three moves did not all cross it; they did not (a4-a5 did not).
  CHECK_FALSE(state.WhyIllegal(M("a5-a6")));
  PlayRed(state, {"a5-a6"});
  CHECK(state.WhyIllegal(M("a6-a5")));  // a5-a6 (attack), a6-a5, a5-a6, and a6-a5 all cross a5|a6
}

TEST_CASE("Two-squares rule: a Scout's long moves count by the boundaries they cross",
          "[core][two-squares]") {
  GameState state = Shuttle("R2a2", 3);
  PlayRed(state, {"a2-a9", "a9-a3", "a3-a8"});
  // Common to all three: boundaries a3|a4 … a8|a9 minus what each covers: a3..a8.
  CHECK(state.WhyIllegal(M("a8-a7")));
  CHECK(state.WhyIllegal(M("a8-a4")));
  CHECK_FALSE(state.WhyIllegal(M("a8-a9")));  // crosses only a8|a9, which a3-a8 did not cross
  CHECK_FALSE(state.WhyIllegal(M("a8-b8")));
}

TEST_CASE("Two-squares rule: a position where the rule leaves no legal move loses",
          "[core][two-squares]") {
  // Red's only movable piece is a Captain on a10 hemmed in by its own Bombs, with one free square
  // below it: after a10-a9, a9-a10, a10-a9 it may not go back, and a9 has no other way out.
  GameState state =
      Position("R6a10 RBb10 RBb9 RBa8 B6j7 B6h8 RFa1 BFj10", Player::kRed, WithLimit(3));
  PlayRed(state, {"a10-a9", "a9-a10", "a10-a9"});
  REQUIRE(state.over());
  CHECK(state.result() == GameResult{EndReason::kNoLegalMoves, Player::kBlue});
}

TEST_CASE("Two-squares rule: a Scout's attack at the end of a long move counts like any move",
          "[core][two-squares]") {
  GameState state = Position("R2a3 BSa7 B6j7 B6h8 RFa1 BFj10", Player::kRed, WithLimit(3));
  PlayRed(state, {"a3-a6", "a6-a3", "a3-a7"});  // the last one takes the Spy
  REQUIRE(state.history()[4].is_attack());
  CHECK(state.WhyIllegal(M("a7-a4")));        // a4..a6 was crossed by all three moves
  CHECK_FALSE(state.WhyIllegal(M("a7-a6")));  // a6|a7 was crossed only by the attack
}

TEST_CASE("Two-squares rule: at N = 5 a Scout may cross a boundary five times, not six",
          "[core][two-squares]") {
  GameState state = Shuttle("R2a2", 5);
  PlayRed(state, {"a2-a9", "a9-a2", "a2-a9", "a9-a2"});
  CHECK_FALSE(state.WhyIllegal(M("a2-a9")));
  PlayRed(state, {"a2-a9"});
  CHECK(state.WhyIllegal(M("a9-a8")) ==
        std::optional<std::string>("two-squares rule: this Scout has already crossed between a8 "
                                   "and a9 five times in a row"));
}

TEST_CASE("Two-squares rule: when the shuttling piece is taken, the next piece starts afresh",
          "[core][two-squares]") {
  GameState state = Position("R3a4 R3b3 B10a6 RFa1 BFj10", Player::kRed, WithLimit(3));
  Play(state, "a4-a5 a6-a7 a5-a4 a7-a6 a4-a5 a6-a5");  // Blue's Marshal takes the shuttling Miner
  REQUIRE_FALSE(state.board().piece(state.history()[4].piece).on_board());
  CHECK_FALSE(state.WhyIllegal(M("b3-b4")));
  Play(state, "b3-b4 a5-a6 b4-b3 a6-a7 b3-b4 a7-a6");
  CHECK(state.WhyIllegal(M("b4-b3")));  // the new piece's own count
}

TEST_CASE("Two-squares rule: when it leaves neither side a move, the game is drawn",
          "[core][two-squares]") {
  // Each side's last movable piece shuttles in a pocket of two squares walled by its own Bombs.
  GameState state =
      Position("R6a10 RBb10 RBb9 RBa8 RFa1 B6j1 BBi1 BBi2 BBj3 BFj10", Player::kRed, WithLimit(3));
  Play(state, "a10-a9 j1-j2 a9-a10 j2-j1 a10-a9 j1-j2");
  CHECK(state.result() == GameResult{EndReason::kNeitherCanMove, std::nullopt});
}

// MayForbid is the cheap test that spares move generation and the referee the full question: it
// must never say no where the rule forbids a move. Checked against SharedCrossing (the boundaries
// the piece's last N moves all cross, from which the forbidden moves follow) along random games
// under every N, the Scouts' long moves included.
TEST_CASE("Two-squares rule: MayForbid is true whenever the rule may forbid a move",
          "[core][two-squares]") {
  const int limit = GENERATE(1, 2, 3, 5, kMaxTwoSquaresLimit);
  const RuleSet rules = WithLimit(limit);
  Rng rng(static_cast<std::uint64_t>(77 + limit));
  int forbidding = 0;
  int spared = 0;
  for (int game = 0; game < 20; ++game) {
    GameState state = testing::RandomStart(rules, rng);
    MoveList moves;
    while (!state.over()) {
      for (Player player : {Player::kRed, Player::kBlue}) {
        const TwoSquaresTracker& tracker = state.tracker(player);
        const bool shares = tracker.SharedCrossing(tracker.piece(), limit).has_value();
        if (shares && !tracker.MayForbid(limit))  // said only then: an INFO costs every ply
          FAIL("N = " << limit << ", game " << game << ", ply " << state.ply()
                      << ": MayForbid is false where the rule may forbid");
        forbidding += shares ? 1 : 0;
        spared += tracker.Restrains(tracker.piece(), limit) && !tracker.MayForbid(limit) ? 1 : 0;
      }
      // Random moves, but mostly back the way the last one came when the rule allows it, so that
      // pieces shuttle (and the rule forbids) at every N.
      state.LegalMoves(moves);
      const Move last = state.tracker(state.to_move()).recent(0);
      const Move back{last.to, last.from};
      const bool can_go_back = std::find(moves.begin(), moves.end(), back) != moves.end();
      state.ApplyMove(can_go_back && rng.Chance(3, 4) ? back : moves[rng.Below(moves.size())]);
    }
  }
  CHECK(forbidding > 100);              // the rule did forbid moves
  if (limit >= 2) CHECK(spared > 100);  // and the test spared many pieces the full question
}

}  // namespace
}  // namespace stratego
