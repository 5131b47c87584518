#include "core/rules.h"

namespace stratego {

std::string Describe(const RuleSet& rules) {
  std::string text = std::string(GetArmy(rules.army).name) + " army, two-squares rule ";
  text += rules.two_squares == 0 ? "off" : "N = " + std::to_string(rules.two_squares);
  if (rules.max_moves > 0) text += ", draw after " + std::to_string(rules.max_moves) + " moves";
  if (rules.max_quiet_moves > 0) {
    text += ", draw after " + std::to_string(rules.max_quiet_moves) + " moves without an attack";
  }
  if (rules.attacker_advantage) text += ", attacker's advantage";
  return text;
}

}  // namespace stratego
