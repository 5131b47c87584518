#include "ui/saved_games.h"

#include <algorithm>
#include <utility>

#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr int kFirstRow = 5;  // the first game's row; the column heads are above it
constexpr int kSavedWidth = 16;
constexpr int kMovesWidth = 5;
constexpr int kFixedWidth = 2 + kSavedWidth + 2 + 2 + 2 + kMovesWidth + 2;  // and the gaps

std::string PadTo(std::string text, int width, bool unicode) {
  text = Ellipsize(text, width, unicode);
  return text + std::string(static_cast<std::size_t>(std::max(0, width - TextWidth(text))), ' ');
}

std::string PadLeft(const std::string& text, int width) {
  return std::string(static_cast<std::size_t>(std::max(0, width - TextWidth(text))), ' ') + text;
}

// One row of the list: when saved, the name, the players, moves made, the state. The name and
// players columns grow with the terminal, the state takes the rest.
std::string Row(const std::string& saved, const std::string& name, const std::string& players,
                const std::string& moves, const std::string& state, int width, bool unicode) {
  const int free = std::max(0, width - kFixedWidth);
  const int name_width = std::clamp(free / 5, 8, 20);
  const int players_width = std::clamp(free / 3, 10, 28);
  const int state_width = std::max(1, free - name_width - players_width);
  return "  " + PadTo(saved, kSavedWidth, unicode) + "  " + PadTo(name, name_width, unicode) +
         "  " + PadTo(players, players_width, unicode) + "  " + PadLeft(moves, kMovesWidth) + "  " +
         Ellipsize(state, state_width, unicode);
}

std::string Row(const SavedGameEntry& entry, int width, bool unicode) {
  return Row(entry.saved, entry.name.empty() ? "-" : entry.name,
             entry.players.empty() ? "-" : entry.players, std::to_string(entry.moves), entry.state,
             width, unicode);
}

}  // namespace

SavedGamesActivity::SavedGamesActivity(GameLibrary* library, Opener resume, Opener replay)
    : library_(library), resume_(std::move(resume)), replay_(std::move(replay)) {}

// Also keeps the choice within the list, which may have shrunk: games are deleted here, and
// elsewhere while a game opened from here is played.
void SavedGamesActivity::Refresh() const {
  if (!stale_) return;
  Expected<std::vector<SavedGameEntry>> listed = library_->List();
  error_ = listed ? "" : listed.error();
  entries_ = listed ? std::move(*listed) : std::vector<SavedGameEntry>{};
  stale_ = false;
  selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(entries_.size()) - 1));
}

const std::vector<SavedGameEntry>& SavedGamesActivity::entries() const {
  Refresh();
  return entries_;
}

int SavedGamesActivity::FirstVisible(int rows) const {
  return std::clamp(selected_ - rows / 2, 0, std::max(0, static_cast<int>(entries_.size()) - rows));
}

void SavedGamesActivity::Render(Canvas& canvas, const Theme& theme) const {
  Refresh();
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  PrintCentered(canvas, 0, 2, canvas.width(), "Saved games", theme.Of(Role::kHeading));
  RenderList(canvas, theme);
  if (!entries_.empty()) {
    const SavedGameEntry& entry = entries_[static_cast<std::size_t>(selected_)];
    const std::string file = "File: " + entry.path +
                             (entry.exported.empty() ? "" : " (exported: " + entry.exported + ")");
    canvas.Print(0, canvas.height() - 2, Ellipsize(file, canvas.width(), theme.unicode()),
                 theme.Of(Role::kDim));
  }
  const Role role =
      confirming_ != Confirming::kNothing || message_is_error_ ? Role::kError : Role::kStatus;
  canvas.Print(0, canvas.height() - 1,
               Ellipsize(StatusLine(canvas.width()), canvas.width(), theme.unicode()),
               theme.Of(role));
}

