// Display choices a player makes (RULES.md §2 numbering, §5 memory mode), and the words used to
// tell players what happened.
#pragma once

#include <array>
#include <optional>
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
// An attack whose defender the viewer did not see (silent defense, RULES.md §7): "Your Captain
// (6) attacked Blue's piece on h6 from h7 and won (silent defense)." A rescue that followed the
// move is told after it: "Red moved c9-c10. Red rescued a Major (7) to c3." No viewer: a
// spectator's sentence, both sides by name.
std::string MoveSentence(const MoveReport& report, std::optional<Player> viewer,
                         Numbering numbering);

// One line of the move log: " 12 Red  e4-e5", " 13 Blue e7-e6 6 beats 5". `show_ranks` false hides
// the ranks of an attack (memory mode).
std::string LogLine(const MoveReport& report, int number, Numbering numbering, bool show_ranks);

// The log's line for the rescue that followed a move (RULES.md §7): "    Red  rescues 7 to c3",
// aligned with LogLine's.
std::string RescueLogLine(const MoveReport& report, Numbering numbering);

// Ranks as compact text, strongest first: "10 8×2 6 2×3 B". Pieces of unknown rank (enemy
// pieces captured unseen under silent defense) come last: "10 8×2, 2 unseen".
std::string RankCounts(const std::array<int, kNumRanks + 1>& counts, Numbering numbering);

// How captured pieces are named in a panel, the longest form first: "Colonel (8)", "Colonel",
// "Col.".
enum class LossForm { kNumbered, kNames, kShort };

// Captured pieces by name, strongest first, one phrase each: {"Colonel (8)", "Scout (2) ×5",
// "Spy", "2 unseen"} (kNumbered, the numbers in `numbering`), {"Colonel", "Scout ×5"} (kNames),
// {"Col.", "Scout ×5"} (kShort). "×" is "x" when not `unicode`. Pieces captured unseen under
// silent defense (RULES.md §7) come last; {"none"} when there are none.
std::vector<std::string> LossPhrases(const std::array<int, kNumRanks + 1>& counts,
                                     Numbering numbering, LossForm form, bool unicode);

// The pieces of `owner` that have been captured, by rank, as far as the view shows.
std::array<int, kNumRanks + 1> CapturedCounts(const PlayerView& view, Player owner);
// The enemy pieces whose rank the viewer has not seen: the army, less the captured pieces and,
// unless in memory mode, less the ones on the board that were revealed or moved far (Scouts).
std::array<int, kNumRanks + 1> UnaccountedCounts(const PlayerView& view, bool memory_mode);

}  // namespace stratego
