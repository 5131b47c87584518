#include "core/view.h"

#include <cassert>

namespace stratego {

namespace {

PlayerView CopyPublicParts(const GameState& state, Player viewer) {
  PlayerView view;
  view.viewer = viewer;
  view.rules = state.rules();
  view.board = state.board();
  view.to_move = state.to_move();
  view.ply = state.ply();
  view.quiet_plies = state.quiet_plies();
  view.result = state.result();
  view.trackers = {state.tracker(Player::kRed), state.tracker(Player::kBlue)};
  view.chase = state.chase();
  view.history = state.history();
  view.draw_offer = state.draw_offer();
  return view;
}

MoveContext ViewContext(const PlayerView& view) {
  return MoveContext{view.board, view.viewer, view.tracker(view.viewer), view.rules, &view.chase};
}

}  // namespace

PlayerView BuildView(const GameState& state, Player viewer) {
  PlayerView view = CopyPublicParts(state, viewer);
  const Player enemy = Opponent(viewer);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    if (!view.board.piece(id).revealed) view.board.SetRank(id, Rank::kUnknown);
  }
  for (MoveReport& report : view.history) {  // RULES.md §7: silent defense; declined rescues
    if (report.defender_silent && report.mover == viewer) report.defender_rank = Rank::kUnknown;
    if (report.mover != viewer) report.rescue_declined = false;
  }
  return view;
}

PlayerView BuildOpenView(const GameState& state, Player seat) {
  return CopyPublicParts(state, seat);
}

void LegalMoves(const PlayerView& view, MoveList& moves) {
  moves.clear();
  if (view.result.over() || view.to_move != view.viewer) return;
  GenerateMoves(ViewContext(view), moves);
}

void LegalMoves(const PlayerView& view, MoveSet& moves) {
  if (view.result.over() || view.to_move != view.viewer) return moves.clear();
  GenerateMoves(ViewContext(view), moves);
}

std::optional<std::string> WhyIllegal(const PlayerView& view, Move move) {
  if (view.result.over()) return std::string("the game is over");
  if (view.to_move != view.viewer) return std::string("it is not your turn");
  return WhyIllegal(ViewContext(view), move);
}

RescueChance GetRescueChance(const PlayerView& view) {
  return GetRescueChance(RescueFacts{view.board, view.rules, view.history, view.result});
}

std::optional<std::string> WhyRescueIllegal(const PlayerView& view, RescueChoice choice) {
  if (view.result.over()) return std::string("the game is over");
  return WhyRescueIllegal(RescueFacts{view.board, view.rules, view.history, view.result},
                          view.viewer, choice);
}

std::vector<PieceId> HiddenPieces(const PlayerView& view) {
  std::vector<PieceId> hidden;
  const Player enemy = Opponent(view.viewer);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    if (view.board.piece(id).rank == Rank::kUnknown) hidden.push_back(id);
  }
  return hidden;
}

GameState StateFromView(const PlayerView& view, const std::vector<Rank>& hidden_ranks) {
  GameState state;
  state.rules_ = view.rules;
  state.board_ = view.board;
  const std::vector<PieceId> hidden = HiddenPieces(view);
  assert(hidden.size() == hidden_ranks.size());
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    assert(IsReal(hidden_ranks[i]));
    state.board_.SetRank(hidden[i], hidden_ranks[i]);
  }
  state.to_move_ = view.to_move;
  state.first_to_move_ = view.ply % 2 == 0 ? view.to_move : Opponent(view.to_move);
  state.ply_ = view.ply;
  state.quiet_plies_ = view.quiet_plies;
  state.result_ = view.result;
  state.trackers_ = view.trackers;
  state.chase_ = view.chase;
  state.history_ = view.history;
  state.draw_offer_ = view.draw_offer;
  return state;
}

}  // namespace stratego
