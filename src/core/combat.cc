#include "core/combat.h"

#include <cassert>

namespace stratego {

CombatOutcome ResolveCombat(Rank attacker, Rank defender, const RuleSet& rules) {
  assert(IsMovable(attacker) && IsReal(defender));
  if (defender == Rank::kFlag) return CombatOutcome::kAttackerWins;
  if (defender == Rank::kBomb) {
    return attacker == Rank::kMiner ? CombatOutcome::kAttackerWins : CombatOutcome::kDefenderWins;
  }
  if (attacker == Rank::kSpy && defender == Rank::kMarshal) return CombatOutcome::kAttackerWins;
  if (attacker == defender) {
    return rules.attacker_advantage ? CombatOutcome::kAttackerWins : CombatOutcome::kBothRemoved;
  }
  return Index(attacker) > Index(defender) ? CombatOutcome::kAttackerWins
                                           : CombatOutcome::kDefenderWins;
}

std::optional<Rank> DefenderRankFromOutcome(Rank attacker, CombatOutcome outcome,
                                            const RuleSet& rules) {
  std::optional<Rank> only;
  for (Rank rank : kRanksStrongestFirst) {
    if (rank == Rank::kFlag || ResolveCombat(attacker, rank, rules) != outcome) continue;
    if (only) return std::nullopt;
    only = rank;
  }
  return only;
}

std::string_view OutcomeWords(CombatOutcome outcome) {
  switch (outcome) {
    case CombatOutcome::kAttackerWins:
      return "wins";
    case CombatOutcome::kDefenderWins:
      return "loses";
    case CombatOutcome::kBothRemoved:
      return "both removed";
  }
  return "";
}

}  // namespace stratego
