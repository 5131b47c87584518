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

// Blue's e7 moved there; Red's Scout on e4 may attack it along the file, and Red's Marshal
// the unmoved a7 after its step.
PlayerView ScoutBelowAMovedPiece() {
  GameState state = Position("R2e4 R10a5 RSb2 RFa1 BFj10 BBi10 B10e8 B9a7 B4j7", Player::kRed);
  Play(state, "a5-a6 e8-e7");
  return BuildView(state, Player::kRed);
}

}  // namespace

TEST_CASE(
    "Root odds: with probes, the ranks that survive the attack count what finding them is "
    "worth",
    "[ai][root_odds]") {
  const OddsFixture f(ScoutBelowAMovedPiece());
  const PieceId probed = f.At("e7");
  const double scale = 200;
  const int before = 100;
  // Two samples: e7 drawn the Marshal (our Scout lost, 0.3), then a Lieutenant (0.35).
  const auto chance_of = [&](const std::string& move, bool probe) {
    RootOdds root(f.view.board, f.moves, f.odds, probe);
    const int attack = f.IndexOf(move);
    REQUIRE(root.Covers(attack));
    std::vector<double> chances(static_cast<std::size_t>(f.moves.size()), 0.5);
    for (auto [rank, chance] : {std::pair{Rank::kMarshal, 0.3}, {Rank::kLieutenant, 0.35}}) {
      chances[static_cast<std::size_t>(attack)] = chance;
      root.Add(f.Drawn(probed, rank, Rank::kSergeant), before, scale, chances);
    }
    return root.Chance(attack);
  };
  const double marshal = f.odds.Chance(probed, Rank::kMarshal);
  const double general = f.odds.Chance(probed, Rank::kGeneral);
  REQUIRE(marshal > 0.01);
  REQUIRE(general > 0.01);
  // The Scout loses to both. The Marshal was drawn: its searched chance counts ProbeValue more;
  // the General was not: its guess does.
  const double found_marshal =
      WinChance(ScoreForChance(0.3, scale) + ProbeValue(Rank::kMarshal), scale) - 0.3;
  const int scout_lost = f.odds.Gain(Rank::kScout, Rank::kGeneral);
  const double found_general = WinChance(before + scout_lost + ProbeValue(Rank::kGeneral), scale) -
                               WinChance(before + scout_lost, scale);
  CHECK(found_marshal > 0.1);
  CHECK(chance_of("e4-e7", true) - chance_of("e4-e7", false) ==
        Approx(marshal * found_marshal + general * found_general));
  // Our Marshal ties with theirs and takes their General: nothing is left to find.
  CHECK(chance_of("a6-a7", true) == Approx(chance_of("a6-a7", false)));
}

TEST_CASE("Search: with probes, a Scout tries the piece that came at our seen General",
          "[ai][root_odds]") {
  // Red's General showed itself taking a Sergeant on b5; Blue's b9 has since walked up to b7,
  // which only its Marshal would dare. Red's Scout on j7 can try it along the row.
  GameState state =
      Position("R9b4 R2j2 R5h2 R6g2 RFa1 RBb1 B4b5 B10b9 B8g9 B7h9 B6c9 B5d9 B3i9 BFj10 BBi10 BBj9",
               Player::kRed);
  Play(state, "b4-b5 b9-b8 j2-j7 b8-b7");
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs beliefs(view, {});
  int probes_with = 0;
  int probes_without = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    for (bool on : {true, false}) {
      Rng rng(seed);
      SearchOptions options{3, 6, 16, 0, 0};
      options.probe = on;
      const std::atomic<bool> stop{false};
      const std::string move = FormatMove(ChooseMove(view, beliefs, options, rng, stop).move);
      (on ? probes_with : probes_without) += move == "j7-b7" ? 1 : 0;
    }
  }
  Rng odds_rng(3);
  const AttackOdds odds(beliefs, view.rules, 200, odds_rng);
  INFO("the odds that b7 is the Marshal: " << odds.Chance(view.board.At(*ParseSquare("b7")),
                                                          Rank::kMarshal));
  // Without probes the search never tries it: in every sample the Scout is lost for nothing.
  CHECK(probes_without == 0);
  CHECK(probes_with >= 3);  // 4 of 8 when written; else the General steps back
}

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
  REQUIRE(flag > 0);  // open on two sides, i10 is seldom thought the Flag, but may be
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
  REQUIRE(flag > 0);  // open on two sides, i10 is seldom thought the Flag, but may be
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
