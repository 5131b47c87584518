// Laying out text for people in a terminal: wrapping, centring, clipping.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ui/canvas.h"

namespace stratego {

// Breaks text into lines of at most `width` cells, at blanks where possible. Line feeds in the
// text start new lines; an empty line stays.
std::vector<std::string> WrapText(std::string_view text, int width);

// A line of text in one style, for panels built line by line.
struct StyledLine {
  std::string text;
  Style style;
};

// Appends `text` wrapped to `width`, each line in `style`.
void AppendWrapped(std::vector<StyledLine>& lines, std::string_view text, Style style, int width);

// Prints a line centred in [x, x + width).
void PrintCentered(Canvas& canvas, int x, int y, int width, std::string_view text, Style style);

// Prints wrapped text into a rectangle, from its top; returns the number of rows used.
int PrintWrapped(Canvas& canvas, const Rect& rect, std::string_view text, Style style);

// Removes the last character (not byte) of UTF-8 text, as Backspace does in a line being typed.
void EraseLastCharacter(std::string& utf8);

// Text cut to `width` cells, with "…" (or "...") at the end when it was longer.
std::string Ellipsize(std::string_view text, int width, bool unicode);

}  // namespace stratego
