// The board on screen: sizes, orientation for each seat, clicks, and what each square shows.
#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/view.h"
#include "ui/board_painter.h"
#include "ui/view_picture.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

TEST_CASE("Board: the largest board that fits is chosen, down to the minimum terminal",
          "[ui][board]") {
  struct Case {
    ScreenSize size;
    int cell_width, cell_height;
    bool grid;
  };
  const Case cases[] = {
      {{80, 24}, 3, 1, true},  {{72, 15}, 3, 1, false}, {{100, 24}, 5, 1, true},
      {{100, 34}, 5, 2, true}, {{160, 50}, 7, 3, true},
  };
  for (const Case& c : cases) {
    INFO(c.size.width << "x" << c.size.height);
    const auto geometry = FitBoard({0, 1, c.size.width, c.size.height - 2}, 27);
    REQUIRE(geometry.has_value());
    CHECK(geometry->cell_width == c.cell_width);
    CHECK(geometry->cell_height == c.cell_height);
    CHECK(geometry->grid == c.grid);
    CHECK(geometry->Width() + 1 + 27 <= c.size.width);
  }
  CHECK_FALSE(FitBoard({0, 1, 60, 20}, 27).has_value());
}

TEST_CASE("Board: Red sees rank 1 at the bottom, Blue the board turned by 180°", "[ui][board]") {
  CHECK(SquareName(SquareAtScreen(Player::kRed, 0, 9)) == "a1");
  CHECK(SquareName(SquareAtScreen(Player::kRed, 9, 0)) == "j10");
  CHECK(SquareName(SquareAtScreen(Player::kBlue, 0, 9)) == "j10");
  CHECK(SquareName(SquareAtScreen(Player::kBlue, 9, 0)) == "a1");
  for (Player seat : {Player::kRed, Player::kBlue}) {
    for (int index = 0; index < kNumSquares; ++index) {
      const auto [col, row] = ScreenOfSquare(seat, Square::FromIndex(index));
      CHECK(SquareAtScreen(seat, col, row) == Square::FromIndex(index));
    }
  }
}

TEST_CASE("Board: every cell of a square, and of its top-left border, hits that square",
          "[ui][board]") {
  const BoardGeometry geometry{3, 1, true, 0, 1};
  for (int row = 0; row < kBoardSize; ++row) {
    for (int col = 0; col < kBoardSize; ++col) {
      const Rect r = geometry.Interior(col, row);
      for (int x = r.x - 1; x < r.x + r.width; ++x)
        CHECK(geometry.HitTest(x, r.y) == std::pair{col, row});
    }
  }
  CHECK_FALSE(geometry.HitTest(0, 0).has_value());
  CHECK_FALSE(geometry.HitTest(geometry.Width() + 5, 5).has_value());
}

TEST_CASE("Board: the drawn grid has labels on its edges and water in the lakes", "[ui][board]") {
  for (bool unicode : {true, false}) {
    Canvas canvas(44, 22);
    const Theme theme(false, unicode);
    PaintBoard(canvas, BoardGeometry{3, 1, true, 0, 0}, Player::kRed, BoardPicture{}, theme);
    INFO(canvas.Text());
    CHECK(canvas.RowText(0) == "     a   b   c   d   e   f   g   h   i   j");
    CHECK(canvas.RowText(2).rfind("10 ", 0) == 0);
    CHECK(canvas.RowText(20).rfind(" 1 ", 0) == 0);
    // Rank 5 is row 12 of the canvas: the lakes cover c5-d5 and g5-h5 with the line between.
    const std::string rank5 = canvas.RowText(12);
    if (unicode) {
      CHECK(rank5 == " 5 │   │   │≈≈≈≈≈≈≈│   │   │≈≈≈≈≈≈≈│   │   │");
    } else {
      CHECK(rank5 == " 5 |   |   |~~~~~~~|   |   |~~~~~~~|   |   |");
    }
  }
}

// A board with every kind of square: empty, own pieces with one- and two-character labels, and
// enemy backs (in reverse video in monochrome).
BoardPicture MixedPicture(const Theme& theme) {
  BoardPicture picture;
  for (std::size_t i = 0; i < picture.squares.size(); ++i) {
    const Style own = theme.PieceStyle(Player::kRed, Player::kRed);
    const Style enemy = theme.PieceStyle(Player::kBlue, Player::kRed);
    const SquareLook looks[] = {{}, {"10", own}, {"5", own}, {"■", enemy}};
    picture.squares[i] = looks[i % 4];
  }
  return picture;
}

