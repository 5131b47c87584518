#include "core/two_squares.h"

#include <algorithm>

namespace stratego {

namespace {

// The boundaries a move crosses, as a span of a line: the line (a file for vertical moves, a
// rank for horizontal ones) and the positions along it. Boundary k lies between positions k and
// k + 1; a move from position p to q crosses boundaries min(p, q) … max(p, q) − 1.
struct Crossing {
  bool vertical;
  int line;
  int low;
  int high;
};

Crossing CrossingOf(Move move) {
  const bool vertical = move.from.file() == move.to.file();
  const int a = vertical ? move.from.row() : move.from.file();
  const int b = vertical ? move.to.row() : move.to.file();
  return {vertical, vertical ? move.from.file() : move.from.row(), std::min(a, b), std::max(a, b)};
}

Square PositionOnLine(const Crossing& crossing, int position) {
  return crossing.vertical ? Square::At(crossing.line, position)
                           : Square::At(position, crossing.line);
}

}  // namespace

void TwoSquaresTracker::Record(PieceId piece, Move move) {
  if (piece != piece_) {
    piece_ = piece;
    run_ = 0;
  }
  std::copy_backward(recent_.begin(), recent_.end() - 1, recent_.end());
  recent_[0] = move;
  if (run_ < kMaxTwoSquaresLimit) ++run_;
}

std::optional<Move> TwoSquaresTracker::CommonCrossing(PieceId piece, Move move, int limit) const {
  if (!Restrains(piece, limit)) return std::nullopt;
  Crossing common = CrossingOf(move);
  for (int i = 0; i < limit; ++i) {
    const Crossing earlier = CrossingOf(recent_[static_cast<std::size_t>(i)]);
    if (earlier.vertical != common.vertical || earlier.line != common.line) return std::nullopt;
    common.low = std::max(common.low, earlier.low);
    common.high = std::min(common.high, earlier.high);
    if (common.low >= common.high) return std::nullopt;
  }
  return Move{PositionOnLine(common, common.low), PositionOnLine(common, common.high)};
}

}  // namespace stratego
