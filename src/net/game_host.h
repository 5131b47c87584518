// The server's games, without sockets (docs/protocol.md): the lobby (host, list, join), the seats
// and their users, and each game's referee. It is the only holder of both armies: every message it
// sends a seat is made from that seat's view (ToWire of the referee's reports, the seat's own
// setup, the enemy's squares), so a player's program never receives a hidden enemy rank.
//
// Everything arrives as calls (a connection said hello, sent a request, went away; a computer
// player answered) and leaves through Hooks, so the transport (net/server.h) and tests decide what
// a send or a save is. Every action is checked against the seat (the caller's own, on their turn)
// and the rules (GameState), then saved (Hooks::save) before it is announced: an action whose
// save fails is not taken (save_failed), so what was saved is never lost.
//
// Saves may complete later (the server writes on a thread of its own): a game has at most one
// action being saved. Its next requests, and a computer player's answer, wait in arrival order
// until the save is done and are then handled against the game as saved; more than
// kMaxWaitingRequests waiting requests of one game are refused (busy: send it again).
//
// A game may be played with a clock (issue 14; host's `clock`): the side that must act has its
// time running from the moment its turn began (Red's first: once both setups are in), whether or
// not it is connected; the increment is added when its turn passes. The host asks the transport
// for a wake-up when the running side's time would end (Hooks::set_timer) and, when it ends
// (ClockRanOut), ends the game: that side loses (EndReason::kTimeForfeit), saved and announced like
// any end. Each save keeps both times in the record (GameRecord::clock_left), so a resumed game
// has them back; the time the server was down is not charged (nor the time between the last save
// and the stop). Every message that carries `times` carries both clocks as they are when sent.
//
// Single-threaded: call it from one thread. A computer player's move is asked through
// Hooks::ask_agent and answered later with AgentAnswered, on the same thread.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "core/game_record.h"
#include "core/rng.h"
#include "net/protocol.h"
#include "net/saved_seats.h"

namespace stratego {

using ConnectionId = std::uint64_t;

// The computer players a server may run for a seat: ai:easy, ai:normal, ai:hard, ai:random.
Expected<std::unique_ptr<Agent>> MakeSeatAgent(std::string_view spec, std::uint64_t seed);
bool IsAgentName(std::string_view name);  // names of seats played by the server: "ai:…"

// How many games not yet started a user may hold a seat of at once: `host` beyond that is
// refused (too_many_games), so that one user cannot fill the server's memory with games.
constexpr int kMaxUnstartedGames = 8;

// Requests of one game that may wait while its last action is being saved; more are refused.
constexpr std::size_t kMaxWaitingRequests = 8;

class GameHost {
 public:
  struct Hooks {
    std::function<void(ConnectionId, const Message&)> send;
    std::function<void(const std::string&)> log;  // one line per event
    // Saves game `game` as `record`, then calls `done` with the outcome, at once or later, on the
    // host's thread. `record` stays alive and unchanged until `done` is called.
    std::function<void(int game, const GameRecord& record, std::function<void(Status)> done)> save;
    std::function<std::string()> now;  // the time, ISO 8601, for a record's `started`
    // Asks for the move of a computer player whose seat is to move; the answer comes back through
    // AgentAnswered(game, ply, …). `agent` lives as long as the host. In a game with a clock,
    // `budget` is how long it may think (MoveBudget of the time its seat has left): the agent
    // knows nothing of the clock, so whoever runs it must interrupt it then.
    std::function<void(int game, int ply, Agent& agent, PlayerView view,
                       std::optional<ClockMs> budget)>
        ask_agent;
    // A connection that plays by code (over TCP) gave a code that names no seat; may be empty.
    // The transport limits such attempts (docs/protocol.md, "Over TCP").
    std::function<void(ConnectionId)> wrong_code;
    // Games with a clock: the time now, in milliseconds of a steady clock (tests pass a fake);
    // when empty, std::chrono::steady_clock's.
    std::function<ClockMs()> steady_now;
    // Games with a clock: call ClockRanOut(game) after `after` ms, replacing the game's previous
    // request; nullopt cancels it. May be empty (then only requests notice a clock ran out).
    std::function<void(int game, std::optional<ClockMs> after)> set_timer;
    // Writes game `game`'s seats file (net/saved_seats.h: a game not yet started, or the code
    // hashes of one played by code), atomically, saves of one game in the order asked, then
    // calls `done` as `save` does; may be empty (nothing is written). Called after every change
    // of what it holds; a change that a seat is told of (a game hosted, an open seat taken, a
    // setup made before the start) is told once it is saved, and not made if the save fails.
    std::function<void(int game, const std::string& text, std::function<void(Status)> done)>
        save_seats;
    // Removes game `game`'s seats file, after the saves asked before; may be empty. Asked when
    // a game that is not played by code starts: its record then holds all there is.
    std::function<void(int game)> forget_seats;
  };

