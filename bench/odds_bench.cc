// The computer player's odds against the truth: replays saved game records (`stratego arena
// --save-games`) and, at every attack that a side whose player name contains KEY makes on an enemy
// piece hidden from it, asks the beliefs that side had (ai/beliefs.h, as normal and hard build
// them: the setup statistics and behaviour, no memory of the opponent) for the odds of each rank
// of the piece attacked. Prints, by the stage of the game and by whether the piece had moved, how
// many pieces of each rank the odds expected and how many were found. Then, for the attacks on
// pieces that never moved, by the attacker (the Marshal, the General, a Colonel, a Major, any
// other) and by the band of the piece's Bomb odds (0-5%, 5-10%, 10-20%, 20-40%, 40-100%): how
// many attacks, how many Bombs the odds expected and how many were found. Why (stop 68): the
// attacks a side chooses are those whose odds look best, and against the alpha-beta program of
// issue 12 the pieces at Bomb odds of 5% to 20% were Bombs 1.8 times as often as the odds said,
// against the UCC winner almost never; the bands show it where the sums over a stage hide it.
//
// With --exposed: at every move of such a side's Marshal, General, Colonel, Major or Captain that
// the enemy has seen (or that attacks, which shows it), for the enemy pieces hidden from it beside
// the square it goes to (the piece it attacks aside), the odds that each is a rank that takes it
// there (the Spy for the Marshal, every stronger rank for the others); by whether the piece had
// moved and whether the move was an attack, how many such pieces there were, how many takers the
// odds expected and how many were found, and the odds' mean log loss (in nats; the sums may agree
// while the odds point at the wrong pieces).
//
// With --ranked: before every move of such a side, for the enemy's Marshal and General while they
// are hidden from it and have moved, where the true one stands among the enemy pieces hidden from
// it, ranked by the odds of that rank: how often it is the likeliest, and among the three
// likeliest (ties counted against it), and the odds of the likeliest and of the true one on
// average, by the stage of the game. How well the beliefs find the pieces that matter most.
//
// With --intruders: before every move of such a side, for the enemy pieces hidden from it that have
// moved and stand within kIntruderReach steps (along ranks and files) of its own Flag, the odds
// that each is a Miner, the rank that takes a Flag walled in by Bombs: by the stage of the game
// and the steps to the Flag, how many such pieces there were, how many Miners the odds expected
// and how many were found. How well the beliefs see the Miners that come for the Flag.
//
// With --bombs: before every kBombsEvery-th move of such a side, for the enemy pieces hidden from
// it that never moved, the odds that each is a Bomb, grouped by their tenth (0-0.1, 0.1-0.2, ...):
// how many pieces, how many Bombs the odds expected and how many were found, and the odds' mean
// log loss (in nats: the lower, the better the odds tell the Bombs from the rest); for every such
// piece, and for those beside one of the side's own pieces (the ones it can attack at once). Why:
// the Bombs the odds expect add up to those there are (the count of unseen Bombs is known), so
// the totals say nothing; what matters is whether the odds single out the right pieces, and a
// change to the beliefs can be read by its log loss before a trial. Then the same pieces' odds of
// every rank: the mean log loss of their true ranks, and how many of each rank the odds expected
// and how many were found (how well the beliefs read a piece that stands still: a Bomb, the
// Flag, or a piece kept back).
//
// With --plausible T: the beliefs weigh their draws by the position the enemy left the side
// (BeliefOptions::plausible_play, ai/plausibility.h, which no level uses) with a temperature of T
// points, so that the odds of such beliefs can be read against the truth before a trial.
//
//   stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME...
//
// Why: docs/computer-player.md weighs the beliefs by such counts ("the odds said 41% where 53%
// were Bombs"); this keeps the question answerable for any set of saved games. Exit status: 0,
// or 1 if a record could not be read or replayed (reported, the others still counted) or no side
// of any record read is named like KEY; 2 for a usage error (`--help`: the usage, status 0).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>

#include "ai/attack_odds.h"
#include "ai/beliefs.h"
#include "ai/rank_sets.h"
#include "bench/record_replay.h"
#include "core/game_record.h"
#include "core/rng.h"
#include "core/text.h"
#include "core/view.h"

namespace stratego {
namespace {

// The stages of a game, by the number of its moves (plies) before the attack.
constexpr std::array<int, 2> kStageEnds = {150, 400};
constexpr std::array<const char*, 3> kStageNames = {"moves 1-150", "moves 151-400", "moves 401-"};
// Draws per position, as the search's own odds of attacks use (kOddsDraws in ai/search.cc).
constexpr int kDraws = 200;

struct Tally {
  int attacks = 0;
  std::array<double, kNumRanks> expected{};
  std::array<int, kNumRanks> found{};

