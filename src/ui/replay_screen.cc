#include "ui/replay_screen.h"

#include <algorithm>
#include <memory>

#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

constexpr std::size_t kMaxTyped = 12;
constexpr int kMinimumListRows = 4;  // the "Moves" heading and three moves, whatever else shows
constexpr int kPage = 10;            // the steps of PageUp and PageDown

std::optional<ReplayAction> SpecialKeyCommand(Key key) {
  switch (key) {
    case Key::kNone:
      return ReplayAction::kTick;
    case Key::kRight:
      return ReplayAction::kForward;
    case Key::kLeft:
      return ReplayAction::kBack;
    case Key::kPageDown:
      return ReplayAction::kForwardTen;
    case Key::kPageUp:
      return ReplayAction::kBackTen;
    case Key::kHome:
      return ReplayAction::kStart;
    case Key::kEnd:
      return ReplayAction::kEnd;
    case Key::kEnter:
      return ReplayAction::kToggleAuto;
    case Key::kF1:
      return ReplayAction::kHelp;
    case Key::kEscape:
      return ReplayAction::kQuit;
    default:
      return std::nullopt;
  }
}

ReplayAction CharacterCommand(char32_t ch) {
  switch (ch) {
    case U'l':
    case U'n':
      return ReplayAction::kForward;
    case U'h':
    case U'p':
      return ReplayAction::kBack;
    case U' ':
      return ReplayAction::kStepOrPause;
    case U'g':
      return ReplayAction::kStart;
    case U'G':
      return ReplayAction::kEnd;
    case U':':
    case U'#':
      return ReplayAction::kGoTo;
    case U'a':
      return ReplayAction::kToggleAuto;
    case U'+':
    case U'=':
      return ReplayAction::kFaster;
    case U'-':
      return ReplayAction::kSlower;
    case U'v':
      return ReplayAction::kNextViewpoint;
    case U'?':
      return ReplayAction::kHelp;
    case U'q':
      return ReplayAction::kQuit;
    default:
      return ReplayAction::kNone;
  }
}

// "0.25 s", "1 s": the delays of kReplayDelaysMs as people read them.
std::string Seconds(int ms) {
  std::string text = std::to_string(ms / 1000);
  if (ms % 1000 != 0) {
    std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
    while (fraction.back() == '0')
      fraction.pop_back();
    text += "." + fraction;
  }
  return text + " s";
}

std::string Capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

