// Display choices a player makes (RULES.md §2 numbering, §5 memory mode), and the words used to
// tell players what happened.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/report.h"
#include "core/types.h"
#include "core/view.h"

namespace stratego {

struct DisplayOptions {
  Numbering numbering = Numbering::kModern;
  // RULES.md §5 "hard mode": revealed enemy ranks are not kept on screen; the player remembers.
  bool memory_mode = false;
  friend bool operator==(const DisplayOptions&, const DisplayOptions&) = default;
};

// What `viewer` is told about a move, in a sentence: "Blue moved h7-h6." or "Blue's Captain (6)
// attacked your Lieutenant (5) on h6 from h7 and won." From the mover's side: "Your Captain …".
std::string MoveSentence(const MoveReport& report, Player viewer, Numbering numbering);

// One line of the move log: " 12 Red  e4-e5", " 13 Blue e7-e6 6 beats 5". `show_ranks` false hides
// the ranks of an attack (memory mode).
std::string LogLine(const MoveReport& report, int number, Numbering numbering, bool show_ranks);

// Ranks as compact text, strongest first: "10 8×2 6 2×3 B". Unknown ranks are counted as "?".
std::string RankCounts(const std::array<int, kNumRanks + 1>& counts, Numbering numbering);

// The pieces of `owner` that have been captured, by rank, as far as the view shows.
std::array<int, kNumRanks + 1> CapturedCounts(const PlayerView& view, Player owner);
// The enemy pieces whose rank the viewer has not seen: the army, less the captured pieces and,
// unless in memory mode, less the ones on the board that were revealed or moved far (Scouts).
std::array<int, kNumRanks + 1> UnaccountedCounts(const PlayerView& view, bool memory_mode);

}  // namespace stratego
