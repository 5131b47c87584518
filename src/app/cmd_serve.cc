// stratego serve: the game server of two-terminal play (net/server.h, docs/protocol.md), in the
// foreground, a line per event on standard error, until SIGINT or SIGTERM.
#include <ostream>

#include "app/cli.h"
#include "app/paths.h"
#include "net/game_files.h"
#include "net/server.h"

namespace stratego {

namespace {

constexpr std::string_view kServeCommand = "serve";

int RunServe(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, kServeCommand, "unexpected argument '" + args.positional[0] + "'");
  ServerOptions options;
  options.socket_path = args.Get("socket").value_or(DefaultServerSocket());
  options.data_dir = args.Get("data").value_or(ServerDataDir());
  options.trust_hello_user = args.Has("test-users");
  options.flush_saves = !args.Has("no-fsync");
  options.listen = args.Get("listen").value_or("");
  if (options.socket_path.empty() || options.data_dir.empty())
    return UsageError(io, kServeCommand, "--socket and --data need a path");
  if (auto hello_ms = args.Get("hello-timeout-ms")) {
    auto value = ParseIntegerOption("hello-timeout-ms", *hello_ms, 1, 3600000);
    if (!value) return UsageError(io, kServeCommand, value.error());
    options.hello_timeout = std::chrono::milliseconds(*value);
  }
  if (auto connections = args.Get("max-connections")) {
    auto value = ParseIntegerOption("max-connections", *connections, 1, 100000);
    if (!value) return UsageError(io, kServeCommand, value.error());
    options.max_connections_per_uid = static_cast<int>(*value);
  }
  if (auto unstarted = args.Get("max-unstarted")) {
    auto value = ParseIntegerOption("max-unstarted", *unstarted, 1, 100000);
    if (!value) return UsageError(io, kServeCommand, value.error());
    options.max_unstarted_games = static_cast<int>(*value);
  }
  options.log = [&io](const std::string& line) {
    io.err << "stratego serve: " << line << std::endl;
  };
  // The socket's folder: the default one is the user's own, made private; a --socket folder is
  // the caller's to set up (for all users of a host: a folder they may all reach).
  const std::string folder = options.socket_path.substr(0, options.socket_path.rfind('/'));
  if (!args.Has("socket") && !folder.empty()) {
    if (Status made = MakePrivateDirectories(folder); !made) {
      io.err << "stratego serve: cannot make " << folder << ": " << made.error() << "\n";
      return kExitFailure;
    }
  }
  auto server = Server::Open(options);
  if (!server) {
    io.err << "stratego serve: " << server.error() << "\n";
    return kExitFailure;
  }
  (*server)->Run();
  return kExitOk;
}

}  // namespace

Subcommand ServeCommand() {
  return {"serve",
          "[--socket PATH] [--data DIR] [--listen [ADDR:]PORT]",
          "run the game server for players at their own terminals",
          "Holds games for players at their own terminals: people play with `stratego host` and\n"
          "`stratego join`, computer players with the same and --agent.\n"
          "It listens on a Unix domain socket; a connection's user is the Unix user of the\n"
          "process at the other end. Each player's program is sent only that player's view.\n"
          "Every game is written after every action as a game record, DIR/N.game, and a server\n"
          "started again (even after kill -9) takes up every game under way, and the games\n"
          "waiting for a player or a setup (DIR/N.seats; codes as hashes). A line per event\n"
          "goes to standard error; SIGINT or SIGTERM stop the server. The protocol is in\n"
          "docs/protocol.md. With --listen it also takes TCP connections, unencrypted: there a\n"
          "game is played by the codes its host is given (an SSH tunnel is the safer way).\n"
          "Exit status: 0 when stopped, 1 if it cannot start (another server\n"
          "answers on the socket, or the path is not a socket).",
          {{"socket", "PATH",
            "the socket to listen on (default $XDG_RUNTIME_DIR/stratego/server.sock); it is made "
            "0666, so the folder's permissions say who may connect"},
           {"data", "DIR",
            "where games are kept (default ~/.local/share/stratego/server); made 0700, and refused "
            "if others may reach it"},
           {"listen", "[ADDR:]PORT",
            "also listen on TCP, on 127.0.0.1 unless ADDR is given; a TCP peer has no Unix user "
            "and plays games hosted over TCP, by their join codes (docs/protocol.md)"},
           {"hello-timeout-ms", "MS",
            "how long a connection may stay silent before its hello (default 10000)"},
           {"max-connections", "N",
            "connections a Unix user may have open at once (default 64); more are refused"},
           {"max-unstarted", "N",
            "games not yet started a user may hold a seat of (default 8); `host` beyond is "
            "refused"},
           {"no-fsync", "",
            "write games without flushing them to disk: faster on a slow disk, and a killed "
            "server still has every game, but a crash of the machine may lose the last actions"},
           {"test-users", "",
            "for tests only: take the user a client names in its hello (stratego host|join "
            "--as USER) instead of its Unix user, when the client runs as the server's own Unix "
            "user (others are their Unix user as always); logs a warning at start"}},
          RunServe};
}

}  // namespace stratego
