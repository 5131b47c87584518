#include "app/cli.h"

#include <ostream>

#include "app/version.h"

namespace stratego {

namespace {

std::vector<Subcommand> AllCommands() {
  return {PlayCommand(),    MenuCommand(),       ReplayCommand(),      ArenaCommand(),
          BotCommand(),     CheckSetupCommand(), RandomSetupCommand(), CheckGameCommand(),
          ConvertCommand(), BenchCommand(),      ServeCommand(),       HostCommand(),
          JoinCommand(),    WatchCommand()};
}

void PrintMainHelp(std::ostream& out) {
  out << "stratego " << kVersion << " - Stratego for the terminal\n\n"
      << "Usage: stratego               open the main menu\n"
      << "       stratego COMMAND [OPTIONS]\n\nCommands:\n";
  for (const Subcommand& command : AllCommands()) {
    std::string head = "  " + std::string(command.name);
    out << head << std::string(head.size() < 16 ? 16 - head.size() : 1, ' ') << command.summary
        << "\n";
  }
  out << "\nOptions:\n  --help     show this help (also after a command: stratego bench --help)\n"
      << "  --version  show the version\n"
      << "  stratego alone takes the main menu's options: see stratego menu --help\n\n"
      << "The rules the game follows are in docs/RULES.md and the setup file format in\n"
      << "setups/README.md of the source; installed, they are share/doc/stratego/RULES.md and\n"
      << "share/doc/stratego/setup-files.md.\n";
}

void PrintCommandHelp(const Subcommand& command, std::ostream& out) {
  out << "Usage: stratego " << command.name;
  if (!command.options.empty()) out << " [OPTIONS]";
  if (!command.synopsis.empty()) out << " " << command.synopsis;
  out << "\n\n" << command.summary << "\n";
  if (!command.details.empty()) out << "\n" << command.details << "\n";
  std::vector<OptionSpec> options = command.options;
  options.push_back({"help", "", "show this help"});
  out << "\nOptions:\n" << FormatOptionsHelp(options);
}

}  // namespace

int UsageError(CommandIo& io, std::string_view command, std::string_view message) {
  const std::string where = command.empty() ? "stratego" : "stratego " + std::string(command);
  io.err << where << ": " << message << "\nTry '" << where << " --help' for more information.\n";
  return kExitUsage;
}

int RunCommandLine(const std::vector<std::string>& args, CommandIo& io) {
  if (args.empty()) return RunCommandLine({"menu"}, io);
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    PrintMainHelp(io.out);
    return kExitOk;
  }
  if (args[0] == "--version") {
    io.out << "stratego " << kVersion << "\n";
    return kExitOk;
  }
  if (args[0].rfind("-", 0) == 0) {  // options alone are the main menu's: stratego --memory
    std::vector<std::string> menu = {"menu"};
    menu.insert(menu.end(), args.begin(), args.end());
    return RunCommandLine(menu, io);
  }
  for (const Subcommand& command : AllCommands()) {
    if (command.name != args[0]) continue;
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    auto parsed = ParseArgs(rest, command.options);
    if (!parsed) return UsageError(io, command.name, parsed.error());
    if (parsed->Has("help")) {
      PrintCommandHelp(command, io.out);
      return kExitOk;
    }
    return command.run(*parsed, io);
  }
  return UsageError(io, "", "unknown command '" + args[0] + "'");
}

}  // namespace stratego
