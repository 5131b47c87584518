#include "app/ucc_agent.h"

namespace stratego {

namespace {

// Placeholder: the child-process agent is being written.
class UccAgent : public Agent {
 public:
  explicit UccAgent(std::string command) : command_(std::move(command)) {}
  std::string Name() const override { return "ucc:" + command_; }
  Expected<Setup> ChooseSetup(const RuleSet&, Player, std::string_view) override {
    return Error{"external programs are not supported yet"};
  }
  Expected<Move> ChooseMove(const PlayerView&) override { return Error{"not supported yet"}; }

 private:
  std::string command_;
};

}  // namespace

std::unique_ptr<Agent> MakeUccAgent(const std::string& command, int) {
  return std::make_unique<UccAgent>(command);
}

}  // namespace stratego
