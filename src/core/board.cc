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

void Board::MovePiece(PieceId id, Square to) {
  assert(IsEmpty(to) && pieces_[id].on_board());
  cells_[static_cast<std::size_t>(pieces_[id].square.index())] = kNoPiece;
  cells_[static_cast<std::size_t>(to.index())] = id;
  pieces_[id].square = to;
}

void Board::Capture(PieceId id) {
  assert(pieces_[id].on_board());
  cells_[static_cast<std::size_t>(pieces_[id].square.index())] = kNoPiece;
  pieces_[id].square = kNoSquare;
}

void Board::Restore(PieceId id, Square square) {
  assert(!pieces_[id].on_board() && square.valid() && !IsLake(square) && IsEmpty(square));
  pieces_[id].square = square;
  cells_[static_cast<std::size_t>(square.index())] = id;
}

void Board::SettleAttack(PieceId attacker, PieceId defender, CombatOutcome outcome) {
  const Square square = pieces_[defender].square;
  if (outcome != CombatOutcome::kDefenderWins) Capture(defender);
  if (outcome != CombatOutcome::kAttackerWins) Capture(attacker);
  if (outcome == CombatOutcome::kAttackerWins) MovePiece(attacker, square);
}

}  // namespace stratego
