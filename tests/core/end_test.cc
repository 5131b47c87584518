// RULES.md §6: every way a game ends.
#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "support/position.h"
#include "support/random_play.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

TEST_CASE("End: capturing the Flag wins at once", "[core][end]") {
  SECTION("by an ordinary piece") {
    GameState state = Position("R4e4 BFe5 RFa1 B6j7");
    Play(state, "e4-e5");
    CHECK(state.result() == GameResult{EndReason::kFlagCaptured, Player::kRed});
    CHECK(Describe(state.result()) == "Red captured the flag");
  }
  SECTION("by a Scout from a distance, and by the Spy") {
    GameState scout = Position("R2e1 BFe9 RFa1 B6j7");
    Play(scout, "e1-e9");
    CHECK(scout.result() == GameResult{EndReason::kFlagCaptured, Player::kRed});
    GameState spy = Position("BSe6 RFe5 BFj10 R6a4", Player::kBlue);
    Play(spy, "e6-e5");
    CHECK(spy.result() == GameResult{EndReason::kFlagCaptured, Player::kBlue});
  }
  SECTION("nothing can be played afterwards") {
    GameState state = Position("R4e4 BFe5 RFa1 B6j7");
    Play(state, "e4-e5");
    CHECK(state.LegalMoves().empty());
    CHECK(state.WhyIllegal(M("j7-j6")) == std::optional<std::string>("the game is over"));
    CHECK_FALSE(state.Resign(Player::kBlue).ok());
  }
}

TEST_CASE("End: a player who must move without a movable piece loses", "[core][end]") {
  GameState state = Position("R10e4 B6e5 BBj9 RFa1 BFj10 R3a2");
  Play(state, "e4-e5");  // Blue's last movable piece falls
  CHECK(state.result() == GameResult{EndReason::kNoMovablePieces, Player::kRed});
  CHECK(Describe(state.result()) == "Blue has no movable pieces left: Red wins");
}

TEST_CASE("End: a player whose movable pieces are all blocked loses", "[core][end]") {
  // Blue's Captain on j9 is hemmed in by its own Flag and Bombs.
  GameState state = Position("B6j9 BBi9 BBj8 BFj10 R6a4 RFa1");
  Play(state, "a4-a5");
  CHECK(state.result() == GameResult{EndReason::kNoLegalMoves, Player::kRed});
  CHECK(Describe(state.result()) == "Blue has no legal move: Red wins");
}

TEST_CASE("End: when neither side can move, the game is drawn", "[core][end]") {
  SECTION("after the last movable pieces remove each other") {
    GameState state = Position("R6e4 B6e5 RFa1 BFj10");
    Play(state, "e4-e5");
    CHECK(state.result() == GameResult{EndReason::kNeitherCanMove, std::nullopt});
    CHECK(state.result().draw());
  }
  SECTION("when both are blocked") {
    const GameState state = Position("B6j9 BBi9 BBj8 BFj10 R6a2 RBb2 RBa3 RFa1");
    CHECK(state.result() == GameResult{EndReason::kNeitherCanMove, std::nullopt});
  }
}

TEST_CASE("End: a setup can leave Red without a first move", "[core][end]") {
  // Red's six open front squares (a b e f i j) hold Bombs: nothing of Red's can move.
  Setup red;
  const Rank front[10] = {Rank::kBomb, Rank::kBomb,    Rank::kMarshal, Rank::kGeneral, Rank::kBomb,
                          Rank::kBomb, Rank::kColonel, Rank::kColonel, Rank::kBomb,    Rank::kBomb};
  const Rank rest[30] = {
      Rank::kFlag,       Rank::kSpy,        Rank::kMajor,      Rank::kMajor,    Rank::kMajor,
      Rank::kCaptain,    Rank::kCaptain,    Rank::kCaptain,    Rank::kCaptain,  Rank::kLieutenant,
      Rank::kLieutenant, Rank::kLieutenant, Rank::kLieutenant, Rank::kSergeant, Rank::kSergeant,
      Rank::kSergeant,   Rank::kSergeant,   Rank::kMiner,      Rank::kMiner,    Rank::kMiner,
      Rank::kMiner,      Rank::kMiner,      Rank::kScout,      Rank::kScout,    Rank::kScout,
      Rank::kScout,      Rank::kScout,      Rank::kScout,      Rank::kScout,    Rank::kScout};
  for (int c = 0; c < 10; ++c)
    red.Set(0, c, front[c]);
  for (int i = 0; i < 30; ++i)
    red.Set(1 + i / 10, i % 10, rest[i]);
  REQUIRE(IsValid(red));
  Rng rng(1);
  const GameState state = GameState::Create({}, red, RandomSetup(ArmyKind::kClassic, rng)).value();
  CHECK(state.result() == GameResult{EndReason::kNoLegalMoves, Player::kBlue});
}

