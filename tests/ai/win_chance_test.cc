// How search scores become chances to win (ai/win_chance.h).
#include "ai/win_chance.h"

#include <catch2/catch.hpp>
#include <cstdlib>

#include "ai/evaluation.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "support/position.h"

namespace stratego {

using testing::Position;

TEST_CASE("Win chance: even is one half, a lead more, and a won game more than any lead",
          "[ai][win_chance]") {
  const double scale = 350;
  CHECK(WinChance(0, scale) == Approx(0.5));
  CHECK(WinChance(100, scale) > WinChance(50, scale));
  CHECK(WinChance(-100, scale) == Approx(1 - WinChance(100, scale)));
  CHECK(WinChance(5000, scale) <= 1 - kMaterialFloor);
  CHECK(WinChance(kWinScore - 3, scale) > WinChance(5000, scale));
  CHECK(WinChance(kWinScore - 1, scale) > WinChance(kWinScore - 3, scale));
  CHECK(WinChance(-(kWinScore - 3), scale) < WinChance(-5000, scale));
  CHECK(WinChance(-kWinScore * 2, scale) == 0.0);
}

TEST_CASE("Win chance: a Marshal down leaves about a quarter at the start and nothing late",
          "[ai][win_chance]") {
  Rng rng(3);
  const GameState start = GameState::Create({}, RandomSetup(ArmyKind::kClassic, rng),
                                            RandomSetup(ArmyKind::kClassic, rng))
                              .value();
  const double opening = WinChanceScale(start.board());
  CHECK(opening == Approx(kScaleShare * 2 * 2731).epsilon(0.01));
  CHECK(WinChance(-440, opening) > 0.2);
  CHECK(WinChance(-440, opening) < 0.3);
  const GameState late = Position("R10d9 R3a2 R4b2 RFj1 B6g10 B5h10 B3i10 BFj10 BBi9");
  CHECK(WinChanceScale(late.board()) == kMinScale);
  CHECK(WinChance(-440, WinChanceScale(late.board())) < 0.1);
}

TEST_CASE("Win chance: ScoreForChance is its inverse", "[ai][win_chance]") {
  for (double scale : {150.0, 350.0}) {
    for (int score : {-3000, -440, -35, 0, 1, 80, 500, 2000}) {
      INFO(scale << " " << score);
      CHECK(std::abs(ScoreForChance(WinChance(score, scale), scale) - score) <=
            1 + std::abs(score) / 100);
    }
    for (int plies : {1, 4, 10}) {
      CHECK(ScoreForChance(WinChance(kWinScore - plies, scale), scale) == kWinScore - plies);
      CHECK(ScoreForChance(WinChance(-(kWinScore - plies), scale), scale) == -(kWinScore - plies));
    }
  }
}

}  // namespace stratego
