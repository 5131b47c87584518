// Ctrl-C (SIGINT), SIGTERM and SIGHUP as a request to stop, for a command that runs long with
// child processes and threads (stratego arena). While a StopSignals lives, these signals only set
// a flag (the one thing a handler can do safely while other threads run); the command's own
// threads look at it, end their work, stop their children and return 128 + the signal's number.
// A second signal ends the program at once, in case stopping hangs, killing the process groups of
// its child processes as it goes (app/child_process.h). A signal that was ignored when the
// program started (SIGINT for a background job) stays ignored.
#pragma once

#include <atomic>

namespace stratego {

namespace detail {
// The number of the signal that asked to stop, or 0: set by the handler (a lock-free atomic is
// safe to touch from a signal handler). Inline, as StopSignals::Received reads it.
inline std::atomic<int> received_stop_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);
}  // namespace detail

class StopSignals {
 public:
  StopSignals();   // clears the flag and installs the handlers
  ~StopSignals();  // puts the previous handlers back
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

  // The number of the signal that asked to stop, or 0. Any thread may ask. Inline: each agent of
  // the arena asks it before every move (app/stoppable_agent.h).
  static int Received() { return detail::received_stop_signal.load(); }
};

}  // namespace stratego
