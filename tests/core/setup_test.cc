// RULES.md §2–§3: armies, setups, where they stand, and random setups.
#include "core/setup.h"

#include <catch2/catch.hpp>
#include <set>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {
namespace {

TEST_CASE("Armies: the classic army has 40 pieces with the counts of RULES.md §2",
          "[core][setup]") {
  const Army& army = GetArmy(ArmyKind::kClassic);
  CHECK(army.Total() == 40);
  CHECK(army.Count(Rank::kMarshal) == 1);
  CHECK(army.Count(Rank::kGeneral) == 1);
  CHECK(army.Count(Rank::kColonel) == 2);
  CHECK(army.Count(Rank::kMajor) == 3);
  CHECK(army.Count(Rank::kCaptain) == 4);
  CHECK(army.Count(Rank::kLieutenant) == 4);
  CHECK(army.Count(Rank::kSergeant) == 4);
  CHECK(army.Count(Rank::kMiner) == 5);
  CHECK(army.Count(Rank::kScout) == 8);
  CHECK(army.Count(Rank::kSpy) == 1);
  CHECK(army.Count(Rank::kBomb) == 6);
  CHECK(army.Count(Rank::kFlag) == 1);
  CHECK(GetArmy(ArmyKind::kBarrage).Total() == 8);
  CHECK(GetArmy(ArmyKind::kUltimateLightning).Total() == 20);
  CHECK(ParseArmyKind("ultimate-lightning") == ArmyKind::kUltimateLightning);
  CHECK_FALSE(ParseArmyKind("lightning").has_value());
}

TEST_CASE("Setups: rows and columns map to the owner's four rows as FORMATS.md §1 says",
          "[core][setup]") {
  CHECK(SquareName(SetupSquare(Player::kRed, 0, 0)) == "a4");    // Red's front row, left
  CHECK(SquareName(SetupSquare(Player::kRed, 3, 9)) == "j1");    // Red's back row, right
  CHECK(SquareName(SetupSquare(Player::kBlue, 0, 0)) == "j7");   // Blue's front row, Blue's left
  CHECK(SquareName(SetupSquare(Player::kBlue, 3, 9)) == "a10");  // Blue's back row, Blue's right
  std::set<int> red;
  std::set<int> blue;
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      red.insert(SetupSquare(Player::kRed, row, column).row());
      blue.insert(SetupSquare(Player::kBlue, row, column).row());
      // Blue's setup is Red's turned by 180°: the same cell, the rotated square.
      CHECK(SetupSquare(Player::kBlue, row, column) ==
            Rotated(SetupSquare(Player::kRed, row, column)));
    }
  }
  CHECK(red == std::set<int>{0, 1, 2, 3});   // ranks 1–4
  CHECK(blue == std::set<int>{6, 7, 8, 9});  // ranks 7–10
}

TEST_CASE("Setups: wrong piece counts are named rank by rank", "[core][setup]") {
  Rng rng(3);
  Setup setup = RandomSetup(ArmyKind::kClassic, rng);
  REQUIRE(IsValid(setup));
  for (int cell = 0; cell < kSetupCells; ++cell) {
    if (setup.cells[static_cast<std::size_t>(cell)] == Rank::kSergeant) {
      setup.cells[static_cast<std::size_t>(cell)] = Rank::kScout;
      break;
    }
  }
  CHECK(SetupProblems(setup) == std::vector<std::string>{"3 Sergeants, the classic army has 4",
                                                         "9 Scouts, the classic army has 8"});
  setup.army = ArmyKind::kBarrage;
  CHECK(SetupProblems(setup).front() == "2 Colonels, the Barrage army has none");
}

TEST_CASE("Random setups: valid for every army and shaped like a person's", "[core][setup]") {
  const ArmyKind army =
      GENERATE(ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  Rng rng(42);
  std::set<std::array<std::optional<Rank>, kSetupCells>> distinct;
  for (int i = 0; i < 2000; ++i) {
    const Setup setup = RandomSetup(army, rng);
    REQUIRE(SetupProblems(setup).empty());
    for (int column = 0; column < kSetupColumns; ++column)
      CHECK(setup.At(0, column) != Rank::kFlag);
    distinct.insert(setup.cells);
    // Red can always make a first move with it.
    Rng other(static_cast<std::uint64_t>(i));
    RuleSet rules;
    rules.army = army;
    const GameState state = GameState::Create(rules, setup, RandomSetup(army, other)).value();
    CHECK_FALSE(state.over());
  }
  CHECK(distinct.size() == 2000);
}

TEST_CASE("Random setups: a partly placed army is completed around its pieces", "[core][setup]") {
  const ArmyKind army =
      GENERATE(ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  Rng rng(77);
  for (int i = 0; i < 300; ++i) {
    const Setup full = RandomSetup(army, rng);
    Setup partial = full;
    for (int cell = 0; cell < kSetupCells; ++cell) {
      if (rng.Chance(1, 2)) partial.cells[static_cast<std::size_t>(cell)].reset();
    }
    const Setup completed = CompleteRandomly(partial, rng);
    REQUIRE(SetupProblems(completed) == std::vector<std::string>{});
    for (int cell = 0; cell < kSetupCells; ++cell) {
      const auto placed = partial.cells[static_cast<std::size_t>(cell)];
      if (placed) CHECK(completed.cells[static_cast<std::size_t>(cell)] == placed);
    }
    CHECK(CompleteRandomly(full, rng) == full);  // nothing to add
  }
  Setup overfull;
  overfull.cells[0] = Rank::kMarshal;
  overfull.cells[1] = Rank::kMarshal;
  CHECK(CompleteRandomly(overfull, rng) == overfull);  // cannot be completed: left as it is
}

TEST_CASE("Random setups: the same seed gives the same setup", "[core][setup]") {
  Rng a(7);
  Rng b(7);
  Rng c(8);
  const Setup first = RandomSetup(ArmyKind::kClassic, a);
  CHECK(first == RandomSetup(ArmyKind::kClassic, b));
  CHECK_FALSE(first == RandomSetup(ArmyKind::kClassic, c));
}

TEST_CASE("Setups: a game is refused a setup that is invalid or of another army", "[core][setup]") {
  Rng rng(5);
  const Setup good = RandomSetup(ArmyKind::kClassic, rng);
  Setup bad = good;
  bad.cells[0] = Rank::kMarshal;
  bad.cells[1] = Rank::kMarshal;
  const auto refused = GameState::Create({}, good, bad);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().rfind("Blue's setup: ", 0) == 0);
  RuleSet barrage;
  barrage.army = ArmyKind::kBarrage;
  const auto wrong_army = GameState::Create(barrage, good, good);
  REQUIRE_FALSE(wrong_army.has_value());
  CHECK(wrong_army.error() ==
        "Red's setup: it is for the classic army, the game uses the Barrage army");
}

TEST_CASE("Random numbers: reproducible and unbiased enough", "[core][rng]") {
  Rng a(1);
  Rng b(1);
  for (int i = 0; i < 100; ++i)
    CHECK(a.Next() == b.Next());
  Rng rng(99);
  int counts[6] = {};
  for (int i = 0; i < 60000; ++i)
    ++counts[rng.Below(6)];
  for (int count : counts)
    CHECK(std::abs(count - 10000) < 500);
}

}  // namespace
}  // namespace stratego
