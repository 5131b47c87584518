#include "net/watch_view.h"

#include "core/view_update.h"

namespace stratego {

Status WatchView::Consume(const Message& message) {
  if (message.times) times_ = message.times->reading();
  if (message.type == MessageType::kWatching) clock_ = message.clock;
  switch (message.type) {
    case MessageType::kWatching:
      return OnWatching(message);
    case MessageType::kReport:
      return FollowReport(view_, message);
    case MessageType::kRescued:
      return FollowRescue(view_, message);
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

// `watching` comes first, and again when the game starts: each time it holds the whole game so
// far, so the view is rebuilt from it.
Status WatchView::OnWatching(const Message& watching) {
  game_ = watching.game;
  rules_ = watching.rules;
  red_ = watching.red.value_or("");
  blue_ = watching.blue.value_or("");
  view_.reset();
  if (watching.red_pieces.empty() && watching.blue_pieces.empty()) return {};
  auto view = SpectatorView(rules_, watching.red_pieces, watching.blue_pieces);
  if (!view) return Error{"the server's game does not fit: " + view.error()};
  for (std::size_t i = 0; i < watching.reports.size(); ++i) {
    if (Status applied = ApplyWireReport(*view, watching.reports[i]); !applied)
      return Error{"the server's report " + std::to_string(i + 1) +
                   " does not fit: " + applied.error()};
  }
  if (watching.draw_offer) view->draw_offer = watching.draw_offer;
  view_ = std::move(*view);
  if (watching.result.over()) Over(watching.result, "");
  return {};
}

void WatchView::Over(const GameResult& result, std::string text) {
  if (!text.empty()) result_text_ = std::move(text);
  if (view_) EndView(*view_, result);
}

}  // namespace stratego
