// The board as one player sees it on their turn: cursor, selection, legal destinations, the typed
// command line, the side panel (captures, pieces not yet seen, the move log) and the status line.
// The screen only asks for things (a PlayRequest); the session decides with the referee.
#pragma once

#include <array>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/view.h"
#include "ui/activity.h"
#include "ui/board_painter.h"
#include "ui/display.h"
#include "ui/input.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"
#include "ui/theme.h"

namespace stratego {

enum class PlayPhase {
  kChoosing,  // the player picks a move
  kMoved,     // the move is made; the player may take it back or hand over
  kRescuing,  // the move opened a rescue (RULES.md §7): the player picks a piece and a square
  kWatching,  // the player may look but not move (not their turn)
};

struct PlayRequest {
  enum class Kind {
    kNone,
    kMove,
    kUndo,
    kHandOver,
    kResign,
    kDraw,
    kQuit,
    kHelp,
    kSave,
    kRescue,         // put a captured piece back (RULES.md §7): `rescue`
    kDeclineRescue,  // make no rescue
  };
  Kind kind = Kind::kNone;
  Move move;
  std::string name = {};     // kSave: the name the copy is saved under
  RescueChoice rescue = {};  // kRescue: which piece, and where
  friend bool operator==(const PlayRequest&, const PlayRequest&) = default;
};
std::ostream& operator<<(std::ostream& out, const PlayRequest& request);

// Where the parts of the play screen go on a screen of a given size.
struct PlayLayout {
  BoardGeometry board;
  Rect panel;
  int status_row = 0;
};
std::optional<PlayLayout> LayoutPlayScreen(const ScreenSize& size);

inline constexpr std::string_view kKeptQuitQuestion =
    "Quit? The game is kept: resume it from the menu. (y/n)";

class PlayScreen {
 public:
  explicit PlayScreen(DisplayOptions options) : options_(options) {}

  // Shows a new view (after a move, or to the next player); keeps each player's cursor, and a
  // move log paged back stays on the moves it shows. In PlayPhase::kRescuing the screen asks
  // which captured piece to rescue (rank keys or Tab choose) and where (the empty squares of the
  // player's half are marked; the cursor starts on the first of them).
  void Show(const PlayerView& view, PlayPhase phase, bool can_undo);
  // A message answers what the player did or tells what happened. An error (a refused move or
  // pick, a key that does nothing now) is stale once the player moves on: it goes when the
  // cursor moves, the log is paged or another piece is chosen. Other messages (the opponent's
  // move, a take-back) and `lasting` errors (the game cannot be kept) stay until replaced.
  void SetMessage(std::string message, bool error = false, bool lasting = false);
  // While the player waits for a computer: `indicator` ("Blue (ai:hard) is thinking") stands at
  // the right end of the status line, followed by a spinner at `frame` (none if negative), and
  // `keys` (what works meanwhile) takes the place of the hint. An empty indicator: no waiting.
  void SetWaiting(std::string indicator, int frame, std::string keys);
  // A spectator watches a game between two computers from the open view, or a game on a server
  // from the public view: the screen names no side as "you". `title` stands in the header in
  // place of the seat's name (a spectator of a server's game: the players).
  void SetSpectator(bool spectator, std::string title = "watching") {
    spectator_ = spectator;
    spectator_title_ = std::move(title);
  }
  // A game with a clock (issue 14): both clocks as they stand now, shown at the top of the panel
  // under the sides' `names`; none: no clocks. The caller sets them again as time passes.
  void SetClocks(std::optional<ClockReading> clocks, std::array<std::string, kNumPlayers> names) {
    clocks_ = clocks;
    clock_names_ = std::move(names);
  }
  const std::optional<ClockReading>& clocks() const { return clocks_; }
  // What q asks before leaving: by default that the game is kept (kKeptQuitQuestion); the session
  // says otherwise while its latest change is not saved.
  void SetQuitQuestion(std::string question) { quit_question_ = std::move(question); }
  // What the hint offers at the end of the game, in phrases joined by " · "; empty: a new game,
  // turning the board, leaving (what a game at this terminal offers).
  void SetEndKeys(std::string keys) { end_keys_ = std::move(keys); }

  PlayRequest Handle(const InputEvent& event, const ScreenSize& size);
  void Render(Canvas& canvas, const Theme& theme) const;

  const PlayerView& view() const { return view_; }
  Square cursor() const { return cursors_[static_cast<std::size_t>(Index(view_.viewer))]; }
  std::optional<Square> selected() const { return selected_; }
  const std::string& message() const { return message_; }
  bool editing() const { return editing_; }
  bool confirming() const { return confirming_.has_value(); }
  PlayPhase phase() const { return phase_; }
  int log_back() const { return log_back_; }  // lines of the log paged past, from the newest
  // PlayPhase::kRescuing: the rank of the captured piece the player has chosen to rescue.
  Rank rescue_rank() const;
  // The battles shown in a highlighted box above the panel (indices into view().history): those
  // of the last two moves the viewer was shown, until the next key. Built from the view alone,
  // so it shows what the view's reports say (RULES.md §8: no hidden defender under silent
  // defense); another viewer's Show starts afresh from that viewer's view.
  const std::vector<int>& battles() const { return battles_; }

