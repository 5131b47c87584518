#include "app/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

extern char** environ;  // NOLINT(readability-identifier-naming): POSIX names it

namespace stratego {

namespace {

using Clock = ChildProcess::Clock;

// Waits are cut into slices, so that an interrupt is seen soon.
constexpr auto kPollSlice = std::chrono::milliseconds(50);
constexpr auto kExitPollSlice = std::chrono::milliseconds(5);
// How long a child that closed its output may take to exit, for the error to say how it did.
constexpr auto kExitReportWait = std::chrono::milliseconds(1000);
// The destructor's grace period: GameOver normally stops the child long before.
constexpr auto kDestructorGrace = std::chrono::milliseconds(100);

int SliceUntil(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()) +
                    std::chrono::milliseconds(1);
  return static_cast<int>(std::clamp(left, std::chrono::milliseconds(0), kPollSlice).count());
}

std::string SystemError(std::string_view what, int error) {
  return std::string(what) + ": " + std::strerror(error);
}

void SetNonBlocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

void CloseFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// write(), with EPIPE instead of a SIGPIPE that would end this program: SIGPIPE is blocked in
// this thread for the call, and one that the call raised is taken off the pending signals.
ssize_t WriteWithoutSigpipe(int fd, std::string_view text) {
  sigset_t pipe_set;
  sigemptyset(&pipe_set);
  sigaddset(&pipe_set, SIGPIPE);
  sigset_t pending;
  sigpending(&pending);
  const bool was_pending = sigismember(&pending, SIGPIPE) == 1;
  sigset_t old_mask;
  pthread_sigmask(SIG_BLOCK, &pipe_set, &old_mask);
  const ssize_t written = ::write(fd, text.data(), text.size());
  const int error = errno;
  if (written < 0 && error == EPIPE && !was_pending) {
    const timespec zero{0, 0};
    while (sigtimedwait(&pipe_set, nullptr, &zero) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  errno = error;
  return written;
}

// Whether the child has exited (it stays a zombie, unreaped, so its pid and process group stay
// ours); nullopt if there is no such child any more.
std::optional<siginfo_t> ExitInfo(pid_t pid) {
  siginfo_t info{};
  while (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0) {
    if (errno != EINTR) return std::nullopt;
  }
  return info;
}

// Whether the child has exited (and waits, unreaped, to be reaped by Stop).
bool HasExited(pid_t pid) {
  const auto info = ExitInfo(pid);
  return !info || info->si_pid == pid;
}

// The children started and not yet reaped, whose process groups KillAllChildProcesses ends. A
// child is taken off before it is reaped, so that its ids, which may then be reused, are never
// signalled from here.
struct LiveChildren {
  std::mutex mutex;
  std::set<pid_t> pids;
  bool closed = false;  // KillAllChildProcesses was called: no more children
};

LiveChildren& Children() {
  static LiveChildren children;
  return children;
}

// The same children again, for ExitKillingChildProcesses, which runs in a signal handler and so
// can take no lock: lock-free atomics, 0 for a free slot, written only under LiveChildren's
// mutex. Big enough for the arena's most games at once (64) with two external players each.
constexpr std::size_t kMaxLiveChildren = 256;
std::array<std::atomic<pid_t>, kMaxLiveChildren> live_groups{};
static_assert(std::atomic<pid_t>::is_always_lock_free);
// A child is being started (its pid is not in live_groups yet), and ExitKillingChildProcesses
// has begun: no child is reaped any more, and none started.
std::atomic<bool> spawning{false};
std::atomic<bool> exiting{false};
static_assert(std::atomic<bool>::is_always_lock_free);
// How long ExitKillingChildProcesses waits for a child being started to be in live_groups.
constexpr int kSpawnWaitSlices = 1000;
constexpr timespec kSpawnWaitSlice{0, 1000000};  // 1 ms

void Forget(pid_t pid) {
  LiveChildren& children = Children();
  const std::lock_guard lock(children.mutex);
  children.pids.erase(pid);
  for (std::atomic<pid_t>& group : live_groups) {
    if (group == pid) group = 0;
  }
}

// Reaps the child that Forget took off. Not once ExitKillingChildProcesses has begun: its ids
// could then be reused before the handler signals the group it read (seq_cst: either Forget's
// store comes first and the handler reads 0, or this sees `exiting`). The program ends at once.
void Reap(pid_t pid) {
  while (exiting)
    std::this_thread::sleep_for(std::chrono::seconds(1));
  while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
  }
}

// Blocks every signal in this thread while it lives, so that a signal handler calling
// ExitKillingChildProcesses runs on another thread and does not wait for this one in vain.
class SignalsBlocked {
 public:
  SignalsBlocked() {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old_mask_);
  }
  ~SignalsBlocked() { pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr); }
  SignalsBlocked(const SignalsBlocked&) = delete;
  SignalsBlocked& operator=(const SignalsBlocked&) = delete;