  void Add(const Tally& other) {
    attacks += other.attacks;
    for (std::size_t r = 0; r < expected.size(); ++r) {
      expected[r] += other.expected[r];
      found[r] += other.found[r];
    }
  }
};

using Tallies = std::array<std::array<Tally, 2>, kStageNames.size()>;  // [stage][moved]

// A piece --exposed counts, the ranks that take it, and their name in the report.
struct Exposable {
  Rank piece;
  RankSet takers;
  const char* takers_name;
};

constexpr RankSet kFromColonel =
    RankBit(Rank::kColonel) | RankBit(Rank::kGeneral) | RankBit(Rank::kMarshal);
constexpr std::array<Exposable, 5> kExposed = {{
    {Rank::kMarshal, RankBit(Rank::kSpy), "Spy"},
    {Rank::kGeneral, RankBit(Rank::kMarshal), "Marshal"},
    {Rank::kColonel, RankBit(Rank::kGeneral) | RankBit(Rank::kMarshal), "General or Marshal"},
    {Rank::kMajor, kFromColonel, "Colonel or better"},
    {Rank::kCaptain, kFromColonel | RankBit(Rank::kMajor), "Major or better"},
}};

// The odds are read as at least this and at most 1 less this in the log loss, so that a piece
// drawn a Bomb in no draw, or in every one, adds a finite loss.
constexpr double kLeastOdds = 0.001;

// Hidden enemy pieces of one kind, as --exposed, --intruders and --bombs count them: how many, the
// odds' sum that they were of the ranks asked about (a taker beside the square our seen piece went
// to, a Miner near our Flag, a Bomb), how many were, and (--exposed) the sum of the odds' log
// losses, which tells whether the odds single out the right pieces where the sums cannot.
struct Exposure {
  int pieces = 0;
  double expected = 0;
  int found = 0;
  double log_loss = 0;

  // One more piece, `chance` the odds that it is of the ranks asked about; `is` whether it was.
  void Count(double chance, bool is) {
    ++pieces;
    expected += chance;
    if (is) ++found;
    const double read = std::clamp(chance, kLeastOdds, 1 - kLeastOdds);
    log_loss -= std::log(is ? read : 1 - read);
  }
  void Add(const Exposure& other) {
    pieces += other.pieces;
    expected += other.expected;
    found += other.found;
    log_loss += other.log_loss;
  }
};

// [the exposed piece, as kExposed goes][moved][the move an attack]
using Exposures = std::array<std::array<std::array<Exposure, 2>, 2>, kExposed.size()>;

// The attackers whose attacks on pieces that never moved are told apart, the last for every other
// rank; and the upper ends of the Bomb odds' bands (the last band runs to 1).
constexpr std::array<Rank, 4> kBlindAttackers = {Rank::kMarshal, Rank::kGeneral, Rank::kColonel,
                                                 Rank::kMajor};
constexpr std::array<const char*, kBlindAttackers.size() + 1> kBlindAttackerNames = {
    "the Marshal", "the General", "a Colonel", "a Major", "any other"};
constexpr std::array<double, 4> kBlindBandEnds = {0.05, 0.1, 0.2, 0.4};
constexpr std::array<const char*, kBlindBandEnds.size() + 1> kBlindBandNames = {
    "0-5%", "5-10%", "10-20%", "20-40%", "40-100%"};

// [attacker, as kBlindAttackerNames goes][band]: the attacks on pieces that never moved, the
// Bombs the odds expected among them and found.
using BlindAttacks =
    std::array<std::array<Exposure, kBlindBandNames.size()>, kBlindAttackerNames.size()>;

// Where the true Marshal (or General) ranked by its odds, over the positions counted.
struct Ranking {
  int positions = 0;
  int likeliest = 0;    // the true one's odds above every other piece's
  int among_three = 0;  // fewer than three other pieces with odds as high
  double top_odds = 0;  // the sum of the likeliest piece's odds
  double true_odds = 0;

