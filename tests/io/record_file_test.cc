// The project's game record format (FORMATS.md §4): round trips and every error, with its place.
#include "io/record_file.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "support/random_play.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::Replaced;

// A random game under `rules`, stopped after `plies` moves, with draw offers on the way and,
// for odd seeds, a resignation at the end.
GameRecord RandomRecord(std::uint64_t seed, int plies, RuleSet rules = {}) {
  Rng rng(seed);
  GameRecord header;
  header.rules = rules;
  header.setups = {RandomSetup(rules.army, rng), RandomSetup(rules.army, rng)};
  header.setups[0].name = "Red's own";
  header.names = {"Ann Smith", seed % 3 == 0 ? "" : "Bo #2"};
  header.started = seed % 2 == 0 ? "2026-11-22T14:03:11Z" : "";
  header.numbering = seed % 4 == 1 ? Numbering::kClassic : Numbering::kModern;
  RecordedGame game = RecordedGame::Start(header).value();
  for (int ply = 0; ply < plies && !game.state().over(); ++ply) {
    if (ply % 97 == 13) (void)game.OfferDraw(game.state().to_move());
    const std::vector<Move> moves = game.state().LegalMoves();
    const MoveReport report =
        game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    if (auto rescue = testing::RandomRescue(game.state(), rng))
      game.ApplyRescue(report.mover, *rescue);
  }
  if (seed % 2 == 1 && !game.state().over()) REQUIRE(game.Resign(game.state().to_move()));
  return game.record();
}

const char* const kSample = R"(stratego-game 2
# a short game
red-player: Ann
blue-player: Bo
started: 2026-11-22T14:03:11Z
army: classic
two-squares: 5
max-moves: off
max-quiet-moves: 200
attacker-advantage: off
numbering: modern

red-setup: Wall
 2  2  2  2  2  2  2  2  3  3
 4  4  4  4  5  5  5  5  6  6
 6  6  7  7  7  8  8  9 10  S
 B  B  B  B  B  B  3  3  3  F
blue-setup:
 2  2  2  2  2  2  2  2  3  3
 4  4  4  4  5  5  5  5  6  6
 6  6  7  7  7  8  8  9 10  S
 B  B  B  B  B  B  3  3  3  F

1. a4-a5
2. a7-a6    # Blue's right-hand Miner steps forward
blue offers a draw
3. a5xa6
red resigns
result: blue wins (resignation)
)";

RecordParseResult Parse(const std::string& text) {
  return ParseRecordText(text);
}

// The first error of `text`, as "line:column: message".
std::string FirstRecordError(const std::string& text) {
  const RecordParseResult parsed = Parse(text);
  if (parsed.errors.empty()) return "no error";
  const Diagnostic& error = parsed.errors.front();
  return std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.message;
}

TEST_CASE("Game record file: a hand-written record is read", "[io][record]") {
  const RecordParseResult parsed = Parse(kSample);
  REQUIRE(parsed.errors.empty());
  const GameRecord& record = *parsed.record;
  CHECK(record.names[0] == "Ann");
  CHECK(record.started == "2026-11-22T14:03:11Z");
  CHECK(record.rules.two_squares == 5);
  CHECK(record.rules.max_quiet_moves == 200);
  CHECK(record.setups[0].name == "Wall");
  CHECK(record.setups[1].At(3, 9) == Rank::kFlag);
  REQUIRE(record.actions.size() == 5);
  CHECK(record.actions[1] ==
        GameAction{ActionKind::kMove, Player::kBlue, *ParseMove("a7-a6"), false, {}});
  CHECK(record.actions[2].kind == ActionKind::kOfferDraw);
  CHECK(record.actions[3].attack);
  CHECK(record.actions[4] == GameAction{ActionKind::kResign, Player::kRed, Move{}, false, {}});
  CHECK(record.result == GameResult{EndReason::kResignation, Player::kBlue});
  CHECK(parsed.action_lines == std::vector<int>{24, 25, 26, 27, 28});
  CHECK(parsed.result_line == 29);
  CHECK_FALSE(CheckRecord(record));
}

