#include "ai/beliefs.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "ai/human_setups.h"
#include "core/combat.h"

namespace stratego {

namespace {

// How much one observation of behaviour shifts the odds (RULES.md gives no numbers: people
// bluff, so no observation may rule a rank out).
constexpr float kBehaviourFactor = 0.45f;
// The same for a step that ends beside our seen piece, a threat to take it (stop 47). Why: in
// stop 45's saved games, a hidden enemy piece that stepped beside one of our seen pieces weaker
// than a Major was stronger than it 219 times in 226 against the UCC winner, 123 in 153 against
// the alpha-beta program and 145 in 199 between two hards, where the odds at 0.45 said 186.5,
// 102.1 and 141.2; beside a Major or better 80 in 85, 80 in 147 and 53 in 107, where they said
// 50.4, 57.7 and 39.6. At 0.2 they say 197.8, 117.4 and 155.2; 54.1, 67.0 and 51.2. At 0.1 they
// ran past the truth between two hards (160.6 and 57.5).
constexpr float kThreatFactor = 0.2f;
// Whether a hidden piece coming at our seen piece of `rank` tells that it is stronger. Not at our
// Marshal (stop 54): only the Spy takes it, and what comes at a known Marshal is mostly bait or a
// probe, rarely the Spy. Of the hidden pieces that stepped beside our seen Marshal, 11 of 173 were
// the Spy against the alpha-beta program of issue 12 (443 games at 30 ms, stops 50 to 53), 2 of
// 63 between two hards (200 games) and none of 3 against the UCC winner (100 games), about their
// share of one Spy among the pieces that move; the factors above made such a piece the Spy with
// odds of 0.3 to 0.6, so that the Marshal took it as the Spy while the true Spy stood beside it.
bool ApproachTells(Rank rank) {
  return rank != Rank::kMarshal;
}
// No behaviour makes a possible rank less than this share of the piece's likeliest rank.
constexpr float kBehaviourFloor = 0.02f;
// An approach or retreat counts when it ends (or starts) this close to the watched piece.
constexpr int kWatchDistance = 2;
// The factor on the odds of each rank that would have taken our seen Marshal or General, for a
// hidden piece that stood beside it on the enemy's turn and did not (DeclinedTakes).
constexpr float kDeclinedTakeFactor = 0.1f;
// How much likelier the Spy is beside an enemy piece that our known Marshal stands beside and may
// take (ApplyBait): measured, about 2 to 4 beside such a piece that moved, 1 to 3 beside one that
// never did (see there).
constexpr float kBaitSpyFactor = 3.0f;
// The same beside a bait we have seen to be a Major, a Colonel or a General (stop 47, see
// ApplyBait).
constexpr float kStrongBaitSpyFactor = 12.0f;
// A piece that could have moved on n of the enemy's turns and never did has the odds of each rank
// that moves scaled by T / (T + n) against the Bomb and the Flag, T the rank's entry here (by
// Index; the Flag and the Bomb never move): about one over the rate at which pieces of that rank
// take their first step once they can. People leave some pieces where they stand all game (a
// Sergeant beside the Flag), so the factor falls slowly and never to nothing.
// Why by rank (stop 61): in saved trial games the first steps came, per turn on which the piece
// had a square to go to (over the first 60 turns), at 0.027 to 0.058 for Scouts, 0.007 to 0.019
// for Miners, 0.002 to 0.028 for the Spy, 0.013 to 0.030 for Sergeants, 0.018 to 0.065 for
// Lieutenants to Colonels and 0.026 to 0.14 for Generals and Marshals (the alpha-beta program of
// issue 12 in 300 games, the UCC winner in 100, our own pieces in the first); a T of 50 for every
// rank (a rate of 0.02 at first) read a Marshal that stood still as likely as a Miner that did.
// By rank, the log loss of the never-moved pieces' true ranks (`stratego_odds_bench --bombs`)
// fell in every set of games read, against each opponent, both over every such piece and over
// those beside ours.
constexpr std::array<float, kNumRanks> kStillTurns = {
    0.0f,   // Flag
    90.0f,  // Spy
    22.5f,  // Scout
    75.0f,  // Miner
    45.0f,  // Sergeant
    27.5f,  // Lieutenant
    25.0f,  // Captain
    30.0f,  // Major
    22.5f,  // Colonel
    25.0f,  // General
    15.0f,  // Marshal
    0.0f,   // Bomb
};
// A hidden piece that has not moved, for each neighbouring square that is empty or holds one of
// the viewer's pieces (an open side), has the Flag's odds scaled by this (ApplyExposure).
constexpr float kExposedFlagFactor = 0.1f;
// How many sightings the setup statistics count as, against the ranks seen on a cell in earlier
// games against the same opponent (ApplySeenSetups): 2, so that one sighting moves the odds a third
// of the way to it, and three sightings of the same rank three fifths of the way.
constexpr double kSeenSetupsPriorWeight = 2.0;

// An index drawn with a chance in proportion to its `odds` (an infinite one before every finite
// one); nullopt if all are 0.
std::optional<std::size_t> PickByOdds(const std::vector<float>& odds, Rng& rng) {
  double total = 0;
  for (std::size_t i = 0; i < odds.size(); ++i) {
    if (std::isinf(odds[i])) return i;
    total += odds[i];
  }
  if (!(total > 0)) return std::nullopt;
  double pick = static_cast<double>(rng.Below(1 << 24)) / static_cast<double>(1 << 24) * total;
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < odds.size(); ++i) {
    if (odds[i] <= 0) continue;
    chosen = i;  // the last with a chance, should rounding carry `pick` past the end
    if (pick < odds[i]) break;
    pick -= odds[i];
  }
  return chosen;
}

// A position replayed move by move: where each piece is, and which of the viewer's pieces the
// opponent has seen (in an attack, unless it defended silently, RULES.md §7; or rescued).
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
  // Each step keeps to pieces where they stand, should a view from elsewhere be inconsistent.
  void Remove(PieceId id) {
    if (!at[id].valid()) return;
    cells[static_cast<std::size_t>(at[id].index())] = kNoPiece;
    at[id] = kNoSquare;
  }
  void Put(PieceId id, Square to) {
    Remove(id);
    cells[static_cast<std::size_t>(to.index())] = id;
    at[id] = to;
  }
  void Apply(const MoveReport& report) {
    if (!report.is_attack()) {
      Put(report.piece, report.move.to);
    } else {
      seen[report.piece] = true;
      if (!report.defender_silent) seen[report.defender] = true;
      if (report.outcome != CombatOutcome::kAttackerWins) Remove(report.piece);
      if (report.outcome != CombatOutcome::kDefenderWins) Remove(report.defender);
      if (report.outcome == CombatOutcome::kAttackerWins) Put(report.piece, report.move.to);
    }
    if (report.has_rescue()) {
      Put(report.rescued, report.rescue_square);
      seen[report.rescued] = true;
    }
  }
};