  void Add(const Ranking& other) {
    positions += other.positions;
    likeliest += other.likeliest;
    among_three += other.among_three;
    top_odds += other.top_odds;
    true_odds += other.true_odds;
  }
};

// The ranks --ranked looks for.
constexpr std::array<Rank, 2> kRanked = {Rank::kMarshal, Rank::kGeneral};

using Rankings = std::array<std::array<Ranking, kStageNames.size()>, kRanked.size()>;

// The steps from the Flag that --intruders looks within, and its rows: the pieces 1 or 2 steps
// from the Flag, 3 or 4, and 5.
constexpr int kIntruderReach = 5;
constexpr std::array<int, 3> kIntruderBands = {2, 4, 5};
constexpr std::array<const char*, 3> kIntruderBandNames = {"1-2 steps", "3-4 steps", "5 steps"};

// [stage][band]: the pieces near a side's Flag, the Miners the odds expected among them and found.
using Intrusions = std::array<std::array<Exposure, kIntruderBands.size()>, kStageNames.size()>;

// --bombs counts before every kBombsEvery-th move of a side (its first, its eleventh, ...): the
// odds change little from one move to the next, and each count draws kDraws positions.
constexpr int kBombsEvery = 10;
constexpr std::size_t kTenths = 10;

// Never-moved pieces whose Bomb odds fall in one tenth: how many, the Bombs the odds expected and
// found among them, and the sum of their log losses.
struct Calibration {
  Exposure bombs;
  double log_loss = 0;

  void Add(const Calibration& other) {
    bombs.Add(other.bombs);
    log_loss += other.log_loss;
  }
};

// [0 for every such piece, 1 for those beside the side's own pieces][tenth]
using Calibrations = std::array<std::array<Calibration, kTenths>, 2>;

// Never-moved pieces, by the odds of every rank: how many, the sum of the log losses of their true
// ranks, and for each rank the pieces the odds expected and those found.
struct RankCalibration {
  int pieces = 0;
  double log_loss = 0;
  std::array<double, kNumRanks> expected{};
  std::array<int, kNumRanks> found{};

  void Add(const RankCalibration& other) {
    pieces += other.pieces;
    log_loss += other.log_loss;
    for (std::size_t r = 0; r < expected.size(); ++r) {
      expected[r] += other.expected[r];
      found[r] += other.found[r];
    }
  }
};

// [0 for every such piece, 1 for those beside the side's own pieces]
using RankCalibrations = std::array<RankCalibration, 2>;

// What the records of one run add up to, in the mode asked for.
struct Counts {
  Tallies tallies{};
  BlindAttacks blind_attacks{};
  Exposures exposures{};
  Rankings rankings{};
  Intrusions intrusions{};
  Calibrations calibrations{};
  RankCalibrations rank_calibrations{};

