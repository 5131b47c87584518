// The enemy's uncertainty in the search: what the enemy may know of our pieces
// (ai/opponent_view.h), and its attacks on our pieces it has not seen, chosen by its odds
// (ai/search.cc).
#include <catch2/catch.hpp>

#include "ai/beliefs.h"
#include "ai/opponent_view.h"
#include "ai/search.h"
#include "core/random_setup.h"
#include "core/text.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::Play;
using testing::Position;

// A game of random moves under `rules`, for at most `plies`.
GameState RandomGame(std::uint64_t seed, int plies, const RuleSet& rules) {
  Rng rng(seed);
  GameState state =
      *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
  for (int ply = 0; ply < plies && !state.over(); ++ply) {
    const std::vector<Move> moves = state.LegalMoves();
    state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  return state;
}

// The move hard's search chooses for the player to move, with 24 samples and `seed`.
std::string SearchChoice(const GameState& state, bool enemy_odds, std::uint64_t seed) {
  const PlayerView view = BuildView(state, state.to_move());
  const Beliefs beliefs(view, {});
  Rng rng(seed);
  SearchOptions options{3, 6, 24, 0, 0, enemy_odds};
  const std::atomic<bool> stop{false};
  return FormatMove(ChooseMove(view, beliefs, options, rng, stop).move);
}

}  // namespace

TEST_CASE("Opponent view: the enemy's beliefs about our pieces, from public facts only",
          "[ai][enemy_odds]") {
  // Built from our view, they are what the enemy would believe from its own view: equal
  // certainties and weights for each of our pieces, under every rule that hides ranks.
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    RuleSet rules;
    rules.silent_defense = seed % 2 == 0;
    const GameState state = RandomGame(seed, static_cast<int>(40 + seed * 37), rules);
    for (Player me : {Player::kRed, Player::kBlue}) {
      INFO("seed " << seed << ", viewer " << (me == Player::kRed ? "Red" : "Blue"));
      const PlayerView mirror = OpponentView(BuildView(state, me));
      const PlayerView theirs = BuildView(state, Opponent(me));
      CHECK(mirror.viewer == theirs.viewer);
      for (PieceId id = FirstPieceId(me); id < state.board().EndPieceId(me); ++id)
        CHECK(mirror.board.piece(id) == theirs.board.piece(id));
      const Beliefs guessed(mirror, {});
      const Beliefs real(theirs, {});
      REQUIRE(guessed.hidden() == real.hidden());
      CHECK(guessed.hidden() == HiddenPieces(theirs));
      for (int i = 0; i < static_cast<int>(real.hidden().size()); ++i) {
        CHECK(guessed.Possible(i) == real.Possible(i));
        for (int r = 0; r < kNumRanks; ++r)
          CHECK(guessed.Weight(i, RankAt(r)) == real.Weight(i, RankAt(r)));
      }
    }
  }
}

TEST_CASE("Opponent view: a silent defender's rank stays hidden from the attacker",
          "[ai][enemy_odds]") {
  RuleSet rules;
  rules.silent_defense = true;
  GameState state = Position("R8e4 R3a1 RFa2 B4e5 B5h8 BFj10 BBi10", Player::kBlue, rules);
  Play(state, "e5xe4");  // the Sergeant attacks our Colonel and loses; the Colonel stays unseen
  const PlayerView mirror = OpponentView(BuildView(state, Player::kRed));
  CHECK(mirror.history.back().defender_rank == Rank::kUnknown);
  CHECK(mirror.board.piece(mirror.board.At(*ParseSquare("e4"))).rank == Rank::kUnknown);
  CHECK(mirror.board.piece(mirror.history.back().piece).rank == Rank::kSergeant);
}

TEST_CASE("Search: the enemy does not attack a hidden piece of ours that its odds call a Bomb",
          "[ai][enemy_odds]") {
  // Our unmoved Miner on e4 stands beside Blue's known Colonel; Blue sees seven unmoved pieces of
  // ours, six of them Bombs or the Flag. Blue's Scout ran to i5, beside our Captain. The Colonel
  // would not attack e4 without knowing it is no Bomb, so the Captain takes the Scout; searched
  // as if Blue knew our ranks, the Miner runs from the Colonel instead.
  GameState state =
      Position("RFa1 RBb1 RBa2 RBc1 RBd1 RBe1 RBb2 R3e4 R4e5 R6i4 R5j3 B8e6 B2i9 BFa10 BBb10 B5j10",
               Player::kBlue);
  Play(state, "e6xe5 j3-j2 i9-i5");
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    CHECK(SearchChoice(state, true, seed) == "i4-i5");
    CHECK(SearchChoice(state, false, seed) != "i4-i5");
  }
}

}  // namespace stratego