bool AllDigits(const std::string& text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string Trimmed(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

// In a narrow panel, the blanks that all lines begin with (the room for move numbers up to 999)
// go, so that an attack's outcome fits; the lines stay aligned.
void TrimCommonIndent(std::vector<std::string>& lines, int width) {
  std::size_t indent = std::string::npos;
  bool too_wide = false;
  for (const std::string& line : lines) {
    indent = std::min(indent, line.find_first_not_of(' '));
    too_wide = too_wide || TextWidth(line) > width;
  }
  if (!too_wide || indent == std::string::npos) return;
  for (std::string& line : lines)
    line.erase(0, indent);
}

}  // namespace

std::string_view ViewpointName(ReplayViewpoint viewpoint) {
  switch (viewpoint) {
    case ReplayViewpoint::kEverything:
      return "everything";
    case ReplayViewpoint::kRed:
      return "Red";
    case ReplayViewpoint::kBlue:
      return "Blue";
  }
  return "";
}

ReplayAction ReplayActionFor(const InputEvent& event) {
  if (auto command = SpecialKeyCommand(event.key)) return *command;
  if (event.key != Key::kCharacter) return ReplayAction::kNone;
  return CharacterCommand(event.ch);
}

std::optional<PlayLayout> LayoutReplayScreen(const ScreenSize& size) {
  return LayoutPlayScreen(size);
}

std::vector<HelpEntry> ReplayHelpEntries() {
  return {
      {"", "Watching a replay", true},
      {"Right, l, n", "one step forward: a move, a draw offer or a resignation", false},
      {"Space", "one step forward; during automatic play, pause", false},
      {"Left, h, p", "one step back", false},
      {"PageDown, PageUp", "ten steps forward, back", false},
      {"Home or g, End or G", "the start (both setups), the end", false},
      {": or # and a number", "go to the position after that move (0: the start), then Enter",
       false},
      {"a or Enter", "play the game automatically, or pause; at the end it starts again", false},
      {"+ and -", "faster and slower: from 0.25 s to 4 s a step", false},
      {"v", "whose view: everything (both armies open), only what Red knew, only what Blue knew",
       false},
      {"?", "this help", false},
      {"q or Esc", "leave the replay", false},
      {"", "On the board", true},
      {"",
       "The last move is marked. In everyone's view every rank shows. In Red's or Blue's view the "
       "other army shows only what that player knew at that point of the game: ■ nothing known, "
       "● has moved, a rank once revealed in a battle or, for a Scout, once seen moving far.",
       false},
      {"",
       "The move list shows the steps so far, the current one marked; in everyone's view the "
       "steps to come follow, dimmed. Every attack shows both ranks: an attack reveals them to "
       "both players.",
       false},
  };
}

ReplayScreen::ReplayScreen(GameRecord record, DisplayOptions options, std::string title)
    : record_(std::move(record)), options_(options), title_(std::move(title)) {
  options_.memory_mode = false;
  const Replay whole = ReplayRecord(record_);
  playable_ = whole.applied;
  if (whole.state) reports_ = whole.state->history();
  if (!whole.ok()) {
    stop_ = whole.problem_action < 0
                ? "The record cannot be replayed: " + *whole.problem
                : "The record stops at " + DescribeAction(record_, whole.problem_action) + ": " +
                      *whole.problem;
  } else if (const auto problem = CheckRecord(record_)) {
    result_problem_ = Capitalized(problem->message);
  }
  after_move_.push_back(0);
  int moves = 0;
  for (int action = 0; action < playable_; ++action) {
    moves_before_.push_back(moves);
    if (record_.actions[static_cast<std::size_t>(action)].kind == ActionKind::kMove) {
      ++moves;
      after_move_.push_back(action + 1);
    }
  }
  moves_before_.push_back(moves);
  GoTo(0);
}

int ReplayScreen::MoveNumber() const {
  return moves_before_[static_cast<std::size_t>(position_)];
}

// Replaying from the start for every position is fast enough (about 3M moves a second) and
// keeps one source of truth: the referee.
void ReplayScreen::GoTo(int position) {
  position_ = std::clamp(position, 0, playable_);
  if (position_ >= playable_) playing_ = false;
  const Replay replay = ReplayRecord(record_, position_);
  if (!replay.state) {
    view_.reset();
    return;
  }
  switch (viewpoint_) {
    case ReplayViewpoint::kEverything:
      view_ = BuildOpenView(*replay.state, Player::kRed);
      break;
    case ReplayViewpoint::kRed:
      view_ = BuildView(*replay.state, Player::kRed);
      break;
    case ReplayViewpoint::kBlue:
      view_ = BuildView(*replay.state, Player::kBlue);
      break;
  }
}

void ReplayScreen::SetMessage(std::string message, bool error) {
  message_ = std::move(message);
  message_is_error_ = error;
}

Transition ReplayScreen::Handle(const InputEvent& event, const ScreenSize&) {
  const ReplayAction command = ReplayActionFor(event);
  if (command == ReplayAction::kTick) {  // automatic play goes on while a number is typed
    if (playing_) GoTo(position_ + 1);
    return Transition::Stay();
  }
  if (typing_) {
    HandleGoToLine(event);
    return Transition::Stay();
  }
  if (command != ReplayAction::kNone) SetMessage("", false);
  return Act(command);
}

Transition ReplayScreen::Act(ReplayAction command) {
  switch (command) {
    case ReplayAction::kForward:
      GoTo(position_ + 1);
      break;
    case ReplayAction::kBack:
      GoTo(position_ - 1);
      break;
    case ReplayAction::kStepOrPause:
      if (playing_) {
        playing_ = false;
      } else {
        GoTo(position_ + 1);
      }
      break;
    case ReplayAction::kForwardTen:
      GoTo(position_ + kPage);
      break;
    case ReplayAction::kBackTen:
      GoTo(position_ - kPage);
      break;
    case ReplayAction::kStart:
      GoTo(0);
      break;
    case ReplayAction::kEnd:
      GoTo(playable_);
      break;
    case ReplayAction::kGoTo:
      typing_ = true;
      typed_.clear();
      break;
    case ReplayAction::kToggleAuto:
      ToggleAuto();
      break;
    case ReplayAction::kFaster:
      speed_ = speed_ == 0 ? 0 : speed_ - 1;
      break;
    case ReplayAction::kSlower:
      speed_ = std::min(kReplayDelaysMs.size() - 1, speed_ + 1);
      break;
    case ReplayAction::kNextViewpoint:
      viewpoint_ = static_cast<ReplayViewpoint>((static_cast<int>(viewpoint_) + 1) % 3);
      GoTo(position_);
      break;
    case ReplayAction::kHelp:
      return Transition::Push(std::make_unique<HelpActivity>(ReplayHelpEntries()));
    case ReplayAction::kQuit:
      return Transition::Pop();
    case ReplayAction::kNone:
    case ReplayAction::kTick:
      break;
  }
  return Transition::Stay();
}

void ReplayScreen::ToggleAuto() {
  if (playing_) {
    playing_ = false;
    return;
  }
  if (playable_ == 0) {
    SetMessage("There is nothing to play: the record has no step that can be shown.", true);
    return;
  }
  if (position_ >= playable_) GoTo(0);
  playing_ = true;
}

void ReplayScreen::HandleGoToLine(const InputEvent& event) {
  switch (event.key) {
    case Key::kEnter:
      typing_ = false;
      GoToMove(Trimmed(typed_));
      return;
    case Key::kEscape:
      typing_ = false;
      return;
    case Key::kBackspace:
      EraseLastCharacter(typed_);
      return;
    case Key::kCharacter:
      if (typed_.size() < kMaxTyped) typed_ += EncodeUtf8(event.ch);
      return;
    default:
      return;
  }
}

// Bad input is told, never obeyed halfway: the position stays where it was.
void ReplayScreen::GoToMove(const std::string& typed) {
  if (typed.empty()) return;
  const int total = record_.MoveCount();
  const std::string range = "a move number from 0 to " + std::to_string(total);
  if (!AllDigits(typed) || typed.size() > 6) {
    SetMessage("\"" + typed + "\" is not a move number: type " + range + ".", true);
    return;
  }
  const int number = std::stoi(typed);
  if (number > total) {
    SetMessage("There is no move " + typed + ": type " + range + ".", true);
    return;
  }
  if (number >= static_cast<int>(after_move_.size())) {
    SetMessage("Move " + typed + " cannot be shown: the record stops after move " +
                   std::to_string(after_move_.size() - 1) + ".",
               true);
    return;
  }
  GoTo(after_move_[static_cast<std::size_t>(number)]);
}

// ---- Drawing ------------------------------------------------------------------------------

void ReplayScreen::Render(Canvas& canvas, const Theme& theme) const {
  const auto layout = LayoutReplayScreen({canvas.width(), canvas.height()});
  if (!layout) return;
  RenderHeader(canvas, theme);
  if (view_) {
    Highlights highlights;
    if (!view_->history.empty()) highlights.last_move = view_->history.back().move;
    PaintBoard(canvas, layout->board, view_->viewer,
               PictureOfView(*view_, highlights, options_, theme), theme);
  }
  RenderPanel(canvas, layout->panel, theme);
  RenderStatus(canvas, layout->status_row, theme);
}

// "STRATEGO  move 57 of 300 · view: everything · paused, 1 s a step"
void ReplayScreen::RenderHeader(Canvas& canvas, const Theme& theme) const {
  const int x = canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle)) + 2;
  const std::string bullet = " " + EncodeUtf8(theme.glyphs().bullet) + " ";
  const std::string state = "move " + std::to_string(MoveNumber()) + " of " +
                            std::to_string(record_.MoveCount()) + bullet +
                            "view: " + std::string(ViewpointName(viewpoint_)) + bullet +
                            (playing_ ? "playing, " : "paused, ") + Seconds(DelayMs()) + " a step";
  const int used = canvas.Print(x, 0, state, theme.Of(Role::kHeading));
  const std::string help = "? help";
  const int help_x = canvas.width() - TextWidth(help);
  if (help_x > x + used + 2) canvas.Print(help_x, 0, help, theme.Of(Role::kDim));
}