  void Add(const Counts& other) {
    for (std::size_t stage = 0; stage < tallies.size(); ++stage) {
      for (std::size_t moved = 0; moved < 2; ++moved)
        tallies[stage][moved].Add(other.tallies[stage][moved]);
    }
    for (std::size_t attacker = 0; attacker < blind_attacks.size(); ++attacker) {
      for (std::size_t band = 0; band < blind_attacks[attacker].size(); ++band)
        blind_attacks[attacker][band].Add(other.blind_attacks[attacker][band]);
    }
    for (std::size_t piece = 0; piece < exposures.size(); ++piece) {
      for (std::size_t moved = 0; moved < 2; ++moved) {
        for (std::size_t attack = 0; attack < 2; ++attack)
          exposures[piece][moved][attack].Add(other.exposures[piece][moved][attack]);
      }
    }
    for (std::size_t rank = 0; rank < rankings.size(); ++rank) {
      for (std::size_t stage = 0; stage < rankings[rank].size(); ++stage)
        rankings[rank][stage].Add(other.rankings[rank][stage]);
    }
    for (std::size_t stage = 0; stage < intrusions.size(); ++stage) {
      for (std::size_t band = 0; band < intrusions[stage].size(); ++band)
        intrusions[stage][band].Add(other.intrusions[stage][band]);
    }
    for (std::size_t group = 0; group < calibrations.size(); ++group) {
      for (std::size_t tenth = 0; tenth < kTenths; ++tenth)
        calibrations[group][tenth].Add(other.calibrations[group][tenth]);
      rank_calibrations[group].Add(other.rank_calibrations[group]);
    }
  }
};

// What the bench counts: the attacks on hidden pieces, the pieces beside our seen pieces
// (--exposed), where the enemy's hidden Marshal and General rank (--ranked), the Miners near
// our Flag (--intruders), or the Bomb odds of the pieces that never moved (--bombs).
enum class Mode : std::uint8_t { kAttacks, kPiecesBeside, kRankings, kIntruders, kBombs };

struct Report {
  Mode mode = Mode::kAttacks;
  BeliefOptions beliefs;  // as the levels build them, or weighed with --plausible
  Counts counts;
  RecordsRead read;
};

std::size_t StageOf(int ply) {
  std::size_t stage = 0;
  while (stage < kStageEnds.size() && ply >= kStageEnds[stage])
    ++stage;
  return stage;
}

// Where an attack by `attacker` on a piece with these Bomb odds counts in BlindAttacks. The odds
// are sums of 1/kDraws, which may fall a rounding short of a band's end that kDraws draws reach
// exactly: such odds count in the band above, as they are.
std::pair<std::size_t, std::size_t> BlindCell(Rank attacker, double bomb_odds) {
  constexpr double kRounding = 1e-9;
  const auto rank = std::find(kBlindAttackers.begin(), kBlindAttackers.end(), attacker);
  const auto band =
      std::upper_bound(kBlindBandEnds.begin(), kBlindBandEnds.end(), bomb_odds + kRounding);
  return {static_cast<std::size_t>(rank - kBlindAttackers.begin()),
          static_cast<std::size_t>(band - kBlindBandEnds.begin())};
}

// Counts `move` if it is `side`'s attack on a piece its view does not show (and, on one that
// never moved, its Bomb odds in `blind`).
void CountAttack(const GameState& state, Player side, Move move, const BeliefOptions& options,
                 Rng& rng, Tallies& tallies, BlindAttacks& blind) {
  const PieceId target = state.board().At(move.to);
  if (target == kNoPiece) return;
  const PlayerView view = BuildView(state, side);
  const Piece& seen = view.board.piece(target);
  if (seen.rank != Rank::kUnknown) return;
  const Beliefs beliefs(view, options);
  const AttackOdds odds(beliefs, view.rules, kDraws, rng);
  if (!odds.Covers(target)) return;
  Tally& tally = tallies[StageOf(state.ply())][seen.moved ? 1 : 0];
  ++tally.attacks;
  for (int r = 0; r < kNumRanks; ++r)
    tally.expected[static_cast<std::size_t>(r)] += odds.Chance(target, RankAt(r));
  const Rank truth = state.board().piece(target).rank;
  ++tally.found[static_cast<std::size_t>(Index(truth))];
  if (seen.moved) return;
  const double bomb_odds = odds.Chance(target, Rank::kBomb);
  const auto [attacker, band] =
      BlindCell(state.board().piece(state.board().At(move.from)).rank, bomb_odds);
  blind[attacker][band].Count(bomb_odds, truth == Rank::kBomb);
}

// The hidden enemy pieces beside the square that `side`'s Marshal or General goes to by `move`, if
// the enemy has seen it or sees it by the move (an attack); nothing for other moves.
void CountExposure(const GameState& state, Player side, Move move, const BeliefOptions& options,
                   Rng& rng, Exposures& exposures) {
  const Board& board = state.board();
  const PieceId moving = board.At(move.from);
  if (moving == kNoPiece) return;  // an illegal move: ApplyAction reports it
  const Piece& mover = board.piece(moving);
  const auto which =
      std::find_if(kExposed.begin(), kExposed.end(),
                   [&](const Exposable& exposable) { return exposable.piece == mover.rank; });
  const PieceId target = board.At(move.to);
  if (which == kExposed.end() || (!mover.revealed && target == kNoPiece)) return;
  const auto piece = static_cast<std::size_t>(which - kExposed.begin());
  const PlayerView view = BuildView(state, side);
  std::optional<AttackOdds> odds;  // drawn once a hidden piece stands beside the square
  for (Direction direction : kDirections) {
    const Square next = Step(move.to, direction);
    const PieceId beside = next.valid() ? board.At(next) : kNoPiece;
    if (beside == kNoPiece || beside == target || OwnerOf(beside) == side) continue;
    const Piece& seen = view.board.piece(beside);
    if (seen.rank != Rank::kUnknown) continue;
    if (!odds) odds.emplace(Beliefs(view, options), view.rules, kDraws, rng);
    if (!odds->Covers(beside)) continue;
    double chance = 0;
    for (int r = 0; r < kNumRanks; ++r) {
      if (Contains(kExposed[piece].takers, RankAt(r))) chance += odds->Chance(beside, RankAt(r));
    }
    exposures[piece][seen.moved ? 1 : 0][target != kNoPiece ? 1 : 0].Count(
        chance, Contains(kExposed[piece].takers, board.piece(beside).rank));
  }
}

// Before `side` moves in `state`: where the enemy's Marshal and General, if hidden from it and
// moved, rank among the enemy pieces hidden from it by the odds of their rank.
void CountRanking(const GameState& state, Player side, const BeliefOptions& options, Rng& rng,
                  Rankings& rankings) {
  const PlayerView view = BuildView(state, side);
  const Player enemy = Opponent(side);
  std::optional<AttackOdds> odds;  // drawn once a piece is counted
  for (std::size_t r = 0; r < kRanked.size(); ++r) {
    for (PieceId id = FirstPieceId(enemy); id < state.board().EndPieceId(enemy); ++id) {
      const Piece& piece = state.board().piece(id);
      const Piece& seen = view.board.piece(id);
      if (!piece.on_board() || piece.rank != kRanked[r] || seen.rank != Rank::kUnknown ||
          !seen.moved)
        continue;
      if (!odds) odds.emplace(Beliefs(view, options), view.rules, kDraws, rng);
      if (!odds->Covers(id)) continue;
      const double truth = odds->Chance(id, kRanked[r]);
      double top = truth;
      int as_likely = 0;  // other pieces with odds as high as the true one's
      for (PieceId other = FirstPieceId(enemy); other < state.board().EndPieceId(enemy); ++other) {
        if (other == id || !odds->Covers(other)) continue;
        const double chance = odds->Chance(other, kRanked[r]);
        top = std::max(top, chance);
        if (chance >= truth) ++as_likely;
      }
      Ranking& ranking = rankings[r][StageOf(state.ply())];
      ++ranking.positions;
      if (as_likely == 0) ++ranking.likeliest;
      if (as_likely < 3) ++ranking.among_three;
      ranking.top_odds += top;
      ranking.true_odds += truth;
    }
  }
}

// Before `side` moves in `state`: the enemy pieces hidden from it that have moved and stand within
// kIntruderReach steps of its Flag, with the odds that each is a Miner.
void CountIntruders(const GameState& state, Player side, const BeliefOptions& options, Rng& rng,
                    Intrusions& intrusions) {
  const Board& board = state.board();
  Square flag = kNoSquare;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    if (board.piece(id).on_board() && board.piece(id).rank == Rank::kFlag)
      flag = board.piece(id).square;
  }
  if (!flag.valid()) return;
  const PlayerView view = BuildView(state, side);
  const Player enemy = Opponent(side);
  std::optional<AttackOdds> odds;  // drawn once a piece is counted
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& piece = board.piece(id);
    const Piece& seen = view.board.piece(id);
    if (!piece.on_board() || seen.rank != Rank::kUnknown || !seen.moved) continue;
    const int steps = StepsApart(piece.square, flag);
    if (steps > kIntruderReach) continue;
    if (!odds) odds.emplace(Beliefs(view, options), view.rules, kDraws, rng);
    if (!odds->Covers(id)) continue;
    std::size_t band = 0;
    while (steps > kIntruderBands[band])
      ++band;
    Exposure& intrusion = intrusions[StageOf(state.ply())][band];
    ++intrusion.pieces;
    intrusion.expected += odds->Chance(id, Rank::kMiner);
    if (piece.rank == Rank::kMiner) ++intrusion.found;
  }
}

