// Both players' views of a game in a match loop (RULES.md §8: the arena's, app/match.h; the
// playout tests'), kept up to date action by action from the referee's public reports
// (core/view_update.h), rather than rebuilt by BuildView from the whole history before every
// move: that costs time in proportion to the game's length, so a whole game's cost grows with
// the square of its length.
//
// The contract: once the referee's GameState has taken an action and the matching After… call has
// been made, view(side) == BuildView(state, side) for both sides (tests/app/match_views_test.cc
// checks it after every action of whole games under every rule option).
#pragma once

#include <array>
#include <utility>

#include "core/game_state.h"
#include "core/report.h"
#include "core/view.h"
#include "core/view_update.h"

namespace stratego {

class MatchViews {
 public:
  // Both sides' views of `state` (BuildView), at the start of a game or anywhere in it.
  explicit MatchViews(const GameState& state);

  const PlayerView& view(Player side) const {
    return views_[static_cast<std::size_t>(Index(side))];
  }
  // The view itself, moved out (not copied with its whole history): for the end of the match,
  // after which that side's view is empty.
  PlayerView TakeView(Player side) { return std::move(mutable_view(side)); }

  // `state` has just played the move (GameState::ApplyMove) that returned `report`. Inline, as
  // the match loop calls it every move: most reports are heard by both sides as they are.
  void AfterMove(const GameState& state, const MoveReport& report) {
    if (report.defender_silent) return AfterSilentAttack(state, report);
    AdvanceViews(views_[0], views_[1], report);
    // A move leaves the views' result as it was (the game going on) unless it ended the game.
    if (state.over()) EndBoth(state);
  }
  // RULES.md §7: `state` has just made the rescue (GameState::ApplyRescue) that returned `report`.
  void AfterRescue(const GameState& state, const MoveReport& report);
  // RULES.md §7: the last mover has just declined a rescue; only that player is told of it.
  void AfterDeclinedRescue(const GameState& state);
  // The game has just ended without a move (a resignation): both views take the result.
  void AfterEnd(const GameState& state);

 private:
  PlayerView& mutable_view(Player side) { return views_[static_cast<std::size_t>(Index(side))]; }
  // RULES.md §7: an attack under silent defense; the attacker is not told the defender's rank.
  void AfterSilentAttack(const GameState& state, const MoveReport& report);
  void EndBoth(const GameState& state);

  std::array<PlayerView, kNumPlayers> views_;
};

}  // namespace stratego
