// Random play for property tests: the choices a random player makes besides its moves.
#pragma once

#include <optional>

#include "core/game_state.h"
#include "core/rng.h"

namespace stratego::testing {

// A game under `rules` between two random setups of its army.
GameState RandomStart(const RuleSet& rules, Rng& rng);

// `state` after up to `plies` random legal moves (fewer if the game ends).
GameState PlayRandomMoves(GameState state, int plies, Rng& rng);

// When the last move opened a rescue (RULES.md §7): a random legal rescue (a random rescuable
// rank on a random free square of the rescuer's half), or, one time in four, none (declined).
// Nullopt also when no rescue is open.
std::optional<RescueChoice> RandomRescue(const GameState& state, Rng& rng);

}  // namespace stratego::testing
