#include "server_test_support.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "ai/computer_player.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego::testing {

TestServer::TestServer(const std::function<void(ServerOptions&)>& adjust) {
  std::string pattern = (std::filesystem::temp_directory_path() / "stratego-net-XXXXXX").string();
  REQUIRE(mkdtemp(pattern.data()) != nullptr);
  folder_ = pattern;
  options_.socket_path = folder_ + "/server.sock";
  options_.data_dir = folder_ + "/games";
  options_.trust_hello_user = true;
  options_.handle_signals = false;
  options_.log = [this](const std::string& line) {
    const std::lock_guard lock(log_mutex_);
    log_.push_back(line);
  };
  if (adjust) adjust(options_);
  Open();
}

void TestServer::Open() {
  auto server = Server::Open(options_);
  INFO((server ? "" : server.error()));
  REQUIRE(server);
  server_ = std::move(*server);
  thread_ = std::thread([this] { server_->Run(); });
}

void TestServer::Restart() {
  Stop();
  Open();
}

void TestServer::Stop() {
  if (!server_) return;
  server_->Stop();
  thread_.join();
  server_.reset();
}

TestServer::~TestServer() {
  Stop();
  std::error_code ignored;
  std::filesystem::remove_all(folder_, ignored);
}

std::string TestServer::tcp_address() const {
  return "127.0.0.1:" + std::to_string(server_->tcp_port());
}

std::vector<std::string> TestServer::log() const {
  const std::lock_guard lock(log_mutex_);
  return log_;
}

// Without Catch2's macros: threads of a test call it (Catch2's assertions are for the test's own
// thread only).
Expected<std::unique_ptr<ServerConnection>> OpenWithHello(const std::string& address,
                                                          const std::string& user) {
  auto connection = ServerConnection::Open(address);
  if (!connection) return connection;
  (*connection)->SetReceiveTimeout(std::chrono::seconds(30));
  Message hello;
  hello.type = MessageType::kHello;
  hello.version = kProtocolVersion;
  hello.client = "test";
  hello.user = user;
  if (!(*connection)->Send(hello)) return Error{"cannot send the hello"};
  return connection;
}

namespace {

// A connection to `address` (a socket's path or HOST:PORT) that said hello as `user`, and the
// server's welcome.
std::pair<std::unique_ptr<ServerConnection>, Message> SayHello(const std::string& address,
                                                               const std::string& user) {
  auto connection = OpenWithHello(address, user);
  INFO((connection ? "" : connection.error()));
  REQUIRE(connection);
  auto welcome = (*connection)->Receive();
  REQUIRE(welcome);
  REQUIRE(welcome->type == MessageType::kWelcome);
  return {std::move(*connection), *welcome};
}

}  // namespace

std::unique_ptr<ServerConnection> Connect(const TestServer& server, const std::string& user) {
  auto [connection, welcome] = SayHello(server.socket(), user);
  REQUIRE(welcome.user == user);
  return std::move(connection);
}

void ListenOnLoopback(ServerOptions& options) {
  options.listen = "127.0.0.1:0";
}

std::unique_ptr<ServerConnection> ConnectTcp(const TestServer& server, const std::string& name) {
  auto [connection, welcome] = SayHello(server.tcp_address(), name);
  CHECK(welcome.user == "tcp:" + name);
  return std::move(connection);
}

Message NextMessage(ServerConnection& connection) {
  for (;;) {
    auto message = connection.Receive();
    INFO((message ? "" : message.error()));
    REQUIRE(message);
    if (message->type != MessageType::kOpponent) return *message;
  }
}

// Without Catch2's macros: it runs on threads of its own.
SeatOutcome PlaySeat(const TestServer& server, const std::string& user, const Message& first,
                     std::uint64_t seed) {
  return PlaySeatAt(server.socket(), user, first, seed);
}

SeatOutcome PlaySeatAt(const std::string& address, const std::string& user, const Message& first,
                       std::uint64_t seed) {
  SeatOutcome outcome;
  auto opened = OpenWithHello(address, user);
  if (!opened) {
    outcome.error = opened.error();
    return outcome;
  }
  ServerConnection& connection = **opened;
  const auto agent = MakeRandomAgent(seed);
  AgentSeat seat(*agent);
  if (!connection.Send(first)) outcome.error = "cannot send";
  while (outcome.error.empty()) {
    auto message = connection.Receive();
    if (!message) {
      outcome.error = message.error();
      break;
    }
    if (message->type == MessageType::kWelcome) continue;
    if (message->type == MessageType::kStart) outcome.setup = message->setup;
    const AgentSeat::Reply reply = seat.Consume(*message);
    for (const Message& answer : reply.send)
      if (!connection.Send(answer)) outcome.error = "cannot send";
    if (!reply.error.empty()) {
      outcome.error = reply.error;
      Message resign;  // so that the other seat is not left waiting
      resign.type = MessageType::kResign;
      (void)connection.Send(resign);
    }
    if (reply.finished) break;
  }
  outcome.transcript = connection.transcript();
  outcome.result = seat.result();
  outcome.seat = seat.seat();
  return outcome;
}

Message HostMessage(const RuleSet& rules, ColourChoice colour) {
  Message host;
  host.type = MessageType::kHost;
  host.rules = rules;
  host.colour = colour;
  return host;
}

Message JoinMessage(int game) {
  Message join;
  join.type = MessageType::kJoin;
  join.game = game;
  return join;
}

Message JoinByCode(const std::string& code) {
  Message join;
  join.type = MessageType::kJoin;
  join.seat_code = code;
  return join;
}

Message SetupMessage(std::uint64_t seed) {
  Rng rng(seed);
  Message setup;
  setup.type = MessageType::kSetup;
  setup.setup = RandomSetup(ArmyKind::kClassic, rng);
  return setup;
}

}  // namespace stratego::testing
