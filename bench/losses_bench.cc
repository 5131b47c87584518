// How the sides named like KEY fared in saved game records (`stratego arena --save-games`): their
// wins, draws and losses, the score's 95% interval, how the games they lost ended, and how their
// Marshal, General and Flag left the board: to which rank, whether in their own attack, whether the
// enemy had seen the piece, whether the taker was hidden from them, and whether the taker attacked
// right after their own move had put the piece on that square (beside the taker). A piece that
// leaves the board and is rescued later (RULES.md §7) still counts as lost. A record that stops
// before its game ends (saved to go on with) is counted as unfinished, outside the score. Then the
// score by the fate of each side's first Marshal and first General: kept to the end, or lost to
// which rank (in a tie, to its own), with the score's 95% interval, as what a piece's loss cost in
// games and not only in points (over stop 67's 180 games against the alpha-beta program of issue
// 12, 82% with the Marshal kept and 25% with it lost to the Spy). And how each first Marshal and
// General was first seen by the enemy: in the side's own attack on which rank, in the enemy's
// attack by which rank, or never (in 180 games of stop 69's bot against that program at stop 74,
// our Marshal was first seen in the program's attack in 131, by a Captain in 33 and a Scout in 16:
// the program attacks pieces it takes for weak, not only with cheap probes).
//
// Then where the material went, a game on average, in the computer player's points (BaseValue of
// ai/evaluation.h; the Flag counts none): what the side's attacks took, lost (on Bombs apart) and
// gave in ties, and what the enemy's attacks did to it; and the side's attacks on enemy pieces
// that never moved and whose rank it had not seen (blind attacks: the pieces that may be Bombs),
// by the attacker's rank: how many, their outcomes, the Bombs and Flags they found, and the points
// they won less those they lost. Last, the enemy's takes of the side's pieces by how the two came
// to stand side by side: the side's own move put its piece beside the taker, the taker's move came
// beside it and the side's next move left it there, or they had stood so longer (a Scout's take
// from afar apart), each for a taker the side had seen and one it had not.
//
//   stratego_losses_bench KEY GAME...
//
// Why: docs/computer-player.md reads trials by such counts ("the program's hidden Marshal took our
// seen General in 95 of 240 games, 88 times right after our own move"), which scripts outside the
// tree used to count; this keeps them answerable for any set of saved games. Exit status: 0, or 1
// if a record could not be read or replayed (reported, the others still counted) or no side of
// any record read is named like KEY; 2 for a usage error (`--help`: the usage, status 0).
#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ai/evaluation.h"
#include "app/arena_stats.h"
#include "bench/record_replay.h"
#include "core/combat.h"
#include "core/view.h"
#include "io/record_file.h"

namespace stratego {
namespace {

// The pieces whose losses are told, in the order printed.
constexpr std::array<Rank, 3> kWatched = {Rank::kMarshal, Rank::kGeneral, Rank::kFlag};

// A watched piece lost to one rank: how often, and how.
struct Fall {
  int count = 0;
  int attacking = 0;     // in the side's own attack
  int seen = 0;          // the enemy knew the piece's rank before the attack
  int taker_hidden = 0;  // the side did not know the taker's rank
  int after_move = 0;    // the taker attacked the square the side's last move had gone to

  void Add(const Fall& other) {
    count += other.count;
    attacking += other.attacking;
    seen += other.seen;
    taker_hidden += other.taker_hidden;
    after_move += other.after_move;
  }
};

// The points that attacks made by one side took, lost and gave in ties (each side loses the same
// in a tie of equal ranks).
struct AttackSums {
  long took = 0;
  long lost = 0;
  long lost_on_bombs = 0;  // of `lost`
  long traded = 0;

  void Add(const AttackSums& other) {
    took += other.took;
    lost += other.lost;
    lost_on_bombs += other.lost_on_bombs;
    traded += other.traded;
  }
};

// A side's blind attacks (on enemy pieces that never moved and that it had not seen) by one rank.
struct BlindAttacks {
  int count = 0;
  int won = 0;
  int lost = 0;
  int tied = 0;
  int bombs = 0;  // found
  int flags = 0;  // found, so the game won
  AttackSums material;

