// The terminal client's table (ui/remote_table.h) over a connection to a game server
// (docs/protocol.md): a thread reads the server's lines as they come; Poll, on the screen's
// thread, turns them into events with the seat's view kept by SeatView (net/seat_view.h), so
// that the screen gets the core's types and never more than the seat's view (RULES.md §8).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "net/client.h"
#include "net/message_reader.h"
#include "net/seat_view.h"
#include "ui/remote_table.h"

namespace stratego {

// A connection to the server at `socket` that has said hello (as `as_user` on a server for tests)
// and was welcomed; `user` is who the server says the caller is. `default_socket`: the socket is
// the user's default one, whose folder must be the user's own (another user's folder there could
// hold their server, which would see the seat's setup). Fails saying why, and how to start a
// server when none answers; a server that does not answer within 10 s is given up. The
// connection waits as long as it takes after that.
struct ServerLogin {
  std::unique_ptr<ServerConnection> connection;
  std::string user;
};
Expected<ServerLogin> LogIn(const std::string& socket, bool default_socket,
                            const std::string& client, const std::optional<std::string>& as_user);
// The server's answer to a `host` or `join` just sent: its `joined`, or why it refused (or did not
// answer within 10 s).
Expected<Message> AwaitJoined(ServerConnection& connection);

// What became of the seat, for the command to say once the screen is gone.
struct SeatOutcome {
  int game = 0;
  bool over = false;
  std::string result;  // the result in words, once over
  std::string lost;    // why the connection was lost, if it was
};

class ServerTable : public RemoteTable {
 public:
  // `connection` has said hello, and its `host` or `join` was answered by `joined`, the first
  // event Poll gives. `outcome` (optional) is kept up to date.
  ServerTable(std::unique_ptr<ServerConnection> connection, const Message& joined,
              std::shared_ptr<SeatOutcome> outcome = nullptr);

  std::vector<RemoteEvent> Poll() override;
  void SendSetup(const Setup& setup) override;
  void SendMove(Move move) override;
  void SendRescue(const RescueChoice& rescue) override;
  void SendDeclineRescue() override;
  void SendOfferDraw() override;
  void SendAcceptDraw() override;
  void SendResign() override;
  void Leave() override;

 private:
  void Send(const Message& message);
  void Send(MessageType type);
  // The events one message of the server makes, once the seat has taken it in.
  void Turn(const Message& message, std::vector<RemoteEvent>& events);

  std::shared_ptr<SeatOutcome> outcome_;
  SeatView seat_;
  bool lost_told_ = false;
  bool left_ = false;
  MessageReader server_;  // last: its thread starts once everything else is ready
};

}  // namespace stratego
