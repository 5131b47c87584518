// The lock that keeps two strategos from playing (or one from deleting) the same saved game: a
// lock file beside the game (GAME.lock) held with flock(2) by whoever keeps the game.
//
// flock is released when its holder dies, even by kill -9, so a lock file without a holder is
// stale and never blocks anyone; it is removed when next seen. Removal is safe against a live
// holder because a lock file is unlinked only by whoever holds its lock, and whoever takes a lock
// checks afterwards that the path still names the file it locked (else it locked a file being
// removed, and tries again).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"

namespace stratego {

std::string LockPathOf(const std::string& game_path);

// The reason GameLock::Take and WhyLocked give when another stratego holds the lock, for callers
// that say it in their own words.
inline constexpr std::string_view kLockHeldElsewhere =
    "this game is being played in another stratego";

class GameLock {
 public:
  // Takes the lock of the game in `game_path`, creating the lock file if need be. Fails with a
  // reason for people: "this game is being played in another stratego", or that the lock file
  // is a symbolic link or not a regular file (it is never followed or written through).
  static Expected<GameLock> Take(const std::string& game_path);

  GameLock() = default;
  ~GameLock();
  GameLock(GameLock&& other) noexcept;
  GameLock& operator=(GameLock&& other) noexcept;
  GameLock(const GameLock&) = delete;
  GameLock& operator=(const GameLock&) = delete;

  bool held() const { return fd_ >= 0; }
  // Removes the lock file and lets the lock go.
  void Release();

 private:
  GameLock(std::string lock_path, int fd) : lock_path_(std::move(lock_path)), fd_(fd) {}
  std::string lock_path_;
  int fd_ = -1;
};

// Why the game in `game_path` cannot be taken now ("this game is being played in another
// stratego", or what is wrong with its lock file), or nothing if it is free. A stale lock file
// is removed on the way.
std::optional<std::string> WhyLocked(const std::string& game_path);

}  // namespace stratego
