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
#pragma once

#include <array>
#include <vector>

#include "ai/attack_odds.h"
#include "core/board.h"
#include "core/move.h"

namespace stratego {

class RootOdds {
 public:
  // For the root `moves` on `board` (the viewer's view), those that attack a piece `odds` covers.
  RootOdds(const Board& board, const MoveList& moves, const AttackOdds& odds);

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
    bool last;                                 // the attacker is the viewer's last movable piece
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
