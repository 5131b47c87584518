#include "app/stoppable_agent.h"

#include <mutex>
#include <set>
#include <utility>

#include "app/stop_signals.h"

namespace stratego {

namespace {

constexpr const char* kStopped = "was stopped: the arena was told to stop";

// The agents playing now, so that a stop can interrupt their thinking.
class LiveAgents {
 public:
  void Add(Agent* agent) {
    const std::lock_guard lock(mutex_);
    agents_.insert(agent);
  }
  void Remove(Agent* agent) {
    const std::lock_guard lock(mutex_);
    agents_.erase(agent);
  }
  void InterruptAll() {
    const std::lock_guard lock(mutex_);
    for (Agent* agent : agents_)
      agent->Interrupt();
  }

 private:
  std::mutex mutex_;
  std::set<Agent*> agents_;
};

LiveAgents& PlayingAgents() {
  static LiveAgents agents;
  return agents;
}

}  // namespace

StoppableAgent::StoppableAgent(std::unique_ptr<Agent> agent) : agent_(std::move(agent)) {
  PlayingAgents().Add(agent_.get());
}

StoppableAgent::~StoppableAgent() {
  PlayingAgents().Remove(agent_.get());
}

Expected<Setup> StoppableAgent::ChooseSetup(const RuleSet& rules, Player side,
                                            std::string_view opponent) {
  if (Stopped()) return Error{kStopped};
  return agent_->ChooseSetup(rules, side, opponent);
}

Expected<Move> StoppableAgent::ChooseMove(const PlayerView& view) {
  if (Stopped()) return Error{kStopped};
  return agent_->ChooseMove(view);
}

Expected<Move> StoppableAgent::ChooseListedMove(const PlayerView& view, const MoveSet& legal) {
  if (Stopped()) return Error{kStopped};
  return agent_->ChooseListedMove(view, legal);
}

Expected<std::optional<RescueChoice>> StoppableAgent::ChooseRescue(const PlayerView& view) {
  if (Stopped()) return Error{kStopped};
  return agent_->ChooseRescue(view);
}

bool StoppableAgent::Stopped() {
  return StopSignals::Received() != 0;
}

void InterruptPlayingAgents() {
  PlayingAgents().InterruptAll();
}

}  // namespace stratego
