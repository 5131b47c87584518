// stratego bot: the computer player on standard input and output, speaking the UCC 2012 bot
// protocol (FORMATS.md §3; the order of messages is in io/ucc_protocol.h), for referees and
// tournaments of other programs, and for `stratego arena --red ucc:"stratego bot"`.
#include <cstdio>
#include <istream>
#include <ostream>
#include <random>

#include "ai/computer_player.h"
#include "app/cli.h"
#include "app/paths.h"
#include "app/rule_options.h"
#include "app/seen_setups_store.h"
#include "app/ucc_agent.h"
#include "app/ucc_bot.h"

namespace stratego {

namespace {

constexpr std::string_view kBotCommand = "bot";
constexpr std::size_t kMaxLineLength = 4096;  // longer lines are cut: no line of the protocol is

// Reads one line without its newline, the last one also without. False at the end of the input.
// Reads no further than the newline, so nothing is read after the line that says QUIT.
bool ReadLine(std::istream& in, std::string& line) {
  line.clear();
  bool any = false;
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    if (c == '\n') return true;
    any = true;
    if (line.size() < kMaxLineLength) line += static_cast<char>(c);
  }
  return any;
}

Expected<ComputerOptions> OptionsFromArgs(const ParsedArgs& args) {
  ComputerOptions options;
  if (auto text = args.Get("level")) {
    const auto level = ParseLevel(*text);
    if (!level) return Error{"--level takes easy, normal or hard, not '" + *text + "'"};
    options.level = *level;
  }
  if (auto text = args.Get("think-ms")) {
    auto value = ParseIntegerOption("think-ms", *text, 0, 600000);
    if (!value) return Error{value.error()};
    options.think_ms = static_cast<int>(*value);
  }
  if (auto text = args.Get("threads")) {
    auto value = ParseIntegerOption("threads", *text, 1, kMaxSearchThreads);
    if (!value) return Error{value.error()};
    options.threads = static_cast<int>(*value);
  }
  options.seed = std::random_device{}() % 1000000000u;
  if (auto text = args.Get("seed")) {
    auto value = ParseIntegerOption("seed", *text, 0, 1000000000000000000LL);
    if (!value) return Error{value.error()};
    options.seed = static_cast<std::uint64_t>(*value);
  }
  return options;
}

// What the search did for move `number` (from 1), for --verbose.
std::string DescribeSearch(int number, const SearchStats& stats) {
  char figures[96];
  std::snprintf(figures, sizeof figures, "%.1f ms, %.0f positions/s",
                static_cast<double>(stats.microseconds) / 1000, stats.PositionsPerSecond());
  return "stratego bot: move " + std::to_string(number) + ": " + std::to_string(stats.samples) +
         " samples at depth " + std::to_string(stats.depth) + ", " +
         std::to_string(stats.positions) + " positions in " + figures;
}

// The folder of what the bot saw of its opponents (--opponents), or nullopt for `--opponents off`.
Expected<std::optional<std::string>> MemoryDirFromArgs(const ParsedArgs& args) {
  const std::optional<std::string> text = args.Get("opponents");
  if (!text) return std::optional<std::string>(UserOpponentsDir());
  if (*text == "off") return std::optional<std::string>();
  if (text->empty()) return Error{"--opponents takes a folder or 'off'"};
  return std::optional<std::string>(*text);
}

// The name an opponent is remembered by: its own, and the army unless classic (where a Barrage
// army's few pieces stood says little of a classic setup).
std::string MemoryName(std::string_view opponent, const RuleSet& rules) {
  if (rules.army == ArmyKind::kClassic) return std::string(opponent);
  return std::string(opponent) + " (" + std::string(GetArmy(rules.army).name) + ")";
}

// Tells the player what it saw of each opponent before (ComputerOptions::recall). A file that
// cannot be read or parsed is reported, and the opponent played as a stranger: a bot that stopped
// would forfeit the game.
void RecallFrom(const std::string& dir, const RuleSet& rules, ComputerOptions& options,
                std::ostream& err) {
  options.recall = [dir, rules, &err](std::string_view opponent) -> std::optional<SeenSetups> {
    Expected<std::optional<SeenSetups>> seen = LoadSeenSetups(dir, MemoryName(opponent, rules));
    if (seen) return *seen;
    err << "stratego bot: " << seen.error() << " (playing without it)" << std::endl;
    return std::nullopt;
  };
}

// After a game that ended cleanly: what it showed of the opponent's setup is kept. A failure to
// keep it is reported; the game itself went well, so the exit status stays 0.
void Remember(const std::string& dir, const RuleSet& rules, const UccBot& bot, std::ostream& err) {
  if (!bot.view()) return;  // no board came: nothing was seen
  if (Status kept = RememberGame(dir, MemoryName(bot.opponent(), rules), *bot.view()); !kept)
    // The name is not repeated: a referee's name may hold anything; the file's path is safe.
    err << "stratego bot: cannot keep what it saw of this opponent: " << kept.error() << std::endl;
}

int RunBot(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, kBotCommand, "unexpected argument '" + args.positional[0] + "'");
  auto options = OptionsFromArgs(args);
  if (!options) return UsageError(io, kBotCommand, options.error());
  const auto rules = RuleSetFromArgs(args);
  if (!rules) return UsageError(io, kBotCommand, rules.error());
  if (auto why = UccCannotPlay(*rules)) return UsageError(io, kBotCommand, *why);
  const auto memory = MemoryDirFromArgs(args);
  if (!memory) return UsageError(io, kBotCommand, memory.error());
  if (*memory) RecallFrom(**memory, *rules, *options, io.err);
  const auto agent = MakeComputerPlayer(*options);
  UccBot bot(*agent, *rules);
  const bool verbose = args.Has("verbose");
  int moves_described = 0;
  std::string line;
  for (;;) {
    const UccBot::Reply reply = ReadLine(io.in, line) ? bot.Consume(line) : bot.EndOfInput();
    if (const std::string notice = bot.TakeNotice(); !notice.empty())
      io.err << "stratego bot: " << notice << std::endl;
    for (const std::string& answer : reply.lines)
      io.out << answer << '\n';
    io.out.flush();                    // the referee waits for every line
    if (!io.out) return kExitFailure;  // it cannot get them: main says why
    if (verbose && agent->TotalStats().moves > moves_described)
      io.err << DescribeSearch(++moves_described, agent->LastMoveStats()) << std::endl;
    if (!reply.error.empty()) {
      io.err << "stratego bot: " << reply.error << "\n";
      return kExitFailure;
    }
    if (!reply.finished) continue;
    if (*memory) Remember(**memory, *rules, bot, io.err);
    return kExitOk;
  }
}

}  // namespace

