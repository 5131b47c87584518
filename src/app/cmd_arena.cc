// stratego arena: two agents play many games against each other, on as many threads as asked,
// and a summary says how they did (app/arena_stats.h). Every game is played by the match loop
// (app/match.h) with fresh agents, seeded from --seed and the game's number; with --server, on a
// game server instead, the agents at its seats (app/server_match.h).
#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>
#include <vector>

#include "ai/computer_player.h"
#include "app/agent_spec.h"
#include "app/arena_stats.h"
#include "app/child_process.h"
#include "app/cli.h"
#include "app/match.h"
#include "app/progress_bar.h"
#include "app/rule_options.h"
#include "app/server_match.h"
#include "app/stop_signals.h"
#include "app/stoppable_agent.h"
#include "core/rng.h"
#include "io/file_io.h"
#include "io/record_file.h"
#include "net/game_host.h"

namespace stratego {

namespace {

constexpr long long kMaxGames = 1000000;
constexpr long long kMaxJobs = 64;
constexpr long long kMaxThinkMs = 3600000;
constexpr long long kMaxSeed = 1000000000000000000LL;
// The progress bar is redrawn when a game ends, at most every 0.1 s, and at least every 0.5 s.
constexpr auto kProgressRedraw = std::chrono::milliseconds(500);
constexpr auto kProgressMinInterval = std::chrono::milliseconds(100);
constexpr std::array<std::string_view, 2> kAgentOptions = {"red", "blue"};
// How often a stopping arena interrupts the agents still thinking, until every game has ended.
constexpr auto kStopInterruptEvery = std::chrono::milliseconds(5);
// How soon the arena notices a signal that asks it to stop.
constexpr auto kStopPoll = std::chrono::milliseconds(100);

// What the command line asks for. Agents are in the order of the command line: [0] is the --red
// agent, [1] the --blue agent.
struct ArenaPlan {
  std::array<std::string, 2> specs;
  std::array<std::string, 2> names;  // the agents' Name()s
  AgentSettings settings;            // for every agent; the seed is set per game and agent
  RuleSet rules;
  int games = 10;
  std::uint64_t seed = 1;
  bool swap = false;
  int jobs = 1;
  std::optional<std::string> save_dir;
  std::optional<std::string> server;  // --server: the games are played there
};

// One game as the summary needs it. Its record is written (with --save-games) and dropped as
// soon as the game ends, so that memory does not grow with --games.
struct ArenaGame {
  MatchResult match;
  Player first_side = Player::kRed;     // the colour the --red agent played
  std::string save_error;               // why its record could not be written, if it could not
  std::string server_error;             // why the server could not play it (--server), if so
  std::array<SearchStats, 2> search{};  // what each agent's search did, --red agent first
};

template <typename T>
Status ReadNumber(const ParsedArgs& args, std::string_view option, long long min, long long max,
                  T& field) {
  const std::optional<std::string> text = args.Get(option);
  if (!text) return {};
  const Expected<long long> value = ParseIntegerOption(option, *text, min, max);
  if (!value) return Error{value.error()};
  field = static_cast<T>(*value);
  return {};
}

// Checks the spec given with --red or --blue by making the agent once (making one starts nothing).
Status ReadAgent(const ParsedArgs& args, std::size_t role, ArenaPlan& plan) {
  const std::string option = "--" + std::string(kAgentOptions[role]);
  const std::string forms(AgentSpecForms());
  const std::optional<std::string> spec = args.Get(kAgentOptions[role]);
  if (!spec) return Error{option + " is missing: the arena needs two agents (" + forms + ")"};
  if (IsHumanSpec(*spec))
    return Error{option + " human: the arena plays agents only (" + forms + ")"};
  Expected<std::unique_ptr<Agent>> agent = MakeAgent(*spec, plan.settings);
  if (!agent) return Error{option + ": " + agent.error()};
  plan.specs[role] = *spec;
  plan.names[role] = (*agent)->Name();
  return {};
}

Status ReadNumbers(const ParsedArgs& args, ArenaPlan& plan) {
  for (Status status : {ReadNumber(args, "games", 1, kMaxGames, plan.games),
                        ReadNumber(args, "seed", 0, kMaxSeed, plan.seed),
                        ReadNumber(args, "jobs", 1, kMaxJobs, plan.jobs),
                        ReadNumber(args, "think-ms", 0, kMaxThinkMs, plan.settings.think_ms),
                        ReadNumber(args, "threads", 1, kMaxSearchThreads, plan.settings.threads)}) {
    if (!status) return status;
  }
  return {};
}

Expected<ArenaPlan> PlanFromArgs(const ParsedArgs& args) {
  if (!args.positional.empty()) return Error{"unexpected argument '" + args.positional[0] + "'"};
  ArenaPlan plan;
  if (Status status = ReadNumbers(args, plan); !status) return Error{status.error()};
  for (std::size_t role = 0; role < kAgentOptions.size(); ++role) {
    if (Status status = ReadAgent(args, role, plan); !status) return Error{status.error()};
  }
  RuleSet defaults;
  defaults.max_moves = kDefaultMatchMoveLimit;
  Expected<RuleSet> rules = RuleSetFromArgs(args, defaults);
  if (!rules) return Error{rules.error()};
  if (rules->max_moves == 0) {
    return Error{
        "--max-moves off: the arena's games need a move limit, so that every game ends "
        "(the default is " +
        std::to_string(kDefaultMatchMoveLimit) + ")"};
  }
  plan.rules = *rules;
  for (std::size_t role = 0; role < kAgentOptions.size(); ++role) {
    if (Status status = CheckAgentRules(plan.specs[role], plan.rules); !status)
      return Error{"--" + std::string(kAgentOptions[role]) + " " + plan.specs[role] + ": " +
                   status.error()};
  }
  plan.server = args.Get("server");
  if (plan.server && plan.server->empty()) return Error{"--server needs a socket or HOST:PORT"};
  if (plan.server && plan.jobs > kMaxUnstartedGames)
    return Error{"--jobs " + std::to_string(plan.jobs) + " with --server: at most " +
                 std::to_string(kMaxUnstartedGames) +
                 ", the games a user may have hosted on a server before they start"};
  plan.swap = args.Has("swap");
  plan.save_dir = args.Get("save-games");
  if (plan.save_dir && plan.save_dir->empty()) return Error{"--save-games needs a directory"};
  return plan;
}

// Each game's agents get seeds of their own, from --seed, the game's index and the agent.
AgentSettings SettingsFor(const ArenaPlan& plan, int index, std::size_t role) {
  AgentSettings settings = plan.settings;
  const auto stream = static_cast<std::uint64_t>(index) * 2 + role + 1;
  settings.seed = Rng(plan.seed ^ (stream * 0x9E3779B97F4A7C15ULL)).Next();
  return settings;
}

// Writes the record of game `index` (from 0) to DIR/game-001.game, game-002.game, …
std::string SaveGame(const ArenaPlan& plan, int index, const GameRecord& record) {
  const std::size_t digits = std::max<std::size_t>(3, std::to_string(plan.games).size());
  std::string number = std::to_string(index + 1);
  number.insert(0, digits - number.size(), '0');
  const std::string path =
      (std::filesystem::path(*plan.save_dir) / ("game-" + number + ".game")).string();
  std::error_code error;
  if (std::filesystem::exists(std::filesystem::symlink_status(path, error)))
    return path + ": exists already (it was not there when the arena began); not replacing it";
  const Status status = WriteFileAtomically(path, FormatRecordText(record));
  return status ? std::string() : path + ": " + status.error();
}

ArenaGame PlayArenaGame(const ArenaPlan& plan, int index) {
  const Player first_side = plan.swap && index % 2 == 1 ? Player::kBlue : Player::kRed;
  std::array<std::unique_ptr<Agent>, 2> agents;
  for (std::size_t role = 0; role < agents.size(); ++role) {  // the specs were checked
    agents[role] = std::make_unique<StoppableAgent>(
        MakeAgent(plan.specs[role], SettingsFor(plan, index, role)).value());
  }
  Agent& red = first_side == Player::kRed ? *agents[0] : *agents[1];
  Agent& blue = first_side == Player::kRed ? *agents[1] : *agents[0];
  ArenaGame game{{}, first_side, {}, {}, {}};
  if (plan.server) {
    Expected<MatchResult> played = PlayServerMatch(*plan.server, plan.rules, red, blue);
    if (!played) {
      game.server_error = played.error();
      return game;
    }
    game.match = std::move(*played);
  } else {
    game.match = PlayMatch(plan.rules, red, blue);
  }
  for (std::size_t role = 0; role < agents.size(); ++role)
    game.search[role] = agents[role]->TotalStats();
  // A game a stop cut short is not kept: its record would end in a forfeit nobody made.
  if (plan.save_dir && !StoppableAgent::Stopped())
    game.save_error = SaveGame(plan, index, game.match.record);
  game.match.record = GameRecord{};
  return game;
}

// The games played so far, kept in game order whatever order they finish in.
class Scoreboard {
 public:
  explicit Scoreboard(int games) : games_(static_cast<std::size_t>(games)) {}

