#include "ui/help_screen.h"

#include <algorithm>
#include <cstring>

#include "core/text.h"
#include "ui/key_map.h"
#include "ui/menu.h"
#include "ui/rulebook.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr int kKeyColumn = 20;  // keys are at most this wide; their texts start after it

std::vector<HelpEntry> BoardKeys() {
  return {
      {"arrows, h j k l", "move the cursor", false},
      {"Enter or Space", "pick up a piece, then choose where it goes (legal squares are marked)",
       false},
      {"mouse click", "the same as moving the cursor there and pressing Enter", false},
      {"Esc", "put the piece down again; close the command line", false},
      {"Tab, Shift-Tab", "jump to your next (previous) piece that can move", false},
  };
}

std::vector<HelpEntry> HotSeatKeys() {
  return {
      {"u", "take your move back before handing over (not an attack: it revealed ranks)", false},
      {"Enter after moving",
       "hand the keyboard over: the screen goes blank until the other player presses Enter", false},
  };
}

// Against the computer there is no hand-over and no take-back; the computer thinks on while the
// person looks around.
std::vector<HelpEntry> VersusComputerKeys() {
  return {
      {"u", "no take-backs against the computer: it has seen your move", false},
      {"while it thinks",
       "the computer's turn: look around, page the moves, read the help, :save or :resign, or "
       "quit; moves wait for your turn",
       false},
  };
}

// Against a person at another terminal: the server has every move; the opponent's come as they
// are made.
std::vector<HelpEntry> RemoteKeys() {
  return {
      {"u", "no take-backs: the server has your move", false},
      {"their turn",
       "look around, page the moves, read the help, :draw or :resign, or leave; their move "
       "shows as soon as they make it",
       false},
  };
}

std::vector<HelpEntry> CommonKeys(GameMode mode) {
  const std::string quit =
      mode == GameMode::kRemote
          ? "leave (it asks first); the game stays on the server: stratego join GAME takes it "
            "up again"
          : std::string(mode == GameMode::kWatching ? "stop watching" : "quit the game") +
                " (it asks first); the game is kept, to resume from the menu";
  return {
      {"PgUp, PgDn", "page the move log back to earlier moves, and on again", false},
      {":", "type a command (below), then Enter", false},
      {"?", "this help", false},
      {"q", quit, false},
  };
}

std::vector<HelpEntry> Commands(GameMode mode) {
  std::vector<HelpEntry> commands = {
      {"", "Commands after :", true},
      {"e4-e5 or e4e5", "move the piece on e4 to e5 (a Scout moves along a line: a4-a9)", false},
      {"draw", "offer a draw, or accept the offer your opponent made", false},
      {"resign", "give up the game", false},
      {"undo", "take your move back before handing over", false},
      {"save NAME", "save a copy of the game under a name (it is also kept after every move)",
       false},
      {"help, quit", "as ? and q", false},
  };
  if (mode == GameMode::kHotSeat) return commands;
  if (mode == GameMode::kRemote) {  // the server keeps the game and has every move
    commands.erase(commands.begin() + 4, commands.begin() + 6);  // undo, save
    return commands;
  }
  commands.erase(commands.begin() + 4);  // undo
  commands.erase(commands.begin() + 2);  // draw: the computer does not answer offers
  if (mode == GameMode::kWatching) commands.erase(commands.begin() + 1, commands.begin() + 3);
  return commands;
}

// Watching two computers: the pace of the game and the seat, no moves of one's own.
std::vector<HelpEntry> WatchingKeys() {
  return {
      {"Space", "pause, and go on", false},
      {"+ and -", "faster and slower: from half a second to four seconds a move", false},
      {"v, Tab", "turn the board: watch from Red's or from Blue's seat", false},
      {"arrows, h j k l", "move the cursor", false},
  };
}

