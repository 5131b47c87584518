// Gravon XML game records (FORMATS.md §2): moves, results, game types, every fault of the XML with
// its place, export and its refusals, round trips of random games, and reading either format by
// content. The field and square names are tested in gravon_field_test.cc.
#include "io/gravon_xml.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "core/random_setup.h"
#include "gravon_test_support.h"
#include "io/file_io.h"
#include "io/game_file.h"

namespace stratego {
namespace {

using testing::Field;
using testing::FirstError;
using testing::Game;
using testing::kField;
using testing::MoveElement;
using testing::Parsed;
using testing::ResultElement;

Move M(const char* text) {
  return *ParseMove(text);
}

TEST_CASE("Gravon XML: a scout move names start and end square, and attacks are found by replay",
          "[io][gravon]") {
  const RecordParseResult parsed = ParseGravonXml(
      Game(MoveElement(1, "A4", "A6") + MoveElement(2, "A7", "A6") + MoveElement(3, "K4", "K5")));
  REQUIRE(parsed.record);
  const std::vector<GameAction>& actions = parsed.record->actions;
  REQUIRE(actions.size() == 3);
  CHECK(actions[0] == GameAction{ActionKind::kMove, Player::kRed, M("a4-a6"), false, {}});
  CHECK(actions[1] == GameAction{ActionKind::kMove, Player::kBlue, M("a7-a6"), true, {}});
  CHECK(actions[2] == GameAction{ActionKind::kMove, Player::kRed, M("j4-j5"), false, {}});
  CHECK(parsed.action_lines == std::vector<int>{5, 6, 7});
  CHECK(parsed.result_line == 0);
  CHECK_FALSE(CheckRecord(*parsed.record));
}

TEST_CASE("Gravon XML: after an illegal move no later move is marked, and CheckRecord names it",
          "[io][gravon]") {
  const GameRecord record = Parsed(
      Game(MoveElement(1, "A4", "A6") + MoveElement(2, "A7", "A5") + MoveElement(3, "B4", "B7")));
  CHECK_FALSE(record.actions[2].attack);  // b4-b7 would attack b7, but the game stopped before
  const auto problem = CheckRecord(record);
  REQUIRE(problem);
  CHECK(problem->action == 1);
  CHECK(problem->message.rfind("illegal: ", 0) == 0);
}

TEST_CASE("Gravon XML: the two-squares rule is N = 5 unless the options say otherwise",
          "[io][gravon]") {
  std::string moves;
  for (int id = 1; id <= 8; ++id) {
    const bool red = id % 2 == 1;
    const bool out = (id + 1) / 2 % 2 == 1;
    moves += MoveElement(id, red ? (out ? "K4" : "K5") : (out ? "A7" : "A6"),
                         red ? (out ? "K5" : "K4") : (out ? "A6" : "A7"));
  }
  CHECK_FALSE(CheckRecord(Parsed(Game(moves))));
  const GameRecord strict = Parsed(Game(moves), GravonImportOptions{3});
  CHECK(strict.rules.two_squares == 3);
  const auto problem = CheckRecord(strict);
  REQUIRE(problem);
  CHECK(problem->action == 6);  // Red's fourth move between j4 and j5
}

TEST_CASE("Gravon XML: each result type gives its end, and the actions that end the game so",
          "[io][gravon]") {
  using Actions = std::vector<GameAction>;
  const GameAction move = {ActionKind::kMove, Player::kRed, M("j4-j5"), false, {}};
  const GameAction red_offers = {ActionKind::kOfferDraw, Player::kRed, Move{}, false, {}};
  const GameAction blue_offers = {ActionKind::kOfferDraw, Player::kBlue, Move{}, false, {}};
  const GameAction red_accepts = {ActionKind::kAcceptDraw, Player::kRed, Move{}, false, {}};
  const GameAction blue_accepts = {ActionKind::kAcceptDraw, Player::kBlue, Move{}, false, {}};
  const GameAction red_resigns = {ActionKind::kResign, Player::kRed, Move{}, false, {}};
  const GameAction blue_resigns = {ActionKind::kResign, Player::kBlue, Move{}, false, {}};
  const auto [moves, type, winner, result, actions] =
      GENERATE_COPY(table<int, int, int, GameResult, Actions>({
          {1, 1, 1, {EndReason::kFlagCaptured, Player::kRed}, {move}},
          {1, 1, 2, {EndReason::kFlagCaptured, Player::kBlue}, {move}},
          {0, 0, 2, {EndReason::kNoLegalMoves, Player::kBlue}, {}},
          {1, 2, 3, {EndReason::kNeitherCanMove, std::nullopt}, {move}},
          {1, 3, 1, {EndReason::kResignation, Player::kRed}, {move, blue_resigns}},
          {0, 3, 2, {EndReason::kResignation, Player::kBlue}, {red_resigns}},
          {0, 4, 3, {EndReason::kDrawAgreed, std::nullopt}, {blue_offers, red_accepts}},
          {1, 4, 3, {EndReason::kDrawAgreed, std::nullopt}, {move, red_offers, blue_accepts}},
          {1, 10, 1, {EndReason::kAbandoned, Player::kRed}, {move}},
          {0, 12, 2, {EndReason::kAbandoned, Player::kBlue}, {}},
          {1, 14, 3, {EndReason::kAbandoned, std::nullopt}, {move}},
      }));
  INFO("type " << type << ", winner " << winner);
  const std::string body = (moves == 1 ? MoveElement(1, "K4", "K5") : "") +
                           "  <player id=\"1\">Ann</player>\n" + ResultElement(type, winner);
  const RecordParseResult parsed = ParseGravonXml(Game(body));
  REQUIRE(parsed.record);
  CHECK(parsed.record->result == result);
  CHECK(parsed.record->actions == actions);
  const int result_line = 6 + moves;
  CHECK(parsed.result_line == result_line);
  CHECK(parsed.action_lines.size() == actions.size());
  for (std::size_t i = static_cast<std::size_t>(moves); i < actions.size(); ++i)
    CHECK(parsed.action_lines[i] == result_line);
  if (result.reason == EndReason::kResignation || result.reason == EndReason::kDrawAgreed ||
      result.reason == EndReason::kAbandoned)
    CHECK_FALSE(CheckRecord(*parsed.record));
}

TEST_CASE("Gravon XML: a loser left without movable pieces could not move for that reason",
          "[io][gravon]") {
  // Barrage. Red's six movable pieces attack one after another and fall, while Blue moves its
  // Scouts on c7 and d7 to and fro; after Red's last attack Blue is to move, and Red has only
  // its Bomb and Flag. Gravon ends the game there; RULES.md §6 only when Red must move, but the
  // end is forced, so the record is consistent. Recorded the same way for the wrong winner, it
  // is not.
  const std::string field =
      Field({"AAAAAAAABM", "AAAAAAAAAA", "CAAAKAAAAA", "DDAALEAAAA", "AA__AA__AA", "AA__AA__AA",
             "QXPPNWAAAA", "AAAAAAAAAA", "AAAAAAAAAA", "AAAAAAAAOY"});
  const std::vector<std::string> red = {"A4A7", "B4B7", "E4E5", "E5E6", "E6E7", "E3E4",
                                        "E4E5", "E5E6", "E6E7", "A3A4", "A4A5", "A5A6",
                                        "A6A7", "F4F5", "F5F6", "F6F7"};
  const std::vector<std::string> blue = {"C7C8", "D7D8", "C8C7", "D8D7"};
  std::string moves;
  for (std::size_t i = 0; i < red.size(); ++i) {
    const std::string& r = red[i];
    moves += MoveElement(static_cast<int>(2 * i + 1), r.substr(0, 2), r.substr(2));
    const std::string& b = blue[i % blue.size()];
    if (i + 1 < red.size())
      moves += MoveElement(static_cast<int>(2 * i + 2), b.substr(0, 2), b.substr(2));
  }
  const GameRecord record = Parsed(Game(moves + ResultElement(0, 2), field, "barrage"));
  CHECK(record.result == GameResult{EndReason::kNoMovablePieces, Player::kBlue});
  CHECK(record.actions[0].attack);  // a Scout attacks from afar
  CHECK_FALSE(CheckRecord(record));
  GameRecord wrong = record;
  wrong.result.winner = Player::kRed;
  const auto problem = CheckRecord(wrong);
  REQUIRE(problem);
  CHECK(problem->action == static_cast<int>(record.actions.size()));
  CHECK(problem->message ==
        "the record says Blue has no movable pieces left: Red wins, but after the last move the "
        "game goes on");
}

TEST_CASE("Gravon XML: player names are read, trimmed, and may be missing", "[io][gravon]") {
  const GameRecord record =
      Parsed(Game("  <player id=\"2\">\n   Bo &amp; Co\n  </player>\n" + ResultElement(3, 2)));
  CHECK(record.names == std::array<std::string, 2>{"", "Bo & Co"});
}

TEST_CASE("Gravon XML: the supported game types give their armies, the others are refused",
          "[io][gravon]") {
  const std::string barrage =
      Field({"AAAAAAAADB", "AAAAADMAAE", "AAAAKAAAAA", "AAAALCAAAA", "AA__AA__AA", "AA__AA__AA",
             "AAAAAAPPAA", "AAAAAAQWAA", "AAAAAAXNAA", "AAAAAAOYAA"});
  const std::string lightning =
      Field({"AAAAAAAAAA", "AAAAAAAAAA", "HHIJKLBBCM", "DDDDEEFFGG", "AA__AA__AA", "AA__AA__AA",
             "PPPPQQRRSS", "TTUVWXNNOY", "AAAAAAAAAA", "AAAAAAAAAA"});
  CHECK(Parsed(Game("", kField, "classic")).rules.army == ArmyKind::kClassic);
  CHECK(Parsed(Game("", barrage, "barrage")).rules.army == ArmyKind::kBarrage);
  CHECK(Parsed(Game("", barrage, "Barrage")).rules.army == ArmyKind::kBarrage);
  CHECK(Parsed(Game("", lightning, "ultimate lightning")).rules.army ==
        ArmyKind::kUltimateLightning);
  CHECK(FirstError(Game("", barrage, "ultimate lightning")) ==
        "4:19: Red's setup: 0 Colonels, the Ultimate Lightning army has 1");
  CHECK(FirstError(Game("", kField, "barrage")) ==
        "4:19: Red's setup: 2 Colonels, the Barrage army has none");
  CHECK(FirstError(Game("", kField, "duell")) ==
        "3:14: Gravon game type 'duell' is not supported; this stratego plays classic, barrage "
        "and ultimate lightning");
  CHECK(FirstError(Game("", kField, "classicfree")) ==
        "3:14: Gravon game type 'classicfree' is not supported; this stratego plays classic, "
        "barrage and ultimate lightning");
  CHECK(FirstError("<stratego><game><field content=\"" + kField + "\"/></game></stratego>") ==
        "1:11: the <game> has no type (classic, barrage or ultimate lightning)");
}

TEST_CASE("Gravon XML: several faults are all reported, in file order, up to 20", "[io][gravon]") {
  std::string field = kField;
  field[44] = '_';
  field[45] = '_';
  const RecordParseResult parsed =
      ParseGravonXml(Game(MoveElement(1, "J4", "K5") + MoveElement(3, "K4", "K5"), field));
  REQUIRE(parsed.errors.size() == 4);
  CHECK(parsed.errors[0] == Diagnostic{4, 63, "'_' marks a lake, but e5 is not in a lake"});
  CHECK(parsed.errors[1] == Diagnostic{4, 64, "'_' marks a lake, but f5 is not in a lake"});
  CHECK(parsed.errors[2].line == 5);
  CHECK(parsed.errors[3].line == 6);
  std::string many = kField;
  for (std::size_t i = 0; i < 40; ++i)
    many[i] = 'Z';
  const RecordParseResult endless = ParseGravonXml(Game("", many));
  REQUIRE(endless.errors.size() == 21);
  CHECK(endless.errors.back() == Diagnostic{0, 0, "too many errors (stopped after 20)"});
}

TEST_CASE("Gravon XML: faults in moves, players and results name their place", "[io][gravon]") {
  const auto [body, error] = GENERATE(table<std::string, std::string>({
      {"  <move id=\"1\" source=\"J4\" target=\"K5\"/>\n",
       "5:24: 'J4' is not a Gravon square: columns A to K without J, rows 1 to 9 and ':' for 10, "
       "such as B4 or K:"},
      {"  <move id=\"1\" source=\"A4\" target=\"A10\"/>\n",
       "5:36: 'A10' is not a Gravon square: columns A to K without J, rows 1 to 9 and ':' for 10, "
       "such as B4 or K:"},
      {"  <move id=\"1\" source=\"A4\"/>\n", "5:3: the <move> has no target square"},
      {"  <move source=\"A4\" target=\"A5\"/>\n", "5:3: the <move> has no id (expected id=\"1\")"},
      {"  <move id=\"2\" source=\"A4\" target=\"A5\"/>\n",
       "5:13: moves are numbered 1, 2, 3, …: expected id 1, not '2'"},
      {"  <move id=\"one\" source=\"A4\" target=\"A5\"/>\n",
       "5:13: moves are numbered 1, 2, 3, …: expected id 1, not 'one'"},
      {"  <player id=\"3\">Al</player>\n", "5:15: a player's id is 1 or 2"},
      {"  <player>Al</player>\n", "5:3: the <player> has no id"},
      {"  <player id=\"1\">Al</player>\n  <player id=\"1\">Bo</player>\n",
       "6:3: a second <player> (the first is on line 5)"},
      {"  <player id=\"1\">" + std::string(300, 'x') + "</player>\n",
       "5:3: player 1's name is too long"},
      {"  <result type=\"1\"/>\n", "5:3: the <result> has no winner"},
      {"  <result type=\"x1\" winner=\"1\"/>\n", "5:17: type must be a number, not 'x1'"},
      {"  <result type=\"5\" winner=\"1\"/>\n",
       "5:3: unknown result type 5; Gravon's are 0 to 4 and 10 to 14"},
      {"  <result type=\"1\" winner=\"0\"/>\n",
       "5:3: the winner is 1 (Red), 2 (Blue) or 3 (a draw), not 0"},
      {"  <result type=\"1\" winner=\"3\"/>\n",
       "5:3: result type 1 has a winner: 1 (Red) or 2 (Blue)"},
      {"  <result type=\"4\" winner=\"1\"/>\n",
       "5:3: result type 4 is a draw: the winner must be 3"},
      {"  <result type=\"1\" winner=\"1\"/>\n  <result type=\"1\" winner=\"1\"/>\n",
       "6:3: a second <result> (the first is on line 5)"},
      {"  <field content=\"" + kField + "\"/>\n", "5:3: a second <field> (the first is on line 4)"},
      {"  <date>2005</date>\n",
       "5:3: unknown element 'date'; a Gravon game holds <field>, <move>, <player> and <result>"},
      {"  some text\n", "5:3: expected only elements inside <game>, not text"},
  }));
  INFO(body);
  CHECK(FirstError(Game(body)) == error);
}

TEST_CASE("Gravon XML: CRLF line ends and a byte order mark change neither the game nor places",
          "[io][gravon]") {
  const std::string good = Game(MoveElement(1, "A4", "A6") + ResultElement(3, 2));
  const std::string bad = Game(MoveElement(1, "A4", "A6") + MoveElement(2, "A7", "J6"));
  auto crlf = [](std::string text) {
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 2))
      text.replace(at, 1, "\r\n");
    return text;
  };
  CHECK(Parsed(crlf(good)) == Parsed(good));
  CHECK(Parsed("\xEF\xBB\xBF" + good) == Parsed(good));
  CHECK(FirstError(bad).rfind("6:36: 'J6' is not a Gravon square", 0) == 0);
  CHECK(FirstError(crlf(bad)) == FirstError(bad));
  CHECK(FirstError("\xEF\xBB\xBF" + bad) == FirstError(bad));
}

