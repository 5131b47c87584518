// How plausible a draw of the enemy's hidden ranks makes the position the enemy has just left us:
// an enemy that sees our piece beside one of its own does not leave its piece there to be taken
// for nothing. So a draw in which one of our pieces that the enemy has seen could take an enemy
// piece beside it and keep what it took counts less, by how much it would win: the enemy's piece
// is likelier strong, or guarded by a piece beside it that takes ours back.
//
// Why: against the alpha-beta program of issue 12 the hidden pieces that had moved beside the
// squares our seen pieces went to took them about twice as often as the beliefs said
// (docs/computer-player.md, stop 55), and raising the odds of takers piece by piece near ours
// moved the loss to the pieces left out. The evidence is not any one piece's: a weak piece left
// beside our seen General says "strong" only if no guard stands beside it, and a guard says
// "taker" only if the piece it guards would be lost. So it weighs whole draws, which is what
// Beliefs::Sample draws (accepting each with this weight). Tried at stop 56, and no level uses
// it: those odds came near the truth, but the games were no better, as the weights read every
// piece left beside ours as a choice, also one that could not get away, and the computer passed
// up free pieces too (docs/computer-player.md).
//
// Only the enemy's pieces that have moved, or whose rank we know, count as left there by choice:
// one that never moved may be a Bomb, and moving it would show that it is not. So do only such
// guards: counted as guards too, the pieces that never moved beside the pieces our seen Marshal
// took were the Spy 12.1 times by the odds where 6 were (stratego_odds_bench --exposed over 69
// games against the alpha-beta program; 6.8 without the weights), while those that had moved
// came to 10.7 where 12 were (7.3 without). Only our pieces the enemy has seen (OpponentView)
// count as seen: beside one it cannot know, its piece risks nothing it knows of.
#pragma once

#include <array>
#include <vector>

#include "core/rules.h"
#include "core/view.h"

namespace stratego {

class Plausibility {
 public:
  // The contacts of `view` (the viewer to move), for draws of the ranks of `hidden`
  // (HiddenPieces(view)), weighed with `temperature` points (see Weight).
  Plausibility(const PlayerView& view, const std::vector<PieceId>& hidden, int temperature);

  // Whether no draw can weigh less than another: no contact, so every draw weighs 1.
  bool Indifferent() const { return contacts_.empty(); }
  // The most material, in points (BaseValue), that one of our seen pieces wins by taking an enemy
  // piece left beside it, once the enemy has taken it back with the best piece beside the square
  // where that is worth it, with the hidden pieces given `hidden_ranks` (in the order of hidden);
  // 0 if none wins anything.
  int Hanging(const std::vector<Rank>& hidden_ranks) const;
  // The weight of a draw, in [kFloor, 1]: e^(-Hanging / temperature).
  double Weight(const std::vector<Rank>& hidden_ranks) const;

  // No draw weighs less: the enemy blunders too, and a draw the view allows stays possible.
  static constexpr double kFloor = 0.05;

 private:
  // A piece whose rank is either known (rank) or drawn (hidden_index >= 0).
  struct Ref {
    Rank rank = Rank::kUnknown;
    int hidden_index = -1;
    Rank In(const std::vector<Rank>& hidden_ranks) const {
      return hidden_index >= 0 ? hidden_ranks[static_cast<std::size_t>(hidden_index)] : rank;
    }
  };
  // Our seen piece of rank `ours` beside the enemy piece `left`, whose neighbours are `guards`.
  struct Contact {
    Rank ours;
    Ref left;
    std::vector<Ref> guards;
  };
  Ref RefTo(const Board& board, PieceId id) const;
  // The enemy's pieces beside `square` that stand there by choice.
  std::vector<Ref> GuardsOf(const Board& board, Square square, Player enemy) const;
  int TakeGain(const Contact& contact, const std::vector<Rank>& hidden_ranks) const;

  RuleSet rules_;
  int temperature_;
  std::array<int, kMaxPieces> hidden_index_{};  // by PieceId, the index in `hidden`; -1 if none
  std::vector<Contact> contacts_;
};

}  // namespace stratego
