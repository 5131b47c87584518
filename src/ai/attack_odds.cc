#include "ai/attack_odds.h"

#include "ai/evaluation.h"
#include "core/combat.h"

namespace stratego {

namespace {

// What the attacker's side gains, in points, when a piece of rank `attacker` attacks one of rank
// `defender` (not the Flag).
int MaterialGain(Rank attacker, Rank defender, const RuleSet& rules) {
  switch (ResolveCombat(attacker, defender, rules)) {
    case CombatOutcome::kAttackerWins:
      return BaseValue(defender);
    case CombatOutcome::kDefenderWins:
      return -BaseValue(attacker);
    case CombatOutcome::kBothRemoved:
      return BaseValue(defender) - BaseValue(attacker);
  }
  return 0;
}

}  // namespace

AttackOdds::AttackOdds(const Beliefs& beliefs, const RuleSet& rules, int draws, Rng& rng) {
  index_of_.fill(-1);
  const std::vector<PieceId>& hidden = beliefs.hidden();
  chances_.assign(hidden.size(), {});
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    index_of_[hidden[i]] = static_cast<int>(i);
    declined_[hidden[i]] = beliefs.Declined(hidden[i]);
  }
  for (int draw = 0; draw < draws; ++draw) {
    const std::vector<Rank> ranks = beliefs.Sample(rng);
    for (std::size_t i = 0; i < ranks.size(); ++i)
      chances_[i][static_cast<std::size_t>(Index(ranks[i]))] += 1.0 / draws;
  }
  for (int attacker = 0; attacker < kNumRanks; ++attacker) {
    if (!IsMovable(RankAt(attacker))) continue;
    for (int defender = 0; defender < kNumRanks; ++defender) {
      survives_[static_cast<std::size_t>(attacker * kNumRanks + defender)] =
          ResolveCombat(RankAt(attacker), RankAt(defender), rules) == CombatOutcome::kAttackerWins;
      if (RankAt(defender) == Rank::kFlag) continue;
      gains_[static_cast<std::size_t>(attacker * kNumRanks + defender)] =
          MaterialGain(RankAt(attacker), RankAt(defender), rules);
    }
  }
  expected_.assign(hidden.size(), {});
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    for (int attacker = 0; attacker < kNumRanks; ++attacker) {
      if (!IsMovable(RankAt(attacker))) continue;
      std::array<double, 2> gain{};
      std::array<double, 2> total{};
      for (int defender = 0; defender < kNumRanks; ++defender) {
        const double chance = chances_[i][static_cast<std::size_t>(defender)];
        const double value =
            RankAt(defender) == Rank::kFlag ? kFlagGain : Gain(RankAt(attacker), RankAt(defender));
        for (std::size_t moved : {0u, 1u}) {
          if (moved != 0 && !IsMovable(RankAt(defender))) continue;
          gain[moved] += chance * value;
          total[moved] += chance;
        }
      }
      for (std::size_t moved : {0u, 1u}) {
        const double sum = total[moved] > 0 ? total[moved] : total[0];
        expected_[i][static_cast<std::size_t>(attacker)][moved] =
            sum > 0 ? (total[moved] > 0 ? gain[moved] : gain[0]) / sum : 0.0;
      }
    }
  }
}

double AttackOdds::ExpectedGain(PieceId defender, Rank attacker, bool moved) const {
  const int index = index_of_[defender];
  if (index < 0) return 0.0;
  return expected_[static_cast<std::size_t>(index)][static_cast<std::size_t>(Index(attacker))]
                  [moved ? 1 : 0];
}

double AttackOdds::Chance(PieceId defender, Rank rank) const {
  const int index = index_of_[defender];
  return index < 0
             ? 0.0
             : chances_[static_cast<std::size_t>(index)][static_cast<std::size_t>(Index(rank))];
}

}  // namespace stratego
