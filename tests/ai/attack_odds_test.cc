// The odds of an attack on a hidden piece (ai/attack_odds.h).
#include "ai/attack_odds.h"

#include <catch2/catch.hpp>

#include "ai/beliefs.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {

using testing::Play;
using testing::Position;

TEST_CASE("Attack odds: what the view makes certain, and the counts of the unseen ranks",
          "[ai][attack_odds]") {
  // Blue's e7 has moved (neither Bomb nor Flag); j10 and i10 have not: one is the Flag, the
  // other the Bomb, since Blue has a Flag, a Bomb and a Miner left.
  GameState state = Position("R5j9 R10a1 RFa2 BFj10 BBi10 B3e7", Player::kRed);
  Play(state, "a1-b1 e7-e6");
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs beliefs(view, {});
  Rng rng(5);
  const AttackOdds odds(beliefs, view.rules, 200, rng);
  const PieceId moved = view.board.At(*ParseSquare("e6"));
  const PieceId corner = view.board.At(*ParseSquare("j10"));
  const PieceId beside = view.board.At(*ParseSquare("i10"));
  REQUIRE(odds.Covers(moved));
  CHECK_FALSE(odds.Covers(view.board.At(*ParseSquare("j9"))));  // Red's own piece
  CHECK(odds.Chance(moved, Rank::kMiner) == Approx(1.0));
  CHECK(odds.Chance(moved, Rank::kBomb) == 0.0);
  CHECK(odds.Chance(corner, Rank::kFlag) + odds.Chance(corner, Rank::kBomb) == Approx(1.0));
  CHECK(odds.Chance(corner, Rank::kFlag) == Approx(odds.Chance(beside, Rank::kBomb)));
  CHECK(odds.Chance(corner, Rank::kFlag) > 0.0);
  CHECK(odds.Chance(beside, Rank::kFlag) > 0.0);
}

TEST_CASE("Attack odds: the material an attack gains or loses, by the rules of combat",
          "[ai][attack_odds]") {
  GameState state = Position("R5j9 R10a1 RFa2 BFj10 BBi10 B3e7", Player::kRed);
  const PlayerView view = BuildView(state, Player::kRed);
  Rng rng(5);
  const AttackOdds odds(Beliefs(view, {}), view.rules, 10, rng);
  CHECK(odds.Gain(Rank::kMarshal, Rank::kBomb) == -400);
  CHECK(odds.Gain(Rank::kMiner, Rank::kBomb) == 20);
  CHECK(odds.Gain(Rank::kSpy, Rank::kMarshal) == 400);
  CHECK(odds.Gain(Rank::kMarshal, Rank::kSpy) == 50);
  CHECK(odds.Gain(Rank::kCaptain, Rank::kCaptain) == 0);
  CHECK(odds.Gain(Rank::kScout, Rank::kColonel) == -22);
}

TEST_CASE("Attack odds: the average gain of an attack, the Flag a large gain",
          "[ai][attack_odds][enemy_odds]") {
  // As above: e6 is the Miner; j10 and i10 are the Flag and the Bomb.
  GameState state = Position("R5j9 R10a1 RFa2 BFj10 BBi10 B3e7", Player::kRed);
  Play(state, "a1-b1 e7-e6");
  const PlayerView view = BuildView(state, Player::kRed);
  Rng rng(5);
  const AttackOdds odds(Beliefs(view, {}), view.rules, 200, rng);
  const PieceId moved = view.board.At(*ParseSquare("e6"));
  const PieceId corner = view.board.At(*ParseSquare("j10"));
  CHECK(odds.ExpectedGain(moved, Rank::kCaptain, false) == Approx(55));
  const double flag = odds.Chance(corner, Rank::kFlag);
  CHECK(odds.ExpectedGain(corner, Rank::kMarshal, false) ==
        Approx(flag * AttackOdds::kFlagGain + (1 - flag) * -400));
  CHECK(odds.ExpectedGain(corner, Rank::kMiner, false) ==
        Approx(flag * AttackOdds::kFlagGain + (1 - flag) * 20));
  // A piece with only ranks that cannot move keeps its odds should it move in a line.
  CHECK(odds.ExpectedGain(corner, Rank::kMarshal, true) ==
        Approx(odds.ExpectedGain(corner, Rank::kMarshal, false)));
  CHECK(odds.ExpectedGain(view.board.At(*ParseSquare("j9")), Rank::kCaptain, false) == 0.0);
}

TEST_CASE("Attack odds: a piece that moves in a line is no Bomb or Flag in the average gain",
          "[ai][attack_odds][enemy_odds]") {
  // Blue's unmoved b7 and j10 are the Flag, a Bomb or the Sergeant. The beliefs know only the
  // counts: informed, they would hardly think b7, open on every side, the Flag.
  GameState state = Position("R5j9 R10a1 RFa2 BFj10 BBi10 B4b7", Player::kRed);
  const PlayerView view = BuildView(state, Player::kRed);
  Rng rng(5);
  const AttackOdds odds(Beliefs(view, {false, false}), view.rules, 200, rng);
  const PieceId still = view.board.At(*ParseSquare("b7"));
  const double sergeant = odds.Chance(still, Rank::kSergeant);
  const double flag = odds.Chance(still, Rank::kFlag);
  REQUIRE(sergeant > 0);
  REQUIRE(flag > 0);
  CHECK(odds.ExpectedGain(still, Rank::kCaptain, false) ==
        Approx(sergeant * 35 + flag * AttackOdds::kFlagGain + (1 - sergeant - flag) * -80));
  CHECK(odds.ExpectedGain(still, Rank::kCaptain, true) == Approx(35));
}

}  // namespace stratego
