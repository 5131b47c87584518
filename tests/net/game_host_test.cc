// net/game_host.h without sockets: a failed save refuses the action and keeps what was saved, and
// a seat the server plays moves through the ask_agent hook, from its view.
#include "net/game_host.h"

#include <catch2/catch.hpp>

#include "net/game_host_harness.h"

namespace stratego {
namespace {

TEST_CASE("Game host: an action whose save fails is refused, not taken, and nothing is lost",
          "[net]") {
  HostHarness h;
  h.StartGame();
  REQUIRE(h.saved.count(1) == 1);
  const GameRecord before = h.saved[1];
  h.records_fail = true;
  h.Send(1, MessageType::kResign);
  const auto refused = h.Last(1, MessageType::kError);
  REQUIRE(refused);
  CHECK(refused->code == "save_failed");
  const auto told = h.Last(2, MessageType::kError);  // both players are told
  REQUIRE(told);
  CHECK(told->code == "save_failed");
  CHECK_FALSE(h.Last(1, MessageType::kOver));
  CHECK(h.saved[1] == before);
  // The disk has room again: the same action is taken.
  h.records_fail = false;
  h.Send(1, MessageType::kResign);
  const auto over = h.Last(2, MessageType::kOver);
  REQUIRE(over);
  CHECK(over->result == GameResult{EndReason::kResignation, Player::kBlue});
  CHECK(h.saved[1].actions.size() == 1);
}

TEST_CASE("Game host: a start whose save fails forgets the last setup, which may be sent again",
          "[net]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  h.Join(2, 1);
  h.SendSetup(1, 1);
  h.records_fail = true;
  h.SendSetup(2, 2);
  const auto refused = h.Last(2, MessageType::kError);
  REQUIRE(refused);
  CHECK(refused->code == "save_failed");
  const auto told = h.Last(1, MessageType::kError);  // both players are told
  REQUIRE(told);
  CHECK(told->code == "save_failed");
  CHECK_FALSE(h.Last(1, MessageType::kStart));
  CHECK(h.saved.count(1) == 0);
  // The disk has room again: the same setup is taken, not refused as already set up.
  h.records_fail = false;
  h.sent.clear();
  h.SendSetup(2, 2);
  CHECK_FALSE(h.Last(2, MessageType::kError));
  REQUIRE(h.Last(1, MessageType::kStart));
  REQUIRE(h.Last(2, MessageType::kStart));
  CHECK(h.saved.count(1) == 1);
}

TEST_CASE("Game host: the server's computer player takes the other seat and moves from its view",
          "[net]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  Message host;
  host.type = MessageType::kHost;
  host.colour = ColourChoice::kBlue;
  host.against = "ai:random";
  h.host.Request(1, host);
  const auto joined = h.Last(1, MessageType::kJoined);
  REQUIRE(joined);
  CHECK(joined->seat == Player::kBlue);
  CHECK(joined->name == "ai:random");
  h.SendSetup(1, 3);
  REQUIRE(h.Last(1, MessageType::kStart));
  // Red, the computer, is to move: it is asked, with Red's view (no Blue rank in it).
  REQUIRE(h.asks.size() == 1);
  const HostHarness::Ask ask = h.asks.front();
  h.asks.pop_front();
  CHECK(ask.view.viewer == Player::kRed);
  CHECK(HiddenPieces(ask.view).size() == 40);
  auto move = ask.agent->ChooseMove(ask.view);
  REQUIRE(move);
  h.host.AgentAnswered(ask.game, ask.ply, move);
  const auto report = h.Last(1, MessageType::kReport);
  REQUIRE(report);
  CHECK(report->reports.at(0).move == *move);
  CHECK(h.saved[1].actions.size() == 1);
  // A stale answer (for a ply gone by) is ignored.
  h.host.AgentAnswered(ask.game, ask.ply, move);
  CHECK(h.saved[1].actions.size() == 1);
  // Unknown computer players are refused.
  host.against = "ai:godlike";
  h.host.Request(1, host);
  const auto unknown = h.Last(1, MessageType::kError);
  REQUIRE(unknown);
  CHECK(unknown->code == "bad_field");
}

TEST_CASE(
    "Game host: an invited game is listed to and joined by the invited user alone, then to "
    "anyone to watch",
    "[net]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  h.host.Connected(3, "carol");
  Message host;
  host.type = MessageType::kHost;
  host.invite = "bob";
  h.host.Request(1, host);
  h.Send(3, MessageType::kList);
  const auto carol_list = h.Last(3, MessageType::kGames);
  REQUIRE(carol_list);
  CHECK(carol_list->games.empty());
  h.Join(3, 1);
  const auto refused = h.Last(3, MessageType::kError);
  REQUIRE(refused);
  CHECK(refused->code == "not_your_game");
  h.host.Connected(2, "bob");
  h.Send(2, MessageType::kList);
  const auto bob_list = h.Last(2, MessageType::kGames);
  REQUIRE(bob_list);
  REQUIRE(bob_list->games.size() == 1);
  CHECK(bob_list->games[0].state == "open");
  h.Join(2, 1);
  CHECK(h.Last(2, MessageType::kJoined));
  // Both seats taken: carol may not join, but the game is listed to her, to watch.
  h.Send(3, MessageType::kList);
  const auto to_watch = h.Last(3, MessageType::kGames);
  REQUIRE(to_watch);
  REQUIRE(to_watch->games.size() == 1);
  CHECK(to_watch->games[0].state == "arranging");
  CHECK((to_watch->games[0].red == "bob" || to_watch->games[0].blue == "bob"));
}

TEST_CASE("Game host: a draw offer goes to both, and its acceptance ends the game", "[net]") {
  HostHarness h;
  h.StartGame();
  h.Send(1, MessageType::kOfferDraw);
  for (ConnectionId id : {1u, 2u}) {
    const auto offer = h.Last(id, MessageType::kDrawOffer);
    REQUIRE(offer);
    CHECK(offer->seat == Player::kRed);
  }
  // Blue accepts on Blue's turn only: Red moves first (which does not withdraw Red's offer).
  h.Send(2, MessageType::kAcceptDraw);
  REQUIRE(h.Last(2, MessageType::kError));
  CHECK_FALSE(h.Last(1, MessageType::kOver));
  const Message move = h.RedFirstMove();
  h.host.Request(1, move);
  REQUIRE(h.Last(2, MessageType::kReport));
  h.Send(2, MessageType::kAcceptDraw);
  const auto over = h.Last(1, MessageType::kOver);
  REQUIRE(over);
  CHECK(over->result == GameResult{EndReason::kDrawAgreed, std::nullopt});
  CHECK(h.saved[1].actions.size() == 3);  // the offer, the move, the acceptance
  // After the end, actions are refused as such.
  h.Send(1, MessageType::kOfferDraw);
  const auto late = h.Last(1, MessageType::kError);
  REQUIRE(late);
  CHECK(late->code == "game_over");
  // Once both have left, the finished game leaves memory (its record stays).
  h.host.Disconnected(1);
  CHECK(h.host.game_count() == 1);
  h.host.Disconnected(2);
  CHECK(h.host.game_count() == 0);
  CHECK(h.saved.count(1) == 1);
}

// Where the first message of `type` to `id` is in h.sent, or h.sent.size() when there is none.
std::size_t IndexOf(const HostHarness& h, ConnectionId id, MessageType type) {
  for (std::size_t i = 0; i < h.sent.size(); ++i)
    if (h.sent[i].first == id && h.sent[i].second.type == type) return i;
  return h.sent.size();
}

TEST_CASE("Game host: an action is announced when its save is done, and what came meanwhile waits",
          "[net]") {
  HostHarness h;
  h.defer_records = true;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  h.Join(2, 1);
  h.SendSetup(1, 1);
  h.SendSetup(2, 2);
  CHECK_FALSE(h.Last(1, MessageType::kStart));  // not before the start is saved
  h.FinishRecordSave();
  REQUIRE(h.Last(2, MessageType::kStart));
  const Message move = h.RedFirstMove();
  h.sent.clear();
  // Red offers a draw and moves; Blue accepts the offer, on the turn Red's move gives it.
  h.Send(1, MessageType::kOfferDraw);
  h.host.Request(1, move);
  h.Send(2, MessageType::kAcceptDraw);
  CHECK(h.sent.empty());  // nothing announced, nothing refused: the offer is being saved
  REQUIRE(h.record_saves.size() == 1);
  h.FinishRecordSave();
  REQUIRE(h.Last(2, MessageType::kDrawOffer));
  CHECK_FALSE(h.Last(2, MessageType::kReport));
  REQUIRE(h.record_saves.size() == 1);  // the move, handled once the offer was saved
  h.FinishRecordSave();
  REQUIRE(h.Last(2, MessageType::kReport));
  CHECK_FALSE(h.Last(1, MessageType::kOver));
  h.FinishRecordSave();  // the acceptance
  REQUIRE(h.Last(1, MessageType::kOver));
  CHECK(h.record_saves.empty());
  CHECK_FALSE(h.Last(1, MessageType::kError));
  CHECK_FALSE(h.Last(2, MessageType::kError));
  CHECK(IndexOf(h, 2, MessageType::kDrawOffer) < IndexOf(h, 2, MessageType::kReport));
  CHECK(IndexOf(h, 2, MessageType::kReport) < IndexOf(h, 2, MessageType::kOver));
  CHECK(h.saved[1].actions.size() == 3);
}

TEST_CASE(
    "Game host: a save that fails late refuses its action, and what waited meets the game "
    "as saved",
    "[net]") {
  HostHarness h;
  h.StartGame();
  const GameRecord before = h.saved[1];
  h.defer_records = true;
  h.records_fail = true;
  h.sent.clear();
  h.Send(1, MessageType::kResign);
  h.Send(1, MessageType::kOfferDraw);  // waits for the resignation's save
  CHECK(h.sent.empty());
  h.FinishRecordSave();
  const auto refused = h.Last(2, MessageType::kError);
  REQUIRE(refused);
  CHECK(refused->code == "save_failed");
  CHECK_FALSE(h.Last(1, MessageType::kOver));
  // The offer is then taken against the game as it stands (not over), and saved in its turn.
  REQUIRE(h.record_saves.size() == 1);
  h.records_fail = false;
  h.FinishRecordSave();
  CHECK(h.Last(2, MessageType::kDrawOffer));
  CHECK(h.saved[1].actions.size() == before.actions.size() + 1);
}

TEST_CASE("Game host: at most a few requests of a game wait for its save, more are refused busy",
          "[net]") {
  HostHarness h;
  h.StartGame();
  h.defer_records = true;
  h.Send(1, MessageType::kOfferDraw);
  h.sent.clear();
  for (std::size_t i = 0; i < kMaxWaitingRequests; ++i)
    h.Send(2, MessageType::kResign);
  CHECK(h.sent.empty());
  h.Send(2, MessageType::kResign);
  const auto busy = h.Last(2, MessageType::kError);
  REQUIRE(busy);
  CHECK(busy->code == "busy");
  // The first waiting resignation ends the game; the others are refused as too late.
  h.FinishRecordSave();
  h.FinishRecordSave();
  REQUIRE(h.Last(1, MessageType::kOver));
  CHECK(h.record_saves.empty());
  CHECK(h.Last(2, MessageType::kError)->code == "game_over");
}

TEST_CASE("Game host: a spectator is told the public view and the public messages, no more",
          "[net]") {
  HostHarness h;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.host.Connected(3, "carol");
  h.Host(1);
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = 1;
  h.host.Request(3, watch);
  const auto before = h.Last(3, MessageType::kWatching);
  REQUIRE(before);
  CHECK(before->red == "alice");
  CHECK_FALSE(before->blue);
  CHECK(before->red_pieces.empty());
  h.Join(2, 1);
  h.SendSetup(1, 1);
  h.SendSetup(2, 2);
  const auto started = h.Last(3, MessageType::kWatching);
  REQUIRE(started);
  CHECK(started->blue == "bob");
  CHECK(started->red_pieces.size() == 40);
  CHECK(started->blue_pieces.size() == 40);
  const Message move = h.RedFirstMove();
  h.host.Request(1, move);
  const auto report = h.Last(3, MessageType::kReport);
  REQUIRE(report);
  CHECK(report->reports.at(0).move == move.move);
  // A refused save is the players' business (save_failed goes to the seats alone).
  h.records_fail = true;
  h.Send(2, MessageType::kOfferDraw);
  h.records_fail = false;
  h.Send(2, MessageType::kResign);
  REQUIRE(h.Last(3, MessageType::kOver));
  for (const auto& [to, message] : h.sent) {
    if (to != 3) continue;
    INFO(MessageTypeName(message.type));
    CHECK((message.type == MessageType::kWatching || message.type == MessageType::kReport ||
           message.type == MessageType::kOver));
  }
  // A game that does not exist cannot be watched.
  watch.game = 99;
  h.host.Request(3, watch);
  CHECK(h.Last(3, MessageType::kError)->code == "no_game");
}

TEST_CASE("Wire reports: a spectator hears neither a silent defender's rank nor a declined rescue",
          "[net]") {
  MoveReport report;
  report.mover = Player::kRed;
  report.move = *ParseMove("e4-e5");
  report.defender = static_cast<PieceId>(45);
  report.attacker_rank = Rank::kMarshal;
  report.defender_rank = Rank::kGeneral;
  report.defender_silent = true;
  report.rescue_declined = true;
  CHECK(ToWire(report, Player::kRed).defender == Rank::kUnknown);
  CHECK(ToWire(report, Player::kBlue).defender == Rank::kGeneral);
  const WireReport heard = ToWire(report, std::nullopt);
  CHECK(heard.attacker == Rank::kMarshal);
  CHECK(heard.defender == Rank::kUnknown);
  CHECK_FALSE(heard.rescue_declined);
  report.defender_silent = false;
  CHECK(ToWire(report, std::nullopt).defender == Rank::kGeneral);
}

}  // namespace
}  // namespace stratego