  // A game the server could not play (--server) ends the arena: its reason is kept.
  void Record(int index, ArenaGame game) {
    const std::lock_guard lock(mutex_);
    if (!game.server_error.empty() && failure_.empty()) failure_ = game.server_error;
    games_[static_cast<std::size_t>(index)] = std::move(game);
    ++done_;
    finished_.notify_all();
  }

  // Waits for every game, or until a signal asks to stop or a game could not be played (then
  // false), redrawing `bar` (if any) while it waits; then erases it.
  bool WaitForAll(ProgressBar* bar) {
    std::unique_lock lock(mutex_);
    std::optional<MatchClock::time_point> drawn;
    std::size_t drawn_done = 0;
    while (done_ < games_.size() && !StoppableAgent::Stopped() && failure_.empty()) {
      const MatchClock::time_point now = MatchClock::now();
      const bool due = !drawn || (drawn_done != done_ && now - *drawn >= kProgressMinInterval) ||
                       now - *drawn >= kProgressRedraw;
      if (bar && due) {
        bar->Draw(static_cast<int>(done_));
        drawn = now;
        drawn_done = done_;
      }
      finished_.wait_for(lock, kStopPoll);  // a signal handler cannot notify: look again soon
    }
    if (bar) bar->Erase();
    return done_ == games_.size() && failure_.empty();
  }

