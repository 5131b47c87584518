// The baseline agent: uniformly random legal moves.
#include "ai/computer_player.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {

namespace {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}

  std::string Name() const override { return "random"; }

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
  Rng rng_;
};

}  // namespace

std::unique_ptr<Agent> MakeRandomAgent(std::uint64_t seed) {
  return std::make_unique<RandomAgent>(seed);
}

}  // namespace stratego
