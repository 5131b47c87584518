// core/view_update.h: a view kept up to date from the public reports alone equals the view the
// referee builds (RULES.md §8), move after move.
#include "core/view_update.h"

#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "core/text.h"
#include "support/position.h"
#include "support/random_play.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

std::vector<Square> SquaresOf(const GameState& state, Player owner) {
  std::vector<Square> squares;
  for (PieceId id = FirstPieceId(owner); id < state.board().EndPieceId(owner); ++id) {
    if (state.board().piece(id).on_board()) squares.push_back(state.board().piece(id).square);
  }
  return squares;
}

// The report as `viewer` hears it: under silent defense the attacker is not told the defender.
MoveReport Announced(MoveReport report, Player viewer) {
  if (report.defender_silent && report.mover == viewer) report.defender_rank = Rank::kUnknown;
  return report;
}

// Plays random games, keeping each player's view up to date from InitialView on with AdvanceView
// alone, as a bot behind the protocol does, and checks after every move that it equals the
// referee's BuildView. Since the kept view equalled BuildView(before, p) one move earlier, this is
// AdvanceView(BuildView(before, p), report) == BuildView(after, p) for every move of every game.
// Catch2 assertions are costly at this volume: plain comparisons, with FAIL only on a problem.
void PlayAndCompare(const RuleSet& rules, int games, std::uint64_t seed) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    INFO("game " << game << " of seed " << seed);
    const Setup red = RandomSetup(rules.army, rng);
    const Setup blue = RandomSetup(rules.army, rng);
    GameState state = GameState::Create(rules, red, blue).value();
    std::array<PlayerView, kNumPlayers> kept;
    for (Player viewer : {Player::kRed, Player::kBlue}) {
      const Setup& own = viewer == Player::kRed ? red : blue;
      auto view = InitialView(rules, viewer, own, SquaresOf(state, Opponent(viewer)));
      if (!view) FAIL(view.error());
      EndView(*view, state.result());
      if (!(*view == BuildView(state, viewer))) FAIL("the initial view differs");
      kept[static_cast<std::size_t>(Index(viewer))] = *view;
    }
    MoveList moves;
    while (!state.over()) {
      state.LegalMoves(moves);
      const MoveReport report = state.ApplyMove(moves[rng.Below(moves.size())]);
      std::optional<MoveReport> rescue;
      if (auto choice = testing::RandomRescue(state, rng))
        rescue = state.TryRescue(report.mover, *choice).value();
      for (Player viewer : {Player::kRed, Player::kBlue}) {
        const PlayerView truth = BuildView(state, viewer);
        PlayerView& view = kept[static_cast<std::size_t>(Index(viewer))];
        // Each side hears the report as BuildView announces it (silent defense, RULES.md §7).
        const MoveReport heard = Announced(report, viewer);
        if (auto problem = WhyReportDoesNotFit(view, heard))
          FAIL("ply " << state.ply() << ": " << *problem);
        AdvanceView(view, heard);
        if (rescue) {
          const MoveReport heard_rescue = Announced(*rescue, viewer);
          if (auto problem = WhyRescueDoesNotFit(view, heard_rescue))
            FAIL("ply " << state.ply() << ": " << *problem);
          AdvanceViewByRescue(view, heard_rescue);
        }
        EndView(view, state.result());
        if (!(view == truth)) {
          FAIL("ply " << state.ply() << ", " << PlayerName(viewer) << ": the view after " << report
                      << " differs from the referee's");
        }
      }
    }
  }
}

TEST_CASE("View updates: random games, every move, both players, equal the referee's views",
          "[core][view_update]") {
  RuleSet rules;
  SECTION("classic") {
    PlayAndCompare(rules, testing::Scaled(100), 20260101);
  }
  SECTION("two-squares rule N = 5 and the attacker's advantage") {
    rules.two_squares = 5;
    rules.attacker_advantage = true;
    PlayAndCompare(rules, testing::Scaled(40), 5);
  }
  SECTION("Barrage with a move limit") {
    rules.army = ArmyKind::kBarrage;
    rules.max_moves = 200;
    PlayAndCompare(rules, testing::Scaled(80), 6);
  }
  SECTION("silent defense and rescue, each army") {
    rules.silent_defense = true;
    rules.rescue = true;
    for (ArmyKind army : {ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning}) {
      rules.army = army;
      PlayAndCompare(rules, testing::Scaled(40), 8);
    }
  }
}

struct Case {
  const char* name;
  const char* position;
  const char* moves;  // the last one is checked
};

TEST_CASE("View updates: scout moves, every attack outcome and the flag", "[core][view_update]") {
  const Case cases[] = {
      {"a Scout moves far", "R2a2 B6e7 RFj1 BFj10", "a2-a6"},
      {"a Scout attacks from afar", "R2a2 B6a7 RFj1 BFj10", "a2-a7"},
      {"the attacker wins", "R10e4 B9e5 RFa1 BFj10", "e4-e5"},
      {"the defender wins", "R5e4 B9e5 RFa1 BFj10", "e4-e5"},
      {"both are removed", "R7e4 B7e5 R6a4 RFa1 BFj10 B6j7", "e4-e5"},
      {"a Miner defuses a Bomb", "R3e4 BBe5 R6a4 RFa1 BFj10 B6j7", "e4-e5"},
      {"a Bomb stops a Colonel", "R8e4 BBe5 R6a4 RFa1 BFj10 B6j7", "e4-e5"},
      {"the Spy takes the Marshal", "RSe4 B10e5 R6a4 RFa1 BFj10 B6j7", "e4-e5"},
      {"the Flag is captured", "R4e4 BFe5 RFa1 B6j7", "e4-e5"},
      {"Blue attacks after a Red move", "R4e4 B9e5 RFa1 BFj10 R6a4", "a4-a5 e5-e4"},
      {"a revealed piece is attacked", "R9e4 B8e5 B3e6 RFa1 BFj10 R6a4", "e4-e5 e6-e5"},
  };
  for (const Case& c : cases) {
    for (Player viewer : {Player::kRed, Player::kBlue}) {
      INFO(c.name << ", seen by " << PlayerName(viewer));
      GameState state = Position(c.position);
      PlayerView view = BuildView(state, viewer);
      for (std::string_view text : SplitWords(c.moves)) {
        const MoveReport report = state.TryMove(M(text)).value();
        REQUIRE_FALSE(WhyReportDoesNotFit(view, report));
        AdvanceView(view, report);
        EndView(view, state.result());
        CHECK(view == BuildView(state, viewer));
      }
    }
  }
}

