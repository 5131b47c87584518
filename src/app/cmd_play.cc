// stratego play and stratego menu: the game on the terminal.
#include <ostream>

#include "app/cli.h"
#include "app/file_game_store.h"
#include "app/interactive.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "io/setup_file.h"
#include "ui/hot_seat.h"

namespace stratego {

namespace {

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

int RunPlay(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "play", "unexpected argument '" + args.positional[0] + "'");
  auto settings = SettingsFromArgs(args);
  if (!settings) return UsageError(io, "play", settings.error());
  HotSeatOptions options{settings->rules, settings->display, {}};
  for (auto [option, player] :
       {std::pair{"red-setup", Player::kRed}, std::pair{"blue-setup", Player::kBlue}}) {
    if (auto path = args.Get(option)) {
      auto setup = LoadSetupOption(*path, settings->rules, io);
      if (!setup) return kExitFailure;
      options.setups[static_cast<std::size_t>(Index(player))] = *setup;
    }
  }
  auto store = MakeStore(*settings);
  auto keeper = std::make_shared<FileGameKeeper>(UserGamesDir());
  return RunOnTerminal(
      std::make_unique<HotSeatSession>(options, store.get(), FreshSeed(), std::move(keeper)),
      settings->terminal, io);
}

int RunMenu(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "menu", "unexpected argument '" + args.positional[0] + "'");
  auto settings = SettingsFromArgs(args);
  if (!settings) return UsageError(io, "menu", settings.error());
  auto shared = std::make_shared<Settings>(*settings);
  return RunOnTerminal(MakeMainMenu(shared, MakeStore(*settings), UserGamesDir()),
                       settings->terminal, io);
}

}  // namespace

Subcommand PlayCommand() {
  return {"play",
          "",
          "play a hot-seat game: two players at this terminal",
          "Each side sets up behind a curtain (a side given a setup file skips that), then the\n"
          "players take turns; the screen goes blank between turns. Keys: ? in the game.",
          WithOptions({{"red-setup", "FILE", "Red's setup file (skips Red's setup)"},
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
