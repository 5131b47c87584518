// net/seat_view.h: what a seat keeps of its game from the server's messages: the view rebuilt
// from `start` and advanced by each report equals the referee's view of that seat, and a message
// that does not fit is refused with the reason.
#include "net/seat_view.h"

#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {
namespace {

Setup SeatedSetup(std::uint64_t seed) {
  Rng rng(seed);
  return RandomSetup(ArmyKind::kClassic, rng);
}

Message Joined(Player seat) {
  Message joined;
  joined.type = MessageType::kJoined;
  joined.game = 3;
  joined.seat = seat;
  joined.name = "bob";
  joined.needs_setup = true;
  return joined;
}

Message Start(Player seat, const Setup& own, const Setup& enemy) {
  Message start;
  start.type = MessageType::kStart;
  start.game = 3;
  start.seat = seat;
  start.setup = own;
  start.enemy = SetupPieceSquares(enemy, Opponent(seat));
  return start;
}

TEST_CASE("Seat view: joined, start and reports give the referee's view of the seat", "[net]") {
  const Setup red = SeatedSetup(1);
  const Setup blue = SeatedSetup(2);
  GameState state = GameState::Create(RuleSet{}, red, blue).value();
  SeatView seat;
  REQUIRE(seat.Consume(Joined(Player::kBlue)));
  CHECK(seat.game() == 3);
  CHECK(seat.seat() == Player::kBlue);
  CHECK(seat.needs_setup());
  CHECK(seat.opponent() == "bob");
  CHECK_FALSE(seat.view());
  REQUIRE(seat.Consume(Start(Player::kBlue, blue, red)));
  CHECK_FALSE(seat.needs_setup());
  REQUIRE(seat.view());
  CHECK(*seat.view() == BuildView(state, Player::kBlue));
  for (int ply = 0; ply < 6 && !state.over(); ++ply) {
    MoveList moves;
    LegalMoves(BuildView(state, state.to_move()), moves);
    Message report;
    report.type = MessageType::kReport;
    report.reports = {ToWire(state.ApplyMove(moves[0]), Player::kBlue)};
    REQUIRE(seat.Consume(report));
    CHECK(*seat.view() == BuildView(state, Player::kBlue));
  }
  Message opponent;
  opponent.type = MessageType::kOpponent;
  opponent.opponent = OpponentState::kDisconnected;
  REQUIRE(seat.Consume(opponent));
  CHECK(seat.opponent_state() == OpponentState::kDisconnected);
  Message over;
  over.type = MessageType::kOver;
  over.result = {EndReason::kResignation, Player::kBlue};
  over.text = "Red resigned";
  REQUIRE(seat.Consume(over));
  CHECK(seat.result() == over.result);
  CHECK(seat.view()->result == over.result);
  CHECK(seat.result_text() == "Red resigned");
}

TEST_CASE("Seat view: a report before the start, or a start for another seat, is refused",
          "[net]") {
  SeatView seat;
  Message report;
  report.type = MessageType::kReport;
  report.reports = {WireReport{}};
  const Status early = seat.Consume(report);
  REQUIRE_FALSE(early);
  CHECK(early.error() == "a report before the start");
  REQUIRE(seat.Consume(Joined(Player::kRed)));
  const Status other = seat.Consume(Start(Player::kBlue, SeatedSetup(1), SeatedSetup(2)));
  REQUIRE_FALSE(other);
  CHECK(other.error() == "a start for a seat this client did not join");
}

}  // namespace
}  // namespace stratego
