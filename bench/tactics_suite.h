// The computer player's tactics suite (issue 12): fixed positions where one move is plainly right
// or plainly wrong, as a strong player sees it. `tests/ai/tactics_test.cc` holds the hard level
// to it; `stratego_tactics_bench` prints every level's pass rate.
#pragma once

#include <string>
#include <vector>

#include "ai/computer_player.h"
#include "core/expected.h"
#include "core/game_state.h"

namespace stratego {

struct Tactic {
  std::string name;    // a short id, e.g. "marshal-spares-unmoved"
  std::string lesson;  // what a strong player does here, in a sentence
  std::string pieces;  // the position as core/position_text.h writes it
  Player to_move = Player::kRed;
  std::string moves;  // played from the position first (they make pieces moved or revealed)
  // The choice passes if it is one of `good` (when not empty) and none of `bad`. Each is a list
  // of moves ("e4-e5"); "e4-*" stands for every move of the piece on e4.
  std::string good;
  std::string bad;
  // Known to fail at the hard level today, and why: the suite keeps it as a goal, and the test
  // expects it to fail (so that a fix is noticed).
  std::string known_failure;
};

// The suite, in a fixed order.
const std::vector<Tactic>& TacticsSuite();

// The position of `tactic` once its moves are played (for the player to move).
Expected<GameState> TacticPosition(const Tactic& tactic);

// Whether `move` passes `tactic`.
bool Passes(const Tactic& tactic, Move move);

// The move the computer player at `level` chooses in the tactic's position, with `seed` and a
// fixed number of `samples` (so that every run is the same).
Expected<Move> ComputerChoice(const Tactic& tactic, Level level, std::uint64_t seed, int samples);

}  // namespace stratego
