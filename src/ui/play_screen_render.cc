// PlayScreen: drawing (the header, the board, the side panel and the status line).
#include <algorithm>
#include <vector>

#include "ui/play_screen.h"
#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

struct PanelLine {
  std::string text;
  Style style;
};

std::string Capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

std::string RulesLine(const PlayerView& view, const DisplayOptions& options) {
  std::string text = view.rules.two_squares == 0
                         ? "Two-squares rule off"
                         : "Two-squares N=" + std::to_string(view.rules.two_squares);
  if (view.rules.army != ArmyKind::kClassic)
    text = std::string(GetArmy(view.rules.army).name) + " · " + text;
  if (options.memory_mode) text += " · memory mode";
  return text;
}

void AddWrapped(std::vector<PanelLine>& lines, const std::string& text, Style style, int width) {
  for (std::string& line : WrapText(text, width))
    lines.push_back({std::move(line), style});
}

Highlights HighlightsFor(const PlayerView& view, Square cursor, std::optional<Square> selected) {
  Highlights highlights;
  highlights.cursor = cursor;
  highlights.selected = selected;
  if (!view.history.empty()) highlights.last_move = view.history.back().move;
  if (selected) {
    MoveList moves;
    LegalMoves(view, moves);
    for (Move move : moves) {
      if (move.from == *selected)
        highlights.destinations.set(static_cast<std::size_t>(move.to.index()));
    }
  }
  return highlights;
}

}  // namespace

void PlayScreen::Render(Canvas& canvas, const Theme& theme) const {
  const auto layout = LayoutPlayScreen({canvas.width(), canvas.height()});
  if (!layout) return;
  RenderHeader(canvas, theme);
  const Highlights highlights = HighlightsFor(view_, cursor(), selected_);
  PaintBoard(canvas, layout->board, view_.viewer, PictureOfView(view_, highlights, options_, theme),
             theme);
  RenderPanel(canvas, layout->panel, theme);
  RenderStatus(canvas, layout->status_row, theme);
}

void PlayScreen::RenderHeader(Canvas& canvas, const Theme& theme) const {
  int x = canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle)) + 2;
  x +=
      canvas.Print(x, 0, std::string(PlayerName(view_.viewer)), theme.PlayerText(view_.viewer)) + 1;
  std::string state;
  if (view_.result.over()) {
    state = "game over";
  } else if (phase_ == PlayPhase::kMoved) {
    state = "moved";
  } else {
    state = view_.to_move == view_.viewer ? "your turn"
                                          : std::string(PlayerName(view_.to_move)) + " to move";
  }
  const std::string bullet = EncodeUtf8(theme.glyphs().bullet);
  state = bullet + " " + state + " " + bullet + " move " +
          std::to_string(view_.ply + (phase_ == PlayPhase::kMoved ? 0 : 1));
  canvas.Print(x, 0, state, theme.Of(Role::kHeading));
  const std::string help = "?: help  :: command";
  canvas.Print(canvas.width() - TextWidth(help), 0, help, theme.Of(Role::kDim));
}

void PlayScreen::RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  const Player enemy = Opponent(view_.viewer);
  const Numbering numbering = options_.numbering;
  std::vector<PanelLine> lines;
  // A message that does not fit the status line whole is shown here in full.
  if (!editing_ && !message_.empty() && !MessageFitsStatus(canvas.width())) {
    AddWrapped(lines, Capitalized(message_),
               theme.Of(message_is_error_ ? Role::kError : Role::kStatus), panel.width);
  }
  AddWrapped(lines, RulesLine(view_, options_), theme.Of(Role::kDim), panel.width);
  if (view_.draw_offer) {
    const std::string who = *view_.draw_offer == view_.viewer
                                ? "You offer"
                                : std::string(PlayerName(*view_.draw_offer)) + " offers";
    AddWrapped(lines, who + " a draw (:draw accepts)", theme.Of(Role::kStatus), panel.width);
  }
  lines.push_back({"Captured", theme.Of(Role::kHeading)});
  AddWrapped(lines, "yours: " + RankCounts(CapturedCounts(view_, view_.viewer), numbering),
             theme.Of(Role::kText), panel.width);
  AddWrapped(
      lines,
      std::string(PlayerName(enemy)) + ": " + RankCounts(CapturedCounts(view_, enemy), numbering),
      theme.Of(Role::kText), panel.width);
  lines.push_back({std::string(PlayerName(enemy)) + " pieces not seen", theme.Of(Role::kHeading)});
  AddWrapped(lines, RankCounts(UnaccountedCounts(view_, options_.memory_mode), numbering),
             theme.Of(Role::kText), panel.width);
  const Glyphs& g = theme.glyphs();
  AddWrapped(lines, EncodeUtf8(g.unknown) + " unknown  " + EncodeUtf8(g.moved) + " has moved",
             theme.Of(Role::kDim), panel.width);
  lines.push_back({"Moves", theme.Of(Role::kHeading)});
  const int used = static_cast<int>(lines.size());
  const int log_rows = std::max(0, panel.height - used);
  const int total = static_cast<int>(view_.history.size());
  for (int i = std::max(0, total - log_rows); i < total; ++i) {
    // In memory mode only the last two moves keep their ranks in the log.
    const bool show_ranks = !options_.memory_mode || i >= total - 2;
    const std::string line =
        LogLine(view_.history[static_cast<std::size_t>(i)], i + 1, numbering, show_ranks);
    lines.push_back({Ellipsize(line, panel.width, theme.unicode()), theme.Of(Role::kText)});
  }
  for (int row = 0; row < panel.height && row < static_cast<int>(lines.size()); ++row) {
    canvas.Print(panel.x, panel.y + row, lines[static_cast<std::size_t>(row)].text,
                 lines[static_cast<std::size_t>(row)].style, panel.width);
  }
}

std::string PlayScreen::Hint() const {
  if (phase_ == PlayPhase::kMoved) {
    std::string hint = "Enter: hand over to " + std::string(PlayerName(Opponent(view_.viewer)));
    return hint + (can_undo_ ? " · u: take the move back" : "");
  }
  if (phase_ == PlayPhase::kChoosing) {
    return selected_ ? "Enter on a highlighted square moves · Esc: cancel"
                     : "Arrows/hjkl: cursor · Enter: pick a piece · :e4-e5 types a move";
  }
  return "";
}

void PlayScreen::RenderStatus(Canvas& canvas, int row, const Theme& theme) const {
  if (editing_) {
    const int x = canvas.Print(0, row, ":" + command_, theme.Of(Role::kStatus));
    canvas.Set(x, row, U'_', theme.Of(Role::kKey));
    return;
  }
  const Role role = message_.empty()    ? Role::kDim
                    : message_is_error_ ? Role::kError
                                        : Role::kStatus;
  canvas.Print(0, row, Ellipsize(StatusText(canvas.width()), canvas.width(), theme.unicode()),
               theme.Of(role));
}

// After a move the way on (hand over, take back) must stay visible: the result goes with it when
// both fit, else the hint keeps the status line and the result goes to the panel.
std::string PlayScreen::StatusText(int width) const {
  if (message_.empty()) return Hint();
  const std::string message = Capitalized(message_);
  if (phase_ != PlayPhase::kMoved || confirming_) return message;
  const std::string both = message + "  " + Hint();
  return TextWidth(both) <= width ? both : Hint();
}

bool PlayScreen::MessageFitsStatus(int width) const {
  const std::string status = StatusText(width);
  return TextWidth(status) <= width && status.find(Capitalized(message_)) != std::string::npos;
}

}  // namespace stratego