// The ranks that move and win an attack on a piece of `rank` (RULES.md §5, and §7's attacker's
// advantage).
RankSet WinnersOn(Rank rank, const RuleSet& rules) {
  RankSet winners = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    const Rank candidate = RankAt(r);
    if (IsMovable(candidate) &&
        ResolveCombat(candidate, rank, rules) == CombatOutcome::kAttackerWins)
      winners = static_cast<RankSet>(winners | RankBit(candidate));
  }
  return winners;
}

// Whether the piece `id` of `owner` could move in `replay`'s position: a neighbouring square
// (not a lake) that is empty or holds an enemy piece.
bool CouldMove(const Replay& replay, const Board& board, PieceId id, Player owner) {
  const Square at = replay.at[id];
  if (!at.valid()) return false;
  for (Direction direction : kDirections) {
    const Square next = Step(at, direction);
    if (!next.valid()) continue;
    const PieceId there = replay.cells[static_cast<std::size_t>(next.index())];
    if (there == kNoPiece || board.piece(there).owner != owner) return true;
  }
  return false;
}

// The ranks a silent defender can have, given the attacker's rank and the outcome we were told
// (RULES.md §5, §7). Never the Flag: its capture is announced.
RankSet OutcomeRanks(const MoveReport& report, const RuleSet& rules) {
  RankSet ranks = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    const Rank rank = RankAt(r);
    if (rank != Rank::kFlag && ResolveCombat(report.attacker_rank, rank, rules) == report.outcome)
      ranks |= RankBit(rank);
  }
  return ranks;
}

// How much of the view the certainties use. A view built by BuildView never contradicts itself,
// so kAll always holds; the others only keep sampling safe for a view from elsewhere that does.
enum class Evidence { kAll, kMovesOnly, kNone };

std::vector<RankSet> PossibleRanks(const PlayerView& view, const std::vector<PieceId>& hidden,
                                   const std::array<int, kMaxPieces>& index_of, Evidence evidence) {
  std::vector<RankSet> possible(hidden.size(), kEveryRank);
  if (evidence == Evidence::kNone) return possible;
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    const Piece& piece = view.board.piece(hidden[i]);
    RankSet& ranks = possible[i];
    if (piece.moved_far) ranks = RankBit(Rank::kScout);
    if (piece.moved) ranks = Without(ranks, RankBit(Rank::kBomb) | RankBit(Rank::kFlag));
    if (!piece.on_board()) ranks = Without(ranks, RankBit(Rank::kFlag));  // §6: taking it wins
  }
  if (evidence == Evidence::kMovesOnly) return possible;
  for (const MoveReport& report : view.history) {  // §7, silent defense: only the outcome
    if (report.mover != view.viewer || !report.defender_silent) continue;
    const int index = index_of[report.defender];
    if (index >= 0) {
      RankSet& ranks = possible[static_cast<std::size_t>(index)];
      ranks = Both(ranks, OutcomeRanks(report, view.rules));
    }
  }
  return possible;
}

