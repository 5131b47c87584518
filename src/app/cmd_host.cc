// stratego host and stratego join: a seat at a game server (docs/protocol.md) played by an agent
// (--agent), from that seat's view alone. The first part of two-terminal play: the terminal client
// for people comes later, and without --agent both commands say so.
#include <chrono>
#include <filesystem>
#include <memory>
#include <ostream>
#include <random>
#include <thread>

#include "app/agent_spec.h"
#include "app/cli.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "app/server_launch.h"
#include "net/client.h"
#include "net/game_files.h"

namespace stratego {

namespace {

constexpr std::string_view kNoTerminalClient =
    "the terminal client for people is not built yet: play a seat with --agent SPEC "
    "(random, ai:easy, ai:normal, ai:hard)";

struct SeatSettings {
  std::string socket;
  bool default_socket = false;  // not --server: its folder must be the user's own
  bool start_server = false;    // host: start a server on the default socket if none answers
  std::string spec;
  std::optional<std::string> as_user;
  int delay_ms = 0;
};

// The options both commands share, read; an error is a usage error.
Expected<SeatSettings> SettingsFromArgs(const ParsedArgs& args) {
  SeatSettings settings;
  settings.socket = args.Get("server").value_or(DefaultServerSocket());
  settings.default_socket = !args.Has("server");
  const auto spec = args.Get("agent");
  if (!spec || IsHumanSpec(*spec)) return Error{std::string(kNoTerminalClient)};
  // A spec is checked by making its agent once (making one starts nothing), as arena does.
  if (auto agent = MakeAgent(*spec, AgentSettings{}); !agent)
    return Error{"--agent: " + agent.error()};
  settings.spec = *spec;
  settings.as_user = args.Get("as");
  if (auto delay = args.Get("delay-ms")) {
    auto value = ParseIntegerOption("delay-ms", *delay, 0, 600000);
    if (!value) return Error{value.error()};
    settings.delay_ms = static_cast<int>(*value);
  }
  return settings;
}

std::string Seat(Player player) {
  return player == Player::kRed ? "Red" : "Blue";
}

// "you win", "you lose", "a draw", from the seat's side.
std::string ForSeat(const GameResult& result, Player seat) {
  if (!result.winner) return "a draw";
  return *result.winner == seat ? "you win" : "you lose";
}

class SeatClient {
 public:
  SeatClient(std::string_view command, CommandIo& io) : command_(command), io_(io) {}

