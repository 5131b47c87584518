#include "ai/evaluation.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <optional>

#include "ai/search_state.h"
#include "core/combat.h"
#include "core/square_set.h"

namespace stratego {

namespace {

// Base values, indexed by Index(rank): Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain,
// Major, Colonel, General, Marshal, Bomb. The Flag's worth is the game itself (kWinScore).
constexpr int kBaseValue[kNumRanks] = {0, 50, 22, 55, 35, 50, 80, 130, 190, 280, 400, 20};
// What a hidden strong piece (a Major or better) is worth on top, in percent: the enemy cannot
// avoid what it does not know.
constexpr int kHiddenPremiumPercent = 10;
// More for a hidden Marshal while the enemy's Spy is on the board (stop 44): a Marshal that shows
// itself is hunted by the one piece that takes it. Against the alpha-beta program of issue 12
// our Marshal attacked, and so showed itself, in 51 of 60 games, and its Spy took it in 31, 19
// times right after one of its attacks. At 30% (stops 44 to 68) showing the Marshal cost 120
// points, and the Spy still took it in 63 of 180 games against that program (stop 68); at 60%
// (stop 69) it costs 240: the Marshal shows itself for a General, a Colonel the enemy kept hidden
// or the game, not for a Major, as a player keeps it hidden while the enemy's Spy may be anywhere
// (docs/computer-player.md, stop 69).
constexpr int kHuntedMarshalPremiumPercent = 60;
// The premium of a hidden Major, Colonel or General while the enemy has a piece of a higher rank,
// which takes it once it is seen (stop 63), in percent, in place of kHiddenPremiumPercent. Why:
// of what the hidden pieces of the alpha-beta program of issue 12 took right after our own moves,
// 324 of 364 points a game were pieces of ours it had seen (stop 62). With 25% for every hidden
// strong piece we scored 46.2% against it where 33.6%, but a hidden Colonel far ahead, with
// nothing of the enemy's left to take it, would not show itself for a free Sergeant; counted only
// while such a taker lives, it does. Measured at 25%: 38.3% against the program in 180 games
// where 34.8% in 240, and 53.5% against the player before it (stop 63); at 40% (showing a
// Colonel costs 76 points, a General 112), 47.5% against the program on the same three seeds,
// 83% against the UCC winner where 81.5%, and 49.5% against the 25% in 200 games (stop 64,
// docs/computer-player.md).
constexpr int kHuntedPremiumPercent = 40;
// The pull towards a target is its value times this over (distance + 1), in thousandths of a
// point; the Flag as a target is worth kFlagTargetValue.
constexpr int kPullPerMille = 100;
constexpr int kFlagTargetValue = 1000;

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

// The number of steps between two squares along ranks and files round the lakes, for every pair,
// looked up (a breadth-first walk from every square). Round, not through: a piece in front of a
// lake that measured its way to a target beyond it straight across found no step that brought it
// nearer, and stood there. A lake square's own distances are unused and left at 0.
constexpr std::array<std::uint8_t, kNumSquares * kNumSquares> MakeDistances() {
  // Plain indices and the step table rather than Squares: clang evaluates a constant expression
  // in at most about a million steps, which the walk with Squares outgrew.
  std::array<std::uint8_t, kNumSquares * kNumSquares> table{};
  for (std::size_t from = 0; from < kNumSquares; ++from) {
    if (IsLake(Square::FromIndex(static_cast<int>(from)))) continue;
    std::uint8_t* const steps_from = &table[from * kNumSquares];
    std::array<bool, kNumSquares> reached{};
    std::array<std::uint8_t, kNumSquares> queue{};
    std::size_t head = 0;
    std::size_t tail = 0;
    queue[tail++] = static_cast<std::uint8_t>(from);
    reached[from] = true;
    while (head < tail) {
      const std::uint8_t at = queue[head++];
      for (const std::uint8_t next : detail::kStepTable.next[at]) {
        if (next == 0xFF || reached[next]) continue;  // past the edge, into a lake, or reached
        reached[next] = true;
        steps_from[next] = static_cast<std::uint8_t>(steps_from[at] + 1);
        queue[tail++] = next;
      }
    }
  }
  return table;
}
constexpr std::array<std::uint8_t, kNumSquares* kNumSquares> kDistances = MakeDistances();
constexpr bool WithinPullTable(const std::array<std::uint8_t, kNumSquares * kNumSquares>& table) {
  for (std::uint8_t steps : table)
    if (steps >= kPullByDistance.size()) return false;
  return true;
}
static_assert(WithinPullTable(kDistances), "a detour round a lake outgrew the pull's table");

std::size_t Distance(Square a, Square b) {
  return kDistances[static_cast<std::size_t>(a.index() * kNumSquares + b.index())];
}

// The Flag's worth is the game itself; the Spy's, a Miner's and the Marshal's depend on what is
// left (PieceValue), and the hidden Marshal's premium on whether the enemy's Spy lives
// (HiddenValue). The other ranks' values never change.
constexpr bool IsCounted(Rank rank) {
  return rank == Rank::kFlag || rank == Rank::kSpy || rank == Rank::kMiner ||
         rank == Rank::kMarshal;
}

// A piece's value when the enemy has not seen it: more for a strong one.
constexpr int WithPremium(int value) {
  return value < kBaseValue[Index(Rank::kMajor)] ? value
                                                 : value * (100 + kHiddenPremiumPercent) / 100;
}

// The worth of a piece of `rank`, worth `value`, that the enemy has not seen, against an enemy
// with enemy_on_board[r] pieces of each rank r.
int HiddenValue(Rank rank, int value, const RankCounts& enemy_on_board) {
  if (rank == Rank::kMarshal && Count(enemy_on_board, Rank::kSpy) > 0)
    return value * (100 + kHuntedMarshalPremiumPercent) / 100;
  return WithPremium(value);
}

// Whether a hidden Major, Colonel or General of `rank` counts kHuntedPremiumPercent: the enemy,
// with enemy_on_board[r] pieces of each rank r, has a piece of a higher rank.
bool IsHunted(Rank rank, const RankCounts& enemy_on_board) {
  for (int index = Index(rank) + 1; index <= Index(Rank::kMarshal); ++index)
    if (enemy_on_board[static_cast<std::size_t>(index)] > 0) return true;
  return false;
}

int TargetValue(Rank rank) {
  return rank == Rank::kFlag ? kFlagTargetValue : kBaseValue[Index(rank)];
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
    value = Count(enemy, Rank::kBomb) > 0 ? value + 20 * std::max(0, 4 - miners) : 25;
  }
  if (rank == Rank::kMarshal && Count(enemy, Rank::kSpy) == 0) value += 60;
  return value;
}

bool WalledIn(const Board& board, Square square) {
  const Player owner = OwnerOf(board.At(square));
  for (Direction direction : kDirections) {
    const Square beside = Step(square, direction);
    if (!beside.valid()) continue;  // off the board or a lake
    const PieceId id = board.At(beside);
    if (id == kNoPiece || OwnerOf(id) != owner || IsMovable(board.piece(id).rank)) return false;
  }
  return true;
}

bool FreeToMove(const Board& board, const Piece& piece) {
  return piece.on_board() && IsMovable(piece.rank) && !WalledIn(board, piece.square);
}

namespace {

// Whether a piece of `side` on the board would take a piece of `rank`, or, with `trades`, trade
// with it. Judged without the attacker's advantage (TargetsOf knows no rules): under it an attack
// on an equal rank wins even when `trades` is false, which this leaves out; PullAt, which knows
// the rules, still draws such a piece to the last one.
bool Takes(const Board& board, Player side, Rank rank, bool trades) {
  const WinTable& table = WinsUnder(RuleSet{});
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && IsMovable(piece.rank) &&
        (table.Wins(piece.rank, rank) || (trades && piece.rank == rank))) {
      return true;
    }
  }
  return false;
}

}  // namespace

