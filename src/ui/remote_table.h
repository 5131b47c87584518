// A game at a table elsewhere: the seat of a person at this terminal in a game a server holds
// (docs/protocol.md). The screens reach the server only through this interface, in the core's
// types: the server's messages come back from Poll already turned into events, the seat's view
// rebuilt from them (RULES.md §8: never more than this seat may know). The program implements it
// over a connection (app/server_table.h); tests, with a fake.
#pragma once

#include <string>
#include <vector>

#include "core/clock.h"
#include "core/move.h"
#include "core/rescue.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"

namespace stratego {

// The opponent's state, as the server tells it.
enum class RemoteOpponent {
  kWaiting,    // nobody has taken the other seat yet
  kArranging,  // the opponent sets up
  kReady,      // the opponent has set up
  kConnected,
  kDisconnected,  // the opponent's connection dropped: the game waits for them
};

struct RemoteEvent {
  enum class Kind {
    kJoined,    // the seat is this terminal's: game, seat, rules, needs_setup, name
    kView,      // the seat's view changed (start, a move, a rescue, a draw offer, the end): view
    kOpponent,  // opponent, name
    kError,     // the server refused a request (the game is unchanged): text, request
    kLost,      // the connection is gone, or the server cannot be followed any more: text
  };
  Kind kind = Kind::kView;
  int game = 0;
  Player seat = Player::kRed;
  RuleSet rules;
  bool needs_setup = false;
  std::string name;  // the opponent's name, if known
  RemoteOpponent opponent = RemoteOpponent::kWaiting;
  PlayerView view;
  bool rescue_open = false;        // kView: the last mover may still rescue (RULES.md §7)
  std::string text;                // kError, kLost; kView at the end: the result in words, if told
  std::string request;             // kError: the request refused ("move", "setup")
  std::optional<ClockRule> clock;  // kJoined: the game's clock, if it has one
  std::optional<ClockReading> times;  // kView: both clocks as the server read them, if any
};

class RemoteTable {
 public:
  virtual ~RemoteTable() = default;
  // What has happened since the last call, oldest first; never waits.
  virtual std::vector<RemoteEvent> Poll() = 0;
  // Requests; each is answered by events (a refusal by kError, a lost connection by kLost).
  virtual void SendSetup(const Setup& setup) = 0;
  virtual void SendMove(Move move) = 0;
  virtual void SendRescue(const RescueChoice& rescue) = 0;
  virtual void SendDeclineRescue() = 0;
  virtual void SendOfferDraw() = 0;
  virtual void SendAcceptDraw() = 0;
  virtual void SendResign() = 0;
  // Leaves the table; the server keeps the game for the seat to be taken back.
  virtual void Leave() = 0;
};

}  // namespace stratego
