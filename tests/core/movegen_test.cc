// RULES.md §4.1 and §4.2: how pieces move, and the reasons given for illegal moves.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/view.h"
#include "support/position.h"
#include "support/random_play.h"

namespace stratego {
namespace {

using testing::M;
using testing::Position;

// The destinations of the piece on `from`, as sorted square names joined by spaces.
std::string Destinations(const GameState& state, std::string_view from) {
  std::vector<std::string> names;
  for (Move move : state.LegalMoves()) {
    if (move.from == *ParseSquare(from)) names.push_back(SquareName(move.to));
  }
  std::sort(names.begin(), names.end());
  std::string joined;
  for (const auto& name : names)
    joined += (joined.empty() ? "" : " ") + name;
  return joined;
}

struct MovementCase {
  const char* description;
  const char* position;  // Red to move; both flags are added out of the way
  const char* from;
  const char* destinations;
};

TEST_CASE("Movement: where each piece may go", "[core][movegen]") {
  const MovementCase cases[] = {
      {"an ordinary piece moves one square in four directions", "R6e3", "e3", "d3 e2 e4 f3"},
      {"in a corner only two squares", "R6j1", "j1", "i1 j2"},
      {"not onto its own Flag", "R6a2", "a2", "a3 b2"},
      {"never into a lake", "R6c4", "c4", "b4 c3 d4"},
      {"never into a lake, from the side", "R6e5", "e5", "e4 e6 f5"},
      {"never onto its own piece", "R6e3 R5e4 R4d3", "e3", "e2 f3"},
      {"onto an enemy piece: an attack", "R6e3 B5e4", "e3", "d3 e2 e4 f3"},
      {"Bombs never move", "RBe3", "e3", ""},
      {"the Flag never moves", "R6e3", "a1", ""},
      {"a Scout moves along the empty line like a rook", "R2a3", "a3",
       "a10 a2 a4 a5 a6 a7 a8 a9 b3 c3 d3 e3 f3 g3 h3 i3 j3"},
      {"a Scout stops before its own piece", "R2a3 R6a6 R6d3", "a3", "a2 a4 a5 b3 c3"},
      {"a Scout may end its move on the first enemy in line, not beyond", "R2a3 B6a6 B6d3", "a3",
       "a2 a4 a5 a6 b3 c3 d3"},
      {"a Scout never crosses a lake", "R2c3", "c3", "a3 b3 c1 c2 c4 d3 e3 f3 g3 h3 i3 j3"},
      {"a Scout beside a lake on rank 5", "R2b5", "b5", "a5 b1 b10 b2 b3 b4 b6 b7 b8 b9"},
      {"a Scout between the lakes", "R2e5", "e5", "e1 e10 e2 e3 e4 e6 e7 e8 e9 f5"},
  };
  for (const MovementCase& c : cases) {
    INFO(c.description);
    const GameState state = Position(std::string(c.position) + " RFa1 BFj10");
    CHECK(Destinations(state, c.from) == c.destinations);
  }
}

TEST_CASE("Movement: the only legal moves are those of the player to move", "[core][movegen]") {
  const GameState state = Position("R6e3 B6e8 RFa1 BFj10", Player::kBlue);
  for (Move move : state.LegalMoves())
    CHECK(OwnerOf(state.board().At(move.from)) == Player::kBlue);
  CHECK(state.LegalMoves().size() == 4);
}

struct IllegalCase {
  const char* position;
  const char* move;
  const char* reason;
};

TEST_CASE("Movement: an illegal move is refused with a reason a player understands",
          "[core][movegen]") {
  const IllegalCase cases[] = {
      {"RBe3 R6j2", "e3-e4", "Bombs cannot move"},
      {"R6e3", "a1-a2", "the Flag cannot move"},
      {"R6e3", "e4-e5", "there is no piece on e4"},
      {"R6e3 B6e8", "e8-e7", "the piece on e8 is not yours"},
      {"R6e3", "e3-e3", "a move must go to another square"},
      {"R6c4", "c4-c5", "no piece may enter a lake"},
      {"R6e3", "e3-f4", "pieces move straight along a rank or file, never diagonally"},
      {"R6e3", "e3-g4", "pieces move straight along a rank or file, never diagonally"},
      {"R6e3", "e3-e5", "only Scouts move more than one square"},
      {"R2a3 R6a6", "a3-a7", "Scouts cannot jump over pieces (a6 is in the way)"},
      {"R2a3 B6a6", "a3-a7", "Scouts cannot jump over pieces (a6 is in the way)"},
      {"R2c3", "c3-c7", "Scouts cannot cross the lakes"},
      {"R2a5", "a5-e5", "Scouts cannot cross the lakes"},
      {"R6e3 R5e4", "e3-e4", "you cannot move onto your own piece on e4"},
  };
  for (const IllegalCase& c : cases) {
    INFO(c.position << ": " << c.move);
    GameState state = Position(std::string(c.position) + " RFa1 BFj10");
    const GameState before = state;
    CHECK(state.WhyIllegal(M(c.move)) == std::optional<std::string>(c.reason));
    const auto tried = state.TryMove(M(c.move));
    REQUIRE_FALSE(tried.has_value());
    CHECK(tried.error() == c.reason);
    CHECK(state.board() == before.board());  // an illegal attempt changes nothing
    CHECK(state.ply() == 0);
  }
}

TEST_CASE("Movement: WhyIllegal agrees with the generated moves everywhere", "[core][movegen]") {
  const GameState state = Position("R2a3 R6e3 RBf3 R10e4 B6e6 B2j3 RFa1 BFj10");
  const auto legal = state.LegalMoves();
  for (int from = 0; from < kNumSquares; ++from) {
    for (int to = 0; to < kNumSquares; ++to) {
      const Move move{Square::FromIndex(from), Square::FromIndex(to)};
      const bool generated = std::find(legal.begin(), legal.end(), move) != legal.end();
      INFO(FormatMove(move));
      CHECK(generated == !state.WhyIllegal(move).has_value());
    }
  }
}

TEST_CASE("Movement: a Scout's long move marks it as a Scout, a short one does not",
          "[core][movegen]") {
  GameState state = Position("R2a3 R2b3 RFa1 BFj10 B6j7");
  const PieceId far = state.board().At(*ParseSquare("a3"));
  const PieceId near = state.board().At(*ParseSquare("b3"));
  state.ApplyMove(M("a3-a5"));
  state.ApplyMove(M("j7-j6"));
  state.ApplyMove(M("b3-b4"));
  CHECK(state.board().piece(far).moved_far);
  CHECK(state.board().piece(far).moved);
  CHECK_FALSE(state.board().piece(near).moved_far);
  CHECK(state.board().piece(near).moved);
}

// The moves WhyIllegal allows (it checks a move's geometry square by square, apart from the
// generator's sets of squares), sorted.
std::vector<Move> MovesWhyIllegalAllows(const GameState& state) {
  std::vector<Move> allowed;
  for (int from = 0; from < kNumSquares; ++from) {
    const PieceId id = state.board().At(Square::FromIndex(from));
    if (id == kNoPiece || OwnerOf(id) != state.to_move()) continue;
    for (int to = 0; to < kNumSquares; ++to) {
      const Move move{Square::FromIndex(from), Square::FromIndex(to)};
      if (LineDistance(move.from, move.to) > 0 && !state.WhyIllegal(move)) allowed.push_back(move);
    }
  }
  return allowed;
}

std::vector<Move> Sorted(std::vector<Move> moves) {
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
    return std::pair(a.from.index(), a.to.index()) < std::pair(b.from.index(), b.to.index());
  });
  return moves;
}

