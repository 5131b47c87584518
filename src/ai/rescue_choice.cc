#include "ai/rescue_choice.h"

#include "ai/evaluation.h"

namespace stratego {

namespace {

bool MayMove(const Piece& piece) {
  return piece.rank == Rank::kUnknown || IsMovable(piece.rank);
}

bool MayBeScout(const Piece& piece) {
  return piece.rank == Rank::kUnknown || piece.rank == Rank::kScout;
}

// Steps from `square` to the nearest enemy piece that may move.
int DistanceToEnemy(const Board& board, Player viewer, Square square) {
  int nearest = 2 * kBoardSize;
  const Player enemy = Opponent(viewer);
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || !MayMove(piece)) continue;
    nearest = std::min(nearest, StepsApart(piece.square, square));
  }
  return nearest;
}

int RowsFromOwnBack(Player viewer, Square square) {
  return viewer == Player::kRed ? square.row() : kBoardSize - 1 - square.row();
}

// What the rescued piece is worth: its value with it back on the board.
int RescueValue(const PlayerView& view, Rank rank) {
  RankCounts own = MayStand(view, view.viewer);
  ++own[static_cast<std::size_t>(Index(rank))];
  return PieceValue(rank, own, MayStand(view, Opponent(view.viewer)));
}

}  // namespace

RankCounts MayStand(const PlayerView& view, Player player) {
  RankCounts counts{};
  const Army& army = GetArmy(view.rules.army);
  const bool own = player == view.viewer;
  for (int rank = 0; rank < kNumRanks; ++rank)
    counts[static_cast<std::size_t>(rank)] = own ? 0 : army.Count(RankAt(rank));
  for (PieceId id = FirstPieceId(player); id < view.board.EndPieceId(player); ++id) {
    const Piece& piece = view.board.piece(id);
    if (!IsReal(piece.rank)) continue;
    if (own && piece.on_board()) ++counts[static_cast<std::size_t>(Index(piece.rank))];
    if (!own && !piece.on_board()) --counts[static_cast<std::size_t>(Index(piece.rank))];
  }
  return counts;
}

bool InEnemyReach(const PlayerView& view, Square square) {
  const Player enemy = Opponent(view.viewer);
  for (Direction direction : kDirections) {
    int steps = 0;
    for (Square at = Step(square, direction); at.valid(); at = Step(at, direction)) {
      ++steps;
      const PieceId id = view.board.At(at);
      if (id == kNoPiece) continue;
      const Piece& piece = view.board.piece(id);
      if (piece.owner == enemy && MayMove(piece) && (steps == 1 || MayBeScout(piece))) return true;
      break;
    }
  }
  return false;
}

std::optional<RescueChoice> ChooseComputerRescue(const PlayerView& view) {
  if (!GetRescueChance(view).open()) return std::nullopt;
  const std::vector<Rank> ranks = RescuableRanks(view.board, view.viewer);  // strongest first
  const std::vector<Square> squares = RescueSquares(view.board, view.viewer);
  Rank rank = ranks.front();
  int value = RescueValue(view, rank);
  for (Rank candidate : ranks) {
    if (const int candidate_value = RescueValue(view, candidate); candidate_value > value) {
      rank = candidate;
      value = candidate_value;
    }
  }
  const auto safety = [&](Square square) {
    return (InEnemyReach(view, square) ? 0 : 4 * kBoardSize * kBoardSize) +
           DistanceToEnemy(view.board, view.viewer, square) * kBoardSize -
           RowsFromOwnBack(view.viewer, square);
  };
  Square square = squares.front();
  int best = safety(square);
  for (Square candidate : squares) {
    if (const int candidate_safety = safety(candidate); candidate_safety > best) {
      square = candidate;
      best = candidate_safety;
    }
  }
  return RescueChoice{rank, square};
}

}  // namespace stratego
