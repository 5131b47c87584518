#include "app/server_watch.h"

namespace stratego {

namespace {

// As for `host` and `join`: a stalled server must not freeze the command.
constexpr std::chrono::seconds kWatchAnswerTimeout{10};

bool ChangesWhatIsSeen(MessageType type) {
  switch (type) {
    case MessageType::kWatching:
    case MessageType::kReport:
    case MessageType::kRescued:
    case MessageType::kDrawOffer:
    case MessageType::kOver:
      return true;
    default:
      return false;
  }
}

}  // namespace

Expected<Message> AwaitWatching(ServerConnection& connection) {
  return AwaitAnswer(connection, MessageType::kWatching, kWatchAnswerTimeout);
}

ServerWatch::ServerWatch(std::unique_ptr<ServerConnection> connection, const Message& watching,
                         std::shared_ptr<WatchOutcome> outcome)
    : outcome_(std::move(outcome)), server_(std::move(connection), watching) {}

WatchEvent ServerWatch::Event() const {
  WatchEvent event;
  event.game = known_.game();
  event.rules = known_.rules();
  event.red = known_.red();
  event.blue = known_.blue();
  event.view = known_.view();
  event.text = known_.result_text();
  event.times = known_.times();
  return event;
}

std::vector<WatchEvent> ServerWatch::Poll() {
  auto [inbox, lost] = server_.Take();
  std::vector<WatchEvent> events;
  if (lost_told_) return events;
  for (const Message& message : inbox) {
    if (message.type == MessageType::kError) continue;  // a spectator sends nothing to refuse
    if (Status taken = known_.Consume(message); !taken) {
      lost = "the server's messages cannot be followed: " + taken.error();
      break;
    }
    if (!ChangesWhatIsSeen(message.type)) continue;
    events.push_back(Event());
    if (outcome_ && known_.view() && known_.view()->result.over()) {
      outcome_->over = true;
      outcome_->result =
          known_.result_text().empty() ? Describe(known_.view()->result) : known_.result_text();
    }
  }
  const bool over = known_.view() && known_.view()->result.over();
  if (lost && !over) {
    WatchEvent event;
    event.kind = WatchEvent::Kind::kLost;
    event.text = *lost;
    events.push_back(std::move(event));
    lost_told_ = true;
    if (outcome_) outcome_->lost = "the connection to the server was lost: " + *lost;
  }
  return events;
}

}  // namespace stratego
