// The `stratego` program: everything it does starts in RunCommandLine.
#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "app/cli.h"
#include "app/output_buffer.h"

int main(int argc, char** argv) {
  // A file grown past `ulimit -f` must be a write error (EFBIG) that the writer reports and
  // cleans up after, not a SIGXFSZ that kills the program mid-move, leaving a temporary file and
  // the terminal in the game's screen. Programs started from here get the default back
  // (child_process.cc).
  std::signal(SIGXFSZ, SIG_IGN);
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  // Standard output through a buffer that keeps write errors, so that they change the status.
  stratego::FdOutputBuffer out_buffer(stratego::kStandardOutputFd);
  std::ostream out(&out_buffer);
  stratego::CommandIo io{std::cin, out, std::cerr};
  const int status = stratego::RunCommandLine(args, io);
  return stratego::CheckOutput(out, out_buffer, status, std::cerr);
}