TEST_CASE("Gravon XML: files that are not Gravon games are refused with a reason, never a crash",
          "[io][gravon]") {
  const std::string game = Game(MoveElement(1, "A4", "A5") + ResultElement(3, 2));
  CHECK(FirstError("") == "0:0: the file is empty");
  CHECK(FirstError(" \n\t\r\n") == "0:0: the file is empty");
  CHECK(FirstError(game.substr(0, 120)) ==  // in the middle of the field
        "4:19: this is not well-formed XML: error parsing element attribute");
  CHECK(FirstError(game.substr(0, game.size() / 2)).find("this is not well-formed XML") !=
        std::string::npos);
  CHECK(FirstError("<stratego><game type=\"classic\"></stratego>") ==
        "1:34: this is not well-formed XML: start-end tags mismatch");
  CHECK(FirstError(std::string("<stratego>\0</stratego>", 22)) ==
        "1:11: control character 0x00 in the text (is this a text file?) (a record is text)");
  CHECK(FirstError("<stratego>\xff</stratego>").find("(a record is text)") != std::string::npos);
  CHECK(FirstError("<?xml version=\"1.0\"?>\n<html><body/></html>") ==
        "2:1: expected a Gravon game, <stratego>, not 'html'");
  CHECK(FirstError("<stratego/>") == "1:1: there is no <game> inside <stratego>");
  CHECK(FirstError("<stratego><game type=\"classic\"/></stratego>") ==
        "0:0: the game has no <field> (the pieces at the start)");
  CHECK(FirstError("<stratego><game type=\"classic\"/><game/></stratego>") ==
        "1:33: a file holds one <game>; this is a second one");
  CHECK(FirstError("<stratego><other/></stratego>") ==
        "1:11: expected only a <game> inside <stratego>");
  const std::string huge = "<stratego><game type=\"classic\"><field content=\"" +
                           std::string(1000000, 'A') + "\"/></game></stratego>";
  CHECK(FirstError(huge) ==
        "1:48: the field has 1000000 characters; it must have 100, one for "
        "each square from a1");
  CHECK(FirstError(std::string(kMaxRecordFileBytes + 1, ' ')) ==
        "0:0: the file is too large for a game record (4194305 bytes)");
  CHECK(FirstError("\xEF\xBB\xBF" + game) == "no error");
}

