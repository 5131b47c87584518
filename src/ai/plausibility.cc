#include "ai/plausibility.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "ai/evaluation.h"
#include "ai/opponent_view.h"
#include "core/combat.h"

namespace stratego {

namespace {

// Whether the enemy's `piece` stands where it does by choice, as far as our view tells: it has
// moved, or we know its rank (see the header).
bool ByChoice(const Piece& piece) {
  return piece.moved || IsReal(piece.rank);
}

}  // namespace

Plausibility::Plausibility(const PlayerView& view, const std::vector<PieceId>& hidden,
                           int temperature)
    : rules_(view.rules), temperature_(temperature) {
  hidden_index_.fill(-1);
  for (std::size_t i = 0; i < hidden.size(); ++i)
    hidden_index_[hidden[i]] = static_cast<int>(i);
  const Board& board = view.board;
  const Player enemy = Opponent(view.viewer);
  const Board& enemy_sees = OpponentView(view).board;
  for (PieceId id = FirstPieceId(view.viewer); id < board.EndPieceId(view.viewer); ++id) {
    const Piece& ours = board.piece(id);
    if (!ours.on_board() || !IsMovable(ours.rank) || !IsReal(enemy_sees.piece(id).rank)) continue;
    for (Direction toward : kDirections) {
      const Square square = Step(ours.square, toward);
      const PieceId left = square.valid() ? board.At(square) : kNoPiece;
      if (left == kNoPiece || OwnerOf(left) != enemy || !ByChoice(board.piece(left))) continue;
      contacts_.push_back({ours.rank, RefTo(board, left), GuardsOf(board, square, enemy)});
    }
  }
}

Plausibility::Ref Plausibility::RefTo(const Board& board, PieceId id) const {
  const Rank rank = board.piece(id).rank;
  return IsReal(rank) ? Ref{rank, -1} : Ref{rank, hidden_index_[id]};
}

std::vector<Plausibility::Ref> Plausibility::GuardsOf(const Board& board, Square square,
                                                      Player enemy) const {
  std::vector<Ref> guards;
  for (Direction around : kDirections) {
    const Square beside = Step(square, around);
    const PieceId guard = beside.valid() ? board.At(beside) : kNoPiece;
    if (guard != kNoPiece && OwnerOf(guard) == enemy && ByChoice(board.piece(guard)))
      guards.push_back(RefTo(board, guard));
  }
  return guards;
}

int Plausibility::TakeGain(const Contact& contact, const std::vector<Rank>& hidden_ranks) const {
  const Rank left = contact.left.In(hidden_ranks);
  const int ours = BaseValue(contact.ours);
  switch (ResolveCombat(contact.ours, left, rules_)) {
    case CombatOutcome::kDefenderWins:
      return 0;
    case CombatOutcome::kBothRemoved:
      return std::max(0, BaseValue(left) - ours);
    case CombatOutcome::kAttackerWins:
      break;
  }
  // Our piece now stands on the square it took; the enemy takes it back where that pays.
  int kept = BaseValue(left);
  for (const Ref& guard_ref : contact.guards) {
    const Rank guard = guard_ref.In(hidden_ranks);
    if (!IsMovable(guard)) continue;
    switch (ResolveCombat(guard, contact.ours, rules_)) {
      case CombatOutcome::kAttackerWins:
        kept = std::min(kept, BaseValue(left) - ours);
        break;
      case CombatOutcome::kBothRemoved:
        kept = std::min(kept, BaseValue(left) - ours + BaseValue(guard));
        break;
      case CombatOutcome::kDefenderWins:
        break;
    }
  }
  return std::max(0, kept);
}

int Plausibility::Hanging(const std::vector<Rank>& hidden_ranks) const {
  int most = 0;
  for (const Contact& contact : contacts_)
    most = std::max(most, TakeGain(contact, hidden_ranks));
  return most;
}

double Plausibility::Weight(const std::vector<Rank>& hidden_ranks) const {
  if (temperature_ <= 0) return 1.0;
  const double weight = std::exp(-static_cast<double>(Hanging(hidden_ranks)) / temperature_);
  return std::max(kFloor, weight);
}

}  // namespace stratego