std::vector<HelpEntry> PlayingKeys(GameMode mode) {
  std::vector<HelpEntry> entries = {
      {"", mode == GameMode::kWatching ? "Watching the computer play itself" : "Playing", true}};
  std::vector<std::vector<HelpEntry>> parts;
  if (mode == GameMode::kWatching) {
    parts = {WatchingKeys()};
  } else {
    parts = {BoardKeys(), mode == GameMode::kHotSeat  ? HotSeatKeys()
                          : mode == GameMode::kRemote ? RemoteKeys()
                                                      : VersusComputerKeys()};
  }
  parts.push_back(CommonKeys(mode));
  parts.push_back(Commands(mode));
  for (const auto& part : parts)
    entries.insert(entries.end(), part.begin(), part.end());
  return entries;
}

// RULES.md §7, rescue: the question that follows a move onto the enemy's back row.
std::vector<HelpEntry> RescueKeys(const DisplayOptions& options) {
  const bool modern = options.numbering == Numbering::kModern;
  const std::string major(RankToken(Rank::kMajor, options.numbering));
  return {
      {"", "Rescuing a piece", true},
      {"",
       "After your move onto the enemy's back row the game asks at once which of your captured "
       "pieces to put back, and where: the empty squares of your half are marked.",
       false},
      {modern ? "0 9 8 … 2 S" : "1 2 3 … 9 S", "choose the piece to rescue by its rank", false},
      {"Tab, Shift-Tab", "the next (previous) piece that may be rescued", false},
      {"Enter or click", "put the piece on the marked square under the cursor", false},
      {"Esc", "make no rescue (it asks first)", false},
      {":rescue " + major + " c3", "rescue a piece by typing its rank and square", false},
  };
}

std::vector<HelpEntry> SetupKeys(const DisplayOptions& options) {
  const bool modern = options.numbering == Numbering::kModern;
  return {
      {"", "Setting up", true},
      {modern ? "0 9 8 … 2 S B F" : "1 2 3 … 9 S B F",
       std::string("place that piece and step on to the next square") +
           (modern ? " (0 is the Marshal, 10)" : " (1 is the Marshal)"),
       false},
      {"Tab", "choose in the tray; Enter on an empty square places it", false},
      {"Enter on a piece", "pick it up; Enter on another square swaps the two", false},
      {"x or Delete", "take the piece back into the tray", false},
      {"r", "place the pieces left at random (on an empty or full board: a new random setup)",
       false},
      {"c, o, w, d", "clear; open a setup file; save under a name; done", false},
  };
}

// The rule options of RULES.md §2, §4.4, §6 and §7 that are on in this game, a paragraph each.
std::vector<std::string> OptionParagraphs(const RuleSet& rules) {
  std::vector<std::string> paragraphs;
  if (rules.army != ArmyKind::kClassic) {
    paragraphs.push_back("This game is played with the " + std::string(GetArmy(rules.army).name) +
                         " army: " + std::to_string(GetArmy(rules.army).Total()) +
                         " pieces a side; the other squares of the setup rows stay empty.");
  }
  if (rules.more_squares) {
    paragraphs.push_back(
        "More-squares rule: while you chase an enemy piece, you may not make a threatening move "
        "that recreates a position of the chase, unless it undoes your own last move.");
  }
  if (rules.attacker_advantage)
    paragraphs.push_back("Attacker's advantage: when equal ranks fight, the attacker wins.");
  if (rules.silent_defense) {
    paragraphs.push_back(
        "Silent defense: only the attacker's rank is announced. The attacker learns whether it "
        "won, lost or tied, not what it attacked (a ? in the log), unless a Scout attacks or "
        "the outcome tells it (a tie, a Spy that wins, a Marshal that loses).");
  }
  if (rules.rescue) {
    paragraphs.push_back(
        "Rescue: a move onto the enemy's back row lets you put one captured piece back on an "
        "empty square of your half. Scouts cannot rescue, Bombs cannot be rescued, at most two "
        "rescues a game and one a piece.");
  }
  if (rules.max_moves > 0)
    paragraphs.push_back("The game is a draw after " + std::to_string(rules.max_moves) + " moves.");
  if (rules.max_quiet_moves > 0) {
    paragraphs.push_back("The game is a draw after " + std::to_string(rules.max_quiet_moves) +
                         " moves without an attack.");
  }
  return paragraphs;
}

