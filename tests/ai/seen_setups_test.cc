// What the computer player keeps of an opponent's setups between games (ai/seen_setups.h), and
// how the beliefs use it.
#include "ai/seen_setups.h"

#include <catch2/catch.hpp>

#include "ai/beliefs.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "support/random_play.h"

namespace stratego {
namespace {

Setup Mirrored(const Setup& setup) {
  Setup mirrored = setup;
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column)
      mirrored.Set(row, column, setup.At(row, kSetupColumns - 1 - column));
  }
  return mirrored;
}

// A game of `plies` random moves, Blue setting up as `blue`.
GameState RandomGame(const Setup& blue, std::uint64_t seed, int plies) {
  Rng rng(seed);
  const RuleSet rules;
  return testing::PlayRandomMoves(*GameState::Create(rules, RandomSetup(rules.army, rng), blue),
                                  plies, rng);
}

int TotalSeen(const SeenSetups& seen) {
  int total = 0;
  for (int cell = 0; cell < kSetupCells; ++cell)
    total += seen.SeenAt(cell);
  return total;
}

// Whether every rank counted on a cell is the rank `setup` has there.
bool AgreesWith(const SeenSetups& seen, const Setup& setup) {
  for (int cell = 0; cell < kSetupCells; ++cell) {
    for (int rank = 0; rank < kNumRanks; ++rank) {
      if (seen.seen[static_cast<std::size_t>(cell)][static_cast<std::size_t>(rank)] > 0 &&
          setup.cells[static_cast<std::size_t>(cell)] != RankAt(rank))
        return false;
    }
  }
  return true;
}

// The hidden piece of Blue's that started on setup cell `cell` (nothing has moved yet).
int HiddenIndexAt(const Beliefs& beliefs, const PlayerView& view, int cell) {
  const PieceId id =
      view.board.At(SetupSquare(Player::kBlue, cell / kSetupColumns, cell % kSetupColumns));
  const auto& hidden = beliefs.hidden();
  return static_cast<int>(std::find(hidden.begin(), hidden.end(), id) - hidden.begin());
}

// The chance the beliefs give that piece of being a `rank` before any other piece is drawn: its
// weights times the army's counts, as a share of their sum.
double ChanceAt(const Beliefs& beliefs, const PlayerView& view, int cell, Rank rank) {
  const int index = HiddenIndexAt(beliefs, view, cell);
  const Army& army = GetArmy(view.rules.army);
  double total = 0;
  for (int r = 0; r < kNumRanks; ++r)
    total += static_cast<double>(beliefs.Weight(index, RankAt(r))) * army.Count(RankAt(r));
  return static_cast<double>(beliefs.Weight(index, rank)) * army.Count(rank) / total;
}

int CellOf(const Setup& setup, Rank rank) {
  for (int cell = 0; cell < kSetupCells; ++cell) {
    if (setup.cells[static_cast<std::size_t>(cell)] == rank) return cell;
  }
  return -1;
}

}  // namespace

TEST_CASE("Seen setups: a game adds the enemy ranks its view showed, where each piece began",
          "[ai]") {
  Rng rng(11);
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const RuleSet rules;
    const Setup red = RandomSetup(ArmyKind::kClassic, rng);
    const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
    Rng moves(seed);
    const GameState state = testing::PlayRandomMoves(*GameState::Create(rules, red, blue),
                                                     200 + static_cast<int>(seed) * 40, moves);
    for (Player viewer : {Player::kRed, Player::kBlue}) {  // either colour's setup, as its own
      const PlayerView view = BuildView(state, viewer);
      const Player enemy = Opponent(viewer);
      int shown = 0;  // the enemy's pieces whose rank the view shows
      for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id)
        shown += IsReal(view.board.piece(id).rank) ? 1 : 0;
      SeenSetups seen;
      AddGame(seen, view);
      INFO("seed " << seed << ", " << PlayerName(viewer) << "'s view");
      CHECK(seen.games == 1);
      CHECK(TotalSeen(seen) == shown);  // each piece shown once, on a cell of its own
      CHECK(shown > 0);
      // Each where its piece began (a first game is kept as it is), and never a rank it is not.
      CHECK(AgreesWith(seen, enemy == Player::kRed ? red : blue));
    }
  }
}

