#include "core/rules.h"

namespace stratego {

std::string Describe(const RuleSet& rules) {
  std::string text = std::string(GetArmy(rules.army).name) + " army, two-squares rule ";
  text += rules.two_squares == 0 ? "off" : "N = " + std::to_string(rules.two_squares);
  if (rules.more_squares) text += ", more-squares rule";
  if (rules.max_moves > 0) text += ", draw after " + std::to_string(rules.max_moves) + " moves";
  if (rules.max_quiet_moves > 0) {
    text += ", draw after " + std::to_string(rules.max_quiet_moves) + " moves without an attack";
  }
  if (const std::string options = DescribeTournamentOptions(rules); !options.empty())
    text += ", " + options;
  return text;
}

std::string DescribeTournamentOptions(const RuleSet& rules) {
  std::string text;
  for (auto [on, name] :
       {std::pair{rules.attacker_advantage, "attacker's advantage"},
        std::pair{rules.silent_defense, "silent defense"}, std::pair{rules.rescue, "rescue"}}) {
    if (!on) continue;
    if (!text.empty()) text += ", ";
    text += name;
  }
  return text;
}

}  // namespace stratego
