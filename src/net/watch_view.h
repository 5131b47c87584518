// What a spectator knows of a game on a server (docs/protocol.md, `watch`), kept from the
// server's public messages alone: the players, the rules and the public view (core SpectatorView,
// RULES.md §8): no rank of either army unless a battle revealed it, and under silent defense not
// the defender's. The server sends a spectator no more, so nothing here can hold more.
#pragma once

#include <optional>
#include <string>

#include "core/rules.h"
#include "core/view.h"
#include "net/protocol.h"

namespace stratego {

class WatchView {
 public:
  // Takes in one message from the server. Returns an error (in words for people) when the
  // message does not fit what the spectator knows (a report before the start, a report the view
  // cannot take). Messages that change nothing a spectator sees are accepted and change nothing.
  Status Consume(const Message& message);

  int game() const { return game_; }  // 0 until `watching`
  const RuleSet& rules() const { return rules_; }
  const std::string& red() const { return red_; }  // the seats' users, empty if nobody yet
  const std::string& blue() const { return blue_; }
  // None before the game starts (both armies set up).
  const std::optional<PlayerView>& view() const { return view_; }
  const std::string& result_text() const { return result_text_; }  // the `over` in words
  // A game with a clock: its rule, and both clocks as the server's last message read them.
  const std::optional<ClockRule>& clock() const { return clock_; }
  const std::optional<ClockReading>& times() const { return times_; }

 private:
  Status OnWatching(const Message& watching);
  void Over(const GameResult& result, std::string text);

  int game_ = 0;
  RuleSet rules_;
  std::string red_;
  std::string blue_;
  std::optional<PlayerView> view_;
  std::string result_text_;
  std::optional<ClockRule> clock_;
  std::optional<ClockReading> times_;
};

}  // namespace stratego
