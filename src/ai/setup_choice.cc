#include "ai/setup_choice.h"

#include <cassert>

#include "ai/human_setups.h"
#include "core/random_setup.h"

namespace stratego {

namespace {

Setup FromLibrary(const std::vector<std::string_view>& library, ArmyKind army, Rng& rng) {
  const auto index = static_cast<std::size_t>(rng.Below(static_cast<int>(library.size())));
  return SetupFromGravonString(library[index], army, rng.Chance(1, 2));
}

}  // namespace

Setup SetupFromGravonString(std::string_view text, ArmyKind army, bool mirrored) {
  assert(text.size() == kSetupCells);
  Setup setup;
  setup.army = army;
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const char letter = text[static_cast<std::size_t>(row * kSetupColumns + column)];
      setup.Set(row, mirrored ? kSetupColumns - 1 - column : column, RankFromGravonLetter(letter));
    }
  }
  return setup;
}

Setup SetupChooser::Choose(ArmyKind army, Rng& rng) {
  for (int attempt = 0; attempt < 8; ++attempt) {
    Setup setup = army == ArmyKind::kClassic   ? FromLibrary(kClassicLibrary, army, rng)
                  : army == ArmyKind::kBarrage ? FromLibrary(kBarrageLibrary, army, rng)
                                               : RandomSetup(army, rng);
    if (setup != last_) {
      last_ = setup;
      return setup;
    }
  }
  // Eight draws equal to the last one cannot happen with hundreds of setups; a random setup
  // then still keeps the promise (in all likelihood).
  last_ = RandomSetup(army, rng);
  return *last_;
}

}  // namespace stratego