TEST_CASE("End: resignation", "[core][end]") {
  GameState state = Position("R6e4 B6e7 RFa1 BFj10");
  SECTION("on one's own turn") {
    REQUIRE(state.Resign(Player::kRed).ok());
    CHECK(state.result() == GameResult{EndReason::kResignation, Player::kBlue});
    CHECK(Describe(state.result()) == "Red resigned: Blue wins");
  }
  SECTION("at any time, also on the opponent's turn") {
    REQUIRE(state.Resign(Player::kBlue).ok());
    CHECK(state.result() == GameResult{EndReason::kResignation, Player::kRed});
  }
}

TEST_CASE("End: a draw offered by one and accepted by the other", "[core][end]") {
  GameState state = Position("R6e4 B6e7 RFa1 BFj10");
  SECTION("accepted on the opponent's turn") {
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    CHECK(state.draw_offer() == Player::kRed);
    CHECK(state.AcceptDraw(Player::kBlue).error() == "it is not Blue's turn");
    Play(state, "e4-e5");  // the offer stands while Red makes its move
    REQUIRE(state.AcceptDraw(Player::kBlue).ok());
    CHECK(state.result() == GameResult{EndReason::kDrawAgreed, std::nullopt});
    CHECK_FALSE(state.draw_offer().has_value());
  }
  SECTION("declined by moving") {
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    Play(state, "e4-e5 e7-e6");
    CHECK_FALSE(state.draw_offer().has_value());
    CHECK(state.AcceptDraw(Player::kRed).error() == "there is no draw offer to accept");
    CHECK_FALSE(state.over());
  }
  SECTION("an offer made on the opponent's turn, declined by their move") {
    REQUIRE(state.OfferDraw(Player::kBlue).ok());  // Blue offers while Red is to move
    Play(state, "e4-e5");
    CHECK_FALSE(state.draw_offer().has_value());
  }
  SECTION("offers twice, or accepting one's own offer, are refused") {
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    CHECK(state.OfferDraw(Player::kRed).error() == "you have already offered a draw");
    CHECK(state.OfferDraw(Player::kBlue).error() == "your opponent has offered a draw: accept it");
    CHECK(state.AcceptDraw(Player::kRed).error() == "there is no draw offer to accept");
  }
}

TEST_CASE("End: an open draw offer ends with the game, however it ends", "[core][end]") {
  SECTION("a flag captured") {
    GameState state = Position("R4e4 BFe5 RFa1 B6j7");
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    Play(state, "e4-e5");
    CHECK(state.result().reason == EndReason::kFlagCaptured);
    CHECK_FALSE(state.draw_offer().has_value());
  }
  SECTION("a resignation") {
    GameState state = Position("R6e4 B6e7 RFa1 BFj10");
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    REQUIRE(state.Resign(Player::kBlue).ok());
    CHECK_FALSE(state.draw_offer().has_value());
    CHECK(state.ConsistencyProblem() == "");
  }
  SECTION("the opponent left without a move") {
    GameState state = Position("R10e4 B6e5 BBj9 RFa1 BFj10 R3a2");
    REQUIRE(state.OfferDraw(Player::kRed).ok());
    Play(state, "e4-e5");
    CHECK(state.result().reason == EndReason::kNoMovablePieces);
    CHECK_FALSE(state.draw_offer().has_value());
  }
}

