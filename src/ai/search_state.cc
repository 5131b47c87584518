#include "ai/search_state.h"

#include "ai/evaluation.h"
#include "core/combat.h"

namespace stratego {

SearchState::SearchState(const GameState& state)
    : board_(state.board()),
      trackers_{state.tracker(Player::kRed), state.tracker(Player::kBlue)},
      rules_(&state.rules()),
      to_move_(state.to_move()) {}

void SearchState::LegalMoves(MoveList& moves) const {
  const MoveContext context{board_, to_move_, trackers_[static_cast<std::size_t>(Index(to_move_))],
                            *rules_};
  GenerateMoves(context, moves);
}

bool SearchState::CanMove(Player player) const {
  return HasLegalMove(
      MoveContext{board_, player, trackers_[static_cast<std::size_t>(Index(player))], *rules_});
}

void SearchState::Apply(Move move) {
  const PieceId mover = board_.At(move.from);
  const PieceId target = board_.At(move.to);
  Piece& piece = board_.mutable_piece(mover);
  int& pull = pull_[static_cast<std::size_t>(Index(to_move_))];
  pull -= PullAt(board_, *rules_, to_move_, piece.rank, move.from);
  piece.moved = true;
  if (LineDistance(move.from, move.to) > 1) piece.moved_far = true;
  if (target == kNoPiece) {
    board_.MovePiece(mover, move.to);
  } else {
    Attack(mover, target);
  }
  if (piece.on_board()) pull += PullAt(board_, *rules_, to_move_, piece.rank, move.to);
  trackers_[static_cast<std::size_t>(Index(to_move_))].Record(mover, move);
  to_move_ = Opponent(to_move_);
}

void SearchState::Attack(PieceId attacker, PieceId defender) {
  Piece& attacking = board_.mutable_piece(attacker);
  Piece& defending = board_.mutable_piece(defender);
  attacking.revealed = defending.revealed = true;
  if (defending.rank == Rank::kFlag) flag_winner_ = attacking.owner;
  board_.SettleAttack(attacker, defender, ResolveCombat(attacking.rank, defending.rank, *rules_));
}

}  // namespace stratego