Subcommand BotCommand() {
  return {"bot",
          "",
          "the computer player on stdin/stdout, speaking the UCC 2012 protocol",
          "Plays one game against a referee program that speaks the bot protocol of the UCC\n"
          "Programming Competition 2012 (the referee sends 'RED name 10 10', the bot answers its\n"
          "setup, then moves as 'X Y DIRECTION [N]'). It exits with status 0 on QUIT; a line it\n"
          "cannot understand, a board that does not match the moves, an ILLEGAL verdict on its\n"
          "move or the end of the input before QUIT end it with a message on standard error and\n"
          "status 1. The rule options are the referee's: the bot keeps to the two-squares rule\n"
          "it is given (the original referee has none, so it accepts the bot's moves under any\n"
          "of them) until the referee lets the opponent break it: then it keeps it with the\n"
          "least N that allowed that move, or none, and says so on standard error. It sets up\n"
          "the army and plays knowing the move limits and attacker's advantage. The protocol\n"
          "cannot carry silent defense (its results announce both ranks) or rescues:\n"
          "--silent-defense and --rescue are refused (status 2). After a game it keeps the\n"
          "ranks it saw of the opponent's pieces, by the cell each started on, in a file named\n"
          "after the opponent (--opponents), and uses them the next time it meets that name.",
          WithOptions({{"level", "LEVEL", "easy, normal (the default) or hard"},
                       {"think-ms", "MS", "time per move in milliseconds (default: the level's)"},
                       {"threads", "T", "think on T threads, 1 to 16 (default 1)"},
                       {"seed", "N", "seeds the player's random choices (default: a random seed)"},
                       {"opponents", "DIR",
                        "where to keep what it saw of each opponent's setups, by the name the "
                        "referee gives, and play an opponent met before knowing it (default: "
                        "~/.local/share/stratego/opponents); 'off': neither"},
                       {"verbose", "",
                        "after each move, say on standard error what the search did: samples, "
                        "positions, milliseconds and positions per second"}},
                      RuleOptionSpecs()),
          RunBot};
}

}  // namespace stratego
