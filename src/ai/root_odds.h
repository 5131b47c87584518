// The chance to win of a root move that attacks an enemy piece hidden from the computer, from the
// searched samples and the odds of the piece's ranks together (ai/search.cc).
//
// Why: each sample searches the attack with the rank drawn for the defender, so the average over
// the samples is the attack's chance over the ranks drawn. At a short time for the move, a dozen
// samples, a piece that is a Bomb one time in five is often drawn as a Bomb in none of them, and
// the Marshal walked into it (our Marshal or General lost to a Bomb 0.82 times a game in a trial
// at 30 ms a move; 0.47 with this). So the samples are grouped by the rank drawn for the defender,
// and each rank's average counts by the rank's chance from the odds (ai/attack_odds.h, counted over
// many draws); a rank no sample drew counts as the position before the attack with the material the
// attack gains or loses (a Flag taken: the game won; the attacker's side left with no movable
// piece: the game lost), as the search scores blind attacks below the root.
//
// With `probe` (SearchOptions::probe, off at every level since its trial at stop 53 measured no
// gain), each rank of the defender that survives the attack counts what knowing where that piece
// stands is worth on top (ProbeValue). Why: each sample is searched as if the computer knew every
// rank, so finding out is worth nothing in it; but a player who does not know where the enemy's
// Marshal stands walks its General and Colonels up to it. Against the alpha-beta program of issue
// 12 the enemy's Marshal first showed itself by taking our General or a Colonel in 101 of 172
// games, while its own probes (a Captain, a Lieutenant or a Scout attacking an unknown piece)
// showed our Marshal in 69 (docs/computer-player.md, stop 53).
#pragma once

#include <array>
#include <vector>

#include "ai/attack_odds.h"
#include "core/board.h"
#include "core/move.h"

namespace stratego {

// What knowing where an enemy piece of this rank stands is worth on top of the material, in
// points, when a root attack shows it and the piece survives: the Marshal, which takes our General
// and Colonels unseen; the General, which takes our Colonels. Beside the evaluation's premium
// for a hidden piece (ai/evaluation.h: 30% of the Marshal's 400 while our Spy lives, 25% of the
// General's 280 while our Marshal does), so a Scout (22) tries a piece once it is the Marshal one
// time in twelve or so.
int ProbeValue(Rank defender);

class RootOdds {
 public:
  // For the root `moves` on `board` (the viewer's view), those that attack a piece `odds` covers.
  RootOdds(const Board& board, const MoveList& moves, const AttackOdds& odds, bool probe = false);

  // Records a sample: the ranks drawn (`sampled`), the evaluation of its root for the viewer
  // (`before`), the scale of its win chances and each move's chance in it (as `moves` goes).
  void Add(const Board& sampled, int before, double scale, const std::vector<double>& chances);
  // Adds the samples `other` recorded: made for the same board, moves and odds (another thread's
  // samples of the same move).
  void Merge(const RootOdds& other);
  // Whether move `index` attacks a covered piece, and then its chance over the samples added.
  bool Covers(int index) const { return tally_of_[static_cast<std::size_t>(index)] >= 0; }
  double Chance(int index) const;

 private:
  struct Tally {
    PieceId defender;
    Rank attacker;
    bool last;  // the attacker is the viewer's last movable piece
    // What finding out counts for each rank of the defender (ProbeValue), in points.
    std::array<int, kNumRanks> found{};
    std::array<double, kNumRanks> searched{};  // the sum of the chances, by the rank drawn
    std::array<int, kNumRanks> drawn{};        // how many samples drew each rank
    std::array<double, kNumRanks> guessed{};   // the sum of each rank's chance by its material
    int samples = 0;
  };
  const AttackOdds& odds_;
  std::vector<int> tally_of_;  // by move: an index into tallies_, or -1
  std::vector<Tally> tallies_;
};

}  // namespace stratego
