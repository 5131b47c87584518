// An agent's move chosen on a thread of its own, so that a screen stays responsive (scrolling,
// help, quitting) while the computer thinks.
#pragma once

#include <future>
#include <optional>

#include "ai/agent.h"

namespace stratego {

class BackgroundMove {
 public:
  // Starts `agent` thinking about `view` at once. The agent must outlive this object and must
  // not be used by anyone else until the move is taken or this object is gone.
  BackgroundMove(Agent& agent, PlayerView view);
  // Interrupts the agent and waits for it: leaving a game while the computer thinks is quick.
  ~BackgroundMove();
  BackgroundMove(const BackgroundMove&) = delete;
  BackgroundMove& operator=(const BackgroundMove&) = delete;

  // Whether the move is chosen (then Take() returns at once).
  bool Ready() const;
  // The agent's answer; waits for it if it is not ready. Call once.
  Expected<Move> Take();

 private:
  Agent& agent_;
  std::future<Expected<Move>> answer_;
};

}  // namespace stratego
