#include "ai/search.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

#include "ai/attack_odds.h"
#include "ai/evaluation.h"
#include "ai/move_order.h"
#include "ai/opponent_view.h"
#include "ai/repetition.h"
#include "ai/root_odds.h"
#include "ai/search_state.h"
#include "ai/spy_risk.h"
#include "ai/win_chance.h"
#include "core/combat.h"

namespace stratego {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kInfinity = std::numeric_limits<int>::max() / 2;
// Root moves worse than the best of a sample by more than this are only bounded, not scored
// exactly: that lets alpha-beta cut them short, and such moves are never chosen anyway.
constexpr int kRootMargin = 200;
// How often the search looks at the clock and the stop flag.
constexpr int kNodesPerCheck = 1024;
// The score of a root move the search had no time for.
constexpr int kUnscored = -kWinScore * 2;
// New samples start until this share of the time for the move has passed (in percent); one
// still running when the time is up is dropped, except the first, which may take up to
// kLastCallPercent.
constexpr int kStartSamplesPercent = 90;
constexpr int kLastCallPercent = 130;
// When the time is up (in percent): short of the whole, so that the answer, with the search's
// check every kNodesPerCheck nodes, the way back through the bot protocol's pipe and a busy
// machine, stays within the time for the move (at 100, hard at a second measured 1,001 ms at
// worst in 24 games against an outside program through the protocol, two games at a time).
constexpr int kTimeUpPercent = 97;
// The draws from the beliefs that estimate the odds of blind attacks (ai/attack_odds.h).
constexpr int kOddsDraws = 200;
// An enemy piece this many steps from the searcher's Flag may take it within the next few plies
// (a step beside a Bomb, the Bomb, the Flag): see BlindAttackScore.
constexpr int kNearFlagSteps = 2;
// An average chance in the units the moves are compared in: about one per point of material in
// an even position at the start (ai/win_chance.h), so that the noise of the easy level is in
// points.
constexpr double kUnitsPerChance = 4 * 350.0 / (1 - 2 * kMaterialFloor);
// Moves are compared in steps this much finer than a unit. Far ahead (or far behind) every
// position's chance lies within a thousandth of the ceiling (or floor) of win_chance.h, where a
// piece won or a step towards a target changes it by less than a unit: rounded to units, every
// move looked the same, the choice was random, and hard shuffled in won endgames until the move
// limit (9 of the 13 draws of a trial of 200 games were games it led by far).
constexpr std::int64_t kStepsPerUnit = std::int64_t{1} << 20;
// A drawn game's chance, as the moves are compared: half a win, as an even score's.
constexpr double kDrawChance = 0.5;

// Whether an average chance is a game won in every sample: only a won game's chance is above
// 1 - kMaterialFloor (ai/win_chance.h).
bool SureWin(double chance) {
  return chance > 1 - kMaterialFloor;
}

// The ranks SearchOptions::caution keeps from blind attacks on unmoved pieces: the Marshal and the
// General.
bool IsPrecious(Rank rank) {
  return BaseValue(rank) >= BaseValue(Rank::kGeneral);
}

// Whether `viewer` has a movable piece on the board that is not IsPrecious, to try unmoved pieces
// with.
bool HasLesserMover(const Board& board, Player viewer) {
  for (PieceId id = FirstPieceId(viewer); id < board.EndPieceId(viewer); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && IsMovable(piece.rank) && !IsPrecious(piece.rank)) return true;
  }
  return false;
}

// Whether `square` is the Flag's square or one beside it.
bool OnOrBeside(Square square, Square flag) {
  if (square == flag) return true;
  for (Direction direction : kDirections) {
    if (Step(flag, direction) == square) return true;
  }
  return false;
}

class Searcher {
 public:
  // `deadline` ends the search once one sample is done; `last_call`, even the first sample.
  // `odds` scores `searcher`'s own attacks below the root on pieces hidden from it (see
  // BlindAttackScore); `enemy_odds`, if any, what the enemy believes of the searcher's pieces
  // (see Deterred). Both outlive the Searcher.
  // `caution`: whether the searcher's own attacks are Cautioned (SearchOptions::caution, when it
  // has a lesser movable piece).
  Searcher(const SearchOptions& options, Player searcher, const AttackOdds& odds,
           const AttackOdds* enemy_odds, bool caution, Clock::time_point deadline,
           Clock::time_point last_call, bool timed, const std::atomic<bool>& stop)
      : options_(options),
        searcher_(searcher),
        odds_(odds),
        enemy_odds_(enemy_odds),
        caution_(caution),
        deadline_(deadline),
        last_call_(last_call),
        timed_(timed),
        stop_(stop),
        // A blind attack's quiescence when left alone (BlindAttackScore) may start at the last
        // ply of quiescence and go as deep again.
        lists_(static_cast<std::size_t>(options.depth + 2 * options.quiescence_depth + 2)) {}

