#include "ui/watch_screen.h"

#include "ui/clock_text.h"
#include "ui/help_screen.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

WatchScreen::WatchScreen(std::unique_ptr<WatchTable> table, int game, DisplayOptions options,
                         std::function<ClockMs()> now)
    : table_(std::move(table)),
      game_(game),
      options_(options),
      play_([&options] {
        options.memory_mode = false;  // a spectator remembers nothing: the screen tells all
        return options;
      }()),
      now_(now ? std::move(now) : SteadyClockMs) {
  play_.SetSpectator(true, Title());
  play_.SetEndKeys("q: leave");
  play_.SetQuitQuestion("Stop watching? The game goes on. (y/n)");
}

std::string WatchScreen::Side(Player side) const {
  const std::string& user = side == Player::kRed ? red_ : blue_;
  const std::string name(PlayerName(side));
  return user.empty() ? name + " (nobody yet)" : user + " (" + name + ")";
}

std::string WatchScreen::PlayersLine() const {
  return "Game " + std::to_string(game_) + ": " + Side(Player::kRed) + " against " +
         Side(Player::kBlue);
}

// "watching alice v bob" in the header: the names, each cut to a length that leaves the header
// room for whose turn it is on the narrowest screen.
std::string WatchScreen::Title() const {
  constexpr int kNameWidth = 12;
  const auto name = [](const std::string& user, Player side) {
    return user.empty() ? std::string(PlayerName(side)) : Ellipsize(user, kNameWidth, false);
  };
  return "watching " + name(red_, Player::kRed) + " v " + name(blue_, Player::kBlue);
}

// --- news ---

void WatchScreen::Take(const WatchEvent& event) {
  if (event.kind == WatchEvent::Kind::kLost) {
    lost_ = "The connection to the server is lost: " + event.text + " (q leaves)";
    if (view_) play_.SetMessage(lost_, true, true);
    return;
  }
  game_ = event.game;
  red_ = event.red;
  blue_ = event.blue;
  rules_ = event.rules;
  play_.SetSpectator(true, Title());
  if (!event.text.empty()) result_text_ = event.text;
  if (event.times) {
    clocks_ = event.times;
    clocks_at_ = now_();
  }
  const std::optional<PlayerView> before = std::move(view_);
  view_ = event.view;
  if (view_) ShowView(before);
}

void WatchScreen::ShowView(const std::optional<PlayerView>& before) {
  play_.Show(*view_, PlayPhase::kWatching, false);
  const std::string news = NewsSince(before);
  if (!news.empty()) play_.SetMessage(news);
  if (!lost_.empty()) play_.SetMessage(lost_, true, true);
}

// What changed since the spectator's last view, in sentences: the moves that came (a rescue
// changes the last one rather than adding one), a draw offer, the end.
std::string WatchScreen::NewsSince(const std::optional<PlayerView>& before) const {
  const PlayerView& view = *view_;
  std::string news;
  const auto add = [&news](const std::string& sentence) {
    news += (news.empty() ? "" : " ") + sentence;
  };
  std::size_t first = view.history.empty() ? 0 : view.history.size() - 1;
  if (!before) {
    add(PlayersLine() + ".");
  } else {
    first = before->history.size();
    if (first > 0 && first <= view.history.size() &&
        before->history[first - 1] != view.history[first - 1])
      --first;
  }
  for (std::size_t i = first; i < view.history.size(); ++i)
    add(MoveSentence(view.history[i], std::nullopt, options_.numbering));
  if (view.draw_offer && (!before || view.draw_offer != before->draw_offer))
    add(std::string(PlayerName(*view.draw_offer)) + " offers a draw.");
  if (view.result.over() && (!before || !before->result.over()))
    add(result_text_.empty() ? Describe(view.result) + "." : result_text_);
  return news;
}

// --- keys ---

Transition WatchScreen::Handle(const InputEvent& event, const ScreenSize& size) {
  // While the spectator answers the question to leave, the news waits (PlayScreen::Show would
  // cut the question short).
  if (!play_.confirming() && !play_.editing()) {
    for (const WatchEvent& news : table_->Poll())
      Take(news);
  }
  if (clocks_) {
    play_.SetClocks(clocks_->After(now_() - clocks_at_),
                    {red_.empty() ? "Red" : red_, blue_.empty() ? "Blue" : blue_});
  }
  if (event.key == Key::kNone) return Transition::Stay();
  const bool asking = play_.confirming() || play_.editing();
  if (!view_ || over() || lost()) {
    if (event.Is(U'q') || event.key == Key::kEscape) return Transition::Pop();
    if (!view_) return Transition::Stay();
  }
  if (!asking && event.Is(U'q')) return Transition::Pop();  // a spectator loses nothing
  const Command command = PlayCommandFor(event);
  const PlayRequest request = play_.Handle(event, size);
  switch (request.kind) {
    case PlayRequest::Kind::kQuit:
      return Transition::Pop();
    case PlayRequest::Kind::kNone:
      if (!asking && (command == Command::kActivate || command == Command::kClick))
        play_.SetMessage("A spectator only watches: q leaves.", true);
      return Transition::Stay();
    case PlayRequest::Kind::kHelp:
      return Transition::Push(
          std::make_unique<HelpActivity>(SpectatorHelpEntries(options_, rules_)));
    default:
      play_.SetMessage("A spectator only watches: q leaves.", true);
      return Transition::Stay();
  }
}

// --- drawing ---

void WatchScreen::Render(Canvas& canvas, const Theme& theme) const {
  if (view_) {
    play_.Render(canvas, theme);
    return;
  }
  RenderWaiting(canvas, theme);
}

// Before the start: the game, its players, what it waits for.
void WatchScreen::RenderWaiting(Canvas& canvas, const Theme& theme) const {
  const int middle = canvas.height() / 2;
  const int width = canvas.width();
  canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle));
  canvas.Print(10, 0, "watching", theme.Of(Role::kHeading));
  PrintCentered(canvas, 0, middle - 1, width, PlayersLine(), theme.Of(Role::kHeading));
  PrintCentered(canvas, 0, middle, width, "The game begins when both armies are set up.",
                theme.Of(Role::kDim));
  const std::string bottom = lost_.empty() ? "q: leave" : lost_;
  canvas.Print(0, canvas.height() - 1, Ellipsize(bottom, width, theme.unicode()),
               theme.Of(lost_.empty() ? Role::kDim : Role::kError), width);
}

}  // namespace stratego
