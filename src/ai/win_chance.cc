#include "ai/win_chance.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ai/evaluation.h"

namespace stratego {

double WinChanceScale(const Board& board) {
  int material = 0;
  for (PieceId id = 0; id < kMaxPieces; ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && piece.rank != Rank::kFlag) material += BaseValue(piece.rank);
  }
  return std::max(kMinScale, kScaleShare * material);
}

double WinChance(int score, double scale) {
  const int ply = kWinScore - std::abs(score);
  if (ply <= kWinScore / 2) {  // a finished game (or, below -kWinScore, a move never scored)
    const double late = kWinChancePerPly * std::clamp(ply, 0, kLatePlies);
    return score > 0 ? 1.0 - late : score < -kWinScore ? 0.0 : late;
  }
  const double even = 1.0 / (1.0 + std::exp(-score / scale));
  return kMaterialFloor + (1 - 2 * kMaterialFloor) * even;
}

int ScoreForChance(double chance, double scale) {
  if (chance >= 1 - kMaterialFloor) {
    const double plies = std::min<double>(kLatePlies, (1 - chance) / kWinChancePerPly);
    return kWinScore - static_cast<int>(std::lround(plies));
  }
  if (chance <= kMaterialFloor) {
    const double plies = std::min<double>(kLatePlies, chance / kWinChancePerPly);
    return -(kWinScore - static_cast<int>(std::lround(plies)));
  }
  const double even =
      std::clamp((chance - kMaterialFloor) / (1 - 2 * kMaterialFloor), 1e-9, 1 - 1e-9);
  return static_cast<int>(std::lround(scale * std::log(even / (1 - even))));
}

}  // namespace stratego
