#include "app/rule_options.h"

namespace stratego {

std::vector<OptionSpec> RuleOptionSpecs(int max_moves_default) {
  const std::string max_moves =
      "draw after M moves in total, or off (default: " +
      (max_moves_default > 0 ? std::to_string(max_moves_default) : "no limit") + ")";
  return {
      {"army", "ARMY", "classic (40 pieces, the default), barrage (8) or ultimate-lightning (20)"},
      {"two-squares", "N", "two-squares rule: 3 (the default), 5 or off"},
      {"more-squares", "", "more-squares rule: no endless chase of a piece (default: off)"},
      {"max-moves", "M", max_moves},
      {"max-quiet-moves", "K", "draw after K moves without an attack, or off (default: off)"},
      {"attacker-advantage", "", "equal ranks: the attacker wins instead of both being removed"},
      {"silent-defense", "", "attacks reveal only the attacker's rank (a Scout's reveal both)"},
      {"rescue", "", "a piece that reaches the enemy's back row may rescue a captured one"},
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

constexpr long long kMaxMoveLimit = 1000000;

// --max-moves and --max-quiet-moves: a number of moves, or off (no limit), as records write it.
Expected<int> ParseMoveLimit(std::string_view option, const std::string& text) {
  if (text == "off") return 0;
  const Expected<long long> value = ParseIntegerOption(option, text, 1, kMaxMoveLimit);
  if (!value) {
    const std::string range = "1 to " + std::to_string(kMaxMoveLimit);
    const bool number = !text.empty() && text.find_first_not_of("-0123456789") == std::string::npos;
    return Error{"--" + std::string(option) +
                 (number ? " must be from " + range + " or off, not " + text
                         : " takes a whole number (" + range + ") or off, not '" + text + "'")};
  }
  return static_cast<int>(*value);
}

// The flags of the more-squares rule (RULES.md §4.4) and the tournament options (§7): each
// switches its option on.
constexpr std::pair<const char*, bool RuleSet::*> kSwitches[] = {
    {"more-squares", &RuleSet::more_squares},
    {"attacker-advantage", &RuleSet::attacker_advantage},
    {"silent-defense", &RuleSet::silent_defense},
    {"rescue", &RuleSet::rescue},
};

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
      const Expected<int> value = ParseMoveLimit(option, *text);
      if (!value) return Error{value.error()};
      rules.*field = *value;
    }
  }
  for (const auto& [option, field] : kSwitches) {
    if (args.Has(option)) rules.*field = true;
  }
  return rules;
}

std::vector<std::string> RuleOptionsChanging(const ParsedArgs& args, const RuleSet& rules) {
  const Expected<RuleSet> asked = RuleSetFromArgs(args, rules);
  if (!asked) return {};
  const bool changes[] = {
      asked->army != rules.army,
      asked->two_squares != rules.two_squares,
      asked->more_squares != rules.more_squares,
      asked->max_moves != rules.max_moves,
      asked->max_quiet_moves != rules.max_quiet_moves,
      asked->attacker_advantage != rules.attacker_advantage,
      asked->silent_defense != rules.silent_defense,
      asked->rescue != rules.rescue,
  };
  const std::vector<OptionSpec> specs = RuleOptionSpecs();
  std::vector<std::string> changing;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (!changes[i]) continue;
    const std::string name(specs[i].name);
    const std::string value = args.Get(name).value_or("");
    changing.push_back("--" + name + (value.empty() ? "" : " " + value));
  }
  return changing;
}

}  // namespace stratego
