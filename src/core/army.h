// The armies of RULES.md §2: how many pieces of each rank a side has. Every army uses the same
// board and the same four setup rows; a smaller army leaves squares of those rows empty.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/types.h"

namespace stratego {

enum class ArmyKind : std::uint8_t { kClassic, kBarrage, kUltimateLightning };
inline constexpr std::array<ArmyKind, 3> kArmyKinds = {ArmyKind::kClassic, ArmyKind::kBarrage,
                                                       ArmyKind::kUltimateLightning};

struct Army {
  ArmyKind kind;
  std::string_view id;    // as written in files and options: "classic", "barrage", …
  std::string_view name;  // as shown to people: "classic", "Barrage", "Ultimate Lightning"
  std::array<std::uint8_t, kNumRanks> counts;  // indexed by Index(Rank)

  int Count(Rank rank) const {
    return rank == Rank::kUnknown ? 0 : counts[static_cast<std::size_t>(rank)];
  }
  int Total() const;
};

const Army& GetArmy(ArmyKind kind);
std::optional<ArmyKind> ParseArmyKind(std::string_view id);

}  // namespace stratego
