// Deepening (SearchOptions::deepen_samples): a timed search goes a ply deeper, once, when its first
// sample says the time left would search enough samples there; a counted one, or one without the
// option, keeps its depth.
#include <atomic>
#include <catch2/catch.hpp>

#include "ai/beliefs.h"
#include "ai/search.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego {
namespace {

// The start of a seeded game, as Red sees it.
PlayerView OpeningView() {
  Rng rng(3);
  const RuleSet rules;
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  return BuildView(*GameState::Create(rules, red, blue), Player::kRed);
}

SearchReport Search(const SearchOptions& options) {
  const PlayerView view = OpeningView();
  const Beliefs beliefs(view, BeliefOptions{});
  Rng rng(5);
  const std::atomic<bool> stop{false};
  return ChooseMove(view, beliefs, options, rng, stop);
}

TEST_CASE("Search: a timed search deepens once when its time allows, and only then", "[ai]") {
  SearchOptions options;
  options.depth = 2;
  options.quiescence_depth = 2;
  SECTION("time for many samples deeper: one ply deeper, and no more") {
    // A sample of depth 2 takes well under a millisecond (tens under sanitizers): 600 ms leaves
    // time for ten times as long a sample and more, and then for deeper ones still.
    options.think_ms = 600;
    options.deepen_samples = 1;
    const SearchReport report = Search(options);
    CHECK(report.depth == 3);
    CHECK(report.samples >= 1);
  }
  SECTION("without the option, the depth it was given") {
    options.think_ms = 100;
    const SearchReport report = Search(options);
    CHECK(report.depth == 2);
  }
  SECTION("a counted number of samples, never deeper") {
    options.samples = 3;
    options.deepen_samples = 1;
    const SearchReport report = Search(options);
    CHECK(report.depth == 2);
    CHECK(report.samples == 3);
  }
  SECTION("too little time for the samples asked: the depth it was given") {
    options.think_ms = 20;
    options.deepen_samples = 100000;
    const SearchReport report = Search(options);
    CHECK(report.depth == 2);
  }
}

}  // namespace
}  // namespace stratego
