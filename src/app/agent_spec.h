// Naming agents on the command line: `random`, `ai`, `ai:easy|normal|hard`, with `@MS` for a
// time per move other than the level's (`ai:hard@250`), `ucc:COMMAND`
// (stratego arena --red …, stratego play --blue …). `human` is not an agent: the terminal
// session handles people, so callers that accept it check for it first (IsHumanSpec).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "ai/agent.h"
#include "core/expected.h"
#include "core/rules.h"

namespace stratego {

struct AgentSettings {
  int think_ms = -1;             // the computer player's time per move; negative: its level's
  std::uint64_t seed = 1;        // seeds the agent's random choices
  int samples = 0;               // positive: a fixed search effort instead of a time (reproducible)
  int threads = 1;               // the threads the computer player thinks on
  int reply_timeout_ms = 10000;  // how long an external program may take to answer
};

bool IsHumanSpec(std::string_view spec);
// The agent a spec names, or an error that says what the spec may be.
Expected<std::unique_ptr<Agent>> MakeAgent(std::string_view spec, const AgentSettings& settings);
// Whether the agent a spec names can play games under `rules`: an outside program (ucc:) cannot
// play silent defense or rescues (UccCannotPlay). Commands ask before the first game, so that
// such a game is refused, never begun.
Status CheckAgentRules(std::string_view spec, const RuleSet& rules);
// The words of an error about a spec, for --help texts: "random, ai[:easy|normal|hard], ucc:CMD".
std::string_view AgentSpecForms();

}  // namespace stratego