PullTargets TargetsOf(const Board& board, Player owner) {
  return TargetsOf(board, owner, kNoSquare);
}

PullTargets TargetsOf(const Board& board, Player owner, Square threatened_flag) {
  PullTargets targets;
  int movable = 0;
  for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
    if (!board.piece(id).on_board()) continue;
    targets.ids[static_cast<std::size_t>(targets.size++)] = id;
    if (IsMovable(board.piece(id).rank)) ++movable;
  }
  const auto is_intruder = [&](PieceId id) {
    const Piece& piece = board.piece(id);
    return piece.rank == Rank::kMiner && threatened_flag.valid() &&
           Distance(piece.square, threatened_flag) <= kIntruderSteps;
  };
  const auto value = [&](PieceId id) {
    const Rank rank = board.piece(id).rank;
    const bool last_mover = movable == 1 && IsMovable(rank);
    return is_intruder(id) || last_mover ? kFlagTargetValue : TargetValue(rank);
  };
  std::stable_sort(targets.ids.begin(), targets.ids.begin() + targets.size,
                   [&](PieceId a, PieceId b) { return value(a) > value(b); });
  Square flag = kNoSquare;
  for (int i = 0; i < targets.size; ++i) {
    const PieceId id = targets.ids[static_cast<std::size_t>(i)];
    targets.values[static_cast<std::size_t>(i)] = value(id);
    if (is_intruder(id)) targets.intruders |= std::uint64_t{1} << i;
    const Piece& piece = board.piece(id);
    if (movable == 1 && IsMovable(piece.rank)) targets.last_mover = i;
    if (piece.rank == Rank::kFlag) flag = piece.square;
  }
  if (targets.last_mover >= 0) {
    const Rank last = board.piece(targets.ids[static_cast<std::size_t>(targets.last_mover)]).rank;
    targets.trade_wins = board.Movers(Opponent(owner)).movable.size() >= 2;
    targets.flag_for_miners_only =
        flag.valid() &&
        (Takes(board, Opponent(owner), last, targets.trade_wins) || WalledIn(board, flag));
  }
  targets.threatened_flag = threatened_flag;
  return targets;
}

