// Sets and counts of ranks, and whether hard constraints on hidden ranks can all be met at once.
//
// What a view makes certain about a hidden enemy piece (RULES.md §8: it moved, it moved far, it
// was captured, it won or lost a silent attack, §7) is a set of ranks it may have; the ranks not
// yet seen are counts. Ranks drawn one piece at a time must leave the pieces still to draw a way
// to be given ranks of their sets within the counts left, or a draw could end in a position that
// contradicts the view: CanAssign says whether one exists.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/types.h"

namespace stratego {

// A set of real ranks, one bit per Index(rank).
using RankSet = std::uint16_t;
inline constexpr RankSet kEveryRank = (1u << kNumRanks) - 1;
constexpr RankSet RankBit(Rank rank) {
  return static_cast<RankSet>(1u << Index(rank));
}
constexpr bool Contains(RankSet set, Rank rank) {
  return (set & RankBit(rank)) != 0;
}
constexpr RankSet Without(RankSet set, RankSet removed) {
  return static_cast<RankSet>(set & ~removed);
}
constexpr RankSet Both(RankSet a, RankSet b) {
  return static_cast<RankSet>(a & b);
}
int Size(RankSet set);

// How many pieces there are of each real rank, indexed by Index(rank).
using RankCounts = std::array<int, kNumRanks>;

// `pieces` pieces, each of which may have any rank of `ranks`.
struct RankGroup {
  RankSet ranks = kEveryRank;
  int pieces = 0;
};

// Whether every piece of every group can be given a rank of its group's set, with no rank r
// given more than left[r] times (a transportation problem, solved as a maximum flow).
bool CanAssign(const std::vector<RankGroup>& groups, const RankCounts& left);

}  // namespace stratego
