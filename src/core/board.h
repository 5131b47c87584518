// The board: which piece stands on which square, and what each piece is and has shown.
// The same type holds the referee's true board and a player's view of it; in a view, the ranks
// the viewer may not know are Rank::kUnknown (RULES.md §8), so they are not there to leak.
#pragma once

#include <array>
#include <cstdint>

#include "core/combat.h"
#include "core/square.h"
#include "core/types.h"

namespace stratego {

// Pieces are numbered per side in setup order: Red's are 0…39, Blue's 40…79. The number follows
// from the square a piece started on, never from its rank, so it is public knowledge.
using PieceId = std::uint8_t;
inline constexpr int kMaxPiecesPerSide = 40;
inline constexpr int kMaxPieces = 2 * kMaxPiecesPerSide;
inline constexpr PieceId kNoPiece = 0xFF;

constexpr PieceId FirstPieceId(Player player) {
  return static_cast<PieceId>(Index(player) * kMaxPiecesPerSide);
}
constexpr Player OwnerOf(PieceId id) {
  return id < kMaxPiecesPerSide ? Player::kRed : Player::kBlue;
}

struct Piece {
  Rank rank = Rank::kUnknown;
  Player owner = Player::kRed;
  Square square;           // where it stands; kNoSquare once captured
  bool moved = false;      // it has moved, so it is neither a Bomb nor the Flag (public)
  bool moved_far = false;  // it moved more than one square at once, so it is a Scout (public)
  bool revealed = false;   // its rank was announced in an attack; the opponent knows it

  bool on_board() const { return square.valid(); }
  friend bool operator==(const Piece&, const Piece&) = default;
};

class Board {
 public:
  Board();

  PieceId At(Square square) const { return cells_[static_cast<std::size_t>(square.index())]; }
  bool IsEmpty(Square square) const { return At(square) == kNoPiece; }
  const Piece& piece(PieceId id) const { return pieces_[id]; }
  Piece& mutable_piece(PieceId id) { return pieces_[id]; }
  // The number of pieces the player's army has (on the board or captured).
  int ArmySize(Player player) const { return army_size_[static_cast<std::size_t>(Index(player))]; }
  PieceId EndPieceId(Player player) const {
    return static_cast<PieceId>(FirstPieceId(player) + ArmySize(player));
  }

  // Adds a new piece of `owner` on an empty, non-lake square and returns its id.
  PieceId AddPiece(Player owner, Rank rank, Square square);
  // Adds a new piece of `owner` that is not on the board (captured) and returns its id.
  PieceId AddCapturedPiece(Player owner, Rank rank);
  void MovePiece(PieceId id, Square to);    // `to` must be empty
  void Capture(PieceId id);                 // takes the piece off the board
  void Restore(PieceId id, Square square);  // puts a captured piece back on an empty square
  // After `attacker` attacked `defender` (RULES.md §5): the loser, or both, leave the board; a
  // winning attacker takes the defender's square.
  void SettleAttack(PieceId attacker, PieceId defender, CombatOutcome outcome);

  friend bool operator==(const Board&, const Board&) = default;

 private:
  std::array<PieceId, kNumSquares> cells_;
  std::array<Piece, kMaxPieces> pieces_{};
  std::array<std::uint8_t, kNumPlayers> army_size_{};
};

}  // namespace stratego
