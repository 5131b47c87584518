#include "app/stop_signals.h"

#include <array>
#include <atomic>
#include <csignal>

#include "app/child_process.h"

namespace stratego {

namespace {

constexpr std::array<int, 3> kStopSignals = {SIGINT, SIGTERM, SIGHUP};

std::array<struct sigaction, kStopSignals.size()> previous_actions{};
std::array<bool, kStopSignals.size()> installed{};

void RecordStopSignal(int signal) {
  // The second: stop now, and take the children (in process groups of their own, which the
  // terminal's Ctrl-C does not reach) along.
  if (detail::received_stop_signal.exchange(signal) != 0) ExitKillingChildProcesses(128 + signal);
}

}  // namespace

StopSignals::StopSignals() {
  detail::received_stop_signal = 0;
  struct sigaction action {};
  action.sa_handler = RecordStopSignal;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < kStopSignals.size(); ++i) {
    struct sigaction& previous = previous_actions[i];
    installed[i] = ::sigaction(kStopSignals[i], nullptr, &previous) == 0 &&
                   previous.sa_handler != SIG_IGN &&
                   ::sigaction(kStopSignals[i], &action, nullptr) == 0;
  }
}

StopSignals::~StopSignals() {
  for (std::size_t i = 0; i < kStopSignals.size(); ++i) {
    if (installed[i]) ::sigaction(kStopSignals[i], &previous_actions[i], nullptr);
    installed[i] = false;
  }
}

}  // namespace stratego
