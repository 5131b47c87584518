// What the referee announces: the public report of each move (RULES.md §5, §8) and the result
// of the game (§6).
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "core/board.h"
#include "core/combat.h"
#include "core/move.h"
#include "core/types.h"

namespace stratego {

// The announcement after a move: from, to and, for an attack, both ranks and the outcome.
// A quiet move announces no rank (Rank::kUnknown).
//
// Under silent defense (RULES.md §7) the defender's rank of an attack is not announced to the
// attacker (`defender_silent`): in the attacker's view the report says Rank::kUnknown.
// A rescue (§7) that follows the move is part of its report: the rescued piece, its rank and the
// square it was put on, all public; so is a declined one, to the mover alone.
// Aligned to 8 bytes, so that its 16 bytes travel in two registers (it is returned every move).
struct alignas(8) MoveReport {
  Player mover = Player::kRed;
  Move move;
  PieceId piece = kNoPiece;     // the moving piece
  PieceId defender = kNoPiece;  // the attacked piece; kNoPiece for a quiet move
  Rank attacker_rank = Rank::kUnknown;
  Rank defender_rank = Rank::kUnknown;
  CombatOutcome outcome = CombatOutcome::kAttackerWins;
  bool defender_silent = false;  // the attacker was not told the defender's rank
  PieceId rescued = kNoPiece;    // the mover's piece put back on the board after the move, if any
  // The mover said it would not rescue. Known to the mover only: to the opponent a declined
  // rescue looks like one the rules refused (a Scout's), as at a real board.
  bool rescue_declined = false;
  Rank rescued_rank = Rank::kUnknown;
  Square rescue_square;

  bool is_attack() const { return defender != kNoPiece; }
  bool has_rescue() const { return rescued != kNoPiece; }
  friend bool operator==(const MoveReport&, const MoveReport&) = default;
};

// Room for the move history of most games from the start (random games last about 1,400 moves,
// human ones fewer), so that a history (the referee's, a view's) is rarely copied as it grows:
// 32 KB a game.
inline constexpr std::size_t kExpectedPlies = 2048;

enum class EndReason : std::uint8_t {
  kNone,             // the game goes on
  kFlagCaptured,     // the winner captured the loser's Flag
  kNoMovablePieces,  // the loser had to move and had no movable piece left
  kNoLegalMoves,     // the loser had to move and every movable piece was blocked
  kNeitherCanMove,   // draw: neither side had a legal move
  kResignation,      // the loser resigned
  kDrawAgreed,       // draw: one side offered, the other accepted
  kMoveLimit,        // draw: RuleSet::max_moves moves were played
  kQuietMoveLimit,   // draw: RuleSet::max_quiet_moves moves without an attack were played
  kAbandoned,        // recorded only: a clock or a missing player ended the game (no winner = draw)
  kTimeForfeit,      // the loser's clock ran out (issue 14: a game played with a clock)
};

struct GameResult {
  EndReason reason = EndReason::kNone;
  std::optional<Player> winner;  // none for a draw or while the game goes on

  bool over() const { return reason != EndReason::kNone; }
  bool draw() const { return over() && !winner; }
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// "Blue captured the flag", "Red has no movable pieces left: Blue wins", "draw agreed".
std::string Describe(const GameResult& result);
std::ostream& operator<<(std::ostream& out, const GameResult& result);
std::ostream& operator<<(std::ostream& out, const MoveReport& report);

}  // namespace stratego
