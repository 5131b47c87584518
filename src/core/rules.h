// A rule set: every choice RULES.md leaves to the players, as one value. The engine reads its
// options from here and nowhere else, so a variant is data, not a code path chosen elsewhere.
#pragma once

#include <string>

#include "core/army.h"

namespace stratego {

// The largest N of the two-squares rule the engine supports (RULES.md §4.3 uses 3 and 5).
inline constexpr int kMaxTwoSquaresLimit = 8;

struct RuleSet {
  ArmyKind army = ArmyKind::kClassic;  // §2
  int two_squares = 3;                 // §4.3: N; 0 switches the rule off
  int max_moves = 0;                   // §6: a draw after this many moves in total; 0 = off
  int max_quiet_moves = 0;          // §6: a draw after this many moves without an attack; 0 = off
  bool attacker_advantage = false;  // §7: equal ranks, the attacker wins
  bool silent_defense = false;      // §7: the defender's rank is not announced to the attacker
  bool rescue = false;              // §7: reaching the enemy back row rescues a captured piece
  bool more_squares = false;        // §4.4: no endless chase (last, as the newest option)

  friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// The most rescues a player may make in a game (RULES.md §7).
inline constexpr int kMaxRescues = 2;

// A one-line summary for people: "classic army, two-squares rule N = 3".
std::string Describe(const RuleSet& rules);

// The tournament options (§7) that are on, in words: "attacker's advantage, rescue"; "" if none.
std::string DescribeTournamentOptions(const RuleSet& rules);

}  // namespace stratego
