// Moves as text, and the text forms of ranks and players.
#include "core/move.h"

#include <catch2/catch.hpp>

#include "core/types.h"

namespace stratego {
namespace {

TEST_CASE("Moves: written forms are read and the canonical one round-trips", "[core][move]") {
  const Move e4e5{*ParseSquare("e4"), *ParseSquare("e5")};
  for (const char* text : {"e4-e5", "e4e5", "E4-E5", " e4 - e5 ", "e4 e5", "e4xe5"}) {
    INFO("'" << text << "'");
    CHECK(ParseMove(text) == e4e5);
  }
  CHECK(ParseMove("a10a9") == Move{*ParseSquare("a10"), *ParseSquare("a9")});
  CHECK(ParseMove("a1a10") == Move{*ParseSquare("a1"), *ParseSquare("a10")});
  CHECK(FormatMove(e4e5) == "e4-e5");
  for (int from = 0; from < kNumSquares; from += 7) {
    for (int to = 0; to < kNumSquares; to += 3) {
      const Move move{Square::FromIndex(from), Square::FromIndex(to)};
      CHECK(ParseMove(FormatMove(move)) == move);
    }
  }
}

TEST_CASE("Moves: malformed text is refused", "[core][move]") {
  for (const char* text :
       {"", "e4", "e4-", "-e5", "e4-e5-e6", "e4--e5", "e4-k5", "resign", "e4-e5x"}) {
    INFO("'" << text << "'");
    CHECK_FALSE(ParseMove(text).has_value());
  }
}

TEST_CASE("Ranks: both numberings name each rank, and never mix up", "[core][rank]") {
  CHECK(RankToken(Rank::kMarshal, Numbering::kModern) == "10");
  CHECK(RankToken(Rank::kMarshal, Numbering::kClassic) == "1");
  CHECK(RankToken(Rank::kScout, Numbering::kModern) == "2");
  CHECK(RankToken(Rank::kScout, Numbering::kClassic) == "9");
  CHECK(RankToken(Rank::kSpy, Numbering::kClassic) == "S");
  for (Numbering numbering : {Numbering::kModern, Numbering::kClassic}) {
    for (int i = 0; i < kNumRanks; ++i) {
      CHECK(ParseRankToken(RankToken(RankAt(i), numbering), numbering) == RankAt(i));
    }
  }
  CHECK_FALSE(ParseRankToken("1", Numbering::kModern).has_value());
  CHECK_FALSE(ParseRankToken("10", Numbering::kClassic).has_value());
  CHECK(ParseRankToken("s", Numbering::kModern) == Rank::kSpy);
  CHECK(ParseRankToken("b", Numbering::kClassic) == Rank::kBomb);
  CHECK(RankCount(1, Rank::kSpy) == "1 Spy");
  CHECK(RankCount(2, Rank::kSpy) == "2 Spies");
  CHECK(RankCount(9, Rank::kScout) == "9 Scouts");
}

}  // namespace
}  // namespace stratego
