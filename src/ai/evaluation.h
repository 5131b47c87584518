// How good a full (sampled) position is for one side, in points: material with values that
// depend on what is left (a Spy is worth much while the enemy Marshal lives, the last Miners
// while Bombs stand), a premium for strong pieces the enemy has not seen, and a pull of every
// moving piece towards the enemy pieces it can take, the Flag above all, so that the computer
// player makes progress beyond the horizon of its search.
//
// The pull is counted move by move (SearchState::Apply asks PullAt for the moving piece where it
// was and where it went), not recomputed for every position: a position's score is then only
// right relative to the others reached from the same root, which is all a search compares.
#pragma once

#include "ai/rank_sets.h"
#include "ai/search_state.h"

namespace stratego {

// A won game; scores of finished games are kWinScore less the moves it takes to get there.
inline constexpr int kWinScore = 100000;

// The value of a piece of `rank` before what is on the board is taken into account.
int BaseValue(Rank rank);

// The value of a piece of `rank` when its side has own[r] pieces of each rank r on the board (it
// included) and the enemy enemy[r]: a Spy is worth much while the enemy Marshal lives, the last
// Miners while enemy Bombs stand, the Marshal more once the enemy Spy is gone.
int PieceValue(Rank rank, const RankCounts& own, const RankCounts& enemy);

// How strongly a piece of `owner` and `rank` standing on `square` is drawn to the best enemy
// piece it would take, in units of 1/kPullScale of a point.
int PullAt(const Board& board, const RuleSet& rules, Player owner, Rank rank, Square square);
inline constexpr int kPullScale = 1000 * 16;

// The score of `state` for `side`: positive when `side` is better off.
int Evaluate(const SearchState& state, Player side);

}  // namespace stratego