  GameHost(Hooks hooks, std::uint64_t seed, int max_unstarted_games = kMaxUnstartedGames);

  // An unfinished game read back from its record (a restarted server). Fails if the record does
  // not replay or is over, or `game` is taken.
  Status Resume(int game, const GameRecord& record);
  // A game's seats file read back (a restarted server), after Resume of every record. `started`:
  // the game has a record, so it was resumed (then only its codes are taken back, for a game
  // played by code) or is over (then nothing is). Else it is a game not yet started, back as it
  // was: its seats, invitation, codes and the setups made; one whose both setups were made
  // starts now. Fails if the seats do not fit the rules, or `game` is taken.
  Status Restore(const SavedSeats& saved, bool started);
  // Game numbers start after this (every game file found, finished ones too).
  void ReserveNumbers(int highest_used);

  // A connection of `user` said hello. `by_code`: a peer without a Unix user (over TCP), whose
  // seats are held by their codes (docs/protocol.md, "Over TCP"): it hosts and joins only games
  // played by code, by their codes, lists none and watches none; no connection by a Unix user
  // takes a seat of those games. `user` is then only the name the opponent is shown.
  // `address`: for a peer by code, whose games not yet started count together toward
  // max_unstarted_games (its names are its own to choose): its IP address.
  void Connected(ConnectionId connection, const std::string& user, bool by_code = false,
                 const std::string& address = {});
  // A request of a connection that said hello (not hello itself, nor bye).
  void Request(ConnectionId connection, const Message& request);
  void Disconnected(ConnectionId connection);
  // The computer player's answer to ask_agent.
  void AgentAnswered(int game, int ply, const Expected<Move>& move);
  // The wake-up asked through Hooks::set_timer: if the running side's time is over, it loses.
  void ClockRanOut(int game);

  std::size_t game_count() const { return games_.size(); }

 private:
  struct Seat {
    std::optional<std::string> user;  // a Unix user, or "ai:…"; none while the seat is open
    ConnectionId connection = 0;      // 0: nobody holds it now
    std::optional<Setup> setup;
    std::unique_ptr<Agent> agent;  // a seat the server plays
    std::string code;              // a game played by code: who has it holds the seat
    std::string code_hash;         // JoinCodeHash(code), what is saved; code may be unknown
  };
  struct Game {
    int id = 0;
    RuleSet rules;
    std::optional<std::string> invite;
    std::array<Seat, kNumPlayers> seats;
    std::optional<RecordedGame> play;  // from the start on, as saved
    bool agent_thinking = false;
    std::set<ConnectionId> spectators;          // watching: told the public view
    bool saving = false;                        // an action is being saved
    std::deque<std::function<void()>> waiting;  // what arrived meanwhile, in order
    bool by_code = false;                       // hosted over TCP: seats are held by codes
    std::string host_address;                   // of the TCP peer that hosted it
    // The code that takes the open seat; once used, the seat gets a code of its own, so that the
    // host, who was told this one, cannot take the opponent's seat.
    std::string invitation;
    std::optional<ClockRule> clock_rule;  // none: played without a clock
    std::optional<GameClock> clock;       // from the start on, as saved
    std::string invitation_hash;          // JoinCodeHash(invitation), while it is unused
  };
  struct Client {
    std::string user;
    int game = 0;  // 0: in no game
    Player seat = Player::kRed;
    int watching = 0;  // the game it watches, 0: none
    bool by_code = false;
    std::string address{};
  };

