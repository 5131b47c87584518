#include "ai/spy_risk.h"

#include <algorithm>
#include <cassert>

#include "ai/win_chance.h"

namespace stratego {

namespace {

// The viewer's piece of a rank in `ranks` on the board (the first, should it have several), else
// kNoPiece.
PieceId PieceOf(const Board& board, Player viewer, RankSet ranks) {
  for (PieceId id = FirstPieceId(viewer); id < board.EndPieceId(viewer); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && Contains(ranks, piece.rank)) return id;
  }
  return kNoPiece;
}

// The enemy ranks that take a piece of `rank` under `exposure`: its own, or every rank that wins
// an attack on it under the rules `odds` were made with (RULES.md §5, §7's attacker's advantage).
RankSet TakersOf(const Exposure& exposure, Rank rank, const AttackOdds& odds) {
  if (exposure.takers != 0) return exposure.takers;
  RankSet takers = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    if (odds.AttackerSurvives(RankAt(r), rank))
      takers = static_cast<RankSet>(takers | RankBit(RankAt(r)));
  }
  return takers;
}

// The weakest rank of `takers` (not empty): the one whose take the loss is counted by.
Rank WeakestOf(RankSet takers) {
  int r = 0;
  while (!Contains(takers, static_cast<Rank>(r)))
    ++r;
  return static_cast<Rank>(r);
}

// The chance that the hidden piece `id` has a rank of `ranks`, by `odds`.
double ChanceOf(const AttackOdds& odds, PieceId id, RankSet ranks) {
  double chance = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    if (Contains(ranks, static_cast<Rank>(r))) chance += odds.Chance(id, static_cast<Rank>(r));
  }
  return chance;
}

// The chance that the enemy piece `id` has a rank of `ranks`: certain either way for a piece the
// viewer has seen, by `odds` for a hidden one.
double RankChance(const AttackOdds& odds, const Board& board, PieceId id, RankSet ranks) {
  return odds.Covers(id) ? ChanceOf(odds, id, ranks) : Contains(ranks, board.piece(id).rank);
}

// The chance that our piece of `rank` is still on the board after attacking `target`: certain
// either way for a piece the viewer has seen, by `odds` for a hidden one.
double SurvivalChance(const AttackOdds& odds, const Board& board, Rank rank, PieceId target) {
  if (!odds.Covers(target)) return odds.AttackerSurvives(rank, board.piece(target).rank) ? 1 : 0;
  double chance = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    if (odds.AttackerSurvives(rank, static_cast<Rank>(r)))
      chance += odds.Chance(target, static_cast<Rank>(r));
  }
  return chance;
}

}  // namespace

Square OfferedSquare(const PlayerView& view) {
  if (view.history.empty()) return kNoSquare;
  const MoveReport& last = view.history.back();
  return last.mover == view.viewer || last.is_attack() ? kNoSquare : last.move.to;
}

