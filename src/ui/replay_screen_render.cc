// ReplayScreen: drawing (the header, the board, the side panel with the move list, and the
// status line).
#include <algorithm>
#include <vector>

#include "ui/replay_screen.h"
#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

constexpr int kMinimumListRows = 4;  // the "Moves" heading and three moves, whatever else shows

std::string CapitalizedFirst(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
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
                            (playing_ ? "playing, " : "paused, ") + ReplaySpeedName(DelayMs());
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
std::vector<ReplayScreen::PanelPart> ReplayScreen::PanelParts(int width, LossForm form,
                                                              const Theme& theme) const {
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
  AppendPhrases(rules, SplitOn(CapitalizedFirst(Describe(record_.rules)), ", "), ", ",
                theme.Of(Role::kDim), width, ",");
  parts.push_back({3, std::move(rules)});
  if (auto battle = BattleLines(width, theme); !battle.empty()) parts.push_back({0, battle});
  parts.push_back({0, SituationLines(width, theme)});
  if (view_) parts.push_back({1, LossLines(width, form, theme)});
  return parts;
}

void ReplayScreen::RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  // The losses in the longest form with which every part fits; else in the shortest.
  const int rows = panel.height - kMinimumListRows;
  std::vector<PanelPart> parts;
  for (LossForm form : {LossForm::kNumbered, LossForm::kNames, LossForm::kShort}) {
    parts = PanelParts(panel.width, form, theme);
    std::size_t total = 0;
    for (const PanelPart& part : parts)
      total += part.lines.size();
    if (static_cast<int>(total) <= rows) break;
  }
  std::vector<StyledLine> lines = FitParts(parts, rows);
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
  if (viewpoint_ == ReplayViewpoint::kEverything) {
    if (!stop_.empty()) AppendWrapped(lines, stop_, theme.Of(Role::kError), width);
  } else if (!stop_in_view_.empty() && position_ == playable_) {
    AppendWrapped(lines, stop_in_view_, theme.Of(Role::kError), width);
  }
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
    AppendWrapped(lines, CapitalizedFirst(result_problem_), theme.Of(Role::kError), width);
  return lines;
}

// The battle of the step shown, if it was an attack, as the viewpoint saw it (the view's own
// report: under silent defense the attacker's view has no defender's rank).
std::vector<StyledLine> ReplayScreen::BattleLines(int width, const Theme& theme) const {
  std::vector<StyledLine> lines;
  if (!view_ || position_ == 0 || view_->history.empty()) return lines;
  const GameAction& step = record_.actions[static_cast<std::size_t>(position_ - 1)];
  const MoveReport& report = view_->history.back();
  if (step.kind != ActionKind::kMove || !report.is_attack()) return lines;
  const std::optional<Player> viewer = viewpoint_ == ReplayViewpoint::kEverything
                                           ? std::nullopt
                                           : std::optional<Player>(view_->viewer);
  AppendBattle(lines, report, static_cast<int>(view_->history.size()), viewer, options_.numbering,
               theme, width);
  return lines;
}

std::vector<StyledLine> ReplayScreen::LossLines(int width, LossForm form,
                                                const Theme& theme) const {
  std::vector<StyledLine> lines;
  for (Player player : {Player::kRed, Player::kBlue}) {
    AppendLosses(lines, std::string(PlayerName(player)) + " lost:", CapturedCounts(*view_, player),
                 form, options_, theme, width);
  }
  return lines;
}

// One step of the record in the move list: " 12 Red  e4-e5", " 13 Blue e7xe6 6 beats 5",
// "    Red  offers a draw". Attacks show both ranks, as the referee announces them, except in the
// attacker's view under silent defense (RULES.md §7): "6 beats ?", as that view's report says.
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
    case ActionKind::kTimeOut:
      return line + " runs out of time";
    case ActionKind::kDeclineRescue: {  // known to the decliner only (core/report.h)
      const bool own = viewpoint_ == ReplayViewpoint::kEverything ||
                       (viewpoint_ == ReplayViewpoint::kRed) == (step.player == Player::kRed);
      return own ? line + " does not rescue" : std::string();
    }
    case ActionKind::kRescue:  // public (RULES.md §7): every view may show it
      return line + " rescues " + RankWithNumber(step.rescue.rank, options_.numbering) + " to " +
             SquareName(step.rescue.square);
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
