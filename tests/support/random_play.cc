#include "support/random_play.h"

#include "core/random_setup.h"

namespace stratego::testing {

GameState RandomStart(const RuleSet& rules, Rng& rng) {
  return GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng))
      .value();
}

GameState PlayRandomMoves(GameState state, int plies, Rng& rng) {
  for (int ply = 0; ply < plies && !state.over(); ++ply) {
    const std::vector<Move> moves = state.LegalMoves();
    state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  return state;
}

std::optional<RescueChoice> RandomRescue(const GameState& state, Rng& rng) {
  const RescueChance chance = state.rescue_chance();
  if (!chance.open() || rng.Chance(1, 4)) return std::nullopt;
  const std::vector<Rank> ranks = RescuableRanks(state.board(), chance.rescuer);
  const std::vector<Square> squares = RescueSquares(state.board(), chance.rescuer);
  return RescueChoice{
      ranks[static_cast<std::size_t>(rng.Below(static_cast<int>(ranks.size())))],
      squares[static_cast<std::size_t>(rng.Below(static_cast<int>(squares.size())))]};
}

}  // namespace stratego::testing
