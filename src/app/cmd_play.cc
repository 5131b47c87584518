// stratego play and stratego menu: the game on the terminal.
#include <ostream>

#include "app/cli.h"
#include "app/file_game_store.h"
#include "app/file_setup_store.h"
#include "app/interactive.h"
#include "app/options_file.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "core/text.h"
#include "io/setup_file.h"
#include "ui/player_names.h"

namespace stratego {

namespace {

constexpr long long kMaxPlayThinkMs = 60000;

std::shared_ptr<FileSetupStore> MakeStore(const Settings& settings) {
  return std::make_shared<FileSetupStore>(ShippedSetupsDir(), UserSetupsDir(),
                                          settings.display.numbering);
}

// Reads a setup named on the command line; reports every fault as FILE:LINE:COL on stderr.
std::optional<Setup> LoadSetupOption(const std::string& path, const RuleSet& rules, CommandIo& io) {
  const SetupParseResult parsed = LoadSetupFile(path);
  for (const Diagnostic& error : parsed.errors)
    io.err << FormatDiagnostic(path, error) << "\n";
  if (!parsed.setup) return std::nullopt;
  if (parsed.setup->army != rules.army) {
    io.err << path << ": the setup is for the " << GetArmy(parsed.setup->army).name
           << " army, the game uses the " << GetArmy(rules.army).name << " army (see --army)\n";
    return std::nullopt;
  }
  return parsed.setup;
}

// --red and --blue (a person unless a computer player is named) and --think-ms, the computer's
// time per move.
Expected<Seats> SeatsFromArgs(const ParsedArgs& args) {
  AgentSettings agent;
  if (auto text = args.Get("think-ms")) {
    Expected<long long> ms = ParseIntegerOption("think-ms", *text, 0, kMaxPlayThinkMs);
    if (!ms) return Error{ms.error()};
    agent.think_ms = static_cast<int>(*ms);
  }
  Seats seats;
  for (auto [option, player] : {std::pair{"red", Player::kRed}, std::pair{"blue", Player::kBlue}}) {
    agent.seed = FreshSeed();
    Expected<Seat> seat = SeatFor(args.Get(option).value_or("human"), agent);
    if (!seat) return Error{"--" + std::string(option) + ": " + seat.error()};
    seats[static_cast<std::size_t>(Index(player))] = *seat;
  }
  return seats;
}

// --red-name and --blue-name: the people's names (optional; for a side a person plays).
Expected<std::array<std::string, kNumPlayers>> NamesFromArgs(const ParsedArgs& args,
                                                             const Seats& seats) {
  std::array<std::string, kNumPlayers> names;
  for (auto [option, player] : {std::pair{"red", Player::kRed}, std::pair{"blue", Player::kBlue}}) {
    const auto side = static_cast<std::size_t>(Index(player));
    const auto name = args.Get(std::string(option) + "-name");
    if (!name) continue;
    const std::string flag = "--" + std::string(option) + "-name";
    if (!seats[side].person())
      return Error{flag + ": names a person, and " + option + " is a computer player"};
    if (auto problem = PersonNameProblem(*name, names[1 - side], SameSetupOwner))
      return Error{flag + ": " + *problem};
    names[side] = std::string(Trim(*name));
  }
  return names;
}

int RunPlay(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "play", "unexpected argument '" + args.positional[0] + "'");
  auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, "play", start.error());
  const Settings* settings = &start->settings;
  auto seats = SeatsFromArgs(args);
  if (!seats) return UsageError(io, "play", seats.error());
  SessionOptions options{settings->rules, settings->display, {}, *seats};
  auto names = NamesFromArgs(args, *seats);
  if (!names) return UsageError(io, "play", names.error());
  options.names = *names;
  for (auto [option, player] :
       {std::pair{"red-setup", Player::kRed}, std::pair{"blue-setup", Player::kBlue}}) {
    if (auto path = args.Get(option)) {
      auto setup = LoadSetupOption(*path, settings->rules, io);
      if (!setup) return kExitFailure;
      options.setups[static_cast<std::size_t>(Index(player))] = *setup;
    }
  }
  auto keeper = std::make_shared<FileGameKeeper>(UserGamesDir());
  return RunWithOptionsFile(*start,
                            MakeGameSession(options, MakeStore(*settings), std::move(keeper)), io);
}

int RunMenu(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "menu", "unexpected argument '" + args.positional[0] + "'");
  auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, "menu", start.error());
  auto shared = std::make_shared<Settings>(start->settings);
  return RunWithOptionsFile(*start, MakeMainMenu(shared, MakeStore(*shared), UserGamesDir()), io);
}

}  // namespace

Subcommand PlayCommand() {
  return {
      "play",
      "",
      "play a game at this terminal: two people, against the computer, or watch it",
      "Each side is a person (human, the default) or a computer player: ai (normal),\n"
      "ai:easy, ai:normal, ai:hard or random. Two people take turns, the screen blank\n"
      "between turns (hot seat); against the computer you always see your own side; with\n"
      "the computer on both sides you watch both armies (Space pauses, + and - set the\n"
      "pace). A person sets up in the setup editor and the computer chooses its own setup,\n"
      "unless a setup file is given for that side. Keys: ? in the game.",
      WithOptions(
          {{"red", "PLAYER", "who plays Red: human (the default), ai[:LEVEL[@MS]] or random"},
           {"blue", "PLAYER", "who plays Blue: human (the default), ai[:LEVEL[@MS]] or random"},
           {"red-name", "NAME", "the name of the person playing Red (kept in the record)"},
           {"blue-name", "NAME", "the name of the person playing Blue (kept in the record)"},
           {"think-ms", "MS", "the computer's time per move, 0 to 60000 ms (default: its level's)"},
           {"red-setup", "FILE", "Red's setup file (skips Red's setup)"},
           {"blue-setup", "FILE", "Blue's setup file (skips Blue's setup)"}},
          InteractiveOptionSpecs()),
      RunPlay};
}

Subcommand MenuCommand() {
  return {
      "menu", "", "open the main menu (what `stratego` alone does)", "", InteractiveOptionSpecs(),
      RunMenu};
}

}  // namespace stratego
