// What the tests of root-move odds (root_odds.h, spy_risk.h) start from: a player's view, the
// odds of its hidden ranks and its legal moves, with helpers to find a move and to draw a sample.
#pragma once

#include <string>

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

}  // namespace stratego::testing
