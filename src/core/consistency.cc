// GameState::ConsistencyProblem: the invariants every reachable state keeps. Tests and debug
// builds check them after every move (STYLE.md convention 5).
#include <algorithm>
#include <array>

#include "core/game_state.h"

namespace stratego {

namespace {

// The board's sets of squares (Board::Occupied, Board::Movers) name exactly the squares of the
// pieces they stand for.
std::string SquareSetProblem(const Board& board) {
  for (Player player : {Player::kRed, Player::kBlue}) {
    SquareSet occupied;
    MoverSquares movers;
    for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
      const Piece& piece = board.piece(id);
      if (!piece.on_board()) continue;
      occupied |= SquareSet::Of(piece.square);
      if (IsMovable(piece.rank)) movers.movable |= SquareSet::Of(piece.square);
      if (piece.rank == Rank::kScout) movers.scouts |= SquareSet::Of(piece.square);
    }
    const MoverSquares kept = board.Movers(player);
    if (board.Occupied(player) != occupied || kept.movable != movers.movable ||
        kept.scouts != movers.scouts) {
      return "the board's sets of " + std::string(PlayerName(player)) +
             "'s squares disagree with its pieces";
    }
  }
  return "";
}

std::string BoardProblem(const Board& board) {
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    const PieceId id = board.At(square);
    if (id == kNoPiece) continue;
    if (IsLake(square)) return "a piece stands in the lake at " + SquareName(square);
    if (board.piece(id).square != square)
      return "the board and piece disagree at " + SquareName(square);
  }
  for (Player player : {Player::kRed, Player::kBlue}) {
    for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
      const Piece& piece = board.piece(id);
      if (piece.owner != player) return "piece " + std::to_string(id) + " has the wrong owner";
      if (piece.on_board() && board.At(piece.square) != id) {
        return "piece " + std::to_string(id) + " is not where it claims to be";
      }
      if (piece.moved && !IsMovable(piece.rank)) return "a piece that cannot move has moved";
      if (piece.moved_far && piece.rank != Rank::kScout)
        return "a piece other than a Scout moved far";
    }
  }
  return SquareSetProblem(board);
}

std::string ArmyProblem(const Board& board, const RuleSet& rules) {
  const Army& army = GetArmy(rules.army);
  for (Player player : {Player::kRed, Player::kBlue}) {
    std::array<int, kNumRanks + 1> counts{};
    for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
      ++counts[static_cast<std::size_t>(Index(board.piece(id).rank))];
    }
    for (int rank = 0; rank <= kNumRanks; ++rank) {
      if (counts[static_cast<std::size_t>(rank)] != army.Count(RankAt(rank))) {
        return std::string(PlayerName(player)) + " has the wrong number of " +
               RankPlural(RankAt(rank));
      }
    }
  }
  return "";
}

bool FlagOnBoard(const Board& board, Player player) {
  for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
    if (board.piece(id).rank == Rank::kFlag) return board.piece(id).on_board();
  }
  return false;
}

}  // namespace

std::string GameState::ConsistencyProblem() const {
  if (auto problem = BoardProblem(board_); !problem.empty()) return problem;
  if (auto problem = ArmyProblem(board_, rules_); !problem.empty()) return problem;
  if (static_cast<int>(history_.size()) != ply_) return "the history does not match the move count";
  if (to_move_ != (ply_ % 2 == 0 ? first_to_move_ : Opponent(first_to_move_))) {
    return "the wrong player is to move";
  }
  if (quiet_plies_ > ply_) return "more quiet moves than moves";
  const bool flags = FlagOnBoard(board_, Player::kRed) && FlagOnBoard(board_, Player::kBlue);
  if ((result().reason == EndReason::kFlagCaptured) == flags) {
    return "the flags on the board disagree with the result";
  }
  if (!over() && !HasLegalMove(ContextFor(to_move_)))
    return "the game goes on without a legal move";
  MoveList moves;
  if (!over()) GenerateMoves(ContextFor(to_move_), moves);
  if (known_ == Known::kMoves &&
      !std::equal(moves.begin(), moves.end(), legal_moves_.begin(), legal_moves_.end()))
    return "the legal moves kept are not those of the position";
  if (draw_offer_ && over()) return "a draw offer outlived the game";
  // Each player's rescues, counted in one pass that keeps its counts in registers: tests call
  // this after every ply of games of a thousand plies, and a pass a player (RescuesMade) was
  // most of the cost of the playout tests.
  int red_rescues = 0;
  int blue_rescues = 0;
  for (const MoveReport& report : history_) {
    if (report.has_rescue()) ++(report.mover == Player::kRed ? red_rescues : blue_rescues);
  }
  const int allowed = rules_.rescue ? kMaxRescues : 0;
  if (red_rescues > allowed)
    return std::string(PlayerName(Player::kRed)) + " made too many rescues";
  if (blue_rescues > allowed)
    return std::string(PlayerName(Player::kBlue)) + " made too many rescues";
  return "";
}

}  // namespace stratego