TEST_CASE(
    "Board: the cursor is marked on its square's label row only, at every edge, size and seat",
    "[ui][board]") {
  const BoardGeometry geometries[] = {{7, 3, true, 0, 0}, {7, 2, true, 0, 0}, {5, 2, true, 0, 0},
                                      {5, 1, true, 0, 0}, {3, 1, true, 0, 0}, {3, 1, false, 0, 0}};
  for (const Theme& theme : {Theme(true, true), Theme(false, false)}) {
    for (const BoardGeometry& geometry : geometries) {
      for (Player seat : {Player::kRed, Player::kBlue}) {
        BoardPicture picture = MixedPicture(theme);
        Canvas plain(geometry.Width(), geometry.Height(), !theme.unicode());
        PaintBoard(plain, geometry, seat, picture, theme);
        for (int index = 0; index < kNumSquares; ++index) {
          picture.cursor = Square::FromIndex(index);
          Canvas marked(plain.width(), plain.height(), !theme.unicode());
          PaintBoard(marked, geometry, seat, picture, theme);
          const auto [col, row] = ScreenOfSquare(seat, *picture.cursor);
          const Rect r = geometry.Interior(col, row);
          INFO(SquareName(*picture.cursor)
               << " at " << geometry.cell_width << "x" << geometry.cell_height
               << (geometry.grid ? "" : " no grid")
               << (theme.color() ? " colour" : " monochrome ASCII") << "\n"
               << marked.Text());
          for (int y = 0; y < plain.height(); ++y) {
            for (int x = 0; x < plain.width(); ++x) {
              // Outside the square's label row nothing changes; inside it, every cell shows the
              // cue.
              const bool inside = x >= r.x && x < r.x + r.width && y == r.y + (r.height - 1) / 2;
              if (inside) {
                CHECK(marked.at(x, y).style.reverse != plain.at(x, y).style.reverse);
              } else if (!(marked.at(x, y) == plain.at(x, y))) {
                FAIL_CHECK("the cursor changed (" << x << ", " << y << ") outside its square");
              }
            }
          }
        }
      }
    }
  }
}

TEST_CASE("Board: the cursor's square is in brackets where its label leaves room", "[ui][board]") {
  const Theme theme(false, false);
  BoardPicture picture = MixedPicture(theme);
  picture.cursor = Square::At(0, 0);  // a1: an empty square, at the left border
  Canvas canvas(44, 22, true);
  PaintBoard(canvas, BoardGeometry{3, 1, true, 0, 0}, Player::kRed, picture, theme);
  INFO(canvas.Text());
  CHECK(canvas.RowText(19) == "   +---+---+---+---+---+---+---+---+---+---+");
  CHECK(canvas.RowText(20).rfind(" 1 |[ ]|10 | 5 | # |", 0) == 0);
  CHECK(canvas.RowText(21) == "   +---+---+---+---+---+---+---+---+---+---+");
  picture.cursor = Square::At(2, 0);  // c1: a one-character label between brackets
  PaintBoard(canvas, BoardGeometry{3, 1, true, 0, 0}, Player::kRed, picture, theme);
  CHECK(canvas.RowText(20).rfind(" 1 |   |10 |[5]| # |", 0) == 0);
  picture.cursor = Square::At(1, 0);  // b1: a two-character label leaves room on the right only
  PaintBoard(canvas, BoardGeometry{3, 1, true, 0, 0}, Player::kRed, picture, theme);
  CHECK(canvas.RowText(20).rfind(" 1 |   |10]| 5 | # |", 0) == 0);
}

TEST_CASE("Board: enemy pieces show their backs, or what is known of them", "[ui][board]") {
  const Theme theme(true, true);
  const Glyphs& g = theme.glyphs();
  const DisplayOptions modern;
  Piece piece{Rank::kCaptain, Player::kBlue, Square::At(0, 0), false, false, false};
  CHECK(PieceLabel(piece, Player::kBlue, modern, g) == "6");  // own
  Piece hidden = piece;
  hidden.rank = Rank::kUnknown;
  CHECK(PieceLabel(hidden, Player::kRed, modern, g) == "■");  // nothing known
  hidden.moved = true;
  CHECK(PieceLabel(hidden, Player::kRed, modern, g) == "●");  // has moved
  hidden.moved_far = true;
  CHECK(PieceLabel(hidden, Player::kRed, modern, g) == "2");  // a Scout
  CHECK(PieceLabel(hidden, Player::kRed, {Numbering::kClassic, false}, g) == "9");
  CHECK(PieceLabel(piece, Player::kRed, modern, g) == "6");                      // revealed
  CHECK(PieceLabel(piece, Player::kRed, {Numbering::kModern, true}, g) == "■");  // memory mode
  Piece marshal{Rank::kMarshal, Player::kRed, Square::At(0, 0), false, false, false};
  CHECK(PieceLabel(marshal, Player::kRed, {Numbering::kClassic, false}, g) == "1");
}

}  // namespace
}  // namespace stratego
