#include "core/move_set.h"

namespace stratego {

void MoveSet::AppendTo(MoveList& list) const {
  Move* out = list.data() + list.size();
  ForEach([&out](Move move) { *out++ = move; });
  list.resize(static_cast<int>(out - list.data()));
}

void MoveSet::Remove(Move move) {
  for (int i = 0; i < others_.size(); ++i) {
    if (others_[i] != move) continue;
    for (int j = i + 1; j < others_.size(); ++j)
      others_.data()[j - 1] = others_[j];
    others_.resize(others_.size() - 1);
    return;
  }
  // Not among the others: a one-square move, held as the square it reaches in its direction.
  for (Direction direction : kDirections) {
    if (move.to.index() - move.from.index() != SquareSet::IndexStep(direction)) continue;
    const auto word = 2 * static_cast<std::size_t>(direction) + (move.to.index() >= 64 ? 1 : 0);
    words_[word] &= ~(std::uint64_t{1} << (move.to.index() % 64));
    Count();
    return;
  }
}

}  // namespace stratego
