#include "core/two_squares.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace stratego {

namespace {

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
constexpr std::array<FileRow, kNumSquares> kFileRows = MakeFileRows();

TwoSquaresSpan CrossingOf(Move move) {
  const FileRow from = kFileRows[static_cast<std::size_t>(move.from.index())];
  const FileRow to = kFileRows[static_cast<std::size_t>(move.to.index())];
  const bool vertical = from.file == to.file;
  const int a = vertical ? from.row : from.file;
  const int b = vertical ? to.row : to.file;
  return {vertical, vertical ? from.file : from.row, std::min(a, b), std::max(a, b)};
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
  std::optional<TwoSquaresSpan> shared = CrossingOf(recent(0));
  for (int i = 1; i < limit && shared; ++i)
    shared = Overlap(*shared, CrossingOf(recent(i)));
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