TEST_CASE("View updates: the viewer's own attacked pieces become revealed", "[core][view_update]") {
  GameState state = Position("R10e4 B9e5 RFa1 BFj10 B6j7");
  PlayerView red = BuildView(state, Player::kRed);
  AdvanceView(red, state.TryMove(M("e4-e5")).value());
  const Piece& marshal = red.board.piece(red.board.At(*ParseSquare("e5")));
  CHECK(marshal.rank == Rank::kMarshal);
  CHECK(marshal.revealed);
  CHECK(red.board.piece(red.history.back().defender).rank == Rank::kGeneral);
}

TEST_CASE("View updates: the two-squares rule follows from the kept trackers",
          "[core][view_update]") {
  GameState state = Position("R6a4 B6j7 RFj1 BFa10");
  PlayerView red = BuildView(state, Player::kRed);
  for (std::string_view text : SplitWords("a4-a5 j7-j6 a5-a4 j6-j7 a4-a5 j7-j6")) {
    AdvanceView(red, state.TryMove(M(text)).value());
  }
  CHECK(red == BuildView(state, Player::kRed));
  REQUIRE(WhyIllegal(red, M("a5-a4")).has_value());
  CHECK(WhyIllegal(red, M("a5-a4")) == state.WhyIllegal(M("a5-a4")));
  CHECK_FALSE(WhyIllegal(red, M("a5-a6")).has_value());
}

TEST_CASE("View updates: a draw offer is declined by moving", "[core][view_update]") {
  GameState state = Position("R6a4 B6j7 RFj1 BFa10");
  REQUIRE(state.OfferDraw(Player::kBlue).ok());
  PlayerView red = BuildView(state, Player::kRed);
  AdvanceView(red, state.TryMove(M("a4-a5")).value());
  CHECK_FALSE(red.draw_offer.has_value());
  CHECK(red == BuildView(state, Player::kRed));
}

TEST_CASE("View updates: reports that do not fit the view are refused", "[core][view_update]") {
  const GameState state = Position("R2a2 R6e4 RBf4 B6e5 B6a7 RFj1 BFj10");
  const PlayerView red = BuildView(state, Player::kRed);
  auto report = [&](const char* move) {
    MoveReport r;
    r.mover = Player::kRed;
    r.move = M(move);
    r.piece = red.board.At(r.move.from);
    r.defender = red.board.At(r.move.to);
    if (r.is_attack()) {
      r.attacker_rank = Rank::kCaptain;
      r.defender_rank = Rank::kCaptain;
      r.outcome = CombatOutcome::kBothRemoved;
    }
    return r;
  };
  CHECK_FALSE(WhyReportDoesNotFit(red, report("e4-e5")));
  CHECK(WhyReportDoesNotFit(red, report("c3-c4")) == "there is no piece to move on c3");
  CHECK(WhyReportDoesNotFit(red, report("f4-f5")) == "the Bomb on f4 cannot move");
  CHECK(WhyReportDoesNotFit(red, report("e4-e6")) == "only Scouts move more than one square");
  CHECK(WhyReportDoesNotFit(red, report("a2-a9")) == "the move a2-a9 passes through a7");
  MoveReport lying = report("e4-e5");
  lying.attacker_rank = Rank::kMajor;
  CHECK(WhyReportDoesNotFit(red, lying) == "the piece on e4 is a Captain, not a Major");
  MoveReport blue_move = report("e4-e5");
  blue_move.mover = Player::kBlue;
  CHECK(WhyReportDoesNotFit(red, blue_move) == "it is not Blue's turn");
}

TEST_CASE("View updates: initial views refuse squares that cannot hold enemy pieces",
          "[core][view_update]") {
  Rng rng(3);
  const Setup own = RandomSetup(ArmyKind::kClassic, rng);
  const RuleSet rules;
  auto problem = [&](std::vector<Square> squares) {
    auto view = InitialView(rules, Player::kRed, own, squares);
    return view ? std::string() : view.error();
  };
  CHECK(problem({*ParseSquare("a7"), *ParseSquare("j10")}).empty());
  CHECK(problem({*ParseSquare("a7"), *ParseSquare("a7")}) == "two enemy pieces stand on a7");
  CHECK(problem({*ParseSquare("e5")}) == "an enemy piece stands outside its setup rows, on e5");
  CHECK(problem({kNoSquare}) == "an enemy piece is off the board");
  Setup short_setup = own;
  short_setup.cells[0].reset();
  CHECK_FALSE(InitialView(rules, Player::kRed, short_setup, {}).has_value());
}

}  // namespace
}  // namespace stratego
