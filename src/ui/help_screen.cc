#include "ui/help_screen.h"

#include <algorithm>

#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

std::vector<std::string> HelpLines(const DisplayOptions& options) {
  const bool modern = options.numbering == Numbering::kModern;
  return {
      "# Playing",
      "Arrows or h j k l   move the cursor",
      "Enter or Space      pick up a piece, then choose where it goes",
      "mouse click         the same as moving the cursor there and pressing Enter",
      "Esc                 put the piece down again; close the command line",
      "Tab, Shift-Tab      jump to your next (previous) piece that can move",
      "u                   take your move back before handing over (not an attack)",
      "Enter (after moving) hand the keyboard over: the screen goes blank",
      ":                   type a command, then Enter",
      "?                   this help        q   quit the game",
      "",
      "# Commands after :",
      "e4-e5 or e4e5       move the piece on e4 to e5 (a Scout: a4-a9)",
      "draw                offer a draw, or accept the offer your opponent made",
      "resign              give up the game",
      "undo                take your move back before handing over",
      "help, quit",
      "",
      "# Setting up",
      std::string(modern ? "0 9 8 7 6 5 4 3 2" : "1 2 3 4 5 6 7 8 9") +
          " S B F   place that piece and step on",
      "Tab                 choose in the tray; Enter on an empty square places it",
      "Enter on a piece    pick it up; Enter on another square swaps the two",
      "x or Delete         take the piece back into the tray",
      "r random   c clear   o open a setup file   w save under a name   d done",
      "",
      "# On the board",
      "Your pieces show their ranks; enemy pieces show their backs:",
      "  ■ (#) nothing known   ● (o) has moved: not a Bomb or the Flag",
      "  a rank: revealed in a battle, or a Scout seen moving more than one square",
      "The last move is marked (∘ or : where it came from); the lakes are water.",
      std::string("Ranks: ") + (modern ? "10 Marshal (strongest) … 2 Scout, S Spy, B Bomb, F Flag"
                                       : "1 Marshal (strongest) … 9 Scout, S Spy, B Bomb, F Flag"),
      "",
      "# The rules in brief",
      "Capture the enemy Flag, or leave your opponent without a legal move.",
      "Pieces move one square forward, back or sideways, never diagonally, never into a lake.",
      "Scouts move any distance in a straight line over empty squares, and may attack at the end.",
      "Bombs and the Flag never move.",
      "Moving onto an enemy piece attacks it: both are revealed and the higher rank wins; equal",
      "ranks both go. The Spy defeats the Marshal only when the Spy attacks. Every piece that",
      "attacks a Bomb is lost, except a Miner, which removes it.",
      "Two-squares rule: a piece may not move back and forth between the same two squares more",
      "than three times in a row (five with the option).",
      "A player may resign at any time; a draw needs an offer and its acceptance.",
      "Memory mode (options): revealed enemy ranks are not kept on screen.",
      "",
      "Press q or Esc to return.",
  };
}

void HelpActivity::Render(Canvas& canvas, const Theme& theme) const {
  canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle));
  canvas.Print(10, 0, "Help", theme.Of(Role::kHeading));
  const int rows = canvas.height() - 2;
  for (int row = 0; row < rows && top_ + row < static_cast<int>(lines_.size()); ++row) {
    const std::string& line = lines_[static_cast<std::size_t>(top_ + row)];
    const bool heading = line.rfind("# ", 0) == 0;
    std::string text = heading ? line.substr(2) : line;
    if (!theme.unicode()) {
      // The same text in plain ASCII: the glyph names in brackets are what this terminal shows.
      for (auto [from, to] : {std::pair{"■ (#)", "#"}, std::pair{"● (o)", "o"},
                              std::pair{"∘ or :", ":"}, std::pair{"…", "..."}}) {
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from)) {
          text.replace(at, std::string(from).size(), to);
        }
      }
    }
    canvas.Print(1, row + 1, Ellipsize(text, canvas.width() - 2, theme.unicode()),
                 theme.Of(heading ? Role::kHeading : Role::kText));
  }
  const std::string footer = "Up/Down, PageUp/PageDown: scroll · q: back";
  canvas.Print(0, canvas.height() - 1, footer, theme.Of(Role::kDim));
}

Transition HelpActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  const int page = std::max(1, size.height - 3);
  const int last = std::max(0, static_cast<int>(lines_.size()) - (size.height - 2));
  switch (event.key) {
    case Key::kPageDown:
      top_ = std::min(last, top_ + page);
      return Transition::Stay();
    case Key::kPageUp:
      top_ = std::max(0, top_ - page);
      return Transition::Stay();
    case Key::kHome:
      top_ = 0;
      return Transition::Stay();
    case Key::kEnd:
      top_ = last;
      return Transition::Stay();
    default:
      break;
  }
  switch (PlayCommandFor(event)) {
    case Command::kDown:
      top_ = std::min(last, top_ + 1);
      break;
    case Command::kUp:
      top_ = std::max(0, top_ - 1);
      break;
    case Command::kQuit:
    case Command::kCancel:
    case Command::kHelp:
    case Command::kActivate:
      return Transition::Pop();
    default:
      break;
  }
  return Transition::Stay();
}

}  // namespace stratego
