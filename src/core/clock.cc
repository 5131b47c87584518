#include "core/clock.h"

#include <algorithm>
#include <cctype>

namespace stratego {

namespace {

constexpr ClockMs kSecond = 1000;
constexpr ClockMs kMinute = 60 * kSecond;
constexpr ClockMs kHour = 60 * kMinute;

// "1h30m", "90s": numbers each followed by h, m or s; nullopt if it is anything else.
std::optional<ClockMs> ParseDuration(std::string_view text) {
  if (text.empty()) return std::nullopt;
  ClockMs total = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    ClockMs number = 0;
    const std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) {
      number = number * 10 + (text[i] - '0');
      if (number > kMaxClockMainMs) return std::nullopt;
      ++i;
    }
    if (i == digits || i == text.size()) return std::nullopt;  // no number, or no unit
    const char unit = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i++])));
    const ClockMs scale = unit == 'h' ? kHour : unit == 'm' ? kMinute : unit == 's' ? kSecond : 0;
    if (scale == 0) return std::nullopt;
    total += number * scale;
    if (total > kMaxClockMainMs) return std::nullopt;
  }
  return total;
}

std::string FormatDuration(ClockMs ms) {
  if (ms == 0) return "0s";
  std::string text;
  for (auto [scale, unit] : {std::pair{kHour, 'h'}, std::pair{kMinute, 'm'}, {kSecond, 's'}}) {
    if (ms / scale == 0) continue;
    text += std::to_string(ms / scale) + unit;
    ms %= scale;
  }
  return text;
}

}  // namespace

Expected<ClockRule> ParseClockRule(std::string_view text) {
  const std::string expected =
      "a clock is a main time and an optional increment, such as "
      "30m+10s, 5m, 90s+2s or 1h (h, m, s; the main time at most 24h), not '" +
      std::string(text) + "'";
  const std::size_t plus = text.find('+');
  const auto main = ParseDuration(text.substr(0, plus));
  const auto increment = plus == std::string_view::npos ? std::optional<ClockMs>(0)
                                                        : ParseDuration(text.substr(plus + 1));
  if (!main || !increment) return Error{expected};
  if (*main < kSecond)
    return Error{"the clock's main time must be at least 1s: '" + std::string(text) + "'"};
  if (*increment > kMaxClockIncrementMs)
    return Error{"the clock's increment is at most 1h: '" + std::string(text) + "'"};
  return ClockRule{*main, *increment};
}

std::string FormatClockRule(const ClockRule& rule) {
  return FormatDuration(rule.main_ms) +
         (rule.increment_ms == 0 ? "" : "+" + FormatDuration(rule.increment_ms));
}

ClockMs MoveBudget(ClockMs left, ClockMs increment) {
  if (left <= 0) return 0;
  return std::min(left / 40 + increment * 3 / 4, left / 2);
}

ClockReading ClockReading::After(ClockMs elapsed) const {
  ClockReading later = *this;
  if (running) {
    ClockMs& runner = later.left[static_cast<std::size_t>(Index(*running))];
    runner = std::max<ClockMs>(0, runner - std::max<ClockMs>(0, elapsed));
  }
  return later;
}

ClockMs GameClock::Left(Player side, ClockMs now) const {
  ClockMs left = left_[static_cast<std::size_t>(Index(side))];
  if (running_ == side) left -= std::max<ClockMs>(0, now - since_);
  return std::max<ClockMs>(0, left);
}

void GameClock::Switch(std::optional<Player> runner, ClockMs now) {
  if (runner == running_) return;
  if (running_) {
    const Player before = *running_;
    ClockMs& left = left_[static_cast<std::size_t>(Index(before))];
    left = Left(before, now);
    if (runner == Opponent(before)) left = std::min(left + rule_.increment_ms, kMaxClockLeftMs);
  }
  running_ = runner;
  since_ = now;
}

}  // namespace stratego
