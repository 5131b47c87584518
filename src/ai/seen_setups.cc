#include "ai/seen_setups.h"

#include <cmath>

#include "ai/beliefs.h"

namespace stratego {

namespace {

// The log-likelihood of `ranks` (by cell) under the counts of `seen`, read straight or mirrored:
// each rank as likely as it was seen on its cell, one more of every rank counted so that a cell
// seen seldom or never says little.
double LogFit(const SeenSetups& seen, const std::array<std::optional<Rank>, kSetupCells>& ranks,
              bool mirrored) {
  double fit = 0;
  for (int cell = 0; cell < kSetupCells; ++cell) {
    const auto rank = ranks[static_cast<std::size_t>(cell)];
    if (!rank) continue;
    const int from = mirrored ? MirroredCell(cell) : cell;
    const auto& counts = seen.seen[static_cast<std::size_t>(from)];
    fit += std::log((counts[static_cast<std::size_t>(Index(*rank))] + 1.0) /
                    (seen.SeenAt(from) + static_cast<double>(kNumRanks)));
  }
  return fit;
}

}  // namespace

int SeenSetups::SeenAt(int cell) const {
  int total = 0;
  for (int count : seen[static_cast<std::size_t>(cell)])
    total += count;
  return total;
}

std::array<std::optional<Rank>, kSetupCells> EnemyRanksSeen(const PlayerView& view) {
  std::array<std::optional<Rank>, kSetupCells> ranks{};
  const Player enemy = Opponent(view.viewer);
  const std::vector<Square> start = StartSquares(view);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    const Rank rank = view.board.piece(id).rank;
    if (!IsReal(rank)) continue;
    const int cell = SetupCellOf(enemy, start[id]);
    if (cell >= 0) ranks[static_cast<std::size_t>(cell)] = rank;
  }
  return ranks;
}

void AddGame(SeenSetups& seen, const PlayerView& view) {
  const auto ranks = EnemyRanksSeen(view);
  const bool mirrored = LogFit(seen, ranks, true) > LogFit(seen, ranks, false);
  for (int cell = 0; cell < kSetupCells; ++cell) {
    const auto rank = ranks[static_cast<std::size_t>(cell)];
    if (!rank) continue;
    int& count = seen.seen[static_cast<std::size_t>(mirrored ? MirroredCell(cell) : cell)]
                          [static_cast<std::size_t>(Index(*rank))];
    if (count < SeenSetups::kMaxCount) ++count;
  }
  if (++seen.games < SeenSetups::kMaxGames) return;
  seen.games /= 2;
  for (auto& counts : seen.seen) {
    for (int& count : counts)
      count /= 2;
  }
}

double StraightOdds(const SeenSetups& seen, const PlayerView& view) {
  const auto ranks = EnemyRanksSeen(view);
  // 1 / (1 + e^(mirrored - straight)): a difference too large for exp gives 0, as it should.
  return 1.0 / (1.0 + std::exp(LogFit(seen, ranks, true) - LogFit(seen, ranks, false)));
}

}  // namespace stratego