TEST_CASE("Game record file: writing and reading a record gives the same record", "[io][record]") {
  RuleSet rules;
  long rescues = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    rules.army = seed % 5 == 0 ? ArmyKind::kBarrage : ArmyKind::kClassic;
    rules.two_squares = seed % 3 == 0 ? 0 : 3 + 2 * static_cast<int>(seed % 2);
    rules.max_moves = seed % 7 == 0 ? 500 : 0;
    rules.attacker_advantage = seed % 6 == 0;
    rules.silent_defense = seed % 4 == 2;
    rules.rescue = seed % 4 != 3;
    const GameRecord record = RandomRecord(seed, seed % 4 == 0 ? 100000 : 60, rules);
    const std::string text = FormatRecordText(record);
    const RecordParseResult parsed = Parse(text);
    INFO(text);
    REQUIRE(parsed.errors.empty());
    CHECK(*parsed.record == record);
    CHECK(FormatRecordText(*parsed.record) == text);
    CHECK_FALSE(CheckRecord(*parsed.record));
    rescues += std::count_if(record.actions.begin(), record.actions.end(),
                             [](const GameAction& a) { return a.kind == ActionKind::kRescue; });
  }
  CHECK(rescues > 0);  // the round trips include rescues
}

TEST_CASE("Game record file: rescues and declined rescues are written and read back",
          "[io][record]") {
  for (bool decline : {false, true}) {
    GameRecord record = RandomRecord(2, 0, RuleSet{.rescue = true});
    // Both sides' lines, in either numbering: what matters here is the text, not legality.
    record.numbering = decline ? Numbering::kClassic : Numbering::kModern;
    record.actions.push_back({ActionKind::kMove, Player::kRed, *ParseMove("a4-a5"), false, {}});
    if (decline)
      record.actions.push_back({ActionKind::kDeclineRescue, Player::kRed, Move{}, false, {}});
    else
      record.actions.push_back(
          {ActionKind::kRescue, Player::kRed, Move{}, false, {Rank::kSpy, *ParseSquare("c3")}});
    const std::string text = FormatRecordText(record);
    INFO(text);
    CHECK(text.find(decline ? "\nred declines the rescue\n" : "\nred rescues S on c3\n") !=
          std::string::npos);
    CHECK(text.find("\nrescue: on\n") != std::string::npos);
    const RecordParseResult parsed = Parse(text);
    REQUIRE(parsed.errors.empty());
    CHECK(*parsed.record == record);
  }
}

TEST_CASE(
    "Game record file: a game's clock, the time left and a time-out are written and read back",
    "[io][record][clock]") {
  GameRecord header = RandomRecord(2, 0);
  header.clock = ClockRule{1800000, 10000};
  RecordedGame game = RecordedGame::Start(header).value();
  game.ApplyMove(game.state().LegalMoves().front());
  game.SetClockLeft({1795000, 1800000});
  REQUIRE(game.TimeOut(Player::kBlue));
  const GameRecord& record = game.record();
  CHECK(record.result == GameResult{EndReason::kTimeForfeit, Player::kRed});
  const std::string text = FormatRecordText(record);
  INFO(text);
  CHECK(text.rfind("stratego-game 4\n", 0) == 0);
  CHECK(text.find("\nclock: 30m+10s\nclock-left: red 1795000 blue 1800000\n") != std::string::npos);
  CHECK(text.find("\nblue runs out of time\nresult: red wins (time)\n") != std::string::npos);
  const RecordParseResult parsed = Parse(text);
  REQUIRE(parsed.errors.empty());
  CHECK(*parsed.record == record);
  CHECK(FormatRecordText(*parsed.record) == text);
  CHECK_FALSE(CheckRecord(*parsed.record));
  SECTION("a record without a clock has no clock lines and cannot run out of time") {
    GameRecord plain = record;
    plain.clock.reset();
    plain.clock_left.reset();
    const std::string plain_text = FormatRecordText(plain);
    CHECK(plain_text.find("clock") == std::string::npos);
    const auto problem = CheckRecord(*Parse(plain_text).record);
    REQUIRE(problem);
    CHECK(problem->message == "the game is played without a clock");
    CHECK_FALSE(RecordedGame::Start(RandomRecord(2, 0)).value().TimeOut(Player::kRed));
  }
  SECTION("bad clock lines are errors at their place") {
    CHECK_THAT(FirstRecordError(Replaced(text, "clock: 30m+10s", "clock: 30")),
               Catch::StartsWith("14:8: a clock is a main time"));
    CHECK_THAT(FirstRecordError(Replaced(text, "red 1795000", "red -5")),
               Catch::StartsWith("15:13: clock-left is 'red MS blue MS'"));
    CHECK_THAT(FirstRecordError(Replaced(text, "blue 1800000", "blue")),
               Catch::StartsWith("15:13: clock-left is"));
  }
  SECTION("older versions read as before") {
    const RecordParseResult old = Parse(kSample);
    REQUIRE(old.record);
    CHECK_FALSE(old.record->clock);
    CHECK_FALSE(old.record->clock_left);
  }
}

