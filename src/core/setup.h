// A setup: one player's army on their own four rows, as that player sees it from their seat
// (RULES.md §3, FORMATS.md §1). One setup can be used by either colour.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/army.h"
#include "core/square.h"
#include "core/types.h"

namespace stratego {

inline constexpr int kSetupRows = 4;
inline constexpr int kSetupColumns = 10;
inline constexpr int kSetupCells = kSetupRows * kSetupColumns;

struct Setup {
  ArmyKind army = ArmyKind::kClassic;
  // cells[row * kSetupColumns + column]: row 0 is the front row (next to the lakes), row 3 the
  // back row; column 0 is the owner's left. An empty optional is an empty square.
  std::array<std::optional<Rank>, kSetupCells> cells{};
  std::string name;  // optional metadata, kept by setup files
  std::string author;
  std::string notes;

  std::optional<Rank> At(int row, int column) const {
    return cells[static_cast<std::size_t>(row * kSetupColumns + column)];
  }
  void Set(int row, int column, std::optional<Rank> rank) {
    cells[static_cast<std::size_t>(row * kSetupColumns + column)] = rank;
  }
  int CountOf(Rank rank) const;

  friend bool operator==(const Setup&, const Setup&) = default;
};

// The board square of a setup cell when `owner` uses the setup: for Red, row 0 is rank 4 and
// column 0 file a; for Blue, row 0 is rank 7 and column 0 file j (Blue's left).
Square SetupSquare(Player owner, int row, int column);
// The inverse: the cell (row * kSetupColumns + column) of `square` when `owner` sets up, or -1 for
// a square outside the owner's setup rows.
int SetupCellOf(Player owner, Square square);

// "9 Scouts, the classic army has 8", "1 Colonel, the Barrage army has none".
std::string CountProblem(const Army& army, Rank rank, int count);

// Everything wrong with a setup as a whole, in words for people (empty when it is valid):
// e.g. "9 Scouts, the classic army has 8". Each wrong rank is reported once.
std::vector<std::string> SetupProblems(const Setup& setup);
inline bool IsValid(const Setup& setup) {
  return SetupProblems(setup).empty();
}

}  // namespace stratego
