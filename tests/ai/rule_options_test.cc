// The computer player under every army and rule option (RULES.md §2, §4.3, §6, §7): legal moves
// and legal rescues through whole seeded games; honest under silent defense; rescues that bring
// back the piece worth most, out of the enemy's reach; move limits in the search.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <tuple>

#include "ai/computer_player.h"
#include "ai/rescue_choice.h"
#include "ai/search_state.h"
#include "core/game_state.h"
#include "core/more_squares.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view.h"
#include "support/position.h"
#include "support/random_play.h"
#include "support/test_computer.h"

namespace stratego {
namespace {

using testing::Computer;
using testing::M;
using testing::Play;
using testing::Position;

struct Played {
  GameState state;
  int rescues = 0;
};

// Plays a whole game between two agents under `rules` (or `max_plies` of it), the way the match
// loop does: after a move that opens a rescue, its mover is asked for one. Every move and every
// rescue must be legal, and the computer never declines a rescue (it costs nothing).
Played PlayChecked(Agent& red, Agent& blue, const RuleSet& rules, int max_plies) {
  Played played{*GameState::Create(rules, *red.ChooseSetup(rules, Player::kRed, "blue"),
                                   *blue.ChooseSetup(rules, Player::kBlue, "red")),
                0};
  GameState& state = played.state;
  while (!state.over() && state.ply() < max_plies) {
    const Player mover = state.to_move();
    Agent& agent = mover == Player::kRed ? red : blue;
    const Expected<Move> move = agent.ChooseMove(BuildView(state, mover));
    REQUIRE(move);
    INFO("ply " << state.ply() << ": " << FormatMove(*move));
    REQUIRE_FALSE(state.WhyIllegal(*move));
    state.ApplyMove(*move);
    if (!state.rescue_chance().open()) continue;
    const PlayerView view = BuildView(state, mover);
    const Expected<std::optional<RescueChoice>> rescue = agent.ChooseRescue(view);
    REQUIRE(rescue);
    REQUIRE(rescue->has_value());
    INFO("rescue of a " << RankName((*rescue)->rank) << " to " << SquareName((*rescue)->square));
    CHECK_FALSE(WhyRescueIllegal(view, **rescue));
    const Expected<MoveReport> rescued = state.TryRescue(mover, **rescue);
    if (!rescued) FAIL(rescued.error());
    ++played.rescues;
  }
  return played;
}

struct Options {
  ArmyKind army;
  bool silent_defense;
  bool rescue;
  bool attacker_advantage;
  bool limits;  // the two-squares rule with N = 5 and both move limits
};

RuleSet RulesFor(const Options& options) {
  RuleSet rules;
  rules.army = options.army;
  rules.silent_defense = options.silent_defense;
  rules.rescue = options.rescue;
  rules.attacker_advantage = options.attacker_advantage;
  if (options.limits) {
    rules.two_squares = 5;
    rules.max_moves = 400;
    rules.max_quiet_moves = 100;
  }
  return rules;
}

constexpr Options kEveryOption[] = {
    {ArmyKind::kClassic, false, false, false, false},
    {ArmyKind::kBarrage, false, false, false, false},
    {ArmyKind::kUltimateLightning, false, false, false, false},
    {ArmyKind::kClassic, true, false, false, false},
    {ArmyKind::kClassic, false, true, false, false},
    {ArmyKind::kClassic, false, false, true, false},
    {ArmyKind::kClassic, false, false, false, true},
    {ArmyKind::kClassic, true, true, true, true},
    {ArmyKind::kBarrage, true, true, true, true},
    {ArmyKind::kUltimateLightning, true, true, true, true},
};

// Two Barrage setups (RULES.md §2) as their owners see them: row 0 is the front row, column 0
// the owner's left. `x` and `y` are the ranks of Blue's pieces on cells x_cell and y_cell.
using Cell = std::pair<int, int>;
Setup BarrageSetup(const std::vector<std::tuple<int, int, Rank>>& cells) {
  Setup setup;
  setup.army = ArmyKind::kBarrage;
  for (const auto& [row, column, rank] : cells)
    setup.Set(row, column, rank);
  REQUIRE(IsValid(setup));
  return setup;
}

const Setup& RedBarrage() {
  static const Setup setup = BarrageSetup({{3, 0, Rank::kFlag},
                                           {2, 0, Rank::kBomb},
                                           {0, 4, Rank::kMarshal},  // e4
                                           {0, 5, Rank::kMiner},    // f4
                                           {0, 8, Rank::kGeneral},
                                           {0, 0, Rank::kScout},
                                           {0, 9, Rank::kScout},
                                           {1, 4, Rank::kSpy}});
  return setup;
}

// `cells` with two more: a rank on each of two cells.
std::vector<std::tuple<int, int, Rank>> WithCells(std::vector<std::tuple<int, int, Rank>> cells,
                                                  std::pair<Cell, Rank> one,
                                                  std::pair<Cell, Rank> other) {
  for (const auto& [cell, rank] : {one, other})
    cells.emplace_back(cell.first, cell.second, rank);
  return cells;
}

// A Barrage game of Red's setup against Blue's `blue` cells, after `moves`.
GameState PlayBarrage(const RuleSet& rules, const std::vector<std::tuple<int, int, Rank>>& blue,
                      const char* moves) {
  GameState state = *GameState::Create(rules, RedBarrage(), BarrageSetup(blue));
  Play(state, moves);
  return state;
}

}  // namespace

TEST_CASE("Computer player: legal moves and rescues under every army and option (easy)", "[ai]") {
  // Whole games, easy against easy, both sides the computer.
  int rescues = 0;
  for (const Options& options : kEveryOption) {
    const RuleSet rules = RulesFor(options);
    // Under rescue rules, games until one has a rescue (at most six), so that rescues are made
    // whatever the seeds' games.
    const int rescues_before = rescues;
    for (std::uint64_t game = 0; game < (rules.rescue ? 6u : 1u) && rescues == rescues_before;
         ++game) {
      INFO(Describe(rules) << "; " << DescribeTournamentOptions(rules) << "; game " << game);
      auto red = Computer(Level::kEasy, 10 + game);
      auto blue = Computer(Level::kEasy, 20 + game);
      const Played played = PlayChecked(*red, *blue, rules, 3000);
      CHECK(played.state.over());
      CHECK(played.state.ConsistencyProblem().empty());
      if (!rules.rescue) CHECK(played.rescues == 0);
      rescues += played.rescues;
    }
  }
  CHECK(rescues >= 2);
}

TEST_CASE("Computer player: legal moves and rescues with every option at once (normal)", "[ai]") {
  const ArmyKind army =
      GENERATE(ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  const RuleSet rules = RulesFor({army, true, true, true, true});
  INFO(Describe(rules) << "; " << DescribeTournamentOptions(rules));
  const std::uint64_t seed = GENERATE(32u, 36u);  // normal plays Red, then Blue
  auto normal = Computer(Level::kNormal, seed);
  auto easy = Computer(Level::kEasy, seed + 1);
  const Played played = seed == 32 ? PlayChecked(*normal, *easy, rules, 3000)
                                   : PlayChecked(*easy, *normal, rules, 3000);
  CHECK(played.state.over());
  CHECK(played.state.ConsistencyProblem().empty());
}

TEST_CASE("Computer player: legal moves and rescues under every option (normal, long)",
          "[ai][.slow]") {
  for (const Options& options : kEveryOption) {
    const RuleSet rules = RulesFor(options);
    for (std::uint64_t game = 0; game < 2; ++game) {
      INFO(Describe(rules) << "; " << DescribeTournamentOptions(rules) << "; game " << game);
      auto normal = Computer(Level::kNormal, 40 + game);
      auto easy = Computer(Level::kEasy, 50 + game);
      const Played played = game == 0 ? PlayChecked(*normal, *easy, rules, 3000)
                                      : PlayChecked(*easy, *normal, rules, 3000);
      CHECK(played.state.over());
      CHECK(played.state.ConsistencyProblem().empty());
    }
  }
}

TEST_CASE("Computer player: a piece attacked under silent defense stays hidden from it", "[ai]") {
  // RULES.md §7: Red attacks Blue's piece on x_cell and learns only the outcome. Two true games
  // in which that piece and another hidden one (on y_cell) swap ranks that give the same outcome
  // look the same to Red, and Red plays the same move in both.
  const auto [fixed, x_cell, y_cell, ranks, moves] =
      GENERATE(table<std::vector<std::tuple<int, int, Rank>>, Cell, Cell, std::pair<Rank, Rank>,
                     const char*>({
          // Red's Marshal takes a Miner or a Scout on e7: it wins either way.
          {{{3, 0, Rank::kFlag},
            {2, 0, Rank::kBomb},
            {0, 9, Rank::kMarshal},
            {0, 8, Rank::kGeneral},
            {0, 2, Rank::kScout},
            {1, 2, Rank::kSpy}},
           {0, 5},
           {3, 5},
           {Rank::kMiner, Rank::kScout},
           "e4-e5 a7-a6 e5-e6 a6-a7 e6xe7 b7-b6"},
          // Red's Miner attacks a Marshal or a General on f7: it loses either way.
          {{{3, 0, Rank::kFlag},
            {2, 0, Rank::kBomb},
            {0, 9, Rank::kMiner},
            {0, 8, Rank::kScout},
            {0, 2, Rank::kScout},
            {1, 2, Rank::kSpy}},
           {0, 4},
           {3, 4},
           {Rank::kMarshal, Rank::kGeneral},
           "f4-f5 a7-a6 f5-f6 a6-a7 f6xf7 b7-b6"},
      }));
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.silent_defense = true;
  const GameState first =
      PlayBarrage(rules, WithCells(fixed, {x_cell, ranks.first}, {y_cell, ranks.second}), moves);
  const GameState second =
      PlayBarrage(rules, WithCells(fixed, {x_cell, ranks.second}, {y_cell, ranks.first}), moves);
  REQUIRE_FALSE(first.board() == second.board());
  const MoveReport& attack = first.history()[4];
  REQUIRE(attack.defender_silent);
  const PlayerView view = BuildView(first, Player::kRed);
  CHECK(view.history[4].defender_rank == Rank::kUnknown);
  const std::vector<PieceId> hidden = HiddenPieces(view);
  CHECK(std::find(hidden.begin(), hidden.end(), attack.defender) != hidden.end());
  REQUIRE(BuildView(second, Player::kRed) == view);
  for (Level level : {Level::kEasy, Level::kNormal, Level::kHard}) {
    const Expected<Move> one = Computer(level, 77, 3)->ChooseMove(BuildView(first, Player::kRed));
    const Expected<Move> other =
        Computer(level, 77, 3)->ChooseMove(BuildView(second, Player::kRed));
    REQUIRE(one);
    REQUIRE(other);
    CHECK(*one == *other);
  }
}

TEST_CASE("Rescue choice: the captured piece worth most now", "[ai]") {
  // Barrage (RULES.md §2): Red's General reaches a10 and rescues one of its captured pieces.
  // A Spy is worth much while the enemy Marshal may stand; a Miner while enemy Bombs may.
  const auto [red, blue, rank] = GENERATE(table<const char*, const char*, Rank>({
      {"R9a9 R10b1 R2c1 R2d1 RBi1 RFj1", "B10e7 BBj9 BFj10", Rank::kSpy},
      {"R9a9 R10b1 R2c1 R2d1 RBi1 RFj1", "B9e7 BBj9 BFj10", Rank::kMiner},
      {"R9a9 R10b1 R2c1 R2d1 RBi1 RFj1", "B9e7 BFj10", Rank::kSpy},
      {"R9a9 R2c1 R2d1 RBi1 RFj1", "B10e7 BBj9 BFj10", Rank::kMarshal},
      {"R9a9 R10b1 R3e1 R2c1 R2d1 RBi1 RFj1", "B9e7 BBj9 BFj10", Rank::kSpy},
  }));
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.rescue = true;
  GameState state = Position(std::string(red) + " " + blue, Player::kRed, rules);
  const PlayerView before = BuildView(state, Player::kRed);
  CHECK_FALSE(ChooseComputerRescue(before));  // no rescue open
  Play(state, "a9-a10");
  const PlayerView view = BuildView(state, Player::kRed);
  REQUIRE(GetRescueChance(view).open());
  const std::optional<RescueChoice> choice = ChooseComputerRescue(view);
  REQUIRE(choice);
  CHECK(choice->rank == rank);
  CHECK_FALSE(WhyRescueIllegal(view, *choice));
  CHECK(state.TryRescue(Player::kRed, *choice));
}

TEST_CASE("Rescue choice: a square the enemy cannot reach on its next move", "[ai]") {
  // Blue's pieces stand deep in Red's half, one of them on an open file (it may be a Scout).
  RuleSet rules;
  rules.rescue = true;
  const auto [pieces, rescuer_move] = GENERATE(table<const char*, const char*>({
      {"R6e9 RFj1 RBi1 RBj2 B5e3 B4b2 B7a5 B8h4 B2f1 BFa10", "e9-e10"},
      {"R6e9 RFa1 RBa2 RBb1 B5e3 B4i2 B7j5 B8c4 B2b3 B3g3 B6e1 BFa10 BBb10", "e9-e10"},
  }));
  GameState state = Position(pieces, Player::kRed, rules);
  Play(state, rescuer_move);
  const PlayerView view = BuildView(state, Player::kRed);
  const std::optional<RescueChoice> choice = ChooseComputerRescue(view);
  REQUIRE(choice);
  INFO("rescued to " << SquareName(choice->square));
  CHECK_FALSE(WhyRescueIllegal(view, *choice));
  CHECK_FALSE(InEnemyReach(view, choice->square));
  REQUIRE(state.TryRescue(Player::kRed, *choice));
  for (Move move : state.LegalMoves())
    CHECK(move.to != choice->square);
}

TEST_CASE("Rescue choice: what the view says an enemy piece may reach", "[ai]") {
  // Blue's piece on e5 is hidden, or known to Red as `rank`.
  const auto [red, rank, square, reach] = GENERATE(table<const char*, Rank, const char*, bool>({
      {"", Rank::kUnknown, "e4", true},
      {"", Rank::kUnknown, "f5", true},
      {"", Rank::kUnknown, "e2", true},  // it may be a Scout
      {"R4e3", Rank::kUnknown, "e2", false},
      {"", Rank::kUnknown, "d3", false},
      {"", Rank::kMarshal, "e4", true},
      {"", Rank::kMarshal, "e2", false},
      {"", Rank::kScout, "e1", true},
      {"", Rank::kBomb, "e4", false},
  }));
  GameState state = Position(std::string("RFa1 R3j1 BFj10 B4e5 ") + red);
  PlayerView view = BuildView(state, Player::kRed);
  if (rank != Rank::kUnknown)
    view.board.mutable_piece(view.board.At(*ParseSquare("e5"))).rank = rank;
  CHECK(InEnemyReach(view, *ParseSquare(square)) == reach);
}

TEST_CASE("Search state: a move limit reached is a draw, silent defenders stay unseen", "[ai]") {
  RuleSet rules;
  rules.max_quiet_moves = 3;
  rules.max_moves = 6;
  rules.silent_defense = true;
  GameState state = Position("R5e4 R3a1 RFj1 B4e6 B10j7 BFa10 BBb10", Player::kRed, rules);
  SearchState search(state);
  search.Apply(M("a1-a2"));
  search.Apply(M("e6-e5"));
  CHECK_FALSE(search.drawn_by_limit());
  SECTION("an attack starts the count of quiet moves again") {
    search.Apply(M("e4xe5"));
    CHECK_FALSE(search.drawn_by_limit());
    CHECK_FALSE(search.board().piece(state.board().At(*ParseSquare("e6"))).revealed);
    search.Apply(M("j7-j6"));
    search.Apply(M("a2-a3"));
    CHECK_FALSE(search.drawn_by_limit());
    search.Apply(M("j6-j5"));  // the sixth move
    CHECK(search.drawn_by_limit());
  }
  SECTION("three quiet moves") {
    search.Apply(M("a2-a3"));
    CHECK(search.drawn_by_limit());
  }
}

TEST_CASE("Computer player: far ahead it gives up a piece rather than draw by the quiet limit",
          "[ai]") {
  // RULES.md §6: with max_quiet_moves = 3, Red's next quiet move draws the game. Red is far
  // ahead; its only attack is its Sergeant on Blue's Lieutenant, known since it took a Scout, and
  // the Sergeant loses. Without the limit Red keeps its Sergeant.
  const auto [limit, attacks] = GENERATE(table<int, bool>({{3, true}, {0, false}}));
  RuleSet rules;
  rules.max_quiet_moves = limit;
  GameState state =
      Position("R10a1 R9b1 R4f5 R2e2 RFj1 B5e6 B3j7 BFa10 BBb10", Player::kRed, rules);
  Play(state, "e2-e5 e6xe5 a1-a2 j7-j6");
  REQUIRE_FALSE(state.over());
  for (Level level : {Level::kNormal, Level::kHard}) {
    const Expected<Move> move = Computer(level, 5, 4)->ChooseMove(BuildView(state, Player::kRed));
    REQUIRE(move);
    CHECK((FormatMove(*move) == "f5-e5") == attacks);
  }
}

// Plays `state` on at random to its end (or `max_plies`), half the moves taken back when that is
// legal, which makes chases round a square; a search state followed move by move from the start
// (built again after a rescue, which it does not play) and one built from the position itself
// must both forbid exactly what the referee forbids. Returns the plies checked and, of them, how
// many had a move the more-squares rule forbids.
std::pair<int, int> CheckSearchStateMoves(GameState state, int max_plies, Rng& rng) {
  SearchState followed(state);
  std::array<Move, kNumPlayers> last{};
  std::array<bool, kNumPlayers> moved{};
  MoveList truth;
  MoveList searched;
  MoveList built;
  int checked = 0;
  int restrained = 0;
  while (!state.over() && checked < max_plies) {
    state.LegalMoves(truth);
    followed.LegalMoves(searched);
    SearchState(state).LegalMoves(built);
    const std::vector<Move> expected(truth.begin(), truth.end());
    if (std::vector<Move>(searched.begin(), searched.end()) != expected ||
        std::vector<Move>(built.begin(), built.end()) != expected) {
      FAIL("the search state's legal moves differ from the referee's at ply " << state.ply());
    }
    if (followed.CanMove(state.to_move()) != !truth.empty())
      FAIL("CanMove differs at ply " << state.ply());
    ++checked;
    std::array<ChaseRepetition, kMaxForbiddenChaseMoves> forbidden;
    if (state.chase().Forbidden(state.board(), state.to_move(), forbidden) > 0) ++restrained;
    const std::size_t mover = static_cast<std::size_t>(Index(state.to_move()));
    Move move = truth[rng.Below(truth.size())];
    const Move back{last[mover].to, last[mover].from};
    if (moved[mover] && rng.Chance(1, 2) &&
        std::find(truth.begin(), truth.end(), back) != truth.end()) {
      move = back;
    }
    last[mover] = move;
    moved[mover] = true;
    state.ApplyMove(move);
    followed.Apply(move);
    if (auto rescue = testing::RandomRescue(state, rng)) {
      REQUIRE(state.TryRescue(state.history().back().mover, *rescue));
      followed = SearchState(state);
    }
  }
  return {checked, restrained};
}

TEST_CASE("Search state: the more-squares rule's legal moves equal the referee's at every ply",
          "[ai]") {
  // RULES.md §4.4 in the search: whole seeded random games with the rule on, and random play on
  // from a chase round a square (the one of tests/core/more_squares_test.cc, alone and among
  // more pieces), where the rule forbids moves.
  RuleSet rules;
  rules.more_squares = true;
  Rng rng(15);
  int checked = 0;
  int restrained = 0;
  const auto add = [&](std::pair<int, int> counts) {
    checked += counts.first;
    restrained += counts.second;
  };
  for (ArmyKind army : {ArmyKind::kClassic, ArmyKind::kBarrage}) {
    rules.army = army;
    rules.two_squares = army == ArmyKind::kClassic ? 3 : 0;
    for (int game = 0; game < 10; ++game) {
      add(CheckSearchStateMoves(
          *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng)),
          3000, rng));
    }
  }
  rules = RuleSet{};
  rules.more_squares = true;
  const int full_games = checked;
  for (const char* pieces :
       {"R10e1 B6f2 RFa1 BFj10", "R10e1 R3d1 R2a5 B6f2 B5g4 B2j5 RFa1 BFj10"}) {
    for (int game = 0; game < 50; ++game) {
      GameState state = Position(pieces, Player::kRed, rules);
      Play(state, "e1-e2 f2-f3 e2-f2 f3-e3 f2-f3 e3-e2 f3-e3 e2-f2");
      add(CheckSearchStateMoves(state, 200, rng));
    }
  }
  CHECK(full_games > 1000);
  CHECK(restrained > 100);
}

}  // namespace stratego
