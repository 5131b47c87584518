// Game records in the core: RecordedGame writes down every change, ReplayRecord and CheckRecord
// replay a record through the referee and find what is wrong with it.
#include "core/game_record.h"

#include <catch2/catch.hpp>

#include "core/random_setup.h"

namespace stratego {
namespace {

GameRecord Header(std::uint64_t seed, ArmyKind army = ArmyKind::kClassic) {
  Rng rng(seed);
  GameRecord header;
  header.rules.army = army;
  header.setups = {RandomSetup(army, rng), RandomSetup(army, rng)};
  header.names = {"Ann", "Bo"};
  return header;
}

// A random game of `plies` moves (or fewer if it ends), with a draw offer on the way.
RecordedGame PlayRandomly(std::uint64_t seed, int plies) {
  RecordedGame game = RecordedGame::Start(Header(seed)).value();
  Rng rng(seed + 1);
  for (int ply = 0; ply < plies && !game.state().over(); ++ply) {
    if (ply == plies / 2) REQUIRE(game.OfferDraw(game.state().to_move()));
    const std::vector<Move> moves = game.state().LegalMoves();
    game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  return game;
}

TEST_CASE("Game record: a recorded game holds every move, offer and resignation in order",
          "[core][record]") {
  RecordedGame game = RecordedGame::Start(Header(1)).value();
  const Move first = game.state().LegalMoves().front();
  game.ApplyMove(first);
  REQUIRE(game.OfferDraw(Player::kRed));
  REQUIRE(game.Resign(Player::kBlue));
  const std::vector<GameAction>& actions = game.record().actions;
  REQUIRE(actions.size() == 3);
  CHECK(actions[0] == GameAction{ActionKind::kMove, Player::kRed, first, false, {}});
  CHECK(actions[1].kind == ActionKind::kOfferDraw);
  CHECK(actions[2] == GameAction{ActionKind::kResign, Player::kBlue, Move{}, false, {}});
  CHECK(game.record().result == GameResult{EndReason::kResignation, Player::kRed});
  CHECK(game.record().MoveCount() == 1);
  SECTION("and refused actions are not recorded") {
    CHECK_FALSE(game.Resign(Player::kRed));
    CHECK(game.record().actions.size() == 3);
  }
}

TEST_CASE("Game record: the record's moves and result agree with the game's, to its end",
          "[core][record]") {
  // RecordedGame writes a move down before playing it (an attack: a move onto an occupied
  // square), and brings the record's result up to date when the record is read.
  int ended = 0;
  for (std::uint64_t seed = 50; seed < 60; ++seed) {
    RecordedGame game = PlayRandomly(seed, 6000);
    if (game.state().over()) ++ended;
    CHECK(game.record().result == game.state().result());
    const std::vector<MoveReport>& history = game.state().history();
    std::size_t reported = 0;
    for (const GameAction& action : game.record().actions) {
      if (action.kind != ActionKind::kMove) continue;
      REQUIRE(reported < history.size());
      CHECK(action.move == history[reported].move);
      CHECK(action.attack == history[reported].is_attack());
      ++reported;
    }
    CHECK(reported == history.size());
    const GameResult result = game.state().result();
    CHECK(game.TakeRecord().result == result);
  }
  CHECK(ended > 5);  // most random games end well before 6,000 moves
}

TEST_CASE("Game record: replaying a record gives the game that was played", "[core][record]") {
  for (std::uint64_t seed = 10; seed < 40; ++seed) {
    const RecordedGame game = PlayRandomly(seed, 400);
    const Replay replay = ReplayRecord(game.record());
    REQUIRE(replay.ok());
    CHECK(replay.applied == static_cast<int>(game.record().actions.size()));
    CHECK(replay.state->board() == game.state().board());
    CHECK(replay.state->history() == game.state().history());
    CHECK(replay.state->result() == game.state().result());
    CHECK_FALSE(CheckRecord(game.record()));
    const RecordedGame resumed = RecordedGame::Resume(game.record()).value();
    CHECK(resumed.record() == game.record());
    CHECK(resumed.state().ply() == game.state().ply());
  }
}

TEST_CASE("Game record: a partial replay stops after the given number of actions",
          "[core][record]") {
  const RecordedGame game = PlayRandomly(3, 50);
  const Replay replay = ReplayRecord(game.record(), 10);
  REQUIRE(replay.ok());
  CHECK(replay.applied == 10);
  CHECK(replay.state->ply() == 10);  // no draw offer among the first ten actions
}

TEST_CASE("Game record: the first action the rules refuse is found and explained",
          "[core][record]") {
  GameRecord record = PlayRandomly(5, 40).record();
  SECTION("an illegal move") {
    GameAction& action = record.actions[6];
    action.move.to = action.move.from;  // not a move at all
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == 6);
    CHECK(problem->message.rfind("illegal: ", 0) == 0);
    CHECK(DescribeAction(record, 6).rfind("move 7 ", 0) == 0);
  }
  SECTION("a quiet move marked as an attack, and an attack left unmarked") {
    int index = 0;
    while (record.actions[static_cast<std::size_t>(index)].attack)
      ++index;
    record.actions[static_cast<std::size_t>(index)].attack = true;
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == index);
    CHECK(problem->message.find("marked as an attack") != std::string::npos);
  }
  SECTION("a move by the wrong player") {
    record.actions[3].player = Opponent(record.actions[3].player);
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == 3);
    CHECK(problem->message.find("turn") != std::string::npos);
  }
  SECTION("an action after the end") {
    record.actions.push_back({ActionKind::kResign, Player::kRed, Move{}, false, {}});
    record.actions.push_back({ActionKind::kResign, Player::kBlue, Move{}, false, {}});
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == static_cast<int>(record.actions.size()) - 1);
    CHECK(problem->message.find("already over") != std::string::npos);
  }
  SECTION("a setup that is not valid") {
    record.setups[1].cells[0].reset();
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == -1);
    CHECK(problem->message.rfind("Blue's setup", 0) == 0);
    CHECK_FALSE(RecordedGame::Resume(record));
  }
}

