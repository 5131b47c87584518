// The interactive program: the main menu, the options, and running screens on the terminal.
#pragma once

#include <memory>

#include "app/args.h"
#include "app/cli.h"
#include "app/file_setup_store.h"
#include "core/rules.h"
#include "term/ncurses_terminal.h"
#include "ui/activity.h"
#include "ui/display.h"

namespace stratego {

// Everything the player can choose before a game.
struct Settings {
  RuleSet rules;
  DisplayOptions display;
  TerminalOptions terminal;
};

// --numbering, --memory, --ascii, --no-color and --no-mouse, with the rule options.
std::vector<OptionSpec> InteractiveOptionSpecs();
Expected<Settings> SettingsFromArgs(const ParsedArgs& args);

// The main menu: new hot-seat game, setups, rules and options, help, quit.
std::unique_ptr<Activity> MakeMainMenu(std::shared_ptr<Settings> settings,
                                       std::shared_ptr<FileSetupStore> store);
// The options screen, changing `settings` in place.
std::unique_ptr<Activity> MakeOptionsMenu(std::shared_ptr<Settings> settings,
                                          std::shared_ptr<FileSetupStore> store);

// Runs screens on the real terminal until they end; returns the exit status (128 + the signal
// number when Ctrl-C, SIGTERM or SIGHUP ended it).
int RunOnTerminal(std::unique_ptr<Activity> first, const TerminalOptions& options, CommandIo& io);

// A seed for games and setups, different every run.
std::uint64_t FreshSeed();

}  // namespace stratego
