#include "ai/move_order.h"

#include "ai/evaluation.h"

namespace stratego {

namespace {

int VictimValue(const SearchState& state, Move move) {
  const PieceId target = state.board().At(move.to);
  if (target == kNoPiece) return -1;
  const Piece& piece = state.board().piece(target);
  return piece.rank == Rank::kFlag ? kWinScore : BaseValue(piece.rank);
}

}  // namespace

// An insertion sort of the attacks, which are few, and the other moves after them as they come.
OrderedMoves::OrderedMoves(const SearchState& state, const MoveList& list, bool attacks_only)
    : list_(&list) {
  std::array<int, kMaxMoves> victims;  // of order_[0, size_)
  for (int i = 0; i < list.size(); ++i) {
    const int victim = VictimValue(state, list[i]);
    if (victim < 0) continue;
    int at = size_++;
    for (; at > 0 && victims[static_cast<std::size_t>(at - 1)] < victim; --at) {
      victims[static_cast<std::size_t>(at)] = victims[static_cast<std::size_t>(at - 1)];
      order_[static_cast<std::size_t>(at)] = order_[static_cast<std::size_t>(at - 1)];
    }
    victims[static_cast<std::size_t>(at)] = victim;
    order_[static_cast<std::size_t>(at)] = static_cast<std::uint8_t>(i);
  }
  if (attacks_only) return;
  for (int i = 0; i < list.size(); ++i) {
    if (state.board().At(list[i].to) == kNoPiece)
      order_[static_cast<std::size_t>(size_++)] = static_cast<std::uint8_t>(i);
  }
}

}  // namespace stratego
