// The computer player (issue 5): strength levels and how to make one.
//
// It sees only its own view (ai/agent.h). It keeps beliefs about every hidden enemy piece
// (ai/beliefs.h), samples full positions consistent with them and searches each (ai/search.h),
// and chooses the move that does best over the samples.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>

#include "ai/agent.h"
#include "ai/seen_setups.h"

namespace stratego {

enum class Level : std::uint8_t { kEasy, kNormal, kHard };

std::string_view LevelName(Level level);  // "easy", "normal", "hard"
std::optional<Level> ParseLevel(std::string_view text);

// The time a level thinks per move by default: easy answers at once, hard takes about a second.
int DefaultThinkMs(Level level);

// The most threads a computer player may be asked to think on (SearchOptions::threads).
inline constexpr int kMaxSearchThreads = 16;

struct ComputerOptions {
  Level level = Level::kNormal;
  // Time per move in milliseconds; negative: the level's default (DefaultThinkMs).
  int think_ms = -1;
  // Seeds every random choice (setups, samples, ties): the same seed and the same views give the
  // same choices when `samples` is set.
  std::uint64_t seed = 1;
  // When positive, every move searches exactly this many sampled positions instead of thinking
  // for a time, so that a game is reproducible from its seed (tests, benchmarks).
  int samples = 0;
  // When positive, the full-width plies of each sample's search instead of the level's (for
  // measuring the levels against deeper or shallower versions of themselves: ai:hard@100/4).
  int depth = 0;
  // What was seen of an opponent's setups in earlier games (ai/seen_setups.h), asked for by the
  // opponent's name as each game begins; none, or nullopt, plays the opponent as a stranger. The
  // levels that use the setup statistics (normal, hard) use it.
  std::function<std::optional<SeenSetups>(std::string_view opponent)> recall = nullptr;
  // The threads a timed search draws its samples on (SearchOptions::threads). One by default:
  // two drew about 1.5 times the samples on two cores and measured no gain
  // (docs/computer-player.md, Threads).
  int threads = 1;
};

std::unique_ptr<Agent> MakeComputerPlayer(const ComputerOptions& options);

// A player that makes a uniformly random legal move and plays a random setup: the baseline.
std::unique_ptr<Agent> MakeRandomAgent(std::uint64_t seed);

}  // namespace stratego
