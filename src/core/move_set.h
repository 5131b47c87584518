// The legal moves of a position held as sets of squares (RULES.md §4), the form in which the move
// generator finds them: listing the moves of a position then writes no move, and a uniform random
// choice among them costs a few bit counts and the look-up of one move.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <iterator>

#include "core/move.h"
#include "core/square_set.h"

namespace stratego {

namespace detail {
// kStepMoves[128 direction + to]: the move of one square in `direction` that ends on `to` (read
// only for squares such a move can reach), so that making a move from its square costs one load.
// Rows of 128, two words of a SquareSet: the move of bit b of MoveSet's word w is entry 64 w + b.
inline constexpr std::size_t kStepMoveRow = 128;
using StepMoveTable = std::array<Move, kStepMoveRow * kDirections.size()>;
constexpr StepMoveTable MakeStepMoveTable() {
  StepMoveTable table{};
  for (Direction direction : kDirections) {
    const int step = SquareSet::IndexStep(direction);
    for (int to = 0; to < kNumSquares; ++to) {
      const int from = to - step;
      table[kStepMoveRow * static_cast<std::size_t>(direction) + static_cast<std::size_t>(to)] =
          Move{Square::FromIndex(0 <= from && from < kNumSquares ? from : 0),
               Square::FromIndex(to)};
    }
  }
  return table;
}
inline constexpr StepMoveTable kStepMoves = MakeStepMoveTable();
}  // namespace detail

// A set of moves: for each direction, the squares that moves of one square in that direction
// reach (each stands for the move from the square one step back), and a list of the other moves
// (the Scouts' moves of two squares and more; a move a repetition rule forbids is taken out of
// either). Its order, which operator[], the iteration and AppendTo follow: the one-square
// moves up, down, left and right, each direction by increasing index of the square reached, then
// the others in the order added. This is the order in which GenerateMoves writes a MoveList.
class MoveSet {
 public:
  int size() const { return step_count_ + others_.size(); }  // exact
  bool empty() const { return size() == 0; }
  // The move of position i, 0 <= i < size(): a few comparisons and the selection of one bit.
  Move operator[](int i) const {
    assert(0 <= i && i < size());
    if (i >= step_count_) return others_[i - step_count_];
    std::size_t word = 0;
    while (starts_[word + 1] <= i)
      ++word;
    const int bit = NthSetBit(words_[word], i - starts_[word]);
    return detail::kStepMoves[64 * word + static_cast<std::size_t>(bit)];
  }

  // Calls visit(move) for every move, in order.
  template <typename Visitor>
  void ForEach(Visitor&& visit) const {
    for (std::size_t word = 0; word < kWords; ++word) {
      const Move* moves_to = detail::kStepMoves.data() + 64 * word;
      SquareSet::ForEachBit(words_[word],
                            [&visit, moves_to](std::size_t bit) { visit(moves_to[bit]); });
    }
    for (Move move : others_)
      visit(move);
  }
  // Appends every move, in order, to `list`.
  void AppendTo(MoveList& list) const;
  // Whether `move` is in the set; false for squares off the board. Inline: the match loop checks
  // every move an agent plays against the referee's set (app/match.cc), a step by one bit.
  bool Contains(Move move) const {
    if (!move.from.valid() || !move.to.valid()) return false;
    const int to = move.to.index();
    const int step = to - move.from.index();
    for (Direction direction : kDirections) {
      if (step != SquareSet::IndexStep(direction)) continue;
      // Bit `to` of the squares reached in the direction (a step of 1 from the last file, which
      // would wrap to the next row, reaches a square no set holds in that direction).
      const auto word = 2 * static_cast<std::size_t>(direction) + (to >= 64 ? 1 : 0);
      return (words_[word] >> (to % 64) & 1U) != 0;
    }
    return std::find(others_.begin(), others_.end(), move) != others_.end();
  }

  // Iterates the moves in order, decoding each (ForEach is quicker).
  class Iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = Move;
    using difference_type = std::ptrdiff_t;
    using pointer = const Move*;
    using reference = Move;
    Iterator(const MoveSet* set, int index) : set_(set), index_(index) {}
    Move operator*() const { return (*set_)[index_]; }
    Iterator& operator++() {
      ++index_;
      return *this;
    }
    Iterator operator++(int) { return Iterator(set_, index_++); }
    friend bool operator==(const Iterator&, const Iterator&) = default;

   private:
    const MoveSet* set_;
    int index_;
  };
  Iterator begin() const { return {this, 0}; }
  Iterator end() const { return {this, size()}; }

  // For move generators. Reset empties the set and gives the squares the one-square moves reach,
  // by direction; then the other moves are added in order. Inline: once a position.
  void Reset(SquareSet up, SquareSet down, SquareSet left, SquareSet right) {
    SetReached(Direction::kUp, up);
    SetReached(Direction::kDown, down);
    SetReached(Direction::kLeft, left);
    SetReached(Direction::kRight, right);
    Count();
    others_.clear();
  }
  void clear() { Reset({}, {}, {}, {}); }
  MoveList& others() { return others_; }
  // Takes `move` out of the set if it is there, keeping the order of the rest.
  void Remove(Move move);

 private:
  static constexpr std::size_t kWords = 2 * kDirections.size();

  void SetReached(Direction direction, SquareSet reached) {
    const auto word = 2 * static_cast<std::size_t>(direction);
    words_[word] = reached.Word(0);
    words_[word + 1] = reached.Word(1);
  }
  // Works out starts_ and step_count_ from words_.
  void Count() {
    int count = 0;
    for (std::size_t word = 0; word < kWords; ++word) {
      starts_[word] = count;
      count += BitCount(words_[word]);
    }
    starts_[kWords] = count;
    step_count_ = count;
  }

  // The one-square moves: words_[2 d] and words_[2 d + 1] are the squares reached in direction d
  // (SquareSet::Word); starts_[w] counts the moves of the words before w, starts_[kWords] of all.
  std::array<std::uint64_t, kWords> words_{};
  std::array<int, kWords + 1> starts_{};
  int step_count_ = 0;
  MoveList others_;
};

}  // namespace stratego
