#include "ai/beliefs.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "ai/human_setups.h"

namespace stratego {

namespace {

// How much one observation of behaviour shifts the odds (RULES.md gives no numbers: people
// bluff, so no observation may rule a rank out).
constexpr float kBehaviourFactor = 0.45f;
// No behaviour makes a possible rank less than this share of the piece's likeliest rank.
constexpr float kBehaviourFloor = 0.02f;
// An approach or retreat counts when it ends (or starts) this close to the watched piece.
constexpr int kWatchDistance = 2;

int Distance(Square a, Square b) {
  return std::abs(a.file() - b.file()) + std::abs(a.row() - b.row());
}

// The setup cell (row * columns + column, as the owner sees it) of a square of `owner`'s rows.
int SetupCell(Player owner, Square square) {
  const int row = owner == Player::kRed ? kSetupRows - 1 - square.row()
                                        : square.row() - (kBoardSize - kSetupRows);
  const int column = owner == Player::kRed ? square.file() : kBoardSize - 1 - square.file();
  return row * kSetupColumns + column;
}

// A position replayed move by move: where each piece is, and which of the viewer's pieces the
// opponent has seen in an attack.
struct Replay {
  std::array<PieceId, kNumSquares> cells;
  std::vector<Square> at;
  std::array<bool, kMaxPieces> seen{};

  explicit Replay(const std::vector<Square>& start) : at(start) {
    cells.fill(kNoPiece);
    for (std::size_t id = 0; id < at.size(); ++id) {
      if (at[id].valid())
        cells[static_cast<std::size_t>(at[id].index())] = static_cast<PieceId>(id);
    }
  }
  void Remove(PieceId id) {
    cells[static_cast<std::size_t>(at[id].index())] = kNoPiece;
    at[id] = kNoSquare;
  }
  void Move(PieceId id, Square to) {
    cells[static_cast<std::size_t>(at[id].index())] = kNoPiece;
    cells[static_cast<std::size_t>(to.index())] = id;
    at[id] = to;
  }
  void Apply(const MoveReport& report) {
    if (!report.is_attack()) {
      Move(report.piece, report.move.to);
      return;
    }
    seen[report.piece] = seen[report.defender] = true;
    if (report.outcome != CombatOutcome::kAttackerWins) Remove(report.piece);
    if (report.outcome != CombatOutcome::kDefenderWins) Remove(report.defender);
    if (report.outcome == CombatOutcome::kAttackerWins) Move(report.piece, report.move.to);
  }
};

}  // namespace

std::vector<Square> StartSquares(const PlayerView& view) {
  std::vector<Square> at(kMaxPieces, kNoSquare);
  for (Player owner : {Player::kRed, Player::kBlue}) {
    for (PieceId id = FirstPieceId(owner); id < view.board.EndPieceId(owner); ++id)
      at[id] = view.board.piece(id).square;
  }
  for (auto report = view.history.rbegin(); report != view.history.rend(); ++report) {
    at[report->piece] = report->move.from;
    if (report->is_attack()) at[report->defender] = report->move.to;
  }
  return at;
}

Beliefs::Beliefs(const PlayerView& view, const BeliefOptions& options)
    : hidden_(HiddenPieces(view)) {
  weights_.assign(hidden_.size(), {});
  for (auto& weights : weights_)
    weights.fill(1.0f);
  const Army& army = GetArmy(view.rules.army);
  for (Rank rank = Rank::kFlag; rank != Rank::kUnknown; rank = RankAt(Index(rank) + 1))
    unseen_[static_cast<std::size_t>(Index(rank))] = army.Count(rank);
  const Player enemy = Opponent(view.viewer);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    const Rank rank = view.board.piece(id).rank;
    if (IsReal(rank)) --unseen_[static_cast<std::size_t>(Index(rank))];
  }
  const std::vector<Square> start = StartSquares(view);
  if (options.use_setup_statistics) ApplySetupStatistics(view, start);
  if (options.use_behaviour) ApplyBehaviour(view, start);
  ApplyCertainties(view);
}

float Beliefs::Weight(int index, Rank rank) const {
  return weights_[static_cast<std::size_t>(index)][static_cast<std::size_t>(Index(rank))];
}

int Beliefs::HiddenIndex(PieceId piece) const {
  const auto found = std::find(hidden_.begin(), hidden_.end(), piece);
  return found == hidden_.end() ? -1 : static_cast<int>(found - hidden_.begin());
}

// RULES.md §8: what a piece has shown about itself rules ranks out.
void Beliefs::ApplyCertainties(const PlayerView& view) {
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const Piece& piece = view.board.piece(hidden_[i]);
    auto& weights = weights_[i];
    if (piece.moved_far) {
      const float scout = weights[static_cast<std::size_t>(Index(Rank::kScout))];
      weights.fill(0.0f);
      weights[static_cast<std::size_t>(Index(Rank::kScout))] = scout > 0 ? scout : 1.0f;
    } else if (piece.moved) {
      weights[static_cast<std::size_t>(Index(Rank::kBomb))] = 0.0f;
      weights[static_cast<std::size_t>(Index(Rank::kFlag))] = 0.0f;
    }
  }
}

