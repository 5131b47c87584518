#include "ui/replay_screen.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr std::size_t kMaxTyped = 12;
constexpr int kPage = 10;       // the steps of PageUp and PageDown
constexpr int kLongJump = 100;  // the steps of < and >

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
    case U'>':
    case U'.':
      return ReplayAction::kForwardFar;
    case U'<':
    case U',':
      return ReplayAction::kBackFar;
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

bool AllDigits(const std::string& text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string Trimmed(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
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

int NearestReplayDelayMs(int step_ms) {
  int nearest = kReplayDelaysMs.front();
  for (int delay : kReplayDelaysMs) {
    if (std::abs(delay - step_ms) < std::abs(nearest - step_ms)) nearest = delay;
  }
  return nearest;
}

std::string ReplaySpeedName(int step_ms) {
  if (step_ms >= 1000 || 1000 % step_ms != 0) return Seconds(step_ms) + " a step";
  return std::to_string(1000 / step_ms) + " steps/s";
}

std::optional<PlayLayout> LayoutReplayScreen(const ScreenSize& size) {
  return LayoutPlayScreen(size);
}

std::vector<HelpEntry> ReplayHelpEntries() {
  return {
      {"", "Watching a replay", true},
      {"Right, l, n", "one step forward: a move, a rescue, a draw offer or a resignation", false},
      {"Space", "one step forward; during automatic play, pause", false},
      {"Left, h, p", "one step back", false},
      {"PageDown, PageUp", "ten steps forward, back", false},
      {"> and <", "a hundred steps forward, back", false},
      {"Home or g, End or G", "the start (both setups), the end", false},
      {": or # and a number", "go to the position after that move (0: the start), then Enter",
       false},
      {"a or Enter", "play the game automatically, or pause; at the end it starts again", false},
      {"+ and -", "faster and slower: from 4 s a step to 100 steps a second", false},
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
       "both players. Under silent defense the attacker's view shows ? for the defender, whose "
       "rank the attacker never learnt.",
       false},
  };
}

ReplayScreen::ReplayScreen(GameRecord record, DisplayOptions options, std::string title,
                           int step_ms)
    : record_(std::move(record)), options_(options), title_(std::move(title)) {
  options_.memory_mode = false;
  SetDelayMs(step_ms);
  const Replay whole = ReplayRecord(record_);
  playable_ = whole.applied;
  if (whole.state) reports_ = whole.state->history();
  if (!whole.ok()) {
    stop_ = whole.problem_action < 0
                ? "The record cannot be replayed: " + *whole.problem
                : "The record stops at " + DescribeAction(record_, whole.problem_action) + ": " +
                      *whole.problem;
    // The reason may name hidden ranks ("Bombs cannot move"): one side's view only learns that
    // the record stops, and only once it gets there.
    stop_in_view_ = whole.problem_action < 0
                        ? "The record cannot be replayed: a setup is not valid."
                        : "The record stops at " + DescribeAction(record_, whole.problem_action) +
                              ": it is not legal.";
  } else if (const auto problem = CheckRecord(record_)) {
    result_problem_ = problem->message;  // capitalized where it is drawn
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
    if (playing_) GoTo(position_ + StepsPerFrame());
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
    case ReplayAction::kForwardFar:
      GoTo(position_ + kLongJump);
      break;
    case ReplayAction::kBackFar:
      GoTo(position_ - kLongJump);
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
    case ReplayAction::kHelp: {
      std::vector<HelpEntry> entries = ReplayHelpEntries();
      const std::vector<HelpEntry> rules = RulesInBrief(options_, record_.rules);
      entries.insert(entries.end(), rules.begin(), rules.end());
      return Transition::Push(std::make_unique<HelpActivity>(std::move(entries)));
    }
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

void ReplayScreen::SetDelayMs(int ms) {
  const auto pace =
      std::find(kReplayDelaysMs.begin(), kReplayDelaysMs.end(), NearestReplayDelayMs(ms));
  speed_ = static_cast<std::size_t>(pace - kReplayDelaysMs.begin());
}

}  // namespace stratego
