// The canvas every screen draws into.
#include "ui/canvas.h"

#include <catch2/catch.hpp>

#include "ui/text_layout.h"

namespace stratego {
namespace {

TEST_CASE("Canvas: text is written cell by cell and clipped at the edges", "[ui][canvas]") {
  Canvas canvas(8, 2);
  CHECK(canvas.Print(0, 0, "ab≈·", Style{}) == 4);
  CHECK(canvas.Print(6, 1, "xyz", Style{}) == 3);  // the last character falls off the edge
  canvas.Print(-1, 5, "nothing", Style{});
  CHECK(canvas.Text() == "ab≈·\n      xy\n");
  CHECK(canvas.at(2, 0).ch == U'≈');
}

TEST_CASE("Canvas: characters a terminal could act on, or draw wide, become '?'", "[ui][canvas]") {
  Canvas canvas(10, 1);
  canvas.Print(0, 0,
               "a\x1b[2J\t\x7f"
               "b",
               Style{});
  CHECK(canvas.RowText(0) == "a?[2J??b");
  Canvas wide(4, 1);
  wide.Print(0, 0, "漢字", Style{});
  CHECK(wide.RowText(0) == "??");
  Canvas marks(4, 1);
  marks.Print(0, 0, "a\u0301b",
              Style{});  // a combining accent has no width: it would shift the row
  CHECK(marks.RowText(0) == "a?b");
  Canvas broken(4, 1);
  broken.Print(0, 0,
               "\xff"
               "a",
               Style{});
  CHECK(broken.RowText(0) == "?a");
}

TEST_CASE("Text layout: wrapping at blanks, centring and ellipsis", "[ui][canvas]") {
  CHECK(WrapText("one two three four", 9) == std::vector<std::string>{"one two", "three", "four"});
  CHECK(WrapText("a\n\nb", 5) == std::vector<std::string>{"a", "", "b"});
  CHECK(WrapText("abcdefghij", 4) == std::vector<std::string>{"abcd", "efgh", "ij"});
  CHECK(Ellipsize("abcdef", 4, true) == "abc…");
  CHECK(Ellipsize("abcdef", 5, false) == "ab...");
  CHECK(Ellipsize("abc", 5, true) == "abc");
  Canvas canvas(9, 1);
  PrintCentered(canvas, 0, 0, 9, "abc", Style{});
  CHECK(canvas.RowText(0) == "   abc");
}

TEST_CASE("Text layout: text splits into the pieces between its separators", "[ui][canvas]") {
  using Pieces = std::vector<std::string>;
  CHECK(SplitOn("a · b · c", " · ") == Pieces{"a", "b", "c"});
  CHECK(SplitOn("Classic army, two-squares rule N = 3", ", ") ==
        Pieces{"Classic army", "two-squares rule N = 3"});
  CHECK(SplitOn("one phrase", ", ") == Pieces{"one phrase"});
  CHECK(SplitOn("", ", ").empty());
  CHECK(SplitOn(",a,", ",") == Pieces{"", "a", ""});
  CHECK(SplitOn("a,,b", ",") == Pieces{"a", "", "b"});
}

TEST_CASE("Text layout: a delay reads in seconds, without trailing zeros", "[ui][canvas]") {
  CHECK(Seconds(0) == "0 s");
  CHECK(Seconds(300) == "0.3 s");
  CHECK(Seconds(250) == "0.25 s");
  CHECK(Seconds(1000) == "1 s");
  CHECK(Seconds(4005) == "4.005 s");
}

}  // namespace
}  // namespace stratego
