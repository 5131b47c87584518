#include "core/two_squares.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace stratego {

namespace {

using detail::CrossingOf;
using detail::Overlap;

Square PositionOnLine(const TwoSquaresSpan& crossing, int position) {
  return crossing.vertical ? Square::At(crossing.line, position)
                           : Square::At(position, crossing.line);
}

}  // namespace

std::optional<TwoSquaresSpan> TwoSquaresTracker::SharedCrossing(PieceId piece, int limit) const {
  if (!Restrains(piece, limit)) return std::nullopt;
  TwoSquaresSpan shared = CrossingOf(recent(0));
  for (int i = 1; i < limit; ++i) {
    if (!Overlap(shared, CrossingOf(recent(i)), shared)) return std::nullopt;
  }
  return shared;
}

std::optional<Move> TwoSquaresTracker::CrossingWithin(const TwoSquaresSpan& span, Move move) {
  TwoSquaresSpan common;
  if (!Overlap(span, CrossingOf(move), common)) return std::nullopt;
  return Move{PositionOnLine(common, common.low), PositionOnLine(common, common.high)};
}

std::optional<Move> TwoSquaresTracker::CommonCrossing(PieceId piece, Move move, int limit) const {
  const auto shared = SharedCrossing(piece, limit);
  return shared ? CrossingWithin(*shared, move) : std::nullopt;
}

}  // namespace stratego
