// Which piece the computer player rescues, and where (RULES.md §7), from its own view alone.
#pragma once

#include <optional>

#include "core/rescue.h"
#include "core/view.h"

namespace stratego {

// The rescue the computer player makes when view.viewer may rescue (GetRescueChance(view) is
// open): the most valuable captured piece, on the free square of its own half farthest from the
// enemy's movable pieces (the enemy knows the rescued rank, so it should not stand in reach),
// nearer its own back row on a tie. Nullopt when no rescue is open.
std::optional<RescueChoice> ChooseComputerRescue(const PlayerView& view);

}  // namespace stratego
