#include "ai/background_move.h"

#include <chrono>

namespace stratego {

BackgroundMove::BackgroundMove(Agent& agent, PlayerView view)
    : agent_(agent), answer_(std::async(std::launch::async, [&agent, view = std::move(view)] {
        return agent.ChooseMove(view);
      })) {}

BackgroundMove::~BackgroundMove() {
  if (answer_.valid()) {
    agent_.Interrupt();
    answer_.wait();
  }
}

bool BackgroundMove::Ready() const {
  return answer_.valid() && answer_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

Expected<Move> BackgroundMove::Take() {
  return answer_.get();
}

}  // namespace stratego