  bool Failed() {
    const std::lock_guard lock(mutex_);
    return !failure_.empty();
  }
  std::string Failure() {
    const std::lock_guard lock(mutex_);
    return failure_;
  }

  // The games, once WaitForAll found them all played.
  std::vector<ArenaGame> Games() {
    const std::lock_guard lock(mutex_);
    std::vector<ArenaGame> games;
    for (std::optional<ArenaGame>& game : games_)
      games.push_back(std::move(*game));
    return games;
  }

 private:
  std::mutex mutex_;
  std::condition_variable finished_;
  std::vector<std::optional<ArenaGame>> games_;
  std::size_t done_ = 0;
  std::string failure_;  // why a game could not be played on the server
};

// A signal asked to stop: ends the games in progress at once (their external programs are
// killed, with whatever they started; the others are interrupted until they answer) and waits
// until no worker plays any more.
void StopGames(const std::atomic<int>& playing) {
  KillAllChildProcesses();
  while (playing > 0) {
    InterruptPlayingAgents();
    std::this_thread::sleep_for(kStopInterruptEvery);
  }
}

// Plays the games on plan.jobs threads, each taking the next game not yet begun; nullopt if a
// signal asked to stop before all were played, or a game could not be played on the server
// (then `failure` says why, once the games in progress have ended).
std::optional<std::vector<ArenaGame>> PlayGames(const ArenaPlan& plan, std::ostream& err,
                                                std::string& failure) {
  Scoreboard scoreboard(plan.games);
  std::atomic<int> next{0};
  const int jobs = std::min(plan.jobs, plan.games);
  std::atomic<int> playing{jobs};
  std::vector<std::jthread> workers;
  for (int job = 0; job < jobs; ++job) {
    workers.emplace_back([&] {
      for (int index = next++;
           index < plan.games && !StoppableAgent::Stopped() && !scoreboard.Failed(); index = next++)
        scoreboard.Record(index, PlayArenaGame(plan, index));
      --playing;
    });
  }
  std::optional<ProgressBar> bar;
  if (IsTerminal(err)) bar.emplace(err, plan.games);
  if (scoreboard.WaitForAll(bar ? &*bar : nullptr)) return scoreboard.Games();
  if (scoreboard.Failed()) {
    workers.clear();  // the games in progress end, or fail as well
    failure = scoreboard.Failure();
    return std::nullopt;
  }
  StopGames(playing);
  return std::nullopt;
}

// The first reason the agent (`role`) could not start, if it could not start in any game.
std::optional<std::string> StartFailure(const std::vector<ArenaGame>& games, std::size_t role) {
  std::optional<std::string> first;
  for (const ArenaGame& game : games) {
    const Player side = role == 0 ? game.first_side : Opponent(game.first_side);
    const auto failed = std::find_if(
        game.match.forfeits.begin(), game.match.forfeits.end(),
        [&](const Forfeit& forfeit) { return forfeit.at_setup && forfeit.side == side; });
    if (failed == game.match.forfeits.end()) return std::nullopt;
    if (!first) first = failed->reason;
  }
  return first;
}

// Whether `name` is one of the arena's record names: game-001.game, game-1000.game, …
bool IsArenaRecordName(const std::string& name) {
  constexpr std::string_view kPrefix = "game-";
  constexpr std::string_view kSuffix = ".game";
  if (name.size() <= kPrefix.size() + kSuffix.size() || name.rfind(kPrefix, 0) != 0 ||
      name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) != 0)
    return false;
  const std::string number =
      name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
  return std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Makes the directory for --save-games, which must not hold the records of an earlier run: they
// would be overwritten, or mixed with this run's.
Status MakeDirectory(const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) return Error{"cannot create " + dir + ": " + error.message()};
  std::optional<std::string> earlier;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    if (IsArenaRecordName(name) && (!earlier || name < *earlier)) earlier = name;
  }
  if (error) return Error{"cannot read " + dir + ": " + error.message()};
  if (earlier) {
    return Error{dir + " holds the records of an earlier arena (" + *earlier +
                 "): choose another directory for --save-games, or empty it"};
  }
  return {};
}

