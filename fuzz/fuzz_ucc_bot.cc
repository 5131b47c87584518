// Fuzzes UccBot (app/ucc_bot.h), the bot side of the UCC 2012 protocol that `stratego bot` runs:
// the input is the referee's whole conversation, fed to the bot line by line as cmd_bot.cc does,
// with the easy computer player of `stratego bot --level easy --seed 1` behind it (a fresh one for
// every input, so that the same input gets the same answers). Any lines end the game, cleanly or
// with an error, never a crash or a hang: the bot stops at the first line it cannot take, and
// takes no line after that. Its error is printable, names the line and is never the computer
// player's own failure. Its setup is the one the player chose, and every move it answers is the
// player's, made on the player's turn in the view the bot kept and legal there.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/computer_player.h"
#include "app/ucc_bot.h"
#include "fuzz_check.h"
#include "io/ucc_protocol.h"

namespace stratego::fuzz {
namespace {

// The computer player, watched: what it was last asked and what it answered.
class WatchedAgent : public Agent {
 public:
  explicit WatchedAgent(std::unique_ptr<Agent> agent) : agent_(std::move(agent)) {}

  std::string Name() const override { return agent_->Name(); }

  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    chosen_side = side;
    Expected<Setup> setup = agent_->ChooseSetup(rules, side, opponent);
    if (setup) chosen_setup = *setup;
    return setup;
  }

  Expected<Move> ChooseMove(const PlayerView& view) override {
    ++moves_asked;
    last_view = view;
    Expected<Move> move = agent_->ChooseMove(view);
    last_move = move ? std::optional<Move>(*move) : std::nullopt;
    return move;
  }

  // The protocol has no rescues (the bot refuses the option), so none is ever asked for.
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    return agent_->ChooseRescue(view);
  }

  Player chosen_side = Player::kRed;
  std::optional<Setup> chosen_setup;
  int moves_asked = 0;
  std::optional<PlayerView> last_view;
  std::optional<Move> last_move;

 private:
  std::unique_ptr<Agent> agent_;
};

// What the bot answered to a line: its setup (to the start line) or a move (to the last board
// line of a turn), or nothing.
void CheckAnswer(const UccBot::Reply& reply, const WatchedAgent& agent, int setups_before,
                 int moves_before, const RuleSet& rules) {
  for (const std::string& line : reply.lines)
    RequirePrintable(line, "the bot answers printable lines");
  if (reply.lines.size() == static_cast<std::size_t>(kUccSetupLines)) {
    Require(setups_before == 0 && agent.chosen_setup.has_value(), "the bot answers a setup once");
    UccSetupLines lines;
    std::copy(reply.lines.begin(), reply.lines.end(), lines.begin());
    const Expected<Setup> setup = ParseUccSetup(lines, agent.chosen_side, rules.army);
    Require(setup && *setup == *agent.chosen_setup, "the bot answers the setup the player chose");
    return;
  }
  if (reply.lines.empty()) {
    Require(agent.moves_asked == moves_before, "the player's move is answered");
    return;
  }
  Require(reply.lines.size() == 1, "the bot answers a setup or one move");
  const Expected<UccAnswer> answer = ParseUccAnswer(reply.lines[0]);
  Require(answer.has_value(), "the bot's answer is a move or SURRENDER");
  if (answer->surrender) {
    Require(agent.moves_asked == moves_before, "the bot surrenders without asking the player");
    return;
  }
  Require(agent.moves_asked == moves_before + 1 && agent.last_move.has_value(),
          "the bot answers the move the player chose");
  const std::optional<Move> move = FromUccMove(answer->move);
  Require(move == agent.last_move, "the bot answers the move the player chose");
  const PlayerView& view = *agent.last_view;
  Require(view.viewer == agent.chosen_side && view.to_move == view.viewer && !view.result.over(),
          "the player moves in its own view, on its turn, in a game that goes on");
  Require(!WhyIllegal(view, *move), "the bot answers a legal move in its own view");
}

void CheckError(const UccBot::Reply& reply, int line_number) {
  Require(reply.finished, "a bot that fails stops");
  Require(reply.lines.empty(), "a bot that fails answers nothing");
  RequirePrintable(reply.error, "the bot's error is printable");
  const std::string place = "line " + std::to_string(line_number) + ": ";
  Require(reply.error.starts_with(place) && reply.error.size() > place.size(),
          "the bot's error names the line");
  // The bot's own failures ("the computer player has no setup", "… chose no legal move").
  Require(!reply.error.substr(place.size()).starts_with("the computer player"),
          "the computer player always has a setup and a legal move");
}

void FuzzUccBot(std::string_view text) {
  const RuleSet rules;
  ComputerOptions options;  // as `stratego bot --level easy --seed 1`
  options.level = Level::kEasy;
  options.seed = 1;
  WatchedAgent agent(MakeComputerPlayer(options));
  UccBot bot(agent, rules);
  std::vector<std::string_view> lines = Lines(text);
  if (!lines.empty() && lines.back().empty()) lines.pop_back();  // the last newline ends a line
  int line_number = 0;
  bool stopped = false;
  for (const std::string_view line : lines) {
    ++line_number;
    const int setups_before = agent.chosen_setup ? 1 : 0;
    const int moves_before = agent.moves_asked;
    const UccBot::Reply reply = bot.Consume(line);
    if (!reply.error.empty()) {
      CheckError(reply, line_number);
      stopped = true;
      break;
    }
    CheckAnswer(reply, agent, setups_before, moves_before, rules);
    if (reply.finished) {
      stopped = true;
      break;
    }
  }
  if (!stopped) {
    const UccBot::Reply end = bot.EndOfInput();
    Require(end.finished && end.lines.empty(), "the end of the input ends the game");
    if (!end.error.empty()) CheckError(end, line_number + 1);
  }
  const UccBot::Reply after = bot.Consume("QUIT");
  Require(after.finished && !after.error.empty(), "a bot that stopped takes no further line");
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzUccBot(stratego::fuzz::AsText(data, size));
  return 0;
}
