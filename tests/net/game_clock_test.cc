// Issue 14, the clock of a game on the server (net/game_host.h): the running side's time, the
// increment, the time-out ending and the times kept in each save, with a fake clock and timer.
#include <catch2/catch.hpp>

#include "net/game_host_harness.h"

namespace stratego {
namespace {

constexpr ClockRule kClock{60000, 5000};  // 1m+5s

// The first legal move of the side to move in game 1, as saved, made by `id`.
void MoveFirstLegal(HostHarness& h, ConnectionId id) {
  Message move;
  move.type = MessageType::kMove;
  move.move = ReplayRecord(h.saved.at(1)).state->LegalMoves().front();
  h.host.Request(id, move);
}

TEST_CASE(
    "Game clock: Red's time runs from the start, and a move passes it to Blue with the increment",
    "[net][clock]") {
  HostHarness h;
  h.StartGame(kClock);
  const Message start = *h.Last(2, MessageType::kStart);
  CHECK(start.times == WireTimes{60000, 60000, Player::kRed});
  CHECK(h.Last(2, MessageType::kJoined)->clock == kClock);
  CHECK(h.saved[1].clock == kClock);
  CHECK(h.saved[1].clock_left == std::array<ClockMs, 2>{60000, 60000});
  CHECK(h.timers[1] == h.now + 60000);  // the wake-up when Red's time would end
  h.now += 12'345;
  MoveFirstLegal(h, 1);
  const auto report = h.Last(2, MessageType::kReport);
  REQUIRE(report);
  CHECK(report->times == WireTimes{60000 - 12'345 + 5000, 60000, Player::kBlue});
  CHECK(h.Last(1, MessageType::kReport)->times == report->times);
  CHECK(h.saved[1].clock_left == std::array<ClockMs, 2>{52'655, 60000});
  CHECK(h.timers[1] == h.now + 60000);
  SECTION("the list shows the clock") {
    Message list;
    list.type = MessageType::kList;
    h.host.Request(2, list);
    const auto games = h.Last(2, MessageType::kGames);
    REQUIRE(games);
    REQUIRE(games->games.size() == 1);
    CHECK(games->games[0].clock == kClock);
  }
  SECTION("a game without a clock has no times, no timer and no clock in its record") {
    HostHarness plain;
    plain.StartGame();
    CHECK_FALSE(plain.Last(1, MessageType::kStart)->times);
    CHECK(plain.timers.empty());
    CHECK_FALSE(plain.saved[1].clock);
    CHECK_FALSE(plain.saved[1].clock_left);
  }
}

TEST_CASE("Game clock: a side whose time runs out loses, and both seats and spectators are told",
          "[net][clock]") {
  HostHarness h;
  h.StartGame(kClock);
  h.host.Connected(3, "carol");
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = 1;
  h.host.Request(3, watch);
  CHECK(h.Last(3, MessageType::kWatching)->clock == kClock);
  SECTION("a wake-up that comes early changes nothing and asks again") {
    h.now += 59'000;
    h.host.ClockRanOut(1);
    CHECK_FALSE(h.Last(1, MessageType::kOver));
    CHECK(h.timers[1] == h.now + 1000);
  }
  h.now += 60'000;
  h.host.ClockRanOut(1);
  for (ConnectionId id : {ConnectionId{1}, ConnectionId{2}, ConnectionId{3}}) {
    const auto over = h.Last(id, MessageType::kOver);
    REQUIRE(over);
    CHECK(over->result == GameResult{EndReason::kTimeForfeit, Player::kBlue});
    CHECK(over->text == "Red ran out of time: Blue wins");
    CHECK(over->times == WireTimes{0, 60000, std::nullopt});
  }
  const GameRecord& record = h.saved[1];
  REQUIRE(record.actions.size() == 1);
  CHECK(record.actions[0].kind == ActionKind::kTimeOut);
  CHECK(record.result == GameResult{EndReason::kTimeForfeit, Player::kBlue});
  CHECK(record.clock_left == std::array<ClockMs, 2>{0, 60000});
  CHECK(h.timers[1] == std::nullopt);  // cancelled
  CHECK_FALSE(CheckRecord(record));
}

TEST_CASE("Game clock: a move that comes after the time ran out ends the game instead",
          "[net][clock]") {
  HostHarness h;
  h.StartGame(kClock);
  h.now += 61'000;  // the wake-up is late
  MoveFirstLegal(h, 1);
  CHECK_FALSE(h.Last(2, MessageType::kReport));
  CHECK(h.Last(2, MessageType::kOver)->result ==
        GameResult{EndReason::kTimeForfeit, Player::kBlue});
  CHECK(h.Last(1, MessageType::kError)->code == "game_over");
}

TEST_CASE("Game clock: a restarted server has the clocks back, without charging its down time",
          "[net][clock]") {
  HostHarness before;
  before.StartGame(kClock);
  before.now += 10'000;
  MoveFirstLegal(before, 1);  // Red: 55 s left, Blue's time runs
  before.now += 20'000;       // Blue thinks 20 s; the server stops before Blue moves
  const GameRecord record = before.saved.at(1);
  CHECK(record.clock_left == std::array<ClockMs, 2>{55'000, 60000});

  HostHarness after;
  after.now = 5;  // another steady clock, hours later
  REQUIRE(after.host.Resume(1, record));
  CHECK(after.timers[1] == 5 + 60000);  // Blue has its saved 60 s back
  after.host.Connected(2, "bob");
  after.Join(2, 1);
  CHECK(after.Last(2, MessageType::kStart)->times == WireTimes{55'000, 60000, Player::kBlue});
  after.now += 60'000;
  after.host.ClockRanOut(1);
  CHECK(after.Last(2, MessageType::kOver)->result ==
        GameResult{EndReason::kTimeForfeit, Player::kRed});
}

TEST_CASE("Game clock: the server's computer player is asked to move within a budget of its time",
          "[net][clock]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  Message hosting;
  hosting.type = MessageType::kHost;
  hosting.colour = ColourChoice::kBlue;
  hosting.against = "ai:random";
  hosting.clock = kClock;
  h.host.Request(1, hosting);
  h.SendSetup(1, 3);
  REQUIRE(h.asks.size() == 1);  // Red, the computer, is to move
  CHECK(h.asks.front().budget == MoveBudget(60000, 5000));
  h.now += 2000;  // it thinks 2 s
  HostHarness::Ask ask = h.asks.front();
  h.asks.pop_front();
  h.host.AgentAnswered(ask.game, ask.ply, ask.agent->ChooseMove(ask.view));
  h.now += 10'000;  // Alice thinks 10 s
  MoveFirstLegal(h, 1);
  REQUIRE(h.asks.size() == 1);
  CHECK(h.asks.front().budget == MoveBudget(60000 - 2000 + 5000, 5000));
  SECTION("without a clock there is no budget") {
    HostHarness plain;
    plain.host.Connected(1, "alice");
    hosting.clock.reset();
    plain.host.Request(1, hosting);
    plain.SendSetup(1, 3);
    REQUIRE(plain.asks.size() == 1);
    CHECK_FALSE(plain.asks.front().budget);
  }
}

}  // namespace
}  // namespace stratego
