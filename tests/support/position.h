// Test helpers for positions written as text.
#pragma once

#include <string_view>

#include "core/game_state.h"
#include "core/move.h"
#include "core/setup.h"

namespace stratego::testing {

// A game state from pieces written as "R6e4 B5e5 RFa1 BFj10": the owner (R or B), the rank in
// modern numbering (10 … 2, S, B, F) and the square. The rest of each army counts as captured.
// Fails the test on a malformed description.
GameState Position(std::string_view pieces, Player to_move = Player::kRed,
                   const RuleSet& rules = {});

// A move from "e4-e5"; fails the test on a malformed one.
Move M(std::string_view text);

// Plays moves given as "e4-e5 e7-e6 …", each of which must be legal.
void Play(GameState& state, std::string_view moves);

// An illegal first move for `red_setup`: two squares forward by a piece of its front row that is
// not a Scout. Fails the test if the front row has none.
Move TooFarForward(const Setup& red_setup);

}  // namespace stratego::testing
