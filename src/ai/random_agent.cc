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
    LegalMoves(view, moves_);
    return ChooseListedMove(view, moves_);
  }
  Expected<Move> ChooseListedMove(const PlayerView&, const MoveSet& legal) override {
    if (legal.empty()) return Error{"has no legal move"};
    return legal[rng_.Below(legal.size())];
  }

  // Any rescue open to it, or none, at random.
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    const std::vector<Rank> ranks = RescuableRanks(view.board, view.viewer);
    const std::vector<Square> squares = RescueSquares(view.board, view.viewer);
    const int choices = static_cast<int>(ranks.size() * squares.size());
    const auto pick = static_cast<std::size_t>(rng_.Below(choices + 1));
    if (pick == static_cast<std::size_t>(choices)) return std::optional<RescueChoice>();
    return std::optional<RescueChoice>(
        RescueChoice{ranks[pick / squares.size()], squares[pick % squares.size()]});
  }

 private:
  Rng rng_;
  // Kept between moves: a new MoveSet initialises every one of its kMaxMoves entries, which
  // costs a random move as much again as drawing it. A set, not a list: a uniform choice reads
  // one move of it.
  MoveSet moves_;
};

}  // namespace

std::unique_ptr<Agent> MakeRandomAgent(std::uint64_t seed) {
  return std::make_unique<RandomAgent>(seed);
}

}  // namespace stratego
