// Game records read under the command line's rule options (stratego check-game, replay, convert).
//
// A record in the project's format states every rule its game was played under, and it is read
// under those: an option that would change one of them is an error, not a "what if", since the
// moves were played under the record's rules. Gravon XML states only the army (its game type):
// the other options apply to its games, which are read with the two-squares rule at N = 5 (the
// rule the archive was played under) and every other option off unless the options say so.
// Records of versions 1 and 2 predate the more-squares rule (RULES.md §4.4): --more-squares
// applies to them as to Gravon XML.
#pragma once

#include <string>
#include <vector>

#include "app/args.h"
#include "io/game_file.h"

namespace stratego {

// The rule options of the commands that read records, with help that says how they apply.
std::vector<OptionSpec> RecordRuleOptionSpecs();

// Reads the record at `path` under the rule options in `args` (checked beforehand with
// RuleSetFromArgs). When the options contradict the rules the record states, there is no record
// and one error, for the whole file, names the options and the record's rules.
RecordParseResult LoadRecordUnderOptions(const std::string& path, const ParsedArgs& args);

}  // namespace stratego
