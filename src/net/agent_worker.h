// The thread on which the game server's computer players choose their moves (net/server.h).
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "ai/agent.h"
#include "core/clock.h"

namespace stratego {

// Moves are chosen one at a time, in the order asked, and each answer is given to the job's
// callback on the worker's thread. A move asked with a budget (a game with a clock) is
// interrupted once the budget has passed since it was asked, queued time included, as the
// clock runs from the ask: the agent then answers with the best move it has (ai/agent.h).
class AgentWorker {
 public:
  using Answer = std::function<void(Expected<Move>)>;

  AgentWorker();
  ~AgentWorker() { Stop(); }
  AgentWorker(const AgentWorker&) = delete;
  AgentWorker& operator=(const AgentWorker&) = delete;

  // `agent` must live until its answer is given or the worker stopped.
  void Ask(Agent& agent, PlayerView view, std::optional<ClockMs> budget, Answer answer);
  // Interrupts the move being chosen, drops the others and waits for the threads.
  void Stop();

 private:
  using Clock = std::chrono::steady_clock;
  struct Job {
    Agent* agent;
    PlayerView view;
    std::optional<Clock::time_point> deadline;
    Answer answer;
  };

  void Work();
  // Interrupts the move being chosen once its deadline has passed, and again every few
  // milliseconds until it is answered (an agent may miss an interrupt that comes too soon).
  void Watch();

  std::mutex mutex_;
  std::condition_variable wake_;        // a job, or stopping
  std::condition_variable wake_watch_;  // a move begun or answered, or stopping
  std::deque<Job> jobs_;
  Agent* thinking_ = nullptr;
  std::optional<Clock::time_point> deadline_;  // thinking_'s
  bool stopping_ = false;
  std::thread thread_;
  std::thread watch_thread_;
};

}  // namespace stratego
