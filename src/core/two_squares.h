// The two-squares rule (RULES.md §4.3), exactly as defined there:
// every move crosses one or more boundaries between adjacent squares; a move is illegal if the
// same piece's previous N moves, made as that player's last N moves in a row, and this move all
// cross one common boundary. Attacks count as moves; the opponent's moves do not matter; moving
// any other piece of one's own starts the count again.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "core/board.h"
#include "core/move.h"
#include "core/rules.h"

namespace stratego {

// The boundaries between adjacent squares that moves cross, as a span of a line: the line (a file
// for vertical moves, a rank for horizontal ones) and the positions along it. Boundary k lies
// between positions k and k + 1; a move from position p to q crosses boundaries min(p, q) …
// max(p, q) − 1, the span from low = min(p, q) to high = max(p, q).
// Four bytes, so that a span travels in one register (move generation asks it of every move of a
// restrained piece).
struct TwoSquaresSpan {
  bool vertical;
  std::int8_t line;
  std::int8_t low;
  std::int8_t high;
};

namespace detail {

// The file and the row of every square, looked up: move generation asks CrossingOf of each move
// of a restrained piece, and two divisions by ten a square cost more than a load.
struct FileRow {
  std::int8_t file;
  std::int8_t row;
};
constexpr std::array<FileRow, kNumSquares> MakeFileRows() {
  std::array<FileRow, kNumSquares> table{};
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    table[static_cast<std::size_t>(index)] = {static_cast<std::int8_t>(square.file()),
                                              static_cast<std::int8_t>(square.row())};
  }
  return table;
}
inline constexpr std::array<FileRow, kNumSquares> kFileRows = MakeFileRows();

// The boundaries a move along a line crosses.
inline TwoSquaresSpan CrossingOf(Move move) {
  const FileRow from = kFileRows[static_cast<std::size_t>(move.from.index())];
  const FileRow to = kFileRows[static_cast<std::size_t>(move.to.index())];
  const bool vertical = from.file == to.file;
  const std::int8_t a = vertical ? from.row : from.file;
  const std::int8_t b = vertical ? to.row : to.file;
  return {vertical, vertical ? from.file : from.row, std::min(a, b), std::max(a, b)};
}

// Whether both spans lie on one line and share a boundary; `both` is then the part of both.
inline bool Overlap(const TwoSquaresSpan& a, const TwoSquaresSpan& b, TwoSquaresSpan& both) {
  if (a.vertical != b.vertical || a.line != b.line) return false;
  both = {a.vertical, a.line, std::max(a.low, b.low), std::min(a.high, b.high)};
  return both.low < both.high;
}

}  // namespace detail

static_assert((kMaxTwoSquaresLimit & (kMaxTwoSquaresLimit - 1)) == 0,
              "TwoSquaresTracker keeps its moves in a ring indexed by masking");

// One player's recent moves, as much of them as the rule needs. The moves are public, so the
// tracker is part of both players' views.
class TwoSquaresTracker {
 public:
  // Records a move the player made with `piece`. Inline: once a move.
  // Works on copies of the members, which the byte-sized move written cannot change: they are not
  // read again after it.
  void Record(PieceId piece, Move move) {
    const int run = piece == piece_ ? run_ : 0;
    piece_ = piece;
    run_ = static_cast<std::uint8_t>(run < kMaxTwoSquaresLimit ? run + 1 : run);
    // A ring: the newest move overwrites the oldest, nothing is shifted.
    const auto newest = static_cast<std::uint8_t>((newest_ + 1) & (kMaxTwoSquaresLimit - 1));
    newest_ = newest;
    recent_[newest] = move;
  }
  // The player's move `age` moves ago (0: the last one), for age < kMaxTwoSquaresLimit; a
  // default Move before the player has made that many.
  Move recent(int age) const {
    return recent_[static_cast<std::size_t>((newest_ - age) & (kMaxTwoSquaresLimit - 1))];
  }

  // The stretch of line that `piece`'s last `limit` moves and `move` all cross, as the two end
  // squares of the common boundaries, if there is one: then the move is forbidden by the rule
  // with N = limit. nullopt when the move is allowed (always when limit is 0, the rule off).
  std::optional<Move> CommonCrossing(PieceId piece, Move move, int limit) const;
  // The same in two steps, for a move generator that asks about several moves of one piece: the
  // boundaries `piece`'s last `limit` moves all cross, if the rule restrains the piece and they
  // share some (nullopt: the rule forbids no move of it) ...
  std::optional<TwoSquaresSpan> SharedCrossing(PieceId piece, int limit) const;
  // ... and what `move` crosses of them, as CommonCrossing gives it (nullopt: allowed).
  static std::optional<Move> CrossingWithin(const TwoSquaresSpan& span, Move move);
  // Whether CrossingWithin(span, move) would find a crossing, without making it. Inline: move
  // generation asks it of every move of a restrained piece.
  static bool Crosses(const TwoSquaresSpan& span, Move move) {
    TwoSquaresSpan common;
    return detail::Overlap(span, detail::CrossingOf(move), common);
  }
  // Whether the rule may forbid some move of `piece` now: it made the player's last `limit`
  // moves in a row. (Move generation asks MayForbid, below, once a listing, and SharedCrossing
  // only when that says yes; the computer's search of attacks asks this once a piece.)
  bool Restrains(PieceId piece, int limit) const {
    return limit > 0 && piece == piece_ && run_ >= limit;
  }

  // Whether the rule may forbid some move now: the piece of the player's last move made the last
  // `limit` in a row and, when limit is two or more, its last two moves went opposite ways along
  // one line. (Moves that share a boundary must: two moves of a piece in a row that go the same
  // way meet at a square and cross no boundary both.) A cheap test before every listing of moves,
  // which spares the full question to most pieces that moved `limit` times in a row. Inline.
  bool MayForbid(int limit) const {
    if (!Restrains(piece_, limit)) return false;
    if (limit < 2) return true;
    const Move last = recent(0);
    const Move before = recent(1);
    const int way = last.to.index() - last.from.index();
    const int way_before = before.to.index() - before.from.index();
    const bool both_vertical_or_across = (way % kBoardSize == 0) == (way_before % kBoardSize == 0);
    return (way < 0) != (way_before < 0) && both_vertical_or_across;
  }

  PieceId piece() const { return piece_; }  // the piece of the player's last move
  int run() const { return run_; }          // its moves in a row, counted up to the largest N

  friend bool operator==(const TwoSquaresTracker&, const TwoSquaresTracker&) = default;

 private:
  PieceId piece_ = kNoPiece;
  std::uint8_t run_ = 0;
  std::uint8_t newest_ = 0;                         // where in recent_ the newest move is
  std::array<Move, kMaxTwoSquaresLimit> recent_{};  // the player's last moves, a ring
};

}  // namespace stratego
