#include "ai/background_move.h"

#include <chrono>

namespace stratego {

namespace {

constexpr std::chrono::milliseconds kInterruptEvery{5};

}  // namespace

BackgroundMove::BackgroundMove(Agent& agent, PlayerView view)
    : agent_(agent), answer_(std::async(std::launch::async, [&agent, view = std::move(view)] {
        return agent.ChooseMove(view);
      })) {}

// Interrupts until the answer is there: an interrupt that comes before the agent starts thinking
// may be missed (see Agent::Interrupt), and one after it has answered must not be sent at all.
BackgroundMove::~BackgroundMove() {
  if (!answer_.valid()) return;
  while (answer_.wait_for(kInterruptEvery) != std::future_status::ready)
    agent_.Interrupt();
}

bool BackgroundMove::Ready() const {
  return answer_.valid() && answer_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

Expected<Move> BackgroundMove::Take() {
  return answer_.get();
}

}  // namespace stratego