// Whether a piece of `side` stands beside `square`.
bool BesideOwn(const Board& board, Square square, Player side) {
  for (Direction direction : kDirections) {
    const Square next = Step(square, direction);
    const PieceId there = next.valid() ? board.At(next) : kNoPiece;
    if (there != kNoPiece && OwnerOf(there) == side) return true;
  }
  return false;
}

// Adds a never-moved piece of true rank `rank`, whose odds `odds` give, to `calibration`.
void CountRankOdds(const AttackOdds& odds, PieceId id, Rank rank, RankCalibration& calibration) {
  ++calibration.pieces;
  for (int r = 0; r < kNumRanks; ++r)
    calibration.expected[static_cast<std::size_t>(r)] += odds.Chance(id, RankAt(r));
  ++calibration.found[static_cast<std::size_t>(Index(rank))];
  calibration.log_loss -= std::log(std::max(kLeastOdds, odds.Chance(id, rank)));
}

// Before `side` moves in `state`: the enemy pieces hidden from it that never moved, with the odds
// that each is a Bomb, and the odds of every rank.
void CountBombOdds(const GameState& state, Player side, const BeliefOptions& options, Rng& rng,
                   Calibrations& calibrations, RankCalibrations& rank_calibrations) {
  const Board& board = state.board();
  const PlayerView view = BuildView(state, side);
  std::optional<AttackOdds> odds;  // drawn once a piece is counted
  for (PieceId id : HiddenPieces(view)) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || view.board.piece(id).moved) continue;
    if (!odds) odds.emplace(Beliefs(view, options), view.rules, kDraws, rng);
    if (!odds->Covers(id)) continue;
    const double chance = odds->Chance(id, Rank::kBomb);
    const bool bomb = piece.rank == Rank::kBomb;
    const double read = std::clamp(chance, kLeastOdds, 1 - kLeastOdds);
    const auto tenth = std::min(kTenths - 1, static_cast<std::size_t>(chance * kTenths));
    for (std::size_t group = 0; group < calibrations.size(); ++group) {
      if (group == 1 && !BesideOwn(board, piece.square, side)) continue;
      Calibration& calibration = calibrations[group][tenth];
      ++calibration.bombs.pieces;
      calibration.bombs.expected += chance;
      if (bomb) ++calibration.bombs.found;
      calibration.log_loss -= std::log(bomb ? read : 1 - read);
      CountRankOdds(*odds, id, piece.rank, rank_calibrations[group]);
    }
  }
}

