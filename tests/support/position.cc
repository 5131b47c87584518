#include "support/position.h"

#include <catch2/catch.hpp>
#include <optional>

#include "core/position_text.h"
#include "core/text.h"

namespace stratego::testing {

GameState Position(std::string_view pieces, Player to_move, const RuleSet& rules) {
  auto state = PositionFromText(pieces, to_move, rules);
  INFO("position '" << pieces << "'");
  if (!state) FAIL(state.error());
  REQUIRE(state->ConsistencyProblem() == "");
  return *state;
}

Move M(std::string_view text) {
  const auto move = ParseMove(text);
  INFO("move '" << text << "'");
  REQUIRE(move.has_value());
  return *move;
}

void Play(GameState& state, std::string_view moves) {
  for (std::string_view text : SplitWords(moves)) {
    const auto result = state.TryMove(M(text));
    INFO("move " << text);
    if (!result) FAIL(result.error());
    REQUIRE(state.ConsistencyProblem() == "");
  }
}

Move TooFarForward(const Setup& red_setup) {
  for (int column : {0, 1, 4, 5, 8, 9}) {  // the files without a lake ahead
    const std::optional<Rank> rank = red_setup.At(0, column);
    if (!rank || !IsMovable(*rank) || *rank == Rank::kScout) continue;
    const Square from = SetupSquare(Player::kRed, 0, column);
    return {from, Square::At(from.file(), from.row() + 2)};
  }
  FAIL("no piece to move");
  return {};
}

}  // namespace stratego::testing
