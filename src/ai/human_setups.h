// Tables derived from the setups people played on Gravon (generated into human_setups.cc by
// tools/make_ai_tables.py; the data need not be present to build or play).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/setup.h"
#include "core/types.h"

namespace stratego {

// How many classic setups the counts below were taken from.
extern const int kHumanSetupCount;
// How often people put each rank on each setup cell: kCellRankCounts[cell][Index(rank)], with
// cell = row * kSetupColumns + column (row 0 the front row, column 0 the owner's left).
extern const std::uint16_t kCellRankCounts[kSetupCells][kNumRanks];
// How a piece's rank changes what its setup neighbours (left, right, in front, behind) are:
// kNeighbourRatios[kind][Index(rank)] is P(a neighbour is of `kind` | the piece has `rank`) over
// P(a neighbour is of `kind`), kind 0 a piece that moves and 1 a Bomb. People wall their Flag in
// with Bombs: a neighbour of the Flag moves about half as often as one of any piece (0.52), and is
// a Bomb almost four times as often.
inline constexpr int kNeighbourMoves = 0;
inline constexpr int kNeighbourBomb = 1;
extern const float kNeighbourRatios[2][kNumRanks];
// Sound setups people played, as 40-character Gravon setup strings (FORMATS.md §2, in the
// owner's orientation: front row first, each row from the owner's left).
extern const std::vector<std::string_view> kClassicLibrary;
extern const std::vector<std::string_view> kBarrageLibrary;

// The setup a library string describes, for `army`; `mirrored` swaps left and right.
Setup SetupFromGravonString(std::string_view text, ArmyKind army, bool mirrored);

}  // namespace stratego
