// Squares of the 10×10 board and the two lakes (RULES.md §1).
// Files a–j run left to right as Red sees the board, ranks 1–10 from Red's back row. Internally a
// square is an index 0–99 = row × 10 + file, with row 0 being rank 1 and file 0 being file a.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace stratego {

inline constexpr int kBoardSize = 10;
inline constexpr int kNumSquares = kBoardSize * kBoardSize;

class Square {
 public:
  constexpr Square() = default;  // the invalid square
  static constexpr Square At(int file, int row) { return FromIndex(row * kBoardSize + file); }
  static constexpr Square FromIndex(int index) {
    Square square;
    square.index_ = static_cast<std::uint8_t>(index);
    return square;
  }

  constexpr int index() const { return index_; }
  constexpr int file() const { return index_ % kBoardSize; }  // 0 = file a
  constexpr int row() const { return index_ / kBoardSize; }   // 0 = rank 1
  constexpr bool valid() const { return index_ < kNumSquares; }

  friend constexpr bool operator==(Square a, Square b) = default;

 private:
  std::uint8_t index_ = 0xFF;
};

inline constexpr Square kNoSquare{};

constexpr bool OnBoard(int file, int row) {
  return file >= 0 && file < kBoardSize && row >= 0 && row < kBoardSize;
}

// The lakes c5 d5 c6 d6 and g5 h5 g6 h6: no piece may enter or cross them.
constexpr bool IsLake(Square square) {
  const int row = square.row();
  const int file = square.file();
  return (row == 4 || row == 5) && (file == 2 || file == 3 || file == 6 || file == 7);
}

// The steps from `a` to `b` along ranks and files, the lakes left out (so at most 18).
constexpr int StepsApart(Square a, Square b) {
  const int files = a.file() - b.file();
  const int rows = a.row() - b.row();
  return (files < 0 ? -files : files) + (rows < 0 ? -rows : rows);
}

// The same square seen from the other seat: the board turned by 180° (RULES.md §1).
constexpr Square Rotated(Square square) {
  return Square::FromIndex(kNumSquares - 1 - square.index());
}

std::string SquareName(Square square);  // "a1" … "j10"; "-" for the invalid square
// Parses "a1" … "j10", case-insensitively. Lakes are squares too: legality is for the rules.
std::optional<Square> ParseSquare(std::string_view text);
std::ostream& operator<<(std::ostream& out, Square square);

enum class Direction : std::uint8_t { kUp, kDown, kLeft, kRight };  // as Red sees the board
inline constexpr std::array<Direction, 4> kDirections = {Direction::kUp, Direction::kDown,
                                                         Direction::kLeft, Direction::kRight};

namespace detail {
struct StepTable {
  std::array<std::array<std::uint8_t, 4>, kNumSquares> next{};
};
constexpr StepTable MakeStepTable() {
  constexpr int kFileStep[4] = {0, 0, -1, 1};
  constexpr int kRowStep[4] = {1, -1, 0, 0};
  StepTable table;
  for (int index = 0; index < kNumSquares; ++index) {
    for (int dir = 0; dir < 4; ++dir) {
      const int file = index % kBoardSize + kFileStep[dir];
      const int row = index / kBoardSize + kRowStep[dir];
      const bool open = OnBoard(file, row) && !IsLake(Square::At(file, row));
      table.next[static_cast<std::size_t>(index)][static_cast<std::size_t>(dir)] =
          static_cast<std::uint8_t>(open ? row * kBoardSize + file : 0xFF);
    }
  }
  return table;
}
inline constexpr StepTable kStepTable = MakeStepTable();
}  // namespace detail

// The neighbouring square in a direction, or kNoSquare past the edge or into a lake.
constexpr Square Step(Square from, Direction direction) {
  return Square::FromIndex(detail::kStepTable.next[static_cast<std::size_t>(from.index())]
                                                  [static_cast<std::size_t>(direction)]);
}

// The number of squares between two squares on one line; 0 if they are not on one line.
constexpr int LineDistance(Square a, Square b) {
  if (a == b) return 0;
  if (a.file() == b.file()) return a.row() > b.row() ? a.row() - b.row() : b.row() - a.row();
  if (a.row() == b.row()) return a.file() > b.file() ? a.file() - b.file() : b.file() - a.file();
  return 0;
}

}  // namespace stratego
