#include "app/agent_spec.h"

#include "ai/computer_player.h"
#include "app/args.h"
#include "app/ucc_agent.h"

namespace stratego {

namespace {

constexpr std::string_view kAiPrefix = "ai:";
constexpr std::string_view kUccPrefix = "ucc:";

// The largest depth an agent spec may ask for: a sample searched 6 plies deep takes seconds.
constexpr int kMaxSpecDepth = 6;

// "hard", "hard@250" or "hard@250/4": a level, optionally its time per move in milliseconds, and
// optionally the full-width plies of its search.
Expected<std::unique_ptr<Agent>> MakeComputer(std::string_view spec,
                                              const AgentSettings& settings) {
  const std::size_t slash = spec.find('/');
  int depth = 0;
  if (slash != std::string_view::npos) {
    auto parsed = ParseIntegerOption("", spec.substr(slash + 1), 1, kMaxSpecDepth);
    if (!parsed) {
      return Error{"ai:" + std::string(spec) + ": the depth after / must be a whole number, 1 to " +
                   std::to_string(kMaxSpecDepth)};
    }
    depth = static_cast<int>(*parsed);
  }
  const std::string_view timed = spec.substr(0, slash);
  const std::size_t at = timed.find('@');
  const std::string_view level_text = timed.substr(0, at);
  int think_ms = settings.think_ms;
  if (at != std::string_view::npos) {
    auto parsed = ParseIntegerOption("", timed.substr(at + 1), 0, 60000);
    if (!parsed) {
      return Error{"ai:" + std::string(spec) +
                   ": the time after @ must be a whole number of milliseconds, 0 to 60000"};
    }
    think_ms = static_cast<int>(*parsed);
  }
  const std::optional<Level> level = ParseLevel(level_text);
  if (!level) {
    return Error{"unknown level '" + std::string(level_text) +
                 "': the levels are easy, normal and hard"};
  }
  ComputerOptions options;
  options.level = *level;
  options.think_ms = think_ms;
  options.seed = settings.seed;
  options.samples = settings.samples;
  options.threads = settings.threads;
  options.depth = depth;
  return MakeComputerPlayer(options);
}

}  // namespace

bool IsHumanSpec(std::string_view spec) {
  return spec == "human";
}

std::string_view AgentSpecForms() {
  return "random, ai, ai:easy, ai:normal, ai:hard (ai:hard@MS: MS milliseconds a move; "
         "ai:hard@MS/D: and D full-width plies) or ucc:COMMAND";
}

Status CheckAgentRules(std::string_view spec, const RuleSet& rules) {
  if (spec.substr(0, kUccPrefix.size()) != kUccPrefix) return {};
  if (std::optional<std::string> why = UccCannotPlay(rules)) return Error{*why};
  return {};
}

Expected<std::unique_ptr<Agent>> MakeAgent(std::string_view spec, const AgentSettings& settings) {
  if (spec == "random") return MakeRandomAgent(settings.seed);
  if (spec == "ai") return MakeComputer("normal", settings);
  if (spec.substr(0, kAiPrefix.size()) == kAiPrefix)
    return MakeComputer(spec.substr(kAiPrefix.size()), settings);
  if (spec.substr(0, kUccPrefix.size()) == kUccPrefix) {
    const std::string command(spec.substr(kUccPrefix.size()));
    if (command.find_first_not_of(" \t") == std::string::npos)
      return Error{"ucc: needs a command to run, as in ucc:\"stratego bot\""};
    return MakeUccAgent(command, settings.reply_timeout_ms);
  }
  return Error{"unknown player '" + std::string(spec) + "': expected " +
               std::string(AgentSpecForms())};
}

}  // namespace stratego
