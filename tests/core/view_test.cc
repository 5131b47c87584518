// RULES.md §8: what each player may know.
#include "core/view.h"

#include <catch2/catch.hpp>

#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

Rank RankSeen(const PlayerView& view, const char* square) {
  return view.board.piece(view.board.At(*ParseSquare(square))).rank;
}

TEST_CASE("Views: own ranks are known, enemy ranks hidden", "[core][view]") {
  const GameState state = Position("R10e4 R2a4 B9e7 B2a7 RFa1 BFj10");
  const PlayerView red = BuildView(state, Player::kRed);
  CHECK(RankSeen(red, "e4") == Rank::kMarshal);
  CHECK(RankSeen(red, "e7") == Rank::kUnknown);
  CHECK(RankSeen(red, "j10") == Rank::kUnknown);
  const PlayerView blue = BuildView(state, Player::kBlue);
  CHECK(RankSeen(blue, "e4") == Rank::kUnknown);
  CHECK(RankSeen(blue, "e7") == Rank::kGeneral);
}

TEST_CASE("Views: an attack reveals both ranks to both players, for good", "[core][view]") {
  GameState state = Position("R10e4 B9e5 B2a7 R2a4 RFa1 BFj10");
  Play(state, "e4-e5 a7-a6");
  for (Player viewer : {Player::kRed, Player::kBlue}) {
    const PlayerView view = BuildView(state, viewer);
    CHECK(RankSeen(view, "e5") == Rank::kMarshal);  // the winner, back on the board, stays known
    CHECK(view.history[0].defender_rank == Rank::kGeneral);
    CHECK(view.board.piece(view.history[0].defender).rank == Rank::kGeneral);  // the captured one
  }
  CHECK(RankSeen(BuildView(state, Player::kRed), "a6") == Rank::kUnknown);
}

TEST_CASE("Views: moving shows a piece is not a Bomb or Flag, moving far shows a Scout",
          "[core][view]") {
  GameState state = Position("R6e4 R2a2 B6e7 RFa1 BFj10");
  Play(state, "a2-a5 e7-e6");
  const PlayerView blue = BuildView(state, Player::kBlue);
  const Piece& scout = blue.board.piece(blue.board.At(*ParseSquare("a5")));
  CHECK(scout.rank == Rank::kUnknown);
  CHECK(scout.moved);
  CHECK(scout.moved_far);
  const PlayerView red = BuildView(state, Player::kRed);
  const Piece& captain = red.board.piece(red.board.At(*ParseSquare("e6")));
  CHECK(captain.rank == Rank::kUnknown);
  CHECK(captain.moved);
  CHECK_FALSE(captain.moved_far);
}

TEST_CASE("Views: changing the opponent's hidden ranks does not change a view", "[core][view]") {
  const GameState a = Position("R6e4 B9e7 B2a7 RFa1 BFj10 BBj9");
  const GameState b = Position("R6e4 B2e7 B9a7 RFa1 BBj10 BFj9");
  CHECK(BuildView(a, Player::kRed) == BuildView(b, Player::kRed));
  CHECK_FALSE(BuildView(a, Player::kBlue) == BuildView(b, Player::kBlue));
}

TEST_CASE("Views: legal moves come from the view alone", "[core][view]") {
  GameState state = Position("R2a3 R6e4 RBf4 B6e5 B2j3 RFa1 BFj10");
  MoveList from_view;
  LegalMoves(BuildView(state, Player::kRed), from_view);
  CHECK(std::vector<Move>(from_view.begin(), from_view.end()) == state.LegalMoves());
  LegalMoves(BuildView(state, Player::kBlue), from_view);
  CHECK(from_view.empty());  // not Blue's turn
  CHECK(WhyIllegal(BuildView(state, Player::kBlue), M("e5-e6")) ==
        std::optional<std::string>("it is not your turn"));
  CHECK(WhyIllegal(BuildView(state, Player::kRed), M("f4-f5")) ==
        std::optional<std::string>("Bombs cannot move"));
}

TEST_CASE("Views: a state rebuilt from a view with the true ranks is the true state",
          "[core][view]") {
  GameState state = Position("R10e4 B9e5 B2a7 R2a4 RFa1 BFj10 B3b7");
  Play(state, "e4-e5 a7-a6");
  const PlayerView view = BuildView(state, Player::kRed);
  std::vector<Rank> truth;
  for (PieceId id : HiddenPieces(view))
    truth.push_back(state.board().piece(id).rank);
  const GameState rebuilt = StateFromView(view, truth);
  CHECK(rebuilt.board() == state.board());
  CHECK(rebuilt.history() == state.history());
  CHECK(rebuilt.ConsistencyProblem() == "");
  CHECK(rebuilt.LegalMoves() == state.LegalMoves());
}

TEST_CASE("Views: the open view shows every rank", "[core][view]") {
  const GameState state = Position("R6e4 B9e7 RFa1 BFj10");
  CHECK(BuildOpenView(state, Player::kRed).board == state.board());
}

}  // namespace
}  // namespace stratego