std::string Summary(const ArenaPlan& plan, const std::vector<ArenaGame>& games) {
  ArenaTally tally;
  for (std::size_t i = 0; i < games.size(); ++i) {
    tally.Add(games[i].match, games[i].first_side, static_cast<int>(i + 1));
    for (std::size_t role = 0; role < tally.agents.size(); ++role)
      tally.agents[role].search.Add(games[i].search[role]);
  }
  return FormatSummary({plan.names, plan.games, plan.swap, plan.seed, plan.rules}, tally);
}

// Says on `err` why the arena failed after its games were played: an agent that could not start
// in any game, a game that could not be saved. Returns the exit status.
int ReportFailures(const std::vector<ArenaGame>& games, std::ostream& err) {
  int status = kExitOk;
  for (std::size_t role = 0; role < kAgentOptions.size(); ++role) {
    if (std::optional<std::string> failure = StartFailure(games, role)) {
      err << "stratego arena: " << *failure << "\n";
      status = kExitFailure;
    }
  }
  for (const ArenaGame& game : games) {
    if (game.save_error.empty()) continue;
    err << "stratego arena: cannot save a game: " << game.save_error << "\n";
    status = kExitFailure;
    break;
  }
  return status;
}

int RunArena(const ParsedArgs& args, CommandIo& io) {
  const Expected<ArenaPlan> plan = PlanFromArgs(args);
  if (!plan) return UsageError(io, "arena", plan.error());
  if (plan->save_dir) {
    if (Status made = MakeDirectory(*plan->save_dir); !made) {
      io.err << "stratego arena: " << made.error() << "\n";
      return kExitFailure;
    }
  }
  const StopSignals stop_signals;
  std::string failure;
  const std::optional<std::vector<ArenaGame>> played = PlayGames(*plan, io.err, failure);
  if (!failure.empty()) {
    io.err << "stratego arena: " << failure << "\n";
    return kExitFailure;
  }
  if (!played) {
    const int signal = StopSignals::Received();
    io.err << "stratego arena: stopped by a signal (" << strsignal(signal)
           << "): the games in progress were abandoned, and no summary is given\n";
    return 128 + signal;
  }
  io.out << Summary(*plan, *played);
  io.out.flush();
  return ReportFailures(*played, io.err);
}

}  // namespace

