// Legal moves (RULES.md §4): ordinary pieces one square, Scouts along empty lines, never into a
// lake or onto one's own piece, and never against the two-squares rule (§4.3) or, when it is
// on, the more-squares rule (§4.4).
//
// These functions read only the mover's own ranks and where pieces stand, so they give the same
// answer on the referee's true board and on the mover's view of it.
#pragma once

#include <cstdint>
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
// Whether the piece of `move` is one the two-squares or the more-squares rule may restrain now
// (RULES.md §4.3, §4.4): only then does legality depend on more than LegalIgnoringRepetition.
inline bool RepetitionMayRestrain(const MoveContext& context, PieceId piece) {
  return (piece == context.tracker.piece() &&
          context.tracker.MayForbid(context.rules.two_squares)) ||
         (context.rules.more_squares && context.chase != nullptr &&
          context.chase->Restrains(context.mover));
}
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

// Whether `move` obeys RULES.md §4.1 and §4.2 for `mover`: a piece of the mover's that moves (not
// a Bomb or the Flag) goes straight to an empty square or an enemy's, one square, or a Scout along
// empty squares, never into or across a lake. The repetition rules are left out: a move this
// refuses is illegal, and one it allows is legal unless RepetitionMayRestrain its piece. No
// message and no MoveContext: the referee asks it of every move an agent plays.
inline bool LegalIgnoringRepetition(const Board& board, Player mover, Move move);
// The part of it for a Scout on move.from (out of line: Scouts' moves are the fewer).
bool ScoutMoveOpen(const Board& board, Move move);

// HasLegalMove when LastMovedPieceCanMove cannot tell (for the referee, which asks the cheap
// question itself).
bool HasLegalMoveOfAnyPiece(const MoveContext& context);

}  // namespace detail

inline bool detail::LegalIgnoringRepetition(const Board& board, Player mover, Move move) {
  if (!move.from.valid() || !move.to.valid()) return false;
  const PieceId id = board.At(move.from);
  if (id == kNoPiece || OwnerOf(id) != mover) return false;
  const PieceId target = board.At(move.to);
  if (target != kNoPiece && OwnerOf(target) == mover) return false;
  const Rank rank = board.piece(id).rank;
  if (rank == Rank::kScout) return ScoutMoveOpen(board, move);
  if (rank == Rank::kBomb || rank == Rank::kFlag) return false;
  // One square to a neighbour: the step table has no square past the edge or in a lake.
  const auto& next = kStepTable.next[static_cast<std::size_t>(move.from.index())];
  const auto to = static_cast<std::uint8_t>(move.to.index());
  return next[0] == to || next[1] == to || next[2] == to || next[3] == to;
}

inline void GenerateMoves(const MoveContext& context, MoveSet& moves) {
  detail::GenerateMoveSet(context.board, context.mover, context.tracker, context.rules,
                          context.chase, moves);
}

// The piece the mover moved last can nearly always go back. False when the rules may restrain
// that piece (then the full answer is needed), or it is gone.
inline bool LastMovedPieceCanMove(const MoveContext& context) {
  const PieceId last = context.tracker.piece();
  if (last == kNoPiece || OwnerOf(last) != context.mover ||
      context.tracker.MayForbid(context.rules.two_squares))
    return false;
  if (context.rules.more_squares && context.chase != nullptr &&
      context.chase->Restrains(context.mover))
    return false;
  const Piece& piece = context.board.piece(last);
  return piece.on_board() && IsMovable(piece.rank) &&
         detail::HasFreeNeighbour(context.board, piece.square, context.mover);
}

}  // namespace stratego
