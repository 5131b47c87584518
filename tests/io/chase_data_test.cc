// The more-squares rule (RULES.md §4.4) against the reference data of ../shared/data/chase (the
// Ataraxos engine's cases and games, as records of version 2 that do not state the rule): the
// moves each case forbids, and in every game the legal moves from the mover's view equal the
// referee's with the rule on.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "core/game_record.h"
#include "core/view.h"
#include "io/file_io.h"
#include "io/record_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

// The record at `path` (in ../shared/data/chase), with the more-squares rule switched on as
// --more-squares does for records that predate it.
std::optional<GameRecord> LoadUnderRule(const std::string& path, bool more_squares = true) {
  const Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (!text) return std::nullopt;
  RecordParseResult parsed = ParseRecordText(*text);
  if (!parsed.record) return std::nullopt;
  parsed.record->rules.more_squares = more_squares;
  return parsed.record;
}

struct ForbiddenMove {
  const char* move;
  int plies_ago;
};

struct ChaseCase {
  const char* file;
  bool last_forbidden;  // the last move is the forbidden one: replay all but it
  std::vector<ForbiddenMove> forbidden;
};

TEST_CASE("More-squares data: each case forbids exactly the moves the reference names",
          "[io][data][more-squares]") {
  const ChaseCase chase_case = GENERATE(values<ChaseCase>({
      {"two_illegal_actions__d3d2.game", true, {{"d3-d2", 31}, {"d3-e3", 23}}},
      {"two_illegal_actions__d3e3.game", true, {{"d3-d2", 31}, {"d3-e3", 23}}},
      {"two_illegal_actions__position.game", false, {{"d3-d2", 31}, {"d3-e3", 23}}},
      {"attack_chase__e7f7.game", true, {{"e7-f7", 7}}},
      {"long_chase_two_squares_off.game", false, {}},
  }));
  STRATEGO_REQUIRE_SHARED_DATA(path, std::string("chase/cases/") + chase_case.file);
  INFO(chase_case.file);
  const auto record = LoadUnderRule(path);
  REQUIRE(record);
  const int count = record->MoveCount() - (chase_case.last_forbidden ? 1 : 0);
  const Replay replay = ReplayRecord(*record, chase_case.last_forbidden ? count : -1);
  REQUIRE_FALSE(replay.problem);
  const GameState& state = *replay.state;
  const std::vector<Move> legal = state.LegalMoves();
  for (const ForbiddenMove& forbidden : chase_case.forbidden) {
    const Move move = *ParseMove(forbidden.move);
    INFO(forbidden.move);
    CHECK(std::find(legal.begin(), legal.end(), move) == legal.end());
    const auto why = state.WhyIllegal(move);
    REQUIRE(why);
    CHECK(why->rfind("more-squares rule: this would repeat the position of " +
                         std::to_string(forbidden.plies_ago) + " moves ago in your chase",
                     0) == 0);
    CHECK(*WhyIllegal(BuildView(state, state.to_move()), move) == *why);
  }
  // Without the rule, those moves are legal: the rule alone forbids them.
  const auto plain = LoadUnderRule(path, false);
  const Replay free = ReplayRecord(*plain, chase_case.last_forbidden ? count : -1);
  REQUIRE(free.state);
  const std::vector<Move> free_legal = free.state->LegalMoves();
  CHECK(free_legal.size() == legal.size() + chase_case.forbidden.size());
}

// Every ply of every game: the view decides the rule as the referee does; the last move, and no
// other, is refused with the rule's message.
void CheckGames(const std::string& dir) {
  int games = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const auto record = LoadUnderRule(entry.path().string());
    REQUIRE(record);
    INFO(entry.path().string());
    const Replay replay = ReplayRecord(*record);
    REQUIRE(replay.problem);
    CHECK(replay.applied == record->MoveCount() - 1);
    CHECK(replay.problem->find("more-squares rule: ") != std::string::npos);
    GameState state =
        GameState::Create(record->rules, record->setups[0], record->setups[1]).value();
    MoveList truth;
    MoveList from_view;
    for (const GameAction& action : record->actions) {
      if (action.kind != ActionKind::kMove || state.over()) break;
      state.LegalMoves(truth);
      LegalMoves(BuildView(state, state.to_move()), from_view);
      if (!std::equal(truth.begin(), truth.end(), from_view.begin(), from_view.end()))
        FAIL("ply " << state.ply() << ": the view's legal moves differ from the referee's");
      if (state.WhyIllegal(action.move)) break;
      state.ApplyMove(action.move);
    }
    ++games;
  }
  CHECK(games > 0);
}

TEST_CASE(
    "More-squares data: in every Barrage and classic game, the view decides the rule as the "
    "referee and only the last move is refused",
    "[io][data][more-squares]") {
  STRATEGO_REQUIRE_SHARED_DATA(barrage, "chase/barrage");
  CheckGames(barrage);
  STRATEGO_REQUIRE_SHARED_DATA(classic, "chase/classic");
  CheckGames(classic);
}

}  // namespace
}  // namespace stratego
