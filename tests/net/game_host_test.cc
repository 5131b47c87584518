// net/game_host.h without sockets: a failed save refuses the action and keeps what was saved, and
// a seat the server plays moves through the ask_agent hook, from its view.
#include "net/game_host.h"

#include <catch2/catch.hpp>
#include <deque>

#include "core/random_setup.h"

namespace stratego {
namespace {

struct Harness {
  std::vector<std::pair<ConnectionId, Message>> sent;
  std::map<int, GameRecord> saved;
  bool disk_full = false;
  struct Ask {
    int game;
    int ply;
    Agent* agent;
    PlayerView view;
  };
  std::deque<Ask> asks;
  GameHost host;

  Harness() : host(Hooks(), 5) {}

  GameHost::Hooks Hooks() {
    GameHost::Hooks hooks;
    hooks.send = [this](ConnectionId id, const Message& message) {
      sent.emplace_back(id, message);
    };
    hooks.log = [](const std::string&) {};
    hooks.save = [this](int game, const GameRecord& record) -> Status {
      if (disk_full) return Error{"No space left on device"};
      saved[game] = record;
      return {};
    };
    hooks.now = [] { return std::string("2026-11-25T00:00:00Z"); };
    hooks.ask_agent = [this](int game, int ply, Agent& agent, PlayerView view) {
      asks.push_back({game, ply, &agent, std::move(view)});
    };
    return hooks;
  }

  // The last message sent to `id` of `type`.
  std::optional<Message> Last(ConnectionId id, MessageType type) const {
    for (auto it = sent.rbegin(); it != sent.rend(); ++it)
      if (it->first == id && it->second.type == type) return it->second;
    return std::nullopt;
  }

  void Send(ConnectionId id, MessageType type) {
    Message message;
    message.type = type;
    host.Request(id, message);
  }
  void SendSetup(ConnectionId id, std::uint64_t seed) {
    Rng rng(seed);
    Message setup;
    setup.type = MessageType::kSetup;
    setup.setup = RandomSetup(ArmyKind::kClassic, rng);
    host.Request(id, setup);
  }
};

TEST_CASE("Game host: an action whose save fails is refused, not taken, and nothing is lost",
          "[net]") {
  Harness h;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  Message host;
  host.type = MessageType::kHost;
  host.colour = ColourChoice::kRed;
  h.host.Request(1, host);
  Message join;
  join.type = MessageType::kJoin;
  join.game = 1;
  h.host.Request(2, join);
  h.SendSetup(1, 1);
  h.SendSetup(2, 2);
  REQUIRE(h.Last(1, MessageType::kStart));
  REQUIRE(h.saved.count(1) == 1);
  const GameRecord before = h.saved[1];
  h.disk_full = true;
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
  h.disk_full = false;
  h.Send(1, MessageType::kResign);
  const auto over = h.Last(2, MessageType::kOver);
  REQUIRE(over);
  CHECK(over->result == GameResult{EndReason::kResignation, Player::kBlue});
  CHECK(h.saved[1].actions.size() == 1);
}

TEST_CASE("Game host: the server's computer player takes the other seat and moves from its view",
          "[net]") {
  Harness h;
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
  const Harness::Ask ask = h.asks.front();
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

}  // namespace
}  // namespace stratego
