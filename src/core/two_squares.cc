#include "core/two_squares.h"

#include <algorithm>

namespace stratego {

namespace {

TwoSquaresSpan CrossingOf(Move move) {
  const bool vertical = move.from.file() == move.to.file();
  const int a = vertical ? move.from.row() : move.from.file();
  const int b = vertical ? move.to.row() : move.to.file();
  return {vertical, vertical ? move.from.file() : move.from.row(), std::min(a, b), std::max(a, b)};
}

// The part of both spans, if they lie on one line and share a boundary.
std::optional<TwoSquaresSpan> Overlap(const TwoSquaresSpan& a, const TwoSquaresSpan& b) {
  if (a.vertical != b.vertical || a.line != b.line) return std::nullopt;
  const TwoSquaresSpan both{a.vertical, a.line, std::max(a.low, b.low), std::min(a.high, b.high)};
  if (both.low >= both.high) return std::nullopt;
  return both;
}

Square PositionOnLine(const TwoSquaresSpan& crossing, int position) {
  return crossing.vertical ? Square::At(crossing.line, position)
                           : Square::At(position, crossing.line);
}

}  // namespace

std::optional<TwoSquaresSpan> TwoSquaresTracker::SharedCrossing(PieceId piece, int limit) const {
  if (!Restrains(piece, limit)) return std::nullopt;
  std::optional<TwoSquaresSpan> shared = CrossingOf(recent_[0]);
  for (int i = 1; i < limit && shared; ++i)
    shared = Overlap(*shared, CrossingOf(recent_[static_cast<std::size_t>(i)]));
  return shared;
}

std::optional<Move> TwoSquaresTracker::CrossingWithin(const TwoSquaresSpan& span, Move move) {
  const auto common = Overlap(span, CrossingOf(move));
  if (!common) return std::nullopt;
  return Move{PositionOnLine(*common, common->low), PositionOnLine(*common, common->high)};
}

std::optional<Move> TwoSquaresTracker::CommonCrossing(PieceId piece, Move move, int limit) const {
  const auto shared = SharedCrossing(piece, limit);
  return shared ? CrossingWithin(*shared, move) : std::nullopt;
}

}  // namespace stratego
