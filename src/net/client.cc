#include "net/client.h"

#include <poll.h>

#include <array>
#include <asio.hpp>
#include <cerrno>
#include <cstring>
#include <future>

#include "core/view_update.h"

namespace stratego {

using Local = asio::local::stream_protocol;
using Tcp = asio::ip::tcp;

class ServerConnection::Impl {
 public:
  Impl() : socket(io) {}
  asio::io_context io;
  asio::generic::stream_protocol::socket socket;
  std::string buffer;                    // received, not yet returned
  std::chrono::milliseconds timeout{0};  // 0: a read waits as long as it takes
};

bool IsTcpServer(std::string_view server) {
  return server.find(':') != std::string_view::npos && server.find('/') == std::string_view::npos;
}

namespace {

// Connects to HOST:PORT ([V6ADDR]:PORT), trying each address the name resolves to.
asio::error_code ConnectTcp(asio::io_context& io, const std::string& server,
                            asio::generic::stream_protocol::socket& socket) {
  const std::size_t colon = server.rfind(':');
  std::string host = server.substr(0, colon);
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  Tcp::resolver resolver(io);
  asio::error_code error;
  const auto endpoints = resolver.resolve(host, server.substr(colon + 1), error);
  if (error) return error;
  Tcp::socket tcp(io);
  asio::connect(tcp, endpoints, error);
  if (error) return error;
  tcp.set_option(Tcp::no_delay(true), error);  // one short line a move: send it at once
  socket = asio::generic::stream_protocol::socket(std::move(tcp));
  return {};
}

}  // namespace

Expected<std::unique_ptr<ServerConnection>> ServerConnection::Open(const std::string& server) {
  auto impl = std::make_unique<Impl>();
  asio::error_code error;
  if (IsTcpServer(server)) {
    error = ConnectTcp(impl->io, server, impl->socket);
  } else {
    Local::socket local(impl->io);
    local.connect(Local::endpoint(server), error);
    if (!error) impl->socket = asio::generic::stream_protocol::socket(std::move(local));
  }
  if (error) return Error{"no server answers on " + server + ": " + error.message()};
  return std::unique_ptr<ServerConnection>(new ServerConnection(std::move(impl)));
}

ServerConnection::ServerConnection(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ServerConnection::~ServerConnection() = default;

// Asio's blocking read waits in poll() without a limit whatever SO_RCVTIMEO says, so the limit
// is kept here and waited for with poll() before each read.
void ServerConnection::SetReceiveTimeout(std::chrono::milliseconds timeout) {
  impl_->timeout = timeout;
}

void ServerConnection::Shutdown() {
  asio::error_code ignored;
  impl_->socket.shutdown(asio::socket_base::shutdown_both, ignored);
}

Status ServerConnection::Send(const Message& message) {
  return SendLine(FormatMessage(message));
}

Status ServerConnection::SendLine(std::string line) {
  line += '\n';
  asio::error_code error;
  asio::write(impl_->socket, asio::buffer(line), error);
  if (error) return Error{"the server went away: " + error.message()};
  return {};
}

Expected<std::string> ServerConnection::ReceiveLine() {
  std::string& buffer = impl_->buffer;
  for (;;) {
    const std::size_t newline = buffer.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer.substr(0, newline);
      buffer.erase(0, newline + 1);
      transcript_ += line + '\n';
      return line;
    }
    if (buffer.size() > kMaxLineBytes) return Error{"the server sent a line that is too long"};
    if (impl_->timeout.count() > 0) {
      pollfd ready{impl_->socket.native_handle(), POLLIN, 0};
      const int polled = ::poll(&ready, 1, static_cast<int>(impl_->timeout.count()));
      if (polled == 0)
        return Error{"the server did not answer within " + std::to_string(impl_->timeout.count()) +
                     " ms"};
      if (polled < 0 && errno != EINTR)
        return Error{"the server went away: " + std::string(std::strerror(errno))};
      if (polled < 0) continue;  // a signal: wait again
    }
    std::array<char, 8192> chunk{};
    asio::error_code error;
    const std::size_t size = impl_->socket.read_some(asio::buffer(chunk), error);
    if (error)
      return Error{error == asio::error::eof ? std::string("the server closed the connection")
                                             : "the server went away: " + error.message()};
    buffer.append(chunk.data(), size);
  }
}

Expected<Message> ServerConnection::Receive() {
  auto line = ReceiveLine();
  if (!line) return Error{line.error()};
  ParsedLine parsed = ParseMessage(*line);
  if (!parsed.message)
    return Error{"the server sent a line that is not a message: " + parsed.error.message};
  return std::move(*parsed.message);
}

// --- AgentSeat ---

AgentSeat::Reply AgentSeat::Consume(const Message& message) {
  if (message.type == MessageType::kError)
    return Fail("the server refused '" + message.request.value_or("?") + "': " + message.message);
  if (Status taken = known_.Consume(message); !taken) return Fail(taken.error());
  switch (message.type) {
    case MessageType::kJoined:
      return OnJoined();
    case MessageType::kStart:
    case MessageType::kReport:
    case MessageType::kRescued:
    case MessageType::kRescueDeclined: {
      awaiting_ = false;
      if (known_.result().over()) return Over();
      Reply reply;
      Act(reply);
      return reply;
    }
    case MessageType::kOver:
      return Over();
    default:
      return {};
  }
}

AgentSeat::Reply AgentSeat::OnJoined() {
  Reply reply;
  if (!known_.needs_setup()) return reply;
  const std::string& opponent = known_.opponent();
  auto setup =
      agent_.ChooseSetup(known_.rules(), known_.seat(), opponent.empty() ? "opponent" : opponent);
  if (!setup) return Fail(setup.error());
  Message message;
  message.type = MessageType::kSetup;
  message.setup = *setup;
  reply.send.push_back(message);
  return reply;
}

AgentSeat::Reply AgentSeat::Over() {
  if (known_.view()) agent_.GameOver(*known_.view());
  Reply reply;
  reply.finished = true;
  return reply;
}

AgentSeat::Reply AgentSeat::Fail(std::string error) {
  Reply reply;
  reply.finished = true;
  reply.error = std::move(error);
  return reply;
}

namespace {

// Whether the last move ended the game in a way the view can see (RULES.md §6): the `over` that
// says so follows its report, and nothing may be asked of the agent meanwhile.
bool SeenToEnd(const PlayerView& view) {
  if (!view.history.empty() && view.history.back().is_attack() &&
      view.history.back().defender_rank == Rank::kFlag)
    return true;
  if (view.rules.max_moves > 0 && view.ply >= view.rules.max_moves) return true;
  if (view.rules.max_quiet_moves > 0 && view.quiet_plies >= view.rules.max_quiet_moves) return true;
  MoveList moves;
  LegalMoves(view, moves);
  return moves.empty();
}

}  // namespace

Expected<Move> AgentSeat::ChooseMove(const PlayerView& view) {
  const std::optional<ClockRule>& clock = known_.clock();
  const std::optional<ClockReading>& times = known_.times();
  if (!clock || !times) return agent_.ChooseMove(view);
  if (!worker_) worker_ = std::make_unique<AgentWorker>();
  std::promise<Expected<Move>> answer;
  std::future<Expected<Move>> answered = answer.get_future();
  worker_->Ask(agent_, view, MoveBudget(times->Left(known_.seat()), clock->increment_ms),
               [&answer](Expected<Move> move) { answer.set_value(std::move(move)); });
  return answered.get();
}

void AgentSeat::Act(Reply& reply) {
  const std::optional<PlayerView>& view = known_.view();
  if (!view || view->result.over() || awaiting_) return;
  if (known_.rescue_open()) {
    if (view->history.empty() || view->history.back().mover != known_.seat()) return;  // wait
    auto choice = agent_.ChooseRescue(*view);
    if (!choice) {
      reply = Fail(choice.error());
      return;
    }
    Message message;
    message.type = *choice ? MessageType::kRescue : MessageType::kDeclineRescue;
    if (*choice) message.rescue = **choice;
    reply.send.push_back(message);
    awaiting_ = true;
    return;
  }
  if (view->to_move != known_.seat() || SeenToEnd(*view)) return;
  auto move = ChooseMove(*view);
  if (!move) {
    Message resign;
    resign.type = MessageType::kResign;
    reply.send.push_back(resign);
    awaiting_ = true;
    return;
  }
  Message message;
  message.type = MessageType::kMove;
  message.move = *move;
  reply.send.push_back(message);
  awaiting_ = true;
}

Expected<Message> AwaitAnswer(ServerConnection& connection, MessageType wanted,
                              std::chrono::milliseconds timeout) {
  connection.SetReceiveTimeout(timeout);
  Expected<Message> answer = Error{""};
  for (;;) {
    answer = connection.Receive();
    if (!answer) break;
    if (answer->type == MessageType::kError) {
      answer = Error{"the server refused: " + answer->message};
      break;
    }
    if (answer->type == wanted) break;
  }
  connection.SetReceiveTimeout(std::chrono::milliseconds(0));  // a game may wait long
  return answer;
}

}  // namespace stratego