TEST_CASE("Gravon XML: a finished game is written as FORMATS.md shows", "[io][gravon]") {
  GameRecord record = Parsed(Game(MoveElement(1, "A4", "A6") + MoveElement(2, "A7", "A6") +
                                  "  <player id=\"1\">Ann &lt;3</player>\n" + ResultElement(3, 2)));
  const Expected<std::string> xml = FormatGravonXml(record);
  REQUIRE(xml);
  CHECK(*xml ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<stratego>\n"
        " <game type=\"classic\">\n"
        "  <field content=\"" +
            kField +
            "\" />\n"
            "  <move id=\"1\" source=\"A4\" target=\"A6\" />\n"
            "  <move id=\"2\" source=\"A7\" target=\"A6\" />\n"
            "  <player id=\"1\">Ann &lt;3</player>\n"
            "  <result type=\"3\" winner=\"2\" />\n"
            " </game>\n"
            "</stratego>\n");
  CHECK(Parsed(*xml) == record);
}

TEST_CASE("Gravon XML: what Gravon cannot hold is refused, saying why", "[io][gravon]") {
  GameRecord record = Parsed(Game(MoveElement(1, "A4", "A5")));
  CHECK(FormatGravonXml(record).error() == "Gravon XML cannot hold an unfinished game");
  record.result = {EndReason::kMoveLimit, std::nullopt};
  CHECK(FormatGravonXml(record).error() == "Gravon XML has no result for a draw by a move limit");
  record.result = {EndReason::kQuietMoveLimit, std::nullopt};
  CHECK(FormatGravonXml(record).error() == "Gravon XML has no result for a draw by a move limit");
  record.result = {EndReason::kAbandoned, Player::kRed};
  CHECK(FormatGravonXml(record).value().find("<result type=\"10\" winner=\"1\" />") !=
        std::string::npos);
  record.rules.max_moves = 0;
  record.rules.attacker_advantage = true;
  CHECK(FormatGravonXml(record).error() ==
        "Gravon XML cannot hold the rule option attacker-advantage");
  record.rules.attacker_advantage = false;
  record.rules.two_squares = 0;  // not stored: the reader chooses it
  CHECK(FormatGravonXml(record));
  record.setups[1].army = ArmyKind::kBarrage;
  CHECK(FormatGravonXml(record).error() == "Gravon XML holds only valid setups of the game's army");
  record.setups[1].army = ArmyKind::kClassic;
  SECTION("a result the moves contradict would not read back") {
    record.rules.two_squares = 5;
    record.result = {EndReason::kFlagCaptured, Player::kRed};
    CHECK(FormatGravonXml(record).error().rfind("the record is not consistent: the result: ", 0) ==
          0);
  }
  SECTION("a game legal only under another two-squares rule would not read back") {
    GameRecord shuttle = Parsed(
        Game(MoveElement(1, "A4", "A5") + MoveElement(2, "A7", "A6") + MoveElement(3, "A5", "A4") +
             MoveElement(4, "A6", "A7") + MoveElement(5, "A4", "A5") + MoveElement(6, "A7", "A6") +
             MoveElement(7, "A5", "A4") + MoveElement(8, "A6", "A7") + MoveElement(9, "A4", "A5") +
             MoveElement(10, "A7", "A6") + MoveElement(11, "A5", "A4")));
    shuttle.rules.two_squares = 0;
    shuttle.result = {EndReason::kAbandoned, Player::kRed};
    REQUIRE_FALSE(CheckRecord(shuttle));
    CHECK(FormatGravonXml(shuttle).error().rfind(
              "read as Gravon records are, with the two-squares rule at N = 5, move 11 ", 0) == 0);
  }
}