  void Host(ConnectionId id, Client& client, const Message& request);
  void List(ConnectionId id, const Client& client);
  void Join(ConnectionId id, Client& client, const Message& request);
  void JoinByCode(ConnectionId id, Client& client, const Message& request);
  // A connection holding the seat is told another took it, and leaves it.
  void Evict(Game& game, Player seat, ConnectionId newcomer);
  // The connection watches the game (leaving its seat, if it had one): it is told the public
  // view (WatchingFor), then every public message of the game.
  void Watch(ConnectionId id, Client& client, const Message& request);
  void StopWatching(ConnectionId id, Client& client);
  Message WatchingFor(const Game& game) const;
  void SetUp(ConnectionId id, Game& game, Player seat, const Message& request);
  void Act(ConnectionId id, Game& game, Player seat, const Message& request);
  void MoveFor(ConnectionId id, Game& game, Player seat, Move move);
  // Both seats are set up, `last` just now: saves the start and sends each seat its start. If the
  // save fails, both are told save_failed and `last`'s setup is forgotten, to be sent again.
  void Start(Game& game, Player last);
  // The connection leaves its seat; `forget`: a finished game nobody is in leaves memory.
  void Leave(ConnectionId id, Client& client, bool forget = true);
  void ForgetIfDone(Game& game);
  // Saves the seats of a game not yet started, or the codes of one played by code, and calls
  // `then` once they are saved (at once without the hook). When the save fails, the change is
  // not made: the caller `id` is told save_failed and `failed` undoes it. Meanwhile the game's
  // requests wait, as for Commit.
  void CommitSeats(Game& game, ConnectionId id, const Message& request,
                   std::function<void(Game&)> then, std::function<void(Game&)> failed);
  // The same without waiting (a change nobody is told of); a failure is only logged.
  void SaveSeats(const Game& game);
  // After a save of game `id` is done, outside any other: handles what waited meanwhile.
  void DrainWaiting(int id, bool saved);
  // A join of `game` while it is saving waits (true), or is refused busy (true).
  bool WaitToJoin(ConnectionId id, Game& game, const Message& request);
  SavedSeats SeatsOf(const Game& game) const;
  void Take(ConnectionId id, Client& client, Game& game, Player seat);
  // The connection holds the seat from now on, before it is told so (TakeReserved, once the seat
  // is saved): its requests meanwhile go to the game, and wait there for the save.
  void Reserve(ConnectionId id, Client& client, Game& game, Player seat);
  void TakeReserved(ConnectionId id, Game& game, Player seat);  // if it is still there
  void Unreserve(ConnectionId id, Game& game, Player seat);

  // Saves `next`, the game after an action made on a copy; once saved, keeps it and calls
  // `then` (which announces the action). When the save fails, the action is not taken: both
  // players are told save_failed, and `failed` is called. Then what waited is handled.
  // The clock moves on with the action: the side that must act after it runs from now on, and
  // the record to be saved keeps both times.
  void Commit(Game& game, const std::string& request, RecordedGame next,
              std::function<void(Game&)> then, std::function<void(Game&)> failed = {});
  void Saved(int id, const std::string& request, RecordedGame& next,
             const std::optional<GameClock>& clock, const Status& saved,
             const std::function<void(Game&)>& then, const std::function<void(Game&)>& failed);
  // A request for `game` while it is saving waits (true), or is refused busy (true); false: it
  // may be handled now.
  bool WaitIfSaving(ConnectionId id, Game& game, const Message& request);
  // Sends each seat's connection message_for(its seat) and, with `spectators`, each spectator
  // message_for(nullopt), the public form.
  void Announce(Game& game, const std::function<Message(std::optional<Player>)>& message_for,
                bool spectators = true);
  void AnnounceMove(Game& game, const MoveReport& report);
  void AnnounceEnd(Game& game);
  void AnnounceRescue(Game& game, Player seat, const MoveReport& report);
  void TellOpponentOf(Game& game, Player seat);
  OpponentState StateOf(const Game& game, Player seat) const;
  Message StartFor(const Game& game, Player seat) const;
  Message JoinedFor(const Game& game, Player seat) const;
  void AskAgentIfToMove(Game& game);
  // --- the clock ---
  ClockMs Now() const;
  // The game's clock after `next` (the game after an action) from now on; `next` keeps its times.
  std::optional<GameClock> ClockAfter(const Game& game, RecordedGame& next) const;
  // Asks for a wake-up when the running side's time ends, or cancels it.
  void ArmTimer(const Game& game);
  bool OutOfTime(const Game& game) const;
  std::optional<WireTimes> TimesOf(const Game& game) const;
  void AgentRescue(Game& game, Player seat);
  void Error(ConnectionId id, std::string code, std::string message, const Message& request);
  Seat& SeatOf(Game& game, Player seat) {
    return game.seats[static_cast<std::size_t>(Index(seat))];
  }
  const Seat& SeatOf(const Game& game, Player seat) const {
    return game.seats[static_cast<std::size_t>(Index(seat))];
  }
  Game* Find(int id);
  int UnstartedGamesOf(const Client& client) const;
  std::string Name(const Game& game) const { return "game " + std::to_string(game.id); }

  Hooks hooks_;
  Rng rng_;
  int max_unstarted_games_;
  int next_id_ = 1;
  int nested_saves_ = 0;  // Saved calls under way, one inside another's `then`
  std::map<int, std::unique_ptr<Game>> games_;
  std::map<ConnectionId, Client> clients_;
};

}  // namespace stratego