SpyRisk::SpyRisk(const Board& board, Player viewer, const MoveList& moves, const AttackOdds& odds,
                 const Exposure& exposure, Square offered)
    : odds_(odds), tally_of_(static_cast<std::size_t>(moves.size()), -1) {
  const PieceId standing =
      exposure.moving_only ? kNoPiece : PieceOf(board, viewer, exposure.pieces);
  if (!exposure.moving_only && standing == kNoPiece) return;
  for (int i = 0; i < moves.size(); ++i) {
    const Move move = moves[i];
    const PieceId mover = board.At(move.from);
    const PieceId exposed = exposure.moving_only ? mover : standing;
    if (exposure.moving_only && !Contains(exposure.pieces, board.piece(mover).rank)) continue;
    const PieceId target = board.At(move.to);
    // An attack shows the attacker's rank (RULES.md §7): a Marshal the enemy has not seen is seen
    // once it attacks, beside whatever stands by the piece it took.
    if (!board.piece(exposed).revealed && (mover != exposed || target == kNoPiece)) continue;
    const Square at = mover == exposed ? move.to : board.piece(exposed).square;
    Tally tally;
    tally.piece = board.piece(exposed).rank;
    tally.takers = TakersOf(exposure, tally.piece, odds);
    if (target != kNoPiece && !odds.Covers(target))
      tally.taken = std::max(0, odds.Gain(board.piece(mover).rank, board.piece(target).rank));
    bool moved_suspect = false;
    bool floored = false;  // whether a suspect counts by a floor: one that declined no take
    for (Direction direction : kDirections) {
      const Square next = Step(at, direction);
      if (!next.valid() || next == move.to) continue;
      const PieceId beside = board.At(next);
      if (beside == kNoPiece || OwnerOf(beside) == viewer || !odds.Covers(beside)) continue;
      const double taker = ChanceOf(odds, beside, tally.takers);
      if (taker <= 0) continue;
      tally.suspects[static_cast<std::size_t>(tally.suspect_count++)] = beside;
      // A piece that passed up the take on an earlier turn counts by its odds alone.
      if ((tally.takers & ~odds.Declined(beside)) == 0) {
        tally.spy_odds += taker;
        continue;
      }
      floored = true;
      const bool moved = board.piece(beside).moved;
      moved_suspect = moved_suspect || moved;
      tally.spy_odds += std::max(taker, moved ? exposure.moved_floor : exposure.unmoved_floor);
    }
    if (tally.suspect_count == 0) continue;
    if (floored && target != kNoPiece && mover == exposed) {
      if (move.to == offered) tally.spy_odds = std::max(tally.spy_odds, exposure.offered_floor);
      if (exposure.escorted != 0) {
        const double floor =
            moved_suspect ? exposure.escort_moved_floor : exposure.escort_unmoved_floor;
        tally.spy_odds =
            std::max(tally.spy_odds, floor * RankChance(odds, board, target, exposure.escorted));
      }
      if (moved_suspect && exposure.take_floor > 0) {
        tally.spy_odds = std::max(
            tally.spy_odds, exposure.take_floor * SurvivalChance(odds, board, tally.piece, target));
      }
    }
    tally_of_[static_cast<std::size_t>(i)] = static_cast<int>(tallies_.size());
    tallies_.push_back(tally);
  }
}

void SpyRisk::Add(const Board& sampled, int before, double scale,
                  const std::vector<double>& chances) {
  for (std::size_t i = 0; i < tally_of_.size(); ++i) {
    if (tally_of_[i] < 0) continue;
    Tally& tally = tallies_[static_cast<std::size_t>(tally_of_[i])];
    // The piece lost to its weakest taker (the Marshal to the Spy), after what the move took
    // from a piece the viewer has seen.
    const double lost =
        WinChance(before + tally.taken - odds_.Gain(WeakestOf(tally.takers), tally.piece), scale);
    bool spy = false;
    for (int s = 0; s < tally.suspect_count; ++s) {
      spy = spy ||
            Contains(tally.takers, sampled.piece(tally.suspects[static_cast<std::size_t>(s)]).rank);
    }
    (spy ? tally.with_spy : tally.without) += chances[i];
    if (spy) ++tally.drawn_spy;
    tally.guessed += lost;
    ++tally.samples;
  }
}

void SpyRisk::Merge(const SpyRisk& other) {
  assert(other.tally_of_ == tally_of_);
  for (std::size_t t = 0; t < tallies_.size(); ++t) {
    Tally& tally = tallies_[t];
    const Tally& added = other.tallies_[t];
    tally.with_spy += added.with_spy;
    tally.drawn_spy += added.drawn_spy;
    tally.without += added.without;
    tally.guessed += added.guessed;
    tally.samples += added.samples;
  }
}

double SpyRisk::Chance(int index, std::optional<double> without) const {
  const Tally& tally =
      tallies_[static_cast<std::size_t>(tally_of_[static_cast<std::size_t>(index)])];
  if (tally.samples == 0) return 0.0;
  const int others = tally.samples - tally.drawn_spy;
  const double spy =
      tally.drawn_spy > 0 ? tally.with_spy / tally.drawn_spy : tally.guessed / tally.samples;
  // With the Spy drawn beside the Marshal in every sample, nothing tells what happens without it.
  const double no_spy = without ? *without : others > 0 ? tally.without / others : spy;
  const double odds = std::min(1.0, tally.spy_odds);
  return odds * spy + (1 - odds) * no_spy;
}

}  // namespace stratego
