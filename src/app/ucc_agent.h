// An external program that speaks the UCC 2012 bot protocol (FORMATS.md §3), run as a child
// process: `stratego arena --red ucc:COMMAND`. The program is started afresh for every game (in
// ChooseSetup) and told to quit when the game ends; a program that exits, answers nonsense or
// keeps silent past the time limit forfeits, with the reason.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ai/agent.h"
#include "core/rules.h"

namespace stratego {

// Why a game under `rules` cannot be played over the UCC protocol, or nullopt if it can. The
// protocol's result lines announce both ranks of every fight, so silent defense would tell a
// program what the rules hide; and it has no message for a rescue (RULES.md §7). Both of its
// sides, `stratego bot` and ucc: players, refuse such rules before a game starts.
std::optional<std::string> UccCannotPlay(const RuleSet& rules);

// `command` is run by /bin/sh -c. `reply_timeout_ms` bounds every wait for an answer.
std::unique_ptr<Agent> MakeUccAgent(const std::string& command, int reply_timeout_ms);

}  // namespace stratego
