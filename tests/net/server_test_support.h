// A game server on a Unix socket in a temporary folder, run on a thread of the test, and clients
// that talk to it as the headless clients do.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "net/client.h"
#include "net/server.h"

namespace stratego::testing {

class TestServer {
 public:
  // A new temporary folder holds the socket and the games; `adjust` may change the options.
  explicit TestServer(const std::function<void(ServerOptions&)>& adjust = {});
  // Opens a server on the same folder (after Stop: a restarted server).
  void Restart();
  void Stop();
  ~TestServer();

  const std::string& socket() const { return options_.socket_path; }
  // "127.0.0.1:PORT" of a server whose options listen on TCP (port 0: a free one).
  std::string tcp_address() const;
  const std::string& data_dir() const { return options_.data_dir; }
  std::vector<std::string> log() const;

 private:
  void Open();

  std::string folder_;
  ServerOptions options_;
  std::unique_ptr<Server> server_;
  std::thread thread_;
  mutable std::mutex log_mutex_;
  std::vector<std::string> log_;
};

// A connection to `address` (a socket's path or HOST:PORT) that sent hello as `user`, its
// welcome not read yet. Without Catch2's macros, for threads of a test.
Expected<std::unique_ptr<ServerConnection>> OpenWithHello(const std::string& address,
                                                          const std::string& user);

// A connection that said hello as `user` (the test server trusts the hello's user).
std::unique_ptr<ServerConnection> Connect(const TestServer& server, const std::string& user);

// ServerOptions for a server that also listens on TCP, at a free port of 127.0.0.1.
void ListenOnLoopback(ServerOptions& options);
// A connection over TCP that said hello naming itself `name`, welcomed as the TCP peer
// "tcp:NAME" (not as a Unix user, whatever the hello says).
std::unique_ptr<ServerConnection> ConnectTcp(const TestServer& server, const std::string& name);

// The next message that is not an `opponent` notice.
Message NextMessage(ServerConnection& connection);

// What a seat played by a random agent through the server saw.
struct SeatOutcome {
  std::string transcript;  // every byte the server sent
  std::string error;
  GameResult result;
  Player seat = Player::kRed;
  Setup setup;  // the seat's own
};

// Plays a seat to the end with a random agent: sends `first` (a host or a join) after hello.
SeatOutcome PlaySeat(const TestServer& server, const std::string& user, const Message& first,
                     std::uint64_t seed);
// The same at `address`: a Unix socket's path or HOST:PORT.
SeatOutcome PlaySeatAt(const std::string& address, const std::string& user, const Message& first,
                       std::uint64_t seed);

Message HostMessage(const RuleSet& rules, ColourChoice colour);
Message JoinMessage(int game);
Message JoinByCode(const std::string& code);
// A random classic setup drawn from `seed`.
Message SetupMessage(std::uint64_t seed);

}  // namespace stratego::testing
