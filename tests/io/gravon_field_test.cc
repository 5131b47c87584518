// Gravon's field and square names (FORMATS.md §2): the square names and back, the setups a
// field gives, and every fault of a field with its place.
#include <catch2/catch.hpp>

#include "gravon_test_support.h"
#include "io/gravon_xml.h"

namespace stratego {
namespace {

using testing::FirstError;
using testing::Game;
using testing::kField;
using testing::Parsed;

TEST_CASE("Gravon XML: square names use columns A to K without J, and ':' for row 10",
          "[io][gravon]") {
  CHECK(GravonSquareName(*ParseSquare("a1")) == "A1");
  CHECK(GravonSquareName(*ParseSquare("i9")) == "I9");
  CHECK(GravonSquareName(*ParseSquare("j4")) == "K4");
  CHECK(GravonSquareName(*ParseSquare("e10")) == "E:");
  CHECK(GravonSquareName(*ParseSquare("j10")) == "K:");
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    CHECK(ParseGravonSquare(GravonSquareName(square)) == square);
  }
  for (const char* bad : {"J4", "A0", "A10", "a1", "K", "", "K::", "L1", "A;"}) {
    INFO(bad);
    CHECK_FALSE(ParseGravonSquare(bad));
  }
}

TEST_CASE("Gravon XML: the field gives both setups, each as its owner sees it", "[io][gravon]") {
  const GameRecord record = Parsed(Game(""));
  CHECK(record.rules == RuleSet{ArmyKind::kClassic, 5, 0, 0, false});
  const Setup& red = record.setups[0];
  const Setup& blue = record.setups[1];
  CHECK(red.At(0, 0) == Rank::kScout);     // a4: Red's front row, Red's left
  CHECK(red.At(3, 9) == Rank::kFlag);      // j1
  CHECK(red.At(3, 2) == Rank::kSpy);       // c1
  CHECK(blue.At(0, 0) == Rank::kMiner);    // j7: Blue's front row, Blue's left
  CHECK(blue.At(0, 9) == Rank::kScout);    // a7
  CHECK(blue.At(3, 9) == Rank::kFlag);     // a10: Blue's back row, Blue's right
  CHECK(blue.At(3, 0) == Rank::kGeneral);  // j10
  CHECK(red.name.empty());
  CHECK(blue.name.empty());
  CHECK(record.names == std::array<std::string, 2>{"", ""});
  CHECK(record.actions.empty());
  CHECK(record.result == GameResult{});  // no <result>: the game goes on
  CHECK(IsValid(red));
  CHECK(IsValid(blue));
}

std::string FieldWith(std::size_t index, char letter) {
  std::string field = kField;
  field[index] = letter;
  return field;
}

TEST_CASE("Gravon XML: every fault of the field is reported at its character", "[io][gravon]") {
  // The field's value starts at line 4, column 19.
  const auto [field, error] = GENERATE_COPY(table<std::string, std::string>({
      {kField.substr(1),
       "4:19: the field has 99 characters; it must have 100, one for each "
       "square from a1"},
      {kField + "é",
       "4:19: the field has 101 characters; it must have 100, one for each square "
       "from a1"},
      {FieldWith(42, 'A'), "4:61: c5 is in a lake: the field must have '_' there, not 'A'"},
      {FieldWith(57, 'D'), "4:76: h6 is in a lake: the field must have '_' there, not 'D'"},
      {FieldWith(44, '_'), "4:63: '_' marks a lake, but e5 is not in a lake"},
      {FieldWith(3, 'Z'),
       "4:22: 'Z' on d1 is not a field letter; expected A (empty), _ (lake), "
       "B to M (Red) or N to Y (Blue)"},
      {FieldWith(3, 'b'),
       "4:22: 'b' on d1 is not a field letter; expected A (empty), _ (lake), "
       "B to M (Red) or N to Y (Blue)"},
      {FieldWith(40, 'D'),
       "4:59: 'D' is a Red Scout on a5, outside Red's setup rows (ranks 1 to "
       "4)"},
      {FieldWith(59, 'P'),
       "4:78: 'P' is a Blue Scout on j6, outside Blue's setup rows (ranks 7 "
       "to 10)"},
      {FieldWith(0, 'N'),
       "4:19: 'N' is a Blue Bomb on a1, outside Blue's setup rows (ranks 7 to "
       "10)"},
      {FieldWith(99, 'L'),
       "4:118: 'L' is a Red Marshal on j10, outside Red's setup rows (ranks 1 "
       "to 4)"},
      {FieldWith(0, 'D'), "4:19: Red's setup: 0 Generals, the classic army has 1"},
      {FieldWith(60, 'A'), "4:19: Blue's setup: 7 Scouts, the classic army has 8"},
  }));
  INFO(field);
  CHECK(FirstError(Game("", field)) == error);
}

}  // namespace
}  // namespace stratego