TEST_CASE("End: the optional move limits end the game in a draw", "[core][end]") {
  SECTION("M moves in total") {
    RuleSet rules;
    rules.max_moves = 4;
    GameState state = Position("R6e4 B6e7 RFa1 BFj10", Player::kRed, rules);
    Play(state, "e4-e5 e7-e6 e5-f5");
    CHECK_FALSE(state.over());
    Play(state, "e6-e5");
    CHECK(state.result() == GameResult{EndReason::kMoveLimit, std::nullopt});
  }
  SECTION("K moves without an attack; an attack starts the count again") {
    RuleSet rules;
    rules.max_quiet_moves = 3;
    GameState state = Position("R6e4 B5e6 B6j7 RFa1 BFj10", Player::kRed, rules);
    Play(state, "e4-e5 j7-j6 e5-e6");  // the third move is an attack
    CHECK(state.quiet_plies() == 0);
    Play(state, "j6-j7 e6-e7");
    CHECK_FALSE(state.over());
    Play(state, "j7-j6");
    CHECK(state.result() == GameResult{EndReason::kQuietMoveLimit, std::nullopt});
  }
}

// GameState decides the end of the game when first asked after a move: by result() (a cheap test)
// or by ListLegalMoves (the list it makes). Either way the same end, and the list is empty
// exactly when the game is over.
TEST_CASE("End: listing the moves after a move decides the end as asking for the result does",
          "[core][end]") {
  struct Ending {
    const char* pieces;
    const char* before;  // moves played first
    const char* last;    // the move that ends the game
    int max_moves;
    int max_quiet_moves;
    GameResult result;
  };
  const Ending ending = GENERATE(
      Ending{"R10e4 B6e5 BBj9 RFa1 BFj10 R3a2",
             "",
             "e4-e5",
             0,
             0,
             {EndReason::kNoMovablePieces, Player::kRed}},
      Ending{"B6j9 BBi9 BBj8 BFj10 R6a4 RFa1",
             "",
             "a4-a5",
             0,
             0,
             {EndReason::kNoLegalMoves, Player::kRed}},
      Ending{"R6e4 B6e5 RFa1 BFj10", "", "e4-e5", 0, 0, {EndReason::kNeitherCanMove, std::nullopt}},
      Ending{"R6e4 B6e7 RFa1 BFj10",
             "e4-e5 e7-e6 e5-f5",
             "e6-e5",
             4,
             0,
             {EndReason::kMoveLimit, std::nullopt}},
      Ending{"R6e4 B6e7 RFa1 BFj10",
             "e4-e5 e7-e6",
             "e5-f5",
             0,
             3,
             {EndReason::kQuietMoveLimit, std::nullopt}});
  RuleSet rules;
  rules.max_moves = ending.max_moves;
  rules.max_quiet_moves = ending.max_quiet_moves;
  GameState state = Position(ending.pieces, Player::kRed, rules);
  Play(state, ending.before);
  REQUIRE(state.OfferDraw(state.to_move()).ok());
  state.ApplyMove(M(ending.last));  // nothing asked since: the end is not yet decided
  SECTION("by the list") {
    GameState copy = state;  // a copy decides as the original
    CHECK(state.ListLegalMoves().empty());
    CHECK(copy.ListLegalMoves().empty());
    CHECK(copy.result() == ending.result);
  }
  SECTION("by the result") {
    CHECK(state.ListLegalMoves().empty() == state.over());
  }
  CHECK(state.result() == ending.result);
  CHECK_FALSE(state.draw_offer().has_value());
  CHECK(state.LegalMoves().empty());
  CHECK(state.ConsistencyProblem() == "");
}

TEST_CASE("End: in random games the list is empty exactly when the game is over, every ply",
          "[core][end]") {
  RuleSet rules;
  rules.max_quiet_moves = GENERATE(0, 30);
  rules.max_moves = 600;
  Rng rng(11);
  int ended_by_list = 0;
  for (int game = 0; game < 30; ++game) {
    GameState state = testing::RandomStart(rules, rng);
    while (true) {
      const GameState asked = state;  // asked for the result before any list
      const bool over = asked.over();
      const MoveSet& moves = state.ListLegalMoves();
      REQUIRE(moves.empty() == over);
      REQUIRE(state.result() == asked.result());
      if (over) break;
      state.ApplyMove(moves[rng.Below(moves.size())]);
    }
    ended_by_list += state.result().reason != EndReason::kFlagCaptured;
  }
  CHECK(ended_by_list > 0);  // not only Flags captured (decided by the move itself)
}

}  // namespace
}  // namespace stratego
