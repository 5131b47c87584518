#include "net/seat_view.h"

#include "core/view_update.h"

namespace stratego {

Status SeatView::Consume(const Message& message) {
  if (message.times) times_ = message.times->reading();
  if (message.type == MessageType::kJoined) clock_ = message.clock;
  switch (message.type) {
    case MessageType::kJoined:
      return OnJoined(message);
    case MessageType::kOpponent:
      if (message.name) opponent_ = *message.name;
      opponent_state_ = message.opponent;
      return {};
    case MessageType::kStart:
      return OnStart(message);
    case MessageType::kReport:
      return OnReport(message);
    case MessageType::kRescued:
      return OnRescued(message);
    case MessageType::kRescueDeclined:
      return OnRescueDeclined();
    case MessageType::kDrawOffer:
      if (view_) view_->draw_offer = message.seat;
      return {};
    case MessageType::kOver:
      Over(message.result, message.text);
      return {};
    default:
      return {};
  }
}

Status SeatView::OnJoined(const Message& joined) {
  rules_ = joined.rules;
  seat_ = joined.seat;
  game_ = joined.game;
  needs_setup_ = joined.needs_setup;
  if (joined.name) opponent_ = *joined.name;
  return {};
}

Status SeatView::OnStart(const Message& start) {
  if (game_ == 0 || start.game != game_ || start.seat != seat_)
    return Error{"a start for a seat this client did not join"};
  auto view = ViewFromStart(rules_, start);
  if (!view) return Error{"the server's start does not fit: " + view.error()};
  view_ = std::move(*view);
  rescue_open_ = start.rescue_open;
  needs_setup_ = false;
  if (start.result.over()) Over(start.result, "");
  return {};
}

Status SeatView::OnReport(const Message& report) {
  if (Status followed = FollowReport(view_, report); !followed) return followed;
  rescue_open_ = report.rescue_open;
  return {};
}

Status SeatView::OnRescued(const Message& rescued) {
  if (Status followed = FollowRescue(view_, rescued); !followed) return followed;
  rescue_open_ = false;
  return {};
}

// The mover let the rescue pass (RULES.md §7); only the mover's own history keeps that.
Status SeatView::OnRescueDeclined() {
  if (!view_ || view_->history.empty()) return Error{"a declined rescue before any move"};
  if (view_->history.back().mover == seat_) view_->history.back().rescue_declined = true;
  rescue_open_ = false;
  return {};
}

void SeatView::Over(const GameResult& result, std::string text) {
  result_ = result;
  if (!text.empty()) result_text_ = std::move(text);
  if (view_) EndView(*view_, result);
}

}  // namespace stratego
