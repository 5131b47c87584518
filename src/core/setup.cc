#include "core/setup.h"

namespace stratego {

int Setup::CountOf(Rank rank) const {
  int count = 0;
  for (const auto& cell : cells)
    count += (cell == rank) ? 1 : 0;
  return count;
}

Square SetupSquare(Player owner, int row, int column) {
  if (owner == Player::kRed) return Square::At(column, kSetupRows - 1 - row);
  return Square::At(kBoardSize - 1 - column, kBoardSize - kSetupRows + row);
}

int SetupCellOf(Player owner, Square square) {
  if (!square.valid()) return -1;
  const int row = owner == Player::kRed ? kSetupRows - 1 - square.row()
                                        : square.row() - (kBoardSize - kSetupRows);
  if (row < 0 || row >= kSetupRows) return -1;
  const int column = owner == Player::kRed ? square.file() : kBoardSize - 1 - square.file();
  return row * kSetupColumns + column;
}

std::string CountProblem(const Army& army, Rank rank, int count) {
  const int want = army.Count(rank);
  return RankCount(count, rank) + ", the " + std::string(army.name) + " army has " +
         (want == 0 ? std::string("none") : std::to_string(want));
}

std::vector<std::string> SetupProblems(const Setup& setup) {
  const Army& army = GetArmy(setup.army);
  std::vector<std::string> problems;
  if (setup.CountOf(Rank::kUnknown) > 0) {
    problems.push_back("the setup has pieces of unknown rank");
  }
  for (Rank rank : kRanksStrongestFirst) {
    const int have = setup.CountOf(rank);
    if (have != army.Count(rank)) problems.push_back(CountProblem(army, rank, have));
  }
  return problems;
}

}  // namespace stratego
