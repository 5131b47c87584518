// stratego check-setup FILE...: validates setup files and reports every fault.
#include <istream>
#include <ostream>

#include "app/cli.h"
#include "io/setup_file.h"

namespace stratego {

namespace {

constexpr std::size_t kMaxInputBytes = 64 * 1024;

// "-" names standard input, as with most tools.
SetupParseResult ParseStandardInput(std::istream& in) {
  std::string text(kMaxInputBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxInputBytes) {
    SetupParseResult result;
    result.errors.push_back({0, 0, "the input is too large for a setup (more than 64 KiB)"});
    return result;
  }
  return ParseSetupText(text);
}

int RunCheckSetup(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.empty()) return UsageError(io, "check-setup", "no setup file given");
  bool all_valid = true;
  for (const std::string& path : args.positional) {
    const SetupParseResult result = path == "-" ? ParseStandardInput(io.in) : LoadSetupFile(path);
    if (result.setup) {
      io.out << path << ": ok\n";
      continue;
    }
    all_valid = false;
    for (const Diagnostic& error : result.errors)
      io.err << FormatDiagnostic(path, error) << "\n";
  }
  io.out.flush();
  return all_valid ? kExitOk : kExitFailure;
}

}  // namespace

Subcommand CheckSetupCommand() {
  return {"check-setup",
          "FILE...",
          "check setup files and report every fault",
          "Prints 'FILE: ok' for each valid file and each fault as 'FILE:LINE:COLUMN: message' on\n"
          "standard error. Exit status: 0 if every file is valid, 1 if not, 2 for usage errors.\n"
          "A file may also hold a 40-letter Gravon setup string instead of the 4 rows.\n"
          "FILE - reads standard input.",
          {},
          RunCheckSetup};
}

}  // namespace stratego
