// stratego host and stratego join: a seat at a game server (docs/protocol.md), from that seat's
// view alone: played by a person at this terminal (the terminal client, ui/remote_game.h), or by
// an agent (--agent).
#include <unistd.h>

#include <chrono>
#include <memory>
#include <ostream>
#include <random>
#include <thread>

#include "app/agent_spec.h"
#include "app/cli.h"
#include "app/file_setup_store.h"
#include "app/interactive.h"
#include "app/lobby.h"
#include "app/options_file.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "app/server_launch.h"
#include "app/server_table.h"
#include "net/client.h"
#include "net/join_code.h"

namespace stratego {

namespace {

struct SeatSettings {
  std::string socket;
  bool default_socket = false;  // not --server: its folder must be the user's own
  bool start_server = false;    // host: start a server on the default socket if none answers
  std::string spec;             // the agent's; empty: a person at this terminal
  std::optional<std::string> as_user;
  int delay_ms = 0;
};

// The options both commands share, read; an error is a usage error.
Expected<SeatSettings> SeatSettingsFromArgs(const ParsedArgs& args) {
  SeatSettings settings;
  settings.socket = args.Get("server").value_or(DefaultServerSocket());
  settings.default_socket = !args.Has("server");
  const auto spec = args.Get("agent");
  if (spec && !IsHumanSpec(*spec)) {
    // A spec is checked by making its agent once (making one starts nothing), as arena does.
    if (auto agent = MakeAgent(*spec, AgentSettings{}); !agent)
      return Error{"--agent: " + agent.error()};
    settings.spec = *spec;
  }
  settings.as_user = args.Get("as");
  if (auto delay = args.Get("delay-ms")) {
    auto value = ParseIntegerOption("delay-ms", *delay, 0, 600000);
    if (!value) return Error{value.error()};
    settings.delay_ms = static_cast<int>(*value);
  }
  return settings;
}

std::string SeatWord(Player player) {
  return player == Player::kRed ? "Red" : "Blue";
}

// "you win", "you lose", "a draw", from the seat's side.
std::string ForSeat(const GameResult& result, Player seat) {
  if (!result.winner) return "a draw";
  return *result.winner == seat ? "you win" : "you lose";
}

// Whether a person can play here: the screen needs a terminal. Checked before connecting, so
// that no game is hosted for a screen that cannot open.
Status CheckTerminal() {
  if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) return {};
  return Error{
      "this needs a terminal: standard input and output must not be redirected (or play the "
      "seat with --agent SPEC)"};
}

class SeatClient {
 public:
  SeatClient(std::string_view command, CommandIo& io) : command_(command), io_(io) {}

  // Makes the agent (if the seat has one), connects and says hello; false (after saying why) if
  // any of it fails.
  bool Start(const SeatSettings& settings) {
    settings_ = settings;
    if (!settings.spec.empty()) {
      AgentSettings agent_settings;
      agent_settings.seed = std::random_device{}();
      auto agent = MakeAgent(settings.spec, agent_settings);
      if (!agent) return Fail(agent.error());
      agent_ = std::move(*agent);
      seat_ = std::make_unique<AgentSeat>(*agent_);
    }
    if (settings.default_socket && settings.start_server) {
      auto launched = EnsureServer();
      if (!launched) return Fail(launched.error());
      if (*launched)
        io_.err << "stratego " << command_ << ": " << DescribeLaunch(**launched) << "\n";
    }
    auto login = LogIn(settings.socket, settings.default_socket,
                       "stratego " + std::string(command_), settings.as_user);
    if (!login) return Fail(login.error());
    connection_ = std::move(login->connection);
    user_ = login->user;
    return true;
  }

  bool Send(const Message& message) {
    if (Status sent = connection_->Send(message); !sent) return Fail(sent.error());
    return true;
  }
  Expected<Message> Receive() { return connection_->Receive(); }
  const std::string& user() const { return user_; }

