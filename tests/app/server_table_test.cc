// The terminal client's table over a real server (app/server_table.h): the server's messages come
// out of Poll as events in the core's types, with the seat's view and nothing more; requests go
// in; a server that goes away is told once, as a lost connection.
#include "app/server_table.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "../net/server_test_support.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {
namespace {

using Kind = RemoteEvent::Kind;

// Polls until an event of `kind` comes (up to 10 s); the events before it are dropped.
RemoteEvent AwaitEvent(ServerTable& table, Kind kind) {
  for (int i = 0; i < 1000; ++i) {
    for (RemoteEvent& event : table.Poll())
      if (event.kind == kind) return event;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  FAIL("no event of that kind came");
  return {};
}

Setup SomeSetup(std::uint64_t seed) {
  Rng rng(seed);
  return RandomSetup(ArmyKind::kClassic, rng);
}

TEST_CASE("Server table: the server's messages as events, with the seat's view only",
          "[app][remote]") {
  testing::TestServer server;
  auto login = LogIn(server.socket(), false, "test", "alice");
  REQUIRE(login);
  CHECK(login->user == "alice");
  REQUIRE(login->connection->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
  auto joined = AwaitJoined(*login->connection);
  REQUIRE(joined);
  auto outcome = std::make_shared<SeatOutcome>();
  ServerTable table(std::move(login->connection), *joined, outcome);
  const RemoteEvent seat = AwaitEvent(table, Kind::kJoined);
  CHECK(seat.seat == Player::kRed);
  CHECK(seat.needs_setup);
  CHECK(outcome->game == seat.game);

  auto bob = testing::Connect(server, "bob");
  REQUIRE(bob->Send(testing::JoinMessage(seat.game)));
  const Setup red = SomeSetup(1);
  const Setup blue = SomeSetup(2);
  Message setup;
  setup.type = MessageType::kSetup;
  setup.setup = blue;
  REQUIRE(bob->Send(setup));
  table.SendSetup(red);
  const RemoteEvent start = AwaitEvent(table, Kind::kView);
  const GameState state = GameState::Create(RuleSet{}, red, blue).value();
  CHECK(start.view == BuildView(state, Player::kRed));  // no rank of Blue's

  table.SendMove(Move{*ParseSquare("a1"), *ParseSquare("a2")});  // no piece can move there
  const RemoteEvent refused = AwaitEvent(table, Kind::kError);
  CHECK(refused.request == "move");
  CHECK_FALSE(refused.text.empty());

  table.SendResign();
  const RemoteEvent over = AwaitEvent(table, Kind::kView);
  CHECK(over.view.result.winner == Player::kBlue);
  CHECK(outcome->over);

  server.Stop();
  const RemoteEvent lost = AwaitEvent(table, Kind::kLost);
  CHECK_FALSE(lost.text.empty());
  CHECK(table.Poll().empty());  // told once
}

TEST_CASE("Server table: no server, and a refused join, are said before any screen",
          "[app][remote]") {
  const auto none = LogIn("/nonexistent-folder/server.sock", false, "test", std::nullopt);
  REQUIRE_FALSE(none);
  CHECK(none.error().find("start one with `stratego serve`") != std::string::npos);
  testing::TestServer server;
  auto login = LogIn(server.socket(), false, "test", "alice");
  REQUIRE(login);
  REQUIRE(login->connection->Send(testing::JoinMessage(42)));
  const auto joined = AwaitJoined(*login->connection);
  REQUIRE_FALSE(joined);
  CHECK(joined.error().find("the server refused: ") == 0);
}

}  // namespace
}  // namespace stratego