  void Add(const BlindAttacks& other) {
    count += other.count;
    won += other.won;
    lost += other.lost;
    tied += other.tied;
    bombs += other.bombs;
    flags += other.flags;
    material.Add(other.material);
  }
  // The points won less the points lost (a tie of equal ranks gives and takes the same).
  long Net() const { return material.took - material.lost; }
};

// How an enemy piece that took one of the side's pieces came to stand beside it, told by the
// squares each side's last move went to.
enum class Approach { kSideStepped, kTakerCame, kStood, kFromAfar };
constexpr std::array<const char*, 4> kApproachNames = {
    "the side's move put its piece beside the taker",
    "the taker came beside it, the side's next move left it",
    "they had stood side by side longer",
    "from afar (a Scout)",
};

// The games of a side counted: won, drawn and lost.
struct Score {
  int wins = 0;
  int draws = 0;
  int losses = 0;

  void Add(const Score& other) {
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
  }
  int games() const { return wins + draws + losses; }
  double points() const { return wins + 0.5 * draws; }
};

// The pieces whose fate is set beside the score (the first of each rank to leave the board).
constexpr std::array<Rank, 2> kFated = {Rank::kMarshal, Rank::kGeneral};
// The fate of a piece that never left the board, beside the Index of the rank that took it.
constexpr int kKept = -1;
// How a kFated piece was first seen by the enemy: never, in its own attack on the rank of Index r
// (kShownAttacking + r), or in the enemy's attack by it (kShownAttacked + r).
constexpr int kNeverShown = -1;
constexpr int kShownAttacking = 0;
constexpr int kShownAttacked = kNumRanks;

// Enemy takes of one kind: how many, and the points of the pieces taken.
struct Takes {
  int count = 0;
  long points = 0;

  void Add(const Takes& other) {
    count += other.count;
    points += other.points;
  }
};

// What the sides named like KEY add up to.
struct Tally {
  Score score;         // of the games that ended
  int unfinished = 0;  // records that stop before the game ends (a game saved to go on with)
  std::map<EndReason, int> lost_by;
  std::array<std::map<Rank, Fall>, kWatched.size()> falls;  // [watched][the taker's rank]
  // The score by the fate of the first piece of each kFated rank: [fated][Index of the rank that
  // took it, or kKept].
  std::array<std::map<int, Score>, kFated.size()> scores_by_fate;
  // How the first piece of each kFated rank was first seen: [fated][kNeverShown, or kShownAttacking
  // or kShownAttacked plus the Index of the other piece's rank], in games.
  std::array<std::map<int, int>, kFated.size()> first_shown;
  AttackSums own_attacks;                       // made by the named sides
  AttackSums enemy_attacks;                     // made on them
  std::array<BlindAttacks, kNumRanks> blind{};  // by the attacker's rank (Index)
  // The enemy's takes of the named sides' pieces, [Approach][the taker seen by the side].
  std::array<std::array<Takes, 2>, kApproachNames.size()> enemy_takes{};

  void Add(const Tally& other) {
    own_attacks.Add(other.own_attacks);
    enemy_attacks.Add(other.enemy_attacks);
    for (std::size_t r = 0; r < blind.size(); ++r)
      blind[r].Add(other.blind[r]);
    for (std::size_t a = 0; a < enemy_takes.size(); ++a) {
      for (std::size_t seen = 0; seen < 2; ++seen)
        enemy_takes[a][seen].Add(other.enemy_takes[a][seen]);
    }
    score.Add(other.score);
    unfinished += other.unfinished;
    for (const auto& [reason, count] : other.lost_by)
      lost_by[reason] += count;
    for (std::size_t w = 0; w < falls.size(); ++w) {
      for (const auto& [taker, fall] : other.falls[w])
        falls[w][taker].Add(fall);
    }
    for (std::size_t f = 0; f < scores_by_fate.size(); ++f) {
      for (const auto& [fate, fate_score] : other.scores_by_fate[f])
        scores_by_fate[f][fate].Add(fate_score);
      for (const auto& [how, games] : other.first_shown[f])
        first_shown[f][how] += games;
    }
  }
};

// An attack made, to be told once the next action (or the end) shows who left the board.
struct PendingAttack {
  PieceId attacker = kNoPiece;
  PieceId defender = kNoPiece;
  // For each piece ([0] the attacker, [1] the defender): the enemy knew its rank before the
  // attack; its owner did not know the other's rank; the defender stood where its owner's last
  // move had put it.
  std::array<bool, 2> seen{};
  std::array<bool, 2> other_hidden{};
  bool defender_just_arrived = false;
  bool attacker_just_arrived = false;  // on the square it attacks from, by its owner's last move
  bool from_afar = false;              // not from a square beside the defender
};

// Where `rank` stands in kFated, if it is one of them.
std::optional<std::size_t> FatedIndex(Rank rank) {
  const auto found = std::find(kFated.begin(), kFated.end(), rank);
  if (found == kFated.end()) return std::nullopt;
  return static_cast<std::size_t>(found - kFated.begin());
}

std::optional<std::size_t> WatchedIndex(Rank rank) {
  const auto found = std::find(kWatched.begin(), kWatched.end(), rank);
  if (found == kWatched.end()) return std::nullopt;
  return static_cast<std::size_t>(found - kWatched.begin());
}

class LossCounter : public NamedSidesVisitor {
 public:
  explicit LossCounter(const std::string& key) : NamedSidesVisitor(key) {}

