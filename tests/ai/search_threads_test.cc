// A search on several threads (SearchOptions::threads): a timed one adds up the samples its
// threads drew within its time; a counted one draws on the caller's thread alone, as it always
// did, so that seeded games stay reproducible.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>

#include "ai/beliefs.h"
#include "ai/search.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego {
namespace {

// A seeded game's start, as Red sees it.
PlayerView SeededView(std::uint64_t seed) {
  Rng rng(seed);
  const RuleSet rules;
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  return BuildView(*GameState::Create(rules, red, blue), Player::kRed);
}

SearchReport Search(const PlayerView& view, const SearchOptions& options) {
  const Beliefs beliefs(view, BeliefOptions{});
  Rng rng(5);
  const std::atomic<bool> stop{false};
  return ChooseMove(view, beliefs, options, rng, stop);
}

bool IsLegalIn(const PlayerView& view, Move move) {
  MoveList moves;
  LegalMoves(view, moves);
  for (Move legal : moves)
    if (legal == move) return true;
  return false;
}

}  // namespace

TEST_CASE("Search: on two threads a timed search keeps to its time and answers a legal move",
          "[ai]") {
  SearchOptions options;
  options.depth = 2;
  options.quiescence_depth = 2;
  options.threads = 2;
  options.think_ms = 150;
  options.spy_risk = true;
  for (const std::uint64_t seed : {std::uint64_t{3}, std::uint64_t{4}}) {
    const PlayerView view = SeededView(seed);
    const auto start = std::chrono::steady_clock::now();
    const SearchReport report = Search(view, options);
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(IsLegalIn(view, report.move));
    CHECK(report.samples >= 1);
    CHECK(report.nodes > 0);
    // The caller's first sample may run to 130% of the time; a helper stops at 100%. The rest is
    // room for the beliefs drawn before, a loaded machine and sanitizers: what this catches is a
    // helper that does not stop.
    CHECK(took < std::chrono::milliseconds(150 * 13 / 10 + 1000));
  }
}

TEST_CASE("Search: a counted search chooses the same on two threads as on one", "[ai]") {
  SearchOptions options;
  options.depth = 2;
  options.quiescence_depth = 2;
  options.samples = 4;
  options.spy_risk = true;
  const PlayerView view = SeededView(7);
  const SearchReport one = Search(view, options);
  options.threads = 2;
  const SearchReport two = Search(view, options);
  CHECK(two.move == one.move);
  CHECK(two.samples == one.samples);
  CHECK(two.nodes == one.nodes);
}

}  // namespace stratego
