// Issue 14: game clocks on screen (ui/clock_text.h): the time as clocks show it, the running side
// marked and a running-low clock highlighted, in colour and in monochrome.
#include "ui/clock_text.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

TEST_CASE("Clock text: m:ss, h:mm:ss from an hour on, tenths under ten seconds", "[ui][clock]") {
  const auto [ms, text] = GENERATE(table<ClockMs, const char*>({
      {1800000, "30:00"},
      {299999, "4:59"},
      {60000, "1:00"},
      {10000, "0:10"},
      {9999, "0:09.9"},
      {9400, "0:09.4"},
      {100, "0:00.1"},
      {99, "0:00.0"},
      {0, "0:00.0"},
      {-5, "0:00.0"},
      {3600000, "1:00:00"},
      {3723000, "1:02:03"},
      {86400000, "24:00:00"},
  }));
  CAPTURE(ms);
  CHECK(FormatClockTime(ms) == text);
}

TEST_CASE("Clock text: a line per side, the running one marked, a low one highlighted",
          "[ui][clock]") {
  const ClockReading clocks{{125000, 9400}, Player::kBlue};
  for (bool color : {true, false}) {
    const Theme theme(color, true);
    std::vector<StyledLine> lines;
    AppendClockLines(lines, clocks, {"Red (you)", "Blue"}, theme);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].text == "Red (you)  2:05");
    CHECK(lines[1].text == "Blue       0:09.4 ◂");
    CHECK_FALSE(lines[0].style.reverse);
    CHECK_FALSE(lines[0].style.bold);  // not running, not low
    CHECK(lines[1].style.reverse);     // low: stands out in monochrome too
    CHECK(lines[1].style.bold);
  }
  std::vector<StyledLine> ascii;
  AppendClockLines(ascii, {{125000, 60000}, Player::kRed}, {"Red", "Blue"}, Theme(false, false));
  CHECK(ascii[0].text == "Red   2:05 <");
  CHECK(ascii[0].style.bold);  // the running clock
  CHECK_FALSE(ascii[1].style.bold);
}

TEST_CASE("Clock text: a reading counts the running side down, never below zero", "[ui][clock]") {
  const ClockReading clocks{{5000, 7000}, Player::kRed};
  CHECK(clocks.After(1200) == ClockReading{{3800, 7000}, Player::kRed});
  CHECK(clocks.After(9000).left[0] == 0);
  CHECK(ClockReading{{5000, 7000}, std::nullopt}.After(9000).left ==
        std::array<ClockMs, 2>{5000, 7000});
}

}  // namespace
}  // namespace stratego
