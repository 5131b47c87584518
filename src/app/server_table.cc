#include "app/server_table.h"

#include <pwd.h>
#include <unistd.h>

#include <filesystem>

#include "net/game_files.h"

namespace stratego {

namespace {

// How long the server may take to answer a hello, a host or a join before the client gives up:
// a stalled server must not freeze the screen or the command.
constexpr std::chrono::seconds kAnswerTimeout{10};

// The name a TCP peer gives the server (it has no Unix user there): this Unix user's.
std::optional<std::string> OwnUserName() {
  const passwd* entry = getpwuid(getuid());
  if (entry == nullptr || entry->pw_name == nullptr || *entry->pw_name == '\0') return std::nullopt;
  return std::string(entry->pw_name);
}

}  // namespace

Expected<ServerLogin> LogIn(const std::string& socket, bool default_socket,
                            const std::string& client, const std::optional<std::string>& as_user) {
  // A --server path may be shared on purpose. A missing folder is left to the connection to
  // report (no server).
  if (const std::size_t slash = socket.rfind('/');
      default_socket && slash != std::string::npos && slash > 0) {
    const std::string folder = socket.substr(0, slash);
    std::error_code ignored;
    const bool exists = std::filesystem::symlink_status(folder, ignored).type() !=
                        std::filesystem::file_type::not_found;
    if (Status own = CheckPrivateDirectory(folder); exists && !own)
      return Error{"will not use the default socket: " + own.error()};
  }
  auto connection = ServerConnection::Open(socket);
  if (!connection) return Error{connection.error() + " (start one with `stratego serve`)"};
  Message hello;
  hello.type = MessageType::kHello;
  hello.version = kProtocolVersion;
  hello.client = client;
  hello.user = as_user;
  if (!hello.user && IsTcpServer(socket)) hello.user = OwnUserName();
  (*connection)->SetReceiveTimeout(kAnswerTimeout);
  if (Status sent = (*connection)->Send(hello); !sent) {
    // A server that refuses the connection (too_many_connections) says why, then closes it:
    // the hello may find it closed, and the reason is still there to read.
    auto refusal = (*connection)->Receive();
    if (refusal && refusal->type == MessageType::kError) return Error{refusal->message};
    return Error{sent.error()};
  }
  auto welcome = (*connection)->Receive();
  (*connection)->SetReceiveTimeout(std::chrono::milliseconds(0));
  if (!welcome) return Error{welcome.error()};
  if (welcome->type == MessageType::kError) return Error{welcome->message};
  return ServerLogin{std::move(*connection), welcome->user.value_or("")};
}

Expected<Message> AwaitJoined(ServerConnection& connection) {
  return AwaitAnswer(connection, MessageType::kJoined, kAnswerTimeout);
}

namespace {

RemoteOpponent ToRemote(OpponentState state) {
  switch (state) {
    case OpponentState::kWaiting:
      return RemoteOpponent::kWaiting;
    case OpponentState::kArranging:
      return RemoteOpponent::kArranging;
    case OpponentState::kReady:
      return RemoteOpponent::kReady;
    case OpponentState::kConnected:
      return RemoteOpponent::kConnected;
    case OpponentState::kDisconnected:
      return RemoteOpponent::kDisconnected;
  }
  return RemoteOpponent::kWaiting;
}

RemoteEvent Lost(std::string why) {
  RemoteEvent event;
  event.kind = RemoteEvent::Kind::kLost;
  event.text = std::move(why);
  return event;
}

}  // namespace

ServerTable::ServerTable(std::unique_ptr<ServerConnection> connection, const Message& joined,
                         std::shared_ptr<SeatOutcome> outcome)
    : outcome_(std::move(outcome)), server_(std::move(connection), joined) {}

std::vector<RemoteEvent> ServerTable::Poll() {
  auto [inbox, lost] = server_.Take();
  std::vector<RemoteEvent> events;
  if (lost_told_) return events;
  for (const Message& message : inbox) {
    if (Status taken = seat_.Consume(message); !taken) {
      lost = "the server's messages cannot be followed: " + taken.error();
      break;
    }
    Turn(message, events);
  }
  if (lost && !left_) {
    events.push_back(Lost(*lost));
    lost_told_ = true;
    if (outcome_ && !outcome_->over)
      outcome_->lost = "the connection to the server was lost: " + *lost;
  }
  return events;
}

void ServerTable::Turn(const Message& message, std::vector<RemoteEvent>& events) {
  RemoteEvent event;
  switch (message.type) {
    case MessageType::kJoined:
      event.kind = RemoteEvent::Kind::kJoined;
      event.game = seat_.game();
      event.seat = seat_.seat();
      event.rules = seat_.rules();
      event.needs_setup = seat_.needs_setup();
      event.name = seat_.opponent();
      event.clock = seat_.clock();
      if (outcome_) outcome_->game = seat_.game();
      break;
    case MessageType::kOpponent:
      event.kind = RemoteEvent::Kind::kOpponent;
      event.opponent = ToRemote(message.opponent);
      event.name = seat_.opponent();
      break;
    case MessageType::kStart:
    case MessageType::kReport:
    case MessageType::kRescued:
    case MessageType::kRescueDeclined:
    case MessageType::kDrawOffer:
    case MessageType::kOver:
      if (!seat_.view()) return;
      event.kind = RemoteEvent::Kind::kView;
      event.view = *seat_.view();
      event.rescue_open = seat_.rescue_open();
      event.times = seat_.times();
      if (seat_.result().over()) {
        event.text = seat_.result_text().empty() ? Describe(seat_.result()) : seat_.result_text();
        if (outcome_) *outcome_ = {seat_.game(), true, event.text, ""};
      }
      break;
    case MessageType::kError:
      event.kind = RemoteEvent::Kind::kError;
      event.text = message.message;
      event.request = message.request.value_or("");
      break;
    default:
      return;
  }
  events.push_back(std::move(event));
}

void ServerTable::Send(const Message& message) {
  server_.Send(message);
}

void ServerTable::Send(MessageType type) {
  Message message;
  message.type = type;
  Send(message);
}

void ServerTable::SendSetup(const Setup& setup) {
  Message message;
  message.type = MessageType::kSetup;
  message.setup = setup;
  Send(message);
}

void ServerTable::SendMove(Move move) {
  Message message;
  message.type = MessageType::kMove;
  message.move = move;
  Send(message);
}

void ServerTable::SendRescue(const RescueChoice& rescue) {
  Message message;
  message.type = MessageType::kRescue;
  message.rescue = rescue;
  Send(message);
}

void ServerTable::SendDeclineRescue() {
  Send(MessageType::kDeclineRescue);
}
void ServerTable::SendOfferDraw() {
  Send(MessageType::kOfferDraw);
}
void ServerTable::SendAcceptDraw() {
  Send(MessageType::kAcceptDraw);
}
void ServerTable::SendResign() {
  Send(MessageType::kResign);
}

void ServerTable::Leave() {
  left_ = true;
  Send(MessageType::kBye);
}

}  // namespace stratego