TEST_CASE("Gravon XML: a move limit that did not end the game does not stop its export",
          "[io][gravon]") {
  GameRecord record = Parsed(Game(MoveElement(1, "A4", "A5") + ResultElement(3, 2)));
  record.rules.max_moves = 2000;  // as the arena plays
  record.rules.max_quiet_moves = 50;
  const Expected<std::string> xml = FormatGravonXml(record);
  REQUIRE(xml);
  GameRecord read = Parsed(*xml);
  CHECK(read.rules.max_moves == 0);  // Gravon cannot state a limit
  CHECK(read.rules.max_quiet_moves == 0);
  read.rules.max_moves = 2000;
  read.rules.max_quiet_moves = 50;
  CHECK(read == record);
  record.result = {EndReason::kMoveLimit, std::nullopt};  // one a limit ended is refused
  CHECK(FormatGravonXml(record).error() == "Gravon XML has no result for a draw by a move limit");
}

// A random game with N = 5, ended by the rules, a resignation, a draw agreement or a clock.
GameRecord RandomFinishedGame(std::uint64_t seed) {
  Rng rng(seed);
  GameRecord header;
  header.rules.army = seed % 3 == 0 ? ArmyKind::kBarrage : ArmyKind::kClassic;
  header.rules.two_squares = 5;
  header.setups = {RandomSetup(header.rules.army, rng), RandomSetup(header.rules.army, rng)};
  if (seed % 2 == 0) header.names = {"Ann", "Bo"};
  RecordedGame game = RecordedGame::Start(header).value();
  const int plies = seed % 4 == 0 ? 5000 : rng.Below(300);
  for (int ply = 0; ply < plies && !game.state().over(); ++ply) {
    const std::vector<Move> moves = game.state().LegalMoves();
    game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  if (game.state().over()) return game.record();
  const Player to_move = game.state().to_move();
  if (seed % 4 == 1) {
    REQUIRE(game.Resign(seed % 8 == 1 ? to_move : Opponent(to_move)));
  } else if (seed % 4 == 2) {
    REQUIRE(game.OfferDraw(Opponent(to_move)));
    REQUIRE(game.AcceptDraw(to_move));
  } else {
    GameRecord record = game.record();
    record.result = {EndReason::kAbandoned, seed % 8 == 3 ? std::optional<Player>() : to_move};
    return record;
  }
  return game.record();
}

TEST_CASE("Gravon XML: writing and reading random finished games gives the same games",
          "[io][gravon]") {
  int ended_by_rules = 0;
  for (std::uint64_t seed = 1; seed <= 48; ++seed) {
    const GameRecord record = RandomFinishedGame(seed);
    const Expected<std::string> xml = FormatGravonXml(record);
    INFO("seed " << seed << "\n" << FormatRecordText(record));
    REQUIRE(xml);
    CHECK(Parsed(*xml) == record);
    CHECK_FALSE(CheckRecord(record));
    const EndReason reason = record.result.reason;
    ended_by_rules += reason != EndReason::kResignation && reason != EndReason::kDrawAgreed &&
                      reason != EndReason::kAbandoned;
  }
  CHECK(ended_by_rules >= 5);
}

TEST_CASE("Game files: the format is chosen by content when reading", "[io][gravon]") {
  const std::string xml = Game(MoveElement(1, "A4", "A5") + ResultElement(3, 2));
  const GameRecord record = Parsed(xml);
  const std::string text = FormatRecordText(record);
  for (const std::string& prefix : {std::string(""), std::string("\xEF\xBB\xBF"),
                                    std::string(" \r\n\t\n"), std::string("\xEF\xBB\xBF\n ")}) {
    const RecordParseResult from_xml = ParseAnyRecord(prefix + xml);
    REQUIRE(from_xml.record);
    CHECK(*from_xml.record == record);
    const RecordParseResult from_text = ParseAnyRecord(prefix + text);
    REQUIRE(from_text.record);
    CHECK(*from_text.record == record);
  }
  // The Gravon options apply to Gravon games only: a project record states its own rules.
  CHECK(ParseAnyRecord(xml, GravonImportOptions{3}).record->rules.two_squares == 3);
  CHECK(ParseAnyRecord(text, GravonImportOptions{3}).record->rules.two_squares == 5);
  CHECK(ParseAnyRecord("hello").errors.front().message.find("not a stratego game record") !=
        std::string::npos);
  CHECK(ParseAnyRecord("<hello/>").errors.front().message.find("<stratego>") != std::string::npos);
}

TEST_CASE("Game files: the format is chosen by file name when writing", "[io][gravon]") {
  CHECK(FormatForPath("game.xml") == RecordFormat::kGravonXml);
  CHECK(FormatForPath("dir.d/GAME.XML") == RecordFormat::kGravonXml);
  CHECK(FormatForPath("game.Xml") == RecordFormat::kGravonXml);
  CHECK(FormatForPath("game.txt") == RecordFormat::kProject);
  CHECK(FormatForPath("xml") == RecordFormat::kProject);
  CHECK(FormatForPath("game.xml.txt") == RecordFormat::kProject);
  CHECK(FormatForPath("") == RecordFormat::kProject);
  CHECK(ParseRecordFormat("project") == RecordFormat::kProject);
  CHECK(ParseRecordFormat("stratego") == RecordFormat::kProject);
  CHECK(ParseRecordFormat("gravon") == RecordFormat::kGravonXml);
  CHECK(ParseRecordFormat("XML") == RecordFormat::kGravonXml);
  CHECK_FALSE(ParseRecordFormat("pgn"));
  const GameRecord record = Parsed(Game(MoveElement(1, "A4", "A5") + ResultElement(3, 2)));
  CHECK(FormatRecord(record, RecordFormat::kProject).value() == FormatRecordText(record));
  CHECK(FormatRecord(record, RecordFormat::kGravonXml).value() == FormatGravonXml(record).value());
}

TEST_CASE("Game files: a record file of either format is loaded, an unreadable one says why",
          "[io][gravon]") {
  std::string dir = (std::filesystem::temp_directory_path() / "stratego-test-XXXXXX").string();
  REQUIRE(::mkdtemp(dir.data()) != nullptr);
  const std::string xml = Game(MoveElement(1, "A4", "A5") + ResultElement(3, 2));
  const GameRecord record = Parsed(xml);
  REQUIRE(WriteFileAtomically(dir + "/game.xml", xml));
  REQUIRE(WriteFileAtomically(dir + "/game.txt", FormatRecordText(record)));
  CHECK(LoadRecordFile(dir + "/game.xml").record == record);
  CHECK(LoadRecordFile(dir + "/game.txt").record == record);
  const RecordParseResult missing = LoadRecordFile(dir + "/none.xml");
  CHECK(missing.errors ==
        std::vector<Diagnostic>{{0, 0, "cannot open: No such file or directory"}});
  CHECK_FALSE(missing.record);
  REQUIRE(WriteFileAtomically(dir + "/big.xml", std::string(kMaxRecordFileBytes + 1, ' ')));
  const RecordParseResult big = LoadRecordFile(dir + "/big.xml");
  REQUIRE(big.errors.size() == 1);
  CHECK(big.errors[0].line == 0);
  CHECK(big.errors[0].message.find("too large") != std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace stratego