TEST_CASE("Game record: a recorded result the moves contradict is found", "[core][record]") {
  GameRecord record = PlayRandomly(7, 30).record();
  REQUIRE_FALSE(record.result.over());
  SECTION("a flag capture that did not happen") {
    record.result = {EndReason::kFlagCaptured, Player::kBlue};
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->action == static_cast<int>(record.actions.size()));
    CHECK(problem->message.find("the game goes on") != std::string::npos);
  }
  SECTION("a resignation with the wrong winner") {
    record.actions.push_back({ActionKind::kResign, Player::kRed, Move{}, false, {}});
    record.result = {EndReason::kResignation, Player::kRed};
    const auto problem = CheckRecord(record);
    REQUIRE(problem);
    CHECK(problem->message.find("Red resigned: Blue wins") != std::string::npos);
  }
  SECTION("an end by the clock is consistent with any legal moves") {
    record.result = {EndReason::kAbandoned, Player::kRed};
    CHECK_FALSE(CheckRecord(record));
  }
  SECTION("a finished game recorded as unfinished") {
    const RecordedGame ended = PlayRandomly(8, 100000);
    GameRecord unfinished = ended.record();
    REQUIRE(unfinished.result.over());
    unfinished.result = {};
    const auto problem = CheckRecord(unfinished);
    REQUIRE(problem);
    CHECK(problem->message.find("the record has no result") != std::string::npos);
  }
}

TEST_CASE("Game record: a recorded game keeps only the names of its setups", "[core][record]") {
  GameRecord header = Header(9);
  header.setups[0].name = "Wall";
  header.setups[0].author = "someone";
  header.setups[0].notes = "private notes";
  const RecordedGame game = RecordedGame::Start(header).value();
  CHECK(game.record().setups[0].name == "Wall");
  CHECK(game.record().setups[0].author.empty());
  CHECK(game.record().setups[0].notes.empty());
}

}  // namespace
}  // namespace stratego
