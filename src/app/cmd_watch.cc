// stratego watch: a spectator of a game on the game server (docs/protocol.md, `watch`). On a
// terminal, the watch screen (ui/watch_screen.h): the board with both armies as the public view
// shows them, the moves as they arrive, until the spectator leaves. Otherwise (or with --text),
// the game's public view as text lines, a line a move, until the game ends. A spectator hears
// only what both players hear (RULES.md §8): no rank unless a battle revealed it, and under
// silent defense not the defender's.
#include <unistd.h>

#include <ostream>

#include "app/cli.h"
#include "app/options_file.h"
#include "app/paths.h"
#include "app/server_table.h"
#include "app/server_watch.h"
#include "net/client.h"
#include "ui/watch_screen.h"

namespace stratego {

namespace {

constexpr std::string_view kWatchCommand = "watch";

std::string SeatName(Player seat) {
  return seat == Player::kRed ? "Red" : "Blue";
}

std::string Who(const std::optional<std::string>& user) {
  return user.value_or("nobody yet");
}

// "12. Blue c7xc6: Blue Captain attacks Red Lieutenant, the attacker wins".
std::string DescribeReport(int number, const WireReport& report) {
  const Player defender_side = Opponent(report.mover);
  std::string line =
      std::to_string(number) + ". " + SeatName(report.mover) + " " + FormatMove(report.move);
  if (report.attack) {
    static constexpr std::array<std::string_view, 3> kOutcomes = {
        "the attacker wins", "the defender wins", "both are removed"};
    line += ": " + SeatName(report.mover) + " " + std::string(RankName(report.attacker)) +
            " attacks " + SeatName(defender_side) + " " +
            (report.defender == Rank::kUnknown ? std::string("piece (unseen: silent defense)")
                                               : std::string(RankName(report.defender))) +
            ", " + std::string(kOutcomes[static_cast<std::size_t>(report.outcome)]);
  }
  if (report.rescue)
    line += "; " + SeatName(report.mover) + " rescues a " +
            std::string(RankName(report.rescue->rank)) + " onto " +
            SquareName(report.rescue->square);
  return line;
}

// Prints what a message tells a spectator; true once the game is over.
class Transcript {
 public:
  explicit Transcript(std::ostream& out) : out_(out) {}

  bool Show(const Message& message) {
    switch (message.type) {
      case MessageType::kWatching:
        return Watching(message);
      case MessageType::kReport:
        out_ << DescribeReport(++moves_, message.reports.at(0)) << "\n";
        break;
      case MessageType::kRescued:
        out_ << "   " << SeatName(message.seat) << " rescues a " << RankName(message.rescued.rank)
             << " onto " << SquareName(message.rescued.square) << "\n";
        break;
      case MessageType::kRescueDeclined:
        out_ << "   no rescue\n";
        break;
      case MessageType::kDrawOffer:
        out_ << SeatName(message.seat) << " offers a draw\n";
        break;
      case MessageType::kOver:
        out_ << "over: " << message.text << "\n";
        return true;
      default:
        break;
    }
    out_ << std::flush;
    return false;
  }

 private:
  bool Watching(const Message& message) {
    const bool started = !message.red_pieces.empty();
    out_ << "game " << message.game << ": " << Who(message.red) << " (Red) against "
         << Who(message.blue) << " (Blue), " << Describe(message.rules)
         << (started ? "" : "; waiting for the start") << "\n";
    moves_ = 0;
    for (const WireReport& report : message.reports)
      out_ << DescribeReport(++moves_, report) << "\n";
    if (message.draw_offer) out_ << SeatName(*message.draw_offer) << " offers a draw\n";
    out_ << std::flush;
    if (!message.result.over()) return false;
    out_ << "over: " << Describe(message.result) << "\n";
    return true;
  }

