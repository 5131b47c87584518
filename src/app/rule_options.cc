#include "app/rule_options.h"

namespace stratego {

std::vector<OptionSpec> RuleOptionSpecs(int max_moves_default) {
  const std::string max_moves =
      "draw after M moves in total (default: " +
      (max_moves_default > 0 ? std::to_string(max_moves_default) : "no limit") + ")";
  return {
      {"army", "ARMY", "classic (40 pieces, the default), barrage (8) or ultimate-lightning (20)"},
      {"two-squares", "N", "two-squares rule: 3 (the default), 5 or off"},
      {"max-moves", "M", max_moves},
      {"max-quiet-moves", "K", "draw after K moves without an attack (default: no limit)"},
      {"attacker-advantage", "", "equal ranks: the attacker wins instead of both being removed"},
  };
}

std::vector<OptionSpec> WithOptions(std::vector<OptionSpec> options,
                                    const std::vector<OptionSpec>& extra) {
  options.insert(options.end(), extra.begin(), extra.end());
  return options;
}

namespace {

Expected<int> ParseTwoSquares(const std::string& text) {
  if (text == "off" || text == "0") return 0;
  if (text == "3") return 3;
  if (text == "5") return 5;
  return Error{"--two-squares takes 3, 5 or off, not '" + text + "'"};
}

}  // namespace

Expected<ArmyKind> ArmyFromArgs(const ParsedArgs& args, ArmyKind fallback) {
  const auto text = args.Get("army");
  if (!text) return fallback;
  if (auto army = ParseArmyKind(*text)) return *army;
  return Error{"--army takes classic, barrage or ultimate-lightning, not '" + *text + "'"};
}

Expected<Numbering> NumberingFromArgs(const ParsedArgs& args, Numbering fallback) {
  const auto text = args.Get("numbering");
  if (!text) return fallback;
  if (auto numbering = ParseNumbering(*text)) return *numbering;
  return Error{"--numbering takes modern or classic, not '" + *text + "'"};
}

Expected<RuleSet> RuleSetFromArgs(const ParsedArgs& args, RuleSet defaults) {
  RuleSet rules = defaults;
  const auto army = ArmyFromArgs(args, defaults.army);
  if (!army) return Error{army.error()};
  rules.army = *army;
  if (auto limit = args.Get("two-squares")) {
    auto n = ParseTwoSquares(*limit);
    if (!n) return Error{n.error()};
    rules.two_squares = *n;
  }
  for (auto [option, field] : {std::pair{"max-moves", &RuleSet::max_moves},
                               std::pair{"max-quiet-moves", &RuleSet::max_quiet_moves}}) {
    if (auto text = args.Get(option)) {
      auto value = ParseIntegerOption(option, *text, 1, 1000000);
      if (!value) return Error{value.error()};
      rules.*field = static_cast<int>(*value);
    }
  }
  if (args.Has("attacker-advantage")) rules.attacker_advantage = true;
  return rules;
}

}  // namespace stratego
