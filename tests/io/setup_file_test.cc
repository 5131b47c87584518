// FORMATS.md §1: setup files, read and written; every kind of fault, with its place.
#include "io/setup_file.h"

#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"

namespace stratego {
namespace {

// The example of FORMATS.md §1.
constexpr const char* kShoreline =
    "# Shoreline bluff (comments start with '#', blank lines are ignored)\n"
    "name: Shoreline bluff\n"
    "numbering: modern\n"
    " 2  9  2  S  8  2  6  2  8  2\n"
    " 4  3  7  4 10  5  3  4  5  7\n"
    " 6  B  2  5  6  3  2  B  7  6\n"
    " 5  4  B  3  B  F  B  3  2  B\n";

// The same setup in classic numbering, with lower-case letters, tabs, CRLF, a byte order mark,
// a trailing comment and the keys in capitals.
constexpr const char* kShorelineClassic =
    "\xEF\xBB\xBFNAME: Shoreline bluff\r\n"
    "Numbering:   classic  \r\n"
    "\r\n"
    "9 2 9 s 3 9 5 9 3 9   # the front row\r\n"
    "7\t8\t4\t7\t1\t6\t8\t7\t6\t4\r\n"
    "5 b 9 6 5 8 9 b 4 5\r\n"
    "6 7 B 8 B f B 8 9 B\r\n";

std::vector<std::string> Messages(const SetupParseResult& result) {
  std::vector<std::string> messages;
  for (const Diagnostic& error : result.errors)
    messages.push_back(FormatDiagnostic("f", error));
  return messages;
}

TEST_CASE("Setup files: the example of FORMATS.md reads as written", "[io][setup-file]") {
  const SetupParseResult result = ParseSetupText(kShoreline);
  REQUIRE(Messages(result) == std::vector<std::string>{});
  const Setup& setup = *result.setup;
  CHECK(setup.name == "Shoreline bluff");
  CHECK(setup.army == ArmyKind::kClassic);
  CHECK(result.numbering == Numbering::kModern);
  CHECK(setup.At(0, 0) == Rank::kScout);  // front row, owner's left
  CHECK(setup.At(0, 3) == Rank::kSpy);
  CHECK(setup.At(1, 4) == Rank::kMarshal);
  CHECK(setup.At(3, 5) == Rank::kFlag);  // back row
  CHECK(setup.At(3, 9) == Rank::kBomb);
}

TEST_CASE("Setup files: classic numbering, case, tabs, CRLF and a BOM give the same setup",
          "[io][setup-file]") {
  const SetupParseResult classic = ParseSetupText(kShorelineClassic);
  REQUIRE(Messages(classic) == std::vector<std::string>{});
  CHECK(classic.numbering == Numbering::kClassic);
  CHECK(*classic.setup == *ParseSetupText(kShoreline).setup);
}

TEST_CASE("Setup files: a Gravon setup string may stand in for the grid", "[io][setup-file]") {
  const SetupParseResult result =
      ParseSetupText("name: From Gravon\nBDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG\n");
  REQUIRE(Messages(result) == std::vector<std::string>{});
  CHECK(result.setup->name == "From Gravon");
  CHECK(result.setup->At(0, 0) == Rank::kBomb);
  CHECK(result.setup->At(0, 1) == Rank::kScout);
  CHECK(FormatGravonSetup(*result.setup) == "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG");
  const SetupParseResult barrage = ParseSetupText("AAAAALAAKAAAAAAEAACADAAAAAAAABDAAAAAAAAM");
  REQUIRE(Messages(barrage) == std::vector<std::string>{});
  CHECK(barrage.setup->army == ArmyKind::kBarrage);
}

TEST_CASE("Setup files: smaller armies use '.' for empty squares", "[io][setup-file]") {
  const SetupParseResult result = ParseSetupText(
      "army: barrage\n"
      " .  .  2  .  .  .  .  2  .  .\n"
      " .  .  . 10  .  .  9  .  .  .\n"
      " .  .  .  .  S  .  .  .  .  .\n"
      " .  .  .  3  B  F  .  .  .  .\n");
  REQUIRE(Messages(result) == std::vector<std::string>{});
  CHECK(result.setup->army == ArmyKind::kBarrage);
  CHECK_FALSE(result.setup->At(0, 0).has_value());
}

struct SmallArmyCase {
  const char* what;
  const char* text;
  std::vector<std::string> errors;  // empty: valid
};

// RULES.md §2–§3 and FORMATS.md §1: a smaller army stands on any squares of the four rows, the
// others empty; every valid one starts a game with its pieces where the file put them.
TEST_CASE("Setup files: Barrage and Ultimate Lightning setups with empty squares",
          "[io][setup-file]") {
  const std::vector<SmallArmyCase> cases = {
      {"Barrage spread over the rows",
       "army: barrage\n"
       " 2  .  .  .  .  .  .  .  .  2\n . . . . 10 . . . . .\n . . 9 . . . . S . .\n"
       " . . . . . 3 B F . .\n",
       {}},
      {"Barrage all in the front row",
       "army: barrage\n F 10  9  3  2  2  S  B  .  .\n . . . . . . . . . .\n"
       " . . . . . . . . . .\n . . . . . . . . . .\n",
       {}},
      {"Barrage in classic numbering",
       "army: barrage\nnumbering: classic\n . . . . . . . . . .\n . . . . . . . . . .\n"
       " . . . . . . . . . .\n 1 2 8 9 9 S B F . .\n",
       {}},
      {"Ultimate Lightning, twenty pieces",
       "army: ultimate-lightning\n"
       " 2  2  .  6  .  .  5  .  2  2\n"
       " .  4  .  .  9  .  .  4  .  .\n"
       " 3  .  5  . 10  8  .  7  .  6\n"
       " .  B  .  3  F  B  S  .  .  .\n",
       {}},
      {"Barrage without its Flag",
       "army: barrage\n . . . . . . . . . .\n . . . . . . . . . .\n . . . . . . . . . .\n"
       " 10 9 3 2 2 S B . . .\n",
       {"f: 0 Flags, the Barrage army has 1"}},
      {"Barrage with a Colonel",
       "army: barrage\n . . . . . . . . . .\n . . . . . . . . . .\n . . . . . . . . . 8\n"
       " 10 9 3 2 2 S B F . .\n",
       {"f: 1 Colonel, the Barrage army has none"}},
      {"Barrage with a third Scout",
       "army: barrage\n . . . . . . . . . .\n . . . . . . . . . .\n . . . . . . . . . 2\n"
       " 10 9 3 2 2 S B F . .\n",
       {"f: 3 Scouts, the Barrage army has 2"}},
      {"Ultimate Lightning short of a Bomb",
       "army: ultimate-lightning\n"
       " 2  2  .  6  .  .  5  .  2  2\n"
       " .  4  .  .  9  .  .  4  .  .\n"
       " 3  .  5  . 10  8  .  7  .  6\n"
       " .  .  .  3  F  B  S  .  .  .\n",
       {"f: 1 Bomb, the Ultimate Lightning army has 2"}},
  };
  for (const SmallArmyCase& c : cases) {
    INFO(c.what);
    const SetupParseResult result = ParseSetupText(c.text);
    CHECK(Messages(result) == c.errors);
    if (!c.errors.empty()) continue;
    REQUIRE(result.setup.has_value());
    const Setup& setup = *result.setup;
    RuleSet rules;
    rules.army = setup.army;
    Rng rng(5);
    const GameState state = GameState::Create(rules, setup, RandomSetup(setup.army, rng)).value();
    CHECK(state.board().ArmySize(Player::kRed) == GetArmy(setup.army).Total());
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        const Square square = SetupSquare(Player::kRed, row, column);
        const std::optional<Rank> rank = setup.At(row, column);
        CHECK(state.board().IsEmpty(square) == !rank.has_value());
        if (rank) CHECK(state.board().piece(state.board().At(square)).rank == *rank);
      }
    }
    // And it reads back as written.
    CHECK(ParseSetupText(FormatSetupText(setup, Numbering::kModern)).setup == setup);
  }
}

