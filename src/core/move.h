// A move: one piece from one square to another (RULES.md §4). Whether it is an attack follows
// from the board; whether it is legal is for the move generator to say.
#pragma once

#include <array>
#include <cassert>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/square.h"

namespace stratego {

struct Move {
  Square from;
  Square to;
  friend constexpr bool operator==(Move, Move) = default;
};

namespace detail {
// kFarApart[apart + kNumSquares - 1]: whether squares whose indices differ by `apart` are more
// than one square apart along a line, i.e. apart is neither ±1 nor ±kBoardSize (MovesFar).
using FarApartTable = std::array<bool, 2 * kNumSquares - 1>;
constexpr FarApartTable MakeFarApartTable() {
  FarApartTable table{};
  for (int apart = 1 - kNumSquares; apart < kNumSquares; ++apart) {
    table[static_cast<std::size_t>(apart + kNumSquares - 1)] =
        apart != 1 && apart != -1 && apart != kBoardSize && apart != -kBoardSize;
  }
  return table;
}
inline constexpr FarApartTable kFarApart = MakeFarApartTable();
}  // namespace detail

// Whether a move along a rank or file (as every legal one is) goes more than one square: its
// squares' indices then differ by neither 1 (a step sideways) nor a row's length (a step up or
// down). Cheaper than LineDistance, and asked of every move of the game: one load.
// Both squares must be valid (every caller checks the move first).
constexpr bool MovesFar(Move move) {
  assert(move.from.valid() && move.to.valid());
  const int apart = move.to.index() - move.from.index();
  return detail::kFarApart[static_cast<std::size_t>(apart + kNumSquares - 1)];
}

std::string FormatMove(Move move);  // "e4-e5"
// Accepts "e4-e5", "e4e5", "e4 e5" and "e4xe5", case-insensitively: two square names, optionally
// separated by '-' or 'x' and blanks. Does not check legality.
std::optional<Move> ParseMove(std::string_view text);
std::ostream& operator<<(std::ostream& out, Move move);

// Enough room for every legal move of any position: 8 Scouts reach at most 18 squares each and
// the 25 other movable pieces of the largest army 4 each, 244 in all.
inline constexpr int kMaxMoves = 256;
static_assert(8 * 18 + 25 * 4 <= kMaxMoves);

// A fixed-capacity list of moves, so generating moves never allocates.
class MoveList {
 public:
  void push_back(Move move) {
    assert(size_ < kMaxMoves);
    moves_[static_cast<std::size_t>(size_++)] = move;
  }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  // For generators: room for kMaxMoves moves from data() on; resize(n) keeps the first n. Writing
  // through a local pointer lets the compiler keep the count in a register.
  Move* data() { return moves_.data(); }
  void resize(int size) {
    assert(0 <= size && size <= kMaxMoves);
    size_ = size;
  }

 private:
  std::array<Move, kMaxMoves> moves_;
  int size_ = 0;
};

}  // namespace stratego