// Counts, in one record, the attacks (exposures, rankings, intruders, Bomb odds) of its sides named
// like `key`.
class AttackCounter : public NamedSidesVisitor {
 public:
  AttackCounter(const std::string& key, Mode mode, const BeliefOptions& options, Rng& rng)
      : NamedSidesVisitor(key), mode_(mode), options_(options), rng_(rng) {}

  void Start(const GameRecord& record) override {
    NamedSidesVisitor::Start(record);
    moves_ = {};
  }
  void Before(const GameState& state, const GameAction& action) override {
    if (action.kind != ActionKind::kMove || !named(action.player) || state.over()) return;
    switch (mode_) {
      case Mode::kAttacks:
        CountAttack(state, action.player, action.move, options_, rng_, counts_.tallies,
                    counts_.blind_attacks);
        break;
      case Mode::kPiecesBeside:
        CountExposure(state, action.player, action.move, options_, rng_, counts_.exposures);
        break;
      case Mode::kRankings:
        CountRanking(state, action.player, options_, rng_, counts_.rankings);
        break;
      case Mode::kIntruders:
        CountIntruders(state, action.player, options_, rng_, counts_.intrusions);
        break;
      case Mode::kBombs:
        if (moves_[static_cast<std::size_t>(Index(action.player))]++ % kBombsEvery == 0)
          CountBombOdds(state, action.player, options_, rng_, counts_.calibrations,
                        counts_.rank_calibrations);
        break;
    }
  }
  void End(const GameState&) override {}

  const Counts& counts() const { return counts_; }

 private:
  const Mode mode_;
  const BeliefOptions& options_;
  Rng& rng_;
  std::array<int, kNumPlayers> moves_{};  // each side's moves so far (--bombs)
  Counts counts_;
};

// Reads and replays one record, adding what its sides named like `key` did to the report only if
// every action is legal.
void CountFile(const std::string& path, const std::string& key, Rng& rng, Report& report) {
  AttackCounter counter(key, report.mode, report.beliefs, rng);
  if (ReplayNamedRecord(path, counter, report.read)) report.counts.Add(counter.counts());
}

void PrintTally(const char* stage, bool moved, const Tally& tally) {
  std::printf("%s, pieces that %s: %d attacks\n", stage, moved ? "had moved" : "never moved",
              tally.attacks);
  if (tally.attacks == 0) return;
  std::printf("  %-12s %18s %18s\n", "rank", "the odds expected", "found");
  const double attacks = tally.attacks;
  for (int r = 0; r < kNumRanks; ++r) {
    const auto index = static_cast<std::size_t>(r);
    if (tally.expected[index] < 0.5 && tally.found[index] == 0) continue;
    std::printf("  %-12s %9.1f (%5.1f%%) %9d (%5.1f%%)\n", std::string(RankName(RankAt(r))).c_str(),
                tally.expected[index], 100 * tally.expected[index] / attacks, tally.found[index],
                100 * tally.found[index] / attacks);
  }
}

// The attacks on pieces that never moved by one attacker (`name`), band by band.
void PrintBlindAttacks(const char* name,
                       const std::array<Exposure, kBlindBandNames.size()>& bands) {
  int attacks = 0;
  for (const Exposure& band : bands)
    attacks += band.pieces;
  std::printf("  by %s (%d attack%s):\n", name, attacks, attacks == 1 ? "" : "s");
  for (std::size_t band = 0; band < bands.size(); ++band) {
    if (bands[band].pieces == 0) continue;
    std::printf("    Bomb odds %s: %d attack%s; Bombs expected %.1f, found %d\n",
                kBlindBandNames[band], bands[band].pieces, bands[band].pieces == 1 ? "" : "s",
                bands[band].expected, bands[band].found);
  }
}

