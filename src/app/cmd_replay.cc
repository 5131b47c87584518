// stratego replay FILE: the replay viewer for a game record of either format.
#include <algorithm>
#include <ostream>

#include "app/cli.h"
#include "app/interactive.h"
#include "app/options_file.h"
#include "app/paths.h"
#include "app/record_rules.h"
#include "app/rule_options.h"

namespace stratego {

namespace {

// How the game is shown (memory mode does not apply to a replay), and the rule options as the
// commands that read records take them (app/record_rules.h).
std::vector<OptionSpec> ReplayOptionSpecs() {
  const std::vector<OptionSpec> rule_options = RuleOptionSpecs();
  std::vector<OptionSpec> options;
  for (const OptionSpec& option : InteractiveOptionSpecs()) {
    const bool rule = std::any_of(rule_options.begin(), rule_options.end(),
                                  [&](const OptionSpec& r) { return r.name == option.name; });
    if (!rule && option.name != "memory") options.push_back(option);
  }
  return WithOptions(options, RecordRuleOptionSpecs());
}

int RunReplay(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.size() != 1) return UsageError(io, "replay", "expected one game record");
  auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, "replay", start.error());
  const Settings* settings = &start->settings;
  const std::string& path = args.positional[0];
  const RecordParseResult parsed = LoadRecordUnderOptions(path, args);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      io.err << FormatDiagnostic(path, error) << "\n";
    return kExitFailure;
  }
  return RunWithOptionsFile(*start, MakeReplay(*parsed.record, path, *settings), io);
}

}  // namespace

Subcommand ReplayCommand() {
  return {"replay",
          "FILE",
          "watch a recorded game: the project's records or Gravon XML",
          "Steps forward and back, jumps to a move, plays on by itself, and shows everything or\n"
          "only what Red or Blue could see. Keys: ? in the viewer. A record of the project's\n"
          "format is replayed under the rules it states (a rule option that contradicts them\n"
          "is an error); Gravon XML states only the army, and the rule options give the rest\n"
          "(default: two-squares rule N = 5, nothing else).",
          ReplayOptionSpecs(),
          RunReplay};
}

}  // namespace stratego
