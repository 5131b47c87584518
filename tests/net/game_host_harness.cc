#include "net/game_host_harness.h"

#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "core/view.h"
#include "net/protocol.h"

namespace stratego {

HostHarness::HostHarness() : host(Hooks(), 5) {}

GameHost::Hooks HostHarness::Hooks() {
  GameHost::Hooks hooks;
  hooks.send = [this](ConnectionId id, const Message& message) { sent.emplace_back(id, message); };
  hooks.log = [](const std::string&) {};
  hooks.save = [this](int game, const GameRecord& record, std::function<void(Status)> done) {
    if (defer_records) return record_saves.push_back({game, &record, std::move(done)});
    done(SaveRecord(game, record));
  };
  hooks.save_seats = [this](int game, const std::string& text, std::function<void(Status)> done) {
    if (defer_seats) return seats_saves.push_back({game, text, std::move(done)});
    done(WriteSeats(game, text));
  };
  hooks.now = [] { return std::string("2026-11-25T00:00:00Z"); };
  hooks.ask_agent = [this](int game, int ply, Agent& agent, PlayerView view,
                           std::optional<ClockMs> budget) {
    asks.push_back({game, ply, &agent, std::move(view), budget});
  };
  hooks.steady_now = [this] { return now; };
  hooks.set_timer = [this](int game, std::optional<ClockMs> after) {
    timers[game] = after ? std::optional<ClockMs>(now + *after) : std::nullopt;
  };
  return hooks;
}

Status HostHarness::SaveRecord(int game, const GameRecord& record) {
  if (records_fail) return Error{"No space left on device"};
  saved[game] = record;
  return {};
}

Status HostHarness::WriteSeats(int game, const std::string& text) {
  if (seats_fail) return Error{"No space left on device"};
  seats_files[game] = text;
  return {};
}

void HostHarness::FinishRecordSave() {
  REQUIRE(!record_saves.empty());
  RecordSave save = std::move(record_saves.front());
  record_saves.pop_front();
  save.done(SaveRecord(save.game, *save.record));
}

void HostHarness::FinishSeatsSave() {
  REQUIRE(!seats_saves.empty());
  SeatsSave save = std::move(seats_saves.front());
  seats_saves.pop_front();
  save.done(WriteSeats(save.game, save.text));
}

std::optional<Message> HostHarness::Last(ConnectionId id, MessageType type) const {
  for (auto it = sent.rbegin(); it != sent.rend(); ++it)
    if (it->first == id && it->second.type == type) return it->second;
  return std::nullopt;
}

void HostHarness::Send(ConnectionId id, MessageType type) {
  Message message;
  message.type = type;
  host.Request(id, message);
}

void HostHarness::Host(ConnectionId id, std::optional<ClockRule> clock) {
  Message request;
  request.type = MessageType::kHost;
  request.colour = ColourChoice::kRed;
  request.clock = clock;
  host.Request(id, request);
}

void HostHarness::Join(ConnectionId id, int game) {
  Message join;
  join.type = MessageType::kJoin;
  join.game = game;
  host.Request(id, join);
}

void HostHarness::SendSetup(ConnectionId id, std::uint64_t seed) {
  Rng rng(seed);
  Message setup;
  setup.type = MessageType::kSetup;
  setup.setup = RandomSetup(ArmyKind::kClassic, rng);
  host.Request(id, setup);
}

Message HostHarness::RedFirstMove() const {
  const auto start = Last(1, MessageType::kStart);
  REQUIRE(start);
  const auto view = ViewFromStart(RuleSet{}, *start);
  REQUIRE(view);
  MoveList moves;
  LegalMoves(*view, moves);
  REQUIRE(!moves.empty());
  Message move;
  move.type = MessageType::kMove;
  move.move = *moves.begin();
  return move;
}

void HostHarness::StartGame(std::optional<ClockRule> clock) {
  host.Connected(1, "alice");
  host.Connected(2, "bob");
  Host(1, clock);
  Join(2, 1);
  SendSetup(1, 1);
  SendSetup(2, 2);
  REQUIRE(Last(1, MessageType::kStart));
}

}  // namespace stratego