  void Before(const GameState& state, const GameAction& action) override {
    Settle(state);
    if (action.kind != ActionKind::kMove || state.over()) return;
    const Board& board = state.board();
    const PieceId mover = board.At(action.move.from);
    const PieceId target = board.At(action.move.to);
    if (mover != kNoPiece && target != kNoPiece) {
      pending_ = Describe(state, action, mover, target);
      CountMaterial(state, *pending_);
    }
    last_to_[Slot(action.player)] = action.move.to;
  }

  void End(const GameState& state) override {
    Settle(state);
    const GameResult result = state.result();
    for (Player side : {Player::kRed, Player::kBlue}) {
      if (!named(side)) continue;
      if (!result.over()) {
        ++tally_.unfinished;
        continue;
      }
      Score score;
      if (result.draw()) {
        score.draws = 1;
      } else if (result.winner == side) {
        score.wins = 1;
      } else {
        score.losses = 1;
        ++tally_.lost_by[result.reason];
      }
      tally_.score.Add(score);
      for (std::size_t f = 0; f < kFated.size(); ++f) {
        tally_.scores_by_fate[f][fates_[f][Slot(side)]].Add(score);
        ++tally_.first_shown[f][shown_[f][Slot(side)]];
      }
    }
  }

  const Tally& tally() const { return tally_; }

 private:
  static std::size_t Slot(Player side) { return static_cast<std::size_t>(Index(side)); }

  // Notes how a named side's kFated piece in `attack`, just made (`state` is after it), was
  // first seen, if the attack showed the enemy its rank for the first time (only attacks show
  // ranks; under silent defense, not the defender's).
  void NoteShown(const GameState& state, const PendingAttack& attack) {
    const Board& board = state.board();
    const std::array<PieceId, 2> pieces = {attack.attacker, attack.defender};
    for (std::size_t i = 0; i < 2; ++i) {
      const Player owner = OwnerOf(pieces[i]);
      const std::optional<std::size_t> fated = FatedIndex(board.piece(pieces[i]).rank);
      if (!named(owner) || !fated) continue;
      int& shown = shown_[*fated][Slot(owner)];
      if (shown != kNeverShown) continue;
      if (BuildView(state, Opponent(owner)).board.piece(pieces[i]).rank == Rank::kUnknown) continue;
      shown = (i == 0 ? kShownAttacking : kShownAttacked) + Index(board.piece(pieces[1 - i]).rank);
    }
  }

  PendingAttack Describe(const GameState& state, const GameAction& action, PieceId mover,
                         PieceId target) const {
    PendingAttack attack{mover, target};
    const std::array<PieceId, 2> pieces = {mover, target};
    for (std::size_t i = 0; i < 2; ++i) {
      const Player owner = OwnerOf(pieces[i]);
      if (!named(owner)) continue;
      const PlayerView own = BuildView(state, owner);
      const PlayerView enemy = BuildView(state, Opponent(owner));
      attack.seen[i] = enemy.board.piece(pieces[i]).rank != Rank::kUnknown;
      attack.other_hidden[i] = own.board.piece(pieces[1 - i]).rank == Rank::kUnknown;
    }
    const std::optional<Square> arrived = last_to_[Slot(OwnerOf(target))];
    attack.defender_just_arrived = arrived && *arrived == action.move.to;
    const std::optional<Square> came = last_to_[Slot(OwnerOf(mover))];
    attack.attacker_just_arrived = came && *came == action.move.from;
    attack.from_afar = StepsApart(action.move.from, action.move.to) > 1;
    return attack;
  }

