// The client side of the game server's protocol (docs/protocol.md): a connection to a server's
// Unix socket, and a seat played by an agent from its view alone. The headless clients
// (`stratego host|join --agent …`) use both; the terminal client (app/server_table.h) the
// connection.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "core/expected.h"
#include "core/view.h"
#include "net/agent_worker.h"
#include "net/protocol.h"
#include "net/seat_view.h"

namespace stratego {

// Whether `server` names a TCP server (HOST:PORT: a ':' and no '/') rather than a Unix socket.
bool IsTcpServer(std::string_view server);

// A blocking connection: one line out, one line in.
class ServerConnection {
 public:
  // Connects to the server listening on `server`: a Unix socket's path, or HOST:PORT over TCP
  // (IsTcpServer); fails with the reason ("no server answers on PATH: …").
  static Expected<std::unique_ptr<ServerConnection>> Open(const std::string& server);
  ~ServerConnection();
  ServerConnection(const ServerConnection&) = delete;
  ServerConnection& operator=(const ServerConnection&) = delete;

  // Receive gives up (an error) after waiting this long without receiving anything; 0: it
  // waits as long as it takes (the default).
  void SetReceiveTimeout(std::chrono::milliseconds timeout);

  // Ends the connection both ways: a Receive waiting on another thread returns (an error). Send
  // and Receive may run on two threads at once; each of them on one thread only.
  void Shutdown();

  Status Send(const Message& message);
  Status SendLine(std::string line);  // any bytes; a newline is added (tests send bad lines)
  // The next line from the server (without its newline), or an error at the end of the input.
  // Lines longer than kMaxLineBytes are an error.
  Expected<std::string> ReceiveLine();
  // The next message; a line that is not one is an error that quotes it.
  Expected<Message> Receive();
  // Everything received so far, as it came (tests check it for leaks).
  const std::string& transcript() const { return transcript_; }

  class Impl;

 private:
  explicit ServerConnection(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  std::string transcript_;
};

// The server's answer of type `wanted` to a request just sent (`joined` to a `host` or `join`,
// `watching` to a `watch`), skipping other news; an `error` is a refusal, "the server refused: …".
// Gives up after `timeout`; the connection then waits as long as it takes again.
Expected<Message> AwaitAnswer(ServerConnection& connection, MessageType wanted,
                              std::chrono::milliseconds timeout);

// A seat played by an agent (ai/agent.h): it answers the server's messages with the agent's
// setup, moves and rescues, chosen from the view it keeps (SeatView) from `start` and the reports
// (never more: the server sends no more). Testable without a socket: messages in, messages out.
// In a game with a clock each move is interrupted once its budget (MoveBudget of the seat's time
// as the server last read it) has passed, as the server does for its own computer players.
class AgentSeat {
 public:
  struct Reply {
    std::vector<Message> send;
    bool finished = false;  // the game is over (see result()) or cannot go on (see error)
    std::string error;
  };

  explicit AgentSeat(Agent& agent) : agent_(agent) {}
  Reply Consume(const Message& message);

  const std::optional<PlayerView>& view() const { return known_.view(); }
  Player seat() const { return known_.seat(); }
  int game() const { return known_.game(); }
  const GameResult& result() const { return known_.result(); }
  const std::string& opponent() const { return known_.opponent(); }

 private:
  Reply OnJoined();
  Reply Over();
  Reply Fail(std::string error);
  // Whatever the seat must do now: rescue after its own move, or move on its turn.
  void Act(Reply& reply);
  // The agent's move, within the clock's budget in a game with one.
  Expected<Move> ChooseMove(const PlayerView& view);

  Agent& agent_;
  SeatView known_;
  bool awaiting_ = false;                // a move or rescue was sent; its report has not come yet
  std::unique_ptr<AgentWorker> worker_;  // made for the first move of a game with a clock
};

}  // namespace stratego
