// A grid of styled character cells: what the user interface draws into, without a terminal.
// The terminal layer copies a canvas to the screen; tests read it back as text (FTXUI's way).
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stratego {

enum class Color : std::uint8_t {
  kDefault,
  kBlack,
  kRed,
  kGreen,
  kYellow,
  kBlue,
  kMagenta,
  kCyan,
  kWhite
};

struct Style {
  Color fg = Color::kDefault;
  Color bg = Color::kDefault;
  bool bold = false;
  bool underline = false;
  bool reverse = false;

  friend bool operator==(const Style&, const Style&) = default;
};

struct Cell {
  char32_t ch = U' ';
  Style style;
  friend bool operator==(const Cell&, const Cell&) = default;
};

// A rectangle of the screen.
struct Rect {
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
};

class Canvas {
 public:
  // An `ascii` canvas stores only ASCII: other characters become their nearest ASCII look-alike
  // (AsciiFallback), so a terminal without UTF-8 never receives a byte it cannot show.
  Canvas(int width, int height, bool ascii = false);

  int width() const { return width_; }
  int height() const { return height_; }
  const Cell& at(int x, int y) const { return cells_[static_cast<std::size_t>(y * width_ + x)]; }

  // Writes one character; outside the canvas nothing happens. Characters a terminal could act on
  // (controls) or might draw wider than one cell are replaced by '?', so nothing from a file can
  // garble the screen.
  void Set(int x, int y, char32_t ch, Style style);
  // Writes UTF-8 text from (x, y) on one line, at most `max_width` cells; returns the cells used.
  int Print(int x, int y, std::string_view utf8, Style style, int max_width = INT_MAX);
  void Fill(const Rect& rect, char32_t ch, Style style);
  void Clear() { Fill({0, 0, width_, height_}, U' ', Style{}); }

  std::string RowText(int y) const;  // one row as UTF-8, trailing blanks removed
  std::string Text() const;          // every row, joined by line feeds

 private:
  int width_;
  int height_;
  bool ascii_;
  std::vector<Cell> cells_;
};

// The code points of UTF-8 text; malformed bytes become U+FFFD.
std::u32string DecodeUtf8(std::string_view text);
std::string EncodeUtf8(char32_t ch);
// The number of cells `text` takes on a canvas (one per code point).
int TextWidth(std::string_view utf8);
// Whether a code point is drawn as exactly one cell by every terminal we support.
bool IsSingleCellPrintable(char32_t ch);
// The ASCII character that looks most like `ch` ('·' → '-', '≈' → '~', '■' → '#' …); '?' if none.
char32_t AsciiFallback(char32_t ch);

}  // namespace stratego
