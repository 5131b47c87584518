#include "core/random_setup.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <vector>

namespace stratego {

namespace {

// How strongly each rank is drawn to each setup row (front row first).
using RowWeights = std::array<int, kSetupRows>;

RowWeights WeightsFor(Rank rank) {
  switch (rank) {
    case Rank::kScout:
      return {6, 2, 2, 1};
    case Rank::kMiner:
      return {1, 1, 3, 4};
    case Rank::kSpy:
      return {1, 4, 3, 1};
    case Rank::kBomb:
      return {1, 3, 3, 2};
    case Rank::kMarshal:
    case Rank::kGeneral:
    case Rank::kColonel:
      return {2, 4, 2, 1};
    default:
      return {3, 3, 2, 2};
  }
}

// The order pieces are placed in: the Flag and its Bombs first, then the pieces with the
// strongest preferences, so that they find the rows they prefer still free.
constexpr Rank kPlacementOrder[] = {
    Rank::kFlag,  Rank::kBomb,  Rank::kMarshal, Rank::kGeneral, Rank::kSpy,        Rank::kColonel,
    Rank::kMiner, Rank::kScout, Rank::kMajor,   Rank::kCaptain, Rank::kLieutenant, Rank::kSergeant};

// A free cell chosen with probability proportional to its row's weight (any free cell when the
// preferred rows are full). The setup must have a free cell.
int PickCell(const Setup& setup, const RowWeights& preferred, Rng& rng) {
  auto total_for = [&](const RowWeights& weights) {
    int total = 0;
    for (int cell = 0; cell < kSetupCells; ++cell) {
      if (!setup.cells[static_cast<std::size_t>(cell)])
        total += weights[static_cast<std::size_t>(cell / kSetupColumns)];
    }
    return total;
  };
  const RowWeights weights = total_for(preferred) > 0 ? preferred : RowWeights{1, 1, 1, 1};
  int pick = rng.Below(total_for(weights));
  for (int cell = 0; cell < kSetupCells; ++cell) {
    if (setup.cells[static_cast<std::size_t>(cell)]) continue;
    pick -= weights[static_cast<std::size_t>(cell / kSetupColumns)];
    if (pick < 0) return cell;
  }
  assert(false);
  return 0;
}

// The free cells beside `cell` (left, right, in front) in the setup area.
std::vector<int> FreeNeighbours(const Setup& setup, int cell) {
  const int row = cell / kSetupColumns;
  const int column = cell % kSetupColumns;
  std::vector<int> neighbours;
  auto consider = [&](int r, int c) {
    if (r < 0 || r >= kSetupRows || c < 0 || c >= kSetupColumns) return;
    if (!setup.At(r, c)) neighbours.push_back(r * kSetupColumns + c);
  };
  consider(row, column - 1);
  consider(row, column + 1);
  consider(row - 1, column);
  return neighbours;
}

// The Flag on one of the two back rows (nearly always the last), and Bombs beside it. In a setup
// that is partly placed already, only free squares are used and only the Bombs still missing.
void PlaceFlagAndGuards(Setup& setup, const Army& army, Rng& rng) {
  const int flag_row = rng.Chance(85, 100) ? kSetupRows - 1 : kSetupRows - 2;
  int flag_cell = flag_row * kSetupColumns + rng.Below(kSetupColumns);
  if (setup.cells[static_cast<std::size_t>(flag_cell)]) {
    flag_cell = PickCell(setup, {0, 0, 1, 6}, rng);
  }
  setup.cells[static_cast<std::size_t>(flag_cell)] = Rank::kFlag;
  const int bombs = army.Count(Rank::kBomb);
  int guards = bombs >= 3 ? 2 + rng.Below(2) : bombs;
  if (bombs == 1 && rng.Chance(1, 3)) guards = 0;  // sometimes a bluff
  guards = std::min(guards, bombs - setup.CountOf(Rank::kBomb));
  for (; guards > 0; --guards) {
    const auto free = FreeNeighbours(setup, flag_cell);
    if (free.empty()) break;
    setup.cells[static_cast<std::size_t>(
        free[static_cast<std::size_t>(rng.Below(static_cast<int>(free.size())))])] = Rank::kBomb;
  }
}

// Whether some movable piece could make a first move: it has an empty neighbour in the setup
// area, or stands in the front row before an open square (not a lake).
bool HasOpening(const Setup& setup) {
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const auto rank = setup.At(row, column);
      if (!rank || !IsMovable(*rank)) continue;
      // The square in front of a front-row cell, as Red (rank 5); the lakes are symmetric under
      // Blue's turn of the board, so the answer is the same for Blue.
      const bool open_front = row == 0 && !IsLake(Square::At(column, kSetupRows));
      const bool free_side = (column > 0 && !setup.At(row, column - 1)) ||
                             (column + 1 < kSetupColumns && !setup.At(row, column + 1));
      const bool free_vertical = (row > 0 && !setup.At(row - 1, column)) ||
                                 (row + 1 < kSetupRows && !setup.At(row + 1, column));
      if (open_front || free_side || free_vertical) return true;
    }
  }
  return false;
}

// Places every piece `setup` lacks on its free squares.
Setup Fill(const Army& army, Setup setup, Rng& rng) {
  if (setup.CountOf(Rank::kFlag) < army.Count(Rank::kFlag)) PlaceFlagAndGuards(setup, army, rng);
  for (Rank rank : kPlacementOrder) {
    const int missing = army.Count(rank) - setup.CountOf(rank);
    for (int i = 0; i < missing; ++i) {
      setup.cells[static_cast<std::size_t>(PickCell(setup, WeightsFor(rank), rng))] = rank;
    }
  }
  return setup;
}

}  // namespace

Setup RandomSetup(ArmyKind kind, Rng& rng) {
  Setup empty;
  empty.army = kind;
  const Army& army = GetArmy(kind);
  Setup setup = Fill(army, empty, rng);
  while (!HasOpening(setup))
    setup = Fill(army, empty, rng);
  assert(IsValid(setup));
  return setup;
}

Setup CompleteRandomly(const Setup& partial, Rng& rng) {
  const Army& army = GetArmy(partial.army);
  for (Rank rank : kRanksStrongestFirst) {
    if (partial.CountOf(rank) > army.Count(rank)) return partial;  // cannot be completed
  }
  Setup setup = Fill(army, partial, rng);
  // The player's pieces stay where they are; a few tries find a setup with a first move if the
  // placed pieces allow one.
  for (int attempt = 0; attempt < 20 && !HasOpening(setup); ++attempt)
    setup = Fill(army, partial, rng);
  return setup;
}

}  // namespace stratego