TEST_CASE("Game record file: attacks are marked and explained for people", "[io][record]") {
  const GameRecord record = RandomRecord(4, 100000);
  const std::string text = FormatRecordText(record);
  CHECK(text.rfind("stratego-game 4\n", 0) == 0);
  CHECK(text.find("x") != std::string::npos);
  const bool explained =
      text.find(" takes ") != std::string::npos || text.find(" loses to ") != std::string::npos;
  CHECK(explained);
  CHECK(text.find("\nresult: ") != std::string::npos);
}

TEST_CASE("Game record file: every fault is reported with its line and column", "[io][record]") {
  const std::string sample = kSample;
  using Case = std::pair<std::string, std::string>;  // the changed text, the first error
  const std::vector<Case> cases = {
      {Replaced(sample, "stratego-game 2", "stratego-game 5"),
       "1:15: this record is version 5 of the format; this stratego reads versions 1 to 4 (a "
       "newer stratego wrote it)"},
      {Replaced(sample, "stratego-game 2", "stratego-game 0"),
       "1:15: this record is version 0 of the format; this stratego reads versions 1 to 4"},
      {Replaced(sample, "stratego-game 2", "hello"),
       "1:1: not a stratego game record: the first line should be 'stratego-game 4'"},
      {Replaced(sample, "stratego-game 2", "<?xml version=\"1.0\"?>"),
       "1:1: this is XML, not a stratego game record; Gravon XML files end in .xml"},
      {Replaced(sample, "army: classic", "army: huge"),
       "6:7: army must be classic, barrage or ultimate-lightning, not 'huge'"},
      {Replaced(sample, "two-squares: 5", "two-squares: 99"),
       "7:14: two-squares must be off or a number from 2 to 8, not '99'"},
      {Replaced(sample, "max-moves: off", "max-moves: -3"),
       "8:12: a move limit must be off or a number from 1 to 1000000, not '-3'"},
      {Replaced(sample, "attacker-advantage: off", "attacker-advantage: maybe"),
       "10:21: attacker-advantage must be on or off, not 'maybe'"},
      {Replaced(sample, "numbering: modern", "numbering: roman"),
       "11:12: numbering must be modern or classic, not 'roman'"},
      {Replaced(sample, "red-player: Ann", "colour: red"), "3:1: unknown key 'colour:'"},
      {Replaced(sample, "blue-player: Bo", "red-player: Bo"),
       "4:1: 'red-player:' is given twice (first on line 3)"},
      {Replaced(sample, " 4  4  4  4  5  5  5  5  6  6\n 6  6",
                " 4  4  4  4  5  5  5  5  6  Q\n 6  6"),
       "15:29: Red's setup: 'Q' is not a piece; expected 10, 9, 8, 7, 6, 5, 4, 3, 2, S, B or F"},
      {Replaced(sample, "1. a4-a5", "1. a4-a5 a5-a6"),
       "24:4: expected one move such as 'e4-e5', or 'e4xe5' for an attack"},
      {Replaced(sample, "2. a7-a6", "3. a7-a6"), "25:1: this is move 2, not 3."},
      {Replaced(sample, "1. a4-a5", "1 a4-a5"),
       "24:1: expected a numbered move such as '1. e4-e5'"},
      {Replaced(sample, "1. a4-a5", "1. a4-k5"),
       "24:4: expected one move such as 'e4-e5', or 'e4xe5' for an attack"},
      {Replaced(sample, "red resigns", "red gives up"),
       "28:1: expected a move ('12. e4-e5'), 'red resigns', 'blue offers a draw', 'red accepts "
       "the draw', 'red rescues 7 on c3', 'red runs out of time' or 'result: …'"},
      {Replaced(sample, "red resigns", "red rescues 7 at c3"),
       "28:15: expected a rescue such as 'red rescues 7 on c3' (a rank in the record's numbering, "
       "then a square)"},
      {Replaced(sample, "red resigns", "red rescues 11 on c3"),
       "28:13: expected a rescue such as 'red rescues 7 on c3' (a rank in the record's numbering, "
       "then a square)"},
      {Replaced(sample, "attacker-advantage: off", "attacker-advantage: off\nrescue: maybe"),
       "11:9: rescue must be on or off, not 'maybe'"},
      {Replaced(sample, "blue wins (resignation)", "blue wins (boredom)"),
       "29:9: expected a result such as 'blue wins (flag captured)', 'draw (draw agreed)' or "
       "'unfinished'"},
      {sample + "4. a6-a7\n", "30:1: nothing may follow the result"},
      {Replaced(sample, "army: classic\n", "") + "army: classic\n",
       "29:1: nothing may follow the result"},
      {Replaced(sample, "numbering: modern\n", "numbering: modern\n1. a4-a5\n"),
       "12:1: moves come after both setups"},
      {std::string("stratego-game 1\n"),
       "0:0: the record needs both setups ('red-setup:' and 'blue-setup:')"},
      {std::string(""), "0:0: the file is empty: a record starts with 'stratego-game 4'"},
      {std::string("stratego-game 1\nred-player: A\x01\n"),
       "2:14: control character 0x01 in the text (is this a text file?) (a record is text)"},
  };
  for (const auto& [text, error] : cases) {
    INFO(text);
    CHECK(FirstRecordError(text) == error);
  }
}

