// SetupEditor: drawing (the board with the player's four rows, the tray, file lists, errors).
#include <algorithm>

#include "ui/board_painter.h"
#include "ui/play_screen.h"
#include "ui/setup_editor.h"
#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

// The owner's four rows as the board shows them: each placed piece with its rank, each free
// square of the setup area marked, the enemy half empty.
BoardPicture PictureOfSetup(const Setup& setup, Player owner, std::optional<int> picked,
                            Square cursor, const DisplayOptions& options, const Theme& theme) {
  BoardPicture picture;
  picture.cursor = cursor;
  // The other squares get a blank label, so that only the player's own rows show their places.
  for (SquareLook& look : picture.squares)
    look.label = " ";
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const Square square = SetupSquare(owner, row, column);
      SquareLook& look = picture.squares[static_cast<std::size_t>(square.index())];
      const auto rank = setup.At(row, column);
      if (!rank) {
        look = {EncodeUtf8(theme.glyphs().empty), theme.Of(Role::kDim)};
        continue;
      }
      look = {std::string(RankToken(*rank, options.numbering)), theme.PieceStyle(owner, owner)};
      if (picked == row * kSetupColumns + column) MarkSelected(look, theme);
    }
  }
  return picture;
}

// A rank's name in at most seven letters, for the narrow tray: an abbreviation rather than a cut
// word ("Lt.", not "Lieuten"), as in the panels of losses.
std::string ShortRankName(Rank rank) {
  switch (rank) {
    case Rank::kLieutenant:
      return "Lt.";
    case Rank::kSergeant:
      return "Sgt.";
    default:
      return std::string(RankName(rank));
  }
}

}  // namespace

void SetupEditor::Render(Canvas& canvas, const Theme& theme) const {
  const auto layout = LayoutPlayScreen({canvas.width(), canvas.height()});
  if (!layout) return;
  const int x = canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle)) + 2;
  canvas.Print(x, 0, title_, theme.PlayerText(owner_));
  const Setup& shown = preview_ ? *preview_ : setup_;
  const Square cursor = SetupSquare(owner_, row_, column_);
  PaintBoard(
      canvas, layout->board, owner_,
      PictureOfSetup(shown, owner_, preview_ ? std::nullopt : picked_, cursor, options_, theme),
      theme);
  RenderPanel(canvas, layout->panel, theme);
  const Role role = message_is_error_ && mode_ == Mode::kEditing ? Role::kError : Role::kStatus;
  std::string status = StatusText();
  if (TextWidth(status) > canvas.width() && mode_ == Mode::kEditing && status == message_) {
    status = PointToPanel(message_, canvas.width());  // RenderTray shows it whole
  } else if (mode_ == Mode::kNaming) {
    status = FirstThatFits(
        {status, "Save as: " + name_ + "_   (Enter saves, Esc cancels)", "Save as: " + name_ + "_"},
        canvas.width());
  }
  canvas.Print(0, layout->status_row, Ellipsize(status, canvas.width(), theme.unicode()),
               theme.Of(role));
}

std::string SetupEditor::StatusText() const {
  switch (mode_) {
    case Mode::kNaming:
      return "Save as: " + name_ + "_   (Enter saves, Esc cancels; typing replaces the name)";
    case Mode::kConfirming:
      switch (question_) {
        case Question::kLeave:
          return purpose_ == SetupPurpose::kGame ? "Leave the setup and abandon this game? (y/n)"
                                                 : "Leave without saving this setup? (y/n)";
        case Question::kClear:
          return "Take every piece off the board? (y/n)";
        case Question::kReplace:
          return "You have a setup named '" + name_ + "': replace it? (y/n)";
        case Question::kShowOthers:
          return "Show other players' setups? Their previews give them away. (y/n)";
      }
      return "";
    case Mode::kChoosingFile:
      return "Up/Down: choose · Enter: load · Esc: back";
    case Mode::kShowingErrors:
      return "This file is not a valid setup (see why on the right). Press a key.";
    case Mode::kEditing:
      break;
  }
  if (!message_.empty()) return message_;
  if (picked_) return "Enter on another square swaps the pieces · Esc: put it back";
  if (Complete()) {
    return purpose_ == SetupPurpose::kGame
               ? "Your army is ready: d to play with it, or keep changing it."
               : "Complete: w saves it under a name, d leaves.";
  }
  return "Type a rank to place it, or Tab and Enter · r: random";
}

void SetupEditor::RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  switch (mode_) {
    case Mode::kChoosingFile:
      RenderFileList(canvas, panel, theme);
      return;
    case Mode::kShowingErrors:
      RenderErrors(canvas, panel, theme);
      return;
    default:
      RenderTray(canvas, panel, theme);
      return;
  }
}

