// Which squares each side's pieces stand on, as a bit a square, row by row: what lets the search
// find the few pieces in contact with the enemy without looking round every piece
// (SearchState::LegalAttacks). Bit f of row r is the square of file f on row r (core/square.h).
#pragma once

#include <array>
#include <cstdint>

#include "core/board.h"
#include "core/square.h"
#include "core/types.h"

namespace stratego {

class Occupancy {
 public:
  Occupancy() = default;
  // The squares of the pieces on `board`.
  explicit Occupancy(const Board& board);

  void Add(Player owner, Square square) { Row(owner, square.row()) |= Bit(square); }
  void Remove(Player owner, Square square) {
    Row(owner, square.row()) &= static_cast<std::uint16_t>(~Bit(square));
  }

  // The squares next to a piece of `owner` (up, down, left or right), row by row as above.
  using Rows = std::array<std::uint16_t, kBoardSize>;
  Rows Bordering(Player owner) const;
  static bool Has(const Rows& rows, Square square) {
    return ((unsigned{rows[static_cast<std::size_t>(square.row())]} >> Shift(square)) & 1u) != 0;
  }
  // The files on which `owner` has a piece, as bits.
  unsigned Files(Player owner) const;
  // Whether a piece of `owner` stands anywhere on the row.
  bool OnRow(Player owner, int row) const { return rows_[Slot(owner, row)] != 0; }

  friend bool operator==(const Occupancy&, const Occupancy&) = default;

 private:
  static std::size_t Slot(Player owner, int row) {
    return static_cast<std::size_t>(Index(owner) * kBoardSize + row);
  }
  static unsigned Shift(Square square) { return static_cast<unsigned>(square.file()); }
  static std::uint16_t Bit(Square square) {
    return static_cast<std::uint16_t>(1u << square.file());
  }
  std::uint16_t& Row(Player owner, int row) { return rows_[Slot(owner, row)]; }

  std::array<std::uint16_t, kNumPlayers * kBoardSize> rows_{};
};

}  // namespace stratego
