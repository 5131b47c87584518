#include "ai/search_state.h"

#include "ai/evaluation.h"
#include "core/combat.h"

namespace stratego {

namespace {

// The moves left before a limit of `limit` moves (0: none) when `made` are made: far more than a
// search looks ahead when there is no limit.
constexpr int kNoLimit = 1 << 20;
int MovesLeft(int limit, int made) {
  return limit > 0 ? limit - made : kNoLimit;
}

}  // namespace

SearchState::SearchState(const GameState& state)
    : board_(state.board()),
      trackers_{state.tracker(Player::kRed), state.tracker(Player::kBlue)},
      chase_(state.rules().more_squares ? std::optional<ChaseTracker>(state.chase())
                                        : std::nullopt),
      rules_(&state.rules()),
      to_move_(state.to_move()),
      plies_left_(MovesLeft(state.rules().max_moves, state.ply())),
      quiet_plies_left_(MovesLeft(state.rules().max_quiet_moves, state.quiet_plies())) {}

void SearchState::LegalMoves(MoveList& moves) const {
  const MoveContext context{board_, to_move_, trackers_[static_cast<std::size_t>(Index(to_move_))],
                            *rules_, chase_ ? &*chase_ : nullptr};
  GenerateMoves(context, moves);
}

bool SearchState::CanMove(Player player) const {
  return HasLegalMove(MoveContext{board_, player,
                                  trackers_[static_cast<std::size_t>(Index(player))], *rules_,
                                  chase_ ? &*chase_ : nullptr});
}

void SearchState::Apply(Move move) {
  const PieceId mover = board_.At(move.from);
  const PieceId target = board_.At(move.to);
  Piece& piece = board_.mutable_piece(mover);
  int& pull = pull_[static_cast<std::size_t>(Index(to_move_))];
  pull -= PullAt(board_, *rules_, to_move_, piece.rank, move.from);
  piece.moved = true;
  if (LineDistance(move.from, move.to) > 1) piece.moved_far = true;
  --plies_left_;
  if (target == kNoPiece) {
    board_.MovePiece(mover, move.to);
    --quiet_plies_left_;
  } else {
    Attack(mover, target);
    quiet_plies_left_ = MovesLeft(rules_->max_quiet_moves, 0);
  }
  if (piece.on_board()) pull += PullAt(board_, *rules_, to_move_, piece.rank, move.to);
  trackers_[static_cast<std::size_t>(Index(to_move_))].Record(mover, move);
  if (chase_) chase_->Record(board_, to_move_, mover, move, target != kNoPiece);
  to_move_ = Opponent(to_move_);
}

// RULES.md §5; §7, silent defense: the defender stays unseen unless a Scout attacks (which
// matters to the evaluation's premium for strong pieces the enemy has not seen).
void SearchState::Attack(PieceId attacker, PieceId defender) {
  Piece& attacking = board_.mutable_piece(attacker);
  Piece& defending = board_.mutable_piece(defender);
  attacking.revealed = true;
  if (!rules_->silent_defense || attacking.rank == Rank::kScout) defending.revealed = true;
  if (defending.rank == Rank::kFlag) flag_winner_ = attacking.owner;
  board_.SettleAttack(attacker, defender, ResolveCombat(attacking.rank, defending.rank, *rules_));
}

}  // namespace stratego
