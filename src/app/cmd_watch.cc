// stratego watch: a spectator of a game on the game server (docs/protocol.md, `watch`), headless:
// the game's public view as text lines, a line a move, until the game ends. A spectator hears
// only what both players hear (RULES.md §8): no rank unless a battle revealed it, and under
// silent defense not the defender's. The terminal's watch screen comes later.
#include <ostream>

#include "app/cli.h"
#include "app/paths.h"
#include "net/client.h"

namespace stratego {

namespace {

constexpr std::string_view kCommand = "watch";

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

int RunWatch(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.size() != 1)
    return UsageError(io, kCommand,
                      args.positional.empty() ? "which game? (stratego watch GAME)"
                                              : "unexpected argument '" + args.positional[1] + "'");
  auto number = ParseIntegerOption("GAME", args.positional[0], 1, 1000000000);
  if (!number) return UsageError(io, kCommand, "GAME is a game's number, as the server gives it");
  const std::string socket = args.Get("server").value_or(DefaultServerSocket());
  auto fail = [&io](const std::string& why) {
    io.err << "stratego watch: " << why << "\n";
    return kExitFailure;
  };
  auto connection = ServerConnection::Open(socket);
  if (!connection) return fail(connection.error());
  Message hello;
  hello.type = MessageType::kHello;
  hello.version = kProtocolVersion;
  hello.client = "stratego watch";
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = static_cast<int>(*number);
  if (Status sent = (*connection)->Send(hello); !sent) return fail(sent.error());
  if (Status sent = (*connection)->Send(watch); !sent) return fail(sent.error());
  Transcript transcript(io.out);
  for (;;) {
    auto message = (*connection)->Receive();
    if (!message) return fail(message.error());
    if (message->type == MessageType::kError) return fail(message->message);
    if (transcript.Show(*message)) break;
  }
  Message bye;
  bye.type = MessageType::kBye;
  (void)(*connection)->Send(bye);
  return kExitOk;
}

}  // namespace

Subcommand WatchCommand() {
  return {
      "watch",
      "GAME [--server SOCKET]",
      "watch a game on the game server, as a spectator",
      "Watches game GAME on the game server (stratego serve) and prints its public view as\n"
      "text: the players, then a line a move (with the ranks a battle revealed), rescues,\n"
      "draw offers, and the end. A spectator hears only what both players hear\n"
      "(docs/RULES.md §8): no rank that no battle revealed, and under silent defense not the\n"
      "defender's.\n"
      "Any user of the server may watch any game. Exit status: 0 when the game has ended,\n"
      "1 if the server cannot be reached, has no such game or goes away, 2 for usage errors.",
      {{"server", "SOCKET", "the server's socket (default $XDG_RUNTIME_DIR/stratego/server.sock)"}},
      RunWatch};
}

}  // namespace stratego