TEST_CASE("Game record file: a setup cut short or with the wrong counts is reported",
          "[io][record]") {
  const std::string sample = kSample;
  SECTION("too few rows before the moves") {
    const std::string text =
        Replaced(sample, " B  B  B  B  B  B  3  3  3  F\nblue-setup:", "blue-setup:");
    const RecordParseResult parsed = Parse(text);
    REQUIRE_FALSE(parsed.errors.empty());
    CHECK_FALSE(parsed.record);
  }
  SECTION("an extra Scout for a Miner") {
    const std::string text =
        Replaced(sample,
                 " 2  2  2  2  2  2  2  2  3  3\n 4  4  4  4  5  5  5  5  6  6\n 6  6  7  7  7  8  "
                 "8  9 10  S\n B  B  B  B  B  B  3  3  3  F\nblue",
                 " 2  2  2  2  2  2  2  2  2  3\n 4  4  4  4  5  5  5  5  6  6\n 6  6  7  7  7  8  "
                 "8  9 10  S\n B  B  B  B  B  B  3  3  3  F\nblue");
    const RecordParseResult parsed = Parse(text);
    REQUIRE(parsed.errors.size() == 2);
    CHECK(FormatDiagnostic("r", parsed.errors[1]) ==
          "r:13: Red's setup: 9 Scouts, the classic army has 8");
    CHECK(FormatDiagnostic("r", parsed.errors[0]) ==
          "r:13: Red's setup: 4 Miners, the classic army has 5");
  }
}

TEST_CASE("Game record file: a setup may be written as a Gravon string", "[io][record]") {
  const std::string text = Replaced(
      kSample,
      " 2  2  2  2  2  2  2  2  3  3\n 4  4  4  4  5  5  5  5  6  6\n 6  6  7  7  7  8  8  9 "
      "10  S\n B  B  B  B  B  B  3  3  3  F\nblue",
      " DDDDDDDDEE FFFFGGGGHH HHIIIJJKLC BBBBBBEEEM\nblue");
  // Words of 10 letters are not a Gravon string: one word of 40 is.
  CHECK(FirstRecordError(text).find("Red's setup") != std::string::npos);
  const std::string gravon = Replaced(
      kSample,
      " 2  2  2  2  2  2  2  2  3  3\n 4  4  4  4  5  5  5  5  6  6\n 6  6  7  7  7  8  8  9 10  "
      "S\n B  B  B  B  B  B  3  3  3  F\nblue",
      " DDDDDDDDEEFFFFGGGGHHHHIIIJJKLCBBBBBBEEEM\nblue");
  const RecordParseResult parsed = Parse(gravon);
  REQUIRE(parsed.errors.empty());
  CHECK(parsed.record->setups[0] == Parse(kSample).record->setups[0]);
}