  // The score of every root move (indexed as in `moves`) in one sampled position. A search
  // stopped before it finished scores the moves it did not reach kUnscored.
  struct RootScores {
    std::vector<int> scores;
    bool complete = true;
  };
  // Moves marked in `last` are searched after all the others (so that those are not only bounded
  // by them: see kRootMargin). With `tempo`, the enemy passes after each root move (see
  // SearchOptions::tempo_when_lost): the searcher moves again, and the search goes as deep.
  RootScores ScoreRoot(const SearchState& root, const MoveList& moves,
                       const std::vector<bool>& last, bool tempo = false);
  void SampleDone() { ++samples_done_; }
  // Searches one full-width ply deeper from the next sample on (SearchOptions::deepen_samples).
  void Deepen() { ++options_.depth; }
  int depth() const { return options_.depth; }
  // The scale of WinChance for the sample being searched (blind attacks are scored with it).
  void SetScale(double scale) { scale_ = scale; }
  // The positions visited: searched, or scored as a blind attack's outcome.
  std::int64_t nodes() const { return nodes_ + scored_; }

 private:
  int Negamax(const SearchState& state, int depth, int alpha, int beta, int ply);
  int Quiesce(const SearchState& state, int depth, int alpha, int beta, int ply);
  int Child(const SearchState& state, Move move, bool quiescence, int depth, int alpha, int beta,
            int ply);
  std::optional<int> BlindAttackScore(const SearchState& state, Move move, int ply);
  std::optional<int> OddsScore(const SearchState& state, Move move, int ply, const AttackOdds& odds,
                               std::optional<int> left_alone = std::nullopt) const;
  bool Deterred(const SearchState& state, Move move) const;
  bool Careful(const SearchState& state, Move move) const;
  bool Desperate(int best) const;
  bool Aborted();

  SearchOptions options_;
  Player searcher_;
  const AttackOdds& odds_;
  const AttackOdds* enemy_odds_;
  bool caution_;
  double scale_ = kMinScale;
  Clock::time_point deadline_;
  Clock::time_point last_call_;
  bool timed_;
  int samples_done_ = 0;
  const std::atomic<bool>& stop_;
  std::int64_t nodes_ = 0;   // searched (and counted towards looking at the clock)
  std::int64_t scored_ = 0;  // blind attacks scored by their odds, not searched
  bool aborted_ = false;
  bool leaving_alone_ = false;  // within the quiescence of BlindAttackScore's position left alone
  // The moves of the position being searched at each ply from the root: made once, as a
  // MoveList costs to make. A deque, so that a search deeper than foreseen (ListAt) adds lists
  // without moving those the plies above it still use.
  std::deque<MoveList> lists_;

  MoveList& ListAt(int ply) {
    while (lists_.size() <= static_cast<std::size_t>(ply))
      lists_.emplace_back();
    return lists_[static_cast<std::size_t>(ply)];
  }
};

bool Searcher::Aborted() {
  if (aborted_) return true;
  if (++nodes_ % kNodesPerCheck != 0) return false;
  aborted_ = stop_.load(std::memory_order_relaxed) ||
             (timed_ && Clock::now() >= (samples_done_ > 0 ? deadline_ : last_call_));
  return aborted_;
}

// Whether `move` attacks a piece whose rank the side to move has not seen (RULES.md §8: not
// revealed in battle, not a Scout seen moving far) and that `odds` covers.
bool Blind(const SearchState& state, Move move, const AttackOdds& odds) {
  const PieceId defender = state.board().At(move.to);
  if (defender == kNoPiece) return false;
  const Piece& defending = state.board().piece(defender);
  return !defending.revealed && !defending.moved_far && odds.Covers(defender);
}

// Whether the piece on `square` is cornered: no empty square beside it, and beside it an enemy
// piece whose rank is revealed and that would take it by attacking it under `rules`. Unless it
// attacks, it is lost where it stands.
bool Cornered(const Board& board, Square square, const RuleSet& rules) {
  const Piece& piece = board.piece(board.At(square));
  bool threatened = false;
  for (Direction direction : kDirections) {
    const Square beside = Step(square, direction);
    if (!beside.valid()) continue;  // off the board or a lake
    const PieceId id = board.At(beside);
    if (id == kNoPiece) return false;  // it can step away
    const Piece& other = board.piece(id);
    threatened = threatened ||
                 (other.owner != piece.owner && other.revealed && IsMovable(other.rank) &&
                  ResolveCombat(other.rank, piece.rank, rules) == CombatOutcome::kAttackerWins);
  }
  return threatened;
}