void PrintAttacks(const std::string& key, const Report& report) {
  std::printf("attacks on hidden pieces by the sides named like '%s', in %d game%s\n", key.c_str(),
              report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t stage = 0; stage < kStageNames.size(); ++stage) {
    for (bool moved : {false, true})
      PrintTally(kStageNames[stage], moved, report.counts.tallies[stage][moved ? 1 : 0]);
  }
  std::printf("the attacks on pieces that never moved, by the attacker and the Bomb odds:\n");
  std::array<Exposure, kBlindBandNames.size()> every{};
  for (std::size_t attacker = 0; attacker < kBlindAttackerNames.size(); ++attacker) {
    const auto& bands = report.counts.blind_attacks[attacker];
    for (std::size_t band = 0; band < bands.size(); ++band)
      every[band].Add(bands[band]);
    PrintBlindAttacks(kBlindAttackerNames[attacker], bands);
  }
  PrintBlindAttacks("every attacker", every);
}

void PrintExposures(const std::string& key, const Report& report) {
  std::printf(
      "hidden pieces beside the squares the seen Marshals, Generals, Colonels, Majors and Captains "
      "of the sides named like '%s' went to, in %d game%s\n",
      key.c_str(), report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t piece = 0; piece < kExposed.size(); ++piece) {
    const std::string exposed(RankName(kExposed[piece].piece));
    const std::string taker(kExposed[piece].takers_name);
    for (bool moved : {false, true}) {
      for (bool attack : {false, true}) {
        const Exposure& exposure = report.counts.exposures[piece][moved ? 1 : 0][attack ? 1 : 0];
        std::printf(
            "%s, %s, pieces that %s: %d piece%s; %s expected %.1f, found %d; log loss %.4f a "
            "piece\n",
            exposed.c_str(), attack ? "attacks" : "steps", moved ? "had moved" : "never moved",
            exposure.pieces, exposure.pieces == 1 ? "" : "s", taker.c_str(), exposure.expected,
            exposure.found, exposure.pieces > 0 ? exposure.log_loss / exposure.pieces : 0.0);
      }
    }
  }
}

void PrintRankings(const std::string& key, const Report& report) {
  std::printf(
      "where the enemy's hidden Marshal and General, once moved, ranked by their odds among the "
      "pieces hidden from the sides named like '%s', in %d game%s\n",
      key.c_str(), report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t r = 0; r < kRanked.size(); ++r) {
    for (std::size_t stage = 0; stage < kStageNames.size(); ++stage) {
      const Ranking& ranking = report.counts.rankings[r][stage];
      const double positions = std::max(1, ranking.positions);
      std::printf(
          "%s, %s: %d position%s; the likeliest %.1f%%, among the 3 likeliest %.1f%%; odds of the "
          "likeliest %.3f, of the true one %.3f\n",
          std::string(RankName(kRanked[r])).c_str(), kStageNames[stage], ranking.positions,
          ranking.positions == 1 ? "" : "s", 100 * ranking.likeliest / positions,
          100 * ranking.among_three / positions, ranking.top_odds / positions,
          ranking.true_odds / positions);
    }
  }
}

void PrintIntruders(const std::string& key, const Report& report) {
  std::printf(
      "enemy pieces that had moved, hidden from the sides named like '%s', within %d steps of "
      "their Flag before their moves, in %d game%s\n",
      key.c_str(), kIntruderReach, report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t stage = 0; stage < kStageNames.size(); ++stage) {
    for (std::size_t band = 0; band < kIntruderBands.size(); ++band) {
      const Exposure& intrusion = report.counts.intrusions[stage][band];
      std::printf("%s, %s: %d piece%s; Miners expected %.1f, found %d\n", kStageNames[stage],
                  kIntruderBandNames[band], intrusion.pieces, intrusion.pieces == 1 ? "" : "s",
                  intrusion.expected, intrusion.found);
    }
  }
}