 private:
  sigset_t old_mask_;
};

}  // namespace

void KillAllChildProcesses() {
  LiveChildren& children = Children();
  const std::lock_guard lock(children.mutex);
  children.closed = true;
  for (const pid_t pid : children.pids)
    ::kill(-pid, SIGKILL);
}

void ExitKillingChildProcesses(int status) {
  exiting = true;
  for (int slice = 0; spawning && slice < kSpawnWaitSlices; ++slice)
    ::nanosleep(&kSpawnWaitSlice, nullptr);
  for (const std::atomic<pid_t>& group : live_groups) {
    if (const pid_t pid = group; pid > 0) ::kill(-pid, SIGKILL);
  }
  ::_exit(status);
}

ChildProcess::~ChildProcess() {
  Stop(kDestructorGrace);
}

Status ChildProcess::Start(const std::string& command) {
  Stop(std::chrono::milliseconds(0));
  int to[2];
  int from[2];
  if (::pipe2(to, O_CLOEXEC) != 0) return Error{SystemError("cannot make a pipe", errno)};
  if (::pipe2(from, O_CLOEXEC) != 0) {
    const int error = errno;
    ::close(to[0]);
    ::close(to[1]);
    return Error{SystemError("cannot make a pipe", error)};
  }
  const Status started = SpawnLive(command, to[0], from[1]);
  ::close(to[0]);
  ::close(from[1]);
  if (!started) {
    ::close(to[1]);
    ::close(from[0]);
    return started;
  }
  to_child_ = to[1];
  from_child_ = from[0];
  SetNonBlocking(to_child_);
  SetNonBlocking(from_child_);
  buffer_.clear();
  return {};
}

// Spawn, under the registry's lock, with the child registered in LiveChildren and live_groups;
// refused once the program is stopping, or when live_groups is full.
Status ChildProcess::SpawnLive(const std::string& command, int input, int output) {
  LiveChildren& children = Children();
  const std::lock_guard lock(children.mutex);
  const auto slot = std::find(live_groups.begin(), live_groups.end(), 0);
  if (slot == live_groups.end()) return Error{"was not started: too many programs are running"};
  const SignalsBlocked blocked;
  spawning = true;  // before `exiting` is read (seq_cst), so that the handler waits for this one
  int failed = -1;
  if (!children.closed && !exiting) failed = Spawn(command, input, output);
  if (failed == 0) {
    children.pids.insert(pid_);
    *slot = pid_;
  }
  spawning = false;
  if (failed < 0) return Error{"was not started: the program is stopping"};
  if (failed > 0) return Error{SystemError("cannot run /bin/sh", failed)};
  return {};
}

// Runs `/bin/sh -c command` with `input` as its standard input and `output` as its standard
// output, in a process group of its own, so that Stop can end whatever the shell started, and
// with no signal blocked or ignored that this program blocks or ignores. Returns posix_spawn's
// error number (0 on success) and sets pid_.
int ChildProcess::Spawn(const std::string& command, int input, int output) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t signals;
  sigemptyset(&signals);
  posix_spawnattr_setsigmask(&attributes, &signals);
  for (int signal : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ})
    sigaddset(&signals, signal);
  posix_spawnattr_setsigdefault(&attributes, &signals);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(
      &attributes,
      static_cast<short>(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF));
  std::string shell = "sh";
  std::string option = "-c";
  std::string text = command;
  char* argv[] = {shell.data(), option.data(), text.data(), nullptr};
  pid_t pid = -1;
  const int failed = ::posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (failed == 0) pid_ = pid;
  return failed;
}

