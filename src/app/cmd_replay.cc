// stratego replay FILE: the replay viewer for a game record of either format.
#include <ostream>

#include "app/cli.h"
#include "app/interactive.h"
#include "io/game_file.h"

namespace stratego {

namespace {

// How the game is shown, and the two-squares rule to replay it under: the other rule options
// come from the record itself, and memory mode does not apply to a replay.
std::vector<OptionSpec> ReplayOptionSpecs() {
  std::vector<OptionSpec> options;
  for (const OptionSpec& option : InteractiveOptionSpecs()) {
    if (option.name != "memory" && option.name != "army" && option.name != "max-moves" &&
        option.name != "max-quiet-moves" && option.name != "attacker-advantage") {
      options.push_back(option);
    }
  }
  return options;
}

int RunReplay(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.size() != 1) return UsageError(io, "replay", "expected one game record");
  auto settings = SettingsFromArgs(args);
  if (!settings) return UsageError(io, "replay", settings.error());
  const std::string& path = args.positional[0];
  GravonImportOptions import;
  if (args.Has("two-squares")) import.two_squares = settings->rules.two_squares;
  RecordParseResult parsed = LoadRecordFile(path, import);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      io.err << FormatDiagnostic(path, error) << "\n";
    return kExitFailure;
  }
  if (args.Has("two-squares")) parsed.record->rules.two_squares = settings->rules.two_squares;
  return RunOnTerminal(MakeReplay(*parsed.record, path, *settings), settings->terminal, io);
}

}  // namespace

Subcommand ReplayCommand() {
  return {"replay",
          "FILE",
          "watch a recorded game: the project's records or Gravon XML",
          "Steps forward and back, jumps to a move, plays on by itself, and shows everything or\n"
          "only what Red or Blue could see. Keys: ? in the viewer. --two-squares replays under\n"
          "another two-squares rule (Gravon records are read with N = 5).",
          ReplayOptionSpecs(),
          RunReplay};
}

}  // namespace stratego
