// The interactive program: the main menu, the options, and running screens on the terminal.
#pragma once

#include <functional>
#include <memory>

#include "ai/computer_player.h"
#include "app/agent_spec.h"
#include "app/args.h"
#include "app/cli.h"
#include "app/file_setup_store.h"
#include "core/game_record.h"
#include "core/rules.h"
#include "term/ncurses_terminal.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/game_session.h"
#include "ui/seats.h"

namespace stratego {

// The main menu's game against the computer: which side the person plays (0 Red, 1 Blue, 2
// neither: the computer plays both and the person watches), and the computer's level.
struct ComputerChoice {
  int person = 0;
  Level level = Level::kNormal;
};

// Everything the player can choose before a game.
struct Settings {
  RuleSet rules;
  DisplayOptions display;
  TerminalOptions terminal;
  ComputerChoice computer;
  int replay_step_ms = 1000;  // the pace of a replay that plays on by itself
  // Called after an option changes on a menu, to keep it for the next runs (the options file,
  // app/options_file.h); may be empty.
  std::function<void(const Settings&)> keep;
};

// --numbering, --memory, --ascii, --no-color and --no-mouse, with the rule options.
std::vector<OptionSpec> InteractiveOptionSpecs();
// The settings the options ask for, starting from `base` (the options file's): an option given
// overrides the file.
Expected<Settings> SettingsFromArgs(const ParsedArgs& args, Settings base = {});

// The players a game at this terminal may have (stratego play --red/--blue, the sides a saved
// game names): a person, `human`, or a computer player that runs inside this program: random, ai,
// ai:easy, ai:normal, ai:hard. Never an outside program (ucc:COMMAND): resuming a saved game
// must not run a command its file names.
bool IsTerminalPlayer(std::string_view spec);
// The seat a spec names (an agent made with `settings`), or an error that says what it may be.
Expected<Seat> SeatFor(std::string_view spec, const AgentSettings& settings);

// A game at this terminal; the session owns the setup store its editors use. Its changes go to
// `keeper`; `game`, if given, is a saved game to go on with. When the keeper cannot keep games
// (GameKeeper::Ready), a warning comes first, from which the game may be played anyway.
std::unique_ptr<Activity> MakeGameSession(SessionOptions options,
                                          std::shared_ptr<FileSetupStore> store,
                                          std::shared_ptr<GameKeeper> keeper,
                                          std::optional<RecordedGame> game = std::nullopt);

// The main menu: resume the last game (when there is one), new hot-seat game, a game against
// the computer, saved games, setups, rules and options, help, quit. Games are kept in
// `games_dir`.
std::unique_ptr<Activity> MakeMainMenu(std::shared_ptr<Settings> settings,
                                       std::shared_ptr<FileSetupStore> store,
                                       const std::string& games_dir);
// A saved game resumed where it stopped (at the curtain of the player to move in a hot-seat
// game); its changes go to `path`. A side the record names by a computer player's name (an
// IsTerminalPlayer spec other than human) is played by a new such player, which works from its
// view of the game so far. Fails if the record cannot be resumed (illegal, or over).
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
// The menu of a game against the computer: the person's side, the level, start. Its choices
// are kept in `settings`.
std::unique_ptr<Activity> MakeComputerMenu(std::shared_ptr<Settings> settings,
                                           std::shared_ptr<FileSetupStore> store,
                                           const std::string& games_dir);
// The options screen, changing `settings` in place.
std::unique_ptr<Activity> MakeOptionsMenu(std::shared_ptr<Settings> settings,
                                          std::shared_ptr<FileSetupStore> store);

// Runs screens on the real terminal until they end; returns the exit status (128 + the signal
// number when Ctrl-C, SIGTERM or SIGHUP ended it; 1 when a game's last moves could not be saved,
// which is then told on `io.err` with where the last good copy is).
int RunOnTerminal(std::unique_ptr<Activity> first, const TerminalOptions& options, CommandIo& io);

// A seed for games and setups, different every run.
std::uint64_t FreshSeed();

}  // namespace stratego