TEST_CASE("Game record file: what the fuzzers found stays fixed", "[io][record]") {
  const std::string sample = kSample;
  SECTION("a tab in a name is read as the space it is written as") {
    const RecordParseResult parsed = Parse(Replaced(sample, "red-player: Ann", "red-player: A\tB"));
    REQUIRE(parsed.record);
    CHECK(parsed.record->names[0] == "A B");
    CHECK(*Parse(FormatRecordText(*parsed.record)).record == *parsed.record);
  }
  SECTION("a key among the rows of a setup ends it, and the missing rows are reported") {
    const std::string text = Replaced(sample, "blue-setup:\n 2  2  2  2  2  2  2  2  3  3\n",
                                      "blue-setup:\nauthor: X\n 2  2  2  2  2  2  2  2  3  3\n");
    CHECK(FirstRecordError(text) ==
          "18:0: Blue's setup: no setup found: expected 4 rows of 10 pieces (front row first)");
    CHECK_FALSE(Parse(text).record);
  }
  SECTION("a name too long to be read back is cut when written, and refused when read") {
    GameRecord record = *Parse(sample).record;
    record.setups[0].name = std::string(150, 'x') + std::string(100, '\xC3');
    for (std::size_t i = 150; i < 250; i += 2)
      record.setups[0].name[i + 1] = '\xA9';  // é
    const RecordParseResult parsed = Parse(FormatRecordText(record));
    REQUIRE(parsed.record);
    CHECK(parsed.record->setups[0].name == record.setups[0].name.substr(0, 200));
    const std::string text =
        Replaced(sample, "red-player: Ann", "red-player: " + std::string(201, 'a'));
    CHECK(FirstRecordError(text) == "3:13: the value is too long (201 bytes, at most 200)");
  }
  SECTION("a rule's value may have a comment; a name keeps its '#'") {
    std::string text = Replaced(sample, "army: classic", "army: classic   # the usual");
    text = Replaced(text, "red-player: Ann", "red-player: Ann #1");
    const RecordParseResult parsed = Parse(text);
    REQUIRE(parsed.record);
    CHECK(parsed.record->names[0] == "Ann #1");
  }
  SECTION("a record of another version gives one error, not one per line") {
    CHECK(Parse(Replaced(sample, "stratego-game 2", "stratego-game 5")).errors.size() == 1);
  }
  SECTION("a record of version 1, from before silent defense and rescue, reads as before") {
    const RecordParseResult parsed = Parse(Replaced(sample, "stratego-game 2", "stratego-game 1"));
    CHECK(parsed.errors.empty());
    REQUIRE(parsed.record);
    CHECK(*parsed.record == *Parse(sample).record);
  }
  SECTION("version 3 states the more-squares rule; versions 1 and 2 have it off") {
    const RecordParseResult old = Parse(sample);
    REQUIRE(old.record);
    CHECK(old.version == 2);
    CHECK_FALSE(old.record->rules.more_squares);
    const RecordParseResult parsed =
        Parse(Replaced(Replaced(sample, "stratego-game 2", "stratego-game 3"), "two-squares: 5\n",
                       "two-squares: 5\nmore-squares: on\n"));
    REQUIRE(parsed.record);
    CHECK(parsed.version == 3);
    CHECK(parsed.record->rules.more_squares);
    CHECK(FormatRecordText(*parsed.record).find("\nmore-squares: on\n") != std::string::npos);
  }
  SECTION("a colon in a comment after a move does not make a key") {
    const RecordParseResult parsed =
        Parse(Replaced(sample, "1. a4-a5", "1. a4-a5   # note: a Scout"));
    CHECK(parsed.errors.empty());
  }
}

TEST_CASE("Game record file: end reasons have words that read back", "[io][record]") {
  for (EndReason reason :
       {EndReason::kFlagCaptured, EndReason::kNoMovablePieces, EndReason::kNoLegalMoves,
        EndReason::kNeitherCanMove, EndReason::kResignation, EndReason::kDrawAgreed,
        EndReason::kMoveLimit, EndReason::kQuietMoveLimit, EndReason::kAbandoned,
        EndReason::kTimeForfeit}) {
    CHECK(ParseEndReasonId(EndReasonId(reason)) == reason);
  }
  CHECK_FALSE(ParseEndReasonId("checkmate"));
}

}  // namespace
}  // namespace stratego