int PullAt(const Board& board, const RuleSet& rules, const PullTargets& enemy, Rank rank,
           Square square) {
  const WinTable& table = WinsUnder(rules);
  // Two pieces stand at least a step apart, so no target of `value` pulls harder than this.
  constexpr int kNearest = kPullByDistance[1];
  int best = 0;
  for (int i = 0; i < enemy.size; ++i) {
    const Piece& target = board.piece(enemy.ids[static_cast<std::size_t>(i)]);
    const int value = enemy.values[static_cast<std::size_t>(i)];
    if (value * kNearest <= best) break;  // neither it nor any after it beats `best`
    if (!target.on_board() ||
        (target.rank == Rank::kFlag && enemy.flag_for_miners_only && rank != Rank::kMiner)) {
      continue;
    }
    const bool trade = i == enemy.last_mover && enemy.trade_wins && rank == target.rank;
    if (!table.Wins(rank, target.rank) && !trade) continue;
    std::size_t steps = Distance(square, target.square);
    if ((enemy.intruders >> i) & 1)
      steps = std::max(steps, Distance(square, enemy.threatened_flag));
    best = std::max(best, value * kPullByDistance[steps]);
  }
  return best;
}

int FlagThreat(Rank rank, Square square, Square flag) {
  // By distance; a Miner's is twice as much (Bombs do not stop it).
  static constexpr std::array<int, 4> kThreat = {0, 60, 25, 10};
  if (!flag.valid() || !IsMovable(rank)) return 0;
  const auto distance = static_cast<std::size_t>(Distance(square, flag));
  if (distance >= kThreat.size()) return 0;
  return rank == Rank::kMiner ? 2 * kThreat[distance] : kThreat[distance];
}

namespace {

// By the attacker's distance to the Flag.
constexpr std::array<int, 10> kDanger = {0, 300, 220, 160, 110, 80, 55, 35, 20, 10};
// How much of it is left, in quarters, by how far the nearest guard stands from the Flag against
// the attacker: a guard three steps nearer leaves none, one no nearer all of it.
constexpr std::size_t kQuarters = 4;
constexpr std::size_t kGuardLead = 3;

int Danger(Rank rank, std::size_t to_flag) {
  if (to_flag >= kDanger.size()) return 0;
  return rank == Rank::kMiner ? kDanger[to_flag] : kDanger[to_flag] / 4;
}

}  // namespace

int FlagDanger(const Board& board, const RuleSet& rules, Player defender, Square flag,
               std::uint64_t attackers, std::uint64_t guards) {
  if (!flag.valid()) return 0;
  const WinTable& table = WinsUnder(rules);
  const PieceId first_attacker = FirstPieceId(Opponent(defender));
  int worst = 0;
  for (std::uint64_t bits = attackers; bits != 0; bits &= bits - 1) {
    const Piece& attacker =
        board.piece(static_cast<PieceId>(first_attacker + std::countr_zero(bits)));
    const std::size_t to_flag = Distance(attacker.square, flag);
    const int most = Danger(attacker.rank, to_flag);
    if (most <= worst) continue;
    // 0 when a guard is three steps nearer the Flag than the attacker, up to 4 (all the danger)
    // when none is nearer, or there is no guard.
    std::size_t behind = kQuarters;
    for (std::uint64_t own = guards; own != 0 && behind > 0; own &= own - 1) {
      const Piece& piece =
          board.piece(static_cast<PieceId>(FirstPieceId(defender) + std::countr_zero(own)));
      if (!table.Wins(piece.rank, attacker.rank) && piece.rank != attacker.rank) continue;
      // A guard that cannot reach the attacker before the attacker reaches the Flag (in steps,
      // walls aside) guards nothing: a piece tucked behind its own Bombs beside the Flag is near
      // the Flag but not the Miner in front of them.
      if (Distance(piece.square, attacker.square) >= to_flag) continue;
      const std::size_t guard = Distance(piece.square, flag) + kGuardLead;
      behind = std::min(behind, guard > to_flag ? guard - to_flag : 0);
    }
    worst = std::max(worst, most * static_cast<int>(behind) / static_cast<int>(kQuarters));
  }
  return worst;
}

