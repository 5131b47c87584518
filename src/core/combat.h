// Combat (RULES.md §5, with §7's attacker's advantage).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/rules.h"
#include "core/types.h"

namespace stratego {

enum class CombatOutcome : std::uint8_t {
  kAttackerWins,  // the defender is removed and the attacker takes its square
  kDefenderWins,  // the attacker is removed and the defender stays
  kBothRemoved,   // equal ranks: both are removed
};

// What happens when a piece of rank `attacker` attacks one of rank `defender`:
// - the Flag is captured by any attacker; a Bomb defeats every attacker but a Miner;
// - an attacking Spy defeats the Marshal (and loses to everything else it attacks);
// - otherwise the higher rank wins, and equal ranks both go — or, with the attacker's advantage
//   (§7), the attacker wins.
// Both ranks must be real and the attacker movable.
CombatOutcome ResolveCombat(Rank attacker, Rank defender, const RuleSet& rules);

// The defender's rank when the outcome of an attack by `attacker` leaves only one possible (the
// Flag aside: taking it ends the game), e.g. a tie without the attacker's advantage, or a Spy
// that wins; nullopt when several ranks give that outcome.
std::optional<Rank> DefenderRankFromOutcome(Rank attacker, CombatOutcome outcome,
                                            const RuleSet& rules);

// "wins", "loses", "both removed": how the attack went, from the attacker's side.
std::string_view OutcomeWords(CombatOutcome outcome);

}  // namespace stratego
