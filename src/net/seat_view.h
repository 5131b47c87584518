// What one seat knows of its game on a server (docs/protocol.md), kept from the server's messages
// alone: the game, the seat and the rules from `joined`, the view rebuilt from `start` and then
// advanced by each report, rescue and draw offer (core/view_update.h), the opponent's state, the
// result. It never holds more than the seat's view (RULES.md §8): the server sends no more. Both
// clients keep their seat with it: the agent's (AgentSeat) and the person's at a terminal.
#pragma once

#include <optional>
#include <string>

#include "core/rules.h"
#include "core/view.h"
#include "net/protocol.h"

namespace stratego {

class SeatView {
 public:
  // Takes in one message from the server. Returns an error (in words for people) when the
  // message does not fit what the seat knows (a report before the start, a report the view
  // cannot take): the seat cannot go on trusting its view. Messages that change nothing of the
  // seat (`welcome`, `games`, `error`) are accepted and change nothing.
  Status Consume(const Message& message);

  int game() const { return game_; }  // 0 until `joined`
  Player seat() const { return seat_; }
  const RuleSet& rules() const { return rules_; }
  bool needs_setup() const { return needs_setup_; }  // as `joined` said
  const std::optional<PlayerView>& view() const { return view_; }
  // Whether the last mover may still rescue a piece (RULES.md §7).
  bool rescue_open() const { return rescue_open_; }
  const std::string& opponent() const { return opponent_; }  // the opponent's name, if told
  std::optional<OpponentState> opponent_state() const { return opponent_state_; }
  const GameResult& result() const { return result_; }
  const std::string& result_text() const { return result_text_; }  // the `over` in words
  // A game with a clock: its rule, and both clocks as the server's last message read them.
  const std::optional<ClockRule>& clock() const { return clock_; }
  const std::optional<ClockReading>& times() const { return times_; }

 private:
  Status OnJoined(const Message& joined);
  Status OnStart(const Message& start);
  Status OnReport(const Message& report);
  Status OnRescued(const Message& rescued);
  Status OnRescueDeclined();
  void Over(const GameResult& result, std::string text);

  RuleSet rules_;
  Player seat_ = Player::kRed;
  int game_ = 0;
  bool needs_setup_ = false;
  std::string opponent_;
  std::optional<OpponentState> opponent_state_;
  std::optional<PlayerView> view_;
  bool rescue_open_ = false;
  GameResult result_;
  std::string result_text_;
  std::optional<ClockRule> clock_;
  std::optional<ClockReading> times_;
};

}  // namespace stratego
