// Tables derived from the setups people played on Gravon (generated into human_setups.cc by
// tools/make_ai_tables.py; the data need not be present to build or play).
#pragma once

#include <cstdint>
#include <cstdlib>
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
// Where a piece started relative to another (row 0 the front row): one row nearer the front, one
// row further back, beside it in its row, two steps off in any way (in a line or diagonally).
inline constexpr int kPairInFront = 0;
inline constexpr int kPairBehind = 1;
inline constexpr int kPairBeside = 2;
inline constexpr int kPairTwoOff = 3;
inline constexpr int kPairRelations = 4;
// How a seen piece's rank changes the ranks of the pieces that started near it:
// kPairRatios[Index(seen)][relation][Index(rank)] is P(a piece in that relation to a piece of rank
// `seen` has `rank`) over what its own cell's counts say. People keep their Spy behind their
// General (5.1 times the cell's odds) or beside it (2.1), and their two Colonels apart (0.19).
extern const float kPairRatios[kNumRanks][kPairRelations][kNumRanks];
// The relation (kPairInFront, ...) of setup cell `other` to setup cell `seen`, or -1 if it is the
// same cell or further than two steps off.
inline int PairRelation(int seen, int other) {
  const int rows = other / kSetupColumns - seen / kSetupColumns;
  const int columns = other % kSetupColumns - seen % kSetupColumns;
  const int steps = std::abs(rows) + std::abs(columns);
  if (columns == 0 && rows == -1) return kPairInFront;
  if (columns == 0 && rows == 1) return kPairBehind;
  if (rows == 0 && steps == 1) return kPairBeside;
  return steps == 2 ? kPairTwoOff : -1;
}
// Sound setups people played, as 40-character Gravon setup strings (FORMATS.md §2, in the
// owner's orientation: front row first, each row from the owner's left).
extern const std::vector<std::string_view> kClassicLibrary;
extern const std::vector<std::string_view> kBarrageLibrary;

// The setup a library string describes, for `army`; `mirrored` swaps left and right.
Setup SetupFromGravonString(std::string_view text, ArmyKind army, bool mirrored);

}  // namespace stratego
