#include "ai/root_odds.h"

#include <cassert>

#include "ai/evaluation.h"
#include "ai/win_chance.h"

namespace stratego {

namespace {

// How many of `owner`'s pieces on `board` (the viewer's own, whose ranks it sees) are free to
// move (ai/evaluation.h).
int MovableCount(const Board& board, Player owner) {
  int count = 0;
  for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
    if (FreeToMove(board, board.piece(id))) ++count;
  }
  return count;
}

// `chance` with `points` more, where it stands for material (not a finished game).
double WithPoints(double chance, int points, double scale) {
  if (points == 0 || chance <= kMaterialFloor || chance >= 1 - kMaterialFloor) return chance;
  return WinChance(ScoreForChance(chance, scale) + points, scale);
}

}  // namespace

int ProbeValue(Rank defender) {
  switch (defender) {
    case Rank::kMarshal:
      return 150;
    case Rank::kGeneral:
      return 70;
    default:
      return 0;
  }
}

RootOdds::RootOdds(const Board& board, const MoveList& moves, const AttackOdds& odds, bool probe)
    : odds_(odds), tally_of_(static_cast<std::size_t>(moves.size()), -1) {
  for (int i = 0; i < moves.size(); ++i) {
    const PieceId defender = board.At(moves[i].to);
    if (defender == kNoPiece || !odds.Covers(defender)) continue;
    tally_of_[static_cast<std::size_t>(i)] = static_cast<int>(tallies_.size());
    const Piece& attacker = board.piece(board.At(moves[i].from));
    Tally tally{defender, attacker.rank, MovableCount(board, attacker.owner) == 1};
    for (int r = 0; probe && r < kNumRanks; ++r) {
      if (IsMovable(RankAt(r)) && !odds.AttackerSurvives(attacker.rank, RankAt(r)) &&
          odds.AttackerSurvives(RankAt(r), attacker.rank))
        tally.found[static_cast<std::size_t>(r)] = ProbeValue(RankAt(r));
    }
    tallies_.push_back(tally);
  }
}

void RootOdds::Add(const Board& sampled, int before, double scale,
                   const std::vector<double>& chances) {
  for (std::size_t i = 0; i < tally_of_.size(); ++i) {
    if (tally_of_[i] < 0) continue;
    Tally& tally = tallies_[static_cast<std::size_t>(tally_of_[i])];
    const auto rank = static_cast<std::size_t>(Index(sampled.piece(tally.defender).rank));
    tally.searched[rank] += WithPoints(chances[i], tally.found[rank], scale);
    ++tally.drawn[rank];
    for (int r = 0; r < kNumRanks; ++r) {
      const Rank defender = RankAt(r);
      const auto index = static_cast<std::size_t>(r);
      tally.guessed[index] +=
          defender == Rank::kFlag ? WinChance(kWinScore - 1, scale)
          : tally.last && !odds_.AttackerSurvives(tally.attacker, defender)
              ? WinChance(-(kWinScore - 1), scale)
              : WinChance(before + odds_.Gain(tally.attacker, defender) + tally.found[index],
                          scale);
    }
    ++tally.samples;
  }
}

void RootOdds::Merge(const RootOdds& other) {
  assert(other.tally_of_ == tally_of_);
  for (std::size_t t = 0; t < tallies_.size(); ++t) {
    Tally& tally = tallies_[t];
    const Tally& added = other.tallies_[t];
    for (std::size_t r = 0; r < kNumRanks; ++r) {
      tally.searched[r] += added.searched[r];
      tally.drawn[r] += added.drawn[r];
      tally.guessed[r] += added.guessed[r];
    }
    tally.samples += added.samples;
  }
}

double RootOdds::Chance(int index) const {
  const Tally& tally =
      tallies_[static_cast<std::size_t>(tally_of_[static_cast<std::size_t>(index)])];
  if (tally.samples == 0) return 0.0;
  double chance = 0;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    const double odds = odds_.Chance(tally.defender, RankAt(static_cast<int>(r)));
    if (odds == 0) continue;
    chance += odds * (tally.drawn[r] > 0 ? tally.searched[r] / tally.drawn[r]
                                         : tally.guessed[r] / tally.samples);
  }
  return chance;
}

}  // namespace stratego
