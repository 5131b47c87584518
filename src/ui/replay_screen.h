// The replay viewer: a recorded game (core/game_record.h) shown position by position, stepped by
// hand or played automatically, from everyone's seat or from one player's. A record may turn
// illegal anywhere (it comes from a file); the viewer then shows it as far as it is legal and says
// where and why it stops.
//
// A step is one action of the record: a move, a rescue, a draw offer, its acceptance or a
// resignation. The move number shown is the number of moves made, as in the move log of a game.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "core/view.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/help_screen.h"
#include "ui/play_screen.h"
#include "ui/text_layout.h"

namespace stratego {

// Whose knowledge the board shows: both armies open, or exactly what one player knew at that
// point of the game (the view BuildView gives that player, so nothing hidden from them shows).
enum class ReplayViewpoint : std::uint8_t { kEverything, kRed, kBlue };
std::string_view ViewpointName(ReplayViewpoint viewpoint);  // "everything", "Red", "Blue"

enum class ReplayAction : std::uint8_t {
  kNone,
  kTick,           // Key::kNone from the run loop's timer: the next step of automatic play
  kForward,        // Right, l, n
  kBack,           // Left, h, p
  kStepOrPause,    // Space: a step forward, or a pause during automatic play
  kForwardTen,     // PageDown
  kBackTen,        // PageUp
  kForwardFar,     // '>' (or '.', the same key unshifted): a hundred steps
  kBackFar,        // '<' (or ',')
  kStart,          // Home, g
  kEnd,            // End, G
  kGoTo,           // ':' or '#': type a move number
  kToggleAuto,     // a, Enter
  kFaster,         // '+' (or '=', the same key unshifted)
  kSlower,         // '-'
  kNextViewpoint,  // v
  kHelp,           // '?', F1
  kQuit,           // q, Escape
};

// The replay's keys, all in one place; mouse clicks do nothing.
ReplayAction ReplayActionFor(const InputEvent& event);

// The pace of automatic play, in milliseconds a step, fastest first: from 100 steps a second
// (a game of 1200 moves in 12 s) to one step in 4 s.
inline constexpr std::array<int, 9> kReplayDelaysMs = {10, 20, 50, 100, 250, 500, 1000, 2000, 4000};
inline constexpr int kDefaultReplayStepMs = 1000;
// The screen is drawn at most this often: faster paces take more than one step a frame.
inline constexpr int kReplayFrameMs = 40;

// The pace of kReplayDelaysMs nearest to `step_ms` (a value kept in a file may be anything).
int NearestReplayDelayMs(int step_ms);
// A pace as people read it: "4 s a step", "1 s a step", "2 steps/s", "100 steps/s".
std::string ReplaySpeedName(int step_ms);

// Where the board, the panel and the status line go: as on the play screen.
std::optional<PlayLayout> LayoutReplayScreen(const ScreenSize& size);

// The replay's own help: its keys and what the board shows.
std::vector<HelpEntry> ReplayHelpEntries();

class ReplayScreen : public Activity {
 public:
  // `title` names the game on screen (a file name, say) and may be empty. Memory mode does not
  // apply: a replay is for studying a game, not for remembering it. Automatic play goes at the
  // pace of kReplayDelaysMs nearest to `step_ms` until + or - changes it (DelayMs()).
  ReplayScreen(GameRecord record, DisplayOptions options, std::string title = "",
               int step_ms = kDefaultReplayStepMs);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  // The time to the next frame of automatic play while it runs, else -1.
  int WakeAfterMs() const override { return playing_ ? std::max(DelayMs(), kReplayFrameMs) : -1; }

  int position() const { return position_; }  // actions done in the position shown
  int playable() const { return playable_; }  // the legal actions: the last position shown
  int MoveNumber() const;                     // moves made in the position shown
  bool playing() const { return playing_; }
  int DelayMs() const { return kReplayDelaysMs[speed_]; }  // the pace: milliseconds a step
  int StepsPerFrame() const { return std::max(1, kReplayFrameMs / DelayMs()); }
  // Sets the pace of automatic play to the one nearest `ms` a step.
  void SetDelayMs(int ms);
  ReplayViewpoint viewpoint() const { return viewpoint_; }
  const std::string& message() const { return message_; }
  // The position as the viewpoint shows it; none if the record cannot even start.
  const std::optional<PlayerView>& view() const { return view_; }

 private:
  // A part of the side panel; when the panel is short the parts of least weight go.
  struct PanelPart {
    int weight;  // 0 (where the game stands: always shown) to kLightestPart
    std::vector<StyledLine> lines;
  };
  static constexpr int kLightestPart = 4;
  static std::vector<StyledLine> FitParts(const std::vector<PanelPart>& parts, int rows);

  Transition Act(ReplayAction command);
  void HandleGoToLine(const InputEvent& event);
  void GoToMove(const std::string& typed);
  void GoTo(int position);
  void ToggleAuto();
  void SetMessage(std::string message, bool error);

  void RenderHeader(Canvas& canvas, const Theme& theme) const;
  void RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  std::vector<PanelPart> PanelParts(int width, LossForm form, const Theme& theme) const;
  std::vector<StyledLine> SituationLines(int width, const Theme& theme) const;
  std::vector<StyledLine> BattleLines(int width, const Theme& theme) const;
  std::vector<StyledLine> LossLines(int width, LossForm form, const Theme& theme) const;
  void AddMoveList(std::vector<StyledLine>& lines, int rows, int width, const Theme& theme) const;
  std::string ActionLine(int action) const;
  void RenderStatus(Canvas& canvas, int row, const Theme& theme) const;

  GameRecord record_;
  DisplayOptions options_;
  std::string title_;
  // What the whole record gives, found once: how far it is legal and why it stops there, the
  // report of every legal move, and where each move ends.
  int playable_ = 0;
  std::string stop_;            // "The record stops at move 121 e4-e5: …"; empty if legal
  std::string stop_in_view_;    // the same without the reason, for one side's view
  std::string result_problem_;  // the recorded result disagrees with the moves
  std::vector<MoveReport> reports_;
  std::vector<int> moves_before_;  // by action, up to playable_: moves made before it
  std::vector<int> after_move_;    // by move number: the position just after that move

  int position_ = 0;
  std::optional<PlayerView> view_;
  ReplayViewpoint viewpoint_ = ReplayViewpoint::kEverything;
  bool playing_ = false;
  std::size_t speed_ = 0;  // index into kReplayDelaysMs
  std::string message_;
  bool message_is_error_ = false;
  bool typing_ = false;  // the move number after ':' is being typed
  std::string typed_;
};

}  // namespace stratego