// The games with their column heads, or why there are none.
void SavedGamesActivity::RenderList(Canvas& canvas, const Theme& theme) const {
  const bool unicode = theme.unicode();
  if (!error_.empty()) {
    const std::vector<std::string> lines = WrapText(error_, canvas.width());
    for (std::size_t i = 0;
         i < lines.size() && kFirstRow + 1 + static_cast<int>(i) < canvas.height() - 2; ++i) {
      canvas.Print(0, kFirstRow + 1 + static_cast<int>(i), lines[i], theme.Of(Role::kError));
    }
    return;
  }
  if (entries_.empty()) {
    PrintCentered(canvas, 0, kFirstRow + 1, canvas.width(),
                  "No saved games yet: every game is kept here as it is played.",
                  theme.Of(Role::kText));
    return;
  }
  canvas.Print(0, kFirstRow - 1,
               Row("Saved", "Name", "Players", "Moves", "State", canvas.width() - 1, unicode),
               theme.Of(Role::kDim));
  const int rows = std::max(1, canvas.height() - kFirstRow - 3);
  const int first = FirstVisible(rows);
  for (int i = first; i < static_cast<int>(entries_.size()) && i < first + rows; ++i) {
    const bool chosen = i == selected_;
    std::string text = Row(entries_[static_cast<std::size_t>(i)], canvas.width() - 1, unicode);
    if (chosen) text[0] = '>';
    canvas.Print(0, kFirstRow + i - first, text,
                 theme.Of(chosen ? Role::kMenuSelected : Role::kMenuItem));
  }
}

// The question being asked, else the last message, else the keys, the most needed first, each
// whole: those that do not fit are left out.
std::string SavedGamesActivity::StatusLine(int width) const {
  if (confirming_ == Confirming::kDelete) {
    return entries_[static_cast<std::size_t>(selected_)].exported.empty()
               ? "Delete this game for good? (y/n)"
               : "Delete this game (and its Gravon export) for good? (y/n)";
  }
  if (confirming_ == Confirming::kClear) {
    const bool exported = std::any_of(entries_.begin(), entries_.end(), [](const auto& entry) {
      return entry.finished && !entry.exported.empty();
    });
    return "Delete all " + std::to_string(FinishedCount()) + " finished games" +
           (exported ? " (and their Gravon exports)" : "") +
           " for good? Games that go on stay. (y/n)";
  }
  if (!message_.empty()) return message_;
  return JoinFitting(
      {"Enter: resume or replay", "Esc: back", "x: delete", "v: replay a finished game",
       "c: clear finished games", "e: export to Gravon XML"},
      " · ", width);
}

Transition SavedGamesActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  Refresh();
  if (confirming_ != Confirming::kNothing) return Answer(event);
  message_.clear();
  message_is_error_ = false;
  const int offer = std::exchange(damaged_offer_, -1);  // only the next key may accept it
  if (offer >= 0 && PlayCommandFor(event) == Command::kActivate) damaged_offer_ = offer;
  if (event.Is(U'v')) return Open(true);
  if (event.Is(U'e')) {
    Export();
  } else if ((event.Is(U'x') || event.key == Key::kDelete) && !entries_.empty()) {
    confirming_ = Confirming::kDelete;
  } else if (event.Is(U'c')) {
    if (FinishedCount() > 0) {
      confirming_ = Confirming::kClear;
    } else {
      message_ = "No finished games to clear.";
    }
  } else {
    return Navigate(event, size);
  }
  return Transition::Stay();
}

// The answer to "Delete …? (y/n)": anything but y keeps the games.
Transition SavedGamesActivity::Answer(const InputEvent& event) {
  const Confirming what = std::exchange(confirming_, Confirming::kNothing);
  if (!event.Is(U'y') && !event.Is(U'Y')) return Transition::Stay();
  if (what == Confirming::kDelete) DeleteSelected();
  if (what == Confirming::kClear) ClearFinished();
  return Transition::Stay();
}

// Moving in the list, opening the chosen game, leaving.
Transition SavedGamesActivity::Navigate(const InputEvent& event, const ScreenSize& size) {
  const int count = static_cast<int>(entries_.size());
  switch (PlayCommandFor(event)) {
    case Command::kUp:
      if (count > 0) selected_ = (selected_ + count - 1) % count;
      break;
    case Command::kDown:
      if (count > 0) selected_ = (selected_ + 1) % count;
      break;
    case Command::kActivate:
      return Open(false);
    case Command::kClick: {
      const int rows = std::max(1, size.height - kFirstRow - 3);
      const int index = FirstVisible(rows) + event.y - kFirstRow;
      if (event.y >= kFirstRow && index < count) selected_ = index;
      break;
    }
    case Command::kCancel:
    case Command::kQuit:
      return Transition::Pop();
    default:
      break;
  }
  return Transition::Stay();
}

