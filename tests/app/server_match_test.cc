// An arena game through a game server (app/server_match.h): the same seeded agents play the same
// game as in the match loop, with the same result, forfeits and record, and the server keeps it;
// a server that is missing or refuses is an error, not a result.
#include "app/server_match.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <tuple>

#include "../net/server_test_support.h"
#include "ai/computer_player.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "io/file_io.h"
#include "io/record_file.h"
#include "net/game_files.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::TooFarForward;

// An agent that fails on cue: its setup (an error, or one of another army), then its answers
// in order (a move, an error); once they run out it plays random legal moves, and declines or
// makes random rescues as its Rng says.
struct FailureScript {
  std::optional<std::string> setup_error;
  std::optional<ArmyKind> army;
  std::deque<Expected<Move>> moves;
  bool bad_rescue = false;  // rescues a Bomb, which the rules refuse
};

class FailingAgent final : public Agent {
 public:
  FailingAgent(FailureScript script, std::uint64_t seed) : script_(std::move(script)), rng_(seed) {}
  std::string Name() const override { return "scripted"; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player, std::string_view) override {
    if (script_.setup_error) return Error{*script_.setup_error};
    return RandomSetup(script_.army.value_or(rules.army), rng_);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    if (!script_.moves.empty()) {
      Expected<Move> answer = script_.moves.front();
      script_.moves.pop_front();
      return answer;
    }
    MoveList moves;
    LegalMoves(view, moves);
    return moves[rng_.Below(moves.size())];
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    if (script_.bad_rescue) {
      return std::optional<RescueChoice>(
          RescueChoice{Rank::kBomb, RescueSquares(view.board, view.viewer).at(0)});
    }
    return std::optional<RescueChoice>();
  }

 private:
  FailureScript script_;
  Rng rng_;
};

struct Pairing {
  std::string name;
  std::function<std::unique_ptr<Agent>()> red;
  std::function<std::unique_ptr<Agent>()> blue;
  RuleSet rules;
};

std::function<std::unique_ptr<Agent>()> Scripted(FailureScript script, std::uint64_t seed) {
  return [=] { return std::make_unique<FailingAgent>(script, seed); };
}
std::function<std::unique_ptr<Agent>()> Random(std::uint64_t seed) {
  return [=] { return MakeRandomAgent(seed); };
}

std::vector<Pairing> Pairings() {
  RuleSet short_games;
  short_games.max_moves = 300;
  RuleSet rescue = short_games;
  rescue.rescue = true;
  rescue.max_moves = 2000;
  Rng probe(3);  // the scripted Red's setup, seeded 3
  const Move illegal = TooFarForward(RandomSetup(ArmyKind::kClassic, probe));
  return {
      {"random agents", Random(1), Random(2), short_games},
      {"random agents with rescues", Random(11), Random(12), rescue},
      {"an illegal move", Scripted({std::nullopt, std::nullopt, {illegal}, false}, 3), Random(4),
       short_games},
      {"an error instead of a move", Random(5),
       Scripted({std::nullopt, std::nullopt, {Move{}, Error{"surrendered"}}, false}, 6),
       short_games},
      {"Red cannot start", Scripted({"exited", std::nullopt, {}, false}, 7), Random(8),
       short_games},
      {"Blue chose another army", Random(9),
       Scripted({std::nullopt, ArmyKind::kBarrage, {}, false}, 10), short_games},
      {"neither can start", Scripted({"exited", std::nullopt, {}, false}, 1),
       Scripted({"not found", std::nullopt, {}, false}, 2), short_games},
      {"declined rescues", Scripted({}, 33), Scripted({}, 34), rescue},
      {"an illegal rescue", Scripted({std::nullopt, std::nullopt, {}, true}, 13),
       Scripted({std::nullopt, std::nullopt, {}, true}, 14), rescue},
  };
}

std::vector<std::tuple<Player, bool, std::string>> ForfeitsOf(const MatchResult& match) {
  std::vector<std::tuple<Player, bool, std::string>> forfeits;
  for (const Forfeit& forfeit : match.forfeits)
    forfeits.emplace_back(forfeit.side, forfeit.at_setup, forfeit.reason);
  return forfeits;
}

// The server's own record of its game `number`.
GameRecord ServerRecord(const testing::TestServer& server, int number) {
  const auto text = ReadTextFile(GameFilePath(server.data_dir(), number), kMaxRecordFileBytes);
  REQUIRE(text);
  RecordParseResult parsed = ParseRecordText(*text);
  REQUIRE(parsed.record);
  return *parsed.record;
}

