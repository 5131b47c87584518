// The board: which piece stands on which square, and what each piece is and has shown.
// The same type holds the referee's true board and a player's view of it; in a view, the ranks
// the viewer may not know are Rank::kUnknown (RULES.md §8), so they are not there to leak.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "core/combat.h"
#include "core/square.h"
#include "core/square_set.h"
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

// The squares of a player's pieces that move (their rank is known to move: not a Bomb, the Flag or
// an unknown rank), and of the Scouts among them: where move generation starts.
struct MoverSquares {
  SquareSet movable;
  SquareSet scouts;
};

// Besides which piece stands where, the board keeps each side's squares as sets (SquareSet), so
// that move generation need not visit the pieces one by one. Every change of a square or a rank
// goes through the methods below, which keep the sets true; mutable_piece is the one way around
// them (see there).
class Board {
 public:
  Board();

  PieceId At(Square square) const { return cells_[static_cast<std::size_t>(square.index())]; }
  bool IsEmpty(Square square) const { return At(square) == kNoPiece; }
  const Piece& piece(PieceId id) const { return pieces_[id]; }
  // Direct access to a piece, for its flags (moved, moved_far, revealed); the square and the rank
  // must not change through it. As a caller may change the rank all the same, the board stops
  // trusting its sets of movers from then on and works them out from the pieces when asked
  // (slower, never wrong): prefer MarkMoved, MarkRevealed and SetRank, which keep them.
  Piece& mutable_piece(PieceId id) {
    movers_trusted_ = false;
    return pieces_[id];
  }
  // The number of pieces the player's army has (on the board or captured).
  int ArmySize(Player player) const { return army_size_[static_cast<std::size_t>(Index(player))]; }
  PieceId EndPieceId(Player player) const {
    return static_cast<PieceId>(FirstPieceId(player) + ArmySize(player));
  }

  // The squares of the player's pieces on the board.
  SquareSet Occupied(Player player) const {
    return occupied_[static_cast<std::size_t>(Index(player))];
  }
  SquareSet Occupied() const { return occupied_[0] | occupied_[1]; }
  MoverSquares Movers(Player player) const {
    const auto side = static_cast<std::size_t>(Index(player));
    return movers_trusted_ ? MoverSquares{movable_[side], scouts_[side]} : MoversFromPieces(player);
  }

  // Adds a new piece of `owner` on an empty, non-lake square and returns its id.
  PieceId AddPiece(Player owner, Rank rank, Square square);
  // Adds a new piece of `owner` that is not on the board (captured) and returns its id.
  PieceId AddCapturedPiece(Player owner, Rank rank);
  void MovePiece(PieceId id, Square to) {  // `to` must be empty; inline: once a move
    assert(IsEmpty(to) && pieces_[id].on_board());
    Piece& piece = pieces_[id];
    cells_[static_cast<std::size_t>(piece.square.index())] = kNoPiece;
    cells_[static_cast<std::size_t>(to.index())] = id;
    Toggle(piece, SquareSet::Of(piece.square) | SquareSet::Of(to));
    piece.square = to;
  }
  void Capture(PieceId id);                 // takes the piece off the board
  void Restore(PieceId id, Square square);  // puts a captured piece back on an empty square
  // After `attacker` attacked `defender` (RULES.md §5): the loser, or both, leave the board; a
  // winning attacker takes the defender's square.
  void SettleAttack(PieceId attacker, PieceId defender, CombatOutcome outcome);
  // The piece's rank becomes `rank` (a view learns or forgets a rank; a sampled world fills one).
  void SetRank(PieceId id, Rank rank);
  // The piece has moved; `far`: more than one square at once.
  void MarkMoved(PieceId id, bool far) {
    pieces_[id].moved = true;
    if (far) pieces_[id].moved_far = true;
  }
  void MarkRevealed(PieceId id) { pieces_[id].revealed = true; }

  // Equal boards hold the same pieces on the same squares; the sets follow from that.
  friend bool operator==(const Board& a, const Board& b) {
    return a.cells_ == b.cells_ && a.pieces_ == b.pieces_ && a.army_size_ == b.army_size_;
  }

 private:
  // Adds `squares` to the sets the piece belongs to, or takes them out if they are in them.
  void Toggle(const Piece& piece, SquareSet squares) {
    const auto side = static_cast<std::size_t>(Index(piece.owner));
    occupied_[side] ^= squares;
    if (IsMovable(piece.rank)) movable_[side] ^= squares;
    if (piece.rank == Rank::kScout) scouts_[side] ^= squares;
  }
  MoverSquares MoversFromPieces(Player player) const;

  std::array<PieceId, kNumSquares> cells_;
  std::array<Piece, kMaxPieces> pieces_{};
  std::array<std::uint8_t, kNumPlayers> army_size_{};
  std::array<SquareSet, kNumPlayers> occupied_{};
  std::array<SquareSet, kNumPlayers> movable_{};
  std::array<SquareSet, kNumPlayers> scouts_{};
  bool movers_trusted_ = true;  // movable_ and scouts_ are true (see mutable_piece)
};

}  // namespace stratego
