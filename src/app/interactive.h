// The interactive program: the main menu, the options, and running screens on the terminal.
#pragma once

#include <memory>

#include "app/args.h"
#include "app/cli.h"
#include "app/file_setup_store.h"
#include "core/game_record.h"
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

// The main menu: resume the last game (when there is one), new hot-seat game, saved games,
// setups, rules and options, help, quit. Games are kept in `games_dir`.
std::unique_ptr<Activity> MakeMainMenu(std::shared_ptr<Settings> settings,
                                       std::shared_ptr<FileSetupStore> store,
                                       const std::string& games_dir);
// A saved game resumed at the curtain of the player to move; its changes go to `path`.
// Fails if the record cannot be resumed (illegal, or over).
Expected<std::unique_ptr<Activity>> MakeResumedGame(const GameRecord& record,
                                                    const std::string& path,
                                                    const Settings& settings,
                                                    std::shared_ptr<FileSetupStore> store);
class FileGameLibrary;
// The saved games screen.
std::unique_ptr<Activity> MakeSavedGames(std::shared_ptr<Settings> settings,
                                         std::shared_ptr<FileSetupStore> store,
                                         std::shared_ptr<FileGameLibrary> library);
// The replay viewer for a record.
std::unique_ptr<Activity> MakeReplay(const GameRecord& record, const std::string& title,
                                     const Settings& settings);
// The options screen, changing `settings` in place.
std::unique_ptr<Activity> MakeOptionsMenu(std::shared_ptr<Settings> settings,
                                          std::shared_ptr<FileSetupStore> store);

// Runs screens on the real terminal until they end; returns the exit status (128 + the signal
// number when Ctrl-C, SIGTERM or SIGHUP ended it).
int RunOnTerminal(std::unique_ptr<Activity> first, const TerminalOptions& options, CommandIo& io);

// A seed for games and setups, different every run.
std::uint64_t FreshSeed();

}  // namespace stratego
