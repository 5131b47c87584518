#include "ui/saved_games.h"

#include <algorithm>

#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr int kFirstRow = 5;  // the first game's row; the column heads are above it
constexpr int kSavedWidth = 16;
constexpr int kPlayersWidth = 22;
constexpr int kMovesWidth = 5;

std::string PadTo(std::string text, int width, bool unicode) {
  text = Ellipsize(text, width, unicode);
  return text + std::string(static_cast<std::size_t>(std::max(0, width - TextWidth(text))), ' ');
}

std::string Row(const SavedGameEntry& entry, int width, bool unicode) {
  const std::string moves = std::to_string(entry.moves);
  const int state_width =
      std::max(1, width - (2 + kSavedWidth + 2 + kPlayersWidth + 2 + kMovesWidth + 2));
  return "  " + PadTo(entry.saved, kSavedWidth, unicode) + "  " +
         PadTo(entry.players.empty() ? "-" : entry.players, kPlayersWidth, unicode) + "  " +
         std::string(
             static_cast<std::size_t>(std::max(0, kMovesWidth - static_cast<int>(moves.size()))),
             ' ') +
         moves + "  " + Ellipsize(entry.state, state_width, unicode);
}

}  // namespace

SavedGamesActivity::SavedGamesActivity(GameLibrary* library, Opener resume, Opener replay)
    : library_(library), resume_(std::move(resume)), replay_(std::move(replay)) {}

void SavedGamesActivity::Refresh() const {
  if (!stale_) return;
  entries_ = library_->List();
  stale_ = false;
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
  const bool unicode = theme.unicode();
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  PrintCentered(canvas, 0, 2, canvas.width(), "Saved games", theme.Of(Role::kHeading));
  if (entries_.empty()) {
    PrintCentered(canvas, 0, kFirstRow + 1, canvas.width(),
                  "No saved games yet: every game is kept here as it is played.",
                  theme.Of(Role::kText));
  } else {
    SavedGameEntry head{"", "Saved", "Players", 0, "State", false, false};
    std::string heading = Row(head, canvas.width(), unicode);
    heading.replace(heading.find("    0"), 5, "Moves");
    canvas.Print(0, kFirstRow - 1, heading, theme.Of(Role::kDim));
  }
  const int rows = std::max(1, canvas.height() - kFirstRow - 3);
  const int first = FirstVisible(rows);
  for (int i = first; i < static_cast<int>(entries_.size()) && i < first + rows; ++i) {
    const bool chosen = i == selected_;
    std::string text = Row(entries_[static_cast<std::size_t>(i)], canvas.width() - 1, unicode);
    if (chosen) text[0] = '>';
    canvas.Print(0, kFirstRow + i - first, text,
                 theme.Of(chosen ? Role::kMenuSelected : Role::kMenuItem));
  }
  if (!entries_.empty()) {
    const std::string& path = entries_[static_cast<std::size_t>(selected_)].path;
    canvas.Print(0, canvas.height() - 2, Ellipsize("File: " + path, canvas.width(), unicode),
                 theme.Of(Role::kDim));
  }
  // The keys, the most needed first, each whole: those that do not fit are left out.
  const std::string keys = JoinFitting({"Enter: resume or replay", "Esc: back", "x: delete",
                                        "v: replay a finished game", "e: export to Gravon XML"},
                                       " · ", canvas.width());
  const std::string hint = confirming_delete_  ? "Delete this game for good? (y/n)"
                           : !message_.empty() ? message_
                                               : keys;
  const Role role = confirming_delete_ || message_is_error_ ? Role::kError : Role::kStatus;
  canvas.Print(0, canvas.height() - 1, Ellipsize(hint, canvas.width(), unicode), theme.Of(role));
}

Transition SavedGamesActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  Refresh();
  if (confirming_delete_) {
    confirming_delete_ = false;
    if (event.Is(U'y') || event.Is(U'Y')) DeleteSelected();
    return Transition::Stay();
  }
  message_.clear();
  message_is_error_ = false;
  const int count = static_cast<int>(entries_.size());
  if (event.Is(U'v')) return Open(true);
  if (event.Is(U'e')) {
    Export();
    return Transition::Stay();
  }
  if ((event.Is(U'x') || event.key == Key::kDelete) && count > 0) {
    confirming_delete_ = true;
    return Transition::Stay();
  }
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

// Enter resumes an unfinished game and replays a finished one; v replays a finished one. A game
// that goes on is not replayed here: the replay would show both armies to whoever sits at the
// terminal, in the middle of a hot-seat game.
Transition SavedGamesActivity::Open(bool replay) {
  if (entries_.empty()) return Transition::Stay();
  const SavedGameEntry& entry = entries_[static_cast<std::size_t>(selected_)];
  if (replay && entry.resumable) {
    message_ = "This game goes on: a replay would show both armies. Enter resumes it.";
    message_is_error_ = true;
    return Transition::Stay();
  }
  Expected<GameRecord> record = library_->Load(entry.path);
  if (!record) {
    message_ = record.error();
    message_is_error_ = true;
    return Transition::Stay();
  }
  stale_ = true;  // the game opened may change, end or be saved anew
  if (replay || !entry.resumable) return Transition::Push(replay_(*record, entry.path));
  // A resumed game opens at a curtain: wiping first starts its key guard, so that a double
  // Enter cannot lift it at once.
  return Transition{Transition::Kind::kPush, resume_(*record, entry.path), true};
}

void SavedGamesActivity::DeleteSelected() {
  const SavedGameEntry entry = entries_[static_cast<std::size_t>(selected_)];
  const Status deleted = library_->Delete(entry.path);
  message_ = deleted ? "Deleted " + entry.path + "." : deleted.error();
  message_is_error_ = !deleted;
  stale_ = true;
  Refresh();
  selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(entries_.size()) - 1));
}

void SavedGamesActivity::Export() {
  if (entries_.empty()) return;
  Expected<std::string> written =
      library_->ExportGravon(entries_[static_cast<std::size_t>(selected_)].path);
  message_ = written ? "Exported to " + *written : "Cannot export: " + written.error();
  message_is_error_ = !written;
}

}  // namespace stratego
