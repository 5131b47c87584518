#include "ai/computer_player.h"

#include <array>
#include <cassert>
#include <chrono>
#include <string>

#include "ai/beliefs.h"
#include "ai/rescue_choice.h"
#include "ai/search.h"
#include "ai/setup_choice.h"
#include "core/rng.h"

namespace stratego {

namespace {

constexpr std::array<std::string_view, 3> kLevelNames = {"easy", "normal", "hard"};

// Hard searches a ply deeper when its time would still search this many samples there: at a
// second a move, four plies with some 60 to 1,000 samples rather than three with some
// 870 (in a trial at 100 ms a move, four plies with a sixth of the samples of three held their
// own; see docs/computer-player.md, Deepening). Its trials at 30 ms a move never deepen.
constexpr int kHardDeepenSamples = 48;

// What each level does. Easy looks one move ahead over two guesses at the hidden ranks, without
// setup statistics or behaviour, the enemy's odds or the root odds (ai/search.h), and with much
// noise; normal two moves over as many guesses as
// its time allows; hard three moves, with longer chains of attacks at the end of each line (in
// trials against normal, quiescence 6 scored 79% of 12 games where quiescence 4 scored 50%), and
// deeper as its time allows (kHardDeepenSamples).
struct LevelPlan {
  SearchOptions search;
  BeliefOptions beliefs;
};

LevelPlan PlanFor(const ComputerOptions& options) {
  LevelPlan plan;
  switch (options.level) {
    case Level::kEasy:
      plan.search = {1, 2, 2, 0, 120, false, false};
      plan.beliefs = {false, false};
      break;
    case Level::kNormal:
      plan.search = {2, 3, 0, 0, 0};
      plan.search.spy_risk = true;
      plan.search.repeat_penalty = kRepeatPenalty;
      plan.search.caution = true;
      break;
    case Level::kHard:
      plan.search = {3, 6, 0, 0, 0};
      plan.search.spy_risk = true;
      plan.search.offered_bait = true;
      plan.search.escort = true;
      plan.search.repeat_penalty = kRepeatPenalty;
      plan.search.deepen_samples = kHardDeepenSamples;
      plan.search.draw_after_repeats = kDrawAfterRepeats;
      plan.search.caution = true;
      plan.search.intruder_pull = true;
      plan.search.flag_cover = true;
      break;
  }
  plan.search.think_ms = options.think_ms >= 0 ? options.think_ms : DefaultThinkMs(options.level);
  assert(options.threads >= 1 && options.threads <= kMaxSearchThreads);
  plan.search.threads = options.threads;
  if (options.samples > 0) plan.search.samples = options.samples;
  if (options.depth > 0) {  // a depth of its own is kept to, never deepened
    plan.search.depth = options.depth;
    plan.search.deepen_samples = 0;
  }
  return plan;
}

class ComputerPlayer : public Agent {
 public:
  explicit ComputerPlayer(const ComputerOptions& options)
      : options_(options), plan_(PlanFor(options)), rng_(options.seed) {}

  // A depth of its own is part of the name, so that a level and a deeper copy of it tell apart.
  std::string Name() const override {
    const std::string level = "ai:" + std::string(LevelName(options_.level));
    return options_.depth > 0 ? level + "/" + std::to_string(options_.depth) : level;
  }

  Expected<Setup> ChooseSetup(const RuleSet& rules, Player, std::string_view opponent) override {
    seen_.reset();
    if (options_.recall) seen_ = options_.recall(opponent);
    return setups_.Choose(rules.army, rng_);
  }

  Expected<Move> ChooseMove(const PlayerView& view) override {
    MoveList moves;
    LegalMoves(view, moves);
    if (moves.empty()) return Error{"has no legal move"};
    // An interrupt counts only while thinking (Agent::Interrupt): one that came late for the
    // last move is forgotten here.
    stop_.store(false);
    thinking_.store(true);
    const auto start = std::chrono::steady_clock::now();
    const Beliefs beliefs(view, plan_.beliefs, seen_ ? &*seen_ : nullptr);
    const SearchReport report = stratego::ChooseMove(view, beliefs, plan_.search, rng_, stop_);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    thinking_.store(false);
    last_ = {1, report.samples, report.nodes,
             std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count(), report.depth};
    total_.Add(last_);
    return report.move;
  }

  SearchStats LastMoveStats() const override { return last_; }
  SearchStats TotalStats() const override { return total_; }

  void Interrupt() override {
    if (thinking_.load()) stop_.store(true);
  }

  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    return ChooseComputerRescue(view);
  }

 private:
  ComputerOptions options_;
  LevelPlan plan_;
  Rng rng_;
  SetupChooser setups_;
  std::optional<SeenSetups> seen_;  // of this game's opponent (ComputerOptions::recall)
  std::atomic<bool> stop_{false};
  std::atomic<bool> thinking_{false};
  SearchStats last_;
  SearchStats total_;
};

}  // namespace

std::string_view LevelName(Level level) {
  return kLevelNames[static_cast<std::size_t>(level)];
}

std::optional<Level> ParseLevel(std::string_view text) {
  for (std::size_t i = 0; i < kLevelNames.size(); ++i) {
    if (kLevelNames[i] == text) return static_cast<Level>(i);
  }
  return std::nullopt;
}

int DefaultThinkMs(Level level) {
  switch (level) {
    case Level::kEasy:
      return 0;
    case Level::kNormal:
      return 200;
    case Level::kHard:
      return 1000;
  }
  return 0;
}

std::unique_ptr<Agent> MakeComputerPlayer(const ComputerOptions& options) {
  return std::make_unique<ComputerPlayer>(options);
}

}  // namespace stratego
