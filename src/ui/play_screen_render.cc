// PlayScreen: drawing (the header, the board, the side panel and the status line).
#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

#include "ui/clock_text.h"
#include "ui/play_screen.h"
#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

std::string Capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

Highlights HighlightsFor(const PlayerView& view, PlayPhase phase, Square cursor,
                         std::optional<Square> selected) {
  Highlights highlights;
  highlights.cursor = cursor;
  highlights.selected = selected;
  if (!view.history.empty()) highlights.last_move = view.history.back().move;
  if (phase == PlayPhase::kRescuing) {  // where a rescued piece may go
    for (Square square : RescueSquares(view.board, view.viewer))
      highlights.destinations.set(static_cast<std::size_t>(square.index()));
  }
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

// Every rule option in force, so that players always see what they are playing: in full words
// when they fit `width`, else in short ones ("Barrage · 2sq N=3 · more-sq · silent · rescue").
std::string RulesLine(const RuleSet& rules, const DisplayOptions& options,
                      const std::string& bullet, int width) {
  const std::string line = RulesLine(rules, options, bullet, false);
  return TextWidth(line) <= width ? line : RulesLine(rules, options, bullet, true);
}

std::string RulesLine(const RuleSet& rules, const DisplayOptions& options,
                      const std::string& bullet, bool short_words) {
  std::vector<std::string> parts;
  auto add = [&](const std::string& full, const std::string& brief) {
    parts.push_back(short_words ? brief : full);
  };
  if (rules.army != ArmyKind::kClassic) parts.push_back(std::string(GetArmy(rules.army).name));
  const std::string n = std::to_string(rules.two_squares);
  if (rules.two_squares == 0) {
    add("two-squares rule off", "2sq off");
  } else {
    add("two-squares N=" + n, "2sq N=" + n);
  }
  if (rules.more_squares) add("more-squares rule", "more-sq");
  if (rules.attacker_advantage) add("attacker's advantage", "attacker wins ties");
  if (rules.silent_defense) add("silent defense", "silent");
  if (rules.rescue) add("rescue", "rescue");
  if (rules.max_moves > 0) {
    const std::string m = std::to_string(rules.max_moves);
    add("draw after " + m + " moves", "max " + m);
  }
  if (rules.max_quiet_moves > 0) {
    const std::string k = std::to_string(rules.max_quiet_moves);
    add("draw after " + k + " moves without attack", "quiet max " + k);
  }
  if (options.memory_mode) add("memory mode", "memory");
  std::string text;
  for (const std::string& part : parts)
    text += (text.empty() ? "" : " " + bullet + " ") + part;
  return Capitalized(text);
}

void AppendLosses(std::vector<StyledLine>& lines, const std::string& label,
                  const std::array<int, kNumRanks + 1>& counts, LossForm form,
                  const DisplayOptions& options, const Theme& theme, int width) {
  std::vector<std::string> phrases = LossPhrases(counts, options.numbering, form, theme.unicode());
  phrases.front() = label + " " + phrases.front();
  AppendPhrases(lines, phrases, ", ", theme.Of(Role::kText), width, ",");
}

namespace {

// "Your" or "Blue's"; a spectator's (no viewer) sides by name.
std::string WhoseSide(Player owner, std::optional<Player> viewer, bool capital) {
  if (viewer == owner) return capital ? "Your" : "your";
  return std::string(PlayerName(owner)) + "'s";
}

}  // namespace

void AppendBattle(std::vector<StyledLine>& lines, const MoveReport& report, int number,
                  std::optional<Player> viewer, Numbering numbering, const Theme& theme,
                  int width) {
  const Style style = theme.Of(Role::kMenuSelected);
  const Player defender = Opponent(report.mover);
  const std::string attacker_name =
      WhoseSide(report.mover, viewer, true) + " " + std::string(RankName(report.attacker_rank));
  // An unseen defender (silent defense, RULES.md §7) is only "Blue's piece".
  const std::string defender_name =
      WhoseSide(defender, viewer, false) + " " +
      (IsReal(report.defender_rank) ? std::string(RankName(report.defender_rank)) : "piece");
  std::string result;
  switch (report.outcome) {
    case CombatOutcome::kAttackerWins:
      result = attacker_name + " wins.";
      break;
    case CombatOutcome::kDefenderWins:
      result = defender_name + " wins.";
      result[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(result[0])));
      break;
    case CombatOutcome::kBothRemoved:
      result = "Both are removed.";
      break;
  }
  const std::string attacker =
      WhoseSide(report.mover, viewer, true) + " " + RankWithNumber(report.attacker_rank, numbering);
  const std::string attacked = "attacks " + WhoseSide(defender, viewer, false) + " " +
                               RankWithNumber(report.defender_rank, numbering);
  for (const std::vector<std::string>& phrases :
       {std::vector<std::string>{"Battle on " + SquareName(report.move.to),
                                 "(move " + std::to_string(number) + ")"},
        std::vector<std::string>{attacker, attacked}, std::vector<std::string>{result}}) {
    for (std::string& line : WrapPhrases(phrases, " ", width)) {
      line.resize(line.size() + static_cast<std::size_t>(std::max(0, width - TextWidth(line))),
                  ' ');  // the highlight runs the panel's width: a box
      lines.push_back({std::move(line), style});
    }
  }
}