 private:
  Square& mutable_cursor() { return cursors_[static_cast<std::size_t>(Index(view_.viewer))]; }
  bool Navigate(Command command, const ScreenSize& size);
  void PageLog(int direction, const ScreenSize& size);
  int LogRows(const ScreenSize& size) const;
  PlayRequest Act(Command command);
  PlayRequest HandleConfirmation(const InputEvent& event);
  PlayRequest HandleCommandLine(const InputEvent& event);
  PlayRequest RunCommand(const std::string& text);
  PlayRequest Activate();
  PlayRequest Select();
  bool HandleRescueKey(const InputEvent& event, Command command);
  void ChooseRescueRank(Rank rank);
  PlayRequest RescueCommand(const std::string& text);
  void MoveCursor(int dx, int dy);
  void JumpToPiece(int direction);
  void Confirm(PlayRequest::Kind kind);

  void RenderHeader(Canvas& canvas, const Theme& theme) const;
  void RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  std::vector<StyledLine> PanelHead(int screen_width, const Rect& panel, const Theme& theme) const;
  std::vector<StyledLine> PanelHead(int screen_width, int width, LossForm form,
                                    const Theme& theme) const;
  void UpdateBattles(const PlayerView& view);
  void AddArmyLines(std::vector<StyledLine>& lines, int width, LossForm form,
                    const Theme& theme) const;
  void AddRescueLines(std::vector<StyledLine>& lines, int width, const Theme& theme) const;
  std::vector<std::string> LogEntries() const;
  void AddLogLines(std::vector<StyledLine>& lines, int rows, int back, int width,
                   const Theme& theme) const;
  void RenderStatus(Canvas& canvas, int row, const Theme& theme) const;
  std::vector<std::string> HintPhrases() const;
  std::string Hint(int width) const;
  std::string StatusText(int width) const;
  std::string Indicator(const Theme& theme) const;
  int StatusWidth(int width) const;
  bool MessageFitsStatus(int screen_width) const;

  DisplayOptions options_;
  PlayerView view_;
  PlayPhase phase_ = PlayPhase::kWatching;
  bool can_undo_ = false;
  std::array<Square, kNumPlayers> cursors_ = {Square::At(4, 2), Square::At(5, 7)};
  std::optional<Square> selected_;
  std::string message_;
  bool message_is_error_ = false;
  bool message_lasts_ = false;
  std::vector<int> battles_;
  bool editing_ = false;
  std::string command_;
  std::optional<PlayRequest::Kind> confirming_;
  int log_back_ = 0;
  std::string waiting_;
  int waiting_frame_ = -1;
  std::string waiting_keys_;
  bool spectator_ = false;
  std::string spectator_title_ = "watching";
  std::string quit_question_{kKeptQuitQuestion};
  std::string end_keys_;
  std::vector<Rank> rescue_ranks_;  // kRescuing: the ranks the player may rescue, strongest first
  std::size_t rescue_choice_ = 0;   // index into rescue_ranks_
  std::optional<ClockReading> clocks_;
  std::array<std::string, kNumPlayers> clock_names_{"Red", "Blue"};
};

// Every rule option of a game in a few words, for the play screen's panel: "Barrage · two-squares
// N=3 · silent defense · rescue" (`bullet` between the parts; memory mode too, a display option).
// In short words ("Barrage · 2sq N=3 · silent · rescue"), or in full words when they fit `width`.
std::string RulesLine(const RuleSet& rules, const DisplayOptions& options,
                      const std::string& bullet, bool short_words);
std::string RulesLine(const RuleSet& rules, const DisplayOptions& options,
                      const std::string& bullet, int width);

// One side's captured pieces for a side panel, by name, wrapped at the commas: "Your losses:
// Colonel (8), Scout (2) ×5, Spy" (LossForm).
void AppendLosses(std::vector<StyledLine>& lines, const std::string& label,
                  const std::array<int, kNumRanks + 1>& counts, LossForm form,
                  const DisplayOptions& options, const Theme& theme, int width);

// A battle in a few highlighted lines: "Battle on e5 (move 12)", "Your Captain (6) attacks
// Blue's Lieutenant (5)", "Your Captain wins." Told as `viewer` knows it (their report: under
// silent defense the attacker sees "Blue's piece"); no viewer: a spectator, sides by name.
void AppendBattle(std::vector<StyledLine>& lines, const MoveReport& report, int number,
                  std::optional<Player> viewer, Numbering numbering, const Theme& theme, int width);

// How many lines the move log of `view` has: a move each, and a line for each rescue.
int LogLength(const PlayerView& view);

}  // namespace stratego