// Whether `move`, on `board`, is an attack by the mover's Marshal or General (IsPrecious) on a
// piece that never moved, whose rank the mover has not seen, and that by `odds` gains nothing on
// average (AttackOdds::ExpectedGain: what it takes less what it loses, the Flag counted as a
// large gain): the mover makes it only if every other move loses the game (SearchOptions::
// caution), as when a Miner is about to take our Flag: then the Marshal tries the unmoved pieces
// that may be the enemy's.
//
// Why: the search scores such an attack by the odds of the piece's ranks, but also by what the
// line after it promises, and below the root the odds are the root's: once a piece walled in
// beside it is opened, the beliefs of the next move would think it the Flag far less often. In
// 200 games between the hards of stops 25 and 26 a Marshal, General or Colonel attacked an
// unmoved hidden piece 1,218 times and found 378 Bombs and 5 Flags; 204 of those attacks were at
// odds of a Bomb of one in two or more (157 Bombs). The other 835 gained 55 points on average (a
// Scout 22, a Miner 55, a Major 130, less the ties and the Colonels lost to Generals), and the
// Marshal is worth 400: it gains nothing once the odds of a Bomb pass 55 / 455, about 12%. Strong
// players keep their Marshal and General off unmoved pieces and send low ranks to try them.
// Against the hard of stop 26 (400 games, 30 ms a move) the Marshal and General held back so
// scored 193 wins, 19 draws, 188 losses (50.6%): our General lost to a Bomb in 38 games, the
// other's in 105; our Marshal in 40, the other's in 73. Held back with the Colonel too, 24 wins,
// 1 draw, 37 losses of the first 62 (39.5%, with a margin of a tenth of a chance in place of the
// lost game; with no exception at all, 31-3-38 of 72; only where a Bomb is likelier than not,
// against this program, 27-8-32 of 67), so the Colonel is left free.
//
// Not when the piece is Cornered: it is lost where it stands, and an attack that may find no Bomb
// is its way out, not a gamble. Without this exception our General, stuck among the enemy's
// unmoved pieces with the enemy's known Marshal beside it, stayed to be taken: in 200 games
// against the UCC 2012 winner that was 52 of the 83 Generals its Marshal took, and in 8 of the 10
// looked at the attack we held back scored the better chance (0.75 against 0.47, 0.30 against
// 0.07). Only when it has no empty square to step to: with the exception for any piece beside
// one that would take it, hard scored 80-14-106 (43.5%) against the hard before it, most likely
// as the root's odds, which run high for the attacks chosen, then outbid stepping away.
bool Cautioned(const Board& board, Move move, const AttackOdds& odds, const RuleSet& rules) {
  const PieceId defender = board.At(move.to);
  if (defender == kNoPiece) return false;
  const Piece& defending = board.piece(defender);
  if (defending.moved || defending.revealed || !odds.Covers(defender)) return false;
  const Rank attacker = board.piece(board.At(move.from)).rank;
  return IsPrecious(attacker) && odds.ExpectedGain(defender, attacker, false) <= 0 &&
         !Cornered(board, move.from, rules);
}

int FinishedScore(const SearchState& state, int ply) {
  return *state.flag_winner() == state.to_move() ? kWinScore - ply : -(kWinScore - ply);
}

int Searcher::Quiesce(const SearchState& state, int depth, int alpha, int beta, int ply) {
  if (state.flag_winner()) return FinishedScore(state, ply);
  if (state.drawn_by_limit()) return 0;
  // RULES.md §6, as in Negamax, for the commonest case, found cheaply: its last movable piece
  // lost in an attack, the side to move cannot move.
  if (state.MovableCount(state.to_move()) == 0)
    return state.MovableCount(Opponent(state.to_move())) > 0 ? -(kWinScore - ply) : 0;
  const int stand = Evaluate(state, state.to_move());
  // The searcher may not stand pat with an enemy piece next to its Flag: only an attack that
  // removes it saves the game, which the enemy's next move ends otherwise. Without this the
  // defender stood pat between a Miner's attack on the Bomb beside the Flag and its attack on
  // the Flag, and never saw the Flag fall. The searcher's Flag stands where it truly does in
  // every sample; the enemy's is only drawn, and our attacks on it are scored by their odds.
  const bool must_answer =
      options_.flag_guard && state.to_move() == searcher_ && state.FlagInReach(searcher_);
  if ((stand >= beta && !must_answer) || depth == 0 || Aborted()) return stand;
  MoveList& list = ListAt(ply);
  state.LegalAttacks(list);
  const OrderedMoves attacks(state, list, true);
  int best = must_answer ? -(kWinScore - (ply + 1)) : stand;
  alpha = std::max(alpha, best);
  for (int i = 0; i < attacks.size(); ++i) {
    if (Deterred(state, attacks[i]) || (Careful(state, attacks[i]) && !Desperate(best))) continue;
    const int score = Child(state, attacks[i], true, depth, alpha, beta, ply);
    best = std::max(best, score);
    alpha = std::max(alpha, score);
    if (alpha >= beta) break;
  }
  return best;
}

// The score of `move` in `state` (a node `ply` plies below the root), for the side to move:
// searched further, or, for an attack the searcher cannot know the outcome of, its odds.
int Searcher::Child(const SearchState& state, Move move, bool quiescence, int depth, int alpha,
                    int beta, int ply) {
  if (const std::optional<int> blind = BlindAttackScore(state, move, ply)) {
    ++scored_;
    return *blind;
  }
  SearchState child = state;
  child.Apply(move);
  return quiescence ? -Quiesce(child, depth - 1, -beta, -alpha, ply + 1)
                    : -Negamax(child, depth - 1, -beta, -alpha, ply + 1);
}

