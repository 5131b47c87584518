#include "support/position.h"

#include <catch2/catch.hpp>

#include "core/text.h"

namespace stratego::testing {

namespace {

Placement ParsePlacement(std::string_view word) {
  INFO("piece '" << word << "'");
  REQUIRE(word.size() >= 4);
  const auto owner = word[0] == 'R' ? Player::kRed : Player::kBlue;
  REQUIRE((word[0] == 'R' || word[0] == 'B'));
  const std::size_t rank_length = word.substr(1, 2) == "10" ? 2 : 1;
  const auto rank = ParseRankToken(word.substr(1, rank_length), Numbering::kModern);
  REQUIRE(rank.has_value());
  const auto square = ParseSquare(word.substr(1 + rank_length));
  REQUIRE(square.has_value());
  return {owner, *rank, *square};
}

}  // namespace

GameState Position(std::string_view pieces, Player to_move, const RuleSet& rules) {
  std::vector<Placement> placements;
  for (std::string_view word : SplitWords(pieces))
    placements.push_back(ParsePlacement(word));
  auto state = GameState::FromPosition(rules, placements, to_move);
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

}  // namespace stratego::testing
