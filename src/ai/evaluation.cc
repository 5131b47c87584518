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
// What a hidden strong piece is worth on top, in percent: the enemy cannot avoid it.
constexpr int kHiddenPremiumPercent = 10;
// The pull towards a target, in points, is its value times this over (distance + 1), in
// thousandths, for each movable piece's best target.
constexpr int kPullPerMille = 100;
// The Flag as a target is worth this much to pull towards.
constexpr int kFlagTargetValue = 1000;

struct Census {
  std::array<std::array<int, kNumRanks>, kNumPlayers> on_board{};

  explicit Census(const Board& board) {
    for (Player owner : {Player::kRed, Player::kBlue}) {
      for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
        const Piece& piece = board.piece(id);
        if (piece.on_board()) ++Count(owner, piece.rank);
      }
    }
  }
  int& Count(Player owner, Rank rank) {
    return on_board[static_cast<std::size_t>(Index(owner))][static_cast<std::size_t>(Index(rank))];
  }
  int Of(Player owner, Rank rank) const {
    return on_board[static_cast<std::size_t>(Index(owner))][static_cast<std::size_t>(Index(rank))];
  }
};

int ValueWith(const Census& census, Player owner, Rank rank) {
  const Player enemy = Opponent(owner);
  int value = kBaseValue[Index(rank)];
  if (rank == Rank::kSpy && census.Of(enemy, Rank::kMarshal) > 0) value += 150;
  if (rank == Rank::kMiner) {
    const int miners = census.Of(owner, Rank::kMiner);
    value = census.Of(enemy, Rank::kBomb) > 0 ? value + 30 * std::max(0, 4 - miners) : 25;
  }
  if (rank == Rank::kMarshal && census.Of(enemy, Rank::kSpy) == 0) value += 60;
  return value;
}

// Which attacks win, for the attacker's rank and the defender's, under rules with or without the
// attacker's advantage: looked up rather than worked out, as the evaluation asks very often.
struct WinTable {
  std::array<std::array<bool, kNumRanks>, kNumRanks> wins{};

  explicit WinTable(bool attacker_advantage) {
    RuleSet rules;
    rules.attacker_advantage = attacker_advantage;
    for (int attacker = 0; attacker < kNumRanks; ++attacker) {
      if (!IsMovable(RankAt(attacker))) continue;
      for (int defender = 0; defender < kNumRanks; ++defender) {
        wins[static_cast<std::size_t>(attacker)][static_cast<std::size_t>(defender)] =
            ResolveCombat(RankAt(attacker), RankAt(defender), rules) ==
            CombatOutcome::kAttackerWins;
      }
    }
  }
  bool Wins(Rank attacker, Rank defender) const {
    return wins[static_cast<std::size_t>(Index(attacker))]
               [static_cast<std::size_t>(Index(defender))];
  }
};

const WinTable& WinsUnder(const RuleSet& rules) {
  static const WinTable kPlain(false);
  static const WinTable kAttackerAdvantage(true);
  return rules.attacker_advantage ? kAttackerAdvantage : kPlain;
}

// One side's pieces on the board, gathered once for an evaluation.
struct Forces {
  int size = 0;
  std::array<Square, kMaxPiecesPerSide> squares;
  std::array<Rank, kMaxPiecesPerSide> ranks;
  std::array<int, kMaxPiecesPerSide> values;
  std::array<bool, kMaxPiecesPerSide> revealed;
};

Forces Gather(const Board& board, const Census& census, Player side) {
  Forces army;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board()) continue;
    const auto i = static_cast<std::size_t>(army.size++);
    army.squares[i] = piece.square;
    army.ranks[i] = piece.rank;
    army.values[i] =
        piece.rank == Rank::kFlag ? kFlagTargetValue : ValueWith(census, side, piece.rank);
    army.revealed[i] = piece.revealed;
  }
  return army;
}

int Distance(Square a, Square b) {
  return std::abs(a.file() - b.file()) + std::abs(a.row() - b.row());
}

// How strongly a piece of `rank` on `square` is drawn to the best enemy piece it would take.
int Pull(Square square, Rank rank, const Forces& enemy, const WinTable& table) {
  int best = 0;
  for (std::size_t j = 0; j < static_cast<std::size_t>(enemy.size); ++j) {
    if (!table.Wins(rank, enemy.ranks[j])) continue;
    best =
        std::max(best, enemy.values[j] * kPullPerMille / (Distance(square, enemy.squares[j]) + 1));
  }
  return best;
}

// The material and pull of one side.
int SideScore(const Forces& own, const Forces& enemy, const WinTable& table) {
  int material = 0;
  int pull = 0;
  for (std::size_t i = 0; i < static_cast<std::size_t>(own.size); ++i) {
    const Rank rank = own.ranks[i];
    if (rank == Rank::kFlag) continue;
    const int value = own.values[i];
    material += own.revealed[i] || value < kBaseValue[Index(Rank::kMajor)]
                    ? value
                    : value * (100 + kHiddenPremiumPercent) / 100;
    if (IsMovable(rank)) pull += Pull(own.squares[i], rank, enemy, table);
  }
  return material + pull / 1000;
}

}  // namespace

int PieceValue(const Board& board, Player owner, Rank rank) {
  return ValueWith(Census(board), owner, rank);
}

int Evaluate(const SearchState& state, Player side) {
  const Census census(state.board());
  const Forces own = Gather(state.board(), census, side);
  const Forces enemy = Gather(state.board(), census, Opponent(side));
  const WinTable& table = WinsUnder(state.rules());
  return SideScore(own, enemy, table) - SideScore(enemy, own, table);
}

}  // namespace stratego