void PrintBombOdds(const std::string& key, const Report& report) {
  std::printf(
      "Bomb odds of the enemy pieces that never moved, hidden from the sides named like '%s', "
      "before every %dth of their moves, in %d game%s\n",
      key.c_str(), kBombsEvery, report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t group = 0; group < report.counts.calibrations.size(); ++group) {
    Calibration all;
    for (const Calibration& calibration : report.counts.calibrations[group])
      all.Add(calibration);
    const Exposure& bombs = all.bombs;
    std::printf("%s: %d piece%s; Bombs expected %.1f, found %d; log loss %.4f\n",
                group == 0 ? "every such piece" : "beside their pieces", bombs.pieces,
                bombs.pieces == 1 ? "" : "s", bombs.expected, bombs.found,
                all.log_loss / std::max(1, bombs.pieces));
    for (std::size_t tenth = 0; tenth < kTenths; ++tenth) {
      const Exposure& in_tenth = report.counts.calibrations[group][tenth].bombs;
      std::printf("  odds %.1f-%.1f: %d piece%s; Bombs expected %.1f, found %d\n",
                  static_cast<double>(tenth) / kTenths, static_cast<double>(tenth + 1) / kTenths,
                  in_tenth.pieces, in_tenth.pieces == 1 ? "" : "s", in_tenth.expected,
                  in_tenth.found);
    }
    const RankCalibration& ranks = report.counts.rank_calibrations[group];
    std::printf("  every rank: log loss %.4f; expected (found):",
                ranks.log_loss / std::max(1, ranks.pieces));
    for (int r = 0; r < kNumRanks; ++r) {
      const auto index = static_cast<std::size_t>(r);
      std::printf(" %s %.1f (%d)", std::string(RankName(RankAt(r))).c_str(), ranks.expected[index],
                  ranks.found[index]);
    }
    std::printf("\n");
  }
}

void PrintUsage(std::FILE* to) {
  std::fprintf(
      to,
      "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] "
      "KEY GAME...\n");
}

// Reads the options before KEY, in any order, into `report`, leaving `first` at KEY; false, with a
// message, for an unknown or repeated option, both modes, or a missing or bad temperature.
bool ParseOptions(int argc, char** argv, int& first, Report& report) {
  bool moded = false;
  bool weighed = false;
  for (; first < argc && argv[first][0] == '-'; ++first) {
    const std::string option = argv[first];
    if (option == "--exposed" || option == "--ranked" || option == "--intruders" ||
        option == "--bombs") {
      if (moded) {
        std::fprintf(stderr,
                     "stratego_odds_bench: give one of --exposed, --ranked, --intruders and "
                     "--bombs, once\n");
        return false;
      }
      moded = true;
      report.mode = option == "--exposed"     ? Mode::kPiecesBeside
                    : option == "--ranked"    ? Mode::kRankings
                    : option == "--intruders" ? Mode::kIntruders
                                              : Mode::kBombs;
    } else if (option == "--plausible") {
      if (weighed) {
        std::fprintf(stderr, "stratego_odds_bench: give --plausible once\n");
        return false;
      }
      weighed = true;
      const std::optional<int> temperature =
          first + 1 < argc ? ParseIntInRange(argv[first + 1], 1, 100000) : std::nullopt;
      if (!temperature) {
        std::fprintf(stderr, "stratego_odds_bench: --plausible needs a temperature, 1 to 100000\n");
        return false;
      }
      report.beliefs.plausible_play = *temperature;
      ++first;
    } else {
      std::fprintf(stderr, "stratego_odds_bench: unknown option '%s'\n", argv[first]);
      return false;
    }
  }
  return true;
}

int Run(int argc, char** argv) {
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    PrintUsage(stdout);
    return 0;
  }
  Report report;
  int first = 1;
  if (!ParseOptions(argc, argv, first, report)) {
    PrintUsage(stderr);
    return 2;
  }
  if (argc < first + 2) {
    PrintUsage(stderr);
    return 2;
  }
  const std::string key = argv[first];
  Rng rng(1);
  for (int i = first + 1; i < argc; ++i) {
    CountFile(argv[i], key, rng, report);
  }
  if (!AnyGameNamed("stratego_odds_bench", report.read, key)) return 1;
  switch (report.mode) {
    case Mode::kAttacks:
      PrintAttacks(key, report);
      break;
    case Mode::kPiecesBeside:
      PrintExposures(key, report);
      break;
    case Mode::kRankings:
      PrintRankings(key, report);
      break;
    case Mode::kIntruders:
      PrintIntruders(key, report);
      break;
    case Mode::kBombs:
      PrintBombOdds(key, report);
      break;
  }
  return ExitStatus(report.read);
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  return stratego::Run(argc, argv);
}