// An attack by the searcher, below the root, on an enemy piece whose rank its view does not
// show (and no move in the line has revealed): the searcher will choose it without knowing what
// it meets, so it is scored by its odds (OddsScore) and not searched in the drawn position,
// where the searcher would "know" the rank. At the root every drawn position is searched, and
// the samples count by the same odds (ai/root_odds.h).
//
// Each outcome but the Flag taken counts from the position before the attack, as it stands; but
// with an enemy piece within two steps of the searcher's Flag, the enemy's next moves may take
// it, which that count does not see: the attack ended the line, so a blind attack on a possible
// Flag looked better than defending one's own against a Miner two steps off. Then the position
// counts at most what it is worth if the searcher passed (the enemy's attacks searched, and the
// searcher's answers: see Quiesce). Within that search, an enemy piece that reaches our Flag is
// answered by any such attack of ours, as its outcomes count the position as it stands; with
// SearchOptions::blind_attacks_see_flag they count the Flag lost instead.
std::optional<int> Searcher::BlindAttackScore(const SearchState& state, Move move, int ply) {
  if (ply == 0 || state.to_move() != searcher_ || !Blind(state, move, odds_)) return std::nullopt;
  std::optional<int> left_alone;
  if (options_.flag_guard && options_.blind_attacks_see_flag && state.FlagInReach(searcher_) &&
      !OnOrBeside(move.to, state.Flag(searcher_))) {
    // The enemy piece beside our Flag takes it next, whatever this attack meets.
    left_alone = -(kWinScore - (ply + 2));
  } else if (options_.flag_guard && !leaving_alone_ &&
             state.EnemyNearFlag(searcher_, kNearFlagSteps)) {
    // Not within such a search itself: its blind attacks count as before, so it ends.
    SearchState passed = state;
    passed.PassTurn();
    leaving_alone_ = true;
    left_alone = -Quiesce(passed, options_.quiescence_depth, -kInfinity, kInfinity, ply + 1);
    leaving_alone_ = false;
  }
  return OddsScore(state, move, ply, odds_, left_alone);
}

// For a Blind attack, its average chance to win for the side to move over the ranks `odds`
// gives the defender (none that cannot move if it moved in the line, unless the odds gave it
// only such ranks), each outcome counted as the position before the attack and the material it
// gains or loses (a Flag taken: the game won). Nothing for any other move.
std::optional<int> Searcher::OddsScore(const SearchState& state, Move move, int ply,
                                       const AttackOdds& odds,
                                       std::optional<int> left_alone) const {
  if (!Blind(state, move, odds)) return std::nullopt;
  const Board& board = state.board();
  const PieceId defender = board.At(move.to);
  const bool moved = board.piece(defender).moved;
  const Rank attacker = board.piece(board.At(move.from)).rank;
  const int evaluation = Evaluate(state, state.to_move());
  const int before = left_alone ? std::min(evaluation, *left_alone) : evaluation;
  // Our last movable piece lost in the attack loses the game (RULES.md §6), not its material.
  const bool last = state.MovableCount(state.to_move()) == 1;
  const double lost = WinChance(-(kWinScore - (ply + 1)), scale_);
  // The game decided whatever the attack meets but the Flag (the position left alone loses):
  // material won or lost does not change that.
  const bool decided = options_.blind_attacks_see_flag && std::abs(before) >= kWinScore / 2;
  std::array<double, 2> chance{};  // [0]: every rank the odds give; [1]: movable ranks only
  std::array<double, 2> total{};
  for (int r = 0; r < kNumRanks; ++r) {
    const Rank rank = RankAt(r);
    const double weight = odds.Chance(defender, rank);
    if (weight == 0) continue;
    const double won = rank == Rank::kFlag ? WinChance(kWinScore - (ply + 1), scale_)
                       : last && !odds.AttackerSurvives(attacker, rank) ? lost
                       : decided                                        ? WinChance(before, scale_)
                                 : WinChance(before + odds.Gain(attacker, rank), scale_);
    for (std::size_t only_movable : {0u, 1u}) {
      if (only_movable != 0 && !IsMovable(rank)) continue;
      chance[only_movable] += weight * won;
      total[only_movable] += weight;
    }
  }
  const std::size_t used = moved && total[1] > 0 ? 1 : 0;
  return ScoreForChance(chance[used] / total[used], scale_);
}

