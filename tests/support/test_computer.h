// The computer player as tests make it: a level, a seed and a fixed number of belief samples
// instead of a time, so that its choices repeat from run to run. For suites that link the ai layer.
#pragma once

#include <cstdint>
#include <memory>

#include "ai/computer_player.h"

namespace stratego::testing {

inline std::unique_ptr<Agent> Computer(Level level, std::uint64_t seed, int samples = 1) {
  ComputerOptions options;
  options.level = level;
  options.seed = seed;
  options.samples = samples;
  return MakeComputerPlayer(options);
}

}  // namespace stratego::testing
