#include "ui/board_painter.h"

#include <algorithm>

namespace stratego {

Rect BoardGeometry::Interior(int col, int row) const {
  const int left = x + kLabelWidth + col * (cell_width + 1) + 1;
  const int top = grid ? y + 1 + row * (cell_height + 1) + 1 : y + 1 + row * cell_height;
  return {left, top, cell_width, cell_height};
}

std::optional<std::pair<int, int>> BoardGeometry::HitTest(int px, int py) const {
  for (int row = 0; row < kBoardSize; ++row) {
    for (int col = 0; col < kBoardSize; ++col) {
      const Rect r = Interior(col, row);
      // A click on a square's border counts for the square to its lower right, so that every
      // cell of the board hits something.
      if (px >= r.x - 1 && px < r.x + r.width && py >= r.y - (grid ? 1 : 0) &&
          py < r.y + r.height) {
        return std::pair{col, row};
      }
    }
  }
  return std::nullopt;
}

Square SquareAtScreen(Player seat, int col, int row) {
  const Square red = Square::At(col, kBoardSize - 1 - row);
  return seat == Player::kRed ? red : Rotated(red);
}

std::pair<int, int> ScreenOfSquare(Player seat, Square square) {
  const Square red = seat == Player::kRed ? square : Rotated(square);
  return {red.file(), kBoardSize - 1 - red.row()};
}

namespace {

char32_t GridJunction(const Glyphs& g, int i, int j) {
  const bool top = j == 0;
  const bool bottom = j == kBoardSize;
  const bool left = i == 0;
  const bool right = i == kBoardSize;
  if (top) return left ? g.top_left : right ? g.top_right : g.tee_down;
  if (bottom) return left ? g.bottom_left : right ? g.bottom_right : g.tee_up;
  return left ? g.tee_right : right ? g.tee_left : g.cross;
}

void PaintGridLines(Canvas& canvas, const BoardGeometry& geo, const Theme& theme) {
  const Glyphs& g = theme.glyphs();
  const Style style = theme.Of(Role::kGrid);
  const int left = geo.x + BoardGeometry::kLabelWidth;
  const int top = geo.y + 1;
  for (int j = 0; j <= kBoardSize; ++j) {
    const int line_y = top + j * (geo.cell_height + 1);
    for (int i = 0; i <= kBoardSize; ++i) {
      const int line_x = left + i * (geo.cell_width + 1);
      canvas.Set(line_x, line_y, GridJunction(g, i, j), style);
      if (i < kBoardSize) canvas.Fill({line_x + 1, line_y, geo.cell_width, 1}, g.horizontal, style);
      if (j < kBoardSize) canvas.Fill({line_x, line_y + 1, 1, geo.cell_height}, g.vertical, style);
    }
  }
}

void PaintLabels(Canvas& canvas, const BoardGeometry& geo, Player seat, const Theme& theme) {
  const Style style = theme.Of(Role::kDim);
  for (int i = 0; i < kBoardSize; ++i) {
    const Square square = SquareAtScreen(seat, i, i);
    const Rect column = geo.Interior(i, 0);
    canvas.Set(column.x + column.width / 2, geo.y, static_cast<char32_t>('a' + square.file()),
               style);
    const Rect row = geo.Interior(0, i);
    const std::string rank = std::to_string(square.row() + 1);
    canvas.Print(geo.x + 2 - static_cast<int>(rank.size()), row.y + (row.height - 1) / 2, rank,
                 style);
  }
}

void PaintLakes(Canvas& canvas, const BoardGeometry& geo, Player seat, const Theme& theme) {
  for (int row = 0; row < kBoardSize; ++row) {
    for (int col = 0; col < kBoardSize; ++col) {
      if (!IsLake(SquareAtScreen(seat, col, row))) continue;
      Rect r = geo.Interior(col, row);
      // Water also covers the lines between two lake squares, so each lake is one block.
      const bool water_right = col + 1 < kBoardSize && IsLake(SquareAtScreen(seat, col + 1, row));
      const bool water_below = row + 1 < kBoardSize && IsLake(SquareAtScreen(seat, col, row + 1));
      if (water_right) ++r.width;
      if (water_below && geo.grid) ++r.height;
      canvas.Fill(r, theme.glyphs().water, theme.Of(Role::kLake));
    }
  }
}

void PaintSquare(Canvas& canvas, const Rect& r, const SquareLook& look, bool grid,
                 const Theme& theme) {
  if (look.label.empty() && !grid) {  // without grid lines, a dot shows where a square is
    canvas.Fill(r, U' ', look.style);
    canvas.Set(r.x + r.width / 2, r.y + (r.height - 1) / 2, theme.glyphs().empty,
               theme.Of(Role::kDim));
    return;
  }
  canvas.Fill(r, U' ', look.style);
  const int width = std::min(TextWidth(look.label), r.width);
  canvas.Print(r.x + (r.width - width) / 2, r.y + (r.height - 1) / 2, look.label, look.style,
               r.width);
}

// The cursor is marked on its square's own cells, never on the lines around it: so it cannot
// cover or stick out of the board's border at any edge, and a step redraws only the row of two
// squares that holds their labels (a third or less of what a frame around the square cost). That
// row turns to reverse video and its outer blank cells to brackets: the cue shows in monochrome,
// in ASCII and on any square (a piece in reverse video, such as an enemy in monochrome, turns back
// to normal video, and keeps the brackets).
void PaintCursor(Canvas& canvas, const Rect& r) {
  const int y = r.y + (r.height - 1) / 2;  // the row PaintSquare prints the label on
  for (int x = r.x; x < r.x + r.width; ++x) {
    if (x < 0 || y < 0 || x >= canvas.width() || y >= canvas.height()) continue;
    Cell cell = canvas.at(x, y);
    cell.style.reverse = !cell.style.reverse;
    if (r.width >= 3 && cell.ch == U' ' && (x == r.x || x == r.x + r.width - 1)) {
      cell.ch = x == r.x ? U'[' : U']';
      cell.style.bold = true;
    }
    canvas.Set(x, y, cell.ch, cell.style);
  }
}

}  // namespace

void PaintBoard(Canvas& canvas, const BoardGeometry& geometry, Player seat,
                const BoardPicture& picture, const Theme& theme) {
  if (geometry.grid) PaintGridLines(canvas, geometry, theme);
  PaintLabels(canvas, geometry, seat, theme);
  for (int row = 0; row < kBoardSize; ++row) {
    for (int col = 0; col < kBoardSize; ++col) {
      const Square square = SquareAtScreen(seat, col, row);
      if (IsLake(square)) continue;
      PaintSquare(canvas, geometry.Interior(col, row),
                  picture.squares[static_cast<std::size_t>(square.index())], geometry.grid, theme);
    }
  }
  PaintLakes(canvas, geometry, seat, theme);
  if (picture.cursor) {
    const auto [col, row] = ScreenOfSquare(seat, *picture.cursor);
    PaintCursor(canvas, geometry.Interior(col, row));
  }
}

std::optional<BoardGeometry> FitBoard(const Rect& area, int panel_width) {
  // From the largest to the smallest: interior width, height, and whether to draw grid lines.
  constexpr struct {
    int width, height;
    bool grid;
  } kSizes[] = {
      {7, 3, true}, {7, 2, true}, {5, 2, true}, {5, 1, true}, {3, 1, true}, {3, 1, false},
  };
  for (const auto& size : kSizes) {
    BoardGeometry geometry{size.width, size.height, size.grid, area.x, area.y};
    if (geometry.Width() + 1 + panel_width <= area.width && geometry.Height() <= area.height)
      return geometry;
  }
  return std::nullopt;
}

}  // namespace stratego