  // Plays the seat to the end of the game; the exit status.
  int Play() {
    bool told = false;
    for (;;) {
      auto message = connection_->Receive();
      if (!message) return Fail(message.error()), kExitFailure;
      if (message->type == MessageType::kJoined) TellCodes(*message);
      const AgentSeat::Reply reply = seat_->Consume(*message);
      if (!told && seat_->game() != 0) {
        io_.out << "game " << seat_->game() << ": you play " << SeatWord(seat_->seat()) << "\n"
                << std::flush;
        told = true;
      }
      for (const Message& answer : reply.send) {
        if (answer.type == MessageType::kMove && settings_.delay_ms > 0)
          std::this_thread::sleep_for(std::chrono::milliseconds(settings_.delay_ms));
        if (!Send(answer)) return kExitFailure;
      }
      if (!reply.error.empty()) return Fail(reply.error), kExitFailure;
      if (reply.finished) break;
    }
    const GameResult& result = seat_->result();
    io_.out << "game " << seat_->game() << ": " << Describe(result) << " ("
            << ForSeat(result, seat_->seat()) << ")\n";
    Message bye;
    bye.type = MessageType::kBye;
    (void)connection_->Send(bye);
    return kExitOk;
  }

  // The seat played by the person at this terminal: once the server has given it (`joined`; a
  // refusal ends here), the screen (RemoteGame) until the person leaves or the game is over.
  // The exit status: 0 unless the screen failed or the connection was lost.
  int PlayAtTerminal(const TerminalSettings& start) {
    auto answer = AwaitJoined(*connection_);
    if (!answer) return Fail(answer.error()), kExitFailure;
    const Message joined = std::move(*answer);
    TellCodes(joined);
    auto outcome = std::make_shared<SeatOutcome>();
    auto table = std::make_unique<ServerTable>(std::move(connection_), joined, outcome);
    auto store = std::make_shared<FileSetupStore>(ShippedSetupsDir(), UserSetupsDir(),
                                                  start.settings.display.numbering);
    auto screen = MakeRemoteGame(std::move(table), start.settings.display, store);
    const int status = RunWithOptionsFile(start, std::move(screen), io_);
    const std::string game = std::to_string(joined.game);
    if (outcome->over) {
      io_.out << "game " << game << ": " << outcome->result << "\n";
    } else {
      io_.out << "game " << game << " stays on the server: `stratego join "
              << joined.seat_code.value_or(game) << ServerOption() << "` takes it up again\n";
    }
    if (!outcome->lost.empty()) return Fail(outcome->lost), kExitFailure;
    return status;
  }

  // Over TCP (a game played by codes): the code that takes this seat again and, while the other
  // seat is open, the one to give the opponent. On standard error: the codes are secrets, and
  // standard output may be a log.
  void TellCodes(const Message& joined) {
    if (joined.invitation)
      io_.err << "give your opponent: stratego join " << *joined.invitation << ServerOption()
              << "\n";
    if (joined.seat_code)
      io_.err << "your seat, to take it up again: stratego join " << *joined.seat_code
              << ServerOption() << "\n";
    io_.err << std::flush;
  }
  std::string ServerOption() const {
    return IsTcpServer(settings_.socket) ? " --server " + settings_.socket : std::string();
  }

  bool Fail(const std::string& why) {
    io_.err << "stratego " << command_ << ": " << why << "\n";
    return false;
  }

