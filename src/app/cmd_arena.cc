// stratego arena: computer players against each other, with a summary. Placeholder.
#include <ostream>

#include "app/cli.h"

namespace stratego {

namespace {

int RunArena(const ParsedArgs&, CommandIo& io) {
  io.err << "stratego arena: not written yet\n";
  return kExitFailure;
}

}  // namespace

Subcommand ArenaCommand() {
  return {"arena", "", "play computer players against each other and sum up", "", {}, RunArena};
}

}  // namespace stratego
