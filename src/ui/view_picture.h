// What each square shows to one player: the only code that turns a player's view into pieces on
// screen. It receives a PlayerView, never the true game, so it cannot show a hidden rank.
#pragma once

#include <bitset>
#include <optional>
#include <string>

#include "core/move.h"
#include "core/view.h"
#include "ui/board_painter.h"
#include "ui/display.h"
#include "ui/theme.h"

namespace stratego {

// Marks on the board besides the pieces.
struct Highlights {
  std::optional<Square> cursor;
  std::optional<Square> selected;
  std::bitset<kNumSquares> destinations;  // where the selected piece may go
  std::optional<Move> last_move;
};

// The label of a piece as the viewer knows it: the rank for the viewer's own pieces and for
// revealed enemy pieces, the Scout's rank for an enemy piece that moved far, otherwise the back
// of the piece (moved or not), as for an own piece of unknown rank (a spectator's view). In memory
// mode enemy ranks are not shown.
std::string PieceLabel(const Piece& piece, Player viewer, const DisplayOptions& options,
                       const Glyphs& glyphs);

// The look of a picked-up piece, on the board and in the setup editor.
void MarkSelected(SquareLook& look, const Theme& theme);

BoardPicture PictureOfView(const PlayerView& view, const Highlights& highlights,
                           const DisplayOptions& options, const Theme& theme);

}  // namespace stratego
