#include "ai/rescue_choice.h"

#include <algorithm>
#include <cstdlib>

#include "ai/evaluation.h"

namespace stratego {

namespace {

// Steps from `square` to the nearest enemy piece that can move (or that has not shown it cannot).
int DistanceToEnemy(const Board& board, Player viewer, Square square) {
  int nearest = 2 * kBoardSize;
  const Player enemy = Opponent(viewer);
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || (piece.rank != Rank::kUnknown && !IsMovable(piece.rank))) continue;
    const int steps =
        std::abs(piece.square.file() - square.file()) + std::abs(piece.square.row() - square.row());
    nearest = std::min(nearest, steps);
  }
  return nearest;
}

int RowsFromOwnBack(Player viewer, Square square) {
  return viewer == Player::kRed ? square.row() : kBoardSize - 1 - square.row();
}

}  // namespace

std::optional<RescueChoice> ChooseComputerRescue(const PlayerView& view) {
  if (!GetRescueChance(view).open()) return std::nullopt;
  const std::vector<Rank> ranks = RescuableRanks(view.board, view.viewer);
  const std::vector<Square> squares = RescueSquares(view.board, view.viewer);
  const Rank rank = *std::max_element(ranks.begin(), ranks.end(),
                                      [](Rank a, Rank b) { return BaseValue(a) < BaseValue(b); });
  const auto safety = [&](Square square) {
    return DistanceToEnemy(view.board, view.viewer, square) * kBoardSize -
           RowsFromOwnBack(view.viewer, square);
  };
  const Square square = *std::max_element(
      squares.begin(), squares.end(), [&](Square a, Square b) { return safety(a) < safety(b); });
  return RescueChoice{rank, square};
}

}  // namespace stratego
