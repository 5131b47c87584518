#include "ai/spy_risk.h"

#include <algorithm>
#include <cassert>

#include "ai/win_chance.h"

namespace stratego {

namespace {

// The viewer's piece of `rank` on the board (the first, should it have several), else kNoPiece.
PieceId PieceOf(const Board& board, Player viewer, Rank rank) {
  for (PieceId id = FirstPieceId(viewer); id < board.EndPieceId(viewer); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && piece.rank == rank) return id;
  }
  return kNoPiece;
}

}  // namespace

Square OfferedSquare(const PlayerView& view) {
  if (view.history.empty()) return kNoSquare;
  const MoveReport& last = view.history.back();
  return last.mover == view.viewer || last.is_attack() ? kNoSquare : last.move.to;
}

SpyRisk::SpyRisk(const Board& board, Player viewer, const MoveList& moves, const AttackOdds& odds,
                 const Exposure& exposure, Square offered)
    : odds_(odds), exposure_(exposure), tally_of_(static_cast<std::size_t>(moves.size()), -1) {
  const PieceId marshal = PieceOf(board, viewer, exposure.piece);
  if (marshal == kNoPiece) return;
  const bool seen = board.piece(marshal).revealed;
  for (int i = 0; i < moves.size(); ++i) {
    const Move move = moves[i];
    const PieceId target = board.At(move.to);
    // An attack shows the attacker's rank (RULES.md §7): a Marshal the enemy has not seen is seen
    // once it attacks, beside whatever stands by the piece it took.
    if (!seen && (board.At(move.from) != marshal || target == kNoPiece)) continue;
    const Square at = board.At(move.from) == marshal ? move.to : board.piece(marshal).square;
    Tally tally;
    if (target != kNoPiece && !odds.Covers(target))
      tally.taken =
          std::max(0, odds.Gain(board.piece(board.At(move.from)).rank, board.piece(target).rank));
    for (Direction direction : kDirections) {
      const Square next = Step(at, direction);
      if (!next.valid() || next == move.to) continue;
      const PieceId beside = board.At(next);
      if (beside == kNoPiece || OwnerOf(beside) == viewer || !odds.Covers(beside)) continue;
      const double spy = odds.Chance(beside, exposure.taker);
      if (spy <= 0) continue;
      tally.suspects[static_cast<std::size_t>(tally.suspect_count++)] = beside;
      tally.spy_odds +=
          std::max(spy, board.piece(beside).moved ? exposure.moved_floor : exposure.unmoved_floor);
    }
    if (tally.suspect_count == 0) continue;
    if (move.to == offered && target != kNoPiece && board.At(move.from) == marshal)
      tally.spy_odds = std::max(tally.spy_odds, exposure.offered_floor);
    tally_of_[static_cast<std::size_t>(i)] = static_cast<int>(tallies_.size());
    tallies_.push_back(tally);
  }
}

void SpyRisk::Add(const Board& sampled, int before, double scale,
                  const std::vector<double>& chances) {
  for (std::size_t i = 0; i < tally_of_.size(); ++i) {
    if (tally_of_[i] < 0) continue;
    Tally& tally = tallies_[static_cast<std::size_t>(tally_of_[i])];
    // The Marshal lost to the Spy, after what the move took from a piece the viewer has seen.
    const double lost =
        WinChance(before + tally.taken - odds_.Gain(exposure_.taker, exposure_.piece), scale);
    bool spy = false;
    for (int s = 0; s < tally.suspect_count; ++s) {
      spy =
          spy || sampled.piece(tally.suspects[static_cast<std::size_t>(s)]).rank == exposure_.taker;
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
