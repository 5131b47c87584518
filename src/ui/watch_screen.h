// The spectator's screen (`stratego watch GAME` on a terminal): the play screen without a seat,
// the public view of a game a server holds (ui/watch_table.h): both armies as everyone sees them
// (no rank unless a battle revealed it, under silent defense not the defender's: RULES.md §8),
// the players' names, whose turn it is, the moves as they arrive, the move log and the result.
// Everything on screen comes from the table's events; a spectator asks the server for nothing.
// q leaves at any time (the game goes on without the spectator).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "ui/activity.h"
#include "ui/display.h"
#include "ui/play_screen.h"
#include "ui/watch_table.h"

namespace stratego {

// How often the screen looks for the server's news (as RemoteGame does).
inline constexpr int kWatchPollMs = 50;

class WatchScreen : public Activity {
 public:
  // `game` names the game until the server says more. Memory mode does not apply: a spectator
  // sees what both players heard.
  // `now`: a steady clock in ms, for counting a game's clock down between the server's messages
  // (tests pass a fake one); the steady clock by default.
  WatchScreen(std::unique_ptr<WatchTable> table, int game, DisplayOptions options,
              std::function<ClockMs()> now = {});

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int WakeAfterMs() const override { return kWatchPollMs; }

  bool started() const { return view_.has_value(); }
  bool over() const { return view_ && view_->result.over(); }
  bool lost() const { return !lost_.empty(); }
  const PlayScreen& play_screen() const { return play_; }
  // "Game 3: alice (Red) against bob (Blue)".
  std::string PlayersLine() const;
  // The header's title: "watching alice v bob".
  std::string Title() const;

 private:
  void Take(const WatchEvent& event);
  void ShowView(const std::optional<PlayerView>& before);
  std::string Side(Player side) const;
  std::string NewsSince(const std::optional<PlayerView>& before) const;
  void RenderWaiting(Canvas& canvas, const Theme& theme) const;

  std::unique_ptr<WatchTable> table_;
  int game_ = 0;
  DisplayOptions options_;  // as given, for the help
  RuleSet rules_;           // the game's, once the server has said
  std::string red_;
  std::string blue_;
  std::optional<PlayerView> view_;
  std::string result_text_;
  std::string lost_;  // why the connection is gone; empty while it holds
  PlayScreen play_;
  std::function<ClockMs()> now_;
  std::optional<ClockReading> clocks_;  // as the server last read them, at clocks_at_ (now_)
  ClockMs clocks_at_ = 0;
};

}  // namespace stratego
