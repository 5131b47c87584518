// stratego bot: the computer player on standard input and output, speaking the UCC 2012 bot
// protocol (FORMATS.md §3). Placeholder: being written.
#include <ostream>

#include "app/cli.h"

namespace stratego {

namespace {

int RunBot(const ParsedArgs&, CommandIo& io) {
  io.err << "stratego bot: not written yet\n";
  return kExitFailure;
}

}  // namespace

Subcommand BotCommand() {
  return {"bot",
          "",
          "the computer player on stdin/stdout, speaking the UCC 2012 protocol",
          "",
          {{"level", "LEVEL", "easy, normal or hard (default normal)"}},
          RunBot};
}

}  // namespace stratego
