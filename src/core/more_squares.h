// The more-squares rule (RULES.md §4.4), exactly as defined there: each player has a chase count,
// kept up after every move; a player to move with count L may not make a threatening move that
// recreates a board of the last L − 1 plies by moving back the one piece in which the two boards
// differ, unless it undoes that player's own last move.
//
// Boards are compared by which piece stands where. Every move's squares are announced, so the
// tracker holds only public facts: the referee and both views keep identical copies, and a
// player's view decides the rule as the referee does. It stores no boards: the moves since the
// last attack, as many as the longer chase needs, from which "the board j plies ago differs from
// this one only in one piece" is derived by walking them back.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/move.h"

namespace stratego {

// A move the rule forbids now, and the position it would recreate: the one of `plies_ago` moves
// ago, in a chase of the enemy piece on `chased` (kNoSquare if none stands where the opponent's
// last move ended).
struct ChaseRepetition {
  Move move;
  int plies_ago = 0;
  Square chased;
  friend bool operator==(const ChaseRepetition&, const ChaseRepetition&) = default;
};

// Few moves can be forbidden at once: they all go back along a rank or file to a square the
// moving piece stood on, and each earlier board gives at most one.
inline constexpr int kMaxForbiddenChaseMoves = 16;

class ChaseTracker {
 public:
  // Records a move: `piece` of `mover` went along `move`; `board` is the board after it (an
  // attack included), `attack` whether it was one.
  void Record(const Board& board, Player mover, PieceId piece, Move move, bool attack);
  // A rescue (RULES.md §7) puts a piece back: no earlier board can come back.
  void ForgetPositions() { moves_.clear(); }

  // The moves `mover` may not make now on `board` (which must be the board the tracker has
  // followed), at most kMaxForbiddenChaseMoves of them; returns how many were written.
  int Forbidden(const Board& board, Player mover,
                std::array<ChaseRepetition, kMaxForbiddenChaseMoves>& out) const;
  // Whether the rule may forbid any move of `mover` now: the chase count is above 1.
  bool Restrains(Player mover) const { return count(mover) > 1; }

  int count(Player player) const { return count_[static_cast<std::size_t>(Index(player))]; }

  friend bool operator==(const ChaseTracker&, const ChaseTracker&) = default;

 private:
  struct PastMove {
    PieceId piece;
    Move move;
    friend bool operator==(const PastMove&, const PastMove&) = default;
  };
  void Trim();

  std::array<int, kNumPlayers> count_{};
  std::array<Move, kNumPlayers> last_{};  // each player's last move
  std::vector<PastMove> moves_;           // since the last attack or rescue, the newest last
};

}  // namespace stratego