TEST_CASE("Server match: the same game as the match loop, with its forfeits, record and result",
          "[app][server_match]") {
  testing::TestServer server;
  int number = 0;
  for (const Pairing& pairing : Pairings()) {
    INFO(pairing.name);
    const auto local_red = pairing.red();
    const auto local_blue = pairing.blue();
    const MatchResult local = PlayMatch(pairing.rules, *local_red, *local_blue);
    const auto red = pairing.red();
    const auto blue = pairing.blue();
    const Expected<MatchResult> remote =
        PlayServerMatch(server.socket(), pairing.rules, *red, *blue);
    REQUIRE(remote);
    ++number;
    CHECK(remote->result == local.result);
    CHECK(remote->moves == local.moves);
    CHECK(ForfeitsOf(*remote) == ForfeitsOf(local));
    CHECK(remote->rescues == local.rescues);
    if (pairing.name == "declined rescues") {  // the case is there
      CHECK(std::count_if(local.record.actions.begin(), local.record.actions.end(),
                          [](const GameAction& action) {
                            return action.kind == ActionKind::kDeclineRescue;
                          }) > 0);
    }
    if (local.result.reason == EndReason::kAbandoned) {  // the stand-in setups may differ
      CHECK(remote->record.actions == local.record.actions);
      CHECK(remote->record.result == local.record.result);
    } else {
      CHECK(remote->record == local.record);
    }
    CHECK_FALSE(CheckRecord(remote->record));
    for (std::size_t side = 0; side < 2; ++side)
      CHECK(remote->times[side].moves == local.times[side].moves);
    // The server played it: its record has the same actions (the first resignation of a game
    // neither side could start, which the arena counts as abandoned).
    const GameRecord kept = ServerRecord(server, number);
    CHECK(kept.result.over());
    if (local.result.reason != EndReason::kAbandoned) {
      CHECK(kept.actions == local.record.actions);
      CHECK(kept.result == local.result);
    }
  }
}

TEST_CASE("Server match: no server, and a server that refuses, are errors", "[app][server_match]") {
  const auto red = MakeRandomAgent(1);
  const auto blue = MakeRandomAgent(2);
  SECTION("no server") {
    const auto played = PlayServerMatch("/nonexistent/server.sock", RuleSet{}, *red, *blue);
    REQUIRE_FALSE(played);
    CHECK(played.error().find("no server answers on /nonexistent/server.sock") !=
          std::string::npos);
  }
  SECTION("one connection a user") {
    testing::TestServer server([](ServerOptions& options) { options.max_connections_per_uid = 1; });
    const auto played = PlayServerMatch(server.socket(), RuleSet{}, *red, *blue);
    REQUIRE_FALSE(played);
    CHECK(played.error().find("connections open already") != std::string::npos);
  }
  SECTION("the server stops mid-game") {
    testing::TestServer server;
    std::thread stopper([&] {
      const auto started = [&] {
        for (const std::string& line : server.log())
          if (line.find(": starts") != std::string::npos) return true;
        return false;
      };
      for (int i = 0; i < 2000 && !started(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      server.Stop();
    });
    RuleSet endless;
    endless.max_moves = 100000;
    const auto played = PlayServerMatch(server.socket(), endless, *red, *blue);
    stopper.join();
    REQUIRE_FALSE(played);
    CHECK(played.error().rfind("game 1: ", 0) == 0);
  }
}

TEST_CASE("Server match: the record is made from both seats' views", "[app][server_match]") {
  RuleSet rules;
  rules.rescue = true;
  const auto red = MakeRandomAgent(21);
  const auto blue = MakeRandomAgent(22);
  const MatchResult local = PlayMatch(rules, *red, *blue);
  REQUIRE(local.record.actions.size() > 10);
  const Replay replay = ReplayRecord(local.record);
  REQUIRE(replay.ok());
  const PlayerView red_view = BuildView(*replay.state, Player::kRed);
  const PlayerView blue_view = BuildView(*replay.state, Player::kBlue);
  GameRecord header = local.record;
  header.actions.clear();
  header.result = {};
  const auto record = RecordFromViews(header, red_view, blue_view, local.result);
  REQUIRE(record);
  CHECK(*record == local.record);

  SECTION("a resignation ends it") {
    GameResult resigned{EndReason::kResignation, Player::kRed};
    GameRecord cut = local.record;
    cut.actions.resize(10);
    const Replay early = ReplayRecord(cut);
    REQUIRE(early.ok());
    const auto short_record = RecordFromViews(header, BuildView(*early.state, Player::kRed),
                                              BuildView(*early.state, Player::kBlue), resigned);
    REQUIRE(short_record);
    REQUIRE(short_record->actions.size() == 11);
    CHECK(short_record->actions.back().kind == ActionKind::kResign);
    CHECK(short_record->actions.back().player == Player::kBlue);
    CHECK_FALSE(CheckRecord(*short_record));
  }
  SECTION("views that disagree are refused") {
    PlayerView shorter = blue_view;
    shorter.history.pop_back();
    CHECK_FALSE(RecordFromViews(header, red_view, shorter, local.result));
    PlayerView wrong = red_view;
    std::swap(wrong.history.front().move.from, wrong.history.front().move.to);
    if (wrong.history.front().mover == Player::kRed) {
      const auto refused = RecordFromViews(header, wrong, blue_view, local.result);
      REQUIRE_FALSE(refused);
      CHECK(refused.error().rfind("move 1 ", 0) == 0);
    }
  }
}

}  // namespace
}  // namespace stratego
