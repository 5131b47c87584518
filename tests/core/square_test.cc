// RULES.md §1: the board, square names and lakes.
#include "core/square.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

TEST_CASE("Squares: names run a1 to j10 and read back", "[core][square]") {
  CHECK(SquareName(Square::At(0, 0)) == "a1");
  CHECK(SquareName(Square::At(9, 9)) == "j10");
  CHECK(SquareName(Square::At(4, 3)) == "e4");
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    CHECK(ParseSquare(SquareName(square)) == square);
  }
  CHECK(ParseSquare("E4") == Square::At(4, 3));
}

TEST_CASE("Squares: malformed names are refused", "[core][square]") {
  for (const char* text : {"", "a", "a0", "a11", "k1", "a01", "4e", "e4 ", "aa", "a-1", "j100"}) {
    INFO("'" << text << "'");
    CHECK_FALSE(ParseSquare(text).has_value());
  }
}

TEST_CASE("Squares: the two lakes are c5 d5 c6 d6 and g5 h5 g6 h6", "[core][square]") {
  std::string lakes;
  for (int index = 0; index < kNumSquares; ++index) {
    if (IsLake(Square::FromIndex(index))) lakes += SquareName(Square::FromIndex(index)) + " ";
  }
  CHECK(lakes == "c5 d5 g5 h5 c6 d6 g6 h6 ");
}

TEST_CASE("Squares: the lakes are symmetric under Blue's 180° turn", "[core][square]") {
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    CHECK(IsLake(square) == IsLake(Rotated(square)));
    CHECK(Rotated(Rotated(square)) == square);
  }
  CHECK(Rotated(*ParseSquare("a1")) == *ParseSquare("j10"));
}

TEST_CASE("Squares: steps apart count along ranks and files, the lakes left out",
          "[core][square]") {
  const auto apart = [](std::string_view a, std::string_view b) {
    return StepsApart(*ParseSquare(a), *ParseSquare(b));
  };
  CHECK(apart("e4", "e4") == 0);
  CHECK(apart("e4", "e5") == 1);
  CHECK(apart("e4", "d5") == 2);  // no diagonal steps
  CHECK(apart("a1", "j10") == 18);
  CHECK(apart("j10", "a1") == 18);
  CHECK(apart("c4", "c7") == 3);  // straight across the lake at c5 and c6
}

TEST_CASE("Squares: steps stop at the edges and at the lakes", "[core][square]") {
  CHECK(Step(*ParseSquare("a1"), Direction::kDown) == kNoSquare);
  CHECK(Step(*ParseSquare("a1"), Direction::kLeft) == kNoSquare);
  CHECK(Step(*ParseSquare("a1"), Direction::kUp) == *ParseSquare("a2"));
  CHECK(Step(*ParseSquare("j10"), Direction::kUp) == kNoSquare);
  CHECK(Step(*ParseSquare("j10"), Direction::kRight) == kNoSquare);
  CHECK(Step(*ParseSquare("c4"), Direction::kUp) == kNoSquare);    // into the lake
  CHECK(Step(*ParseSquare("e5"), Direction::kLeft) == kNoSquare);  // d5 is lake
  CHECK(Step(*ParseSquare("e5"), Direction::kRight) == *ParseSquare("f5"));
  CHECK(Step(*ParseSquare("f5"), Direction::kRight) == kNoSquare);  // g5 is lake
}

}  // namespace
}  // namespace stratego
