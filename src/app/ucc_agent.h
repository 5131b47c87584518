// An external program that speaks the UCC 2012 bot protocol (FORMATS.md §3), run as a child
// process: `stratego arena --red ucc:COMMAND`. The program is started afresh for every game (in
// ChooseSetup) and told to quit when the game ends; a program that exits, answers nonsense or
// keeps silent past the time limit forfeits, with the reason.
#pragma once

#include <memory>
#include <string>

#include "ai/agent.h"

namespace stratego {

// `command` is run by /bin/sh -c. `reply_timeout_ms` bounds every wait for an answer.
std::unique_ptr<Agent> MakeUccAgent(const std::string& command, int reply_timeout_ms);

}  // namespace stratego