// Whether the enemy, to move in `state` below the root, would not make `move`, an attack on a
// piece of ours it has not seen (a Blind attack by the enemy's odds, enemy_odds_), because it
// cannot tell that piece apart as we can: by the enemy's odds (from what it may know of our
// pieces, ai/opponent_view.h) the attack gains nothing on average (AttackOdds::ExpectedGain, the
// Flag counted as a large gain). So a weak piece of ours that may as well be a Bomb or a strong
// piece is not attacked, as in play, where every sample searched as if the enemy knew our ranks
// took it. An attack the enemy would make is searched in the drawn position, with our true
// ranks, as any other move: the search does not count on the enemy attacking a hidden Bomb or
// Marshal of ours by mistake (a trial that did so lost 15 games of 48 to the previous hard, as
// the enemy in play knows more than the odds give it). The odds are looked up, not searched:
// trials that compared each attack's chance to win with the enemy's other moves, or with its
// position as it stands, took 1.4 times the processor time of the search without them.
// Never an attack on our Flag or beside it: its odds count the one attack, and a Miner that takes
// the Bomb beside our Flag takes the Flag next. Deterred, that attack was never searched, and the
// search did not see a known Miner three plies from our Flag (`lone-miner-before-flag-hunt`).
bool Searcher::Deterred(const SearchState& state, Move move) const {
  if (enemy_odds_ == nullptr || state.to_move() == searcher_ || !Blind(state, move, *enemy_odds_))
    return false;
  const Square flag = state.Flag(searcher_);
  if (flag.valid() && OnOrBeside(move.to, flag)) return false;
  const Board& board = state.board();
  const PieceId defender = board.At(move.to);
  return enemy_odds_->ExpectedGain(defender, board.piece(board.At(move.from)).rank,
                                   board.piece(defender).moved) <= 0;
}

// Whether `move` is the searcher's, below the root, and Cautioned: made only if the searcher's
// other moves are Desperate.
bool Searcher::Careful(const SearchState& state, Move move) const {
  return caution_ && state.to_move() == searcher_ &&
         Cautioned(state.board(), move, odds_, state.rules());
}

// Whether `best`, the best score of the searcher's moves but its Cautioned ones (-kInfinity if
// none), is a lost game: a chance below win_chance.h's floor for material.
bool Searcher::Desperate(int best) const {
  return WinChance(best, scale_) < kMaterialFloor;
}

// RULES.md §6: a side that must move and cannot has lost, unless neither side can move (a draw);
// a move limit reached is a draw.
int Searcher::Negamax(const SearchState& state, int depth, int alpha, int beta, int ply) {
  if (state.flag_winner()) return FinishedScore(state, ply);
  if (state.drawn_by_limit()) return 0;
  if (depth == 0) return Quiesce(state, options_.quiescence_depth, alpha, beta, ply);
  if (Aborted()) return 0;
  MoveList& list = ListAt(ply);
  state.LegalMoves(list);
  if (list.empty()) return state.CanMove(Opponent(state.to_move())) ? -(kWinScore - ply) : 0;
  const OrderedMoves moves(state, list, false);
  int best = -kInfinity;
  // Searches `move`; true at a cut-off.
  const auto search = [&](Move move) {
    const int score = Child(state, move, false, depth, alpha, beta, ply);
    best = std::max(best, score);
    alpha = std::max(alpha, score);
    return alpha >= beta;
  };
  const bool deterring = enemy_odds_ != nullptr && state.to_move() != searcher_;
  bool held_back = false;  // whether a Careful move was left for last
  for (int i = 0; i < moves.size(); ++i) {
    if (deterring && Deterred(state, moves[i])) continue;
    if (Careful(state, moves[i])) {
      held_back = true;
      continue;
    }
    if (search(moves[i])) return best;
  }
  if (deterring && best == -kInfinity) {
    // Should the enemy be deterred from every move it has, it must make one all the same.
    for (int i = 0; i < moves.size(); ++i)
      if (search(moves[i])) return best;
  }
  // The searcher's Cautioned moves, last, and only if the others are Desperate.
  if (held_back && Desperate(best)) {
    for (int i = 0; i < moves.size(); ++i)
      if (Careful(state, moves[i]) && search(moves[i])) return best;
  }
  return best;
}

Searcher::RootScores Searcher::ScoreRoot(const SearchState& root, const MoveList& moves,
                                         const std::vector<bool>& last, bool tempo) {
  RootScores result{std::vector<int>(static_cast<std::size_t>(moves.size()), kUnscored), true};
  const OrderedMoves ordered(root, moves, false);
  int best = -kInfinity;
  for (const bool searching_last : {false, true}) {
    for (int i = 0; i < ordered.size(); ++i) {
      const Move move = ordered[i];
      const auto index =
          static_cast<std::size_t>(std::find(moves.begin(), moves.end(), move) - moves.begin());
      if (last[index] != searching_last) continue;
      SearchState child = root;
      child.Apply(move);
      const int floor = best == -kInfinity ? -kInfinity : best - kRootMargin;
      int score;
      if (tempo) {
        child.PassTurn();
        score = Negamax(child, options_.depth - 1, floor, kInfinity, 2);
      } else {
        score = -Negamax(child, options_.depth - 1, -kInfinity, -floor, 1);
      }
      if (aborted_) {
        result.complete = false;
        return result;
      }
      best = std::max(best, score);
      result.scores[index] = score;
    }
  }
  return result;
}

}  // namespace