// A take declined: on the enemy's turn, a hidden enemy piece stood beside our Marshal or General,
// whose rank the enemy had seen, and did not attack it (the enemy moved another piece, or moved
// this one elsewhere): the ranks that would have taken it are kDeclinedTakeFactor as likely. Why:
// no player passes up the Marshal for a Spy, or the General for a Marshal (the UCC 2012 winner's
// Spy took our known Marshal all 36 times it stood beside it on its turn in 200 games); yet the
// odds gave 27 Spies among the unmoved pieces beside our seen Marshal on our turn, where 5 were (7
// where none was in 34 games against the alpha-beta program, 69 where none was in 200 between two
// hards); with the factor, 9, 2 and 19. Only the two: the enemy may well leave a lesser piece it
// could take (a known Colonel before its hidden General), to keep the taker hidden. A piece that
// moved away declined too (stop 65): of the hidden pieces that had stepped away from beside our
// seen Marshal, none was the Spy when the Marshal later stepped beside them, 926 times in 640 games
// against the alpha-beta program of issue 12 and 653 in 500 of self-play (of those that never stood
// beside it on their turn, 12%). Calls decline(beside, rank) for each such piece and the rank of
// ours it left, before `report`'s move is applied to `replay`.
template <typename Decline>
void DeclinedTakes(const Replay& replay, const PlayerView& view, const MoveReport& report,
                   Decline decline) {
  for (PieceId mine = FirstPieceId(view.viewer); mine < view.board.EndPieceId(view.viewer);
       ++mine) {
    const Square at = replay.at[mine];
    const Rank rank = view.board.piece(mine).rank;
    if (!replay.seen[mine] || !at.valid() || (rank != Rank::kMarshal && rank != Rank::kGeneral))
      continue;
    for (Direction direction : kDirections) {
      const Square next = Step(at, direction);
      if (!next.valid()) continue;
      const PieceId beside = replay.cells[static_cast<std::size_t>(next.index())];
      if (beside == kNoPiece || OwnerOf(beside) == view.viewer) continue;
      if (beside == report.piece && report.move.to == at) continue;  // it took, or tried
      decline(beside, rank);
    }
  }
}

}  // namespace

std::vector<Square> StartSquares(const PlayerView& view) {
  std::vector<Square> at(kMaxPieces, kNoSquare);
  for (Player owner : {Player::kRed, Player::kBlue}) {
    for (PieceId id = FirstPieceId(owner); id < view.board.EndPieceId(owner); ++id)
      at[id] = view.board.piece(id).square;
  }
  // Undone in reverse: each rescue first (it followed its move; before it, the piece was
  // captured), then the move.
  for (auto report = view.history.rbegin(); report != view.history.rend(); ++report) {
    if (report->has_rescue()) at[report->rescued] = kNoSquare;
    at[report->piece] = report->move.from;
    if (report->is_attack()) at[report->defender] = report->move.to;
  }
  return at;
}

Beliefs::Beliefs(const PlayerView& view, const BeliefOptions& options, const SeenSetups* seen)
    : hidden_(HiddenPieces(view)) {
  index_of_.fill(-1);
  for (std::size_t i = 0; i < hidden_.size(); ++i)
    index_of_[hidden_[i]] = static_cast<int>(i);
  weights_.assign(hidden_.size(), {});
  for (auto& weights : weights_)
    weights.fill(1.0f);
  const Army& army = GetArmy(view.rules.army);
  for (int rank = 0; rank < kNumRanks; ++rank)
    unseen_[static_cast<std::size_t>(rank)] = army.Count(RankAt(rank));
  const Player enemy = Opponent(view.viewer);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    const Rank rank = view.board.piece(id).rank;
    if (IsReal(rank)) --unseen_[static_cast<std::size_t>(Index(rank))];
  }
  const std::vector<Square> start = StartSquares(view);
  if (options.use_setup_statistics) {
    ApplySetupStatistics(view, start);
    if (seen != nullptr && seen->games > 0) ApplySeenSetups(view, start, *seen);
    ApplyNeighbours(view, start);
  }
  if (options.use_behaviour) {
    ApplyBehaviour(view, start);
    ApplyStillness(view, start);
    ApplyBait(view);
  }
  // After the floor that ApplyBehaviour keeps under every rank: an open side says more of the
  // Flag than behaviour says of any rank.
  if (options.use_setup_statistics) ApplyExposure(view);
  ApplyCertainties(view);
  Balance();
  if (options.plausible_play > 0 && view.to_move == view.viewer) {
    plausibility_.emplace(view, hidden_, options.plausible_play);
    if (plausibility_->Indifferent()) plausibility_.reset();
  }
}

float Beliefs::Weight(int index, Rank rank) const {
  return weights_[static_cast<std::size_t>(index)][static_cast<std::size_t>(Index(rank))];
}

// RULES.md §8: what a piece has shown about itself, and what our silent attacks told us about it
// (§7), rule ranks out; the pieces are then grouped by the ranks they may have, for Sample.
void Beliefs::ApplyCertainties(const PlayerView& view) {
  for (Evidence evidence : {Evidence::kAll, Evidence::kMovesOnly, Evidence::kNone}) {
    possible_ = PossibleRanks(view, hidden_, index_of_, evidence);
    groups_.clear();
    group_of_.assign(hidden_.size(), 0);
    for (std::size_t i = 0; i < hidden_.size(); ++i) {
      const auto same = [&](const RankGroup& group) { return group.ranks == possible_[i]; };
      auto group = std::find_if(groups_.begin(), groups_.end(), same);
      if (group == groups_.end()) group = groups_.insert(groups_.end(), RankGroup{possible_[i], 0});
      ++group->pieces;
      group_of_[i] = static_cast<std::size_t>(group - groups_.begin());
    }
    satisfiable_ = CanAssign(groups_, unseen_);
    if (satisfiable_) break;
  }
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    auto& weights = weights_[i];
    bool any = false;
    for (std::size_t r = 0; r < kNumRanks; ++r) {
      if (!Contains(possible_[i], RankAt(static_cast<int>(r)))) weights[r] = 0.0f;
      any = any || weights[r] > 0;
    }
    for (std::size_t r = 0; r < kNumRanks && !any; ++r) {
      if (Contains(possible_[i], RankAt(static_cast<int>(r)))) weights[r] = 1.0f;
    }
  }
}