void PlayScreen::Render(Canvas& canvas, const Theme& theme) const {
  const auto layout = LayoutPlayScreen({canvas.width(), canvas.height()});
  if (!layout) return;
  RenderHeader(canvas, theme);
  const Highlights highlights = HighlightsFor(view_, phase_, cursor(), selected_);
  PaintBoard(canvas, layout->board, view_.viewer, PictureOfView(view_, highlights, options_, theme),
             theme);
  RenderPanel(canvas, layout->panel, theme);
  RenderStatus(canvas, layout->status_row, theme);
}

void PlayScreen::RenderHeader(Canvas& canvas, const Theme& theme) const {
  int x = canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle)) + 2;
  x += spectator_ ? canvas.Print(x, 0, spectator_title_, theme.Of(Role::kHeading)) + 1
                  : canvas.Print(x, 0, std::string(PlayerName(view_.viewer)),
                                 theme.PlayerText(view_.viewer)) +
                        1;
  const std::string bullet = " " + EncodeUtf8(theme.glyphs().bullet) + " ";
  std::string state;
  if (view_.result.over()) {
    const auto winner = view_.result.winner;
    state = "game over: " +
            (winner ? std::string(PlayerName(*winner)) + " wins" : std::string("a draw")) + bullet +
            std::to_string(view_.ply) + (view_.ply == 1 ? " move" : " moves");
  } else {
    const bool moved = phase_ == PlayPhase::kMoved || phase_ == PlayPhase::kRescuing;
    state = phase_ == PlayPhase::kRescuing ? "rescue"
            : moved                        ? "moved"
            : view_.to_move == view_.viewer && !spectator_
                ? "your turn"
                : std::string(PlayerName(view_.to_move)) + " to move";
    state += bullet + "move " + std::to_string(view_.ply + (moved ? 0 : 1));
  }
  canvas.Print(x, 0, bullet.substr(1) + state, theme.Of(Role::kHeading));
  const std::string help = "? help  : command";
  const int help_x = canvas.width() - TextWidth(help);
  if (help_x > x + TextWidth(state) + 3) canvas.Print(help_x, 0, help, theme.Of(Role::kDim));
}

// The panel: what stands above the move log (PanelHead), then as many of the moves as fit,
// the newest last unless the log is paged back.
void PlayScreen::RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const {
  std::vector<StyledLine> lines = PanelHead(canvas.width(), panel, theme);
  const int rows = std::max(0, panel.height - static_cast<int>(lines.size()));
  const int total = LogLength(view_);
  const int back = std::min(log_back_, std::max(0, total - rows));
  if (back > 0) {
    const std::string dash = theme.unicode() ? "–" : "-";
    lines.back().text = "Moves " + std::to_string(total - back - rows + 1) + dash +
                        std::to_string(total - back) + " of " + std::to_string(total);
  }
  AddLogLines(lines, rows, back, panel.width, theme);
  for (int row = 0; row < panel.height && row < static_cast<int>(lines.size()); ++row) {
    const StyledLine& line = lines[static_cast<std::size_t>(row)];
    canvas.Print(panel.x, panel.y + row, line.text, line.style, panel.width);
  }
}

// How many moves of the log the panel shows on a screen of `size`.
int PlayScreen::LogRows(const ScreenSize& size) const {
  const auto layout = LayoutPlayScreen(size);
  if (!layout) return 0;
  const Theme plain(false, true);  // the theme changes styles and glyphs, never line counts
  const auto head = PanelHead(size.width, layout->panel, plain);
  return std::max(0, layout->panel.height - static_cast<int>(head.size()));
}

// The panel's head in the longest form of the losses that leaves a few lines for the log.
std::vector<StyledLine> PlayScreen::PanelHead(int screen_width, const Rect& panel,
                                              const Theme& theme) const {
  constexpr int kLogRows = 3;
  std::vector<StyledLine> lines;
  for (LossForm form : {LossForm::kNumbered, LossForm::kNames, LossForm::kShort}) {
    lines = PanelHead(screen_width, panel.width, form, theme);
    if (static_cast<int>(lines.size()) + kLogRows <= panel.height) break;
  }
  return lines;
}

