// What the opponent may know of the viewer's pieces, worked out from the viewer's own view: the
// opponent model of the search (ai/search.cc), so that the enemy's attacks on our pieces are
// judged with the enemy's uncertainty, not with our knowledge of our own ranks.
//
// Honest by construction: the result keeps only what RULES.md §8 makes public about the
// viewer's pieces (ranks revealed in battle, which pieces moved and which moved far, the
// history of moves and the outcomes of attacks), so Beliefs built from it believe nothing of our
// pieces that the enemy could not. The opponent's own hidden ranks stay Rank::kUnknown, as the
// viewer does not know them either; beliefs about our pieces never need them.
#pragma once

#include "core/view.h"

namespace stratego {

// The view `view.viewer`'s opponent has of the viewer's pieces: viewer and opponent swapped, the
// viewer's ranks the opponent has not seen Rank::kUnknown, the outcome of an attack of the
// opponent's that the viewer defended silently (§7) with the defender's rank unknown, and the
// opponent's pieces as the viewer sees them.
PlayerView OpponentView(const PlayerView& view);

}  // namespace stratego
