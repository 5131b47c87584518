#include "core/rescue.h"

#include "core/text.h"

namespace stratego {

bool OnEnemyBackRow(Player mover, Square square) {
  return square.row() == (mover == Player::kRed ? kBoardSize - 1 : 0);
}

bool InOwnHalf(Player player, Square square) {
  return player == Player::kRed ? square.row() < kBoardSize / 2 : square.row() >= kBoardSize / 2;
}

int RescuesMade(const std::vector<MoveReport>& history, Player player) {
  int made = 0;
  for (const MoveReport& report : history)
    made += report.mover == player && report.has_rescue();
  return made;
}

bool HasRescued(const std::vector<MoveReport>& history, PieceId piece) {
  for (const MoveReport& report : history) {
    if (report.has_rescue() && report.piece == piece) return true;
  }
  return false;
}

std::vector<Rank> RescuableRanks(const Board& board, Player player) {
  std::vector<Rank> ranks;
  for (Rank rank : kRanksStrongestFirst) {
    if (rank != Rank::kBomb && PieceToRescue(board, player, rank) != kNoPiece)
      ranks.push_back(rank);
  }
  return ranks;
}

std::vector<Square> RescueSquares(const Board& board, Player player) {
  std::vector<Square> squares;
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    if (InOwnHalf(player, square) && !IsLake(square) && board.IsEmpty(square))
      squares.push_back(square);
  }
  return squares;
}

PieceId PieceToRescue(const Board& board, Player player, Rank rank) {
  PieceId found = kNoPiece;
  for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() || piece.rank != rank) continue;
    if (piece.revealed || piece.moved_far) return id;  // the opponent knows its rank
    if (found == kNoPiece) found = id;
  }
  return found;
}

namespace {

// Why the piece that made `report`, standing on the enemy's back row, earns no rescue.
std::optional<std::string> Refusal(const RescueFacts& facts, const MoveReport& report) {
  const Player rescuer = report.mover;
  const Piece& piece = facts.board.piece(report.piece);
  const std::string who(PlayerName(rescuer));
  if (piece.rank == Rank::kScout) return std::string("Scouts cannot rescue");
  if (RescuesMade(facts.history, rescuer) >= kMaxRescues)
    return who + " has already made both rescues";
  if (HasRescued(facts.history, report.piece))
    return "this " + std::string(RankName(piece.rank)) + " has already made a rescue";
  if (RescuableRanks(facts.board, rescuer).empty())
    return who + " has no captured piece to rescue (Bombs cannot be rescued)";
  if (RescueSquares(facts.board, rescuer).empty())
    return who + "'s half of the board has no empty square";
  return std::nullopt;
}

}  // namespace

RescueChance GetRescueChance(const RescueFacts& facts) {
  RescueChance chance;
  if (!facts.rules.rescue || facts.history.empty() || facts.result.over()) return chance;
  const MoveReport& last = facts.history.back();
  const Piece& piece = facts.board.piece(last.piece);
  if (last.has_rescue() || last.rescue_declined || piece.square != last.move.to ||
      !OnEnemyBackRow(last.mover, piece.square))
    return chance;
  chance.rescuer = last.mover;
  if (auto refusal = Refusal(facts, last)) {
    chance.kind = RescueChance::Kind::kRefused;
    chance.refusal = std::move(*refusal);
  } else {
    chance.kind = RescueChance::Kind::kOpen;
  }
  return chance;
}

std::optional<std::string> WhyRescueIllegal(const RescueFacts& facts, Player player,
                                            RescueChoice choice) {
  if (!facts.rules.rescue) return std::string("the rescue option is off");
  const RescueChance chance = GetRescueChance(facts);
  if (chance.kind == RescueChance::Kind::kNone || chance.rescuer != player)
    return "rescues are made right after a move onto the enemy's back row";
  if (!chance.open()) return chance.refusal;
  if (choice.rank == Rank::kBomb) return std::string("Bombs cannot be rescued");
  if (!IsReal(choice.rank) || PieceToRescue(facts.board, player, choice.rank) == kNoPiece)
    return "no captured " + std::string(RankName(choice.rank)) + " to rescue";
  if (!choice.square.valid()) return std::string("the square is off the board");
  const std::string where = SquareName(choice.square);
  if (IsLake(choice.square)) return where + " is in a lake";
  if (!InOwnHalf(player, choice.square)) return where + " is not in your half of the board";
  if (!facts.board.IsEmpty(choice.square)) return where + " is not empty";
  return std::nullopt;
}

}  // namespace stratego
