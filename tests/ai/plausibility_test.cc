// Draws weighed by the position the enemy has just left us (ai/plausibility.h), and the beliefs
// that draw by that weight (BeliefOptions::plausible_play).
#include "ai/plausibility.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "ai/attack_odds.h"
#include "ai/beliefs.h"
#include "ai/evaluation.h"
#include "core/rng.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::Play;
using testing::Position;

constexpr int kTemperature = 70;

// Red's General, seen on e5 (it took a Sergeant there), with Blue's hidden piece from e9 now on
// e6 beside it and, with `guard`, Blue's hidden piece from g8 on f6 beside e6. Blue's back row
// holds its top pieces, hidden, so that the pieces that moved may be any of them. Red to move.
PlayerView GeneralBesideLeftPiece(bool guard) {
  GameState state = Position(
      "R9e4 R3a1 RFa2 B4e5 B5e9 B7g8 B4j7 BFj10 BBi10 BBi9 "
      "B10a10 B9b10 B8c10 B8d10 B2e10 B2f10 B6g10 B3h10 BSa9",
      Player::kRed);
  Play(state, guard ? "e4xe5 e9-e8 a1-b1 e8-e7 b1-c1 g8-g7 c1-d1 g7-f7 d1-c1 f7-f6 c1-b1 e7-e6"
                    : "e4xe5 e9-e8 a1-b1 e8-e7 b1-c1 e7-e6");
  return BuildView(state, Player::kRed);
}

// The index in `hidden` of the piece on `square`.
int HiddenIndexAt(const PlayerView& view, const std::vector<PieceId>& hidden,
                  const std::string& square) {
  const PieceId id = view.board.At(*ParseSquare(square));
  for (std::size_t i = 0; i < hidden.size(); ++i)
    if (hidden[i] == id) return static_cast<int>(i);
  FAIL("no hidden piece on " << square);
  return -1;
}

// Every hidden piece a Bomb (it takes no part), but those given.
std::vector<Rank> Drawn(const std::vector<PieceId>& hidden,
                        const std::vector<std::pair<int, Rank>>& ranks) {
  std::vector<Rank> drawn(hidden.size(), Rank::kBomb);
  for (const auto& [index, rank] : ranks)
    drawn[static_cast<std::size_t>(index)] = rank;
  return drawn;
}

}  // namespace

TEST_CASE("Plausibility: what our seen piece would win from the piece left beside it",
          "[ai][plausibility]") {
  const PlayerView view = GeneralBesideLeftPiece(false);
  const std::vector<PieceId> hidden = HiddenPieces(view);
  const Plausibility plausibility(view, hidden, kTemperature);
  REQUIRE_FALSE(plausibility.Indifferent());
  const int left = HiddenIndexAt(view, hidden, "e6");
  const auto hanging = [&](Rank rank) {
    return plausibility.Hanging(Drawn(hidden, {{left, rank}}));
  };
  CHECK(hanging(Rank::kLieutenant) == BaseValue(Rank::kLieutenant));
  CHECK(hanging(Rank::kColonel) == BaseValue(Rank::kColonel));
  CHECK(hanging(Rank::kGeneral) == 0);  // a tie wins nothing
  CHECK(hanging(Rank::kMarshal) == 0);  // our General would lose
  const std::vector<Rank> lieutenant = Drawn(hidden, {{left, Rank::kLieutenant}});
  CHECK(plausibility.Weight(lieutenant) ==
        Approx(std::exp(-static_cast<double>(BaseValue(Rank::kLieutenant)) / kTemperature)));
  CHECK(plausibility.Weight(Drawn(hidden, {{left, Rank::kMarshal}})) == 1.0);
  // A Colonel left for nothing weighs e^(-190/70), more than the floor.
  CHECK(plausibility.Weight(Drawn(hidden, {{left, Rank::kColonel}})) > Plausibility::kFloor);
}

TEST_CASE("Plausibility: a guard beside the piece left takes our piece back",
          "[ai][plausibility]") {
  const PlayerView view = GeneralBesideLeftPiece(true);
  const std::vector<PieceId> hidden = HiddenPieces(view);
  const Plausibility plausibility(view, hidden, kTemperature);
  const int left = HiddenIndexAt(view, hidden, "e6");
  const int guard = HiddenIndexAt(view, hidden, "f6");
  const auto hanging = [&](Rank left_rank, Rank guard_rank) {
    return plausibility.Hanging(Drawn(hidden, {{left, left_rank}, {guard, guard_rank}}));
  };
  CHECK(hanging(Rank::kSergeant, Rank::kCaptain) == BaseValue(Rank::kSergeant));
  CHECK(hanging(Rank::kSergeant, Rank::kMarshal) == 0);  // the Marshal takes our General back
  // A General beside the Colonel trades with ours: 190 taken, 280 lost, 280 taken.
  CHECK(hanging(Rank::kColonel, Rank::kGeneral) == BaseValue(Rank::kColonel));
  // Guarded or not, our General wins nothing from a piece that beats it (the guard on f6 is not
  // beside our General, so it is no contact of its own).
  CHECK(hanging(Rank::kMarshal, Rank::kSergeant) == 0);
}