// The panel above the move log: the clocks, a message too long for the status line, the rules, a
// draw offer, both sides' losses and the enemy pieces not yet seen, and the log's heading (last).
std::vector<StyledLine> PlayScreen::PanelHead(int screen_width, int width, LossForm form,
                                              const Theme& theme) const {
  std::vector<StyledLine> lines;
  if (clocks_) AppendClockLines(lines, *clocks_, clock_names_, theme);
  for (int index : battles_) {
    const std::optional<Player> viewer =
        spectator_ ? std::nullopt : std::optional<Player>(view_.viewer);
    AppendBattle(lines, view_.history[static_cast<std::size_t>(index)], index + 1, viewer,
                 options_.numbering, theme, width);
  }
  // A message that does not fit the status line whole is shown here in full.
  if (!editing_ && !message_.empty() && !MessageFitsStatus(screen_width)) {
    AppendWrapped(lines, Capitalized(message_),
                  theme.Of(message_is_error_ ? Role::kError : Role::kStatus), width);
  }
  if (phase_ == PlayPhase::kRescuing) AddRescueLines(lines, width, theme);
  AppendWrapped(lines, RulesLine(view_.rules, options_, EncodeUtf8(theme.glyphs().bullet), width),
                theme.Of(Role::kDim), width);
  if (view_.draw_offer) {
    const std::string who = *view_.draw_offer == view_.viewer && !spectator_
                                ? "You offer"
                                : std::string(PlayerName(*view_.draw_offer)) + " offers";
    AppendWrapped(lines, who + " a draw", theme.Of(Role::kStatus), width);
  }
  AddArmyLines(lines, width, form, theme);
  lines.push_back({"Moves", theme.Of(Role::kHeading)});
  return lines;
}

// Both sides' losses, the enemy pieces not yet seen, and what the backs of pieces mean.
void PlayScreen::AddArmyLines(std::vector<StyledLine>& lines, int width, LossForm form,
                              const Theme& theme) const {
  const Player enemy = Opponent(view_.viewer);
  const Numbering numbering = options_.numbering;
  const std::string enemy_name(PlayerName(enemy));
  const std::string own = spectator_ ? std::string(PlayerName(view_.viewer)) + "'s" : "Your";
  AppendLosses(lines, own + " losses:", CapturedCounts(view_, view_.viewer), form, options_, theme,
               width);
  AppendLosses(lines, enemy_name + "'s losses:", CapturedCounts(view_, enemy), form, options_,
               theme, width);
  if (view_.result.over() || spectator_) return;  // both armies are in full view
  lines.push_back({enemy_name + " pieces not seen", theme.Of(Role::kHeading)});
  AppendWrapped(lines, RankCounts(UnaccountedCounts(view_, options_.memory_mode), numbering),
                theme.Of(Role::kText), width);
  const Glyphs& g = theme.glyphs();
  AppendWrapped(lines, EncodeUtf8(g.unknown) + " unknown  " + EncodeUtf8(g.moved) + " has moved",
                theme.Of(Role::kDim), width);
}

// The pieces the player may rescue, the chosen one in brackets: "[7×2] 6 S" (RULES.md §7).
void PlayScreen::AddRescueLines(std::vector<StyledLine>& lines, int width,
                                const Theme& theme) const {
  const Numbering numbering = options_.numbering;
  AppendWrapped(lines, "Rescue: " + RankWithNumber(rescue_rank(), numbering),
                theme.Of(Role::kHeading), width);
  const auto captured = CapturedCounts(view_, view_.viewer);
  std::string choices;
  for (Rank rank : rescue_ranks_) {
    std::string token(RankToken(rank, numbering));
    if (const int count = captured[static_cast<std::size_t>(rank)]; count > 1)
      token += "×" + std::to_string(count);
    if (rank == rescue_rank()) token = "[" + token + "]";
    choices += (choices.empty() ? "" : " ") + token;
  }
  AppendWrapped(lines, choices, theme.Of(Role::kText), width);
}

// The whole move log: a line for each move, and one for each rescue after its move. In memory
// mode only the last two moves of the game keep their ranks.
std::vector<std::string> PlayScreen::LogEntries() const {
  std::vector<std::string> entries;
  const int total = static_cast<int>(view_.history.size());
  for (int i = 0; i < total; ++i) {
    const MoveReport& report = view_.history[static_cast<std::size_t>(i)];
    const bool show_ranks = !options_.memory_mode || view_.result.over() || i >= total - 2;
    entries.push_back(LogLine(report, i + 1, options_.numbering, show_ranks));
    if (report.has_rescue()) entries.push_back(RescueLogLine(report, options_.numbering));
  }
  return entries;
}

