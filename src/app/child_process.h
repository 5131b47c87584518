// A program run as a child process with pipes to its standard input and output (its standard
// error is the parent's): for external players (ucc_agent.h). POSIX only.
//
// Nothing here can hang or kill the parent: every write and read has a deadline, a child that
// closed its input is an error rather than SIGPIPE, and Stop (also the destructor) always reaps
// the child, killing it and everything it started if it does not exit within a grace period.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <string>
#include <string_view>

#include "core/expected.h"

namespace stratego {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  ChildProcess() = default;
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Runs `command` with /bin/sh -c in a process group of its own. Stops a child still running.
  Status Start(const std::string& command);
  bool running() const { return pid_ > 0; }

  // Writes all of `text` by `deadline`. Fails if the child stopped reading (it exited or closed
  // its input) or does not read in time.
  Status Write(std::string_view text, Clock::time_point deadline);
  // Reads one line, without its newline (and a '\r' before it), by `deadline`. Fails at the end
  // of the child's output (saying how it exited, if it did), for a line longer than `max_length`,
  // when the deadline passes ("did not answer in time") and soon after `*interrupt` turns true.
  Expected<std::string> ReadLine(Clock::time_point deadline, std::size_t max_length,
                                 const std::atomic<bool>* interrupt = nullptr);

  // Closes the pipes (the child sees the end of its input), waits up to `grace` for it to exit,
  // then kills its process group; reaps it in any case. Does nothing without a child.
  void Stop(std::chrono::milliseconds grace);

 private:
  std::string ExitDescription();
  std::string ExitError();
  void ClosePipes();
  Status SpawnLive(const std::string& command, int input, int output);
  int Spawn(const std::string& command, int input, int output);

  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;  // what the child wrote after the last line read
};

// Kills the process group of every child running now, from any thread (not from a signal
// handler: it takes a lock), and makes every later Start fail: for a program told to stop
// (SIGINT, SIGTERM), so that no child it started outlives it. The children are still reaped by
// their ChildProcess, whose reads and writes now fail at once.
void KillAllChildProcesses();

// Kills the process group of every child running now and ends the program with `status` (_exit),
// at once: for a signal handler (it is async-signal-safe), when stopping must not wait. A child
// being started meanwhile is waited for briefly, then killed too; no child is reaped any more,
// so that no id the handler signals can have been reused.
[[noreturn]] void ExitKillingChildProcesses(int status);

}  // namespace stratego