// Enter resumes an unfinished game and replays a finished one; v replays a finished one. Only a
// finished game is replayed here: a replay shows both armies, which must not be seen of a game
// that goes on, whether it is played at this terminal, in another stratego, or cannot go on
// because its record breaks the rules.
Transition SavedGamesActivity::Open(bool replay) {
  if (entries_.empty()) return Transition::Stay();
  const SavedGameEntry& entry = entries_[static_cast<std::size_t>(selected_)];
  // Only a finished game is replayed: a replay shows both armies. A damaged game is resumed; an
  // unreadable one is loaded below, for the reason with its line and column.
  if (!entry.finished && (replay || !entry.resumable) && (entry.readable || entry.damaged)) {
    message_ = !replay           ? "This game cannot be resumed: " + entry.state + "."
               : entry.resumable ? "This game goes on: a replay would show both armies. Enter "
                                   "resumes it."
                                 : "This game is not finished (" + entry.state +
                                       "): a replay would show both armies.";
    message_is_error_ = true;
    return Transition::Stay();
  }
  if (entry.damaged && !replay && damaged_offer_ != selected_) return OfferDamaged(entry);
  Expected<GameRecord> record =
      entry.damaged ? library_->LoadRecovered(entry.path) : library_->Load(entry.path);
  if (!record) {
    message_ = record.error();
    message_is_error_ = true;
    return Transition::Stay();
  }
  stale_ = true;  // the game opened may change, end or be saved anew
  if (!entry.resumable) {
    if (!record->result.over()) {  // changed since it was listed
      message_ = "This game is not finished: a replay would show both armies.";
      message_is_error_ = true;
      return Transition::Stay();
    }
    return Transition::Push(replay_(*record, entry.path));
  }
  // A resumed game opens at a curtain: wiping first starts its key guard, so that a double
  // Enter cannot lift it at once.
  return Transition{Transition::Kind::kPush, resume_(*record, entry.path), true};
}

// A damaged game is resumed from its sound part only when Enter is pressed again: what follows
// is lost (an autosave is kept aside, under the name the library gives, before it is saved over).
Transition SavedGamesActivity::OfferDamaged(const SavedGameEntry& entry) {
  damaged_offer_ = selected_;
  message_ = "The rest of the file was damaged: Enter again resumes from move " +
             std::to_string(entry.moves + 1) +
             (entry.damaged_copy.empty() ? " (the file stays as it is)."
                                         : " (the file is kept as " + entry.damaged_copy + ").");
  return Transition::Stay();
}

int SavedGamesActivity::FinishedCount() const {
  return static_cast<int>(
      std::count_if(entries_.begin(), entries_.end(),
                    [](const SavedGameEntry& entry) { return entry.finished; }));
}

// Deletes every finished game; the library refuses any that another stratego holds.
void SavedGamesActivity::ClearFinished() {
  int deleted = 0;
  std::string refused;
  for (const SavedGameEntry& entry : entries_) {
    if (!entry.finished) continue;
    if (Status status = library_->Delete(entry.path)) {
      ++deleted;
    } else if (refused.empty()) {
      refused = status.error();
    }
  }
  message_ = "Deleted " + std::to_string(deleted) + " finished game" + (deleted == 1 ? "" : "s") +
             (refused.empty() ? "." : "; " + refused);
  message_is_error_ = !refused.empty();
  stale_ = true;
  Refresh();
}

void SavedGamesActivity::DeleteSelected() {
  const SavedGameEntry entry = entries_[static_cast<std::size_t>(selected_)];
  const Status deleted = library_->Delete(entry.path);
  message_ = !deleted ? deleted.error()
             : entry.exported.empty()
                 ? "Deleted " + entry.path + "."
                 : "Deleted " + entry.path + " and its export " + entry.exported + ".";
  message_is_error_ = !deleted;
  stale_ = true;
  Refresh();
}

void SavedGamesActivity::Export() {
  if (entries_.empty()) return;
  Expected<std::string> written =
      library_->ExportGravon(entries_[static_cast<std::size_t>(selected_)].path);
  message_ = written ? "Exported to " + *written : "Cannot export: " + written.error();
  message_is_error_ = !written;
}

}  // namespace stratego
