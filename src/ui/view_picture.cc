#include "ui/view_picture.h"

namespace stratego {

std::string PieceLabel(const Piece& piece, Player viewer, const DisplayOptions& options,
                       const Glyphs& glyphs) {
  // A spectator's view (PlayerView::spectator) holds unknown ranks on both sides.
  const bool own = piece.owner == viewer && piece.rank != Rank::kUnknown;
  if (own || (!options.memory_mode && piece.rank != Rank::kUnknown)) {
    return std::string(RankToken(piece.rank, options.numbering));
  }
  if (!options.memory_mode && piece.moved_far)
    return std::string(RankToken(Rank::kScout, options.numbering));
  return EncodeUtf8(piece.moved ? glyphs.moved : glyphs.unknown);
}

namespace {

SquareLook LookOfPiece(const Piece& piece, const PlayerView& view, const DisplayOptions& options,
                       const Theme& theme) {
  return {PieceLabel(piece, view.viewer, options, theme.glyphs()),
          theme.PieceStyle(piece.owner, view.viewer)};
}

// An enemy piece the selected one may attack keeps its label but changes its look: in colour by
// background, in monochrome by underline.
void MarkAttackable(SquareLook& look, const Theme& theme) {
  if (theme.color()) {
    look.style.fg = Color::kBlack;
    look.style.bg = Color::kGreen;
  } else {
    look.style.underline = true;
  }
}

}  // namespace

// A selected piece keeps its label but changes its look: in colour by background, in monochrome
// by underline with bold.
void MarkSelected(SquareLook& look, const Theme& theme) {
  if (theme.color()) {
    look.style.fg = Color::kBlack;
    look.style.bg = Color::kYellow;
  } else {
    look.style.underline = true;
    look.style.bold = true;
  }
}

BoardPicture PictureOfView(const PlayerView& view, const Highlights& highlights,
                           const DisplayOptions& options, const Theme& theme) {
  BoardPicture picture;
  picture.cursor = highlights.cursor;
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    SquareLook& look = picture.squares[static_cast<std::size_t>(index)];
    const PieceId id = view.board.At(square);
    const bool destination = highlights.destinations.test(static_cast<std::size_t>(index));
    if (id != kNoPiece) {
      look = LookOfPiece(view.board.piece(id), view, options, theme);
      if (highlights.selected == square) MarkSelected(look, theme);
      if (destination) MarkAttackable(look, theme);
      if (highlights.last_move && highlights.last_move->to == square) look.style.underline = true;
    } else if (destination) {
      look = {EncodeUtf8(theme.glyphs().destination), theme.Of(Role::kDestination)};
    } else if (highlights.last_move &&
               (highlights.last_move->from == square || highlights.last_move->to == square)) {
      look = {EncodeUtf8(theme.glyphs().last_from), theme.Of(Role::kLastMove)};
    }
  }
  return picture;
}

}  // namespace stratego