  // Connects, says hello and makes the agent; false (after saying why) if any of it fails.
  bool Start(const SeatSettings& settings) {
    settings_ = settings;
    AgentSettings agent_settings;
    agent_settings.seed = std::random_device{}();
    auto agent = MakeAgent(settings.spec, agent_settings);
    if (!agent) return Fail(agent.error());
    agent_ = std::move(*agent);
    seat_ = std::make_unique<AgentSeat>(*agent_);
    // The default socket's folder is private to the user (maybe in /tmp): another user's folder
    // there could hold their server, which would see this seat's setup. A --server path may be
    // shared on purpose. A missing folder is left to the connection to report (no server).
    if (const std::size_t slash = settings.socket.rfind('/');
        settings.default_socket && slash != std::string::npos && slash > 0) {
      const std::string folder = settings.socket.substr(0, slash);
      std::error_code ignored;
      const bool exists = std::filesystem::symlink_status(folder, ignored).type() !=
                          std::filesystem::file_type::not_found;
      if (Status own = CheckPrivateDirectory(folder); exists && !own)
        return Fail("will not use the default socket: " + own.error());
    }
    if (settings.default_socket && settings.start_server) {
      auto launched = EnsureServer();
      if (!launched) return Fail(launched.error());
      if (*launched)
        io_.err << "stratego " << command_ << ": " << DescribeLaunch(**launched) << "\n";
    }
    auto connection = ServerConnection::Open(settings.socket);
    if (!connection) return Fail(connection.error() + " (start one with `stratego serve`)");
    connection_ = std::move(*connection);
    Message hello;
    hello.type = MessageType::kHello;
    hello.version = kProtocolVersion;
    hello.client = "stratego " + std::string(command_);
    hello.user = settings.as_user;
    if (!Send(hello)) return false;
    auto welcome = connection_->Receive();
    if (!welcome) return Fail(welcome.error());
    if (welcome->type == MessageType::kError) return Fail(welcome->message);
    user_ = welcome->user.value_or("");
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
      const AgentSeat::Reply reply = seat_->Consume(*message);
      if (!told && seat_->game() != 0) {
        io_.out << "game " << seat_->game() << ": you play " << Seat(seat_->seat()) << "\n"
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
  const auto settings = SettingsFromArgs(args);
  if (!settings) return UsageError(io, kCommand, settings.error());
  const auto rules = RuleSetFromArgs(args);
  if (!rules) return UsageError(io, kCommand, rules.error());
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
  SeatClient client(kCommand, io);
  SeatSettings seat_settings = *settings;
  seat_settings.start_server = true;
  if (!client.Start(seat_settings) || !client.Send(host)) return kExitFailure;
  return client.Play();
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
  std::optional<int> game;
  if (!args.positional.empty()) {
    auto number = ParseIntegerOption("GAME", args.positional[0], 1, 1000000000);
    if (!number) return UsageError(io, kCommand, "GAME is a game's number, as the server gives it");
    game = static_cast<int>(*number);
  }
  const auto settings = SettingsFromArgs(args);
  if (!settings) return UsageError(io, kCommand, settings.error());
  SeatClient client(kCommand, io);
  if (!client.Start(*settings)) return kExitFailure;
  if (!game) {
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
  join.game = *game;
  if (!client.Send(join)) return kExitFailure;
  return client.Play();
}

std::vector<OptionSpec> SeatOptions() {
  return {
      {"agent", "SPEC",
       "who plays the seat: random, ai:easy, ai:normal or ai:hard (required: the terminal "
       "client comes later)"},
      {"server", "SOCKET", "the server's socket (default $XDG_RUNTIME_DIR/stratego/server.sock)"},
      {"delay-ms", "MS", "wait MS milliseconds before each move (to follow a game)"},
      {"as", "USER", "for tests: the user to be, on a server started with --test-users"}};
}

}  // namespace

Subcommand HostCommand() {
  return {"host",
          "[RULE OPTIONS] [--colour red|blue|random] [--invite USER] [--against ai:LEVEL] "
          "--agent SPEC",
          "host a game on the game server, the seat played by an agent",
          "Asks the game server (stratego serve) for a new game under the rule options and plays\n"
          "the host's seat with the agent --agent names, from that seat's view alone. The other\n"
          "seat is open to anyone (only to --invite USER), or played by the server's computer\n"
          "player (--against ai:easy, ai:normal, ai:hard or ai:random). Prints the game's\n"
          "number and seat, then the result. When no server answers on the default socket (no\n"
          "--server), it starts one for you (stratego serve, detached, its log in the server's\n"
          "data folder) and says so. The first part of two-terminal play: without\n"
          "--agent it says that the terminal client is not built yet (status 2). Exit status: 0\n"
          "when the game was played to its end, 1 if the server cannot be reached or refuses, 2\n"
          "for usage errors.",
          WithOptions(SeatOptions(),
                      WithOptions({{"colour", "COLOUR", "red, blue or random (the default)"},
                                   {"invite", "USER", "only USER may take the other seat"},
                                   {"against", "ai:LEVEL",
                                    "the server's computer player takes the other seat"}},
                                  RuleOptionSpecs())),
          RunHost};
}

Subcommand JoinCommand() {
  return {"join",
          "[GAME] --agent SPEC",
          "join a game on the game server, the seat played by an agent",
          "Joins game GAME on the game server (stratego serve), or, without GAME, one of your own\n"
          "unfinished games (to resume it) or else the first open one, and plays the seat with\n"
          "the agent --agent names, from that seat's view alone. A seat you had keeps waiting for\n"
          "you: joining again gives it back, with the game as it stands. Prints the game's number\n"
          "and seat, then the result. Without --agent it says that the terminal client is not\n"
          "built yet (status 2). Exit status as for stratego host.",
          SeatOptions(),
          RunJoin};
}

}  // namespace stratego