// The prior: how often people put each rank on the square the piece started on. Only the
// classic army has the statistics; the smaller armies start from the counts alone.
void Beliefs::ApplySetupStatistics(const PlayerView& view, const std::vector<Square>& start) {
  if (view.rules.army != ArmyKind::kClassic) return;
  // The counts already hold how many of each rank an army has; Sample() multiplies by the
  // number still unseen, so they are divided by the army's count here.
  const Army& army = GetArmy(view.rules.army);
  const Player enemy = Opponent(view.viewer);
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const Square square = start[hidden_[i]];
    if (!square.valid()) continue;
    const int cell = SetupCell(enemy, square);
    if (cell < 0 || cell >= kSetupCells) continue;
    for (int rank = 0; rank < kNumRanks; ++rank) {
      const int count = army.Count(RankAt(rank));
      weights_[i][static_cast<std::size_t>(rank)] =
          count == 0 ? 0.0f
                     : (static_cast<float>(kCellRankCounts[cell][rank]) + 1.0f) /
                           static_cast<float>(count);
    }
  }
}

// Multiplies the weights of the ranks that do not beat (stronger_than) or that beat (weaker)
// the known `rank` by `factor`.
void Beliefs::Scale(PieceId piece, bool stronger_than, Rank rank, float factor) {
  const int index = HiddenIndex(piece);
  if (index < 0) return;
  auto& weights = weights_[static_cast<std::size_t>(index)];
  for (int r = 0; r < kNumRanks; ++r) {
    const Rank candidate = RankAt(r);
    if (!IsMovable(candidate)) continue;
    bool beats = Index(candidate) > Index(rank);
    if (rank == Rank::kMarshal && candidate == Rank::kSpy) beats = true;
    if (rank == Rank::kBomb) beats = candidate == Rank::kMiner;
    if (beats != stronger_than) weights[static_cast<std::size_t>(r)] *= factor;
  }
}

void Beliefs::ApplyBehaviour(const PlayerView& view, const std::vector<Square>& start) {
  const auto original = weights_;
  Replay replay(start);
  const Player enemy = Opponent(view.viewer);
  for (const MoveReport& report : view.history) {
    if (report.mover == enemy && !report.is_attack()) {
      for (PieceId mine = FirstPieceId(view.viewer); mine < view.board.EndPieceId(view.viewer);
           ++mine) {
        const Square at = replay.at[mine];
        if (!replay.seen[mine] || !at.valid()) continue;
        const int before = Distance(report.move.from, at);
        const int after = Distance(report.move.to, at);
        const Rank rank = view.board.piece(mine).rank;
        if (after < before && after <= kWatchDistance) {
          Scale(report.piece, true, rank, kBehaviourFactor);
        } else if (after > before && before <= kWatchDistance && rank != Rank::kBomb) {
          Scale(report.piece, false, rank, kBehaviourFactor);
        }
      }
    }
    replay.Apply(report);
  }
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    const float top = *std::max_element(weights_[i].begin(), weights_[i].end());
    for (std::size_t r = 0; r < kNumRanks; ++r) {
      if (original[i][r] > 0) weights_[i][r] = std::max(weights_[i][r], kBehaviourFloor * top);
    }
  }
}

// The most constrained pieces first: Scouts seen moving far, then pieces that moved, then the
// rest, each group in a random order so that no piece is favoured by its id.
std::vector<std::size_t> Beliefs::SamplingOrder(Rng& rng) const {
  std::vector<std::size_t> order(hidden_.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[static_cast<std::size_t>(rng.Below(static_cast<int>(i)))]);
  auto group = [this](std::size_t i) {
    const auto& w = weights_[i];
    if (w[static_cast<std::size_t>(Index(Rank::kBomb))] > 0 ||
        w[static_cast<std::size_t>(Index(Rank::kFlag))] > 0)
      return 2;
    return w[static_cast<std::size_t>(Index(Rank::kMiner))] == 0 ? 0 : 1;
  };
  std::stable_sort(order.begin(), order.end(),
                   [&group](std::size_t a, std::size_t b) { return group(a) < group(b); });
  return order;
}

// A rank for hidden piece `index`, in proportion to its weight times the number of that rank
// still `left`; only ranks with a positive chance can come out.
Rank Beliefs::PickRank(std::size_t index, const std::array<int, kNumRanks>& left, Rng& rng) const {
  std::array<float, kNumRanks> odds{};
  float total = 0;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    odds[r] = left[r] > 0 ? weights_[index][r] * static_cast<float>(left[r]) : 0.0f;
    total += odds[r];
  }
  if (total <= 0) {  // beliefs that leave no rank: fall back on the counts alone
    for (std::size_t r = 0; r < kNumRanks; ++r)
      total += odds[r] = static_cast<float>(left[r]);
  }
  assert(total > 0);
  float pick = static_cast<float>(rng.Below(1 << 24)) / static_cast<float>(1 << 24) * total;
  std::size_t chosen = kNumRanks;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    if (odds[r] <= 0) continue;
    chosen = r;  // the last rank with a chance, should rounding carry `pick` past the end
    if (pick < odds[r]) break;
    pick -= odds[r];
  }
  assert(chosen < kNumRanks);
  return RankAt(static_cast<int>(chosen));
}

std::vector<Rank> Beliefs::Sample(Rng& rng) const {
  std::array<int, kNumRanks> left = unseen_;
  std::vector<Rank> ranks(hidden_.size(), Rank::kUnknown);
  for (std::size_t i : SamplingOrder(rng)) {
    ranks[i] = PickRank(i, left, rng);
    --left[static_cast<std::size_t>(Index(ranks[i]))];
  }
  return ranks;
}

}  // namespace stratego
