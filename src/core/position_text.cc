#include "core/position_text.h"

#include <string>

#include "core/move.h"
#include "core/text.h"

namespace stratego {

namespace {

std::optional<Placement> ParsePlacement(std::string_view word) {
  if (word.size() < 4 || (word[0] != 'R' && word[0] != 'B')) return std::nullopt;
  const Player owner = word[0] == 'R' ? Player::kRed : Player::kBlue;
  const std::size_t rank_length = word.substr(1, 2) == "10" ? 2 : 1;
  const auto rank = ParseRankToken(word.substr(1, rank_length), Numbering::kModern);
  const auto square = ParseSquare(word.substr(1 + rank_length));
  if (!rank || !square) return std::nullopt;
  return Placement{owner, *rank, *square};
}

}  // namespace

Expected<std::vector<Placement>> ParsePlacements(std::string_view text) {
  std::vector<Placement> placements;
  for (std::string_view word : SplitWords(text)) {
    const std::optional<Placement> placement = ParsePlacement(word);
    if (!placement) {
      return Error{"'" + std::string(word) +
                   "' is not a piece (owner R or B, rank 10 … 2, S, B or F, square, as R6e4)"};
    }
    placements.push_back(*placement);
  }
  return placements;
}

Expected<GameState> PositionFromText(std::string_view text, Player to_move, const RuleSet& rules) {
  const auto placements = ParsePlacements(text);
  if (!placements) return Error{placements.error()};
  return GameState::FromPosition(rules, *placements, to_move);
}

Status PlayMoves(GameState& state, std::string_view moves) {
  for (std::string_view text : SplitWords(moves)) {
    const std::optional<Move> move = ParseMove(text);
    if (!move) return Error{"'" + std::string(text) + "' is not a move"};
    if (const auto played = state.TryMove(*move); !played) {
      return Error{std::string(text) + ": " + played.error()};
    }
  }
  return {};
}

}  // namespace stratego
