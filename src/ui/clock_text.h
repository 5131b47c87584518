// Game clocks on screen (issue 14): a time left as a clock shows it, and both sides' clocks as
// lines of the play screen's panel, the running one marked and a running-low one highlighted.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "ui/text_layout.h"
#include "ui/theme.h"

namespace stratego {

// A clock is running low below this: it is highlighted.
inline constexpr ClockMs kLowClockMs = 30'000;

// "4:59", "1:02:03" from an hour on, "0:09.4" (tenths) under 10 seconds; never rounded up, so
// that "0:00.0" shows only when the time is over.
std::string FormatClockTime(ClockMs ms);

// The steady clock's time in ms: the default clock of the screens that count a clock down.
ClockMs SteadyClockMs();

// One line per side, Red first: "Red   4:59 ◂" (◂: the running clock; '<' without Unicode).
// The running clock is bold; a running-low one is in the error colour and reverse video, so that
// it stands out in monochrome too. `names` may give the sides' labels ("You", "alice").
void AppendClockLines(std::vector<StyledLine>& lines, const ClockReading& clocks,
                      const std::array<std::string, kNumPlayers>& names, const Theme& theme);

}  // namespace stratego
