#include "ui/key_map.h"

namespace stratego {

namespace {

std::optional<Command> MovementCommand(const InputEvent& event) {
  switch (event.key) {
    case Key::kUp:
      return Command::kUp;
    case Key::kDown:
      return Command::kDown;
    case Key::kLeft:
      return Command::kLeft;
    case Key::kRight:
      return Command::kRight;
    case Key::kEnter:
      return Command::kActivate;
    case Key::kEscape:
      return Command::kCancel;
    case Key::kF1:
      return Command::kHelp;
    case Key::kTab:
      return Command::kNextPiece;
    case Key::kBackTab:
      return Command::kPreviousPiece;
    case Key::kMouse:
      return Command::kClick;
    default:
      break;
  }
  if (event.key != Key::kCharacter) return std::nullopt;
  switch (event.ch) {
    case U'k':
      return Command::kUp;
    case U'j':
      return Command::kDown;
    case U'h':
      return Command::kLeft;
    case U'l':
      return Command::kRight;
    case U' ':
      return Command::kActivate;
    case U'?':
      return Command::kHelp;
    case U':':
      return Command::kCommandLine;
    case U'q':
      return Command::kQuit;
    default:
      return std::nullopt;
  }
}

}  // namespace

Command PlayCommandFor(const InputEvent& event) {
  if (auto command = MovementCommand(event)) return *command;
  if (event.Is(U'u')) return Command::kUndo;
  if (event.key == Key::kPageUp) return Command::kOlderMoves;
  if (event.key == Key::kPageDown) return Command::kNewerMoves;
  return Command::kNone;
}

std::optional<Rank> SetupRankKey(const InputEvent& event, Numbering numbering) {
  if (event.key != Key::kCharacter) return std::nullopt;
  const char32_t c = event.ch;
  if (c == U's' || c == U'S') return Rank::kSpy;
  if (c == U'b' || c == U'B') return Rank::kBomb;
  if (c == U'f' || c == U'F') return Rank::kFlag;
  if (c < U'0' || c > U'9') return std::nullopt;
  const int digit = static_cast<int>(c - U'0');
  if (numbering == Numbering::kModern) {
    if (digit == 0) return Rank::kMarshal;
    if (digit >= 2) return RankAt(digit);
    return std::nullopt;
  }
  if (digit == 0) return std::nullopt;
  return RankAt(kNumRanks - 1 - digit);  // classic 1 (Marshal, 10) … 9 (Scout, 2)
}

Command SetupCommandFor(const InputEvent& event, Numbering numbering) {
  if (SetupRankKey(event, numbering)) return Command::kPlaceRank;
  if (event.key == Key::kDelete || event.key == Key::kBackspace) return Command::kRemovePiece;
  if (auto command = MovementCommand(event)) return *command;
  if (event.key != Key::kCharacter) return Command::kNone;
  switch (event.ch) {
    case U'x':
    case U'.':
      return Command::kRemovePiece;
    case U'r':
      return Command::kRandomSetup;
    case U'c':
      return Command::kClearSetup;
    case U'o':
      return Command::kOpenSetup;
    case U'w':
      return Command::kSaveSetup;
    case U'd':
      return Command::kFinishSetup;
    default:
      return Command::kNone;
  }
}

Command EndCommandFor(const InputEvent& event) {
  if (event.Is(U'v') || event.key == Key::kTab) return Command::kToggleSeat;
  if (event.Is(U'n')) return Command::kNewGame;
  if (auto command = MovementCommand(event)) return *command;
  return Command::kNone;
}

}  // namespace stratego
