// Root attacks on hidden pieces, counted by the odds of the ranks drawn (ai/root_odds.h).
#include "ai/root_odds.h"

#include <catch2/catch.hpp>

#include "ai/beliefs.h"
#include "ai/evaluation.h"
#include "ai/search.h"
#include "ai/win_chance.h"
#include "core/text.h"
#include "core/view.h"
#include "odds_fixture.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::AddTogetherAndSplit;
using testing::OddsFixture;
using testing::Play;
using testing::Position;

// Blue's j10 and i10 are the Flag and the Bomb; Red's Marshal on i9 may attack either.
PlayerView MarshalBesideFlagAndBomb() {
  GameState state = Position("R10i9 R5a5 RFa1 BFj10 BBi10 B3e7", Player::kRed);
  Play(state, "a5-a6 e7-e6");
  return BuildView(state, Player::kRed);
}

}  // namespace

TEST_CASE("Root odds: each rank drawn counts by its odds, a rank never drawn, by its material",
          "[ai][root_odds]") {
  const OddsFixture f(MarshalBesideFlagAndBomb());
  const PieceId beside = f.At("i10");
  const int attack = f.IndexOf("i9-i10");
  RootOdds root(f.view.board, f.moves, f.odds);
  CHECK(root.Covers(attack));
  for (int i = 0; i < f.moves.size(); ++i)
    CHECK(root.Covers(i) == (FormatMove(f.moves[i]) == "i9-i10"));
  // Three samples, all of which drew i10 as the Flag: without the odds the attack would look
  // like a sure win.
  std::vector<double> chances(static_cast<std::size_t>(f.moves.size()), 0.5);
  const double scale = 200;
  for (double won : {0.97, 0.99, 0.98}) {
    chances[static_cast<std::size_t>(attack)] = won;
    root.Add(f.Drawn(beside, Rank::kFlag, Rank::kMiner), 100, scale, chances);
  }
  const double flag = f.odds.Chance(beside, Rank::kFlag);
  REQUIRE(flag > 0.01);  // open on two sides, i10 is seldom thought the Flag, but may be
  REQUIRE(flag < 0.95);
  CHECK(root.Chance(attack) == Approx(flag * 0.98 + (1 - flag) * WinChance(100 - 400, scale)));
  // A sample that drew the Bomb replaces the guess for it.
  chances[static_cast<std::size_t>(attack)] = 0.1;
  root.Add(f.Drawn(beside, Rank::kBomb, Rank::kMiner), 100, scale, chances);
  CHECK(root.Chance(attack) == Approx(flag * 0.98 + (1 - flag) * 0.1));
}

TEST_CASE("Root odds: a rank never drawn that would take our last movable piece loses the game",
          "[ai][root_odds]") {
  // As above, but the Marshal is Red's only piece that moves: should i10 be the Bomb, Red could
  // not move again (RULES.md §6), which is worse than losing the Marshal's material.
  GameState state = Position("R10i8 RFa1 BFj10 BBi10 B3e7", Player::kRed);
  Play(state, "i8-i9 e7-e6");
  const OddsFixture f(BuildView(state, Player::kRed));
  const PieceId beside = f.At("i10");
  const int attack = f.IndexOf("i9-i10");
  RootOdds root(f.view.board, f.moves, f.odds);
  std::vector<double> chances(static_cast<std::size_t>(f.moves.size()), 0.5);
  const double scale = 200;
  chances[static_cast<std::size_t>(attack)] = 0.98;
  root.Add(f.Drawn(beside, Rank::kFlag, Rank::kMiner), 100, scale, chances);
  const double flag = f.odds.Chance(beside, Rank::kFlag);
  REQUIRE(flag > 0.01);  // open on two sides, i10 is seldom thought the Flag, but may be
  REQUIRE(flag < 0.95);
  CHECK(root.Chance(attack) ==
        Approx(flag * 0.98 + (1 - flag) * WinChance(-(kWinScore - 1), scale)));
}

TEST_CASE("Search: with few samples the Marshal still spares an unmoved piece that may be a Bomb",
          "[ai][root_odds]") {
  // Blue's six unmoved pieces on its back row are the Flag, two Bombs, a Colonel, a Captain and
  // a Lieutenant; Red's Marshal stands beside e10. Over four samples that happen to draw no Bomb
  // there, the attack looked like a fair gamble; by the odds it loses the Marshal too often.
  GameState state =
      Position("R10e9 R4a5 RFa1 BFj10 BBe10 BBi10 B8a10 B5b10 B6c10 B3j7", Player::kRed);
  Play(state, "a5-a6 j7-j6");
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs beliefs(view, {});
  int attacks_with = 0;
  int attacks_without = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    for (bool on : {true, false}) {
      Rng rng(seed);
      SearchOptions options{3, 6, 4, 0, 0};
      options.root_odds = on;
      const std::atomic<bool> stop{false};
      const std::string move = FormatMove(ChooseMove(view, beliefs, options, rng, stop).move);
      (on ? attacks_with : attacks_without) += move == "e9-e10" ? 1 : 0;
    }
  }
  CHECK(attacks_with == 0);
  CHECK(attacks_without > 0);
}

TEST_CASE("Root odds: samples recorded apart and merged count as if recorded together",
          "[ai][root_odds]") {
  // As in the first test: another thread's samples of the same move (SearchOptions::threads).
  const OddsFixture f(MarshalBesideFlagAndBomb());
  const PieceId beside = f.At("i10");
  const int attack = f.IndexOf("i9-i10");
  RootOdds together(f.view.board, f.moves, f.odds);
  RootOdds first(f.view.board, f.moves, f.odds);
  RootOdds second(f.view.board, f.moves, f.odds);
  // A Flag, then a Bomb and a Flag on another thread.
  AddTogetherAndSplit(f, beside, Rank::kMiner, attack,
                      {{Rank::kFlag, 0.97}, {Rank::kBomb, 0.1}, {Rank::kFlag, 0.99}}, together,
                      first, second);
  first.Merge(second);
  const double flag = f.odds.Chance(beside, Rank::kFlag);
  CHECK(first.Chance(attack) == Approx(flag * 0.98 + (1 - flag) * 0.1));
  CHECK(first.Chance(attack) == Approx(together.Chance(attack)));
}

}  // namespace stratego
