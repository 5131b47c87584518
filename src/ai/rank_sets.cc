#include "ai/rank_sets.h"

#include <algorithm>
#include <bit>
#include <cstddef>

#include "core/square_set.h"

namespace stratego {

// BitCount uses the processor's popcnt where it has one, as std::popcount does not in a build for
// the x86-64 baseline (a library call): the sampler asks this for every group of every draw.
int Size(RankSet set) {
  return BitCount(set);
}

namespace {

// A flow network on a few nodes, as a matrix of residual capacities.
class Network {
 public:
  explicit Network(int nodes)
      : nodes_(nodes), capacity_(static_cast<std::size_t>(nodes * nodes), 0) {}

  int& Capacity(int from, int to) { return capacity_[Slot(from, to)]; }

  // The largest flow from `source` to `sink`, found by shortest augmenting paths; the search
  // stops once `enough` flows.
  int MaxFlow(int source, int sink, int enough) {
    int flow = 0;
    std::vector<int> parent(static_cast<std::size_t>(nodes_));
    while (flow < enough && FindPath(source, sink, parent)) {
      int push = enough - flow;
      for (int node = sink; node != source; node = parent[static_cast<std::size_t>(node)])
        push = std::min(push, Capacity(parent[static_cast<std::size_t>(node)], node));
      for (int node = sink; node != source; node = parent[static_cast<std::size_t>(node)]) {
        Capacity(parent[static_cast<std::size_t>(node)], node) -= push;
        Capacity(node, parent[static_cast<std::size_t>(node)]) += push;
      }
      flow += push;
    }
    return flow;
  }

 private:
  std::size_t Slot(int from, int to) const { return static_cast<std::size_t>(from * nodes_ + to); }

  bool FindPath(int source, int sink, std::vector<int>& parent) {
    std::fill(parent.begin(), parent.end(), -1);
    parent[static_cast<std::size_t>(source)] = source;
    std::vector<int> queue{source};
    for (std::size_t next = 0; next < queue.size(); ++next) {
      const int node = queue[next];
      for (int to = 0; to < nodes_; ++to) {
        if (parent[static_cast<std::size_t>(to)] >= 0 || Capacity(node, to) <= 0) continue;
        parent[static_cast<std::size_t>(to)] = node;
        if (to == sink) return true;
        queue.push_back(to);
      }
    }
    return false;
  }

  int nodes_;
  std::vector<int> capacity_;
};

// A quick witness: the groups with the fewest ranks first (in their order among groups of one
// size), each piece given any rank of its set still left. When the sets are nested (a Scout
// within the movable ranks within all, the usual case) this finds an assignment whenever one
// exists; when it fails, the flow decides. Walks the groups once a size rather than sorting them:
// no allocation, as the sampler asks this for every piece it draws (ai/beliefs.h).
bool GreedyAssigns(const std::vector<RankGroup>& groups, RankCounts left) {
  unsigned sizes = 0;  // bit s: some group with pieces has s ranks
  for (const RankGroup& group : groups) {
    if (group.pieces > 0) sizes |= 1u << Size(group.ranks);
  }
  for (; sizes != 0; sizes &= sizes - 1) {
    const int size = std::countr_zero(sizes);
    for (const RankGroup& group : groups) {
      if (group.pieces <= 0 || Size(group.ranks) != size) continue;
      int pieces = group.pieces;
      for (std::size_t rank = 0; rank < kNumRanks && pieces > 0; ++rank) {
        if (!Contains(group.ranks, RankAt(static_cast<int>(rank))) || left[rank] <= 0) continue;
        const int given = std::min(pieces, left[rank]);
        pieces -= given;
        left[rank] -= given;
      }
      if (pieces > 0) return false;
    }
  }
  return true;
}

}  // namespace

bool CanAssign(const std::vector<RankGroup>& groups, const RankCounts& left) {
  if (GreedyAssigns(groups, left)) return true;
  // Nodes: the source, one per group, one per rank, the sink.
  const int group_count = static_cast<int>(groups.size());
  const int source = 0;
  const int first_rank = 1 + group_count;
  const int sink = first_rank + kNumRanks;
  Network network(sink + 1);
  int pieces = 0;
  int ranks_left = 0;
  for (int g = 0; g < group_count; ++g) {
    const RankGroup& group = groups[static_cast<std::size_t>(g)];
    if (group.pieces <= 0) continue;
    pieces += group.pieces;
    network.Capacity(source, 1 + g) = group.pieces;
    for (int rank = 0; rank < kNumRanks; ++rank) {
      if (Contains(group.ranks, RankAt(rank)))
        network.Capacity(1 + g, first_rank + rank) = group.pieces;
    }
  }
  for (int rank = 0; rank < kNumRanks; ++rank) {
    const int count = std::max(0, left[static_cast<std::size_t>(rank)]);
    network.Capacity(first_rank + rank, sink) = count;
    ranks_left += count;
  }
  if (ranks_left < pieces) return false;
  return network.MaxFlow(source, sink, pieces) == pieces;
}

}  // namespace stratego
