// The game server over TCP (docs/protocol.md, "Over TCP"): games hosted and joined by their codes,
// wrong codes refused and limited per address, dropped peers taking their seats back with their
// codes, and Unix users' games out of a TCP peer's reach. Only ever on 127.0.0.1, a free port.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <future>
#include <thread>

#include "net/join_code.h"
#include "server_test_support.h"

namespace stratego {
namespace {

using testing::ConnectTcp;
using testing::JoinByCode;
using testing::ListenOnLoopback;
using testing::NextMessage;
using testing::TestServer;

// Hosts a game over TCP as Red: the `joined` answer.
Message HostOverTcp(ServerConnection& connection, const RuleSet& rules = RuleSet{}) {
  REQUIRE(connection.Send(testing::HostMessage(rules, ColourChoice::kRed)));
  const Message joined = NextMessage(connection);
  REQUIRE(joined.type == MessageType::kJoined);
  REQUIRE(joined.seat_code);
  REQUIRE(joined.invitation);
  return joined;
}

std::string ErrorCodeOf(ServerConnection& connection) {
  const Message answer = NextMessage(connection);
  INFO(MessageTypeName(answer.type));
  REQUIRE(answer.type == MessageType::kError);
  return answer.code;
}

TEST_CASE("Join codes: 16 base32 characters, new each time, read back however typed",
          "[net][tcp]") {
  const std::string code = NewJoinCode();
  CHECK(code.size() == kJoinCodeLength);
  CHECK(NormalJoinCode(code) == code);
  CHECK(NewJoinCode() != code);
  std::string typed = code;
  for (char& c : typed)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(NormalJoinCode(typed.substr(0, 8) + "-" + typed.substr(8)) == code);
  CHECK(NormalJoinCode(code.substr(1)).empty());
  CHECK(NormalJoinCode(code.substr(1) + "1").empty());  // 1 is not in the alphabet
  CHECK(SameJoinCode(code, code));
  CHECK_FALSE(SameJoinCode(code, NewJoinCode()));
}

TEST_CASE("TCP: a game hosted and joined by its codes is played to the end by two agents",
          "[net][tcp]") {
  TestServer server(ListenOnLoopback);
  std::string red_code;
  std::string invitation;
  {
    auto host = ConnectTcp(server, "alice");
    const Message joined = HostOverTcp(*host);
    CHECK(joined.seat == Player::kRed);
    red_code = *joined.seat_code;
    invitation = *joined.invitation;
    CHECK(red_code != invitation);
  }  // the host goes away and comes back with its code
  auto red = std::async(std::launch::async, [&] {
    return testing::PlaySeatAt(server.tcp_address(), "alice", JoinByCode(red_code), 11);
  });
  auto blue = std::async(std::launch::async, [&] {
    return testing::PlaySeatAt(server.tcp_address(), "bob", JoinByCode(invitation), 12);
  });
  const testing::SeatOutcome red_seat = red.get();
  const testing::SeatOutcome blue_seat = blue.get();
  INFO(red_seat.error << " / " << blue_seat.error);
  REQUIRE(red_seat.error.empty());
  REQUIRE(blue_seat.error.empty());
  CHECK(red_seat.result.over());
  CHECK(red_seat.result == blue_seat.result);
  CHECK(red_seat.seat == Player::kRed);
  CHECK(blue_seat.seat == Player::kBlue);
  // Blue was given a code of its own, which Red never hears; Red's code never reaches Blue.
  const std::size_t at = blue_seat.transcript.find("\"code\":\"");
  REQUIRE(at != std::string::npos);
  const std::string blue_code = blue_seat.transcript.substr(at + 8, kJoinCodeLength);
  CHECK(blue_code != invitation);
  CHECK(red_seat.transcript.find(blue_code) == std::string::npos);
  CHECK(blue_seat.transcript.find(red_code) == std::string::npos);
}

// How long two random agents (seeds 11 and 12) take to play game 1 to its end at `address`, both
// taking up seats already there by `red` and `blue` (join messages).
std::chrono::duration<double> TimedGame(const std::string& address, const Message& red,
                                        const Message& blue) {
  const auto start = std::chrono::steady_clock::now();
  auto red_seat = std::async(std::launch::async,
                             [&] { return testing::PlaySeatAt(address, "alice", red, 11); });
  auto blue_seat =
      std::async(std::launch::async, [&] { return testing::PlaySeatAt(address, "bob", blue, 12); });
  const testing::SeatOutcome red_outcome = red_seat.get();
  const testing::SeatOutcome blue_outcome = blue_seat.get();
  INFO(red_outcome.error << " / " << blue_outcome.error);
  REQUIRE(red_outcome.error.empty());
  REQUIRE(blue_outcome.error.empty());
  REQUIRE(red_outcome.result.over());
  return std::chrono::steady_clock::now() - start;
}

TEST_CASE("TCP: the server sends each message at once, so a game is as quick as over the socket",
          "[net][tcp]") {
  // With Nagle's algorithm on the server's sockets, a message that followed another to the same
  // peer waited for that peer's delayed acknowledgement: a move took about 25 ms on loopback,
  // against 3 ms over the Unix socket. The same game (the same seeds) is played both ways.
  RuleSet rules;
  rules.max_moves = 300;
  TestServer tcp_server(ListenOnLoopback);
  Message tcp_joined;
  {
    auto host = ConnectTcp(tcp_server, "alice");
    tcp_joined = HostOverTcp(*host, rules);
  }
  const auto over_tcp = TimedGame(tcp_server.tcp_address(), JoinByCode(*tcp_joined.seat_code),
                                  JoinByCode(*tcp_joined.invitation));
  TestServer unix_server;
  {
    auto host = testing::Connect(unix_server, "alice");
    REQUIRE(host->Send(testing::HostMessage(rules, ColourChoice::kRed)));
    REQUIRE(NextMessage(*host).type == MessageType::kJoined);
  }
  const auto over_unix =
      TimedGame(unix_server.socket(), testing::JoinMessage(1), testing::JoinMessage(1));
  INFO("TCP " << over_tcp.count() << " s, Unix socket " << over_unix.count() << " s");
  CHECK(over_tcp < 2 * over_unix + std::chrono::seconds(1));
}

TEST_CASE("TCP: wrong codes are refused, then limited per address, and a guesser is closed",
          "[net][tcp]") {
  TestServer server([](ServerOptions& options) {
    ListenOnLoopback(options);
    options.max_code_failures = 3;
    options.code_failure_window = std::chrono::milliseconds(1500);
  });
  auto host = ConnectTcp(server, "alice");
  const std::string invitation = *HostOverTcp(*host).invitation;
  auto guesser = ConnectTcp(server, "mallory");
  for (int attempt = 0; attempt < 3; ++attempt) {
    REQUIRE(guesser->Send(JoinByCode(NewJoinCode())));
    CHECK(ErrorCodeOf(*guesser) == "bad_code");
  }
  SECTION("then even the right code is refused, from any connection of the address, a while") {
    REQUIRE(guesser->Send(JoinByCode(invitation)));
    CHECK(ErrorCodeOf(*guesser) == "too_many_attempts");
    auto other = ConnectTcp(server, "mallory2");
    REQUIRE(other->Send(JoinByCode(invitation)));
    CHECK(ErrorCodeOf(*other) == "too_many_attempts");
    std::this_thread::sleep_for(std::chrono::milliseconds(1600));
    REQUIRE(other->Send(JoinByCode(invitation)));
    const Message joined = NextMessage(*other);
    REQUIRE(joined.type == MessageType::kJoined);
    CHECK(joined.seat == Player::kBlue);
  }
  SECTION("a connection that goes on is closed after the bad-request limit") {
    for (int attempt = 0; attempt < 7; ++attempt)
      REQUIRE(guesser->Send(JoinByCode(NewJoinCode())));
    for (int answer = 0; answer < 7; ++answer)
      CHECK(ErrorCodeOf(*guesser) == "too_many_attempts");
    CHECK_FALSE(guesser->Receive());  // closed: 3 wrong codes and 7 refusals make 10
  }
}

TEST_CASE("TCP: a dropped peer takes its seat back with its code, and no one else can",
          "[net][tcp]") {
  TestServer server(ListenOnLoopback);
  auto alice = ConnectTcp(server, "alice");
  const std::string invitation = *HostOverTcp(*alice).invitation;
  auto bob = ConnectTcp(server, "bob");
  REQUIRE(bob->Send(JoinByCode(invitation)));
  const Message joined = NextMessage(*bob);
  REQUIRE(joined.type == MessageType::kJoined);
  REQUIRE(joined.seat_code);
  CHECK_FALSE(joined.invitation);
  const std::string bob_code = *joined.seat_code;
  bob.reset();  // Bob's connection is cut
  for (;;) {
    auto notice = alice->Receive();
    REQUIRE(notice);
    if (notice->type == MessageType::kOpponent && notice->opponent == OpponentState::kDisconnected)
      break;
  }
  // The invitation is spent: Alice, who had it, cannot take Blue's seat with it.
  REQUIRE(alice->Send(JoinByCode(invitation)));
  CHECK(ErrorCodeOf(*alice) == "bad_code");
  CHECK(alice->transcript().find(bob_code) == std::string::npos);
  auto again = ConnectTcp(server, "bob");
  REQUIRE(again->Send(JoinByCode(bob_code)));
  const Message resumed = NextMessage(*again);
  REQUIRE(resumed.type == MessageType::kJoined);
  CHECK(resumed.game == joined.game);
  CHECK(resumed.seat == Player::kBlue);
  CHECK(resumed.seat_code == bob_code);
  SECTION("a second holder of the code takes the seat over; the first is told") {
    auto third = ConnectTcp(server, "bob");
    REQUIRE(third->Send(JoinByCode(bob_code)));
    CHECK(NextMessage(*third).type == MessageType::kJoined);
    CHECK(ErrorCodeOf(*again) == "seat_taken");
  }
}

TEST_CASE("TCP: a TCP peer can neither see nor act in Unix users' games, nor they in its",
          "[net][tcp]") {
  TestServer server(ListenOnLoopback);
  auto alice = testing::Connect(server, "alice");  // a Unix user
  REQUIRE(alice->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
  const Message unix_game = NextMessage(*alice);
  REQUIRE(unix_game.type == MessageType::kJoined);
  CHECK_FALSE(unix_game.seat_code);
  auto peer = ConnectTcp(server, "alice");
  Message list;
  list.type = MessageType::kList;
  REQUIRE(peer->Send(list));
  const Message games = NextMessage(*peer);
  REQUIRE(games.type == MessageType::kGames);
  CHECK(games.games.empty());
  REQUIRE(peer->Send(testing::JoinMessage(unix_game.game)));
  CHECK(ErrorCodeOf(*peer) == "bad_field");
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = unix_game.game;
  REQUIRE(peer->Send(watch));
  CHECK(ErrorCodeOf(*peer) == "not_your_game");
  Message resign;
  resign.type = MessageType::kResign;
  REQUIRE(peer->Send(resign));
  CHECK(ErrorCodeOf(*peer) == "no_game");
  // The other way: a TCP game is not listed to Unix users, nor joined by its number.
  const Message tcp_game = HostOverTcp(*peer);
  auto bob = testing::Connect(server, "bob");
  REQUIRE(bob->Send(list));
  const Message bobs = NextMessage(*bob);
  REQUIRE(bobs.games.size() == 1);
  CHECK(bobs.games[0].game == unix_game.game);
  REQUIRE(bob->Send(testing::JoinMessage(tcp_game.game)));
  CHECK(ErrorCodeOf(*bob) == "not_your_game");
  REQUIRE(bob->Send(JoinByCode(*tcp_game.invitation)));
  CHECK(ErrorCodeOf(*bob) == "bad_field");
}

TEST_CASE("TCP: games not yet started count per address, whatever names its peers give",
          "[net][tcp]") {
  TestServer server([](ServerOptions& options) {
    ListenOnLoopback(options);
    options.max_unstarted_games = 2;
  });
  auto first = ConnectTcp(server, "alice");
  HostOverTcp(*first);
  auto second = ConnectTcp(server, "bob");
  HostOverTcp(*second);
  auto third = ConnectTcp(server, "carol");
  REQUIRE(third->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
  CHECK(ErrorCodeOf(*third) == "too_many_games");
  // A Unix user's quota is their own.
  auto dave = testing::Connect(server, "dave");
  REQUIRE(dave->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
  CHECK(NextMessage(*dave).type == MessageType::kJoined);
}

TEST_CASE("TCP: --listen takes ADDR:PORT or PORT and refuses anything else", "[net][tcp]") {
  for (const std::string bad : {"localhost:0", "127.0.0.1:99999", "127.0.0.1:x", ":"}) {
    ServerOptions options;
    options.socket_path = "/tmp/stratego-tcp-test-" + std::to_string(getpid()) + ".sock";
    options.data_dir = "/tmp/stratego-tcp-test-" + std::to_string(getpid());
    options.listen = bad;
    auto server = Server::Open(options);
    INFO(bad);
    REQUIRE_FALSE(server);
    CHECK(server.error().find("--listen") != std::string::npos);
    std::filesystem::remove_all(options.data_dir);
  }
}

}  // namespace
}  // namespace stratego
