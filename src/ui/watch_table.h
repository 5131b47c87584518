// A game watched from elsewhere: a spectator's seat-less place at a game a server holds
// (docs/protocol.md, `watch`). The watch screen reaches the server only through this interface,
// in the core's types: the server's messages come back from Poll already turned into events with
// the public view rebuilt from them (core SpectatorView, RULES.md §8: no rank of either army
// unless a battle revealed it). The program implements it over a connection
// (app/server_watch.h); tests, with a fake.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/rules.h"
#include "core/view.h"

namespace stratego {

struct WatchEvent {
  enum class Kind {
    kGame,  // what the spectator knows changed (the players, the start, a move, the end)
    kLost,  // the connection is gone, or the server cannot be followed any more: text
  };
  Kind kind = Kind::kGame;
  int game = 0;
  RuleSet rules;
  std::string red;  // the seats' users; empty while a seat is free
  std::string blue;
  std::optional<PlayerView> view;     // the public view; none before the start
  std::string text;                   // kLost: why; kGame at the end: the result in words, if told
  std::optional<ClockReading> times;  // both clocks as the server read them (a game with a clock)
};

class WatchTable {
 public:
  virtual ~WatchTable() = default;
  // What has happened since the last call, oldest first; never waits.
  virtual std::vector<WatchEvent> Poll() = 0;
};

}  // namespace stratego