namespace {

// Whether a timed search whose first sample at `depth` took `took` should start again one ply
// deeper, with `left` until its last sample may start (SearchOptions::deepen_samples).
bool ShouldDeepen(const SearchOptions& options, int depth, Clock::duration took,
                  Clock::duration left) {
  if (options.deepen_samples <= 0 || depth > options.depth) return false;
  return left > took * kDeeperSampleCost * options.deepen_samples;
}

// What the samples searched at one depth add up to: each root move's total chance, and the
// chances of the attacks and Marshal moves that are counted by their odds.
struct SampleTally {
  SampleTally(const PlayerView& view, const MoveList& moves, const AttackOdds& odds,
              const SearchOptions& options, int searched_depth)
      : totals(static_cast<std::size_t>(moves.size()), 0.0),
        root_odds(view.board, moves, odds, options.probe),
        spy_risk(view.board, view.viewer, moves, odds,
                 options.escort ? kEscortedMarshalExposure : kMarshalExposure,
                 options.offered_bait ? OfferedSquare(view) : kNoSquare),
        general_risk(view.board, view.viewer, moves, odds, kGeneralExposure),
        take_risk(view.board, view.viewer, moves, odds, kTakeExposure),
        depth(searched_depth) {}

  // Adds another thread's samples of the same move at the same depth.
  void Merge(const SampleTally& other) {
    assert(other.depth == depth && other.totals.size() == totals.size());
    for (std::size_t i = 0; i < totals.size(); ++i)
      totals[i] += other.totals[i];
    root_odds.Merge(other.root_odds);
    spy_risk.Merge(other.spy_risk);
    general_risk.Merge(other.general_risk);
    take_risk.Merge(other.take_risk);
    samples += other.samples;
    tempo_samples += other.tempo_samples;
  }

  std::vector<double> totals;
  RootOdds root_odds;
  SpyRisk spy_risk;
  SpyRisk general_risk;
  SpyRisk take_risk;
  int samples = 0;
  int tempo_samples = 0;  // of `samples`, those scored given a tempo (tempo_when_lost)
  int depth;
};

// What every thread that draws samples for one move reads, and none of them writes (`stop` is set
// from outside, by Agent::Interrupt).
struct SampleJob {
  const PlayerView& view;
  const Beliefs& beliefs;
  const SearchOptions& options;
  const MoveList& moves;
  const AttackOdds& odds;
  const AttackOdds* enemy_odds;
  bool caution;
  const std::vector<bool>& cautioned;  // by root move: searched last (Cautioned)
  const std::vector<int>& repeats;     // by root move: how often its position stood before
  bool timed;
  Clock::time_point start;
  const std::atomic<bool>& stop;

  // The moment `percent` of the time for the move has passed.
  Clock::time_point At(int percent) const {
    return start + std::chrono::milliseconds(options.think_ms * percent / 100);
  }
};

// One thread's samples: the tally of the depth it searched last and, after deepening, the
// shallower one, kept until the deeper has a whole sample.
struct SampleRun {
  std::optional<SampleTally> tally;
  std::optional<SampleTally> shallower;
  std::int64_t nodes = 0;
  bool cut = false;  // its one sample was cut short by the time and kept (the caller's only)

