// The computer player's setups (ai/setup_choice.h, the library of ai/human_setups.h): valid, sound
// as people play them, and varied.
#include "ai/setup_choice.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "ai/human_setups.h"
#include "core/rng.h"

namespace stratego {
namespace {

using Cells = decltype(Setup::cells);

// Whether every neighbour of the cell in the setup rows (left, right, in front, behind) is a Bomb.
// For a cell behind the front row, whose neighbours are all setup cells or the board's edge.
bool WalledInByBombs(const Setup& setup, int row, int column) {
  const int steps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
  for (const auto& step : steps) {
    const int r = row + step[0];
    const int c = column + step[1];
    if (r < 0 || r >= kSetupRows || c < 0 || c >= kSetupColumns) continue;
    if (setup.At(r, c) != Rank::kBomb) return false;
  }
  return true;
}

bool FlagWalledInOnBackRow(const Setup& setup) {
  const int back = kSetupRows - 1;
  for (int column = 0; column < kSetupColumns; ++column) {
    if (setup.At(back, column) == Rank::kFlag) return WalledInByBombs(setup, back, column);
  }
  return false;
}

int FlagRow(const Setup& setup) {
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      if (setup.At(row, column) == Rank::kFlag) return row;
    }
  }
  return -1;
}

}  // namespace

TEST_CASE(
    "every classic library setup, either way round, is valid with the Flag walled in on the "
    "back row",
    "[ai][setups]") {
  REQUIRE(kClassicLibrary.size() == 400);
  for (const auto text : kClassicLibrary) {
    for (const bool mirrored : {false, true}) {
      INFO(std::string(text) << (mirrored ? " mirrored" : ""));
      const Setup setup = SetupFromGravonString(text, ArmyKind::kClassic, mirrored);
      CHECK(SetupProblems(setup).empty());
      CHECK(FlagWalledInOnBackRow(setup));
    }
  }
}

TEST_CASE("every Barrage library setup is valid with the Flag on one of the two back rows",
          "[ai][setups]") {
  REQUIRE(kBarrageLibrary.size() == 200);
  for (const auto text : kBarrageLibrary) {
    INFO(text);
    const Setup setup = SetupFromGravonString(text, ArmyKind::kBarrage, false);
    CHECK(SetupProblems(setup).empty());
    CHECK(FlagRow(setup) >= kSetupRows - 2);
  }
}

TEST_CASE("the chooser gives library setups, either way round, never the same twice in a row",
          "[ai][setups]") {
  std::set<Cells> library;
  for (const auto text : kClassicLibrary) {
    for (const bool mirrored : {false, true})
      library.insert(SetupFromGravonString(text, ArmyKind::kClassic, mirrored).cells);
  }
  Rng rng(2026);
  SetupChooser chooser;
  Setup previous;
  std::set<Cells> chosen;
  for (int draw = 0; draw < 1000; ++draw) {
    const Setup setup = chooser.Choose(ArmyKind::kClassic, rng);
    CHECK(library.count(setup.cells) == 1);
    if (draw > 0) CHECK(setup != previous);
    chosen.insert(setup.cells);
    previous = setup;
  }
  // 1,000 draws from the 800 setups, the library either way round, give about 570 distinct ones.
  CHECK(chosen.size() > 450);
}

TEST_CASE("the chooser gives a valid setup for an army without a library", "[ai][setups]") {
  Rng rng(7);
  SetupChooser chooser;
  for (int draw = 0; draw < 20; ++draw) {
    const Setup setup = chooser.Choose(ArmyKind::kUltimateLightning, rng);
    CHECK(setup.army == ArmyKind::kUltimateLightning);
    CHECK(SetupProblems(setup).empty());
  }
}

}  // namespace stratego
