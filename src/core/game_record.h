// A game written down: the rules, both setups and everything the players did, in order
// (FORMATS.md §4). A record is what is saved, resumed, replayed, checked and converted; replaying
// it through the referee is the only way to learn what happened, so a record cannot claim a
// position the rules would not produce.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/expected.h"
#include "core/game_state.h"

namespace stratego {

enum class ActionKind : std::uint8_t {
  kMove,           // a move; `attack` says whether the record marks it as an attack
  kOfferDraw,      // RULES.md §6: an offer, standing until answered
  kAcceptDraw,     // the opponent accepts the standing offer: draw
  kResign,         // the player resigns: the opponent wins
  kRescue,         // RULES.md §7: right after the player's move onto the enemy's back row
  kDeclineRescue,  // RULES.md §7: the player lets that chance pass
  kTimeOut,        // the player's clock ran out: the opponent wins (a game with a clock)
};

struct GameAction {
  ActionKind kind = ActionKind::kMove;
  Player player = Player::kRed;
  Move move;            // kMove only
  bool attack = false;  // kMove only: the record marks the move as an attack ("e4xe5")
  RescueChoice rescue;  // kRescue only

  friend bool operator==(const GameAction&, const GameAction&) = default;
};

struct GameRecord {
  RuleSet rules;
  std::array<Setup, kNumPlayers> setups;       // as each owner sees it; only names are kept
  std::array<std::string, kNumPlayers> names;  // the players' names, optional
  std::string started;                         // when the game began (ISO 8601), optional
  Numbering numbering = Numbering::kModern;    // how the record writes ranks
  std::optional<ClockRule> clock;              // the game's clock; none: played without
  // What was left of each side's time when the record was saved (a game with a clock), so that a
  // restarted server has the clocks back.
  std::optional<std::array<ClockMs, kNumPlayers>> clock_left;
  std::vector<GameAction> actions;
  // How the game ended as the record says; kNone while it goes on. EndReason::kAbandoned is the
  // only end the actions cannot show (a clock or a missing player ended it).
  GameResult result;

  int MoveCount() const;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// "move 57 e4-e6", "Red's resignation": how a problem names the action it is about.
std::string DescribeAction(const GameRecord& record, int action_index);

// A record replayed through the referee, as far as it is legal.
struct Replay {
  std::optional<GameState> state;      // the game after `applied` actions; empty if it cannot start
  int applied = 0;                     // actions replayed before the first problem (or all of them)
  std::optional<std::string> problem;  // why action `applied` (or the start) is not legal
  int problem_action = -1;             // the action the problem is about; -1 for the start

  bool ok() const { return !problem; }
};

// Applies one action of a record to `state` (its game so far), or says why the rules refuse it
// (then `state` is as before). `with_clock`: whether the record's game has a clock, without which
// no time-out is legal. ReplayRecord is this action after action.
std::optional<std::string> ApplyAction(GameState& state, const GameAction& action, bool with_clock);

// Replays the first `count` actions (all of them when count < 0), stopping at the first that the
// rules refuse: a move that is illegal, marked as an attack when it is none or the other way round,
// made after the game ended, by the wrong player, …
Replay ReplayRecord(const GameRecord& record, int count = -1);

// Whether `result` is decided in `state` though not yet declared: the loser has no movable piece
// left and the winner is to move (RULES.md §6 declares it after the winner's move).
bool IsForcedEnd(const GameState& state, const GameResult& result);

// Replays the whole record and compares the end it reaches with the recorded result. A record may
// stop at a forced end (IsForcedEnd), as Gravon's do. Returns the
// first problem found, or nullopt when every action is legal and the result agrees.
struct RecordProblem {
  int action = -1;  // the action at fault; -1 for the start, actions.size() for the result
  std::string message;
};
std::optional<RecordProblem> CheckRecord(const GameRecord& record);

// A game being played together with its record: every change goes to both, so the record is
// always the game written down (for saving after every move). A copyable value, like GameState.
class RecordedGame {
 public:
  // A new game; `header` holds the rules, setups, names and start time, and no actions.
  static Expected<RecordedGame> Start(GameRecord header);
  // A saved game, replayed to where it stopped; fails if the record is not legal throughout.
  static Expected<RecordedGame> Resume(const GameRecord& record);

  const GameState& state() const { return state_; }
  // The record, its result brought up to date: the game works its result out when first asked
  // after a move (GameState::result), so a move need not.
  const GameRecord& record() const {
    record_.result = state_.result();
    return record_;
  }
  // The record, moved out (not copied action by action): for the end of a game, after which this
  // RecordedGame's record is empty.
  GameRecord TakeRecord() {
    record_.result = state_.result();
    return std::move(record_);
  }

  // The legal moves of the player to move, which decide the end of the game when it is not yet
  // decided (GameState::ListLegalMoves: empty exactly when the game is over).
  const MoveSet& ListLegalMoves() { return state_.ListLegalMoves(); }
  MoveReport ApplyMove(Move move);  // the move is assumed legal (see GameState::ApplyMove)
  // The rescue is assumed legal (see GameState::ApplyRescue).
  MoveReport ApplyRescue(Player player, RescueChoice choice);
  Status DeclineRescue(Player player);
  Status Resign(Player player);
  Status OfferDraw(Player player);
  Status AcceptDraw(Player player);
  // The player's clock ran out: the game ends, the opponent wins (GameState::TimeOut).
  Status TimeOut(Player player);
  void SetClockLeft(const std::array<ClockMs, kNumPlayers>& left) { record_.clock_left = left; }

 private:
  RecordedGame(GameState state, GameRecord record)
      : state_(std::move(state)), record_(std::move(record)) {}
  GameState state_;
  // Its result is brought up to date when it is read (record, TakeRecord), as GameState keeps
  // what it has worked out of its position: const, to the reader.
  mutable GameRecord record_;
};

}  // namespace stratego
