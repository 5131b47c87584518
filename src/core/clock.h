// The game clock of issue 14 ("Optional clock per game": main time plus increment; running out
// loses, as on Gravon). Only arithmetic: the core never reads the clock, so every time point is
// passed in, as milliseconds of a steady clock (ClockMs), and tests need no sleeping.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/types.h"

namespace stratego {

using ClockMs = std::int64_t;  // milliseconds: a duration, or a point of a steady clock

// The clock a game is played with: each side's main time, and the increment added to a side's
// time after each of its turns. Written "30m+10s", "5m", "90s+2s", "1h".
struct ClockRule {
  ClockMs main_ms = 0;       // > 0
  ClockMs increment_ms = 0;  // >= 0
  friend bool operator==(const ClockRule&, const ClockRule&) = default;
};

inline constexpr ClockMs kMaxClockMainMs = 24LL * 3600 * 1000;  // a day
inline constexpr ClockMs kMaxClockIncrementMs = 3600LL * 1000;  // an hour
// Increments stop adding beyond this (11 days and more), so that a time left always fits the
// protocol's and the record's numbers.
inline constexpr ClockMs kMaxClockLeftMs = 1'000'000'000;

// "MAIN[+INC]": each part one or more numbers with a unit (h, m, s), e.g. "30m+10s", "1h30m",
// "90s+2s"; the main time from 1 s to 24 h, the increment from 0 to 1 h, in whole seconds.
// A bad value gives a message saying what is expected.
Expected<ClockRule> ParseClockRule(std::string_view text);
// The shortest form ParseClockRule reads back to the same rule: "30m+10s", "1h30m", "5m".
std::string FormatClockRule(const ClockRule& rule);

// How long a computer player may think about a move with `left` on its clock and `increment` to
// come after it: a fortieth of what is left and three quarters of the increment, never more than
// half of what is left. A game is long (a side makes 300 moves or more), so a side that keeps to
// it spends its time slowly and does not run out: with no increment each move takes a fortieth
// less than the one before.
ClockMs MoveBudget(ClockMs left, ClockMs increment);

// Both clocks as read at one moment: what was left of each side's time and whose time ran.
struct ClockReading {
  std::array<ClockMs, kNumPlayers> left{};
  std::optional<Player> running;

  ClockMs Left(Player side) const { return left[static_cast<std::size_t>(Index(side))]; }
  // The reading `elapsed` ms later: the running side's time less that (never below 0).
  ClockReading After(ClockMs elapsed) const;
  friend bool operator==(const ClockReading&, const ClockReading&) = default;
};

// Both sides' clocks in a game: what is left of each side's time and whose time runs, from when.
// The side whose time runs is the one that must act (GameClock::Runner): its time is charged when
// the turn passes (Switch), and the increment added then.
class GameClock {
 public:
  GameClock() = default;
  // Both sides with `left` (the main time by default), stopped.
  explicit GameClock(ClockRule rule) : rule_(rule), left_{rule.main_ms, rule.main_ms} {}
  GameClock(ClockRule rule, std::array<ClockMs, kNumPlayers> left) : rule_(rule), left_(left) {}

  const ClockRule& rule() const { return rule_; }
  std::optional<Player> running() const { return running_; }
  // What is left of `side`'s time at `now` (never below 0).
  ClockMs Left(Player side, ClockMs now) const;
  std::array<ClockMs, kNumPlayers> LeftAt(ClockMs now) const {
    return {Left(Player::kRed, now), Left(Player::kBlue, now)};
  }
  // `runner` must act from `now` on (nullopt: nobody, the game is over or not started). If it is
  // the side already running nothing changes; else the running side is charged up to `now` and,
  // when `runner` is the opponent, given the increment (its turn is over), and `runner`'s time
  // starts.
  void Switch(std::optional<Player> runner, ClockMs now);

  friend bool operator==(const GameClock&, const GameClock&) = default;

 private:
  ClockRule rule_;
  std::array<ClockMs, kNumPlayers> left_{};
  std::optional<Player> running_;
  ClockMs since_ = 0;  // when running_'s time started
};

}  // namespace stratego