std::vector<HelpEntry> OnTheBoard(const DisplayOptions& options) {
  const bool modern = options.numbering == Numbering::kModern;
  return {
      {"", "On the board", true},
      {"",
       "Your pieces show their ranks. Enemy pieces show their backs: ■ when nothing is known, ● "
       "once they have "
       "moved (so they are not a Bomb or the Flag), and their rank once revealed in a battle or, "
       "for a Scout, "
       "once seen moving more than one square. The last move is marked; the lakes are water.",
       false},
      {"",
       std::string("Ranks: ") +
           (modern ? "10 Marshal (the strongest) down to 2 Scout"
                   : "1 Marshal (the strongest) down to 9 Scout") +
           ", S Spy, B Bomb, F Flag.",
       false},
  };
}

// The glyphs of the help as an ASCII terminal shows them ("…" as "...", not as ".").
std::string AsciiGlyphs(std::string text) {
  for (auto [from, to] : {std::pair{"■", "#"}, std::pair{"●", "o"}, std::pair{"…", "..."}}) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from))
      text.replace(at, std::strlen(from), to);
  }
  return text;
}

}  // namespace

std::vector<HelpEntry> RulesInBrief(const DisplayOptions&, const RuleSet& rules) {
  const std::string two_squares =
      rules.two_squares == 0
          ? "The two-squares rule is off in this game."
          : "Two-squares rule: a piece may not move back and forth between the same two squares "
            "more than " +
                NumberWord(rules.two_squares) + " times in a row.";
  std::vector<HelpEntry> entries = {
      {"", "The rules in brief", true},
      {"", "Capture the enemy Flag, or leave your opponent without a legal move.", false},
      {"",
       "Pieces move one square forward, back or sideways, never diagonally and never into a lake. "
       "Scouts move "
       "any distance in a straight line over empty squares and may attack at the end. Bombs and "
       "the Flag never "
       "move.",
       false},
      {"",
       "Moving onto an enemy piece attacks it: both are revealed and the higher rank wins; equal "
       "ranks both go. "
       "The Spy defeats the Marshal only when the Spy attacks. Every piece that attacks a Bomb is "
       "lost, except "
       "a Miner, which removes it.",
       false},
      {"", two_squares, false},
  };
  for (const std::string& option : OptionParagraphs(rules))
    entries.push_back({"", option, false});
  entries.push_back(
      {"",
       "A player may resign at any time; a draw needs an offer and its acceptance. Memory mode "
       "(options): "
       "revealed enemy ranks are not kept on screen.",
       false});
  entries.push_back({"r", "the whole rulebook, to read page by page", false});
  return entries;
}

std::vector<HelpEntry> HelpEntries(const DisplayOptions& options, const RuleSet& rules,
                                   GameMode mode, HelpTopic topic) {
  std::vector<std::vector<HelpEntry>> parts = {PlayingKeys(mode)};
  if (rules.rescue && mode != GameMode::kWatching) parts.push_back(RescueKeys(options));
  if (mode != GameMode::kWatching) {  // a watcher sets nothing up
    const auto at = topic == HelpTopic::kSetup ? parts.begin() : parts.end();
    parts.insert(at, SetupKeys(options));
  }
  parts.push_back(OnTheBoard(options));
  parts.push_back(RulesInBrief(options, rules));
  std::vector<HelpEntry> entries;
  for (const auto& part : parts)
    entries.insert(entries.end(), part.begin(), part.end());
  return entries;
}