TEST_CASE("Seen setups: a game mirrored is added the way round that fits the games before",
          "[ai]") {
  Rng rng(12);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  SeenSetups seen;
  AddGame(seen, BuildView(RandomGame(blue, 1, 400), Player::kRed));
  AddGame(seen, BuildView(RandomGame(Mirrored(blue), 2, 400), Player::kRed));
  AddGame(seen, BuildView(RandomGame(blue, 3, 400), Player::kRed));
  CHECK(seen.games == 3);
  CHECK(AgreesWith(seen, blue));
  CHECK_FALSE(AgreesWith(seen, Mirrored(blue)));

  // Which way round a new game is: told by the pieces it has shown, even when not yet sure.
  const PlayerView straight = BuildView(RandomGame(blue, 4, 300), Player::kRed);
  const PlayerView mirrored = BuildView(RandomGame(Mirrored(blue), 5, 300), Player::kRed);
  const PlayerView fresh = BuildView(RandomGame(blue, 6, 0), Player::kRed);
  CHECK(StraightOdds(seen, straight) > 0.99);
  CHECK(StraightOdds(seen, mirrored) < 0.01);
  CHECK(StraightOdds(seen, fresh) == Approx(0.5));
}

TEST_CASE("Seen setups: the counts are halved after 64 games, so newer games weigh more", "[ai]") {
  Rng rng(13);
  const PlayerView view =
      BuildView(RandomGame(RandomSetup(ArmyKind::kClassic, rng), 7, 300), Player::kRed);
  SeenSetups seen;
  for (int game = 1; game < SeenSetups::kMaxGames; ++game)
    AddGame(seen, view);
  const int before = TotalSeen(seen);
  CHECK(seen.games == SeenSetups::kMaxGames - 1);
  AddGame(seen, view);
  CHECK(seen.games == SeenSetups::kMaxGames / 2);
  CHECK(TotalSeen(seen) == (before / (SeenSetups::kMaxGames - 1)) * SeenSetups::kMaxGames / 2);
}

TEST_CASE("Seen setups: an opponent's Spy and Flag are looked for where they stood before",
          "[ai]") {
  Rng rng(14);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  const int spy = CellOf(blue, Rank::kSpy);
  const int flag = CellOf(blue, Rank::kFlag);
  SeenSetups seen;  // three games, each of which showed the Spy and the Flag where they stand
  seen.games = 3;
  seen.seen[static_cast<std::size_t>(spy)][static_cast<std::size_t>(Index(Rank::kSpy))] = 3;
  seen.seen[static_cast<std::size_t>(flag)][static_cast<std::size_t>(Index(Rank::kFlag))] = 3;
  const PlayerView view = BuildView(RandomGame(blue, 8, 0), Player::kRed);
  const BeliefOptions options;
  const Beliefs stranger(view, options);
  const Beliefs met(view, options, &seen);
  // Nothing shows which way round this game is, so half goes to each: (3 + 2q) / (3 + 2) on the
  // cell where the rank was seen, q on its mirror, each half of it: a third at least, both ways.
  for (const auto& [cell, rank] : {std::pair{spy, Rank::kSpy}, std::pair{flag, Rank::kFlag}}) {
    INFO(RankName(rank) << " on cell " << cell);
    CHECK(ChanceAt(stranger, view, cell, rank) < 0.25);
    CHECK(ChanceAt(met, view, cell, rank) > 0.3);
    CHECK(ChanceAt(met, view, MirroredCell(cell), rank) > 0.3);
  }
  // A cell never seen keeps the odds of the statistics.
  for (int cell = 0; cell < kSetupCells; ++cell) {
    if (cell == spy || cell == flag || MirroredCell(cell) == spy || MirroredCell(cell) == flag)
      continue;
    for (Rank rank : {Rank::kBomb, Rank::kSpy, Rank::kFlag, Rank::kMarshal})
      CHECK(ChanceAt(met, view, cell, rank) == Approx(ChanceAt(stranger, view, cell, rank)));
  }
}

}  // namespace stratego