// The prior: how often people put each rank on the square the piece started on (captured pieces
// included: where they started still says what they were). Only the classic army has the
// statistics; the smaller armies start from the counts alone.
void Beliefs::ApplySetupStatistics(const PlayerView& view, const std::vector<Square>& start) {
  if (view.rules.army != ArmyKind::kClassic) return;
  // The counts already hold how many of each rank an army has; Sample() multiplies by the
  // number still unseen, so they are divided by the army's count here.
  const Army& army = GetArmy(view.rules.army);
  const Player enemy = Opponent(view.viewer);
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const Square square = start[hidden_[i]];
    if (!square.valid()) continue;
    const int cell = SetupCellOf(enemy, square);
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

// Each rank's odds become what the statistics (the weights so far) and the ranks seen on the cell
// say together: with q the statistics' chance of the rank on the cell, n_r the times it was seen
// there and n the times any rank was, (n_r + a q) / (n + a), for a = kSeenSetupsPriorWeight: the
// statistics count as that many sightings. Both ways round, weighed by StraightOdds.
void Beliefs::ApplySeenSetups(const PlayerView& view, const std::vector<Square>& start,
                              const SeenSetups& seen) {
  const Army& army = GetArmy(view.rules.army);
  const Player enemy = Opponent(view.viewer);
  const double straight = StraightOdds(seen, view);
  const auto posterior = [&](int cell, std::size_t rank, double chance) {
    const auto& counts = seen.seen[static_cast<std::size_t>(cell)];
    return (counts[rank] + kSeenSetupsPriorWeight * chance) /
           (seen.SeenAt(cell) + kSeenSetupsPriorWeight);
  };
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const int cell = SetupCellOf(enemy, start[hidden_[i]]);
    if (cell < 0) continue;
    auto& weights = weights_[i];
    double total = 0;  // the weights are per piece of a rank: times the army's count, a chance
    for (std::size_t rank = 0; rank < weights.size(); ++rank)
      total += static_cast<double>(weights[rank]) * army.Count(RankAt(static_cast<int>(rank)));
    if (!(total > 0)) continue;
    for (std::size_t rank = 0; rank < weights.size(); ++rank) {
      const double chance =
          static_cast<double>(weights[rank]) * army.Count(RankAt(static_cast<int>(rank))) / total;
      if (!(chance > 0)) continue;
      const double learned = straight * posterior(cell, rank, chance) +
                             (1 - straight) * posterior(MirroredCell(cell), rank, chance);
      weights[rank] = static_cast<float>(static_cast<double>(weights[rank]) * (learned / chance));
    }
  }
}

// Multiplies the weights of the ranks that would not win (stronger_than) or that would win
// (weaker) an attack on the known `rank` by `factor` (RULES.md §5, and §7's attacker's
// advantage).
void Beliefs::Scale(PieceId piece, bool stronger_than, Rank rank, const RuleSet& rules,
                    float factor) {
  const int index = HiddenIndex(piece);
  if (index < 0) return;
  auto& weights = weights_[static_cast<std::size_t>(index)];
  const RankSet winners = WinnersOn(rank, rules);
  for (int r = 0; r < kNumRanks; ++r) {
    const Rank candidate = RankAt(r);
    if (IsMovable(candidate) && Contains(winners, candidate) != stronger_than)
      weights[static_cast<std::size_t>(r)] *= factor;
  }
}

