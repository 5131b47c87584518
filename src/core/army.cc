#include "core/army.h"

#include "core/text.h"

namespace stratego {

namespace {

// Counts in Rank order: Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel,
// General, Marshal, Bomb.
constexpr Army kArmies[] = {
    {ArmyKind::kClassic, "classic", "classic", {1, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6}},
    {ArmyKind::kBarrage, "barrage", "Barrage", {1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1}},
    {ArmyKind::kUltimateLightning,
     "ultimate-lightning",
     "Ultimate Lightning",
     {1, 1, 4, 2, 2, 2, 2, 1, 1, 1, 1, 2}},
};

}  // namespace

int Army::Total() const {
  int total = 0;
  for (auto count : counts)
    total += count;
  return total;
}

const Army& GetArmy(ArmyKind kind) {
  return kArmies[static_cast<std::size_t>(kind)];
}

std::optional<ArmyKind> ParseArmyKind(std::string_view id) {
  for (const Army& army : kArmies) {
    if (EqualsIgnoreCase(id, army.id)) return army.kind;
  }
  return std::nullopt;
}

}  // namespace stratego