Status ChildProcess::Write(std::string_view text, Clock::time_point deadline) {
  if (to_child_ < 0) return Error{"is not running"};
  while (!text.empty()) {
    const ssize_t written = WriteWithoutSigpipe(to_child_, text);
    if (written > 0) {
      text.remove_prefix(static_cast<std::size_t>(written));
      continue;
    }
    if (written < 0 && errno == EPIPE) {
      const std::string how = ExitDescription();
      return Error{how.empty() ? "closed its input" : how};
    }
    if (written < 0 && errno != EAGAIN && errno != EINTR)
      return Error{SystemError("cannot write to it", errno)};
    // A child that exited while another process (one it started) holds its input open.
    if (HasExited(pid_)) return Error{ExitError()};
    if (Clock::now() >= deadline) return Error{"did not read its input in time"};
    pollfd poll_fd{to_child_, POLLOUT, 0};
    ::poll(&poll_fd, 1, SliceUntil(deadline));
  }
  return {};
}

Expected<std::string> ChildProcess::ReadLine(Clock::time_point deadline, std::size_t max_length,
                                             const std::atomic<bool>* interrupt) {
  if (from_child_ < 0) return Error{"is not running"};
  const std::string too_long = "sent a line longer than " + std::to_string(max_length) + " bytes";
  for (;;) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      std::string line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() > max_length) return Error{too_long};
      return line;
    }
    if (buffer_.size() > max_length) return Error{too_long};
    if (interrupt != nullptr && interrupt->load()) return Error{"was interrupted"};
    // Looked at before the read, so that what the child wrote before it exited is read first:
    // a child that exited while another process (one it started) holds its output open sends
    // nothing more, and the end of its output may never come.
    const bool exited = HasExited(pid_);
    char chunk[4096];
    const ssize_t got = ::read(from_child_, chunk, sizeof chunk);
    if (got > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(got));
      continue;
    }
    if (got == 0) {
      const std::string how = ExitDescription();
      return Error{how.empty() ? "closed its output" : how};
    }
    if (errno != EAGAIN && errno != EINTR) return Error{SystemError("cannot read from it", errno)};
    if (exited) return Error{ExitError()};
    if (Clock::now() >= deadline) return Error{"did not answer in time"};
    pollfd poll_fd{from_child_, POLLIN, 0};
    ::poll(&poll_fd, 1, SliceUntil(deadline));
  }
}

// "exited with status 1", "was killed by signal 11", or "" if it has not exited within a second.
std::string ChildProcess::ExitDescription() {
  const auto deadline = Clock::now() + kExitReportWait;
  while (pid_ > 0) {
    const auto info = ExitInfo(pid_);
    if (!info) return "";
    if (info->si_pid == pid_) {
      if (info->si_code == CLD_EXITED)
        return "exited with status " + std::to_string(info->si_status);
      return "was killed by signal " + std::to_string(info->si_status);
    }
    if (Clock::now() >= deadline) return "";
    std::this_thread::sleep_for(kExitPollSlice);
  }
  return "";
}

// Why the child that has exited cannot be talked to.
std::string ChildProcess::ExitError() {
  const std::string how = ExitDescription();
  return how.empty() ? "is gone" : how;
}

void ChildProcess::ClosePipes() {
  CloseFd(to_child_);
  CloseFd(from_child_);
  buffer_.clear();
}

void ChildProcess::Stop(std::chrono::milliseconds grace) {
  ClosePipes();
  if (pid_ <= 0) return;
  const auto deadline = Clock::now() + grace;
  for (;;) {
    const auto info = ExitInfo(pid_);
    if (!info) {  // not our child any more (reaped elsewhere): its ids may be reused, leave them
      Forget(pid_);
      pid_ = -1;
      return;
    }
    if (info->si_pid == pid_ || Clock::now() >= deadline) break;
    std::this_thread::sleep_for(kExitPollSlice);
  }
  // The child is alive or an unreaped zombie, so its process group is still its own: end what is
  // left of it (the child, if it overstayed, and anything it started), then reap the child.
  Forget(pid_);
  ::kill(-pid_, SIGKILL);
  Reap(pid_);
  pid_ = -1;
}

}  // namespace stratego
