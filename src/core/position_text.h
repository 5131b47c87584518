// Positions written as text, for puzzles, tests and the computer player's tactics suite:
// "R6e4 B5e5 RFa1 BFj10" is a Red Captain on e4, a Blue Lieutenant on e5 and the two Flags: each
// word is the owner (R or B), the rank in modern numbering (10 … 2, S, B, F) and the square.
#pragma once

#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/game_state.h"

namespace stratego {

// The pieces of `text`, or what is wrong with the first word that is not a piece.
Expected<std::vector<Placement>> ParsePlacements(std::string_view text);

// GameState::FromPosition of the pieces of `text`: the rest of each army counts as captured.
Expected<GameState> PositionFromText(std::string_view text, Player to_move,
                                     const RuleSet& rules = {});

// Plays moves written as "e4-e5 e7-e6 …", each of which must be legal; says which one is not.
Status PlayMoves(GameState& state, std::string_view moves);

}  // namespace stratego
