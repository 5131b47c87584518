// The `stratego` command line: subcommands, their options and --help texts.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "app/args.h"

namespace stratego {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the command ran and found a problem (an invalid file…)
inline constexpr int kExitUsage = 2;    // the command line itself was wrong

struct CommandIo {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

struct Subcommand {
  std::string_view name;      // "check-setup"
  std::string_view synopsis;  // "FILE..."
  std::string_view summary;   // one line for the command list
  std::string_view details;   // more text for `stratego NAME --help`
  std::vector<OptionSpec> options;
  int (*run)(const ParsedArgs& args, CommandIo& io);
};

// Runs the command line (without the program name) and returns the exit status.
int RunCommandLine(const std::vector<std::string>& args, CommandIo& io);

// The commands, each defined in its own file.
Subcommand CheckSetupCommand();
Subcommand RandomSetupCommand();
Subcommand BenchCommand();
Subcommand PlayCommand();
Subcommand MenuCommand();
Subcommand CheckGameCommand();
Subcommand ConvertCommand();
Subcommand ReplayCommand();
Subcommand ArenaCommand();
Subcommand BotCommand();
Subcommand ServeCommand();
Subcommand HostCommand();
Subcommand JoinCommand();
Subcommand WatchCommand();

// Reports a usage error the same way for every command: message, hint, exit status 2.
int UsageError(CommandIo& io, std::string_view command, std::string_view message);

}  // namespace stratego
