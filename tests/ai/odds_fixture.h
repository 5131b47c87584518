// What the tests of root-move odds (root_odds.h, spy_risk.h) start from: a player's view, the
// odds of its hidden ranks and its legal moves, with helpers to find a move and to draw a sample.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ai/attack_odds.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego::testing {

struct OddsFixture {
  // The odds are drawn 200 times from `view`'s beliefs with no history, seeded 5.
  explicit OddsFixture(PlayerView view);

  PlayerView view;
  Rng rng{5};
  AttackOdds odds;
  MoveList moves;

  // The index in `moves` of the move written `text` ("e5-e6"); fails the test if there is none.
  int IndexOf(const std::string& text) const;
  // The view's board with every hidden piece given `rank`, but `piece`, given `its_rank`: a
  // sample as the search would draw it.
  Board Drawn(PieceId piece, Rank its_rank, Rank rank) const;
  // The hidden piece on `square` ("e6").
  PieceId At(const std::string& square) const;
};

// A sample as the merge tests give it: the rank drawn for the piece looked at, and the chance of
// the move looked at in it.
using DrawnChance = std::pair<Rank, double>;

// Adds `samples` (every other hidden piece drawn `rest`; every other move's chance 0.5, the
// evaluation before 100, the scale 200) to `together`, and split as two threads would: the first
// to `first`, the others to `second`. `Odds` is RootOdds or SpyRisk.
template <typename Odds>
void AddTogetherAndSplit(const OddsFixture& f, PieceId piece, Rank rest, int move,
                         const std::vector<DrawnChance>& samples, Odds& together, Odds& first,
                         Odds& second) {
  std::vector<double> chances(static_cast<std::size_t>(f.moves.size()), 0.5);
  for (std::size_t i = 0; i < samples.size(); ++i) {
    chances[static_cast<std::size_t>(move)] = samples[i].second;
    const Board drawn = f.Drawn(piece, samples[i].first, rest);
    together.Add(drawn, 100, 200, chances);
    (i == 0 ? first : second).Add(drawn, 100, 200, chances);
  }
}

}  // namespace stratego::testing
