// The two-squares rule (RULES.md §4.3), exactly as defined there:
// every move crosses one or more boundaries between adjacent squares; a move is illegal if the
// same piece's previous N moves, made as that player's last N moves in a row, and this move all
// cross one common boundary. Attacks count as moves; the opponent's moves do not matter; moving
// any other piece of one's own starts the count again.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/board.h"
#include "core/move.h"
#include "core/rules.h"

namespace stratego {

// One player's recent moves, as much of them as the rule needs. The moves are public, so the
// tracker is part of both players' views.
class TwoSquaresTracker {
 public:
  // Records a move the player made with `piece`.
  void Record(PieceId piece, Move move);

  // The stretch of line that `piece`'s last `limit` moves and `move` all cross, as the two end
  // squares of the common boundaries, if there is one: then the move is forbidden by the rule
  // with N = limit. nullopt when the move is allowed (always when limit is 0, the rule off).
  std::optional<Move> CommonCrossing(PieceId piece, Move move, int limit) const;
  // Whether the rule may forbid some move of `piece` now: it made the player's last `limit`
  // moves in a row. Move generation asks this once a piece, CommonCrossing only when it is so.
  bool Restrains(PieceId piece, int limit) const {
    return limit > 0 && piece == piece_ && run_ >= limit;
  }

  PieceId piece() const { return piece_; }  // the piece of the player's last move
  int run() const { return run_; }          // its moves in a row, counted up to the largest N

  friend bool operator==(const TwoSquaresTracker&, const TwoSquaresTracker&) = default;

 private:
  PieceId piece_ = kNoPiece;
  std::uint8_t run_ = 0;
  std::array<Move, kMaxTwoSquaresLimit> recent_{};  // recent_[0] is the newest
};

}  // namespace stratego
