// Keys and mouse clicks to commands: one pure function per screen, so that every binding is
// listed in one place and tested without a terminal.
#pragma once

#include <cstdint>
#include <optional>

#include "core/types.h"
#include "ui/input.h"

namespace stratego {

enum class Command : std::uint8_t {
  kNone,
  kUp,
  kDown,
  kLeft,
  kRight,
  kActivate,       // Enter or Space: select, move, confirm
  kCancel,         // Escape
  kCommandLine,    // ':'
  kUndo,           // 'u'
  kHelp,           // '?' or F1
  kQuit,           // 'q'
  kNextPiece,      // Tab
  kPreviousPiece,  // Shift-Tab
  kClick,          // a mouse click (where: in the event)
  kPlaceRank,      // setup: a rank key
  kRemovePiece,    // setup: x, '.', Delete, Backspace
  kRandomSetup,    // setup: r
  kClearSetup,     // setup: c
  kOpenSetup,      // setup: o
  kSaveSetup,      // setup: w
  kFinishSetup,    // setup: d
  kToggleSeat,     // end screen: v
  kNewGame,        // end screen: n
  kOlderMoves,     // PageUp: the move log a page back
  kNewerMoves,     // PageDown: the move log a page on
};

// Arrow keys and the vi keys h j k l move; the rest as listed above.
Command PlayCommandFor(const InputEvent& event);
// The setup editor adds rank keys (see SetupRankKey) and its own letters; h j k l still move.
Command SetupCommandFor(const InputEvent& event, Numbering numbering);
// The rank a key places in the setup editor: modern numbering 2–9 and 0 for the Marshal (10),
// classic 1–9; S, B and F in either. Case does not matter.
std::optional<Rank> SetupRankKey(const InputEvent& event, Numbering numbering);
Command EndCommandFor(const InputEvent& event);

}  // namespace stratego
