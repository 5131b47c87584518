// An agent of the arena that a stop signal (app/stop_signals.h) ends: once a signal asks the
// arena to stop, every question fails at once, so that the game in progress ends at its next move
// (as a forfeit nobody counts); until then, the wrapped agent's own answers.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ai/agent.h"

namespace stratego {

class StoppableAgent final : public Agent {
 public:
  explicit StoppableAgent(std::unique_ptr<Agent> agent);  // among the agents playing now
  ~StoppableAgent() override;
  StoppableAgent(const StoppableAgent&) = delete;
  StoppableAgent& operator=(const StoppableAgent&) = delete;

  std::string Name() const override { return agent_->Name(); }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override;
  Expected<Move> ChooseMove(const PlayerView& view) override;
  Expected<Move> ChooseListedMove(const PlayerView& view, const MoveSet& legal) override;
  void Interrupt() override { agent_->Interrupt(); }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override;
  void GameOver(const PlayerView& view) override { agent_->GameOver(view); }
  SearchStats LastMoveStats() const override { return agent_->LastMoveStats(); }
  SearchStats TotalStats() const override { return agent_->TotalStats(); }

  // Whether a signal has asked to stop.
  static bool Stopped();

 private:
  std::unique_ptr<Agent> agent_;
};

// Interrupts the thinking of every StoppableAgent alive now, from any thread.
void InterruptPlayingAgents();

}  // namespace stratego
