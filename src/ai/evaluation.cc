#include "ai/evaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/combat.h"

namespace stratego {

namespace {

// Base values, indexed by Index(rank): Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain,
// Major, Colonel, General, Marshal, Bomb. The Flag's worth is the game itself (kWinScore).
constexpr int kBaseValue[kNumRanks] = {0, 50, 22, 55, 35, 50, 80, 130, 190, 280, 400, 20};
// What a hidden strong piece (a Major or better) is worth on top, in percent: the enemy cannot
// avoid what it does not know.
constexpr int kHiddenPremiumPercent = 10;
// The pull towards a target is its value times this over (distance + 1), in thousandths of a
// point; the Flag as a target is worth kFlagTargetValue.
constexpr int kPullPerMille = 100;
constexpr int kFlagTargetValue = 1000;

// How many pieces of each rank each side has on the board.
class Census {
 public:
  explicit Census(const Board& board) {
    for (Player owner : {Player::kRed, Player::kBlue}) {
      RankCounts& counts = counts_[static_cast<std::size_t>(Index(owner))];
      for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
        const Piece& piece = board.piece(id);
        if (piece.on_board()) ++counts[static_cast<std::size_t>(Index(piece.rank))];
      }
    }
  }
  const RankCounts& Of(Player owner) const {
    return counts_[static_cast<std::size_t>(Index(owner))];
  }

 private:
  std::array<RankCounts, kNumPlayers> counts_{};
};

int Count(const RankCounts& counts, Rank rank) {
  return counts[static_cast<std::size_t>(Index(rank))];
}

// Which attacks win, for the attacker's rank and the defender's, under rules with or without the
// attacker's advantage: looked up rather than worked out, as the pull asks very often.
class WinTable {
 public:
  explicit WinTable(bool attacker_advantage) {
    RuleSet rules;
    rules.attacker_advantage = attacker_advantage;
    for (int attacker = 0; attacker < kNumRanks; ++attacker) {
      if (!IsMovable(RankAt(attacker))) continue;
      for (int defender = 0; defender < kNumRanks; ++defender) {
        wins_[static_cast<std::size_t>(attacker * kNumRanks + defender)] =
            ResolveCombat(RankAt(attacker), RankAt(defender), rules) ==
            CombatOutcome::kAttackerWins;
      }
    }
  }
  bool Wins(Rank attacker, Rank defender) const {
    return wins_[static_cast<std::size_t>(Index(attacker) * kNumRanks + Index(defender))];
  }

 private:
  std::array<bool, kNumRanks * kNumRanks> wins_{};
};

const WinTable& WinsUnder(const RuleSet& rules) {
  static const WinTable plain(false);
  static const WinTable attacker_advantage(true);
  return rules.attacker_advantage ? attacker_advantage : plain;
}

// kPullPerMille * 16 / (distance + 1) for every distance on the board, looked up.
constexpr std::array<int, 2 * kBoardSize> MakePullByDistance() {
  std::array<int, 2 * kBoardSize> table{};
  for (std::size_t distance = 0; distance < table.size(); ++distance)
    table[distance] = kPullPerMille * 16 / static_cast<int>(distance + 1);
  return table;
}
constexpr std::array<int, 2 * kBoardSize> kPullByDistance = MakePullByDistance();

int Distance(Square a, Square b) {
  return std::abs(a.file() - b.file()) + std::abs(a.row() - b.row());
}

int TargetValue(Rank rank) {
  return rank == Rank::kFlag ? kFlagTargetValue : kBaseValue[Index(rank)];
}

int Material(const Board& board, const Census& census, Player side) {
  std::array<int, kNumRanks> values;  // looked up once, not once a piece
  for (int rank = 0; rank < kNumRanks; ++rank) {
    values[static_cast<std::size_t>(rank)] =
        PieceValue(RankAt(rank), census.Of(side), census.Of(Opponent(side)));
  }
  int material = 0;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || piece.rank == Rank::kFlag) continue;
    const int value = values[static_cast<std::size_t>(Index(piece.rank))];
    material += piece.revealed || value < kBaseValue[Index(Rank::kMajor)]
                    ? value
                    : value * (100 + kHiddenPremiumPercent) / 100;
  }
  return material;
}

}  // namespace

int BaseValue(Rank rank) {
  return kBaseValue[Index(rank)];
}

int PieceValue(Rank rank, const RankCounts& own, const RankCounts& enemy) {
  int value = kBaseValue[Index(rank)];
  if (rank == Rank::kSpy && Count(enemy, Rank::kMarshal) > 0) value += 150;
  if (rank == Rank::kMiner) {
    const int miners = Count(own, Rank::kMiner);
    value = Count(enemy, Rank::kBomb) > 0 ? value + 30 * std::max(0, 4 - miners) : 25;
  }
  if (rank == Rank::kMarshal && Count(enemy, Rank::kSpy) == 0) value += 60;
  return value;
}

int PullAt(const Board& board, const RuleSet& rules, Player owner, Rank rank, Square square) {
  const WinTable& table = WinsUnder(rules);
  const Player enemy = Opponent(owner);
  int best = 0;
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& target = board.piece(id);
    if (!target.on_board() || !table.Wins(rank, target.rank)) continue;
    const auto distance = static_cast<std::size_t>(Distance(square, target.square));
    best = std::max(best, TargetValue(target.rank) * kPullByDistance[distance]);
  }
  return best;
}

int Evaluate(const SearchState& state, Player side) {
  const Census census(state.board());
  const Player enemy = Opponent(side);
  const int material =
      Material(state.board(), census, side) - Material(state.board(), census, enemy);
  return material + (state.pull(side) - state.pull(enemy)) / kPullScale;
}

}  // namespace stratego
