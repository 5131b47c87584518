#include "core/report.h"

namespace stratego {

namespace {

std::string NamedRank(Rank rank, Numbering numbering) {
  if (rank == Rank::kUnknown) return "an unknown piece";
  std::string text(RankName(rank));
  if (IsMovable(rank) && rank != Rank::kSpy)
    text += " (" + std::string(RankToken(rank, numbering)) + ")";
  return text;
}

std::string_view AttackEnding(CombatOutcome outcome) {
  switch (outcome) {
    case CombatOutcome::kAttackerWins:
      return " and wins";
    case CombatOutcome::kDefenderWins:
      return " and loses";
    case CombatOutcome::kBothRemoved:
      return ": both are removed";
  }
  return "";
}

}  // namespace

std::string Describe(const MoveReport& report, Numbering numbering) {
  std::string text = FormatMove(report.move);
  if (!report.is_attack()) return text;
  text += ": " + NamedRank(report.attacker_rank, numbering) + " attacks ";
  text += NamedRank(report.defender_rank, numbering);
  text += AttackEnding(report.outcome);
  return text;
}

std::string Describe(const GameResult& result) {
  const std::string winner = result.winner ? std::string(PlayerName(*result.winner)) : "";
  const std::string loser = result.winner ? std::string(PlayerName(Opponent(*result.winner))) : "";
  switch (result.reason) {
    case EndReason::kNone:
      return "the game goes on";
    case EndReason::kFlagCaptured:
      return winner + " captured the flag";
    case EndReason::kNoMovablePieces:
      return loser + " has no movable pieces left: " + winner + " wins";
    case EndReason::kNoLegalMoves:
      return loser + " has no legal move: " + winner + " wins";
    case EndReason::kNeitherCanMove:
      return "neither side can move: draw";
    case EndReason::kResignation:
      return loser + " resigned: " + winner + " wins";
    case EndReason::kDrawAgreed:
      return "draw agreed";
    case EndReason::kMoveLimit:
      return "draw: the move limit was reached";
    case EndReason::kQuietMoveLimit:
      return "draw: too many moves without an attack";
  }
  return "";
}

}  // namespace stratego
