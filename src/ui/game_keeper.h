// Where the games being played are kept safe. The session hands every change of its game to a
// keeper; the application's keeper writes it to a file at once (atomically), so that a game
// survives Ctrl-C, a closed terminal or a dropped connection and can be resumed.
#pragma once

#include <string>

#include "core/expected.h"
#include "core/game_record.h"

namespace stratego {

class GameKeeper {
 public:
  virtual ~GameKeeper() = default;
  // A new game begins: later calls to Keep concern it. Returns the time it began (ISO 8601)
  // for its record, or "" if the keeper does not know the time.
  virtual std::string BeginGame() = 0;
  // Whether games can be kept at all (their folder can be written): asked before a game begins,
  // so that the players learn before their first move that it will not be kept.
  virtual Status Ready() { return {}; }
  // Saves the game as it is now, replacing the previous state of the same game. A failure is
  // shown to the players; the game goes on.
  virtual Status Keep(const GameRecord& record) = 0;
  // After a failed Keep: where the last state of this game that was kept is, for people
  // ("…/game-….game, after move 12"), or "" when nothing of it is kept.
  virtual std::string LastGoodCopy() const { return ""; }
  // A copy of the game under a name the player chose; returns where it went.
  virtual Expected<std::string> SaveCopy(const GameRecord& record, const std::string& name) = 0;
};

}  // namespace stratego
