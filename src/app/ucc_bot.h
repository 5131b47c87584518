// The bot side of the UCC 2012 protocol (FORMATS.md §3; io/ucc_protocol.h has the order of
// messages): an agent, usually the computer player, playing behind a referee's lines.
//
// UccBot takes the referee's lines one at a time and says what to answer, so that it can be
// tested without streams; `stratego bot` (cmd_bot.cc) connects it to stdin and stdout. It keeps
// the agent's view (RULES.md §8) from the protocol alone: its own setup, the enemy's squares on
// the first board, then every announced move (core/view_update.h), and checks each board the
// referee sends against it, so that a referee and a bot that disagree stop at once, saying where.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/agent.h"
#include "core/rules.h"
#include "core/view.h"
#include "io/ucc_protocol.h"

namespace stratego {

class UccBot {
 public:
  // What to do after a line: write `lines` (each followed by a newline, then flush); then stop
  // reading if `finished`, with a failure if `error` says why ("line 7: …").
  struct Reply {
    std::vector<std::string> lines;
    bool finished = false;
    std::string error;
  };

  // `agent` must outlive the bot. `rules` are the referee's (the two-squares rule decides which
  // moves the agent may make; the army which setup it makes).
  UccBot(Agent& agent, const RuleSet& rules);

  Reply Consume(std::string_view line);  // one line, without its newline
  Reply EndOfInput();                    // the referee closed the input
  // What the bot has learnt of the referee since last asked, for the person running it (empty if
  // nothing): so far only that it keeps a laxer two-squares rule (see NoticeRefereeRules).
  std::string TakeNotice() { return std::exchange(notice_, {}); }
  // The opponent's name from the start line (empty before it), and the bot's view of the game
  // from the first board on (after the end of the game, its last view: without the move that
  // ended it, but with the enemy's Flag shown if the bot took it).
  const std::string& opponent() const { return opponent_; }
  const std::optional<PlayerView>& view() const { return view_; }

 private:
  enum class State { kStart, kTurn, kBoard, kEcho, kOver, kDone };

  Reply OnStart(std::string_view line);
  Reply OnTurnLine(std::string_view line);
  Reply OnBoardLine(std::string_view line);
  Reply OnEcho(std::string_view line);
  Reply ChooseMove();
  std::optional<std::string> ApplyAnnounced(const UccResult& result);
  void NoteFlagTaken(const UccMove& sent);
  void NoticeRefereeRules(const MoveReport& report);
  std::optional<std::string> StartView();
  std::optional<std::string> BoardMismatch() const;
  Reply Fail(std::string_view message, int line_number = 0);
  std::string Expecting() const;

  Agent& agent_;
  RuleSet rules_;
  State state_ = State::kStart;
  int line_number_ = 0;
  Player colour_ = Player::kRed;
  Setup setup_;
  std::optional<PlayerView> view_;  // from the first board on
  // The opponent's first move, announced before the first board (Blue's first turn).
  std::optional<UccResult> pending_;
  std::string pending_line_;
  int pending_line_number_ = 0;
  UccBoard board_{};
  int board_y_ = 0;  // the board lines read this turn
  UccMove sent_;     // the move the bot answered, until its echo comes
  std::string notice_;
  std::string opponent_;
};

}  // namespace stratego
