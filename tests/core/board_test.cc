// The board's sets of squares (core/square_set.h, Board::Occupied, Board::Movers), which move
// generation starts from: they must follow every change of the board.
#include "core/board.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/rng.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

Square At(std::string_view name) {
  return *ParseSquare(name);
}

std::string Text(SquareSet set) {
  std::ostringstream out;
  out << set;
  return out.str();
}

TEST_CASE("Square sets: a set shifted by a step holds the neighbours, never a lake or a wrap",
          "[core][board]") {
  const SquareSet corners = SquareSet::Of(At("a1")) | SquareSet::Of(At("j1")) |
                            SquareSet::Of(At("a10")) | SquareSet::Of(At("j10"));
  CHECK(Text(corners.Shifted(Direction::kUp)) == "{a2 j2}");
  CHECK(Text(corners.Shifted(Direction::kDown)) == "{a9 j9}");
  CHECK(Text(corners.Shifted(Direction::kLeft)) == "{i1 i10}");
  CHECK(Text(corners.Shifted(Direction::kRight)) == "{b1 b10}");
  const SquareSet beside_lakes = SquareSet::Of(At("b5")) | SquareSet::Of(At("e6"));
  CHECK(Text(beside_lakes.Shifted(Direction::kRight)) == "{f6}");  // c5 is a lake
  CHECK(Text(beside_lakes.Shifted(Direction::kLeft)) == "{a5}");   // d6 is a lake
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    if (IsLake(square)) continue;
    for (Direction direction : kDirections) {
      const Square next = Step(square, direction);
      const SquareSet expected = next.valid() ? SquareSet::Of(next) : SquareSet();
      CHECK(SquareSet::Of(square).Shifted(direction) == expected);
    }
  }
}

TEST_CASE("Square sets: a shift into allowed squares is the shift and the allowed squares",
          "[core][board]") {
  Rng rng(5);
  for (int trial = 0; trial < 200; ++trial) {
    SquareSet from;
    SquareSet allowed;
    for (int index = 0; index < kNumSquares; ++index) {
      const Square square = Square::FromIndex(index);
      if (IsLake(square)) continue;  // sets hold open squares only
      if (rng.Chance(1, 3)) from |= SquareSet::Of(square);
      if (rng.Chance(1, 2)) allowed |= SquareSet::Of(square);
    }
    for (Direction direction : kDirections)
      CHECK(from.ShiftedInto(direction, allowed) == (from.Shifted(direction) & allowed));
  }
}

TEST_CASE("Square sets: complement among the open squares, members in index order",
          "[core][board]") {
  CHECK(Text(SquareSet()) == "{}");
  CHECK(Text(~SquareSet::Open()) == "{}");
  const SquareSet all_but_one = ~SquareSet::Of(At("e4"));
  CHECK_FALSE(all_but_one.Contains(At("e4")));
  CHECK_FALSE(all_but_one.Contains(At("c5")));  // lakes are in no set
  CHECK(all_but_one.Contains(At("j10")));
  CHECK(Text(SquareSet::Of(At("j10")) | SquareSet::Of(At("a1")) | SquareSet::Of(At("e7"))) ==
        "{a1 e7 j10}");
}

std::vector<int> Members(SquareSet set) {
  std::vector<int> members;
  set.ForEachIndex([&members](std::size_t index) { members.push_back(static_cast<int>(index)); });
  return members;
}

constexpr int CountMembers(SquareSet set) {
  int count = 0;
  set.ForEachIndex([&count](std::size_t) { ++count; });
  return count;
}

// ForEachIndex is hand-written for x86-64 (bsf and btr), with a plain loop for constant
// evaluation: both must visit every member once, in order, in either 64-bit half of the set.
TEST_CASE("Square sets: every member is visited once, in index order, in both halves",
          "[core][board]") {
  static_assert(CountMembers(SquareSet::Open()) == kNumSquares - 8);  // the plain loop
  CHECK(Members(SquareSet()).empty());
  std::vector<int> open;
  for (int index = 0; index < kNumSquares; ++index) {
    if (!IsLake(Square::FromIndex(index))) open.push_back(index);
  }
  CHECK(Members(SquareSet::Open()) == open);
  for (int a : open) {
    for (int b : open) {
      if (b <= a) continue;
      const SquareSet pair =
          SquareSet::Of(Square::FromIndex(a)) | SquareSet::Of(Square::FromIndex(b));
      if (Members(pair) != std::vector<int>{a, b}) FAIL("the set {" << a << ", " << b << "}");
    }
  }
  CHECK(Members(~SquareSet::Of(Square::FromIndex(63)) & ~SquareSet::Of(Square::FromIndex(64)))
            .size() == open.size() - 2);
}