 private:
  std::string_view command_;
  CommandIo& io_;
  SeatSettings settings_;
  std::unique_ptr<Agent> agent_;
  std::unique_ptr<AgentSeat> seat_;
  std::unique_ptr<ServerConnection> connection_;
  std::string user_;
};

int RunHost(const ParsedArgs& args, CommandIo& io) {
  constexpr std::string_view kCommand = "host";
  if (!args.positional.empty())
    return UsageError(io, kCommand, "unexpected argument '" + args.positional[0] + "'");
  const auto settings = SeatSettingsFromArgs(args);
  if (!settings) return UsageError(io, kCommand, settings.error());
  const auto rules = RuleSetFromArgs(args);
  if (!rules) return UsageError(io, kCommand, rules.error());
  const auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, kCommand, start.error());
  if (Status fits = CheckAgentRules(settings->spec, *rules); !fits)
    return UsageError(io, kCommand, fits.error());
  Message host;
  host.type = MessageType::kHost;
  host.rules = *rules;
  const std::string colour = args.Get("colour").value_or("random");
  if (colour == "red")
    host.colour = ColourChoice::kRed;
  else if (colour == "blue")
    host.colour = ColourChoice::kBlue;
  else if (colour != "random")
    return UsageError(io, kCommand, "--colour takes red, blue or random, not '" + colour + "'");
  host.invite = args.Get("invite");
  host.against = args.Get("against");
  // --red ai:hard / --blue ai:hard: the server's computer player at that seat, the host at the
  // other (--against with --colour, in one option).
  const auto red = args.Get("red");
  const auto blue = args.Get("blue");
  if (red || blue) {
    if (red && blue) return UsageError(io, kCommand, "--red and --blue: one seat is yours");
    if (host.against || args.Get("colour"))
      return UsageError(io, kCommand,
                        "--red and --blue name the computer's seat: leave out --against and "
                        "--colour");
    host.against = red ? red : blue;
    host.colour = red ? ColourChoice::kBlue : ColourChoice::kRed;
  }
  if (const auto clock = args.Get("clock")) {
    auto rule = ParseClockRule(*clock);
    if (!rule) return UsageError(io, kCommand, "--clock: " + rule.error());
    host.clock = *rule;
  }
  const bool person = settings->spec.empty();
  if (Status terminal = CheckTerminal(); person && !terminal) {
    io.err << "stratego " << kCommand << ": " << terminal.error() << "\n";
    return kExitFailure;
  }
  SeatClient client(kCommand, io);
  SeatSettings seat_settings = *settings;
  seat_settings.start_server = true;
  if (!client.Start(seat_settings) || !client.Send(host)) return kExitFailure;
  return person ? client.PlayAtTerminal(*start) : client.Play();
}

// The game to join when none is named: one of the user's own (to resume), else an open one.
std::optional<int> ChooseGame(const std::vector<GameSummary>& games, const std::string& user) {
  for (const GameSummary& game : games)
    if (game.red == user || game.blue == user) return game.game;
  for (const GameSummary& game : games)
    if (game.state == "open") return game.game;
  return std::nullopt;
}

int RunJoin(const ParsedArgs& args, CommandIo& io) {
  constexpr std::string_view kCommand = "join";
  if (args.positional.size() > 1)
    return UsageError(io, kCommand, "unexpected argument '" + args.positional[1] + "'");
  const auto settings = SeatSettingsFromArgs(args);
  if (!settings) return UsageError(io, kCommand, settings.error());
  // Over TCP a seat is named by its code (docs/protocol.md, "Over TCP"), else a game by number.
  const bool by_code = IsTcpServer(settings->socket);
  std::optional<int> game;
  std::optional<std::string> code;
  if (by_code) {
    if (args.positional.empty() || NormalJoinCode(args.positional[0]).empty())
      return UsageError(io, kCommand, "over TCP, join CODE: the code the game's host was given");
    code = args.positional[0];
  } else if (!args.positional.empty()) {
    auto number = ParseIntegerOption("GAME", args.positional[0], 1, 1000000000);
    if (!number) return UsageError(io, kCommand, "GAME is a game's number, as the server gives it");
    game = static_cast<int>(*number);
  }
  const auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, kCommand, start.error());
  const bool person = settings->spec.empty();
  if (Status terminal = CheckTerminal(); person && !terminal) {
    io.err << "stratego " << kCommand << ": " << terminal.error() << "\n";
    return kExitFailure;
  }
  SeatClient client(kCommand, io);
  if (!client.Start(*settings)) return kExitFailure;
  if (!game && !code) {
    Message list;
    list.type = MessageType::kList;
    if (!client.Send(list)) return kExitFailure;
    auto games = client.Receive();
    if (!games) return client.Fail(games.error()), kExitFailure;
    game = ChooseGame(games->games, client.user());
    if (!game) return client.Fail("no game to join on the server"), kExitFailure;
  }
  Message join;
  join.type = MessageType::kJoin;
  if (code)
    join.seat_code = *code;
  else
    join.game = *game;
  if (!client.Send(join)) return kExitFailure;
  return person ? client.PlayAtTerminal(*start) : client.Play();
}

