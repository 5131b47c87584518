// net/game_host.h's seats saves (net/saved_seats.h): a change of a game not yet started that a
// seat is told of (hosted, an open seat taken, a setup made) is told only once it is saved, and
// is not made when the save fails.
#include <catch2/catch.hpp>

#include "net/game_host_harness.h"

namespace stratego {
namespace {

TEST_CASE("Game host: hosting, taking an open seat and a setup are told once their seats are saved",
          "[net][saved_seats]") {
  HostHarness h;
  h.defer_seats = true;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  CHECK_FALSE(h.Last(1, MessageType::kJoined));
  h.FinishSeatsSave();
  REQUIRE(h.Last(1, MessageType::kJoined));
  CHECK(h.seats_files[1].find("\"alice\"") != std::string::npos);

  h.SendSetup(1, 1);
  h.Join(2, 1);  // waits for the setup's save
  CHECK_FALSE(h.Last(2, MessageType::kJoined));
  h.FinishSeatsSave();  // the setup
  CHECK(h.seats_files[1].find("\"setup\":\"") != std::string::npos);
  CHECK_FALSE(h.Last(2, MessageType::kJoined));  // its own save now
  h.FinishSeatsSave();
  REQUIRE(h.Last(2, MessageType::kJoined));
  CHECK(h.seats_files[1].find("\"bob\"") != std::string::npos);
  CHECK(h.Last(2, MessageType::kOpponent)->opponent == OpponentState::kReady);
}

TEST_CASE("Game host: a setup sent right after a host or join waits for its seat's save",
          "[net][saved_seats]") {
  HostHarness h;
  h.defer_seats = true;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  h.SendSetup(1, 1);    // before `joined`
  h.FinishSeatsSave();  // the game hosted
  REQUIRE(h.Last(1, MessageType::kJoined));
  CHECK_FALSE(h.Last(1, MessageType::kError));
  h.FinishSeatsSave();  // the setup
  CHECK(h.seats_files[1].find("\"setup\":\"") != std::string::npos);
  h.Join(2, 1);
  h.SendSetup(2, 2);
  h.FinishSeatsSave();  // the seat taken
  h.FinishSeatsSave();  // the setup
  CHECK_FALSE(h.Last(2, MessageType::kError));
  CHECK(h.Last(1, MessageType::kStart));  // both setups in: the game started
  CHECK(h.Last(2, MessageType::kStart));
}

TEST_CASE("Game host: a change whose seats cannot be saved is refused and not made",
          "[net][saved_seats]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.host.Connected(3, "carol");
  SECTION("hosting") {
    h.seats_fail = true;
    h.Host(1);
    REQUIRE(h.Last(1, MessageType::kError));
    CHECK(h.Last(1, MessageType::kError)->code == "save_failed");
    CHECK_FALSE(h.Last(1, MessageType::kJoined));
    CHECK(h.host.game_count() == 0);
  }
  SECTION("taking the open seat: it stays open") {
    h.Host(1);
    h.seats_fail = true;
    h.Join(2, 1);
    CHECK(h.Last(2, MessageType::kError)->code == "save_failed");
    CHECK_FALSE(h.Last(2, MessageType::kJoined));
    h.seats_fail = false;
    h.Join(3, 1);
    REQUIRE(h.Last(3, MessageType::kJoined));
    CHECK(h.Last(3, MessageType::kJoined)->seat == Player::kBlue);
  }
  SECTION("a setup: it may be sent again") {
    h.Host(1);
    h.seats_fail = true;
    h.SendSetup(1, 1);
    CHECK(h.Last(1, MessageType::kError)->code == "save_failed");
    CHECK(h.seats_files[1].find("\"setup\":null,\"user\":\"alice\"") != std::string::npos);
    h.seats_fail = false;
    h.sent.clear();
    h.SendSetup(1, 1);
    CHECK_FALSE(h.Last(1, MessageType::kError));
    CHECK(h.seats_files[1].find("\"setup\":\"") != std::string::npos);
  }
}

}  // namespace
}  // namespace stratego
