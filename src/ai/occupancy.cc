#include "ai/occupancy.h"

namespace stratego {

Occupancy::Rows Occupancy::Bordering(Player owner) const {
  const std::uint16_t* rows = &rows_[static_cast<std::size_t>(Index(owner) * kBoardSize)];
  Rows near;
  for (std::size_t row = 0; row < near.size(); ++row) {
    unsigned bits = rows[row];
    bits = (bits << 1) | (bits >> 1);  // left and right; a bit past the last file matches nothing
    if (row > 0) bits |= rows[row - 1];
    if (row + 1 < near.size()) bits |= rows[row + 1];
    near[row] = static_cast<std::uint16_t>(bits);
  }
  return near;
}

unsigned Occupancy::Files(Player owner) const {
  const std::uint16_t* rows = &rows_[static_cast<std::size_t>(Index(owner) * kBoardSize)];
  unsigned any = 0;
  for (int row = 0; row < kBoardSize; ++row)
    any |= rows[row];
  return any;
}

}  // namespace stratego
