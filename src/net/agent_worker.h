// The threads on which the game server's computer players choose their moves (net/server.h).
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "ai/agent.h"
#include "core/clock.h"

namespace stratego {

// Moves are chosen on a few threads, begun in the order asked, and each answer is given to the
// job's callback on the thread that chose it. A move asked with a budget (a game with a clock) is
// interrupted once the budget has passed since it was asked, queued time included, as the clock
// runs from the ask: the agent then answers with the best move it has (ai/agent.h). An agent is
// asked for one move at a time (GameHost asks a seat again only once it has answered), so no
// agent is used by two threads at once.
class AgentWorker {
 public:
  using Answer = std::function<void(Expected<Move>)>;

  // `threads`: how many moves are chosen at once (at least 1).
  explicit AgentWorker(int threads = 1);
  ~AgentWorker() { Stop(); }
  AgentWorker(const AgentWorker&) = delete;
  AgentWorker& operator=(const AgentWorker&) = delete;

  // `agent` must live until its answer is given or the worker stopped.
  void Ask(Agent& agent, PlayerView view, std::optional<ClockMs> budget, Answer answer);
  // Interrupts the moves being chosen, drops the others and waits for the threads.
  void Stop();

 private:
  using Clock = std::chrono::steady_clock;
  struct Job {
    Agent* agent;
    PlayerView view;
    std::optional<Clock::time_point> deadline;
    Answer answer;
  };
  // What one thread is doing: the agent choosing a move, and its deadline if it has one.
  struct Slot {
    Agent* agent = nullptr;
    std::optional<Clock::time_point> deadline;
  };

  void Work(std::size_t slot);
  // Interrupts each move being chosen once its deadline has passed, and again every few
  // milliseconds until it is answered (an agent may miss an interrupt that comes too soon).
  void Watch();
  // The earliest deadline of a move being chosen.
  std::optional<Clock::time_point> NextDeadline() const;

  std::mutex mutex_;
  std::condition_variable wake_;        // a job, or stopping
  std::condition_variable wake_watch_;  // a move begun, or stopping
  std::deque<Job> jobs_;
  std::vector<Slot> slots_;  // one a thread
  bool stopping_ = false;
  std::vector<std::thread> threads_;
  std::thread watch_thread_;
};

}  // namespace stratego
