#include "ai/occupancy.h"

namespace stratego {

Occupancy::Occupancy(const Board& board) {
  for (Player owner : {Player::kRed, Player::kBlue}) {
    for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
      if (board.piece(id).on_board()) Add(owner, board.piece(id).square);
    }
  }
}

Occupancy::Rows Occupancy::Bordering(Player owner) const {
  Rows near;
  for (int row = 0; row < kBoardSize; ++row) {
    unsigned bits = rows_[Slot(owner, row)];
    bits = (bits << 1) | (bits >> 1);  // left and right; a bit past the last file matches nothing
    if (row > 0) bits |= rows_[Slot(owner, row - 1)];
    if (row + 1 < kBoardSize) bits |= rows_[Slot(owner, row + 1)];
    near[static_cast<std::size_t>(row)] = static_cast<std::uint16_t>(bits);
  }
  return near;
}

unsigned Occupancy::Files(Player owner) const {
  unsigned any = 0;
  for (int row = 0; row < kBoardSize; ++row)
    any |= rows_[Slot(owner, row)];
  return any;
}

}  // namespace stratego