  // Adds `attack`, just described, to the material of the named sides.
  void CountMaterial(const GameState& state, const PendingAttack& attack) {
    const Board& board = state.board();
    const Rank attacker = board.piece(attack.attacker).rank;
    const Rank defender = board.piece(attack.defender).rank;
    const CombatOutcome outcome = ResolveCombat(attacker, defender, state.rules());
    AttackSums made;
    if (outcome == CombatOutcome::kAttackerWins) made.took = BaseValue(defender);
    if (outcome == CombatOutcome::kDefenderWins) made.lost = BaseValue(attacker);
    if (outcome == CombatOutcome::kDefenderWins && defender == Rank::kBomb)
      made.lost_on_bombs = made.lost;
    if (outcome == CombatOutcome::kBothRemoved) made.traded = BaseValue(attacker);
    const Player side = OwnerOf(attack.attacker);
    if (named(Opponent(side))) {
      tally_.enemy_attacks.Add(made);
      if (outcome == CombatOutcome::kAttackerWins) CountEnemyTake(attack, made.took);
    }
    if (!named(side)) return;
    tally_.own_attacks.Add(made);
    // Describe read, from the attacker's own view, whether it had seen the defender.
    if (board.piece(attack.defender).moved || !attack.other_hidden[0]) return;
    BlindAttacks& by_rank = tally_.blind[static_cast<std::size_t>(Index(attacker))];
    ++by_rank.count;
    by_rank.won += outcome == CombatOutcome::kAttackerWins;
    by_rank.lost += outcome == CombatOutcome::kDefenderWins;
    by_rank.tied += outcome == CombatOutcome::kBothRemoved;
    by_rank.bombs += defender == Rank::kBomb;
    by_rank.flags += defender == Rank::kFlag;
    by_rank.material.Add(made);
  }

  // Adds an enemy take of a named side's piece worth `points`, by how the two came side by side.
  void CountEnemyTake(const PendingAttack& attack, long points) {
    const Approach approach = attack.from_afar               ? Approach::kFromAfar
                              : attack.defender_just_arrived ? Approach::kSideStepped
                              : attack.attacker_just_arrived ? Approach::kTakerCame
                                                             : Approach::kStood;
    // Describe read, from the defender's own view, whether it had seen the taker.
    const std::size_t seen = attack.other_hidden[1] ? 0 : 1;
    Takes& takes = tally_.enemy_takes[static_cast<std::size_t>(approach)][seen];
    ++takes.count;
    takes.points += points;
  }

  // Tells the pending attack's watched pieces that left the board.
  void Settle(const GameState& state) {
    if (!pending_) return;
    const PendingAttack attack = *pending_;
    pending_.reset();
    NoteShown(state, attack);
    const std::array<PieceId, 2> pieces = {attack.attacker, attack.defender};
    for (std::size_t i = 0; i < 2; ++i) {
      const Piece& piece = state.board().piece(pieces[i]);
      const std::optional<std::size_t> watched = WatchedIndex(piece.rank);
      if (!named(OwnerOf(pieces[i])) || !watched || piece.on_board()) continue;
      Fall& fall = tally_.falls[*watched][state.board().piece(pieces[1 - i]).rank];
      ++fall.count;
      fall.attacking += i == 0;
      fall.seen += attack.seen[i];
      fall.taker_hidden += attack.other_hidden[i];
      fall.after_move += i == 1 && attack.defender_just_arrived;
      const std::optional<std::size_t> fated = FatedIndex(piece.rank);
      if (!fated) continue;
      int& fate = fates_[*fated][Slot(OwnerOf(pieces[i]))];
      if (fate == kKept) fate = Index(state.board().piece(pieces[1 - i]).rank);
    }
  }

