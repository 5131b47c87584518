// The `stratego` program: everything it does starts in RunCommandLine.
#include <iostream>
#include <string>
#include <vector>

#include "app/cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  stratego::CommandIo io{std::cin, std::cout, std::cerr};
  const int status = stratego::RunCommandLine(args, io);
  std::cout.flush();
  return status;
}
