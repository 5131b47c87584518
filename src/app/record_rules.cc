#include "app/record_rules.h"

#include "app/rule_options.h"
#include "io/file_io.h"

namespace stratego {

namespace {

// "a", "a and b", "a, b and c".
std::string Listed(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
    text += items[i];
  }
  return text;
}

RecordParseResult Refused(const std::vector<std::string>& options, const std::string& stated) {
  RecordParseResult result;
  result.errors.push_back(
      {0, 0,
       Listed(options) + (options.size() == 1 ? " contradicts" : " contradict") +
           " the rules the record states (" + stated + "): a record is read under its own rules"});
  return result;
}

}  // namespace

std::vector<OptionSpec> RecordRuleOptionSpecs() {
  return {
      {"army", "ARMY", "classic, barrage or ultimate-lightning: the record's must be this one"},
      {"two-squares", "N", "two-squares rule: 3, 5 or off (Gravon XML; default 5)"},
      {"more-squares", "", "more-squares rule (Gravon XML, records of versions 1 and 2)"},
      {"max-moves", "M", "draw after M moves in total (Gravon XML; default: no limit)"},
      {"max-quiet-moves", "K", "draw after K moves without an attack (Gravon XML; default: none)"},
      {"attacker-advantage", "", "equal ranks: the attacker wins (Gravon XML)"},
      {"silent-defense", "", "attacks reveal the attacker's rank only (Gravon XML)"},
      {"rescue", "", "the enemy's back row earns a rescue (Gravon XML)"},
  };
}

RecordParseResult LoadRecordUnderOptions(const std::string& path, const ParsedArgs& args) {
  const Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (!text) {
    RecordParseResult result;
    result.errors.push_back({0, 0, text.error()});
    return result;
  }
  const bool gravon = IsGravonXmlText(*text);
  const RuleSet asked = RuleSetFromArgs(args).value();  // checked by the caller
  GravonImportOptions import;
  if (args.Has("two-squares")) import.two_squares = asked.two_squares;
  RecordParseResult parsed = ParseAnyRecord(*text, import);
  if (!parsed.record) return parsed;
  RuleSet& rules = parsed.record->rules;
  if (!gravon && parsed.version < 3)  // RULES.md §4.4: older records do not state the rule
    rules.more_squares = asked.more_squares;
  if (!gravon) {
    const std::vector<std::string> changing = RuleOptionsChanging(args, rules);
    return changing.empty() ? parsed : Refused(changing, Describe(rules));
  }
  ParsedArgs army_only;  // the one rule a Gravon record states
  if (auto army = args.Get("army")) army_only.values.emplace("army", *army);
  const std::vector<std::string> changing = RuleOptionsChanging(army_only, rules);
  if (!changing.empty()) return Refused(changing, std::string(GetArmy(rules.army).name) + " army");
  rules = RuleSetFromArgs(args, rules).value();
  return parsed;
}

}  // namespace stratego