// The lines of the parts that fit in `rows`, in their order: weight 0 always, then the others
// from the lowest weight on, as long as they fit whole.
std::vector<StyledLine> ReplayScreen::FitParts(const std::vector<PanelPart>& parts, int rows) {
  std::vector<bool> shown(parts.size(), false);
  for (int weight = 0; weight <= kLightestPart; ++weight) {
    for (std::size_t i = 0; i < parts.size(); ++i) {
      const int size = static_cast<int>(parts[i].lines.size());
      if (parts[i].weight == weight && (weight == 0 || size <= rows)) {
        shown[i] = true;
        rows -= size;
      }
    }
  }
  std::vector<StyledLine> lines;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (shown[i]) lines.insert(lines.end(), parts[i].lines.begin(), parts[i].lines.end());
  }
  return lines;
}

// The parts of the panel above the move list, in the order shown, each with its weight.
std::vector<ReplayScreen::PanelPart> ReplayScreen::PanelParts(int width, const Theme& theme) const {
  std::vector<PanelPart> parts;
  if (!title_.empty())
    parts.push_back(
        {kLightestPart, {{Ellipsize(title_, width, theme.unicode()), theme.Of(Role::kHeading)}}});
  const std::string& red = record_.names[0];
  const std::string& blue = record_.names[1];
  if (!red.empty() || !blue.empty()) {
    std::vector<StyledLine> names;
    AppendWrapped(names,
                  "Red: " + (red.empty() ? "?" : red) + "  Blue: " + (blue.empty() ? "?" : blue),
                  theme.Of(Role::kText), width);
    parts.push_back({2, std::move(names)});
  }
  std::vector<StyledLine> rules;
  AppendWrapped(rules, Capitalized(Describe(record_.rules)), theme.Of(Role::kDim), width);
  parts.push_back({3, std::move(rules)});
  parts.push_back({0, SituationLines(width, theme)});
  if (view_) parts.push_back({1, LossLines(width, theme)});
  return parts;
}