  std::ostream& out_;
  int moves_ = 0;
};

int Fail(CommandIo& io, const std::string& why) {
  io.err << "stratego watch: " << why << "\n";
  return kExitFailure;
}

Message WatchRequest(int game) {
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = game;
  return watch;
}

// The game as text lines on standard output, until it ends.
int WatchAsText(const std::string& socket, int game, CommandIo& io) {
  auto connection = ServerConnection::Open(socket);
  if (!connection) return Fail(io, connection.error());
  Message hello;
  hello.type = MessageType::kHello;
  hello.version = kProtocolVersion;
  hello.client = "stratego watch";
  if (Status sent = (*connection)->Send(hello); !sent) return Fail(io, sent.error());
  if (Status sent = (*connection)->Send(WatchRequest(game)); !sent) return Fail(io, sent.error());
  Transcript transcript(io.out);
  for (;;) {
    auto message = (*connection)->Receive();
    if (!message) return Fail(io, message.error());
    if (message->type == MessageType::kError) return Fail(io, message->message);
    if (transcript.Show(*message)) break;
  }
  Message bye;
  bye.type = MessageType::kBye;
  (void)(*connection)->Send(bye);
  return kExitOk;
}

// The watch screen until the spectator leaves; afterwards a line on how the game stands.
int WatchOnScreen(const ParsedArgs& args, const std::string& socket, int game, CommandIo& io) {
  const auto start = TerminalSettingsFromArgs(args, OptionsFilePath());
  if (!start) return UsageError(io, kWatchCommand, start.error());
  auto login = LogIn(socket, !args.Get("server").has_value(), "stratego watch", std::nullopt);
  if (!login) return Fail(io, login.error());
  if (Status sent = login->connection->Send(WatchRequest(game)); !sent)
    return Fail(io, sent.error());
  auto watching = AwaitWatching(*login->connection);
  if (!watching) return Fail(io, watching.error());
  auto outcome = std::make_shared<WatchOutcome>();
  auto table = std::make_unique<ServerWatch>(std::move(login->connection), *watching, outcome);
  auto screen = std::make_unique<WatchScreen>(std::move(table), game, start->settings.display);
  const int status = RunWithOptionsFile(*start, std::move(screen), io);
  if (outcome->over) io.out << "game " << game << ": " << outcome->result << "\n";
  if (!outcome->lost.empty()) return Fail(io, outcome->lost);
  return status;
}

int RunWatch(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.size() != 1)
    return UsageError(io, kWatchCommand,
                      args.positional.empty() ? "which game? (stratego watch GAME)"
                                              : "unexpected argument '" + args.positional[1] + "'");
  auto number = ParseIntegerOption("GAME", args.positional[0], 1, 1000000000);
  if (!number)
    return UsageError(io, kWatchCommand, "GAME is a game's number, as the server gives it");
  const std::string socket = args.Get("server").value_or(DefaultServerSocket());
  const int game = static_cast<int>(*number);
  const bool terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1;
  if (args.Has("text") || !terminal) return WatchAsText(socket, game, io);
  return WatchOnScreen(args, socket, game, io);
}

}  // namespace

Subcommand WatchCommand() {
  return {
      "watch",
      "GAME [--server SOCKET]",
      "watch a game on the game server, as a spectator",
      "Watches game GAME on the game server (stratego serve). On a terminal it opens the watch\n"
      "screen: the board with both armies as everyone sees them, the players, whose turn it\n"
      "is, the moves as they arrive, the move log and the result; q leaves (the game goes on).\n"
      "When standard input or output is not a terminal, or with --text, it prints the public\n"
      "view as text instead: the players, then a line a move (with the ranks a battle\n"
      "revealed), rescues, draw offers, and the end. A spectator hears only what both players\n"
      "hear (docs/RULES.md §8): no rank that no battle revealed, and under silent defense not\n"
      "the defender's.\n"
      "Any user of the server may watch any game. Exit status: 0 when the game has ended (as\n"
      "text) or the spectator left (on screen), 1 if the server cannot be reached, has no such\n"
      "game or goes away, 2 for usage errors.",
      {{"server", "SOCKET", "the server's socket (default $XDG_RUNTIME_DIR/stratego/server.sock)"},
       {"text", "", "print the game as text lines even on a terminal"},
       {"numbering", "NAME",
        "show ranks in modern (10 = Marshal, the default) or classic numbering"},
       {"ascii", "", "draw with plain ASCII characters even in a UTF-8 terminal"},
       {"no-color", "", "no colours (as does a non-empty NO_COLOR variable)"},
       {"no-mouse", "", "do not take over the mouse"}},
      RunWatch};
}

}  // namespace stratego
