// Positions that stood before in the game, for the computer player's root moves.
//
// Why: far ahead, hard's Marshal chased the enemy's last movable piece round a Bomb, the same
// eight squares over and over, until the move limit drew the game, while a Miner of its own could
// have walked to the enemy's Flag. Each step of the chase scored best (it kept the Marshal beside
// the piece it is drawn to), and the two-squares rule only stops a piece going back and forth.
// A move that gives back a position that stood before, with the same side to move, makes no
// progress: a side ahead counts such a move as a little worse (SearchOptions::repeat_penalty),
// so that it tries something else, as a player who wants to win does.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.h"
#include "core/view.h"

namespace stratego {

class RepeatedPositions {
 public:
  // The positions since the last attack or rescue (pieces only leave the board in attacks and
  // come back in rescues, so no earlier position can come again), at most kMaxPlies back.
  explicit RepeatedPositions(const PlayerView& view);

  // How many times the position that the viewer's quiet move `move` gives stood before with the
  // enemy to move (within kMaxPlies). Attacks give none.
  int Times(Move move) const;

  static constexpr int kMaxPlies = 400;

 private:
  Board board_;                               // a copy: the view may be a temporary
  std::uint64_t now_ = 0;                     // the position now: which piece stands where
  std::vector<std::uint64_t> enemy_to_move_;  // the positions before each enemy move, sorted
};

}  // namespace stratego
