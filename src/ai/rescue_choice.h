// Which piece the computer player rescues, and where (RULES.md §7), from its own view alone.
#pragma once

#include <optional>

#include "ai/rank_sets.h"
#include "core/rescue.h"
#include "core/view.h"

namespace stratego {

// The rescue the computer player makes when view.viewer may rescue (GetRescueChance(view) is
// open); nullopt when no rescue is open. A rescue costs nothing (the turn ends with the move that
// earned it), so it always takes one:
// - the rank whose piece is worth most now (ai/evaluation.h, PieceValue: a Spy while the enemy
//   Marshal may stand, a Miner while enemy Bombs may), the strongest on a tie;
// - the free square of its own half that no enemy piece can attack on its next move, as far as
//   the view tells (the enemy knows the rescued rank), if there is one; then the one farthest
//   from the enemy's pieces that may move; then the one nearest its own back row.
std::optional<RescueChoice> ChooseComputerRescue(const PlayerView& view);

// How many pieces of each rank `player` may still have on the board, as view.viewer knows: its
// own exactly; the enemy's, the army less those it has seen captured (a piece captured unseen
// under silent defense may have been any rank, so it counts as standing).
RankCounts MayStand(const PlayerView& view, Player player);

// Whether an enemy piece may be able to attack `square` on its next move, as far as view.viewer
// knows: a piece next to it that may move, or one in a clear straight line that may be a Scout.
bool InEnemyReach(const PlayerView& view, Square square);

}  // namespace stratego