// The lines of the log that fit in `rows`, ending `back` lines before the newest.
void PlayScreen::AddLogLines(std::vector<StyledLine>& lines, int rows, int back, int width,
                             const Theme& theme) const {
  const std::vector<std::string> entries = LogEntries();
  const int total = static_cast<int>(entries.size());
  for (int i = std::max(0, total - back - rows); i < total - back; ++i) {
    lines.push_back({Ellipsize(entries[static_cast<std::size_t>(i)], width, theme.unicode()),
                     theme.Of(Role::kText)});
  }
}

// The keys that go on from here, the most needed first: as many as fit are shown, each whole.
std::vector<std::string> PlayScreen::HintPhrases() const {
  if (view_.result.over()) {
    if (!end_keys_.empty()) return SplitOn(end_keys_, " · ");
    return {"n: new game", "v: turn the board", "q: leave"};
  }
  if (phase_ == PlayPhase::kMoved) {
    std::vector<std::string> hints = {"Enter: hand over to " +
                                      std::string(PlayerName(Opponent(view_.viewer)))};
    if (can_undo_) hints.push_back("u: take the move back");
    return hints;
  }
  if (phase_ == PlayPhase::kRescuing)
    return {"Rank key or Tab: piece", "Enter on a marked square rescues it", "Esc: none"};
  if (phase_ == PlayPhase::kChoosing) {
    if (selected_) return {"Enter on a highlighted square moves", "Esc: cancel"};
    return {"Arrows/hjkl: cursor", "Enter: pick a piece", ":e4-e5 types a move"};
  }
  return SplitOn(waiting_keys_, " · ");
}

std::string PlayScreen::Hint(int width) const {
  return JoinFitting(HintPhrases(), " · ", width);
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
  const int width = StatusWidth(canvas.width());
  canvas.Print(0, row, Ellipsize(StatusText(width), width, theme.unicode()), theme.Of(role));
  if (!waiting_.empty() && !confirming_) {  // a question takes the whole line
    const std::string indicator = Indicator(theme);
    canvas.Print(std::max(0, canvas.width() - TextWidth(indicator)), row, indicator,
                 theme.Of(Role::kStatus));
  }
}

// "Blue (ai:hard) is thinking ◐": the spinner turns a quarter at every frame.
std::string PlayScreen::Indicator(const Theme& theme) const {
  if (waiting_frame_ < 0) return waiting_;
  constexpr std::string_view kUnicodeFrames[] = {"◐", "◓", "◑", "◒"};
  constexpr std::string_view kAsciiFrames[] = {"|", "/", "-", "\\"};
  const auto frame = static_cast<std::size_t>(waiting_frame_ % 4);
  return waiting_ + " " +
         std::string(theme.unicode() ? kUnicodeFrames[frame] : kAsciiFrames[frame]);
}

// The width of the status line left of the waiting indicator (and a gap of two).
int PlayScreen::StatusWidth(int width) const {
  if (waiting_.empty() || confirming_) return width;
  const int indicator = TextWidth(waiting_) + (waiting_frame_ < 0 ? 0 : 2);
  return std::max(0, width - indicator - 2);
}

// After a move, and at the end, the way on (hand over, take back, new game) must stay visible: a
// message goes with it when both fit, else the hint keeps the status line and the message goes
// to the panel. An error always takes the status line: it answers what the player just did.
// A message too long for the line is shown whole in the panel (PanelHead); the line then keeps
// its first phrase and says where the rest is ("Cannot play e4-e5: see why on the right").
std::string PlayScreen::StatusText(int width) const {
  if (message_.empty()) return Hint(width);
  const std::string message = Capitalized(message_);
  const bool way_on =
      phase_ == PlayPhase::kMoved || phase_ == PlayPhase::kRescuing || view_.result.over();
  if (!way_on || message_is_error_ || confirming_) {
    if (TextWidth(message) <= width || confirming_) return message;
    return PointToPanel(message, width);
  }
  const std::string hint = Hint(width);  // the way on, whole: the message may go to the panel
  const std::string both = message + "  " + hint;
  return TextWidth(both) <= width ? both : hint;
}

bool PlayScreen::MessageFitsStatus(int screen_width) const {
  const int width = StatusWidth(screen_width);
  const std::string status = StatusText(width);
  return TextWidth(status) <= width && status.find(Capitalized(message_)) != std::string::npos;
}

}  // namespace stratego