// One line of the tray: the rank, its name, how many are left ("> 10 Marshal     1"). Narrow
// lines (for two columns) shorten the name.
std::string SetupEditor::TrayLine(Rank rank, bool narrow) const {
  std::string line =
      std::string(rank == tray_ ? ">" : " ") + std::string(RankToken(rank, options_.numbering));
  line.resize(narrow ? 4 : 5, ' ');
  std::string name = narrow ? ShortRankName(rank) : std::string(RankName(rank));
  if (narrow) name.resize(7, ' ');
  line += name;
  line.resize(narrow ? 12 : 17, ' ');
  return line + std::to_string(Remaining(rank));
}

void SetupEditor::RenderTray(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  const int bottom = panel.y + panel.height;
  int y = panel.y;
  auto print_wrapped = [&](const std::string& text, Style style) {
    y += PrintWrapped(canvas, {panel.x, y, panel.width, std::max(0, bottom - y)}, text, style);
  };
  // A message too long for the status line is shown here in full.
  if (!message_.empty() && TextWidth(message_) > canvas.width()) {
    print_wrapped(message_, theme.Of(message_is_error_ ? Role::kError : Role::kStatus));
  }
  const Army& army = GetArmy(army_);
  std::vector<Rank> ranks;
  for (Rank rank : kRanksStrongestFirst) {
    if (army.Count(rank) > 0) ranks.push_back(rank);
  }
  // The keys that finish the work come first, so that they show even on the smallest screen.
  const std::string keys = options_.numbering == Numbering::kClassic ? "1-9 S B F"
                           : panel.width >= 28                       ? "0 (Marshal) 9-2 S B F"
                                                                     : "0 9-2 S B F";
  const std::vector<std::string> help = {
      "d: done",  "w: save",        "o: open",   "r: random",
      "q: leave", keys + ": place", "x: remove", "Enter: pick up, swap",
      "c: clear", "?: help"};
  // Two columns of ranks when one would leave no room for the first lines of keys.
  const int rows_needed = static_cast<int>(ranks.size()) + 2 + 2;
  const bool two_columns = rows_needed > bottom - y && panel.width >= 27;
  const std::size_t per_column = two_columns ? (ranks.size() + 1) / 2 : ranks.size();
  if (y < bottom) canvas.Print(panel.x, y++, "To place", theme.Of(Role::kHeading));
  for (std::size_t row = 0; row < per_column && y < bottom; ++row, ++y) {
    for (std::size_t column = 0; column < (two_columns ? 2u : 1u); ++column) {
      const std::size_t index = row + column * per_column;
      if (index >= ranks.size()) continue;
      const Rank rank = ranks[index];
      const Role role =
          rank == tray_ ? Role::kMenuSelected : (Remaining(rank) == 0 ? Role::kDim : Role::kText);
      canvas.Print(panel.x + static_cast<int>(column) * 14, y, TrayLine(rank, two_columns),
                   theme.Of(role), two_columns ? 13 : panel.width);
    }
  }
  int placed = army.Total();
  for (Rank rank : ranks)
    placed -= Remaining(rank);
  if (y < bottom) {
    canvas.Print(panel.x, y++,
                 "Placed " + std::to_string(placed) + " of " + std::to_string(army.Total()),
                 theme.Of(Role::kStatus));
  }
  // The keys, each hint whole on its line.
  for (const std::string& line : WrapPhrases(help, " · ", panel.width)) {
    if (y >= bottom) break;
    canvas.Print(panel.x, y++, line, theme.Of(Role::kDim), panel.width);
  }
}

void SetupEditor::RenderFileList(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  canvas.Print(panel.x, panel.y,
               std::string(showing_others_ ? "Other players' setups" : "Open a setup") + " (" +
                   std::to_string(file_choice_ + 1) + " of " + std::to_string(files_.size()) + ")",
               theme.Of(Role::kHeading), panel.width);
  const int rows = panel.height - 2;
  const int count = static_cast<int>(files_.size());
  const int first = std::clamp(file_choice_ - rows / 2, 0, std::max(0, count - rows));
  for (int i = first; i < count && i - first < rows; ++i) {
    const SetupEntry& entry = files_[static_cast<std::size_t>(i)];
    const std::string line =
        std::string(i == file_choice_ ? "> " : "  ") + (entry.own ? "* " : "") + entry.title;
    const Role role = i == file_choice_ ? Role::kMenuSelected : Role::kText;
    canvas.Print(panel.x, panel.y + 1 + i - first, Ellipsize(line, panel.width, theme.unicode()),
                 theme.Of(role));
  }
  canvas.Print(panel.x, panel.y + panel.height - 1, "* your own setups", theme.Of(Role::kDim),
               panel.width);
}

void SetupEditor::RenderErrors(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  int y = panel.y;
  y += PrintWrapped(canvas, {panel.x, y, panel.width, panel.height},
                    errors_title_ + " is not a valid setup:", theme.Of(Role::kError));
  for (const std::string& error : errors_) {
    y += PrintWrapped(canvas, {panel.x, y, panel.width, panel.y + panel.height - y}, error,
                      theme.Of(Role::kText));
  }
}

}  // namespace stratego
