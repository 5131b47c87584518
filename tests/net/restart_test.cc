// Games not yet started survive a restart of the server (docs/protocol.md, "Keeping games"): a
// hosted game nobody has joined, its invitation and setups made, and over TCP its codes, which the
// server keeps only as hashes; and the codes of a game played by code that has started.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "net/game_files.h"
#include "net/join_code.h"
#include "server_test_support.h"

namespace stratego {
namespace {

using testing::Connect;
using testing::ConnectTcp;
using testing::JoinByCode;
using testing::ListenOnLoopback;
using testing::NextMessage;
using testing::SetupMessage;
using testing::TestServer;

std::string FileText(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Waits until the seats file of game 1 holds `text` (the writer thread saves it soon after).
void AwaitSeatsFile(const TestServer& server, const std::string& text) {
  for (int i = 0; i < 500; ++i) {
    if (FileText(SeatsFilePath(server.data_dir(), 1)).find(text) != std::string::npos) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  FAIL("the seats file never held " << text);
}

TEST_CASE("Restart: a game nobody has joined yet is back, with its invitation and setup",
          "[net][restart]") {
  TestServer server;
  {
    auto alice = Connect(server, "alice");
    Message host = testing::HostMessage(RuleSet{}, ColourChoice::kRed);
    host.invite = "bob";
    host.rules.rescue = true;
    host.clock = ClockRule{10 * 60 * 1000, 5 * 1000};
    REQUIRE(alice->Send(host));
    REQUIRE(NextMessage(*alice).type == MessageType::kJoined);
    REQUIRE(alice->Send(SetupMessage(1)));
  }
  AwaitSeatsFile(server, "\"setup\":\"");
  server.Restart();

  auto carol = Connect(server, "carol");  // not invited
  REQUIRE(carol->Send(testing::JoinMessage(1)));
  CHECK(NextMessage(*carol).code == "not_your_game");
  auto bob = Connect(server, "bob");
  REQUIRE(bob->Send(testing::JoinMessage(1)));
  const Message bob_joined = NextMessage(*bob);
  REQUIRE(bob_joined.type == MessageType::kJoined);
  CHECK(bob_joined.seat == Player::kBlue);
  CHECK(bob_joined.rules.rescue);
  CHECK(bob_joined.clock == ClockRule{10 * 60 * 1000, 5 * 1000});  // the clock is kept too
  CHECK(bob_joined.needs_setup);
  auto alice = Connect(server, "alice");
  REQUIRE(alice->Send(testing::JoinMessage(1)));
  const Message alice_joined = NextMessage(*alice);
  REQUIRE(alice_joined.type == MessageType::kJoined);
  CHECK(alice_joined.seat == Player::kRed);
  CHECK_FALSE(alice_joined.needs_setup);  // her setup was kept
  REQUIRE(bob->Send(SetupMessage(2)));
  const Message start = NextMessage(*alice);
  REQUIRE(start.type == MessageType::kStart);
  CHECK(start.setup.cells == SetupMessage(1).setup.cells);
  CHECK(NextMessage(*bob).type == MessageType::kStart);
  // Started, the game's record holds everything: its seats file goes.
  bool gone = false;
  for (int i = 0; i < 500 && !gone; ++i) {
    gone = !std::filesystem::exists(SeatsFilePath(server.data_dir(), 1)) &&
           !std::filesystem::exists(SeatsFilePath(server.data_dir(), 1) + ".spare");
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(gone);
  CHECK(std::filesystem::exists(GameFilePath(server.data_dir(), 1)));
  // Game numbers go on after it.
  REQUIRE(alice->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
  CHECK(NextMessage(*alice).game == 2);
}

TEST_CASE("Restart: a game against the server's computer player is back, not yet started",
          "[net][restart]") {
  TestServer server;
  {
    auto alice = Connect(server, "alice");
    Message host = testing::HostMessage(RuleSet{}, ColourChoice::kBlue);
    host.against = "ai:random";
    REQUIRE(alice->Send(host));
    REQUIRE(NextMessage(*alice).type == MessageType::kJoined);
  }
  AwaitSeatsFile(server, "ai:random");
  server.Restart();
  auto alice = Connect(server, "alice");
  REQUIRE(alice->Send(testing::JoinMessage(1)));
  const Message joined = NextMessage(*alice);
  REQUIRE(joined.type == MessageType::kJoined);
  CHECK(joined.name == "ai:random");
  REQUIRE(alice->Send(SetupMessage(3)));
  const Message start = NextMessage(*alice);
  REQUIRE(start.type == MessageType::kStart);
  CHECK(NextMessage(*alice).type == MessageType::kReport);  // the computer player, Red, moves
}

TEST_CASE("Restart: over TCP the codes still take their seats, only as hashes on disk",
          "[net][restart][tcp]") {
  TestServer server(ListenOnLoopback);
  std::string red_code;
  std::string invitation;
  {
    auto host = ConnectTcp(server, "alice");
    REQUIRE(host->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
    const Message joined = NextMessage(*host);
    REQUIRE(joined.type == MessageType::kJoined);
    red_code = *joined.seat_code;
    invitation = *joined.invitation;
  }
  AwaitSeatsFile(server, JoinCodeHash(invitation));
  const std::string file = FileText(SeatsFilePath(server.data_dir(), 1));
  CHECK(file.find(red_code) == std::string::npos);
  CHECK(file.find(invitation) == std::string::npos);
  CHECK(file.find(JoinCodeHash(red_code)) != std::string::npos);
  CHECK((std::filesystem::status(SeatsFilePath(server.data_dir(), 1)).permissions() &
         (std::filesystem::perms::group_all | std::filesystem::perms::others_all)) ==
        std::filesystem::perms::none);
  server.Restart();

  auto guesser = ConnectTcp(server, "mallory");
  REQUIRE(guesser->Send(JoinByCode(NewJoinCode())));
  CHECK(NextMessage(*guesser).code == "bad_code");
  auto bob = ConnectTcp(server, "bob");
  REQUIRE(bob->Send(JoinByCode(invitation)));
  const Message bob_joined = NextMessage(*bob);
  REQUIRE(bob_joined.type == MessageType::kJoined);
  CHECK(bob_joined.seat == Player::kBlue);
  REQUIRE(bob_joined.seat_code);
  const std::string blue_code = *bob_joined.seat_code;
  auto alice = ConnectTcp(server, "alice");
  REQUIRE(alice->Send(JoinByCode(red_code)));
  const Message alice_joined = NextMessage(*alice);
  REQUIRE(alice_joined.type == MessageType::kJoined);
  CHECK(alice_joined.seat == Player::kRed);
  CHECK(alice_joined.seat_code == red_code);
  REQUIRE(bob->Send(JoinByCode(invitation)));  // spent
  CHECK(NextMessage(*bob).code == "bad_code");

  SECTION("and so they do once the game has started") {
    REQUIRE(alice->Send(SetupMessage(4)));
    REQUIRE(bob->Send(JoinByCode(blue_code)));
    REQUIRE(NextMessage(*bob).type == MessageType::kJoined);
    REQUIRE(bob->Send(SetupMessage(5)));
    REQUIRE(NextMessage(*alice).type == MessageType::kStart);
    alice.reset();
    bob.reset();
    server.Restart();
    auto back = ConnectTcp(server, "bob");
    REQUIRE(back->Send(JoinByCode(blue_code)));
    const Message joined = NextMessage(*back);
    REQUIRE(joined.type == MessageType::kJoined);
    CHECK(joined.seat == Player::kBlue);
    CHECK(NextMessage(*back).type == MessageType::kStart);
    CHECK(std::filesystem::exists(SeatsFilePath(server.data_dir(), 1)));  // for the codes
  }
}

}  // namespace
}  // namespace stratego
