// What an attack on an enemy piece of unknown rank is worth *before* it is made, when the
// attacker cannot know what it will meet: the average over the ranks the beliefs give that piece.
//
// Why the search needs it: each sampled position is searched as if every rank in it were known,
// so further down a line the computer "attacks only the pieces that are not Bombs" in every
// sample, and walking the Marshal up to an unmoved piece looks like a sure gain (strategy fusion).
// The search therefore scores the computer's own later attacks on pieces still hidden from it by
// these odds instead of by the rank drawn for the sample (ai/search.cc).
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
  // The material, in points (BaseValue of ai/evaluation.h), that an attack by a piece of rank
  // `attacker` on one of rank `defender` (not the Flag) gains for the attacker's side: what it
  // takes less what it loses, under the rules it was made with (RULES.md §5, §7).
  int Gain(Rank attacker, Rank defender) const {
    return gains_[static_cast<std::size_t>(Index(attacker) * kNumRanks + Index(defender))];
  }

 private:
  std::array<int, kMaxPieces> index_of_;
  std::vector<std::array<double, kNumRanks>> chances_;
  std::array<int, kNumRanks * kNumRanks> gains_{};
};

}  // namespace stratego