void ReplayScreen::RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  std::vector<StyledLine> lines =
      FitParts(PanelParts(panel.width, theme), panel.height - kMinimumListRows);
  lines.push_back({"Moves", theme.Of(Role::kHeading)});
  AddMoveList(lines, panel.height - static_cast<int>(lines.size()), panel.width, theme);
  for (int row = 0; row < panel.height && row < static_cast<int>(lines.size()); ++row) {
    const StyledLine& line = lines[static_cast<std::size_t>(row)];
    canvas.Print(panel.x, panel.y + row, line.text, line.style, panel.width);
  }
}

// Where the game stands: who is to move and any draw offer, the result at the end, and where
// the record stops if it is not legal throughout.
std::vector<StyledLine> ReplayScreen::SituationLines(int width, const Theme& theme) const {
  std::vector<StyledLine> lines;
  if (!stop_.empty()) AppendWrapped(lines, stop_, theme.Of(Role::kError), width);
  if (!view_) return lines;
  if (view_->result.over()) {
    AppendWrapped(lines, "Result: " + Describe(view_->result), theme.Of(Role::kStatus), width);
  } else if (position_ == static_cast<int>(record_.actions.size())) {
    const std::string end = record_.result.over()
                                ? "Result: " + Describe(record_.result)
                                : "The record ends here: the game was not finished.";
    AppendWrapped(lines, end, theme.Of(Role::kStatus), width);
  } else {
    std::string turn = std::string(PlayerName(view_->to_move)) + " to move";
    if (view_->draw_offer)
      turn += "; " + std::string(PlayerName(*view_->draw_offer)) + " offers a draw";
    AppendWrapped(lines, turn, theme.Of(Role::kText), width);
  }
  if (position_ == playable_ && !result_problem_.empty())
    AppendWrapped(lines, result_problem_, theme.Of(Role::kError), width);
  return lines;
}

