#include "ui/clock_text.h"

#include <algorithm>
#include <chrono>

#include "ui/canvas.h"

namespace stratego {

namespace {

std::string TwoDigits(ClockMs value) {
  return (value < 10 ? "0" : "") + std::to_string(value);
}

}  // namespace

std::string FormatClockTime(ClockMs ms) {
  ms = std::max<ClockMs>(0, ms);
  const ClockMs seconds = ms / 1000;
  if (seconds >= 3600)
    return std::to_string(seconds / 3600) + ":" + TwoDigits(seconds / 60 % 60) + ":" +
           TwoDigits(seconds % 60);
  const std::string minutes = std::to_string(seconds / 60) + ":" + TwoDigits(seconds % 60);
  if (seconds >= 10) return minutes;
  return minutes + "." + std::to_string(ms / 100 % 10);
}

ClockMs SteadyClockMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void AppendClockLines(std::vector<StyledLine>& lines, const ClockReading& clocks,
                      const std::array<std::string, kNumPlayers>& names, const Theme& theme) {
  int label_width = 0;
  for (const std::string& name : names)
    label_width = std::max(label_width, TextWidth(name));
  for (Player side : {Player::kRed, Player::kBlue}) {
    const std::string& name = names[static_cast<std::size_t>(Index(side))];
    const bool running = clocks.running == side;
    const bool low = clocks.Left(side) < kLowClockMs;
    std::string text =
        name + std::string(static_cast<std::size_t>(label_width - TextWidth(name) + 2), ' ') +
        FormatClockTime(clocks.Left(side));
    if (running) text += theme.unicode() ? " ◂" : " <";
    Style style = theme.PlayerText(side);
    style.bold = running;
    if (low) {
      style = theme.Of(Role::kError);
      style.reverse = true;
    }
    lines.push_back({std::move(text), style});
  }
}

}  // namespace stratego
