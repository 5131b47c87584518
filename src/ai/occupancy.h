// Which squares each side's pieces stand on, as a bit a square, row by row: what lets the search
// find the few pieces in contact with the enemy without looking round every piece
// (SearchState::LegalAttacks). Bit f of row r is the square of file f on row r (core/square.h).
#pragma once

#include <array>
#include <cstdint>

#include "core/square.h"
#include "core/types.h"

namespace stratego {

class Occupancy {
 public:
  // No piece anywhere: pieces are added one by one.
  void Add(Player owner, Square square) { Row(owner, square) |= Bit(square); }
  void Remove(Player owner, Square square) {
    Row(owner, square) &= static_cast<std::uint16_t>(~Bit(square));
  }

  // The squares next to a piece of `owner` (up, down, left or right), row by row as above.
  using Rows = std::array<std::uint16_t, kBoardSize>;
  Rows Bordering(Player owner) const;
  static bool Has(const Rows& rows, Square square) {
    return (rows[RowOf(square)] & Bit(square)) != 0;
  }
  // The files on which `owner` has a piece, as bits (bit f for file f); whether `square`'s is one.
  unsigned Files(Player owner) const;
  static bool OnFile(unsigned files, Square square) { return (files & Bit(square)) != 0; }
  // Whether a piece of `owner` stands anywhere on `square`'s row.
  bool OnRow(Player owner, Square square) const {
    return rows_[static_cast<std::size_t>(Index(owner) * kBoardSize) + RowOf(square)] != 0;
  }

  friend bool operator==(const Occupancy&, const Occupancy&) = default;

 private:
  // Each square's row and the bit of its file, looked up: the search asks very often.
  struct Place {
    std::uint8_t row;
    std::uint16_t bit;
  };
  static constexpr std::array<Place, kNumSquares> kPlaces = [] {
    std::array<Place, kNumSquares> places{};
    for (int index = 0; index < kNumSquares; ++index) {
      const Square square = Square::FromIndex(index);
      places[static_cast<std::size_t>(index)] = {static_cast<std::uint8_t>(square.row()),
                                                 static_cast<std::uint16_t>(1u << square.file())};
    }
    return places;
  }();
  static std::size_t RowOf(Square square) {
    return kPlaces[static_cast<std::size_t>(square.index())].row;
  }
  static std::uint16_t Bit(Square square) {
    return kPlaces[static_cast<std::size_t>(square.index())].bit;
  }
  std::uint16_t& Row(Player owner, Square square) {
    return rows_[static_cast<std::size_t>(Index(owner) * kBoardSize) + RowOf(square)];
  }

  std::array<std::uint16_t, kNumPlayers * kBoardSize> rows_{};
};

}  // namespace stratego