TEST_CASE("Setup files: writing and reading back gives the same setup", "[io][setup-file]") {
  const ArmyKind army =
      GENERATE(ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  const Numbering numbering = GENERATE(Numbering::kModern, Numbering::kClassic);
  Rng rng(17);
  for (int i = 0; i < 200; ++i) {
    Setup setup = RandomSetup(army, rng);
    setup.name = "Setup #" + std::to_string(i) + ": named, with 'quotes' and ünïcödé";
    if (i % 2 == 0) setup.author = "A. Player";
    if (i % 3 == 0) setup.notes = "Flag left; bombs: two";
    const std::string text = FormatSetupText(setup, numbering);
    const SetupParseResult parsed = ParseSetupText(text);
    INFO(text);
    REQUIRE(Messages(parsed) == std::vector<std::string>{});
    CHECK(*parsed.setup == setup);
    CHECK(parsed.numbering == numbering);
  }
}

TEST_CASE("Setup files: the written form is the documented one", "[io][setup-file]") {
  const Setup setup = *ParseSetupText(kShoreline).setup;
  CHECK(FormatSetupText(setup, Numbering::kModern) ==
        "name: Shoreline bluff\n"
        "numbering: modern\n"
        " 2  9  2  S  8  2  6  2  8  2\n"
        " 4  3  7  4 10  5  3  4  5  7\n"
        " 6  B  2  5  6  3  2  B  7  6\n"
        " 5  4  B  3  B  F  B  3  2  B\n");
  Setup odd = setup;
  odd.name = "two\nlines\x1b[31m";
  CHECK(ParseSetupText(FormatSetupText(odd, Numbering::kModern)).setup->name == "two lines [31m");
}

struct FaultCase {
  const char* what;
  std::string text;
  std::vector<std::string> errors;
};

const char* const kGrid =
    " 2  9  2  S  8  2  6  2  8  2\n"
    " 4  3  7  4 10  5  3  4  5  7\n"
    " 6  B  2  5  6  3  2  B  7  6\n"
    " 5  4  B  3  B  F  B  3  2  B\n";

std::string WithGrid(const std::string& before) {
  return before + kGrid;
}

TEST_CASE("Setup files: every kind of fault is reported with its place", "[io][setup-file]") {
  const std::vector<FaultCase> cases = {
      {"an unknown header",
       "nmae: x\n",
       {"f:1:1: unknown header 'nmae'; expected name, numbering, army, author or notes"}},
      {"a header given twice",
       "name: a\nname: b\n",
       {"f:2:1: 'name' is given twice (first on line 1)"}},
      {"a bad numbering",
       "numbering: roman\n",
       {"f:1:12: numbering must be modern or classic, not 'roman'"}},
      {"a bad army",
       "army: huge\n",
       {"f:1:7: army must be classic, barrage or ultimate-lightning, not 'huge'"}},
  };
  for (const FaultCase& c : cases) {
    INFO(c.what);
    CHECK(Messages(ParseSetupText(WithGrid(c.text))) == c.errors);
  }
}

TEST_CASE("Setup files: faults in the grid", "[io][setup-file]") {
  const std::vector<FaultCase> cases = {
      {"a row with 9 pieces",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4 10  5  3  4  5\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  4  B  3  B  F  B  3  2  B\n",
       {"f:2:27: row 2 has 9 pieces, expected 10"}},
      {"a row with 11 pieces",
       " 2  9  2  S  8  2  6  2  8  2 2\n"
       " 4  3  7  4 10  5  3  4  5  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  4  B  3  B  F  B  3  2  B\n",
       {"f:1:31: row 1 has 11 pieces, expected 10"}},
      {"a token that is no piece",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4 10  5  3  4  X  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  4  B  3  B  F  B  3  2  B\n",
       {"f:2:26: 'X' is not a piece; expected 10, 9, 8, 7, 6, 5, 4, 3, 2, S, B or F"}},
      {"a classic rank in a modern file",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4  1  5  3  4  5  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  4  B  3  B  F  B  3  2  B\n",
       {"f:2:14: '1' is not a rank in modern numbering (10 is the Marshal, S the Spy); write "
        "'numbering: classic' above the grid for classic numbering"}},
      {"a modern rank in a classic file",
       "numbering: classic\n"
       "9 2 9 s 3 9 5 9 3 9\n"
       "7 8 4 7 10 6 8 7 6 4\n"
       "5 b 9 6 5 8 9 b 4 5\n"
       "6 7 B 8 B f B 8 9 B\n",
       {"f:3:9: '10' is not a rank in classic numbering (1 is the Marshal); remove 'numbering: "
        "classic' "
        "for modern numbering"}},
      {"an empty square in a classic army",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4 10  5  3  4  .  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  4  B  3  B  F  B  3  2  B\n",
       {"f:2:26: '.' (an empty square) is only allowed in armies smaller than 40 pieces; choose "
        "one with an "
        "'army:' line"}},
      {"a fifth row",
       std::string(kGrid) + " 2  2\n",
       {"f:5:2: more than 4 grid rows; a setup has exactly 4"}},
      {"three rows",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4 10  5  3  4  5  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n",
       {"f: the grid has 3 rows, expected 4"}},
      {"no grid at all",
       "# nothing but a comment\nname: empty\n",
       {"f: no setup found: expected 4 rows of 10 pieces (front row first)"}},
      {"a header after the grid",
       std::string(kGrid) + "name: late\n",
       {"f:5:1: 'name:' comes after the grid; header lines go before the 4 rows"}},
      {"wrong counts",
       " 2  9  2  S  8  2  6  2  8  2\n"
       " 4  3  7  4 10  5  3  4  5  7\n"
       " 6  B  2  5  6  3  2  B  7  6\n"
       " 5  2  B  3  B  F  B  3  2  B\n",
       {"f: 3 Sergeants, the classic army has 4", "f: 9 Scouts, the classic army has 8"}},
  };
  for (const FaultCase& c : cases) {
    INFO(c.what);
    const SetupParseResult result = ParseSetupText(c.text);
    CHECK(Messages(result) == c.errors);
    CHECK_FALSE(result.setup.has_value());
  }
}

TEST_CASE("Setup files: a file with several faults reports all of them", "[io][setup-file]") {
  const SetupParseResult result = ParseSetupText(
      "colour: red\n"
      " 2  9  2  S  8  2  6  2  8  2\n"
      " 4  3  7  4 10  5  3  4  5\n"
      " 6  B  2  5  Q  3  2  B  7  6\n"
      " 5  4  B  3  B  F  B  3  2  B  2  2\n");
  CHECK(Messages(result) ==
        std::vector<std::string>{
            "f:1:1: unknown header 'colour'; expected name, numbering, army, author or notes",
            "f:3:27: row 2 has 9 pieces, expected 10",
            "f:4:14: 'Q' is not a piece; expected 10, 9, 8, 7, 6, 5, 4, 3, 2, S, B or F",
            "f:5:32: row 4 has 12 pieces, expected 10",
        });
}

TEST_CASE("Setup files: too many of a rank is reported even when the grid is broken",
          "[io][setup-file]") {
  const SetupParseResult result = ParseSetupText(
      " 2  9  2  S  8  2  6  2  8  2\n"
      " 4  3  7  4 10  5  3  4  5\n"
      " 6  B  2  5  6  3  2  B  2  6\n"
      " 5  4  B  3  B  F  B  3  2  B\n");
  CHECK(Messages(result) == std::vector<std::string>{"f:2:27: row 2 has 9 pieces, expected 10",
                                                     "f: 9 Scouts, the classic army has 8"});
}

TEST_CASE("Setup files: Gravon strings with faults", "[io][setup-file]") {
  CHECK(Messages(ParseSetupText("BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBZ\n")) ==
        std::vector<std::string>{
            "f:1:40: 'Z' is not a Gravon setup letter; expected A (empty) or B to M"});
  CHECK(Messages(ParseSetupText("BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBB\n")) ==
        std::vector<std::string>{"f: 3 Lieutenants, the classic army has 4",
                                 "f: 7 Bombs, the classic army has 6"});
  CHECK(Messages(ParseSetupText("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM\n")) ==
        std::vector<std::string>{"f:1:1: no army has 1 piece"});
}

TEST_CASE("Setup files: binary and malformed text is refused at once", "[io][setup-file]") {
  CHECK(
      Messages(ParseSetupText(std::string("name: x\n\x01\x02\x00\xff", 12))) ==
      std::vector<std::string>{"f:2:1: control character 0x01 in the text (is this a text file?)"});
  CHECK(Messages(ParseSetupText("name: caf\xe9\n")) ==
        std::vector<std::string>{"f:1:10: the text is not valid UTF-8 here"});
  CHECK(
      Messages(ParseSetupText("name: \x1b[2J\n")) ==
      std::vector<std::string>{"f:1:7: control character 0x1B in the text (is this a text file?)"});
  const std::string long_line = "name: " + std::string(5000, 'x') + "\n";
  CHECK(Messages(ParseSetupText(long_line + kGrid)) ==
        std::vector<std::string>{"f:1: the line is too long (5006 characters)"});
}

TEST_CASE("Setup files: a file of endless faults stops after 20 errors, and says so",
          "[io][setup-file]") {
  std::string text;
  for (int i = 0; i < 1000; ++i)
    text += "key" + std::to_string(i) + ": x\n";
  const auto errors = ParseSetupText(text).errors;
  REQUIRE(errors.size() == 21);
  CHECK(errors.back().message == "too many errors: is this a setup file? (stopped after 20)");
}

TEST_CASE("Setup files: a carriage return inside a line is refused, at the end of one accepted",
          "[io][setup-file]") {
  CHECK(Messages(ParseSetupText("name: a\rb\n")) ==
        std::vector<std::string>{
            "f:1:8: a carriage return inside a line (it would hide text on a terminal)"});
  CHECK(ParseSetupText(std::string(kShoreline) + "\r").setup.has_value());
}

TEST_CASE("Setup files: a tab in a name reads as a space, as it is written", "[io][setup-file]") {
  const SetupParseResult parsed = ParseSetupText(std::string("name: Two\tparts\n") + kGrid);
  REQUIRE(parsed.setup.has_value());
  CHECK(parsed.setup->name == "Two parts");
  CHECK(*ParseSetupText(FormatSetupText(*parsed.setup, Numbering::kModern)).setup == *parsed.setup);
}

TEST_CASE("Setup files: a short string of letters is taken for a Gravon string and told so",
          "[io][setup-file]") {
  const auto messages = Messages(ParseSetupText("MBBCBDDDDD\n"));
  REQUIRE(messages.size() >= 2);
  CHECK(messages[0] ==
        "f:1:1: 'MBBCBDDDDD' is not a piece; a Gravon setup string has 40 letters, this one 10");
}

TEST_CASE("Setup files: a file that cannot be read says why", "[io][setup-file]") {
  const SetupParseResult missing = LoadSetupFile("/nonexistent/setup.txt");
  CHECK(Messages(missing) == std::vector<std::string>{"f: cannot open: No such file or directory"});
  CHECK(Messages(LoadSetupFile("/")) == std::vector<std::string>{"f: is a directory, not a file"});
}

}  // namespace
}  // namespace stratego
