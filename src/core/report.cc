#include "core/report.h"

#include <ostream>

namespace stratego {

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
    case EndReason::kAbandoned:
      return result.winner ? loser + " lost on time or left the game: " + winner + " wins"
                           : "the game was abandoned: draw";
    case EndReason::kTimeForfeit:
      return loser + " ran out of time: " + winner + " wins";
  }
  return "";
}

std::ostream& operator<<(std::ostream& out, const GameResult& result) {
  return out << Describe(result);
}

std::ostream& operator<<(std::ostream& out, const MoveReport& report) {
  out << report.mover << " " << report.move;
  if (report.is_attack())
    out << " (" << report.attacker_rank << " against " << report.defender_rank << ")";
  if (report.has_rescue())
    out << ", rescues " << report.rescued_rank << " on " << SquareName(report.rescue_square);
  return out;
}

}  // namespace stratego
