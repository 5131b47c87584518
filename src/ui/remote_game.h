// A person's seat in a game held by a server (two-terminal play, docs/protocol.md): the setup
// editor while the opponent arranges at their own terminal, then the play screen without a
// curtain, always this seat's view: own ranks, the opponent's moves as they arrive, whose turn it
// is, whether the opponent is connected, the move log; at the end what the server revealed.
//
// Everything on screen comes from the events of a RemoteTable (remote_table.h), whose view holds
// no hidden enemy rank (RULES.md §8). A move, rescue, draw offer or resignation is sent and shown
// once the server's report comes back: nothing can be taken back (the server has it). Leaving
// keeps the game on the server, to be resumed (`stratego join GAME`). A refusal of the server is
// shown in the status line; a lost connection says so and leaves only the way out.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/rng.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/play_screen.h"
#include "ui/remote_table.h"
#include "ui/setup_editor.h"
#include "ui/setup_store.h"

namespace stratego {

// How often the screen looks for the server's news: often enough to feel at once, seldom
// enough to cost nothing (nothing is drawn when nothing changed).
inline constexpr int kRemotePollMs = 50;

class RemoteGame : public Activity {
 public:
  // `store` may be null (no setup files).
  // `now`: a steady clock in ms, for counting a game's clock down between the server's messages
  // (tests pass a fake one); the steady clock by default.
  RemoteGame(std::unique_ptr<RemoteTable> table, DisplayOptions options, SetupStore* store,
             std::uint64_t seed, std::function<ClockMs()> now = {});

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int WakeAfterMs() const override { return kRemotePollMs; }

  enum class Phase {
    kJoining,   // before the server has given the seat
    kSetup,     // the person arranges their army
    kArranged,  // the setup is sent (or was before): waiting for the opponent's
    kPlaying,
    kOver,
  };
  Phase phase() const { return phase_; }
  int game() const { return game_; }
  bool lost() const { return !lost_.empty(); }
  const PlayScreen& play_screen() const { return play_; }
  const SetupEditor* setup_editor() const { return editor_.get(); }
  // "Blue (bob) is arranging the army": the opponent's state in words.
  std::string OpponentLine() const;

 private:
  void Take(const RemoteEvent& event);
  void OnJoined(const RemoteEvent& event);
  void OnView(const RemoteEvent& event);
  void OnOpponent(const RemoteEvent& event);
  void OnError(const RemoteEvent& event);
  void OnLost(const RemoteEvent& event);
  std::string NewsSince(const std::optional<PlayerView>& before) const;
  void ShowView();
  void ShowWaiting();
  PlayPhase CurrentPlayPhase() const;
  std::string OpponentLabel() const;
  std::string ResumeHint() const;
  // Shows the clocks as they stand now: the server's last reading, counted down since.
  void ShowClocks();

  Transition HandleSetup(const InputEvent& event, const ScreenSize& size);
  Transition HandleWaiting(const InputEvent& event);
  Transition HandlePlay(const InputEvent& event, const ScreenSize& size);
  Transition Answer(const PlayRequest& request);
  Transition SendMove(Move move);
  Transition SendRescue(const RescueChoice& rescue);
  Transition SendDraw();
  Transition Leave();
  std::unique_ptr<Activity> Help(bool setup) const;

  void RenderWaiting(Canvas& canvas, const Theme& theme) const;

  std::unique_ptr<RemoteTable> table_;
  DisplayOptions options_;
  SetupStore* store_;
  Rng rng_;
  Phase phase_ = Phase::kJoining;
  int game_ = 0;
  Player seat_ = Player::kRed;
  RuleSet rules_;
  std::string opponent_name_;
  std::optional<RemoteOpponent> opponent_;
  std::unique_ptr<SetupEditor> editor_;
  std::optional<PlayerView> view_;
  bool rescue_open_ = false;
  bool awaiting_ = false;  // a move, rescue or resignation is sent; the server has not answered
  bool confirming_leave_ = false;  // outside the play screen: q asks first
  std::string problem_;            // the server's last refusal, outside the play screen
  std::string lost_;               // why the connection is gone; empty while it holds
  PlayScreen play_;
  std::function<ClockMs()> now_;
  std::optional<ClockReading> clocks_;  // as the server last read them, at clocks_at_ (now_)
  ClockMs clocks_at_ = 0;
};

}  // namespace stratego
