#include "app/game_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

namespace stratego {

namespace {

// Another stratego may hold a stale lock for an instant while it removes it: try a few times.
constexpr int kAttempts = 5;
constexpr auto kPause = std::chrono::milliseconds(20);

// Opens a lock file without following a symbolic link (a planted link must not make us create or
// lock a file elsewhere), without blocking on a FIFO and without taking a terminal; refuses
// anything but a regular file. Gives -1 when there is no lock file and `create` is false.
Expected<int> OpenLockFile(const std::string& lock_path, bool create) {
  const int flags =
      O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | (create ? O_CREAT : 0);
  const int fd = ::open(lock_path.c_str(), flags, 0600);
  if (fd < 0) {
    if (errno == ENOENT && !create) return -1;
    if (errno == ELOOP) return Error{lock_path + " is a symbolic link; it is not followed"};
    return Error{"cannot open " + lock_path + ": " + std::strerror(errno)};
  }
  struct stat info {};
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    ::close(fd);
    return Error{lock_path + " is not a regular file"};
  }
  return fd;
}

// Whether `lock_path` still names the file open as `fd`: not so when it was removed (as stale,
// or by its holder leaving) between our open and our lock.
bool StillNamed(const std::string& lock_path, int fd) {
  struct stat named {};
  struct stat open {};
  return ::lstat(lock_path.c_str(), &named) == 0 && ::fstat(fd, &open) == 0 &&
         named.st_dev == open.st_dev && named.st_ino == open.st_ino;
}

}  // namespace

std::string LockPathOf(const std::string& game_path) {
  return game_path + ".lock";
}

Expected<GameLock> GameLock::Take(const std::string& game_path) {
  const std::string lock_path = LockPathOf(game_path);
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    if (attempt > 0) std::this_thread::sleep_for(kPause);
    Expected<int> fd = OpenLockFile(lock_path, true);
    if (!fd) return Error{fd.error()};
    if (::flock(*fd, LOCK_EX | LOCK_NB) != 0) {
      const int why = errno;
      ::close(*fd);
      if (why == EWOULDBLOCK) continue;
      return Error{"cannot lock " + lock_path + ": " + std::strerror(why)};
    }
    if (StillNamed(lock_path, *fd)) return GameLock(lock_path, *fd);
    ::close(*fd);
  }
  return Error{std::string(kLockHeldElsewhere)};
}

GameLock::~GameLock() {
  Release();
}

GameLock::GameLock(GameLock&& other) noexcept
    : lock_path_(std::move(other.lock_path_)), fd_(other.fd_) {
  other.fd_ = -1;
}

GameLock& GameLock::operator=(GameLock&& other) noexcept {
  if (this != &other) {
    Release();
    lock_path_ = std::move(other.lock_path_);
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

// Unlinked while still held, so that nobody can lock the old file after it is gone from the
// folder and believe they hold the game.
void GameLock::Release() {
  if (fd_ < 0) return;
  ::unlink(lock_path_.c_str());
  ::close(fd_);
  fd_ = -1;
}

std::optional<std::string> WhyLocked(const std::string& game_path) {
  const std::string lock_path = LockPathOf(game_path);
  Expected<int> fd = OpenLockFile(lock_path, false);
  if (!fd) return fd.error();
  if (*fd < 0) return std::nullopt;
  if (::flock(*fd, LOCK_EX | LOCK_NB) != 0) {
    const int why = errno;
    ::close(*fd);
    if (why == EWOULDBLOCK) return std::string(kLockHeldElsewhere);
    return "cannot lock " + lock_path + ": " + std::strerror(why);
  }
  // Nobody held it: left by a stratego that died. Removed while we hold it (see the header).
  if (StillNamed(lock_path, *fd)) ::unlink(lock_path.c_str());
  ::close(*fd);
  return std::nullopt;
}

}  // namespace stratego