std::vector<OptionSpec> SeatOptions() {
  return {
      {"agent", "SPEC",
       "an agent plays the seat, without a screen: random, ai:easy, ai:normal or ai:hard "
       "(default: you, at this terminal)"},
      {"server", "SOCKET|HOST:PORT",
       "the server's socket (default $XDG_RUNTIME_DIR/stratego/server.sock), or HOST:PORT of a "
       "server listening on TCP (serve --listen; unencrypted: prefer SSH)"},
      {"delay-ms", "MS", "with --agent: wait MS milliseconds before each move (to follow a game)"},
      {"as", "USER", "for tests: the user to be, on a server started with --test-users"},
      {"numbering", "NAME",
       "show ranks in modern (10 = Marshal, the default) or classic numbering"},
      {"memory", "", "memory mode: revealed enemy ranks are not kept on screen"},
      {"ascii", "", "draw with plain ASCII characters even in a UTF-8 terminal"},
      {"no-color", "", "no colours (as does a non-empty NO_COLOR variable)"},
      {"no-mouse", "", "do not take over the mouse"}};
}

// The rule options, and the game's clock (issue 14).
std::vector<OptionSpec> HostRuleOptions() {
  return WithOptions({{"clock", "MAIN[+INC]",
                       "a clock: each side's time and the increment a move (30m+10s, 5m, 90s+2s, "
                       "1h); the server keeps it, running out of time loses"}},
                     RuleOptionSpecs());
}

}  // namespace

Subcommand HostCommand() {
  return {
      "host",
      "[RULE OPTIONS] [--colour red|blue|random] [--invite USER] [--against ai:LEVEL] "
      "[--red|--blue ai:LEVEL] "
      "[--clock MAIN[+INC]] [--agent SPEC]",
      "host a game on the game server and play it at this terminal",
      "Asks the game server (stratego serve) for a new game under the rule options and\n"
      "plays the host's seat at this terminal: the setup editor (while the opponent arranges\n"
      "at theirs), then the board as your seat sees it, with the opponent's moves as they\n"
      "come and whether the opponent is connected. No take-backs: the server has each move.\n"
      "q leaves, and the game stays on the server: `stratego join GAME` takes it up again.\n"
      "The other seat is open to anyone (only to --invite USER), or played by the server's\n"
      "computer player (--against ai:easy, ai:normal, ai:hard or ai:random; --blue ai:hard\n"
      "puts it at Blue and you at Red). When no server answers on the default socket (no\n"
      "--server), it starts one for you (stratego serve, detached, its log in the server's\n"
      "data folder) and says so. With --agent an agent plays the seat instead, without a\n"
      "screen, and the game's number and seat, then the result, are printed. Exit status:\n"
      "0 when the game was played to its end (or left on the server), 1 if the server\n"
      "cannot be reached, refuses or goes away, or there is no terminal, 2 for usage\n"
      "errors. Over TCP (--server HOST:PORT) it prints, on standard error, the code to give\n"
      "the opponent and the one that takes your seat again.",
      WithOptions(
          SeatOptions(),
          WithOptions({{"colour", "COLOUR", "red, blue or random (the default)"},
                       {"invite", "USER", "only USER may take the other seat"},
                       {"against", "ai:LEVEL", "the server's computer player takes the other seat"},
                       {"red", "ai:LEVEL", "the server's computer player plays Red, you Blue"},
                       {"blue", "ai:LEVEL", "the server's computer player plays Blue, you Red"}},
                      HostRuleOptions())),
      RunHost};
}

Subcommand JoinCommand() {
  return {"join",
          "[GAME|CODE] [--agent SPEC]",
          "join a game on the game server and play it at this terminal",
          "Joins game GAME on the game server (stratego serve), or, without GAME, one of your own\n"
          "unfinished games (to take it up again) or else the first open one, and plays the seat\n"
          "at this terminal as stratego host does, or with --agent by an agent. A seat you had\n"
          "keeps waiting for you: joining again gives it back, with the game as it stands.\n"
          "Over TCP (--server HOST:PORT) a seat is joined by its CODE, as the host was given it;\n"
          "you are then given your own code, which takes the seat up again.\n"
          "Exit status as for stratego host.",
          SeatOptions(),
          RunJoin};
}

}  // namespace stratego
