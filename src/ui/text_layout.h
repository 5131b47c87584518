// Laying out text for people in a terminal: wrapping, centring, clipping, splitting.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ui/canvas.h"

namespace stratego {

// Breaks text into lines of at most `width` cells, at blanks where possible. Line feeds in the
// text start new lines; an empty line stays.
std::vector<std::string> WrapText(std::string_view text, int width);

// The pieces of `text` between the `separator`s, in order: "a · b · c" on " · " gives {"a", "b",
// "c"}, and "Classic army, two-squares rule N = 3" on ", " the phrases a line may break between.
// Empty text has no piece; a separator at either end gives an empty piece there. `separator` is
// not empty.
std::vector<std::string> SplitOn(std::string_view text, std::string_view separator);

// Breaks a list of phrases (key hints, names) into lines of at most `width` cells, breaking only
// between phrases: on one line the phrases are joined by `separator`, and a line that a later
// one continues ends in `continued` ("," for a list, "" for key hints). Only a phrase wider than
// `width` on its own is broken inside, at blanks (WrapText). Never cuts a word that fits.
std::vector<std::string> WrapPhrases(const std::vector<std::string>& phrases,
                                     std::string_view separator, int width,
                                     std::string_view continued = "");

// The first of `forms` (the longest first, the shortest last) that fits `width` cells whole; the
// last one if none does. For texts with shorter wordings rather than cut ones.
std::string FirstThatFits(const std::vector<std::string>& forms, int width);

// What a status line of `width` cells says of a message too long for it, whose whole text the
// side panel shows: its first phrase, with where the rest is ("Cannot play e4-e5: see why on the
// right"), or only where it is.
std::string PointToPanel(const std::string& message, int width);

// The phrases (the most important first) that fit in `width` cells joined by `separator`, each
// whole, in their order: one that would not fit is left out, and a later, shorter one may still
// come. For a line of key hints that must not be cut.
std::string JoinFitting(const std::vector<std::string>& phrases, std::string_view separator,
                        int width);

// A line of text in one style, for panels built line by line.
struct StyledLine {
  std::string text;
  Style style;
};

// Appends `text` wrapped to `width`, each line in `style`.
void AppendWrapped(std::vector<StyledLine>& lines, std::string_view text, Style style, int width);

// Appends `phrases` laid out by WrapPhrases, each line in `style`.
void AppendPhrases(std::vector<StyledLine>& lines, const std::vector<std::string>& phrases,
                   std::string_view separator, Style style, int width,
                   std::string_view continued = "");

// Prints a line centred in [x, x + width).
void PrintCentered(Canvas& canvas, int x, int y, int width, std::string_view text, Style style);

// Prints wrapped text into a rectangle, from its top; returns the number of rows used.
int PrintWrapped(Canvas& canvas, const Rect& rect, std::string_view text, Style style);

// Removes the last character (not byte) of UTF-8 text, as Backspace does in a line being typed.
void EraseLastCharacter(std::string& utf8);

// A delay in seconds as people read it: "0.25 s", "1 s".
std::string Seconds(int ms);

// Text cut to `width` cells, with "…" (or "...") at the end when it was longer.
std::string Ellipsize(std::string_view text, int width, bool unicode);

}  // namespace stratego
