// MoveSet: the legal moves held as sets of squares reached (core/move_set.h) are the moves
// GenerateMoves writes out, in the same order, however they are read.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/view.h"
#include "support/position.h"
#include "support/random_play.h"

namespace stratego {
namespace {

using testing::M;
using testing::Position;

MoveContext ContextOf(const GameState& state) {
  return {state.board(), state.to_move(), state.tracker(state.to_move()), state.rules(),
          &state.chase()};
}

std::vector<Move> Written(const GameState& state) {
  MoveList list;
  GenerateMoves(ContextOf(state), list);
  return {list.begin(), list.end()};
}

// The first way of reading `set` that does not give `expected`, or "".
std::string Disagreement(const MoveSet& set, const std::vector<Move>& expected) {
  if (set.size() != static_cast<int>(expected.size())) return "size";
  for (int i = 0; i < set.size(); ++i) {
    if (set[i] != expected[static_cast<std::size_t>(i)])
      return "operator[] at " + std::to_string(i);
  }
  if (std::vector<Move>(set.begin(), set.end()) != expected) return "iteration";
  std::vector<Move> visited;
  set.ForEach([&visited](Move move) { visited.push_back(move); });
  if (visited != expected) return "ForEach";
  MoveList appended;
  appended.push_back(M("a1-a2"));
  set.AppendTo(appended);
  if (appended.size() != set.size() + 1 || appended[0] != M("a1-a2") ||
      !std::equal(expected.begin(), expected.end(), appended.begin() + 1))
    return "AppendTo";
  return "";
}

// Random games under each repetition rule, so that restrained pieces (their moves are among the
// others) and forbidden chase moves (taken out of the sets) occur.
TEST_CASE(
    "Move sets: the same moves in the same order as the written list, every ply, for the "
    "referee and from the mover's view",
    "[core][movegen]") {
  const bool more_squares = GENERATE(false, true);
  RuleSet rules;
  rules.more_squares = more_squares;
  rules.max_moves = 3000;
  Rng rng(more_squares ? 7 : 3);
  long long restrained = 0;
  for (int game = 0; game < 20; ++game) {
    GameState state = testing::RandomStart(rules, rng);
    while (!state.over()) {
      MoveSet set;
      GenerateMoves(ContextOf(state), set);
      const std::vector<Move> written = Written(state);
      const std::string problem = Disagreement(set, written);
      if (!problem.empty()) FAIL("ply " << state.ply() << ": " << problem);
      const MoveSet& kept = state.ListLegalMoves();
      if (!Disagreement(kept, written).empty()) FAIL("ply " << state.ply() << ": the kept set");
      LegalMoves(BuildView(state, state.to_move()), set);
      if (!Disagreement(set, written).empty()) FAIL("ply " << state.ply() << ": the view's set");
      for (int i = 0; i < 8; ++i) {  // a few moves of any squares, mostly illegal
        const Move any{Square::FromIndex(static_cast<int>(rng.Below(kNumSquares))),
                       Square::FromIndex(static_cast<int>(rng.Below(kNumSquares)))};
        if (state.IsLegal(any) != !state.WhyIllegal(any)) FAIL("IsLegal " << any);
        if (kept.Contains(any) != state.IsLegal(any)) FAIL("Contains " << any);
      }
      // Moves along a line from a square of the mover's: Scouts' long moves, blocked paths,
      // lakes on the way, Bombs and the Flag.
      for (int i = 0; i < 8; ++i) {
        const Square from = Square::FromIndex(static_cast<int>(rng.Below(kNumSquares)));
        const PieceId piece = state.board().At(from);
        if (piece == kNoPiece || OwnerOf(piece) != state.to_move()) continue;
        const int along = static_cast<int>(rng.Below(kBoardSize));
        const Move line{from, rng.Below(2) == 0 ? Square::At(along, from.row())
                                                : Square::At(from.file(), along)};
        // The generated moves are the oracle: IsLegal and WhyIllegal share their common path.
        const bool listed = std::find(written.begin(), written.end(), line) != written.end();
        if (state.IsLegal(line) != listed) FAIL("IsLegal " << line << " against the moves listed");
        if (state.IsLegal(line) != !state.WhyIllegal(line)) FAIL("IsLegal " << line);
        if (kept.Contains(line) != listed) FAIL("Contains " << line << " against the moves listed");
      }
      if (!state.IsLegal(kept[rng.Below(kept.size())])) FAIL("IsLegal refuses a legal move");
      restrained += state.tracker(state.to_move())
                        .Restrains(state.tracker(state.to_move()).piece(), rules.two_squares);
      state.ApplyMove(kept[rng.Below(kept.size())]);
    }
  }
  CHECK(restrained > 100);  // the two-squares rule did restrain pieces
}

TEST_CASE("Move sets: a Scout's longer moves come after the steps, a restrained piece's with them",
          "[core][movegen]") {
  // The Scout on a1 slides; the Major on e4 may not go back to e3 (RULES.md §4.3, N = 3).
  GameState state = Position("R2a1 R8e3 RFj1 BFj10 B4a10", Player::kRed);
  for (const char* move : {"e3-e4", "a10-b10", "e4-e3", "b10-a10", "e3-e4", "a10-b10"})
    state.ApplyMove(M(move));
  const MoveSet& set = state.ListLegalMoves();
  const std::vector<Move> moves(set.begin(), set.end());
  CHECK(moves == Written(state));
  // Steps first (up, down, left, right, each by the square reached), the restrained Major's among
  // them but for the one the rule forbids; then the Scout's slides (up to a10, right to i1).
  const std::vector<Move> steps = {M("a1-a2"), M("e4-e5"), M("e4-d4"), M("a1-b1"), M("e4-f4")};
  REQUIRE(moves.size() == steps.size() + 8 + 7);
  CHECK(std::vector<Move>(moves.begin(), moves.begin() + 5) == steps);
  CHECK(moves[5] == M("a1-a3"));
  CHECK(moves[12] == M("a1-a10"));
  CHECK(moves[13] == M("a1-c1"));
  CHECK(moves.back() == M("a1-i1"));
  CHECK(std::find(moves.begin(), moves.end(), M("e4-e3")) == moves.end());
  // Contains answers the same: the steps and slides listed, not the forbidden step, not a step
  // off the last file into the next row (j1-a2, one index on), not squares off the board.
  CHECK(std::all_of(moves.begin(), moves.end(), [&set](Move move) { return set.Contains(move); }));
  CHECK_FALSE(set.Contains(M("e4-e3")));
  CHECK_FALSE(set.Contains(Move{Square::At(9, 0), Square::At(0, 1)}));
  CHECK_FALSE(set.Contains(Move{}));
}

TEST_CASE("Move sets: Remove takes out one move and keeps the order of the rest",
          "[core][movegen]") {
  GameState state = Position("R2a1 R6e3 RFj1 BFj10", Player::kRed);
  MoveSet set;
  GenerateMoves(ContextOf(state), set);
  std::vector<Move> expected(set.begin(), set.end());
  for (const char* removed : {"e3-e2", "a1-a5", "a1-a2", "e3-f3"}) {
    set.Remove(M(removed));
    expected.erase(std::find(expected.begin(), expected.end(), M(removed)));
    CHECK(std::vector<Move>(set.begin(), set.end()) == expected);
    CHECK(set.size() == static_cast<int>(expected.size()));
  }
  set.Remove(M("e3-e2"));  // no longer there: nothing changes
  CHECK(std::vector<Move>(set.begin(), set.end()) == expected);
}

TEST_CASE("Move sets: bits are counted and selected in every word", "[core][movegen]") {
  const std::uint64_t word = 0x8000'0000'0000'0005ULL;
  CHECK(BitCount(word) == 3);
  CHECK(BitCount(0) == 0);
  CHECK(BitCount(~std::uint64_t{0}) == 64);
  CHECK(NthSetBit(word, 0) == 0);
  CHECK(NthSetBit(word, 1) == 2);
  CHECK(NthSetBit(word, 2) == 63);
  CHECK(SquareSet::Of(*ParseSquare("j10")).size() == 1);
  CHECK((SquareSet::Of(*ParseSquare("a1")) | SquareSet::Of(*ParseSquare("j10"))).size() == 2);
}

// NthSetBit takes pdep where the processor has it (selecting at once), else clears the lower bits
// one by one: either way, the n-th set bit from the bottom of random words, checked bit by bit.
TEST_CASE("Move sets: the n-th set bit of random words is found", "[core][movegen]") {
  Rng rng(12);
  for (int trial = 0; trial < 2000; ++trial) {
    std::uint64_t word = rng.Next();
    if (trial % 2 == 0) word &= rng.Next() & rng.Next();  // sparse words, as legal moves are
    if (word == 0) continue;
    int n = 0;
    for (int bit = 0; bit < 64; ++bit) {
      if ((word >> bit & 1) == 0) continue;
      if (NthSetBit(word, n) != bit) FAIL("word " << word << ", n " << n);
      ++n;
    }
    CHECK(n == BitCount(word));
  }
}

}  // namespace
}  // namespace stratego
