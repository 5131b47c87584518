#include "app/interactive.h"

#include <array>
#include <cctype>
#include <filesystem>
#include <ostream>
#include <random>

#include "ai/computer_player.h"
#include "app/file_game_store.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "ui/game_session.h"
#include "ui/help_screen.h"
#include "ui/menu.h"
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

Expected<Settings> SettingsFromArgs(const ParsedArgs& args) {
  Settings settings;
  auto rules = RuleSetFromArgs(args);
  if (!rules) return Error{rules.error()};
  settings.rules = *rules;
  auto numbering = NumberingFromArgs(args, Numbering::kModern);
  if (!numbering) return Error{numbering.error()};
  settings.display.numbering = *numbering;
  settings.display.memory_mode = args.Has("memory");
  settings.terminal.force_ascii = args.Has("ascii");
  settings.terminal.force_mono = args.Has("no-color");
  settings.terminal.mouse = !args.Has("no-mouse");
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

}  // namespace

std::unique_ptr<Activity> MakeOptionsMenu(std::shared_ptr<Settings> settings,
                                          std::shared_ptr<FileSetupStore> store) {
  std::vector<MenuItem> items = RuleItems(RulesOf(settings));
  items.push_back(NumberingItem(settings, store));
  items.push_back(MemoryItem(settings));
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

std::unique_ptr<Activity> MakeGameSession(SessionOptions options,
                                          std::shared_ptr<FileSetupStore> store,
                                          std::shared_ptr<GameKeeper> keeper,
                                          std::optional<RecordedGame> game) {
  if (game) {
    return std::make_unique<StoreOwningSession>(std::move(options), std::move(store),
                                                std::move(keeper), std::move(*game));
  }
  return std::make_unique<StoreOwningSession>(std::move(options), std::move(store),
                                              std::move(keeper));
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
  return MakeGameSession(std::move(options), std::move(store), std::move(keeper), std::move(*game));
}

namespace {

MenuItem ResumeItem(const SavedGameEntry& entry, std::shared_ptr<Settings> settings,
                    std::shared_ptr<FileSetupStore> store,
                    std::shared_ptr<FileGameLibrary> library) {
  const std::string who = entry.players.empty() ? "" : entry.players + ", ";
  return {
      "Resume the last game",
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
      who + entry.state + " at move " + std::to_string(entry.moves + 1) + ", saved " + entry.saved};
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
                             const std::string& games_dir) {
  const ComputerChoice& choice = settings.computer;
  SessionOptions options{settings.rules, settings.display, {}, {}};
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
       [settings, store, games_dir] { return StartComputerGame(*settings, store, games_dir); },
       nullptr, nullptr, "Set up your army and play; the game is kept after every move"},
      {"Rules", [settings] { return Transition::Push(MakeRulesMenu(RulesOf(settings))); }, nullptr,
       nullptr,
       "The army, the two-squares rule, move limits and the tournament options (RULES §2, §6, §7)"},
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the main menu"},
  };
  return std::make_unique<MenuActivity>("Play against the computer", std::move(items));
}

std::unique_ptr<Activity> MakeMainMenu(std::shared_ptr<Settings> settings,
                                       std::shared_ptr<FileSetupStore> store,
                                       const std::string& games_dir) {
  auto library = std::make_shared<FileGameLibrary>(games_dir);
  std::vector<MenuItem> items;
  if (auto last = library->NewestResumable())
    items.push_back(ResumeItem(*last, settings, store, library));
  items.push_back(
      {"New hot-seat game",
       [settings, store, games_dir] {
         auto start = [settings, store, games_dir] {
           SessionOptions options{settings->rules, settings->display, {}, {}};
           // The game takes the rules screen's place: leaving it goes back to the menu.
           return Transition::Replace(
               MakeGameSession(options, store, std::make_shared<FileGameKeeper>(games_dir)));
         };
         return Transition::Push(MakeRulesMenu(RulesOf(settings), start, "New hot-seat game"));
       },
       nullptr, nullptr, "Two players at this terminal; the screen goes blank between turns"});
  items.push_back({"Play against the computer",
                   [settings, store, games_dir] {
                     return Transition::Push(MakeComputerMenu(settings, store, games_dir));
                   },
                   nullptr, nullptr,
                   "You against the computer (easy, normal or hard), or watch it play itself"});
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

std::unique_ptr<Activity> MakeReplay(const GameRecord& record, const std::string& title,
                                     const Settings& settings) {
  return std::make_unique<ReplayScreen>(record, settings.display, title);
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
  return signal != 0 ? 128 + signal : kExitOk;
}

}  // namespace stratego
