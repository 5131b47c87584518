// The order in which the search tries moves: attacks on the most valuable pieces first, which
// makes alpha-beta cut most (ai/search.h).
#pragma once

#include <array>
#include <cstdint>

#include "ai/search_state.h"
#include "core/move.h"

namespace stratego {

// Moves in the order to search them: attacks on the most valuable pieces first, then the other
// moves, each kind in the order generated among equals (as a stable sort by victim would give).
// It refers to the list it orders, which must outlive it: copying 256 moves a position costs.
class OrderedMoves {
 public:
  OrderedMoves(const SearchState& state, const MoveList& list, bool attacks_only);
  int size() const { return size_; }
  Move operator[](int i) const { return (*list_)[order_[static_cast<std::size_t>(i)]]; }

 private:
  const MoveList* list_;
  std::array<std::uint8_t, kMaxMoves> order_;  // indices into *list_
  int size_ = 0;
};
static_assert(kMaxMoves <= 256, "a move's index must fit OrderedMoves::order_");

}  // namespace stratego
