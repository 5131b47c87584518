// Issue 14, the clock of a game on the server (net/game_host.h): the running side's time, the
// increment, the time-out ending and the times kept in each save, with a fake clock and timer.
#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "net/game_host.h"

namespace stratego {
namespace {

constexpr ClockRule kClock{60000, 5000};  // 1m+5s

struct ClockHarness {
  std::vector<std::pair<ConnectionId, Message>> sent;
  std::map<int, GameRecord> saved;
  ClockMs now = 1'000'000;
  std::map<int, std::optional<ClockMs>> timers;  // each game's last request: when, or cancelled
  GameHost host;

  ClockHarness() : host(Hooks(), 5) {}

  GameHost::Hooks Hooks() {
    GameHost::Hooks hooks;
    hooks.send = [this](ConnectionId id, const Message& message) {
      sent.emplace_back(id, message);
    };
    hooks.log = [](const std::string&) {};
    hooks.save = [this](int game, const GameRecord& record, std::function<void(Status)> done) {
      saved[game] = record;
      done({});
    };
    hooks.now = [] { return std::string("2026-11-25T00:00:00Z"); };
    hooks.ask_agent = [](int, int, Agent&, PlayerView) {};
    hooks.steady_now = [this] { return now; };
    hooks.set_timer = [this](int game, std::optional<ClockMs> after) {
      timers[game] = after ? std::optional<ClockMs>(now + *after) : std::nullopt;
    };
    return hooks;
  }

  std::optional<Message> Last(ConnectionId id, MessageType type) const {
    for (auto it = sent.rbegin(); it != sent.rend(); ++it)
      if (it->first == id && it->second.type == type) return it->second;
    return std::nullopt;
  }

  // Alice (1, Red) hosts game 1 with the clock, Bob (2) joins, both set up at `now`.
  void StartGame(std::optional<ClockRule> clock = kClock) {
    host.Connected(1, "alice");
    host.Connected(2, "bob");
    Message hosting;
    hosting.type = MessageType::kHost;
    hosting.colour = ColourChoice::kRed;
    hosting.clock = clock;
    host.Request(1, hosting);
    Message join;
    join.type = MessageType::kJoin;
    join.game = 1;
    host.Request(2, join);
    for (ConnectionId id : {ConnectionId{1}, ConnectionId{2}}) {
      Rng rng(id);
      Message setup;
      setup.type = MessageType::kSetup;
      setup.setup = RandomSetup(ArmyKind::kClassic, rng);
      host.Request(id, setup);
    }
    REQUIRE(Last(1, MessageType::kStart));
  }

  // The first legal move of the side to move in game 1, as saved.
  void MoveFirstLegal(ConnectionId id) {
    Message move;
    move.type = MessageType::kMove;
    move.move = ReplayRecord(saved.at(1)).state->LegalMoves().front();
    host.Request(id, move);
  }
};

TEST_CASE(
    "Game clock: Red's time runs from the start, and a move passes it to Blue with the increment",
    "[net][clock]") {
  ClockHarness h;
  h.StartGame();
  const Message start = *h.Last(2, MessageType::kStart);
  CHECK(start.times == WireTimes{60000, 60000, Player::kRed});
  CHECK(h.Last(2, MessageType::kJoined)->clock == kClock);
  CHECK(h.saved[1].clock == kClock);
  CHECK(h.saved[1].clock_left == std::array<ClockMs, 2>{60000, 60000});
  CHECK(h.timers[1] == h.now + 60000);  // the wake-up when Red's time would end
  h.now += 12'345;
  h.MoveFirstLegal(1);
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
    ClockHarness plain;
    plain.StartGame(std::nullopt);
    CHECK_FALSE(plain.Last(1, MessageType::kStart)->times);
    CHECK(plain.timers.empty());
    CHECK_FALSE(plain.saved[1].clock);
    CHECK_FALSE(plain.saved[1].clock_left);
  }
}

TEST_CASE("Game clock: a side whose time runs out loses, and both seats and spectators are told",
          "[net][clock]") {
  ClockHarness h;
  h.StartGame();
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
  ClockHarness h;
  h.StartGame();
  h.now += 61'000;  // the wake-up is late
  h.MoveFirstLegal(1);
  CHECK_FALSE(h.Last(2, MessageType::kReport));
  CHECK(h.Last(2, MessageType::kOver)->result ==
        GameResult{EndReason::kTimeForfeit, Player::kBlue});
  CHECK(h.Last(1, MessageType::kError)->code == "game_over");
}

TEST_CASE("Game clock: a restarted server has the clocks back, without charging its down time",
          "[net][clock]") {
  ClockHarness before;
  before.StartGame();
  before.now += 10'000;
  before.MoveFirstLegal(1);  // Red: 55 s left, Blue's time runs
  before.now += 20'000;      // Blue thinks 20 s; the server stops before Blue moves
  const GameRecord record = before.saved.at(1);
  CHECK(record.clock_left == std::array<ClockMs, 2>{55'000, 60000});

  ClockHarness after;
  after.now = 5;  // another steady clock, hours later
  REQUIRE(after.host.Resume(1, record));
  CHECK(after.timers[1] == 5 + 60000);  // Blue has its saved 60 s back
  after.host.Connected(2, "bob");
  Message join;
  join.type = MessageType::kJoin;
  join.game = 1;
  after.host.Request(2, join);
  CHECK(after.Last(2, MessageType::kStart)->times == WireTimes{55'000, 60000, Player::kBlue});
  after.now += 60'000;
  after.host.ClockRanOut(1);
  CHECK(after.Last(2, MessageType::kOver)->result ==
        GameResult{EndReason::kTimeForfeit, Player::kRed});
}

}  // namespace
}  // namespace stratego
