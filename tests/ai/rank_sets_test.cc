// Whether hidden pieces can be given ranks of their sets within the counts left.
#include "ai/rank_sets.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

RankCounts Counts(std::initializer_list<std::pair<Rank, int>> counts) {
  RankCounts result{};
  for (const auto& [rank, count] : counts)
    result[static_cast<std::size_t>(Index(rank))] = count;
  return result;
}

constexpr RankSet kSpyOrScout = RankBit(Rank::kSpy) | RankBit(Rank::kScout);
constexpr RankSet kSpyOrMiner = RankBit(Rank::kSpy) | RankBit(Rank::kMiner);
constexpr RankSet kMovable = Without(kEveryRank, RankBit(Rank::kBomb) | RankBit(Rank::kFlag));

}  // namespace

TEST_CASE("Rank sets: pieces fit their sets within the counts or they do not", "[ai]") {
  const auto [groups, left, fits] = GENERATE(table<std::vector<RankGroup>, RankCounts, bool>({
      {{}, Counts({}), true},
      // Nested sets (a Scout, movable pieces, the rest), as moves make them.
      {{{RankBit(Rank::kScout), 1}, {kMovable, 1}, {kEveryRank, 2}},
       Counts({{Rank::kScout, 1}, {Rank::kMiner, 1}, {Rank::kBomb, 1}, {Rank::kFlag, 1}}),
       true},
      // A movable piece, and only a Bomb and the Flag left.
      {{{kMovable, 1}, {kEveryRank, 1}}, Counts({{Rank::kBomb, 1}, {Rank::kFlag, 1}}), false},
      // Crossing sets: the Spy must go to the second piece, which the fewest-ranks-first order
      // alone does not see.
      {{{kSpyOrScout, 1}, {kSpyOrMiner, 1}}, Counts({{Rank::kSpy, 1}, {Rank::kScout, 1}}), true},
      {{{kSpyOrScout, 1}, {kSpyOrMiner, 1}, {kSpyOrMiner, 1}},
       Counts({{Rank::kSpy, 1}, {Rank::kScout, 1}, {Rank::kMiner, 1}}),
       true},
      {{{RankBit(Rank::kSpy), 1}, {kSpyOrMiner, 1}},
       Counts({{Rank::kSpy, 1}, {Rank::kScout, 1}}),
       false},
      {{{RankBit(Rank::kBomb), 2}}, Counts({{Rank::kBomb, 1}, {Rank::kScout, 5}}), false},
      {{{RankBit(Rank::kBomb), 0}}, Counts({}), true},
  }));
  CHECK(CanAssign(groups, left) == fits);
  CHECK(Size(kMovable) == kNumRanks - 2);
}

}  // namespace stratego
