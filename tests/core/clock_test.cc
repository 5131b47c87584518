// Issue 14: the game clock (main time plus increment), as arithmetic on time points passed in.
#include "core/clock.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

constexpr ClockMs kS = 1000;

TEST_CASE("Clock: a rule is read from MAIN[+INC] and written back the same", "[core][clock]") {
  const auto [text, main, increment, written] =
      GENERATE(table<const char*, ClockMs, ClockMs, const char*>({
          {"30m+10s", 1800 * kS, 10 * kS, "30m+10s"},
          {"5m", 300 * kS, 0, "5m"},
          {"90s+2s", 90 * kS, 2 * kS, "1m30s+2s"},
          {"1h", 3600 * kS, 0, "1h"},
          {"1h30m", 5400 * kS, 0, "1h30m"},
          {"3s", 3 * kS, 0, "3s"},
          {"10M+5S", 600 * kS, 5 * kS, "10m+5s"},
          {"5m+0s", 300 * kS, 0, "5m"},
          {"24h+1h", 24 * 3600 * kS, 3600 * kS, "24h+1h"},
      }));
  CAPTURE(text);
  const auto rule = ParseClockRule(text);
  REQUIRE(rule);
  CHECK(*rule == ClockRule{main, increment});
  CHECK(FormatClockRule(*rule) == written);
  CHECK(ParseClockRule(FormatClockRule(*rule)).value() == *rule);
}

TEST_CASE("Clock: a bad rule is refused with a message", "[core][clock]") {
  const auto [text, says] = GENERATE(table<const char*, const char*>({
      {"", "such as 30m+10s"},
      {"30", "such as 30m+10s"},
      {"30x", "such as 30m+10s"},
      {"m", "such as 30m+10s"},
      {"30m+", "such as 30m+10s"},
      {"+10s", "such as 30m+10s"},
      {"30m+10s+1s", "such as 30m+10s"},
      {"-5m", "such as 30m+10s"},
      {"5 m", "such as 30m+10s"},
      {"0s+5s", "at least 1s"},
      {"25h", "the main time at most 24h"},
      {"99999999999999999999h", "such as 30m+10s"},
      {"5m+2h", "at most 1h"},
  }));
  CAPTURE(text);
  const auto rule = ParseClockRule(text);
  REQUIRE_FALSE(rule);
  CHECK_THAT(rule.error(), Catch::Contains(says));
}

TEST_CASE("Clock: the running side's time runs, and the increment comes when its turn passes",
          "[core][clock]") {
  GameClock clock(ClockRule{60 * kS, 5 * kS});
  CHECK(clock.LeftAt(0) == std::array<ClockMs, 2>{60 * kS, 60 * kS});
  clock.Switch(Player::kRed, 1000);
  CHECK(clock.Left(Player::kRed, 11000) == 50 * kS);
  CHECK(clock.Left(Player::kBlue, 11000) == 60 * kS);
  SECTION("a move passes the turn: the mover is charged and given the increment") {
    clock.Switch(Player::kBlue, 11000);
    CHECK(clock.running() == Player::kBlue);
    CHECK(clock.Left(Player::kRed, 50000) == 55 * kS);
    CHECK(clock.Left(Player::kBlue, 50000) == 21 * kS);
  }
  SECTION("the same side acting again (a rescue after its move) keeps its time running") {
    clock.Switch(Player::kRed, 5000);
    CHECK(clock.Left(Player::kRed, 11000) == 50 * kS);
  }
  SECTION("stopping (the game ended) charges without an increment") {
    clock.Switch(std::nullopt, 21000);
    CHECK_FALSE(clock.running());
    CHECK(clock.LeftAt(99000) == std::array<ClockMs, 2>{40 * kS, 60 * kS});
  }
  SECTION("time never shows below zero") {
    CHECK(clock.Left(Player::kRed, 500000) == 0);
    clock.Switch(Player::kBlue, 500000);
    CHECK(clock.Left(Player::kRed, 500000) == 5 * kS);
  }
}

TEST_CASE("Clock: a clock may start from saved times", "[core][clock]") {
  GameClock clock(ClockRule{60 * kS, 0}, {12 * kS, 34 * kS});
  clock.Switch(Player::kBlue, 100);
  CHECK(clock.LeftAt(4100) == std::array<ClockMs, 2>{12 * kS, 30 * kS});
}

}  // namespace
TEST_CASE("Clock: a computer's budget for a move is a share of its time and most of the increment",
          "[core][clock]") {
  struct Case {
    ClockMs left, increment, budget;
  };
  const Case cases[] = {
      {300'000, 0, 7'500},        // 5 minutes: a fortieth
      {300'000, 10'000, 15'000},  // and three quarters of the increment
      {40'000, 0, 1'000},
      {1'000, 2'000, 500},  // never more than half of what is left
      {0, 5'000, 0},
      {-5, 0, 0},
  };
  for (const Case& c : cases) {
    INFO(c.left << " ms left, " << c.increment << " ms increment");
    CHECK(MoveBudget(c.left, c.increment) == c.budget);
  }
  // Moves that keep to it never run out: 1,000 moves from a minute without an increment.
  ClockMs left = 60'000;
  for (int move = 0; move < 1000; ++move)
    left -= MoveBudget(left, 0);
  CHECK(left > 0);
}

}  // namespace stratego
