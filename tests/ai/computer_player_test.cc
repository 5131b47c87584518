// The computer player: legal moves only, at every level, over many seeded games; honest (its
// choices depend on its view alone); and sensible where a move is plainly right.
#include "ai/computer_player.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "ai/background_move.h"
#include "core/game_state.h"
#include "core/rng.h"
#include "core/view.h"
#include "support/position.h"
#include "support/test_computer.h"

namespace stratego {
namespace {

using testing::Computer;
using testing::Play;
using testing::Position;

// Plays a game between two agents, checking every move, for at most `max_plies`; returns it.
GameState PlayChecked(Agent& red, Agent& blue, int max_plies) {
  const RuleSet rules;
  GameState state = *GameState::Create(rules, *red.ChooseSetup(rules, Player::kRed, "blue"),
                                       *blue.ChooseSetup(rules, Player::kBlue, "red"));
  while (!state.over() && state.ply() < max_plies) {
    Agent& agent = state.to_move() == Player::kRed ? red : blue;
    const Expected<Move> move = agent.ChooseMove(BuildView(state, state.to_move()));
    REQUIRE(move);
    const auto problem = state.WhyIllegal(*move);
    INFO("ply " << state.ply() << ": " << FormatMove(*move));
    REQUIRE_FALSE(problem);
    state.ApplyMove(*move);
  }
  return state;
}

}  // namespace

TEST_CASE("Computer player: only legal moves, at every level, over seeded games", "[ai]") {
  const auto [level, games, plies] = GENERATE(table<Level, int, int>({
      {Level::kEasy, 12, 600},
      {Level::kNormal, 3, 300},
      {Level::kHard, 2, 160},
  }));
  for (int game = 0; game < games; ++game) {
    auto computer = Computer(level, static_cast<std::uint64_t>(100 + game));
    auto opponent = game % 2 == 0 ? MakeRandomAgent(static_cast<std::uint64_t>(game))
                                  : Computer(Level::kEasy, static_cast<std::uint64_t>(game));
    const GameState end = game % 2 == 0 ? PlayChecked(*computer, *opponent, plies)
                                        : PlayChecked(*opponent, *computer, plies);
    CHECK(end.ConsistencyProblem().empty());
  }
}

TEST_CASE("Computer player: the opponent's hidden ranks do not change its choices", "[ai]") {
  // Positions from seeded games; for each, true states that differ only in the ranks the
  // computer cannot see give it the same view and, with the same seed, the same move.
  Rng rng(11);
  auto red = MakeRandomAgent(1);
  auto blue = MakeRandomAgent(2);
  const RuleSet rules;
  GameState state = *GameState::Create(rules, *red->ChooseSetup(rules, Player::kRed, ""),
                                       *blue->ChooseSetup(rules, Player::kBlue, ""));
  int checked = 0;
  while (!state.over() && state.ply() < 400) {
    if (state.ply() % 40 == 7) {
      const Player me = state.to_move();
      const PlayerView view = BuildView(state, me);
      // Another true state: the hidden enemy ranks shuffled among the pieces that have not moved
      // and among those that have (so that it stays a legal position).
      std::vector<Rank> ranks;
      for (PieceId id : HiddenPieces(view))
        ranks.push_back(state.board().piece(id).rank);
      const std::vector<PieceId> hidden = HiddenPieces(view);
      for (std::size_t i = ranks.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(rng.Below(static_cast<int>(i)));
        if (view.board.piece(hidden[i - 1]).moved == view.board.piece(hidden[j]).moved &&
            !view.board.piece(hidden[i - 1]).moved_far && !view.board.piece(hidden[j]).moved_far)
          std::swap(ranks[i - 1], ranks[j]);
      }
      const GameState other = StateFromView(view, ranks);
      REQUIRE(other.ConsistencyProblem().empty());
      REQUIRE(BuildView(other, me) == view);
      for (Level level : {Level::kEasy, Level::kNormal, Level::kHard}) {
        const Expected<Move> first = Computer(level, 77, 2)->ChooseMove(BuildView(state, me));
        const Expected<Move> second = Computer(level, 77, 2)->ChooseMove(BuildView(other, me));
        REQUIRE(first);
        REQUIRE(second);
        CHECK(*first == *second);
      }
      ++checked;
    }
    Agent& agent = state.to_move() == Player::kRed ? *red : *blue;
    state.ApplyMove(*agent.ChooseMove(BuildView(state, state.to_move())));
  }
  CHECK(checked >= 5);
}

TEST_CASE("Computer player: takes a Flag it can reach", "[ai]") {
  // Blue has a Flag and a Miner left; the Miner has moved, so the piece on j10 is the Flag.
  for (Level level : {Level::kEasy, Level::kNormal, Level::kHard}) {
    GameState state = Position("R5j9 R10a1 RFa2 BFj10 B3e7", Player::kRed);
    Play(state, "a1-b1 e7-e6");
    const Expected<Move> move = Computer(level, 5, 3)->ChooseMove(BuildView(state, Player::kRed));
    REQUIRE(move);
    CHECK(FormatMove(*move) == "j9-j10");
  }
}

TEST_CASE("Computer player: does not attack a piece known to beat it", "[ai]") {
  // Blue's Marshal on e5 is known (it took Red's Scout); Red's Captain stands next to it.
  GameState state = Position("R2e2 R6f5 R3a1 RFa2 B10e6 B4j7 BFj10 BBi10", Player::kRed);
  Play(state, "e2-e5 e6xe5");  // the Scout walks up and is taken: the Marshal is revealed
  for (Level level : {Level::kNormal, Level::kHard}) {
    const Expected<Move> move = Computer(level, 5, 4)->ChooseMove(BuildView(state, Player::kRed));
    REQUIRE(move);
    CHECK(FormatMove(*move) != "f5-e5");
  }
}

TEST_CASE("Computer player: wins a piece that the two-squares rule keeps from fleeing", "[ai]") {
  // Blue's piece on a8 (a Lieutenant) has crossed a8|a9 three times in a row; its own piece on b8
  // closes the other way. Under N = 3 it cannot flee from a Captain that walks up to a7, and
  // whatever Blue does then, the Captain takes it. Without the rule the same walk wins nothing:
  // the piece steps back to a9.
  const auto position = [](int limit) {
    RuleSet rules;
    rules.two_squares = limit;
    GameState state =
        Position("R6a6 R4e4 R3h1 R3g1 RFj1 B5a9 B2e9 BBb8 BFj10 B3j8", Player::kBlue, rules);
    Play(state, "e9-e5 h1-h2 a9-a8 g1-g2 a8-a9 h2-h3 a9-a8");
    return state;
  };
  GameState no_rule = position(0);
  Play(no_rule, "a6-a7");
  CHECK_FALSE(no_rule.WhyIllegal(testing::M("a8-a9")));
  for (Level level : {Level::kNormal, Level::kHard}) {
    GameState state = position(3);
    const PieceId lieutenant = state.board().At(*ParseSquare("a8"));
    auto computer = Computer(level, 5, 8);
    state.ApplyMove(*computer->ChooseMove(BuildView(state, Player::kRed)));
    REQUIRE(state.WhyIllegal(testing::M("a8-a9")));  // the rule holds it
    Play(state, "j8-j7");
    state.ApplyMove(*computer->ChooseMove(BuildView(state, Player::kRed)));
    CHECK_FALSE(state.board().piece(lieutenant).on_board());
  }
}

TEST_CASE("Computer player: an interrupt cuts a long think short, and only that one", "[ai]") {
  using Clock = std::chrono::steady_clock;
  ComputerOptions options;
  options.level = Level::kHard;
  options.think_ms = 60000;
  auto computer = MakeComputerPlayer(options);
  const RuleSet rules;
  const GameState state = *GameState::Create(rules, *computer->ChooseSetup(rules, Player::kRed, ""),
                                             *computer->ChooseSetup(rules, Player::kBlue, ""));
  const PlayerView view = BuildView(state, Player::kRed);
  SECTION("leaving a think of a minute takes moments, even at once") {
    for (int wait_ms : {0, 50}) {
      const auto start = Clock::now();
      {
        BackgroundMove thinking(*computer, view);
        std::this_thread::sleep_for(std::chrono::milliseconds(wait_ms));
      }
      CHECK(Clock::now() - start < std::chrono::seconds(5));
    }
  }
  SECTION("an interrupt after the answer does not shorten the next think") {
    ComputerOptions quick = options;
    quick.think_ms = 300;
    auto player = MakeComputerPlayer(quick);
    REQUIRE(player->ChooseMove(view));
    player->Interrupt();  // late: nothing is thinking
    const auto start = Clock::now();
    const Expected<Move> move = player->ChooseMove(view);
    REQUIRE(move);
    CHECK_FALSE(state.WhyIllegal(*move));
    CHECK(Clock::now() - start >= std::chrono::milliseconds(250));
  }
}

TEST_CASE("Computer player: never the same setup twice in a row", "[ai]") {
  auto computer = Computer(Level::kHard, 3);
  for (ArmyKind army : kArmyKinds) {
    RuleSet rules;
    rules.army = army;
    Setup last = *computer->ChooseSetup(rules, Player::kRed, "");
    for (int game = 0; game < 30; ++game) {
      const Setup next = *computer->ChooseSetup(rules, Player::kBlue, "");
      CHECK(IsValid(next));
      CHECK(next.army == army);
      CHECK_FALSE(next == last);
      last = next;
    }
  }
}

}  // namespace stratego
