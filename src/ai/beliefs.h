// What the computer player believes about the enemy pieces whose ranks it does not know, from
// nothing but its own view (RULES.md §8):
// - certainties: a piece that moved is neither a Bomb nor the Flag, one that moved more than one
//   square is a Scout, a captured piece is not the Flag (taking it ends the game), a piece that
//   defended against one of ours under silent defense (§7) has a rank that gives the outcome we
//   were told, and the ranks not yet seen are exactly the army less what was revealed;
// - where people put each rank in their setups (the Gravon statistics of ai/human_setups.h),
//   for the square each piece started on (classic army);
// - behaviour: a piece that walks up to one of our pieces whose rank it knows is probably
//   stronger, one that backs away from it probably weaker; one that never moved though it could
//   have, turn after turn, is likelier a Bomb or the Flag;
// - neighbours: people wall their Flag in with Bombs, so a piece beside one that has moved is
//   less likely the Flag, one beside a revealed Bomb likelier (the Gravon statistics again); and
//   the Flag stands walled in, so a piece beside an empty square or one of ours seldom is it.
// - an opponent met before (ai/seen_setups.h): the ranks seen on each setup cell in earlier games
//   against it, weighed against the statistics, which count as two sightings (so one sighting
//   moves the odds a third of the way to its rank, many sightings nearly all the way).
// From these it samples full positions that the viewer cannot tell from the true one.
//
// The pieces are HiddenPieces(view): the enemy pieces on the board whose ranks are not shown and,
// under silent defense, those we captured without seeing them.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "ai/plausibility.h"
#include "ai/rank_sets.h"
#include "ai/seen_setups.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego {

struct BeliefOptions {
  bool use_setup_statistics = true;
  bool use_behaviour = true;
  // When positive: draws are weighed by how plausible they make the position the enemy has just
  // left us (ai/plausibility.h), with this temperature in points; 0: every draw as drawn. Off at
  // every level: tried at stop 56 with 50, the temperature at which the odds of the guards beside
  // our seen pieces' takes came nearest the truth, no gain measured (docs/computer-player.md).
  int plausible_play = 0;
};

class Beliefs {
 public:
  // `seen`: what was seen of this opponent's setups in earlier games, or null (a stranger); used
  // with the setup statistics.
  Beliefs(const PlayerView& view, const BeliefOptions& options, const SeenSetups* seen = nullptr);

  // The pieces the beliefs are about: HiddenPieces(view), in that order.
  const std::vector<PieceId>& hidden() const { return hidden_; }
  // The relative weight of `rank` for hidden()[index], before the counts of unseen ranks are
  // taken into account: 0 for a rank the piece cannot have.
  float Weight(int index, Rank rank) const;
  // The ranks hidden()[index] can have, as far as the view makes certain.
  RankSet Possible(int index) const { return possible_[static_cast<std::size_t>(index)]; }
  // The ranks that would have taken a piece of ours, whose rank the enemy had seen, that the
  // enemy piece `id` stood beside on the enemy's turn without taking it (the Spy, beside our
  // Marshal; the Marshal, beside our General: DeclinedTakes in beliefs.cc); 0 if none, and for
  // every piece without BeliefOptions::use_behaviour. No player passes up such a take, so a
  // searcher may rule these ranks out where the odds only lower them.
  RankSet Declined(PieceId id) const { return declined_[id]; }
  // How many pieces of each rank are among the hidden pieces.
  int Unseen(Rank rank) const { return unseen_[static_cast<std::size_t>(Index(rank))]; }

  // Ranks for the hidden pieces, in the order of hidden(), drawn from the beliefs: every draw is
  // a position consistent with the view (StateFromView accepts it, and each piece gets a rank of
  // Possible(), within the unseen counts). With BeliefOptions::plausible_play, a draw is kept
  // with its Plausibility::Weight, else drawn again (at most kPlausibleTries draws; then the
  // weightiest of them).
  std::vector<Rank> Sample(Rng& rng) const;
  static constexpr int kPlausibleTries = 20;

 private:
  void ApplyCertainties(const PlayerView& view);
  void ApplySetupStatistics(const PlayerView& view, const std::vector<Square>& start);
  void ApplySeenSetups(const PlayerView& view, const std::vector<Square>& start,
                       const SeenSetups& seen);
  void ApplyBehaviour(const PlayerView& view, const std::vector<Square>& start);
  void ApplyStillness(const PlayerView& view, const std::vector<Square>& start);
  void ApplyNeighbours(const PlayerView& view, const std::vector<Square>& start);
  void ApplyExposure(const PlayerView& view);
  void ApplyBait(const PlayerView& view);
  void Scale(PieceId piece, bool stronger_than, Rank rank, const RuleSet& rules, float factor);
  void Balance();
  float DrawWeight(std::size_t index, std::size_t rank, const RankCounts& left) const;
  int HiddenIndex(PieceId piece) const { return index_of_[piece]; }
  std::vector<Rank> DrawRanks(Rng& rng) const;  // Sample, every draw as drawn
  std::vector<std::size_t> SamplingOrder(Rng& rng) const;
  float FlagOdds(std::size_t index, const RankCounts& left) const;
  std::optional<std::size_t> DrawFlag(std::vector<RankGroup>& rest, RankCounts& left,
                                      Rng& rng) const;
  static RankSet RanksHeldBy(const std::vector<RankGroup>& rest, std::size_t own);
  Rank PickRank(std::size_t index, const std::vector<RankGroup>& rest, RankCounts& left,
                Rng& rng) const;
  std::optional<Rank> Draw(std::size_t index, RankSet candidates, const RankCounts& left,
                           Rng& rng) const;

  std::vector<PieceId> hidden_;
  std::array<int, kMaxPieces> index_of_{};      // HiddenIndex by PieceId; -1 for other pieces
  std::array<RankSet, kMaxPieces> declined_{};  // Declined, by PieceId
  std::vector<std::array<float, kNumRanks>> weights_;
  std::vector<RankSet> possible_;
  // The hidden pieces grouped by their possible ranks (group_of_[index]), and whether the groups
  // can be met within the unseen counts (false only for a view that contradicts itself).
  std::vector<RankGroup> groups_;
  std::vector<std::size_t> group_of_;
  bool satisfiable_ = true;
  RankCounts unseen_{};
  // By Index(rank): what each piece's weight of the rank is multiplied by in a draw, so that over
  // the hidden pieces the odds of each rank add up to the count unseen (Balance).
  std::array<float, kNumRanks> balance_{};
  std::optional<Plausibility> plausibility_;  // with BeliefOptions::plausible_play
};

// Where every piece stood when the game began, from the view's board and its history of moves
// and rescues (indexed by PieceId; kNoSquare for ids no side has, and for pieces that began the
// game captured, as in a position set up piece by piece).
std::vector<Square> StartSquares(const PlayerView& view);

}  // namespace stratego
