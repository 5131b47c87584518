// What an attack on an enemy piece of unknown rank is worth *before* it is made, when the
// attacker cannot know what it will meet: the average over the ranks the beliefs give that piece.
//
// Why the search needs it: each sampled position is searched as if every rank in it were known,
// so further down a line the computer "attacks only the pieces that are not Bombs" in every
// sample, and walking the Marshal up to an unmoved piece looks like a sure gain (strategy fusion).
// The search therefore scores the computer's own later attacks on pieces still hidden from it by
// these odds instead of by the rank drawn for the sample (ai/search.cc). Built from the enemy's
// beliefs about our pieces (ai/opponent_view.h), the same odds tell which of the enemy's attacks
// on our pieces it would not risk (ExpectedGain).
#pragma once

#include <array>
#include <vector>

#include "ai/beliefs.h"
#include "core/rng.h"
#include "core/rules.h"

namespace stratego {

class AttackOdds {
 public:
  // The chances of each rank for every hidden piece of `beliefs`, counted over `draws` draws.
  AttackOdds(const Beliefs& beliefs, const RuleSet& rules, int draws, Rng& rng);

  // Whether `defender` is one of the beliefs' hidden pieces.
  bool Covers(PieceId defender) const { return index_of_[defender] >= 0; }
  // The chance, in [0, 1], that the hidden piece `defender` has `rank`.
  double Chance(PieceId defender, Rank rank) const;
  // The ranks the hidden piece `id` showed it does not have by a take it declined
  // (Beliefs::Declined).
  RankSet Declined(PieceId id) const { return declined_[id]; }
  // The material, in points (BaseValue of ai/evaluation.h), that an attack by a piece of rank
  // `attacker` on one of rank `defender` (not the Flag) gains for the attacker's side: what it
  // takes less what it loses, under the rules it was made with (RULES.md §5, §7).
  int Gain(Rank attacker, Rank defender) const {
    return gains_[static_cast<std::size_t>(Index(attacker) * kNumRanks + Index(defender))];
  }
  // Whether a piece of rank `attacker` is still on the board after attacking one of `defender`.
  bool AttackerSurvives(Rank attacker, Rank defender) const {
    return survives_[static_cast<std::size_t>(Index(attacker) * kNumRanks + Index(defender))];
  }
  // What an attack by a piece of rank `attacker` on the hidden piece `defender` gains on average,
  // in points: Gain over the chances of its ranks, the Flag counted as kFlagGain; with `moved`,
  // over the ranks that move only (a piece that moved is no Bomb or Flag), unless it has none.
  double ExpectedGain(PieceId defender, Rank attacker, bool moved) const;
  // What taking the Flag counts in ExpectedGain: the game, worth more than any material.
  static constexpr double kFlagGain = 1000;

 private:
  std::array<int, kMaxPieces> index_of_;
  std::array<RankSet, kMaxPieces> declined_{};
  std::vector<std::array<double, kNumRanks>> chances_;
  std::array<int, kNumRanks * kNumRanks> gains_{};
  std::array<bool, kNumRanks * kNumRanks> survives_{};
  // ExpectedGain by hidden piece, then attacker rank (Index) and `moved`.
  std::vector<std::array<std::array<double, 2>, kNumRanks>> expected_;
};

}  // namespace stratego
