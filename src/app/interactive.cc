#include "app/interactive.h"

#include <array>
#include <cctype>
#include <filesystem>
#include <functional>
#include <ostream>
#include <random>

#include "ai/computer_player.h"
#include "app/file_game_store.h"
#include "app/file_setup_store.h"
#include "app/lobby.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "ui/game_session.h"
#include "ui/help_screen.h"
#include "ui/menu.h"
#include "ui/player_names.h"
#include "ui/replay_screen.h"
#include "ui/rules_screen.h"
#include "ui/run_loop.h"
#include "ui/saved_games.h"
#include "ui/setup_editor.h"

namespace stratego {

std::vector<OptionSpec> InteractiveOptionSpecs() {
  return WithOptions(
      {
          {"numbering", "NAME",
           "show ranks in modern (10 = Marshal, the default) or classic (1 = Marshal) numbering"},
          {"memory", "", "memory mode: revealed enemy ranks are not kept on screen"},
          {"ascii", "", "draw with plain ASCII characters even in a UTF-8 terminal"},
          {"no-color", "", "no colours (as does a non-empty NO_COLOR variable)"},
          {"no-mouse", "", "do not take over the mouse"},
      },
      RuleOptionSpecs());
}

Expected<Settings> SettingsFromArgs(const ParsedArgs& args, Settings base) {
  Settings settings = std::move(base);
  auto rules = RuleSetFromArgs(args, settings.rules);
  if (!rules) return Error{rules.error()};
  settings.rules = *rules;
  auto numbering = NumberingFromArgs(args, settings.display.numbering);
  if (!numbering) return Error{numbering.error()};
  settings.display.numbering = *numbering;
  if (args.Has("memory")) settings.display.memory_mode = true;
  if (args.Has("ascii")) settings.terminal.force_ascii = true;
  if (args.Has("no-color")) settings.terminal.force_mono = true;
  if (args.Has("no-mouse")) settings.terminal.mouse = false;
  return settings;
}

std::uint64_t FreshSeed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

namespace {

// The rules of the games to come, inside the settings (they live as long as the settings).
std::shared_ptr<RuleSet> RulesOf(const std::shared_ptr<Settings>& settings) {
  return std::shared_ptr<RuleSet>(settings, &settings->rules);
}

MenuItem NumberingItem(std::shared_ptr<Settings> settings, std::shared_ptr<FileSetupStore> store) {
  return {"Rank numbering", nullptr,
          [settings] {
            return std::string(settings->display.numbering == Numbering::kModern
                                   ? "modern (10 = Marshal)"
                                   : "classic (1 = Marshal)");
          },
          [settings, store](int) {
            Numbering& numbering = settings->display.numbering;
            numbering = numbering == Numbering::kModern ? Numbering::kClassic : Numbering::kModern;
            store->set_numbering(numbering);
          },
          "How ranks are written on the board and in saved setups"};
}

MenuItem MemoryItem(std::shared_ptr<Settings> settings) {
  return {"Memory mode", nullptr,
          [settings] { return std::string(settings->display.memory_mode ? "on" : "off"); },
          [settings](int) { settings->display.memory_mode = !settings->display.memory_mode; },
          "On: revealed enemy ranks are not kept on screen; you remember them (RULES §5)"};
}

MenuItem ReplaySpeedItem(std::shared_ptr<Settings> settings) {
  return {"Replay speed", nullptr, [settings] { return ReplaySpeedName(settings->replay_step_ms); },
          [settings](int direction) {
            const std::vector<int> choices(kReplayDelaysMs.begin(), kReplayDelaysMs.end());
            settings->replay_step_ms = StepChoice(choices, settings->replay_step_ms, direction);
          },
          "How fast a replay plays on by itself at first (+ and - change it there)"};
}

// Keeps the options for the next runs (the options file), if the settings say how.
std::function<void()> KeeperOf(const std::shared_ptr<Settings>& settings) {
  return [settings] {
    if (settings->keep) settings->keep(*settings);
  };
}

}  // namespace

std::unique_ptr<Activity> MakeOptionsMenu(std::shared_ptr<Settings> settings,
                                          std::shared_ptr<FileSetupStore> store) {
  std::vector<MenuItem> items = RuleItems(RulesOf(settings));
  items.push_back(NumberingItem(settings, store));
  items.push_back(MemoryItem(settings));
  items.push_back(ReplaySpeedItem(settings));
  items = CallingAfterChanges(std::move(items), KeeperOf(settings));
  items.push_back(
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the main menu"});
  return std::make_unique<MenuActivity>("Rules and options", std::move(items));
}

namespace {

constexpr std::string_view kTerminalPlayers = "human, random, ai, ai:easy, ai:normal or ai:hard";

// A session that owns the setup store its editors use (those of a new game after this one too).
struct StoreOwningSession : GameSession {
  StoreOwningSession(SessionOptions o, std::shared_ptr<FileSetupStore> s,
                     std::shared_ptr<GameKeeper> k)
      : GameSession(std::move(o), s.get(), FreshSeed(), std::move(k)), store(std::move(s)) {}
  StoreOwningSession(SessionOptions o, std::shared_ptr<FileSetupStore> s,
                     std::shared_ptr<GameKeeper> k, RecordedGame g)
      : GameSession(std::move(o), s.get(), FreshSeed(), std::move(k), std::move(g)),
        store(std::move(s)) {}
  std::shared_ptr<FileSetupStore> store;
};

// The seats a saved game names: a computer player where the record names one, else a person.
Seats SeatsOfRecord(const GameRecord& record) {
  Seats seats;
  for (std::size_t side = 0; side < seats.size(); ++side) {
    AgentSettings settings;
    settings.seed = FreshSeed();
    if (Expected<Seat> seat = SeatFor(record.names[side], settings)) seats[side] = *seat;
  }
  return seats;
}

// The names of the people a record names: what it calls a side a person plays, unless that is
// "human" (a person without a name).
std::array<std::string, kNumPlayers> PeopleNamesOf(const GameRecord& record, const Seats& seats) {
  std::array<std::string, kNumPlayers> names;
  for (std::size_t side = 0; side < names.size(); ++side) {
    if (seats[side].person() && !IsHumanSpec(record.names[side])) names[side] = record.names[side];
  }
  return names;
}

}  // namespace

bool IsTerminalPlayer(std::string_view spec) {
  return IsHumanSpec(spec) || spec == "random" || spec == "ai" || spec.substr(0, 3) == "ai:";
}

Expected<Seat> SeatFor(std::string_view spec, const AgentSettings& settings) {
  if (IsHumanSpec(spec)) return Seat{};
  const std::string expected = "expected " + std::string(kTerminalPlayers);
  if (spec.substr(0, 4) == "ucc:")
    return Error{"outside programs (ucc:) play only in stratego arena; " + expected};
  if (!IsTerminalPlayer(spec))
    return Error{"unknown player '" + std::string(spec) + "': " + expected};
  Expected<std::unique_ptr<Agent>> agent = MakeAgent(spec, settings);
  if (!agent) return Error{agent.error()};
  return Seat{std::shared_ptr<Agent>(std::move(*agent))};
}

namespace {

// Before a game that cannot be kept: why, and the choice to play it anyway or go back. The game
// takes this screen's place.
std::unique_ptr<Activity> UnkeptGameWarning(const std::string& why,
                                            std::function<std::unique_ptr<Activity>()> game) {
  std::vector<MenuItem> items = {
      {"Play anyway", [game] { return Transition::Replace(game()); }, nullptr, nullptr,
       "Not saved: " + why},
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Do not play this game"},
  };
  return std::make_unique<MenuActivity>("Games cannot be saved: this game will not be kept",
                                        std::move(items));
}

}  // namespace

std::unique_ptr<Activity> MakeGameSession(SessionOptions options,
                                          std::shared_ptr<FileSetupStore> store,
                                          std::shared_ptr<GameKeeper> keeper,
                                          std::optional<RecordedGame> game) {
  auto make = [options, store, keeper, game]() -> std::unique_ptr<Activity> {
    if (game) return std::make_unique<StoreOwningSession>(options, store, keeper, *game);
    return std::make_unique<StoreOwningSession>(options, store, keeper);
  };
  if (keeper) {
    if (Status ready = keeper->Ready(); !ready) return UnkeptGameWarning(ready.error(), make);
  }
  return make();
}

Expected<std::unique_ptr<Activity>> MakeResumedGame(const GameRecord& record,
                                                    const std::string& path,
                                                    const Settings& settings,
                                                    std::shared_ptr<FileSetupStore> store) {
  Expected<RecordedGame> game = RecordedGame::Resume(record);
  if (!game) return Error{game.error()};
  if (game->state().over()) return Error{"the game is over: " + Describe(game->state().result())};
  auto keeper =
      std::make_shared<FileGameKeeper>(std::filesystem::path(path).parent_path().string());
  if (Status claimed = keeper->Resume(path); !claimed) return Error{claimed.error()};
  SessionOptions options{record.rules, settings.display, {}, SeatsOfRecord(record)};
  options.names = PeopleNamesOf(record, options.seats);
  return MakeGameSession(std::move(options), std::move(store), std::move(keeper), std::move(*game));
}

namespace {

MenuItem ResumeItem(const SavedGameEntry& entry, std::shared_ptr<Settings> settings,
                    std::shared_ptr<FileSetupStore> store,
                    std::shared_ptr<FileGameLibrary> library) {
  const std::string who = entry.players.empty() ? "" : entry.players + ", ";
  return {"Resume the last game",
          [entry, settings, store, library]() -> Transition {
            Expected<GameRecord> record = library->Load(entry.path);
            if (record) {
              auto session = MakeResumedGame(*record, entry.path, *settings, store);
              // A wipe before the curtain, whose key guard then keeps a double Enter from
              // lifting it at once.
              if (session) return Transition{Transition::Kind::kPush, std::move(*session), true};
            }
            return Transition::Push(MakeSavedGames(settings, store, library));
          },
          nullptr, nullptr,
          entry.damaged  // Load refuses it: Saved games offers it
              ? who + "the end of its file is damaged: resume it from move " +
                    std::to_string(entry.moves + 1) + " in Saved games"
              : who + entry.state + " at move " + std::to_string(entry.moves + 1) + ", saved " +
                    entry.saved};
}

}  // namespace

std::unique_ptr<Activity> MakeSavedGames(std::shared_ptr<Settings> settings,
                                         std::shared_ptr<FileSetupStore> store,
                                         std::shared_ptr<FileGameLibrary> library) {
  auto resume = [settings, store](const GameRecord& record,
                                  const std::string& path) -> std::unique_ptr<Activity> {
    auto session = MakeResumedGame(record, path, *settings, store);
    if (session) return std::move(*session);
    std::vector<MenuItem> back = {
        {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the saved games"}};
    return std::make_unique<MenuActivity>("Cannot resume: " + session.error(), std::move(back));
  };
  auto replay = [settings](const GameRecord& record, const std::string& path) {
    return MakeReplay(record, path, *settings);
  };
  struct Screen : SavedGamesActivity {  // owns the library it shows
    Screen(std::shared_ptr<FileGameLibrary> l, Opener a, Opener b)
        : SavedGamesActivity(l.get(), std::move(a), std::move(b)), library(std::move(l)) {}
    std::shared_ptr<FileGameLibrary> library;
  };
  return std::make_unique<Screen>(std::move(library), resume, replay);
}

namespace {

constexpr std::array<const char*, 3> kPersonChoices = {"Red (moves first)", "Blue",
                                                       "neither: watch the computer play itself"};

// The person against the computer at the chosen level, or the computer against itself.
Transition StartComputerGame(const Settings& settings, std::shared_ptr<FileSetupStore> store,
                             const std::string& games_dir,
                             std::array<std::string, kNumPlayers> names = {}) {
  const ComputerChoice& choice = settings.computer;
  SessionOptions options{settings.rules, settings.display, {}, {}};
  options.names = std::move(names);
  const std::string spec = "ai:" + std::string(LevelName(choice.level));
  for (int side = 0; side < kNumPlayers; ++side) {
    if (side == choice.person) continue;
    AgentSettings agent;
    agent.seed = FreshSeed();
    options.seats[static_cast<std::size_t>(side)] = SeatFor(spec, agent).value();
  }
  // The game takes the menu's place: leaving it goes back to the main menu.
  return Transition::Replace(
      MakeGameSession(options, std::move(store), std::make_shared<FileGameKeeper>(games_dir)));
}

// The person's name (optional: their own setups), then the game in the menu's place. Watching
// the computer play itself needs no name.
Transition AskNamesForComputerGame(std::shared_ptr<Settings> settings,
                                   std::shared_ptr<FileSetupStore> store,
                                   const std::string& games_dir) {
  const int person = settings->computer.person;
  if (person != 0 && person != 1) return StartComputerGame(*settings, store, games_dir);
  std::array<bool, kNumPlayers> asked{};
  asked[static_cast<std::size_t>(person)] = true;
  return Transition::Replace(std::make_unique<PlayerNamesActivity>(
      "Play against the computer", asked,
      [settings, store, games_dir](std::array<std::string, kNumPlayers> names) {
        return StartComputerGame(*settings, store, games_dir, std::move(names));
      },
      SameSetupOwner));
}

// The players' names (optional), then a hot-seat game under the rules chosen, in the names
// screen's place.
Transition AskNamesForHotSeatGame(std::shared_ptr<Settings> settings,
                                  std::shared_ptr<FileSetupStore> store,
                                  const std::string& games_dir) {
  return Transition::Replace(std::make_unique<PlayerNamesActivity>(
      "New hot-seat game", std::array<bool, kNumPlayers>{true, true},
      [settings, store, games_dir](std::array<std::string, kNumPlayers> names) {
        SessionOptions options{settings->rules, settings->display, {}, {}};
        options.names = std::move(names);
        return Transition::Replace(
            MakeGameSession(options, store, std::make_shared<FileGameKeeper>(games_dir)));
      },
      SameSetupOwner));
}

}  // namespace

std::unique_ptr<Activity> MakeComputerMenu(std::shared_ptr<Settings> settings,
                                           std::shared_ptr<FileSetupStore> store,
                                           const std::string& games_dir) {
  std::vector<MenuItem> items = {
      {"You play", nullptr,
       [settings] {
         return std::string(kPersonChoices[static_cast<std::size_t>(settings->computer.person)]);
       },
       [settings](int d) {
         int& person = settings->computer.person;
         person = (person + (d > 0 ? 1 : 2)) % 3;
       },
       "Red moves first; or let the computer play both sides and watch"},
      {"Level", nullptr, [settings] { return std::string(LevelName(settings->computer.level)); },
       [settings](int d) {
         Level& level = settings->computer.level;
         level = static_cast<Level>((static_cast<int>(level) + (d > 0 ? 1 : 2)) % 3);
       },
       "Easy answers at once; hard thinks about a second a move"},
      {"Start",
       [settings, store, games_dir] { return AskNamesForComputerGame(settings, store, games_dir); },
       nullptr, nullptr, "Set up your army and play; the game is kept after every move"},
      {"Rules",
       [settings] {
         return Transition::Push(
             MakeRulesMenu(RulesOf(settings), nullptr, "Rules of the game", KeeperOf(settings)));
       },
       nullptr, nullptr,
       "The army, the two-squares rule, move limits and the tournament options (RULES §2, §6, §7)"},
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the main menu"},
  };
  return std::make_unique<MenuActivity>("Play against the computer", std::move(items));
}

namespace {

std::unique_ptr<MenuActivity> BuildMainMenu(std::shared_ptr<Settings> settings,
                                            std::shared_ptr<FileSetupStore> store,
                                            const std::string& games_dir,
                                            std::shared_ptr<FileGameLibrary> library) {
  std::vector<MenuItem> items;
  if (auto last = library->NewestResumable())
    items.push_back(ResumeItem(*last, settings, store, library));
  items.push_back({"New hot-seat game",
                   [settings, store, games_dir] {
                     // The names, then the game, take the rules screen's place: leaving goes back
                     // to the menu.
                     auto start = [settings, store, games_dir] {
                       return AskNamesForHotSeatGame(settings, store, games_dir);
                     };
                     return Transition::Push(MakeRulesMenu(
                         RulesOf(settings), start, "New hot-seat game", KeeperOf(settings)));
                   },
                   nullptr, nullptr,
                   "Two players at this terminal; the screen goes blank between turns"});
  items.push_back({"Play against the computer",
                   [settings, store, games_dir] {
                     return Transition::Push(MakeComputerMenu(settings, store, games_dir));
                   },
                   nullptr, nullptr,
                   "You against the computer (easy, normal or hard), or watch it play itself"});
  items.push_back({"Play someone at another terminal",
                   [settings, store] {
                     return Transition::Push(
                         MakeLobby(settings, store, DefaultServerSocket(), true));
                   },
                   nullptr, nullptr,
                   "Through the game server (stratego serve): host a game, join one, take one up "
                   "again"});
  items.push_back({"Saved games",
                   [settings, store, library] {
                     return Transition::Push(MakeSavedGames(settings, store, library));
                   },
                   nullptr, nullptr, "Resume, replay, export or delete the games played here"});
  items.push_back({"Setups",
                   [settings, store] {
                     return Transition::Push(std::make_unique<SetupEditorActivity>(
                         settings->rules.army, settings->display, store.get(), FreshSeed()));
                   },
                   nullptr, nullptr, "Build, load and save starting setups"});
  items.push_back({"Rules and options",
                   [settings, store] { return Transition::Push(MakeOptionsMenu(settings, store)); },
                   nullptr, nullptr,
                   "The rules of new games (army, two-squares rule, move limits, tournament "
                   "options), rank numbering, memory mode"});
  items.push_back(
      {"Help and rules",
       [settings] { return Transition::Push(MakeHelpMenu(settings->display, settings->rules)); },
       nullptr, nullptr, "Keys and commands, and the whole rulebook"});
  items.push_back({"Quit", [] { return Transition::Quit(); }, nullptr, nullptr, "Leave Stratego"});
  return std::make_unique<MenuActivity>("Main menu", std::move(items), Transition::Kind::kQuit);
}

// The main menu, built again each time it comes back on screen: a game played, resumed, finished
// or deleted meanwhile changes whether it offers "Resume the last game", and which.
class MainMenu : public Activity {
 public:
  MainMenu(std::shared_ptr<Settings> settings, std::shared_ptr<FileSetupStore> store,
           std::string games_dir)
      : settings_(std::move(settings)),
        store_(std::move(store)),
        games_dir_(std::move(games_dir)),
        library_(std::make_shared<FileGameLibrary>(games_dir_)) {}

  void Render(Canvas& canvas, const Theme& theme) const override {
    Rebuild();
    menu_->Render(canvas, theme);
  }
  Transition Handle(const InputEvent& event, const ScreenSize& size) override {
    Rebuild();
    Transition transition = menu_->Handle(event, size);
    // Another screen goes on top: this one is out of date when it shows again.
    if (transition.kind == Transition::Kind::kPush) stale_ = true;
    return transition;
  }

 private:
  void Rebuild() const {
    if (!stale_) return;
    const std::string chosen = menu_ ? menu_->selected_label() : "";
    menu_ = BuildMainMenu(settings_, store_, games_dir_, library_);
    menu_->SelectLabel(chosen);
    stale_ = false;
  }

  std::shared_ptr<Settings> settings_;
  std::shared_ptr<FileSetupStore> store_;
  std::string games_dir_;
  std::shared_ptr<FileGameLibrary> library_;
  // Built when first shown, and again after another screen has been on top.
  mutable std::unique_ptr<MenuActivity> menu_;
  mutable bool stale_ = true;
};

}  // namespace

std::unique_ptr<Activity> MakeMainMenu(std::shared_ptr<Settings> settings,
                                       std::shared_ptr<FileSetupStore> store,
                                       const std::string& games_dir) {
  return std::make_unique<MainMenu>(std::move(settings), std::move(store), games_dir);
}

std::unique_ptr<Activity> MakeReplay(const GameRecord& record, const std::string& title,
                                     const Settings& settings) {
  return std::make_unique<ReplayScreen>(record, settings.display, title, settings.replay_step_ms);
}

int RunOnTerminal(std::unique_ptr<Activity> first, const TerminalOptions& options, CommandIo& io) {
  auto terminal = NcursesTerminal::Open(options);
  if (!terminal) {
    io.err << "stratego: " << terminal.error() << "\n";
    return kExitFailure;
  }
  RunActivities(**terminal, std::move(first));
  const int signal = (*terminal)->StopSignal();
  terminal->reset();  // restores the terminal before anything else is printed
  // The games are gone with the screens: any game whose last moves could not be written is told
  // of here, where the words stay after the game's screen is gone.
  const std::vector<std::string> unsaved = UnsavedGameReports();
  for (const std::string& report : unsaved)
    io.err << "stratego: " << report << "\n";
  if (signal != 0) return 128 + signal;
  return unsaved.empty() ? kExitOk : kExitFailure;
}

}  // namespace stratego