std::vector<HelpEntry> SpectatorHelpEntries(const DisplayOptions& options, const RuleSet& rules) {
  std::vector<HelpEntry> entries = {
      {"", "Watching a game on a server", true},
      {"arrows, h j k l", "move the cursor about the board", false},
      {"PgUp, PgDn", "page the move log back to earlier moves, and on again", false},
      {"?", "this help", false},
      {"q", "stop watching; the game goes on without you", false},
      {"", "On the board", true},
      {"",
       "You see what both players were told and no more: both armies show their backs, ■ when "
       "nothing is known and ● once a piece has moved, and a rank once a battle revealed it (or a "
       "Scout moved more than one square). A defender's rank under silent defense stays hidden. "
       "The moves come as they are made; the last is marked.",
       false},
  };
  const std::vector<HelpEntry> rules_part = RulesInBrief(options, rules);
  entries.insert(entries.end(), rules_part.begin(), rules_part.end());
  return entries;
}

std::vector<std::string> LayOutHelp(const std::vector<HelpEntry>& entries, int width,
                                    bool unicode) {
  std::vector<std::string> lines;
  for (const HelpEntry& entry : entries) {
    if (entry.heading) {
      if (!lines.empty()) lines.emplace_back();
      lines.push_back(entry.text);
      continue;
    }
    const int indent = entry.key.empty() ? 0 : std::min(kKeyColumn, width / 3);
    const std::string key = unicode ? entry.key : AsciiGlyphs(entry.key);
    const std::string text = unicode ? entry.text : AsciiGlyphs(entry.text);
    // A key too wide for its column gets a line of its own, its text below it.
    const bool key_alone = !key.empty() && TextWidth(key) >= indent;
    if (key_alone) lines.push_back(key);
    const std::vector<std::string> wrapped = WrapText(text, std::max(10, width - indent));
    for (std::size_t i = 0; i < wrapped.size(); ++i) {
      const std::string head = i == 0 && !key_alone ? key : "";
      const int gap = indent - TextWidth(head);
      lines.push_back(head + std::string(static_cast<std::size_t>(gap), ' ') + wrapped[i]);
    }
  }
  return lines;
}

void HelpActivity::Render(Canvas& canvas, const Theme& theme) const {
  unicode_ = theme.unicode();
  canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle));
  canvas.Print(10, 0, "Help", theme.Of(Role::kHeading));
  const std::vector<std::string> lines = LayOutHelp(entries_, canvas.width() - 2, theme.unicode());
  const int rows = canvas.height() - 2;
  const int count = static_cast<int>(lines.size());
  const int top = std::clamp(top_, 0, std::max(0, count - rows));  // after a resize
  for (int row = 0; row < rows && top + row < count; ++row)
    canvas.Print(1, row + 1, lines[static_cast<std::size_t>(top + row)], theme.Of(Role::kText));
  const bool more = top + rows < count;
  canvas.Print(0, canvas.height() - 1,
               std::string(more ? "Down, PgDn: more" : "Up, PgUp: back up") +
                   " · r: the whole rulebook · q: back",
               theme.Of(Role::kDim), canvas.width());
}

Transition HelpActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  const int count = static_cast<int>(LayOutHelp(entries_, size.width - 2, unicode_).size());
  if (auto top = PagedTop(event, top_, size.height - 2, count)) {
    top_ = *top;
    return Transition::Stay();
  }
  if (event.Is(U'r')) return Transition::Push(std::make_unique<RulebookActivity>());
  return LeavesPagedScreen(event) ? Transition::Pop() : Transition::Stay();
}

std::unique_ptr<Activity> MakeHelpMenu(const DisplayOptions& options, const RuleSet& rules) {
  std::vector<MenuItem> items;
  items.push_back({"Keys and commands",
                   [options, rules] {
                     return Transition::Push(std::make_unique<HelpActivity>(options, rules));
                   },
                   nullptr, nullptr,
                   "Every key of every screen, the typed commands, the rules in brief"});
  items.push_back({"The rules of the game",
                   [] { return Transition::Push(std::make_unique<RulebookActivity>()); }, nullptr,
                   nullptr, "The whole rulebook this program plays by, page by page"});
  items.push_back({"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "The main menu"});
  return std::make_unique<MenuActivity>("Help", std::move(items));
}

}  // namespace stratego
