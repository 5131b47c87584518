#include "core/board.h"

#include <cassert>

namespace stratego {

Board::Board() {
  cells_.fill(kNoPiece);
}

PieceId Board::AddPiece(Player owner, Rank rank, Square square) {
  assert(square.valid() && !IsLake(square) && IsEmpty(square));
  const PieceId id = AddCapturedPiece(owner, rank);
  pieces_[id].square = square;
  cells_[static_cast<std::size_t>(square.index())] = id;
  Toggle(pieces_[id], SquareSet::Of(square));
  return id;
}

PieceId Board::AddCapturedPiece(Player owner, Rank rank) {
  auto& size = army_size_[static_cast<std::size_t>(Index(owner))];
  assert(size < kMaxPiecesPerSide);
  const auto id = static_cast<PieceId>(FirstPieceId(owner) + size);
  ++size;
  pieces_[id] = Piece{rank, owner, kNoSquare, false, false, false};
  return id;
}

void Board::Capture(PieceId id) {
  assert(pieces_[id].on_board());
  cells_[static_cast<std::size_t>(pieces_[id].square.index())] = kNoPiece;
  Toggle(pieces_[id], SquareSet::Of(pieces_[id].square));
  pieces_[id].square = kNoSquare;
}

void Board::Restore(PieceId id, Square square) {
  assert(!pieces_[id].on_board() && square.valid() && !IsLake(square) && IsEmpty(square));
  pieces_[id].square = square;
  cells_[static_cast<std::size_t>(square.index())] = id;
  Toggle(pieces_[id], SquareSet::Of(square));
}

void Board::SettleAttack(PieceId attacker, PieceId defender, CombatOutcome outcome) {
  const Square square = pieces_[defender].square;
  if (outcome != CombatOutcome::kDefenderWins) Capture(defender);
  if (outcome != CombatOutcome::kAttackerWins) Capture(attacker);
  if (outcome == CombatOutcome::kAttackerWins) MovePiece(attacker, square);
}

void Board::SetRank(PieceId id, Rank rank) {
  Piece& piece = pieces_[id];
  if (piece.on_board()) Toggle(piece, SquareSet::Of(piece.square));  // out of the old rank's sets
  piece.rank = rank;
  if (piece.on_board()) Toggle(piece, SquareSet::Of(piece.square));
}

MoverSquares Board::MoversFromPieces(Player player) const {
  MoverSquares movers;
  for (PieceId id = FirstPieceId(player); id < EndPieceId(player); ++id) {
    const Piece& piece = pieces_[id];
    if (!piece.on_board() || !IsMovable(piece.rank)) continue;
    movers.movable |= SquareSet::Of(piece.square);
    if (piece.rank == Rank::kScout) movers.scouts |= SquareSet::Of(piece.square);
  }
  return movers;
}

}  // namespace stratego
