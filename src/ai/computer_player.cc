#include "ai/computer_player.h"

#include <array>

#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {

namespace {

constexpr std::array<std::string_view, 3> kLevelNames = {"easy", "normal", "hard"};

// Placeholder until the search lands: a random legal move.
class ComputerPlayer : public Agent {
 public:
  explicit ComputerPlayer(const ComputerOptions& options) : options_(options), rng_(options.seed) {}

  std::string Name() const override { return "ai:" + std::string(LevelName(options_.level)); }

  Expected<Setup> ChooseSetup(const RuleSet& rules, Player, std::string_view) override {
    return RandomSetup(rules.army, rng_);
  }

  Expected<Move> ChooseMove(const PlayerView& view) override {
    MoveList moves;
    LegalMoves(view, moves);
    if (moves.empty()) return Error{"has no legal move"};
    return moves[rng_.Below(moves.size())];
  }

 private:
  ComputerOptions options_;
  Rng rng_;
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
