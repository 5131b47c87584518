#include "ai/opponent_view.h"

namespace stratego {

PlayerView OpponentView(const PlayerView& view) {
  PlayerView mirror = view;
  mirror.viewer = Opponent(view.viewer);
  for (PieceId id = FirstPieceId(view.viewer); id < view.board.EndPieceId(view.viewer); ++id) {
    if (!view.board.piece(id).revealed) mirror.board.SetRank(id, Rank::kUnknown);
  }
  for (MoveReport& report : mirror.history) {  // as BuildView does for the opponent (§7)
    if (report.defender_silent && report.mover == mirror.viewer)
      report.defender_rank = Rank::kUnknown;
    if (report.mover != mirror.viewer) report.rescue_declined = false;
  }
  return mirror;
}

}  // namespace stratego
