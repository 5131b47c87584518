// A GameHost (net/game_host.h) without sockets, threads, disk or a real clock, for the tests of
// its rules: what it sends, saves and asks is kept here to be looked at, saves can fail or wait,
// and the steady clock is `now`.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "net/game_host.h"

namespace stratego {

struct HostHarness {
  // Every message sent, to whom, in order.
  std::vector<std::pair<ConnectionId, Message>> sent;

  // Game records saved, by game; a save fails while `records_fail`. With `defer_records` a save
  // waits in `record_saves` until FinishRecordSave, as the server's writer thread does.
  std::map<int, GameRecord> saved;
  bool records_fail = false;
  bool defer_records = false;
  struct RecordSave {
    int game;
    const GameRecord* record;
    std::function<void(Status)> done;
  };
  std::deque<RecordSave> record_saves;

  // Seats files written (net/saved_seats.h), by game, the same way.
  std::map<int, std::string> seats_files;
  bool seats_fail = false;
  bool defer_seats = false;
  struct SeatsSave {
    int game;
    std::string text;
    std::function<void(Status)> done;
  };
  std::deque<SeatsSave> seats_saves;

  // The moves asked of the seats the server plays, answered by GameHost::AgentAnswered.
  struct Ask {
    int game;
    int ply;
    Agent* agent;
    PlayerView view;
    std::optional<ClockMs> budget;  // the time it may think, in a game with a clock
  };
  std::deque<Ask> asks;

  // The steady clock, and each game's last timer request: when it would fire, or cancelled.
  ClockMs now = 1'000'000;
  std::map<int, std::optional<ClockMs>> timers;

  GameHost host;

  HostHarness();

  // Completes the oldest deferred save of a record or of a seats file.
  void FinishRecordSave();
  void FinishSeatsSave();

  // The last message sent to `id` of `type`.
  std::optional<Message> Last(ConnectionId id, MessageType type) const;

  // Requests from a connection: a message of `type` alone; hosting a game as Red; joining `game`;
  // a random classic setup drawn from `seed`.
  void Send(ConnectionId id, MessageType type);
  void Host(ConnectionId id, std::optional<ClockRule> clock = std::nullopt);
  void Join(ConnectionId id, int game);
  void SendSetup(ConnectionId id, std::uint64_t seed);

  // A move request: the first legal move of Red's view as Alice's (1) start message gives it.
  Message RedFirstMove() const;

  // Alice (1) hosts game 1 as Red, Bob (2) joins, and both set up (seeds 1 and 2): the game
  // starts.
  void StartGame(std::optional<ClockRule> clock = std::nullopt);

 private:
  GameHost::Hooks Hooks();
  Status SaveRecord(int game, const GameRecord& record);
  Status WriteSeats(int game, const std::string& text);
};

}  // namespace stratego
