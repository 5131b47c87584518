// How good a full (sampled) position is for one side, in points: material with values that
// depend on what is left (a Spy is worth much while the enemy Marshal lives, the last Miners
// while Bombs stand), a premium for strong pieces the enemy has not seen, and a pull of every
// movable piece towards the enemy pieces it can take, the Flag above all, so that the computer
// player makes progress beyond the horizon of its search.
#pragma once

#include "ai/search_state.h"

namespace stratego {

// A won game; scores of finished games are kWinScore less the moves it takes to get there.
inline constexpr int kWinScore = 100000;

// The value of a piece of `rank` for its owner, given what is on the board.
int PieceValue(const Board& board, Player owner, Rank rank);

// The score of `state` for `side`: positive when `side` is better off.
int Evaluate(const SearchState& state, Player side);

}  // namespace stratego