// Along random games (the two-squares rule restrains pieces often, the more-squares rule now and
// then): the generated moves, without repeats, are exactly the legal ones, and a player has a
// legal move exactly when the generator finds one, whoever is to move.
TEST_CASE(
    "Movement: the generated moves are exactly the moves WhyIllegal allows, along random "
    "games",
    "[core][movegen]") {
  RuleSet rules;
  rules.more_squares = GENERATE(false, true);
  rules.two_squares = GENERATE(3, 1);
  Rng rng(1234);
  for (int game = 0; game < 20; ++game) {
    GameState state = testing::RandomStart(rules, rng);
    MoveList moves;
    while (!state.over()) {
      state.LegalMoves(moves);
      if (state.ply() % 5 == 0) {
        const std::vector<Move> generated = Sorted({moves.begin(), moves.end()});
        INFO("game " << game << ", ply " << state.ply());
        REQUIRE(std::adjacent_find(generated.begin(), generated.end()) == generated.end());
        REQUIRE(generated == MovesWhyIllegalAllows(state));
      }
      for (Player player : {Player::kRed, Player::kBlue}) {
        const MoveContext context{state.board(), player, state.tracker(player), state.rules(),
                                  &state.chase()};
        MoveList all;
        GenerateMoves(context, all);
        if (HasLegalMove(context) == all.empty())
          FAIL("ply " << state.ply() << ": HasLegalMove disagrees for " << PlayerName(player));
      }
      state.ApplyMove(moves[rng.Below(moves.size())]);
    }
  }
}