  std::array<std::optional<Square>, kNumPlayers> last_to_{};
  std::optional<PendingAttack> pending_;
  // [fated][side]: the Index of the rank that took the side's first piece of kFated[fated] (both
  // ranks, in a tie), or kKept.
  std::array<std::array<int, kNumPlayers>, kFated.size()> fates_ = {
      {{kKept, kKept}, {kKept, kKept}}};
  // [fated][side]: how the side's first piece of kFated[fated] was first seen (Tally::first_shown).
  std::array<std::array<int, kNumPlayers>, kFated.size()> shown_ = {
      {{kNeverShown, kNeverShown}, {kNeverShown, kNeverShown}}};
  Tally tally_;
};

struct Report {
  Tally tally;
  RecordsRead read;
};

// Reads and replays one record, adding its named sides' games to the report only if every action
// is legal.
void CountFile(const std::string& path, const std::string& key, Report& report) {
  LossCounter counter(key);
  if (ReplayNamedRecord(path, counter, report.read)) report.tally.Add(counter.tally());
}

const char* Plural(int count) {
  return count == 1 ? "" : "s";
}

void PrintFalls(Rank watched, const std::map<Rank, Fall>& falls) {
  int total = 0;
  for (const auto& [taker, fall] : falls)
    total += fall.count;
  std::printf("%s lost: %d time%s\n", std::string(RankName(watched)).c_str(), total, Plural(total));
  std::vector<std::pair<Rank, Fall>> sorted(falls.begin(), falls.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.second.count > b.second.count; });
  for (const auto& [taker, fall] : sorted) {
    std::printf(
        "  to a %s: %d (in its own attack %d; seen by the enemy before %d; the taker hidden %d; "
        "right after its own move there %d)\n",
        std::string(RankName(taker)).c_str(), fall.count, fall.attacking, fall.seen,
        fall.taker_hidden, fall.after_move);
  }
}

// The score by how the first piece of `fated` fared: kept, or lost to which rank.
void PrintScoresByFate(Rank fated, const std::map<int, Score>& scores) {
  std::vector<std::pair<int, Score>> sorted(scores.begin(), scores.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
    return a.second.games() > b.second.games();
  });
  std::printf("the score by the fate of the first %s:\n", std::string(RankName(fated)).c_str());
  for (const auto& [fate, score] : sorted) {
    const std::string how =
        fate == kKept ? "kept" : "lost to a " + std::string(RankName(RankAt(fate)));
    const Interval interval = WilsonInterval(score.points(), score.games());
    std::printf("  %s: %d game%s, %d-%d-%d, %.1f%% (%.1f-%.1f%%)\n", how.c_str(), score.games(),
                Plural(score.games()), score.wins, score.draws, score.losses,
                100 * score.points() / score.games(), 100 * interval.low, 100 * interval.high);
  }
}