std::vector<StyledLine> ReplayScreen::LossLines(int width, const Theme& theme) const {
  std::vector<StyledLine> lines;
  for (Player player : {Player::kRed, Player::kBlue}) {
    AppendWrapped(lines,
                  std::string(PlayerName(player)) +
                      " lost: " + RankCounts(CapturedCounts(*view_, player), options_.numbering),
                  theme.Of(Role::kText), width);
  }
  return lines;
}

// One step of the record in the move list: " 12 Red  e4-e5", " 13 Blue e7xe6 6 beats 5",
// "    Red  offers a draw". Attacks show both ranks: the referee announces them to both sides.
std::string ReplayScreen::ActionLine(int action) const {
  const GameAction& step = record_.actions[static_cast<std::size_t>(action)];
  const int move = moves_before_[static_cast<std::size_t>(action)];
  if (step.kind == ActionKind::kMove) {
    const bool known = view_ && move < static_cast<int>(view_->history.size());
    const MoveReport& report = known ? view_->history[static_cast<std::size_t>(move)]
                                     : reports_[static_cast<std::size_t>(move)];
    return LogLine(report, move + 1, options_.numbering, true);
  }
  std::string line = "    " + std::string(PlayerName(step.player));
  if (step.player == Player::kRed) line += " ";
  switch (step.kind) {
    case ActionKind::kOfferDraw:
      return line + " offers a draw";
    case ActionKind::kAcceptDraw:
      return line + " accepts the draw";
    case ActionKind::kResign:
      return line + " resigns";
    case ActionKind::kMove:
      break;
  }
  return line;
}

// The steps around the current one, which is marked. A player's view lists only the steps that
// player has seen; everyone's view also lists the steps to come, dimmed.
void ReplayScreen::AddMoveList(std::vector<StyledLine>& lines, int rows, int width,
                               const Theme& theme) const {
  if (rows <= 0) return;
  const int current = position_ - 1;
  const bool ahead = viewpoint_ == ReplayViewpoint::kEverything;
  const int total = ahead ? playable_ : position_;
  if (total == 0) {
    lines.push_back({"none yet", theme.Of(Role::kDim)});
    return;
  }
  const int first = ahead ? std::clamp(current - rows / 2, 0, std::max(0, total - rows))
                          : std::max(0, total - rows);
  const int last = std::min(total, first + rows);
  std::vector<std::string> texts;
  for (int action = first; action < last; ++action)
    texts.push_back(ActionLine(action));
  TrimCommonIndent(texts, width - 1);
  const std::string marker = theme.unicode() ? "▸" : ">";
  for (int action = first; action < last; ++action) {
    const bool is_current = action == current;
    const std::string text =
        (is_current ? marker : " ") + texts[static_cast<std::size_t>(action - first)];
    const Role role = is_current         ? Role::kMenuSelected
                      : action > current ? Role::kDim
                                         : Role::kText;
    lines.push_back({Ellipsize(text, width, theme.unicode()), theme.Of(role)});
  }
}

void ReplayScreen::RenderStatus(Canvas& canvas, int row, const Theme& theme) const {
  if (typing_) {
    const int x = canvas.Print(0, row, "Go to move: " + typed_, theme.Of(Role::kStatus));
    canvas.Set(x, row, U'_', theme.Of(Role::kKey));
    return;
  }
  if (!message_.empty()) {
    const Role role = message_is_error_ ? Role::kError : Role::kStatus;
    canvas.Print(0, row, Ellipsize(message_, canvas.width(), theme.unicode()), theme.Of(role));
    return;
  }
  const std::string hints[] = {
      "←/→ step · PgUp/PgDn 10 · Home/End · : go to move · a auto · +/- speed · v view · ? help "
      "· q back",
      "←/→ step · : go to move · a auto · +/- speed · v view · ? help · q back",
      "←/→ step · a auto · v view · ? help · q back",
  };
  for (const std::string& hint : hints) {
    if (TextWidth(hint) <= canvas.width() || &hint == &hints[2]) {
      canvas.Print(0, row, hint, theme.Of(Role::kDim), canvas.width());
      return;
    }
  }
}

}  // namespace stratego
