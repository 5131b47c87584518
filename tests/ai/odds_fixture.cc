#include "odds_fixture.h"

#include <catch2/catch.hpp>
#include <utility>

#include "ai/beliefs.h"
#include "core/text.h"

namespace stratego::testing {

OddsFixture::OddsFixture(PlayerView view_given)
    : view(std::move(view_given)), odds(Beliefs(view, {}), view.rules, 200, rng) {
  LegalMoves(view, moves);
}

int OddsFixture::IndexOf(const std::string& text) const {
  for (int i = 0; i < moves.size(); ++i) {
    if (FormatMove(moves[i]) == text) return i;
  }
  FAIL("no legal move " << text);
  return -1;
}

Board OddsFixture::Drawn(PieceId piece, Rank its_rank, Rank rank) const {
  Board board = view.board;
  for (PieceId id : HiddenPieces(view))
    board.SetRank(id, id == piece ? its_rank : rank);
  return board;
}

PieceId OddsFixture::At(const std::string& square) const {
  const auto parsed = ParseSquare(square);
  REQUIRE(parsed);
  return view.board.At(*parsed);
}

}  // namespace stratego::testing