Subcommand ArenaCommand() {
  return {
      "arena",
      "--red AGENT --blue AGENT",
      "play computer players against each other and sum up",
      "Plays games between two agents and prints a summary: each agent's wins, draws and\n"
      "losses and its score (a win counts 1, a draw 1/2) with a 95% confidence interval\n"
      "(Wilson), wins by colour, game lengths, time per move, the positions each computer\n"
      "player searched and how many a second, rescues (with --rescue) and how the games ended.\n"
      "An AGENT is random, ai (ai:normal), ai:easy, ai:normal, ai:hard (ai:hard@250: 250 ms a\n"
      "move instead of the level's time; ai:hard@250/4: and a search of 4 full-width plies,\n"
      "never deepened, named ai:hard/4) or ucc:COMMAND, an external program speaking the UCC\n"
      "protocol, run by /bin/sh -c: quote it, as in ucc:\"./bot --fast\". The protocol cannot\n"
      "carry silent defense or rescues, so ucc: agents are refused with --silent-defense or\n"
      "--rescue. Every game gets fresh agents, seeded from --seed and the game's number, so\n"
      "games between agents that do not think for a time are reproducible.\n"
      "Agents see only their own side's view. An agent that fails (an error, an invalid\n"
      "setup, an illegal move or rescue) forfeits the game. Games are drawn after 2000 moves\n"
      "unless --max-moves says otherwise. A progress bar shows on standard error when it is a\n"
      "terminal. Ctrl-C, SIGTERM or SIGHUP stop the arena: the games in progress are abandoned\n"
      "and the external programs ended, with what they started.\n"
      "With --server the games are played on a game server (stratego serve): each is hosted\n"
      "there with the arena's rules and both agents sit at its seats over the protocol, as\n"
      "with host --agent and join --agent; the agents stay in the arena's process and see only\n"
      "what their seat is told. The summary is the same (time per move is the agents' own,\n"
      "without the network's), and the server keeps its records as for any game.\n"
      "Exit status: 0 when the games were played, whatever their results; 1 if an agent could\n"
      "not start in any game, a game could not be saved, or the server could not be reached,\n"
      "refused or went away; 2 for usage errors; 128 + the signal's number when stopped.",
      WithOptions(
          {{"red", "AGENT", "the first agent; it plays Red (with --swap, in every other game)"},
           {"blue", "AGENT", "the second agent; it plays Blue (with --swap, in every other game)"},
           {"games", "N", "how many games to play (default 10)"},
           {"seed", "S", "seeds every game's agents (default 1)"},
           {"jobs", "J", "play J games at once, on J threads (default 1)"},
           {"swap", "", "swap colours every game: the --red agent plays Blue in games 2, 4, ..."},
           {"think-ms", "MS", "the computer players' time per move (default: their level's)"},
           {"threads", "T",
            "each computer player thinks on T threads, 1 to 16 (default 1); with --jobs J, J "
            "games think at once"},
           {"save-games", "DIR",
            "write every game's record to DIR/game-001.game, ...; DIR must hold no such records"},
           {"server", "SOCKET|HOST:PORT",
            "play the games on the game server at that Unix socket or TCP address (--jobs at "
            "most 8)"}},
          RuleOptionSpecs(kDefaultMatchMoveLimit)),
      RunArena};
}

}  // namespace stratego