// Only moves of enemy pieces on the board count, towards or away from our pieces on the board
// whose ranks the enemy has seen (the replay knows where each stood at the time); and, on every
// turn of the enemy's, the takes it declined (DeclinedTakes).
void Beliefs::ApplyBehaviour(const PlayerView& view, const std::vector<Square>& start) {
  const auto original = weights_;
  Replay replay(start);
  const Player enemy = Opponent(view.viewer);
  for (const MoveReport& report : view.history) {
    if (report.mover == enemy) {
      DeclinedTakes(replay, view, report, [&](PieceId beside, Rank rank) {
        Scale(beside, false, rank, view.rules, kDeclinedTakeFactor);
        declined_[beside] = static_cast<RankSet>(declined_[beside] | WinnersOn(rank, view.rules));
      });
    }
    if (report.mover == enemy && !report.is_attack()) {
      for (PieceId mine = FirstPieceId(view.viewer); mine < view.board.EndPieceId(view.viewer);
           ++mine) {
        const Square at = replay.at[mine];
        if (!replay.seen[mine] || !at.valid()) continue;
        const int before = StepsApart(report.move.from, at);
        const int after = StepsApart(report.move.to, at);
        const Rank rank = view.board.piece(mine).rank;
        if (!IsReal(rank)) continue;  // seen by the enemy, not by us (ai/opponent_view.h)
        if (after < before && after <= kWatchDistance) {
          if (!ApproachTells(rank)) continue;
          Scale(report.piece, true, rank, view.rules,
                after == 1 ? kThreatFactor : kBehaviourFactor);
        } else if (after > before && before <= kWatchDistance && rank != Rank::kBomb) {
          Scale(report.piece, false, rank, view.rules, kBehaviourFactor);
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

// An enemy piece beside our revealed Marshal that the Marshal may take is bait more often than a
// gift: the hidden pieces beside it are likelier the Spy, which takes the Marshal once it has
// taken the bait. Why: in 500 games between two hards, when the known Marshal took a piece, a Spy
// stood beside it about twice as often as the odds said (17% where they said 7%, 45% where they
// said 27%), and in a trial against the previous hard our Marshal fell to the Spy in 22 games of
// 100, mostly just after taking a piece. With the odds tripled the counts about agree (13% where
// they said 14%, 32% where they said 34%). A bait that never moved counts too (stop 35): beside
// such a piece the odds said 1.2% where 2.0% were the Spy in 60 games against the alpha-beta
// program, 1.4% where 4.1% were in 40 against ramen (a UCC bot) and 0.2% where 0.2% were in 400
// against the UCC winner; with the factor, 2.2%, 2.8% and 0.4% (less than three times: there is
// one Spy to share among the pieces that may be it). Against the alpha-beta program our
// Marshal had fallen to the Spy in 9 of those 60 games, each time just after our own move put it
// beside the Spy, 6 of them by taking a bait. Only the pieces beside the bait: a piece that walks
// up to the Marshal itself is suspected by ApplyBehaviour.
//
// A strong bait (a Major or better, seen) hides the Spy far more often: when our known Marshal
// took one with hidden pieces beside it, the Spy stood there 39 times in 138 (stop 45's games:
// 16 of 41 against the alpha-beta program, 8 of 55 against the UCC winner, 15 of 42 between two
// hards), where the odds, tripled, summed to 19.6; beside a weaker bait 25 in 307 where they
// summed to 24.6. So beside a strong one the Spy's odds are scaled by kStrongBaitSpyFactor: with
// it they sum to 30.9 (8 and 16 gave 27.5 and 33.2). A player gives up a Major or better
// to the Marshal only for the Marshal.
void Beliefs::ApplyBait(const PlayerView& view) {
  const Player enemy = Opponent(view.viewer);
  std::vector<float> factor(hidden_.size(), 1.0f);  // the largest for each hidden piece
  for (PieceId mine = FirstPieceId(view.viewer); mine < view.board.EndPieceId(view.viewer);
       ++mine) {
    const Piece& marshal = view.board.piece(mine);
    if (marshal.rank != Rank::kMarshal || !marshal.revealed || !marshal.on_board()) continue;
    for (Direction to_bait : kDirections) {
      const Square at = Step(marshal.square, to_bait);
      const PieceId bait = at.valid() ? view.board.At(at) : kNoPiece;
      if (bait == kNoPiece || OwnerOf(bait) != enemy) continue;
      const Piece& offered = view.board.piece(bait);
      // Only a piece the Marshal may take: hidden, or seen and weaker.
      if (IsReal(offered.rank) &&
          ResolveCombat(Rank::kMarshal, offered.rank, view.rules) != CombatOutcome::kAttackerWins)
        continue;
      const bool strong = IsReal(offered.rank) && offered.rank >= Rank::kMajor;
      const float bait_factor = strong ? kStrongBaitSpyFactor : kBaitSpyFactor;
      for (Direction to_guard : kDirections) {
        const Square guard_at = Step(at, to_guard);
        const PieceId guard = guard_at.valid() ? view.board.At(guard_at) : kNoPiece;
        const int index = guard == kNoPiece ? -1 : HiddenIndex(guard);
        if (index < 0 || guard == bait) continue;
        float& most = factor[static_cast<std::size_t>(index)];
        most = std::max(most, bait_factor);
      }
    }
  }
  for (std::size_t i = 0; i < hidden_.size(); ++i)
    weights_[i][static_cast<std::size_t>(Index(Rank::kSpy))] *= factor[i];
}

namespace {

// How what a piece started near showed of itself tells of its rank, as people set up: for a piece
// whose rank was seen (a Bomb aside), by that rank and where the piece started relative to it (in
// front, behind, beside, two steps off: kPairRatios); for a setup neighbour that moved without
// showing its rank, or a Bomb, by that kind (kNeighbourRatios); nullptr if it tells nothing.
const float* NeighbourRatios(const Piece& neighbour, int relation) {
  if (IsReal(neighbour.rank) && neighbour.rank != Rank::kBomb)
    return kPairRatios[Index(neighbour.rank)][relation];
  if (relation == kPairTwoOff) return nullptr;
  if (neighbour.rank == Rank::kBomb) return kNeighbourRatios[kNeighbourBomb];
  return neighbour.moved ? kNeighbourRatios[kNeighbourMoves] : nullptr;
}

}  // namespace

// People wall their Flag in with Bombs and keep their Spy behind their General: what the enemy
// pieces that started near a hidden piece have shown of themselves scales its ranks' odds by how
// often people put such a piece there beside each rank (NeighbourRatios): a setup neighbour that
// moved makes the Flag about half as likely, a revealed Bomb about four times as likely, a seen
// General makes the piece that started behind it the Spy about five times as likely. Each piece
// counts on its own, as if the others told nothing of it.
// Why the neighbours: the odds that a piece we could reach was the Flag were 10% to 19% where one
// in two hundred was (8,861 attacks on unmoved pieces in 500 games between two hards): the piece
// we reach stands beside squares whose pieces have left, and the Flag stands behind Bombs. Why the
// seen ranks (stop 67): in 120 games of stop 66's bot against the alpha-beta program of issue 12,
// set up as people do, its Spy took our seen Marshal right after the Marshal's own move in 41, 14
// times beside the General the Marshal had just taken (8 of them a General it had seen). Over
// those games and 183 more, the log loss of the Spy's odds beside our seen Marshal's takes fell
// from 0.274 to 0.263 a piece (pieces that never moved) and from 0.378 to 0.347 (moved ones).
void Beliefs::ApplyNeighbours(const PlayerView& view, const std::vector<Square>& start) {
  if (view.rules.army != ArmyKind::kClassic) return;
  const Player enemy = Opponent(view.viewer);
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const int cell = SetupCellOf(enemy, start[hidden_[i]]);
    if (cell < 0) continue;
    for (PieceId other = FirstPieceId(enemy); other < view.board.EndPieceId(enemy); ++other) {
      const int other_cell = SetupCellOf(enemy, start[other]);
      if (other == hidden_[i] || other_cell < 0) continue;
      const int relation = PairRelation(other_cell, cell);
      if (relation < 0) continue;
      const float* ratios = NeighbourRatios(view.board.piece(other), relation);
      if (ratios == nullptr) continue;
      for (std::size_t r = 0; r < kNumRanks; ++r)
        weights_[i][r] *= ratios[r];
    }
  }
}

// People keep their Flag walled in (by Bombs, the board's edge and pieces that stay), so a hidden
// piece with an open side, a neighbouring square that is empty or holds one of the viewer's pieces,
// is seldom the Flag: each open side scales the Flag's odds by kExposedFlagFactor. Why: when a
// Marshal, General or Colonel attacked an unmoved hidden piece (1,254 attacks in 200 games between
// two hards of stop 25), the beliefs gave those pieces 75 Flags between them and 5 were; every
// attacked piece has an open side (the attacker's square), and the true Flag had none in 1,248 of
// those 1,254 positions. The neighbours' statistics (ApplyNeighbours) see what left a square, not
// what is there now, and not the attacker standing beside the piece.
void Beliefs::ApplyExposure(const PlayerView& view) {
  if (view.rules.army != ArmyKind::kClassic) return;
  const Player enemy = Opponent(view.viewer);
  const auto flag = static_cast<std::size_t>(Index(Rank::kFlag));
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    const Piece& piece = view.board.piece(hidden_[i]);
    if (piece.moved || !piece.on_board()) continue;
    for (Direction direction : kDirections) {
      const Square next = Step(piece.square, direction);
      if (!next.valid()) continue;
      const PieceId occupant = view.board.At(next);
      if (occupant == kNoPiece || OwnerOf(occupant) != enemy)
        weights_[i][flag] *= kExposedFlagFactor;
    }
  }
}

// A piece that never moved though it could have, turn after turn, is likelier a Bomb or the Flag
// than a piece that may move (RULES.md §4: only those two cannot). Counted only for pieces still
// on the board that have not moved, over the enemy's turns on which they had a square to go to.
void Beliefs::ApplyStillness(const PlayerView& view, const std::vector<Square>& start) {
  const Player enemy = Opponent(view.viewer);
  std::vector<int> chances(hidden_.size(), 0);
  Replay replay(start);
  for (const MoveReport& report : view.history) {
    if (report.mover == enemy) {
      for (std::size_t i = 0; i < hidden_.size(); ++i) {
        const Piece& piece = view.board.piece(hidden_[i]);
        if (!piece.moved && piece.on_board() && CouldMove(replay, view.board, hidden_[i], enemy))
          ++chances[i];
      }
    }
    replay.Apply(report);
  }
  for (std::size_t i = 0; i < hidden_.size(); ++i) {
    if (chances[i] == 0) continue;
    for (int r = 0; r < kNumRanks; ++r) {
      if (!IsMovable(RankAt(r))) continue;
      const float turns = kStillTurns[static_cast<std::size_t>(r)];
      weights_[i][static_cast<std::size_t>(r)] *= turns / (turns + static_cast<float>(chances[i]));
    }
  }
}

// Each piece's weights are its odds taken alone; the ranks' counts tie the pieces together: a
// piece is the Marshal less often the likelier the other pieces are. Drawn piece by piece, each
// piece's odds were its weights times the counts still unseen, so the pieces drawn first (those
// that moved: SamplingOrder) did not see how likely the pieces drawn later were: twenty pieces
// that stood still, each less likely the Marshal, left the Marshal's count to the moved pieces at
// their own odds, and the moved pieces were drawn as the Marshal, General and Spy too seldom
// (where our seen top pieces went, about half as often as they were them; stop 67's figures in
// docs/computer-player.md). Now the ranks are balanced first (Sinkhorn's scaling): each rank gets
// a factor such that, with every piece's weights times these factors read as its odds, the odds
// of each rank over the hidden pieces add up to its count unseen. Why (stop 67): in saved games
// against the alpha-beta program of issue 12, the UCC winner and itself, the odds bench's log
// losses of the ranks of the pieces our top pieces stepped beside, or near, and of the pieces
// that never moved, all fell with it.
void Beliefs::Balance() {
  // At most this many rounds; it stops once every rank's odds are within a part in a thousand of
  // its count: after six rounds on average, at most 36, over the positions of 60 saved games.
  constexpr int kRounds = 50;
  for (std::size_t r = 0; r < kNumRanks; ++r)
    balance_[r] = static_cast<float>(std::max(0, unseen_[r]));
  for (int round = 0; round < kRounds; ++round) {
    std::array<double, kNumRanks> sums{};
    for (const auto& weights : weights_) {
      double total = 0;
      for (std::size_t r = 0; r < kNumRanks; ++r)
        total += weights[r] * balance_[r];
      if (total <= 0) continue;
      for (std::size_t r = 0; r < kNumRanks; ++r)
        sums[r] += weights[r] * balance_[r] / total;
    }
    double worst = 0;  // the largest share by which a rank's odds miss its count
    for (std::size_t r = 0; r < kNumRanks; ++r) {
      if (sums[r] <= 0 || unseen_[r] <= 0) continue;
      worst = std::max(worst, std::abs(sums[r] / unseen_[r] - 1));
      balance_[r] = static_cast<float>(static_cast<double>(balance_[r]) * unseen_[r] / sums[r]);
    }
    if (worst < 1e-3) break;
  }
}

// The weight of rank `rank` (by Index) for hidden piece `index` in a draw, with `left` of each
// rank still to draw: its weight times the rank's balance, times the share of the rank's unseen
// count still left (a rank drawn for earlier pieces is that much less likely for the rest; one
// drawn out, impossible).
float Beliefs::DrawWeight(std::size_t index, std::size_t rank, const RankCounts& left) const {
  const int unseen = std::max(1, unseen_[rank]);
  return weights_[index][rank] * balance_[rank] * static_cast<float>(left[rank]) /
         static_cast<float>(unseen);
}

// The most constrained pieces first (Scouts seen moving far, then pieces whose ranks silent
// attacks narrowed, then pieces that moved, then the rest), each group in a random order so that
// no piece is favoured by its id.
// (A pass a size over the shuffled pieces, in place of a stable sort by size: the same order,
// with a few comparisons a piece rather than a sort's.)
std::vector<std::size_t> Beliefs::SamplingOrder(Rng& rng) const {
  std::vector<std::size_t> shuffled(hidden_.size());
  for (std::size_t i = 0; i < shuffled.size(); ++i)
    shuffled[i] = i;
  for (std::size_t i = shuffled.size(); i > 1; --i)
    std::swap(shuffled[i - 1], shuffled[static_cast<std::size_t>(rng.Below(static_cast<int>(i)))]);
  unsigned sizes = 0;  // bit s: some piece may have s ranks
  for (RankSet possible : possible_)
    sizes |= 1u << Size(possible);
  std::vector<std::size_t> order;
  order.reserve(shuffled.size());
  for (; sizes != 0; sizes &= sizes - 1) {
    const int size = std::countr_zero(sizes);
    for (std::size_t i : shuffled) {
      if (Size(possible_[i]) == size) order.push_back(i);
    }
  }
  return order;
}

// A rank of `candidates` for hidden piece `index`, in proportion to its DrawWeight with `left` of
// each rank still to draw (by the counts alone should no such rank have weight); nullopt when no
// candidate is left.
std::optional<Rank> Beliefs::Draw(std::size_t index, RankSet candidates, const RankCounts& left,
                                  Rng& rng) const {
  std::array<float, kNumRanks> odds{};
  float total = 0;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    const bool open = left[r] > 0 && Contains(candidates, RankAt(static_cast<int>(r)));
    odds[r] = open ? DrawWeight(index, r, left) : 0.0f;
    total += odds[r];
  }
  if (total <= 0) {
    for (std::size_t r = 0; r < kNumRanks; ++r) {
      const bool open = left[r] > 0 && Contains(candidates, RankAt(static_cast<int>(r)));
      total += odds[r] = open ? static_cast<float>(left[r]) : 0.0f;
    }
  }
  if (total <= 0) return std::nullopt;
  float pick = static_cast<float>(rng.Below(1 << 24)) / static_cast<float>(1 << 24) * total;
  std::size_t chosen = kNumRanks;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    if (odds[r] <= 0) continue;
    chosen = r;  // the last rank with a chance, should rounding carry `pick` past the end
    if (pick < odds[r]) break;
    pick -= odds[r];
  }
  return RankAt(static_cast<int>(chosen));
}

// The ranks that pieces still to draw (`rest`) are held to, other than those of group `own` (the
// drawing piece's) and those that may have every rank: the union of the other groups' sets.
// Drawing a rank outside it keeps the rest assignable, given that the rest with the drawing piece
// was (Hall's condition: a set of groups that the drawn rank could matter to holds it in its
// ranks; without `own` or a group of every rank, that union is part of this one). So CanAssign is
// asked only for such ranks: the last, unconstrained pieces of a sample, most of them, need none.
RankSet Beliefs::RanksHeldBy(const std::vector<RankGroup>& rest, std::size_t own) {
  RankSet held = 0;
  for (std::size_t g = 0; g < rest.size(); ++g) {
    const RankGroup& group = rest[g];
    if (g != own && group.pieces > 0 && group.ranks != kEveryRank) held |= group.ranks;
  }
  return held;
}

// A rank for hidden piece `index` that leaves the pieces still to draw (`rest`) a way to get
// ranks they may have within the counts `left`.
Rank Beliefs::PickRank(std::size_t index, const std::vector<RankGroup>& rest, RankCounts& left,
                       Rng& rng) const {
  RankSet candidates = possible_[index];
  const RankSet held = RanksHeldBy(rest, group_of_[index]);
  while (const std::optional<Rank> rank = Draw(index, candidates, left, rng)) {
    if (!satisfiable_ || !Contains(held, *rank)) return *rank;
    int& count = left[static_cast<std::size_t>(Index(*rank))];
    --count;
    const bool fits = CanAssign(rest, left);
    ++count;
    if (fits) return *rank;
    candidates = Without(candidates, RankBit(*rank));
  }
  // Only for a view that contradicts itself: any rank still unseen, else any it may have.
  if (const std::optional<Rank> rank = Draw(index, kEveryRank, left, rng)) return *rank;
  return possible_[index] != 0 ? RankAt(std::countr_zero(possible_[index])) : Rank::kScout;
}

// How strongly piece `index` is the Flag rather than any other rank left: the Flag's DrawWeight
// over the piece's other ranks' (0 if it cannot be the Flag; infinite if it can be nothing else).
float Beliefs::FlagOdds(std::size_t index, const RankCounts& left) const {
  const auto flag = static_cast<std::size_t>(Index(Rank::kFlag));
  if (!Contains(possible_[index], Rank::kFlag)) return 0.0f;
  float others = 0;
  for (std::size_t r = 0; r < kNumRanks; ++r) {
    if (r != flag && left[r] > 0 && Contains(possible_[index], RankAt(static_cast<int>(r))))
      others += DrawWeight(index, r, left);
  }
  return others > 0 ? DrawWeight(index, flag, left) / others
                    : std::numeric_limits<float>::infinity();
}

// Draws which hidden piece is the Flag, by FlagOdds, before any other rank. Why: drawn piece by
// piece, the Flag went where the order left it. With two Bombs and the Flag hidden in three
// pieces, one walled in and two beside our General (tests/ai/beliefs_test.cc), whichever piece
// came first was a Bomb about as often as its own odds said, and then the rest had to take the
// Flag however unlikely each was: with the open sides counted, the open two were still the Flag
// in 18% of the draws (53% without them); drawn first, in under 10%, and in 1,254 attacks of
// saved games the beliefs' Flags fell from 29 to 14 (5 were). Each piece is now the Flag about as
// often as its own odds against the others' say. Returns the
// piece's index, or nullopt if no Flag is hidden (or none can take it and leave the rest
// assignable: a view that contradicts itself).
std::optional<std::size_t> Beliefs::DrawFlag(std::vector<RankGroup>& rest, RankCounts& left,
                                             Rng& rng) const {
  const auto flag = static_cast<std::size_t>(Index(Rank::kFlag));
  if (left[flag] != 1) return std::nullopt;
  std::vector<float> odds(hidden_.size());
  for (std::size_t i = 0; i < hidden_.size(); ++i)
    odds[i] = FlagOdds(i, left);
  for (;;) {
    std::optional<std::size_t> chosen = PickByOdds(odds, rng);
    if (!chosen) return std::nullopt;
    --rest[group_of_[*chosen]].pieces;
    --left[flag];
    if (!satisfiable_ || CanAssign(rest, left)) return chosen;
    ++rest[group_of_[*chosen]].pieces;
    ++left[flag];
    odds[*chosen] = 0;
  }
}

std::vector<Rank> Beliefs::Sample(Rng& rng) const {
  if (!plausibility_) return DrawRanks(rng);
  // Rejection sampling: a draw kept with its weight leaves the draws distributed as the beliefs
  // times the weight.
  constexpr std::uint32_t kResolution = 1u << 20;
  std::vector<Rank> weightiest;
  double most = -1;
  for (int tries = 0; tries < kPlausibleTries; ++tries) {
    std::vector<Rank> ranks = DrawRanks(rng);
    const double weight = plausibility_->Weight(ranks);
    if (rng.Below(kResolution) < weight * kResolution) return ranks;
    if (weight > most) {
      most = weight;
      weightiest = std::move(ranks);
    }
  }
  return weightiest;
}

std::vector<Rank> Beliefs::DrawRanks(Rng& rng) const {
  RankCounts left = unseen_;
  std::vector<RankGroup> rest = groups_;
  std::vector<Rank> ranks(hidden_.size(), Rank::kUnknown);
  if (const std::optional<std::size_t> flag = DrawFlag(rest, left, rng)) ranks[*flag] = Rank::kFlag;
  for (std::size_t i : SamplingOrder(rng)) {
    if (ranks[i] != Rank::kUnknown) continue;
    --rest[group_of_[i]].pieces;
    ranks[i] = PickRank(i, rest, left, rng);
    --left[static_cast<std::size_t>(Index(ranks[i]))];
  }
  return ranks;
}

}  // namespace stratego
