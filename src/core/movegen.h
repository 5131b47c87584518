// Legal moves (RULES.md §4): ordinary pieces one square, Scouts along empty lines, never into a
// lake or onto one's own piece, and never against the two-squares rule (§4.3) or, when it is
// on, the more-squares rule (§4.4).
//
// These functions read only the mover's own ranks and where pieces stand, so they give the same
// answer on the referee's true board and on the mover's view of it.
#pragma once

#include <optional>
#include <string>

#include "core/board.h"
#include "core/more_squares.h"
#include "core/move.h"
#include "core/move_set.h"
#include "core/rules.h"
#include "core/two_squares.h"

namespace stratego {

// What legality depends on besides the board: the rules and the recent moves.
struct MoveContext {
  const Board& board;
  Player mover;
  const TwoSquaresTracker& tracker;  // the mover's
  const RuleSet& rules;
  // Both players' chases (§4.4); nullptr leaves the more-squares rule out (a search's inner
  // nodes, see docs/computer-player.md).
  const ChaseTracker* chase;
};

// The legal moves of the mover, in the order MoveSet describes: as sets, or written out (for
// those who sort them, as a search does). Both give the same moves in the same order.
inline void GenerateMoves(const MoveContext& context, MoveSet& moves);
void GenerateMoves(const MoveContext& context, MoveList& moves);
bool HasLegalMove(const MoveContext& context);
// A cheap test that answers HasLegalMove after most moves: true says the mover has a legal move
// (the piece it moved last can still move, RULES.md §4.3 and §4.4 permitting); false says only
// that HasLegalMove must decide. Inline: the referee asks it after every move (RULES.md §6).
inline bool LastMovedPieceCanMove(const MoveContext& context);
bool HasMovablePiece(const Board& board, Player player);

// Why `move` is illegal, in words a player understands ("Bombs cannot move"); nullopt if legal.
std::optional<std::string> WhyIllegal(const MoveContext& context, Move move);
// !WhyIllegal(context, move), without making a message for a legal move (the referee asks this of
// every move an agent plays).
bool IsLegal(const MoveContext& context, Move move);

namespace detail {

// GenerateMoves into a set, with the context's parts as arguments: they travel in registers, so
// that the referee, which lists moves every ply, need not lay a MoveContext out in memory.
void GenerateMoveSet(const Board& board, Player mover, const TwoSquaresTracker& tracker,
                     const RuleSet& rules, const ChaseTracker* chase, MoveSet& moves);

// Whether the piece on `square` has a free neighbouring square: an empty one or an enemy's.
inline bool HasFreeNeighbour(const Board& board, Square square, Player mover) {
  for (Direction direction : kDirections) {
    const Square next = Step(square, direction);
    if (!next.valid()) continue;
    const PieceId occupant = board.At(next);
    if (occupant == kNoPiece || OwnerOf(occupant) != mover) return true;
  }
  return false;
}

// HasLegalMove when LastMovedPieceCanMove cannot tell (for the referee, which asks the cheap
// question itself).
bool HasLegalMoveOfAnyPiece(const MoveContext& context);

}  // namespace detail

inline void GenerateMoves(const MoveContext& context, MoveSet& moves) {
  detail::GenerateMoveSet(context.board, context.mover, context.tracker, context.rules,
                          context.chase, moves);
}

// The piece the mover moved last can nearly always go back. False when the rules may restrain
// that piece (then the full answer is needed), or it is gone.
inline bool LastMovedPieceCanMove(const MoveContext& context) {
  const PieceId last = context.tracker.piece();
  if (last == kNoPiece || OwnerOf(last) != context.mover ||
      context.tracker.Restrains(last, context.rules.two_squares))
    return false;
  if (context.rules.more_squares && context.chase != nullptr &&
      context.chase->Restrains(context.mover))
    return false;
  const Piece& piece = context.board.piece(last);
  return piece.on_board() && IsMovable(piece.rank) &&
         detail::HasFreeNeighbour(context.board, piece.square, context.mover);
}

}  // namespace stratego