// How the first piece of `fated` was first seen by the enemy, in games, the commonest first.
void PrintFirstShown(Rank fated, const std::map<int, int>& shown) {
  std::vector<std::pair<int, int>> sorted(shown.begin(), shown.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::printf("how the first %s was first seen by the enemy:\n",
              std::string(RankName(fated)).c_str());
  for (const auto& [how, games] : sorted) {
    std::string told = "never";
    if (how >= kShownAttacked) {
      told = "in the enemy's attack, by a " + std::string(RankName(RankAt(how - kShownAttacked)));
    } else if (how >= kShownAttacking) {
      told = "in its own attack, on a " + std::string(RankName(RankAt(how - kShownAttacking)));
    }
    std::printf("  %s: %d game%s\n", told.c_str(), games, Plural(games));
  }
}

void PrintAttackSums(const char* whose, const AttackSums& sums, int sides) {
  std::printf("  %s: took %.1f, lost %.1f (on Bombs %.1f), gave %.1f in ties\n", whose,
              static_cast<double>(sums.took) / sides, static_cast<double>(sums.lost) / sides,
              static_cast<double>(sums.lost_on_bombs) / sides,
              static_cast<double>(sums.traded) / sides);
}

// Where the material went, a game on average over `sides` sides counted.
void PrintMaterial(const Tally& tally, int sides) {
  if (sides == 0) return;
  std::printf("material a game, in the computer player's points:\n");
  PrintAttackSums("the side's attacks", tally.own_attacks, sides);
  PrintAttackSums("the enemy's attacks", tally.enemy_attacks, sides);
  std::printf("the side's attacks on enemy pieces that never moved and that it had not seen:\n");
  for (int r = kNumRanks - 1; r >= 0; --r) {
    const BlindAttacks& by_rank = tally.blind[static_cast<std::size_t>(r)];
    if (by_rank.count == 0) continue;
    std::printf(
        "  by a %s: %d (won %d, lost %d, tied %d; Bombs %d, Flags %d), net %+.1f points a game\n",
        std::string(RankName(RankAt(r))).c_str(), by_rank.count, by_rank.won, by_rank.lost,
        by_rank.tied, by_rank.bombs, by_rank.flags, static_cast<double>(by_rank.Net()) / sides);
  }
}

// The enemy's takes by how the pieces came side by side, a game on average over `sides` sides.
void PrintEnemyTakes(const Tally& tally, int sides) {
  if (sides == 0) return;
  std::printf(
      "the enemy's takes of the side's pieces, a game (takes, points; by a taker the side "
      "had seen, by one hidden from it):\n");
  for (std::size_t a = 0; a < kApproachNames.size(); ++a) {
    const Takes& seen = tally.enemy_takes[a][1];
    const Takes& hidden = tally.enemy_takes[a][0];
    std::printf("  %s: seen %.2f, %.1f; hidden %.2f, %.1f\n", kApproachNames[a],
                static_cast<double>(seen.count) / sides, static_cast<double>(seen.points) / sides,
                static_cast<double>(hidden.count) / sides,
                static_cast<double>(hidden.points) / sides);
  }
}

void PrintReport(const std::string& key, const Report& report) {
  const Tally& tally = report.tally;
  const Score& score = tally.score;
  const int games = score.games();
  // A game whose two sides are both named like KEY (a player against itself) counts twice.
  const int sides = games + tally.unfinished;
  const std::string side_count =
      sides == report.read.games ? "" : " (" + std::to_string(sides) + " sides)";
  std::printf("the sides named like '%s', in %d game%s%s: %d win%s, %d draw%s, %d loss%s",
              key.c_str(), report.read.games, Plural(report.read.games), side_count.c_str(),
              score.wins, Plural(score.wins), score.draws, Plural(score.draws), score.losses,
              score.losses == 1 ? "" : "es");
  if (games > 0) {
    const Interval interval = WilsonInterval(score.points(), games);
    std::printf("; score %.1f%% (95%% interval %.1f-%.1f%%)", 100 * score.points() / games,
                100 * interval.low, 100 * interval.high);
  }
  std::printf("\n");
  // Not in the score: such a record does not say who won.
  if (tally.unfinished > 0)
    std::printf("unfinished, left out of the score: %d\n", tally.unfinished);
  std::printf("losses by how they ended:");
  const char* separator = " ";
  for (const auto& [reason, count] : tally.lost_by) {
    std::printf("%s%s %d", separator, std::string(EndReasonId(reason)).c_str(), count);
    separator = ", ";
  }
  std::printf("%s\n", tally.lost_by.empty() ? " none" : "");
  for (std::size_t w = 0; w < kWatched.size(); ++w)
    PrintFalls(kWatched[w], tally.falls[w]);
  for (std::size_t f = 0; f < kFated.size(); ++f)
    PrintScoresByFate(kFated[f], tally.scores_by_fate[f]);
  for (std::size_t f = 0; f < kFated.size(); ++f)
    PrintFirstShown(kFated[f], tally.first_shown[f]);
  PrintMaterial(tally, sides);
  PrintEnemyTakes(tally, sides);
}

void PrintUsage(std::FILE* to) {
  std::fprintf(to, "usage: stratego_losses_bench KEY GAME...\n");
}

int Run(int argc, char** argv) {
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    PrintUsage(stdout);
    return 0;
  }
  if (argc > 1 && argv[1][0] == '-') {
    std::fprintf(stderr, "stratego_losses_bench: unknown option '%s'\n", argv[1]);
    PrintUsage(stderr);
    return 2;
  }
  if (argc < 3) {
    PrintUsage(stderr);
    return 2;
  }
  const std::string key = argv[1];
  Report report;
  for (int i = 2; i < argc; ++i) {
    CountFile(argv[i], key, report);
  }
  if (!AnyGameNamed("stratego_losses_bench", report.read, key)) return 1;
  PrintReport(key, report);
  return ExitStatus(report.read);
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  return stratego::Run(argc, argv);
}