namespace {

// `set` and every square one step from it that is in `open`.
SquareSet Grown(SquareSet set, SquareSet open) {
  SquareSet grown = set;
  for (Direction direction : kDirections)
    grown |= set.ShiftedInto(direction, open);
  return grown;
}

}  // namespace

int TrapLoss(const Board& board, PieceId prey, PieceId hunter, SquareSet untaken, bool prey_first) {
  const Piece& hunted = board.piece(prey);
  const Piece& hunting = board.piece(hunter);
  assert(hunted.on_board() && hunting.on_board());
  if (Distance(hunted.square, hunting.square) > static_cast<std::size_t>(kTrapTurns + 1)) return 0;
  const SquareSet empty = ~board.Occupied();
  const SquareSet prey_open =
      empty | (board.Movers(hunting.owner).movable & ~untaken & ~SquareSet::Of(hunting.square));
  // The hunter's way counts generously, so that a way out is a sure one: where the prey takes a
  // piece on its way, the hunter may follow, and it passes its own pieces that move.
  const SquareSet hunter_open = prey_open | untaken | board.Movers(hunted.owner).movable;
  SquareSet reach = SquareSet::Of(hunting.square);  // where the hunter may be by now
  SquareSet safe = SquareSet::Of(hunted.square);    // where the prey may be, out of its reach
  if (!prey_first) {
    reach = Grown(reach, hunter_open);
    safe = safe & ~reach;
  }
  for (int turn = 0; turn < kTrapTurns && !safe.empty(); ++turn) {
    safe = Grown(safe, prey_open);
    reach = Grown(reach, hunter_open);
    safe = safe & ~reach;
  }
  return safe.empty() ? BaseValue(hunted.rank) * kTrappedPercent / 100 : 0;
}

int PieceMaterial(Rank rank, bool unseen) {
  static constexpr std::array<std::array<int, kNumRanks>, 2> kMaterial = [] {
    std::array<std::array<int, kNumRanks>, 2> table{};
    for (int index = 0; index < kNumRanks; ++index) {
      if (IsCounted(RankAt(index))) continue;
      const int value = kBaseValue[index];
      table[0][static_cast<std::size_t>(index)] = value;
      table[1][static_cast<std::size_t>(index)] = WithPremium(value);
    }
    return table;
  }();
  return kMaterial[unseen ? 1 : 0][static_cast<std::size_t>(Index(rank))];
}

int MinersMaterial(int miners, const RankCounts& enemy) {
  RankCounts own{};
  int material = 0;
  for (int count = 1; count <= miners; ++count) {
    own[static_cast<std::size_t>(Index(Rank::kMiner))] = count;
    material += PieceValue(Rank::kMiner, own, enemy);
  }
  return material;
}

int CountedMaterial(const RankCounts& on_board, const RankCounts& unseen,
                    const RankCounts& enemy_on_board) {
  // Never a premium for a hidden Miner: the last one is worth less than a Major (WithPremium).
  int material =
      MinersMaterial(on_board[static_cast<std::size_t>(Index(Rank::kMiner))], enemy_on_board);
  for (Rank rank : {Rank::kSpy, Rank::kMarshal}) {
    const auto r = static_cast<std::size_t>(Index(rank));
    if (on_board[r] == 0) continue;
    const int value = PieceValue(rank, on_board, enemy_on_board);
    material +=
        (on_board[r] - unseen[r]) * value + unseen[r] * HiddenValue(rank, value, enemy_on_board);
  }
  // The hunted premium, on top of the premium PieceMaterial counts.
  for (Rank rank : {Rank::kMajor, Rank::kColonel, Rank::kGeneral}) {
    const int hidden = unseen[static_cast<std::size_t>(Index(rank))];
    const int value = kBaseValue[Index(rank)];
    if (hidden > 0 && IsHunted(rank, enemy_on_board))
      material += hidden * (value * (100 + kHuntedPremiumPercent) / 100 - WithPremium(value));
  }
  return material;
}

int Evaluate(const SearchState& state, Player side) {
  const Player enemy = Opponent(side);
  int danger = 0;
  if (const std::optional<Player> guarded = state.guarded()) {
    danger = state.FlagDanger(*guarded);
    if (*guarded != side) danger = -danger;
  }
  if (const std::optional<Player> home = state.home())
    danger -= *home == side ? state.HomeGuard() : -state.HomeGuard();
  if (const std::optional<Player> covered = state.covered())
    danger -= *covered == side ? state.FlagCover() : -state.FlagCover();
  return state.material(side) - state.material(enemy) + state.threat(side) - state.threat(enemy) -
         danger + (state.pull(side) - state.pull(enemy)) / kPullScale - state.TrapLoss(side) +
         state.TrapLoss(enemy);
}

}  // namespace stratego