// The moves GenerateMoves lists now for the player to move; none once the game is over.
std::vector<Move> GeneratedNow(const GameState& state) {
  if (state.over()) return {};
  const MoveContext context{state.board(), state.to_move(), state.tracker(state.to_move()),
                            state.rules(), &state.chase()};
  MoveList moves;
  GenerateMoves(context, moves);
  return {moves.begin(), moves.end()};
}

// The moves ListLegalMoves gives, which it keeps until the state changes.
std::vector<Move> Offered(GameState& state) {
  return {state.ListLegalMoves().begin(), state.ListLegalMoves().end()};
}

// The referee keeps the legal moves it lists (to decide whether the game is over, RULES.md §6, or
// when asked) until the game changes: every change must forget them.
TEST_CASE("Movement: the referee's legal moves follow every change of the game",
          "[core][movegen]") {
  RuleSet rules;
  rules.rescue = true;
  GameState state = Position("R7e9 RFa1 BFj10 B2a3", Player::kRed, rules);
  CHECK(Offered(state) == GeneratedNow(state));
  CHECK(state.LegalMoves() == GeneratedNow(state));

  SECTION("after a move, a rescue, another move") {
    state.ApplyMove(M("e9-e10"));  // onto Blue's back row: Red may rescue
    CHECK(Offered(state) == GeneratedNow(state));
    const auto offered_before = Offered(state);
    CHECK(std::count(offered_before.begin(), offered_before.end(), M("a3-e3")) == 1);
    // The rescued Sergeant on d3 stops the Blue Scout on a3 there.
    state.ApplyRescue(Player::kRed, {Rank::kSergeant, *ParseSquare("d3")});
    CHECK(Offered(state) == GeneratedNow(state));
    const auto offered = Offered(state);
    CHECK(std::count(offered.begin(), offered.end(), M("a3-d3")) == 1);
    CHECK(std::count(offered.begin(), offered.end(), M("a3-e3")) == 0);
    state.ApplyMove(M("a3-d3"));
    CHECK(Offered(state) == GeneratedNow(state));
  }
  SECTION("none once a player resigns") {
    REQUIRE(state.Resign(Player::kBlue));
    CHECK(Offered(state).empty());
    CHECK(state.LegalMoves().empty());
  }
  SECTION("none once a draw is agreed") {
    REQUIRE(state.OfferDraw(Player::kBlue));
    REQUIRE(state.AcceptDraw(Player::kRed));
    CHECK(Offered(state).empty());
  }
  SECTION("none once the Flag is taken") {
    GameState near = Position("R7i10 RFa1 BFj10");
    near.ApplyMove(M("i10-j10"));
    CHECK(near.over());
    CHECK(Offered(near).empty());
  }
  SECTION("in a state built from a player's view") {
    state.ApplyMove(M("e9-e8"));
    const PlayerView view = BuildView(state, Player::kBlue);
    std::vector<Rank> hidden_ranks;
    for (PieceId id : HiddenPieces(view))
      hidden_ranks.push_back(state.board().piece(id).rank);
    GameState sampled = StateFromView(view, hidden_ranks);
    CHECK(Offered(sampled) == GeneratedNow(sampled));
    CHECK(Offered(sampled) == Offered(state));
  }
}

}  // namespace
}  // namespace stratego
