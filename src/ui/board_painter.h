// Drawing the board: the grid, its labels, the lakes as water and what stands on each square.
// What a square shows is decided elsewhere (a BoardPicture); this only draws it, for either seat
// and at any of the sizes a terminal allows.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/square.h"
#include "core/types.h"
#include "ui/canvas.h"
#include "ui/theme.h"

namespace stratego {

// The size of the board on screen.
struct BoardGeometry {
  int cell_width = 3;   // columns inside a square
  int cell_height = 1;  // rows inside a square
  bool grid = true;     // lines between the squares (else blank columns)
  int x = 0;            // top-left corner of the board with its labels
  int y = 0;

  int Width() const { return kLabelWidth + kBoardSize * (cell_width + 1) + 1; }
  int Height() const {
    return grid ? 1 + kBoardSize * (cell_height + 1) + 1 : 1 + kBoardSize * cell_height + 1;
  }
  // The inside of the square shown at screen column `col` and row `row` (0–9, from the top left).
  Rect Interior(int col, int row) const;
  // The screen column and row of the square under a point, if any.
  std::optional<std::pair<int, int>> HitTest(int px, int py) const;

  static constexpr int kLabelWidth = 3;  // "10 " to the left of the board
};

// The square shown at screen column/row for the player sitting at `seat`, and back. Red sees
// rank 1 at the bottom and file a on the left; Blue sees the board turned by 180°.
Square SquareAtScreen(Player seat, int col, int row);
std::pair<int, int> ScreenOfSquare(Player seat, Square square);

// What one square shows: a short label (at most the square's width) in a style.
struct SquareLook {
  std::string label;
  Style style;
  friend bool operator==(const SquareLook&, const SquareLook&) = default;
};

struct BoardPicture {
  std::array<SquareLook, kNumSquares> squares;  // by square index; lakes are drawn as water
  std::optional<Square> cursor;
};

void PaintBoard(Canvas& canvas, const BoardGeometry& geometry, Player seat,
                const BoardPicture& picture, const Theme& theme);

// The largest board geometry that leaves `panel_width` columns beside it in `area`, if any.
std::optional<BoardGeometry> FitBoard(const Rect& area, int panel_width);

}  // namespace stratego