// The sets a board should hold, worked out from its pieces.
struct ExpectedSets {
  SquareSet occupied;
  SquareSet movable;
  SquareSet scouts;
};

ExpectedSets FromPieces(const Board& board, Player player) {
  ExpectedSets sets;
  for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board()) continue;
    sets.occupied |= SquareSet::Of(piece.square);
    if (IsMovable(piece.rank)) sets.movable |= SquareSet::Of(piece.square);
    if (piece.rank == Rank::kScout) sets.scouts |= SquareSet::Of(piece.square);
  }
  return sets;
}

void CheckSets(const Board& board) {
  for (Player player : {Player::kRed, Player::kBlue}) {
    INFO(PlayerName(player));
    const ExpectedSets expected = FromPieces(board, player);
    CHECK(board.Occupied(player) == expected.occupied);
    CHECK(board.Movers(player).movable == expected.movable);
    CHECK(board.Movers(player).scouts == expected.scouts);
  }
}

TEST_CASE("Board: its sets of squares follow adding, moving, capturing, restoring, ranks",
          "[core][board]") {
  Board board;
  const PieceId scout = board.AddPiece(Player::kRed, Rank::kScout, At("a1"));
  const PieceId bomb = board.AddPiece(Player::kRed, Rank::kBomb, At("b1"));
  const PieceId major = board.AddPiece(Player::kBlue, Rank::kMajor, At("a10"));
  const PieceId unknown = board.AddPiece(Player::kBlue, Rank::kUnknown, At("b10"));
  board.AddCapturedPiece(Player::kRed, Rank::kMiner);
  CheckSets(board);
  CHECK(Text(board.Movers(Player::kRed).movable) == "{a1}");
  CHECK(Text(board.Movers(Player::kBlue).movable) == "{a10}");  // an unknown rank is not known
  board.MovePiece(scout, At("a9"));
  CheckSets(board);
  board.SettleAttack(scout, major, CombatOutcome::kDefenderWins);
  CheckSets(board);
  CHECK(Text(board.Movers(Player::kRed).scouts) == "{}");
  board.Restore(scout, At("c1"));
  CheckSets(board);
  board.SetRank(unknown, Rank::kCaptain);  // a view learns a rank
  board.SetRank(bomb, Rank::kUnknown);     // or forgets one
  CheckSets(board);
  CHECK(Text(board.Movers(Player::kBlue).movable) == "{a10 b10}");
  board.Capture(major);
  CheckSets(board);
  CHECK(Text(board.Occupied()) == "{b1 c1 b10}");
}

TEST_CASE(
    "Board: a rank changed through mutable_piece still counts, and boards compare by "
    "position",
    "[core][board]") {
  Board kept;
  const PieceId id = kept.AddPiece(Player::kRed, Rank::kUnknown, At("e4"));
  Board changed = kept;
  kept.SetRank(id, Rank::kMiner);
  changed.mutable_piece(id).rank = Rank::kMiner;  // the board cannot see this change
  CheckSets(changed);
  CHECK(Text(changed.Movers(Player::kRed).movable) == "{e4}");
  CHECK(changed == kept);  // the same pieces on the same squares
  changed.MovePiece(id, At("e5"));
  kept.MovePiece(id, At("e5"));
  CheckSets(changed);
  CHECK(changed == kept);
}

TEST_CASE("Board: the legal moves of a piece whose rank changed through mutable_piece",
          "[core][board][movegen]") {
  const GameState state = testing::Position("R6e4 RFa1 BFj10");
  PlayerView view = BuildView(state, Player::kBlue);
  const PieceId id = view.board.At(At("e4"));
  REQUIRE(view.board.piece(id).rank == Rank::kUnknown);
  const auto moves_of_red = [&view] {
    const MoveContext context{view.board, Player::kRed, view.tracker(Player::kRed), view.rules,
                              nullptr};
    MoveList moves;
    GenerateMoves(context, moves);
    return moves.size();
  };
  CHECK(moves_of_red() == 0);  // unknown ranks are not known to move
  view.board.mutable_piece(id).rank = Rank::kScout;
  CHECK(moves_of_red() == 18);  // e1 e2 e3 e5 … e10, a4 … d4, f4 … j4
}

}  // namespace
}  // namespace stratego