TEST_CASE("Plausibility: a draw weighs no less than the floor", "[ai][plausibility]") {
  const PlayerView view = GeneralBesideLeftPiece(false);
  const std::vector<PieceId> hidden = HiddenPieces(view);
  const int left = HiddenIndexAt(view, hidden, "e6");
  // A Colonel left for nothing, at 30 points: e^(-190/30) is under the floor.
  const Plausibility cold(view, hidden, 30);
  CHECK(cold.Weight(Drawn(hidden, {{left, Rank::kColonel}})) == Plausibility::kFloor);
  // No temperature: every draw as drawn.
  const Plausibility off(view, hidden, 0);
  CHECK(off.Weight(Drawn(hidden, {{left, Rank::kColonel}})) == 1.0);
}

TEST_CASE("Plausibility: only our seen pieces and the enemy's pieces that moved count",
          "[ai][plausibility]") {
  SECTION("our piece unseen: the enemy risked nothing it knew of") {
    GameState state = Position("R9e4 R3a1 RFa2 B5e9 B4j7 BFj10 BBi10 BBi9", Player::kRed);
    Play(state, "a1-b1 e9-e8 b1-c1 e8-e7 c1-d1 e7-e6 e4-e5 j7-j6");
    const PlayerView view = BuildView(state, Player::kRed);
    CHECK(Plausibility(view, HiddenPieces(view), kTemperature).Indifferent());
  }
  SECTION("a guard that never moved is no guard") {
    // Blue's piece on f7 beside e7, where a hidden piece from e9 stands, never moved.
    GameState state =
        Position("R9e4 R3a1 RFa2 B4e5 B5e9 B10f7 B4j7 BFj10 BBi10 BBi9", Player::kRed);
    Play(state, "e4xe5 e9-e8 e5-e6 e8-e7");
    const PlayerView view = BuildView(state, Player::kRed);
    const std::vector<PieceId> hidden = HiddenPieces(view);
    const Plausibility plausibility(view, hidden, kTemperature);
    const int left = HiddenIndexAt(view, hidden, "e7");
    const int still = HiddenIndexAt(view, hidden, "f7");
    CHECK(plausibility.Hanging(Drawn(hidden, {{left, Rank::kSergeant}, {still, Rank::kMarshal}})) ==
          BaseValue(Rank::kSergeant));
  }
  SECTION("the enemy's piece never moved: perhaps a Bomb, kept still") {
    GameState state = Position("R9e4 R3a1 RFa2 B4e5 B5e7 B4j7 BFj10 BBi10 BBi9", Player::kRed);
    Play(state, "e4xe5 j7-j6 e5-e6 j6-j5");  // the General, seen, steps beside e7
    const PlayerView view = BuildView(state, Player::kRed);
    CHECK(Plausibility(view, HiddenPieces(view), kTemperature).Indifferent());
  }
}

TEST_CASE("Beliefs with plausible play: a piece left beside our seen General is likelier strong",
          "[ai][plausibility][beliefs]") {
  const PlayerView view = GeneralBesideLeftPiece(false);
  BeliefOptions weighed;
  weighed.plausible_play = kTemperature;
  const Beliefs plain(view, {});
  const Beliefs plausible(view, weighed);
  const PieceId left = view.board.At(*ParseSquare("e6"));
  Rng rng_plain(3);
  Rng rng_plausible(3);
  const AttackOdds plain_odds(plain, view.rules, 4000, rng_plain);
  const AttackOdds plausible_odds(plausible, view.rules, 4000, rng_plausible);
  const auto takes_ours = [&](const AttackOdds& odds) {
    return odds.Chance(left, Rank::kGeneral) + odds.Chance(left, Rank::kMarshal);
  };
  INFO("plain " << takes_ours(plain_odds) << ", plausible " << takes_ours(plausible_odds));
  CHECK(takes_ours(plausible_odds) > 1.3 * takes_ours(plain_odds));
  // A Colonel left for nothing is the least plausible: it would lose the most.
  CHECK(plausible_odds.Chance(left, Rank::kColonel) <
        0.5 * plain_odds.Chance(left, Rank::kColonel));
  // Every draw is still one the view allows.
  Rng rng(9);
  for (int i = 0; i < 50; ++i) {
    const std::vector<Rank> ranks = plausible.Sample(rng);
    REQUIRE(ranks.size() == plausible.hidden().size());
    for (std::size_t j = 0; j < ranks.size(); ++j)
      CHECK(Contains(plausible.Possible(static_cast<int>(j)), ranks[j]));
  }
}

}  // namespace stratego
