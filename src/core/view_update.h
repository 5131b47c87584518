// Keeping a player's view (view.h) up to date from the public reports alone (RULES.md §8), for a
// player who never sees the referee's GameState: a computer player behind the bot protocol
// (FORMATS.md §3) learns each move's squares and the ranks its attacks reveal, and nothing more.
//
// The contract: for a view v = BuildView(s, p) and the report r of a legal move made in s, taking
// s to s', AdvanceView(v, r) gives BuildView(s', p), except for the result, which the caller sets
// (EndView) from what it is told: a view cannot always know whether the opponent has a legal move.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/expected.h"
#include "core/report.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/square.h"
#include "core/view.h"

namespace stratego {

// The view of `viewer` at the start of a game in which they set up `own` and the enemy's pieces
// stand on `enemy_squares` (in any order; their ranks unknown). Enemy piece ids are given in
// setup order (SetupSquare), as GameState::Create gives them, so that they equal the referee's
// whenever the squares are those of a setup. Red is to move. Fails if `own` is not a setup of the
// rule set's army, or a square is off the board, a lake, used twice, outside the enemy's four
// setup rows, or if there are more enemy squares than the army has pieces.
Expected<PlayerView> InitialView(const RuleSet& rules, Player viewer, const Setup& own,
                                 const std::vector<Square>& enemy_squares);

// The view of a spectator at the start of a game (RULES.md §8: what both players hear, and no
// more): the pieces of each army stand on `red_squares` and `blue_squares` (each in its owner's
// setup order, as InitialView's enemy squares), every rank unknown, ids as GameState::Create
// gives them. Reports and rescues then advance it as any view, in their public form. Fails as
// InitialView does for enemy squares.
Expected<PlayerView> SpectatorView(const RuleSet& rules, const std::vector<Square>& red_squares,
                                   const std::vector<Square>& blue_squares);

// Applies the public report of a move to the view (RULES.md §5, §8): the piece moves, or the
// attack is resolved as announced; both ranks of an attack become known (and `revealed`, also on
// the viewer's own pieces); the mover's piece has moved (and moved far after a Scout's long move);
// the mover's two-squares tracker, the history, ply, quiet plies and the player to move advance;
// a draw offer of the player now to move is declined by the move. The report must fit the view:
// its piece stands on the from-square and belongs to the mover, who is to move; the defender
// stands on the to-square (or, for a quiet move, that square is empty); an attack names real
// ranks, the viewer's own ones truthfully. Callers with reports from outside check that first
// (WhyReportDoesNotFit).
void AdvanceView(PlayerView& view, const MoveReport& report);
// AdvanceView of both views (each player's, in either order) by one report that both hear alike:
// one call a move for a match loop that keeps both (core/match_views.h).
void AdvanceViews(PlayerView& a, PlayerView& b, const MoveReport& report);

// Why a report from outside cannot be applied to the view (in words for people), or nullopt if
// AdvanceView may apply it. It checks what AdvanceView needs, not every rule of legality.
std::optional<std::string> WhyReportDoesNotFit(const PlayerView& view, const MoveReport& report);

// RULES.md §7, rescue: `report` is the last move's report with the rescue that followed it (as
// GameState::ApplyRescue returns it). AdvanceViewByRescue puts the rescued piece back, known, and
// adds the rescue to the last report of the history; WhyRescueDoesNotFit says why a rescue from
// outside cannot be applied.
std::optional<std::string> WhyRescueDoesNotFit(const PlayerView& view, const MoveReport& report);
void AdvanceViewByRescue(PlayerView& view, const MoveReport& report);

// Ends the game in the view as GameState does: sets the result and drops an open draw offer.
void EndView(PlayerView& view, const GameResult& result);

}  // namespace stratego