  // The tally that counts: the deeper one once it has a sample.
  SampleTally& Counted() { return tally->samples > 0 || !shallower ? *tally : *shallower; }
  // Whether Counted() holds samples searched whole.
  bool Whole() { return !cut && Counted().samples > 0; }
};

// How SearchSample ended: the sample added whole, added though the time cut it short, or dropped.
enum class SampleEnd : std::uint8_t { kWhole, kCut, kDropped };

// Whether every root move's score is a game lost (in every line: a blind attack's odds that
// may win it score above).
bool EveryMoveLoses(const std::vector<int>& scores) {
  return std::all_of(scores.begin(), scores.end(),
                     [](int score) { return score <= -kWinScore / 2; });
}

// Draws a position from the beliefs, scores the root moves in it and adds it to `tally`; one the
// time cuts short is added only if `keep_cut` (its unscored moves lose); with
// SearchOptions::tempo_when_lost, one in which every move loses is scored given a tempo.
SampleEnd SearchSample(const SampleJob& job, Searcher& searcher, Rng& rng, bool keep_cut,
                       SampleTally& tally) {
  const GameState sampled = StateFromView(job.view, job.beliefs.Sample(rng));
  const double scale = WinChanceScale(sampled.board());
  searcher.SetScale(scale);
  SearchState position(
      sampled, job.options.flag_danger ? std::optional<Player>(job.view.viewer) : std::nullopt);
  if (job.options.home_guard) position.KeepHome(job.view.viewer);
  if (job.options.flag_cover) position.KeepCover(job.view.viewer);
  position.CountWalls(job.view.viewer);
  if (job.options.intruder_pull) position.PullToIntruders();
  auto root = searcher.ScoreRoot(position, job.moves, job.cautioned);
  if (!root.complete && !keep_cut) return SampleEnd::kDropped;
  const int before = Evaluate(position, job.view.viewer);
  if (job.options.tempo_when_lost && root.complete && EveryMoveLoses(root.scores)) {
    // Kept only if searched whole: a cut search would score the moves it missed as lost. A move
    // that saves the game given the tempo scores at most the position as it stands: the tempo is
    // there to tell the moves that defend from those that do not, not to let a move and the next
    // one of ours win material before the enemy answers.
    const auto tempo = searcher.ScoreRoot(position, job.moves, job.cautioned, true);
    if (tempo.complete) {
      for (std::size_t i = 0; i < root.scores.size(); ++i) {
        const int given_tempo = tempo.scores[i];
        if (given_tempo > -kWinScore / 2) root.scores[i] = std::min(given_tempo, before);
      }
      ++tally.tempo_samples;
    }
  }
  std::vector<double> chances(tally.totals.size());
  for (std::size_t i = 0; i < chances.size(); ++i) {
    int score = root.scores[i];
    const bool finished = std::abs(score) >= kWinScore / 2;
    if (job.repeats[i] > 0 && before > 0 && !finished) score -= job.options.repeat_penalty;
    chances[i] = WinChance(score, scale);
    tally.totals[i] += chances[i];
  }
  if (job.options.root_odds) tally.root_odds.Add(sampled.board(), before, scale, chances);
  if (job.options.spy_risk) tally.spy_risk.Add(sampled.board(), before, scale, chances);
  if (job.options.general_risk) tally.general_risk.Add(sampled.board(), before, scale, chances);
  if (job.options.take_risk) tally.take_risk.Add(sampled.board(), before, scale, chances);
  ++tally.samples;
  return root.complete ? SampleEnd::kWhole : SampleEnd::kCut;
}

// Draws and searches samples until the time is up (or job.options.samples are done). The
// `caller`'s thread searches at least one sample, which may run to kLastCallPercent of the time;
// a helper thread (SearchOptions::threads) starts samples only while time is left, and keeps only
// those it finished within the time.
SampleRun DrawSamples(const SampleJob& job, Rng& rng, bool caller) {
  const Clock::time_point deadline = job.At(kTimeUpPercent);
  Searcher searcher(job.options, job.view.viewer, job.odds, job.enemy_odds, job.caution, deadline,
                    caller ? job.At(kLastCallPercent) : deadline, job.timed, job.stop);
  const Clock::time_point last_start = job.At(kStartSamplesPercent);
  SampleRun run;
  run.tally.emplace(job.view, job.moves, job.odds, job.options, job.options.depth);
  Clock::time_point sample_start = job.start;
  while (job.timed ? Clock::now() < last_start || (caller && run.tally->samples == 0)
                   : run.tally->samples < job.options.samples) {
    if (run.tally->samples == 1 && job.timed &&
        ShouldDeepen(job.options, searcher.depth(), Clock::now() - sample_start,
                     last_start - Clock::now())) {
      // The first sample of this depth says a deeper search has time enough: start again.
      searcher.Deepen();
      run.shallower.emplace(std::move(*run.tally));
      run.tally.emplace(job.view, job.moves, job.odds, job.options, searcher.depth());
    }
    sample_start = Clock::now();
    // A sample cut short counts only when it is all there is: not after other samples of its
    // depth, nor when a shallower depth has a whole one, nor on a helper's thread, whose samples
    // add to the caller's.
    const bool keep_cut = caller && run.tally->samples == 0 && !run.shallower;
    const SampleEnd end = SearchSample(job, searcher, rng, keep_cut, *run.tally);
    if (end == SampleEnd::kDropped) break;
    run.shallower.reset();
    searcher.SampleDone();
    if (end == SampleEnd::kCut) {
      run.cut = true;
      break;
    }
  }
  run.nodes = searcher.nodes();
  return run;
}

// Draws samples on the caller's thread and on `helper_count` more (SearchOptions::threads), each
// helper from a generator seeded from `rng` (drawn only when there are helpers, so that a search
// on one thread draws what it always drew). Returns the samples that count: every thread's of the
// deepest depth that any thread searched a whole sample at, or, if none did, the caller's one
// sample cut short (its unscored moves lose). `nodes` gets the positions all threads visited.
SampleTally DrawOnThreads(const SampleJob& job, Rng& rng, int helper_count, std::int64_t& nodes) {
  std::vector<std::uint64_t> seeds;
  for (int i = 0; i < helper_count; ++i)
    seeds.push_back(rng.Next());
  std::vector<std::optional<SampleRun>> runs(seeds.size() + 1);  // [0]: the caller's
  {
    std::vector<std::jthread> helpers;  // joined when they go, should the caller's search throw
    for (std::size_t i = 1; i < runs.size(); ++i) {
      try {
        helpers.emplace_back([&job, &runs, i, helper_rng = Rng(seeds[i - 1])]() mutable {
          runs[i].emplace(DrawSamples(job, helper_rng, false));
        });
      } catch (const std::system_error&) {
        break;  // the system has no thread to give: fewer helpers
      }
    }
    runs[0].emplace(DrawSamples(job, rng, true));
  }
  nodes = 0;
  int depth = -1;
  for (std::optional<SampleRun>& run : runs) {
    if (!run) continue;
    nodes += run->nodes;
    if (run->Whole()) depth = std::max(depth, run->Counted().depth);
  }
  if (depth < 0) return std::move(runs[0]->Counted());
  std::optional<SampleTally> counted;
  for (std::optional<SampleRun>& run : runs) {
    if (!run || !run->Whole() || run->Counted().depth != depth) continue;
    if (counted) {
      counted->Merge(run->Counted());
    } else {
      counted.emplace(std::move(run->Counted()));
    }
  }
  return std::move(*counted);
}

}  // namespace

