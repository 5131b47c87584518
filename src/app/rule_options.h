// The rule options every command that plays or checks games accepts (RULES.md §2, §4.3, §6, §7).
#pragma once

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

// Appends `extra` to `options`.
std::vector<OptionSpec> WithOptions(std::vector<OptionSpec> options,
                                    const std::vector<OptionSpec>& extra);

}  // namespace stratego
