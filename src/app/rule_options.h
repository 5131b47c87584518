// The rule options every command that plays or checks games accepts (RULES.md §2, §4.3, §6, §7):
// --army, --two-squares, --more-squares, --max-moves, --max-quiet-moves, --attacker-advantage,
// --silent-defense,
// --rescue. Options not given leave a rule as it was: at the caller's defaults, or as a game
// record states it.
#pragma once

#include <string>
#include <vector>

#include "app/args.h"
#include "core/expected.h"
#include "core/rules.h"

namespace stratego {

// `max_moves_default` is what --max-moves says when it is not given (0: no limit).
std::vector<OptionSpec> RuleOptionSpecs(int max_moves_default = 0);
// --army and --numbering, read the same way by every command that has them.
Expected<ArmyKind> ArmyFromArgs(const ParsedArgs& args, ArmyKind fallback);
Expected<Numbering> NumberingFromArgs(const ParsedArgs& args, Numbering fallback);
// The rule set the options ask for, starting from `defaults`.
Expected<RuleSet> RuleSetFromArgs(const ParsedArgs& args, RuleSet defaults = {});
// The rule options in `args` that would change `rules`, as they were typed ("--two-squares 3",
// "--rescue"), in the order of RuleOptionSpecs; empty if they agree (or are malformed).
std::vector<std::string> RuleOptionsChanging(const ParsedArgs& args, const RuleSet& rules);

// Appends `extra` to `options`.
std::vector<OptionSpec> WithOptions(std::vector<OptionSpec> options,
                                    const std::vector<OptionSpec>& extra);

}  // namespace stratego