SearchReport ChooseMove(const PlayerView& view, const Beliefs& beliefs,
                        const SearchOptions& options, Rng& rng, const std::atomic<bool>& stop) {
  MoveList moves;
  LegalMoves(view, moves);
  SearchReport report;
  report.move = moves[0];
  if (moves.size() == 1) return report;
  const bool timed = options.samples <= 0;
  const Clock::time_point start = Clock::now();
  const AttackOdds odds(beliefs, view.rules, kOddsDraws, rng);
  std::optional<AttackOdds> enemy_odds;
  if (options.enemy_odds)
    enemy_odds.emplace(Beliefs(OpponentView(view), BeliefOptions{}), view.rules, kOddsDraws, rng);
  const bool caution = options.caution && HasLesserMover(view.board, view.viewer);
  // Which root moves are Cautioned: searched last, and chosen only if the rest lose the game.
  std::vector<bool> cautioned(static_cast<std::size_t>(moves.size()), false);
  if (caution) {
    for (int i = 0; i < moves.size(); ++i)
      cautioned[static_cast<std::size_t>(i)] = Cautioned(view.board, moves[i], odds, view.rules);
  }
  // How many times each root move's position stood before (scored less when ahead, at most a
  // draw when often).
  std::vector<int> repeats(static_cast<std::size_t>(moves.size()), 0);
  if (options.repeat_penalty > 0 || options.draw_after_repeats > 0) {
    const RepeatedPositions seen(view);
    for (int i = 0; i < moves.size(); ++i)
      repeats[static_cast<std::size_t>(i)] = seen.Times(moves[i]);
  }
  const SampleJob job{
      view,    beliefs,   options, moves, odds,  enemy_odds ? &*enemy_odds : nullptr,
      caution, cautioned, repeats, timed, start, stop};
  // Helpers only for a timed search with time to share (one of 0 ms makes its one sample alone).
  const int helper_count = timed && options.think_ms > 0 ? std::max(0, options.threads - 1) : 0;
  SampleTally counted = DrawOnThreads(job, rng, helper_count, report.nodes);
  report.samples = counted.samples;
  report.depth = counted.depth;
  report.tempo_samples = counted.tempo_samples;
  // Each move's chance: the average over the samples, or by the odds (root_odds, take_risk,
  // general_risk, spy_risk).
  // A move that gives back a position often seen scores at most a draw (draw_after_repeats),
  // unless it wins the game in every sample (the two-squares rule may leave the enemy no move in
  // a position where it had one before).
  std::vector<double> final_chances(counted.totals.size());
  for (int i = 0; i < moves.size(); ++i) {
    const auto index = static_cast<std::size_t>(i);
    std::optional<double> by_odds = options.root_odds && counted.root_odds.Covers(i)
                                        ? std::optional<double>(counted.root_odds.Chance(i))
                                        : std::nullopt;
    // The taker's risks first, each counting the last as the chance without its taker; the
    // Marshal's last.
    if (options.take_risk && counted.take_risk.Covers(i))
      by_odds = counted.take_risk.Chance(i, by_odds);
    if (options.general_risk && counted.general_risk.Covers(i))
      by_odds = counted.general_risk.Chance(i, by_odds);
    const double average = counted.totals[index] / std::max(1, counted.samples);
    double& chance = final_chances[index];
    chance = options.spy_risk && counted.spy_risk.Covers(i) ? counted.spy_risk.Chance(i, by_odds)
                                                            : by_odds.value_or(average);
    if (options.draw_after_repeats > 0 && repeats[index] >= options.draw_after_repeats &&
        !SureWin(chance))
      chance = std::min(chance, kDrawChance);
  }
  // A Cautioned move is chosen only if every other move loses the game (in most samples: an
  // average chance below the floor for material).
  double best_uncautioned = -1;
  for (std::size_t i = 0; i < final_chances.size(); ++i)
    if (!cautioned[i]) best_uncautioned = std::max(best_uncautioned, final_chances[i]);
  // The best chance, ties broken at random; `noise` makes the easy level err, though never so far
  // as to pass up a game won in every sample (SureWin: noise would blur it with a large lead): it
  // takes a random amount off every other move.
  std::int64_t best = std::numeric_limits<std::int64_t>::min();
  for (int i = 0; i < moves.size(); ++i) {
    const double chance = final_chances[static_cast<std::size_t>(i)];
    if (cautioned[static_cast<std::size_t>(i)] && best_uncautioned >= kMaterialFloor) continue;
    std::int64_t total = std::llround(kUnitsPerChance * kStepsPerUnit * chance) * 8 + rng.Below(8);
    if (options.noise > 0 && !SureWin(chance))
      total -= 8 * kStepsPerUnit * rng.Below(options.noise + 1);
    if (total > best) {
      best = total;
      report.move = moves[i];
    }
  }
  report.chances = std::move(final_chances);
  return report;
}

}  // namespace stratego
