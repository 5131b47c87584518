#include "core/game_record.h"

#include <cassert>

#include "core/movegen.h"

namespace stratego {

namespace {

// Room for the actions of most games from the start (random games last about 1,400 moves, human
// ones fewer), so that the record is rarely copied as it grows: the match loop records every move.
constexpr std::size_t kExpectedActions = 2048;

std::string Who(Player player) {
  return std::string(PlayerName(player));
}

// The ply at which action `index` is taken: the number of moves before it.
int MovesBefore(const GameRecord& record, int index) {
  int moves = 0;
  for (int i = 0; i < index; ++i)
    moves += record.actions[static_cast<std::size_t>(i)].kind == ActionKind::kMove ? 1 : 0;
  return moves;
}

std::string AttackMarkProblem(const GameState& state, const GameAction& action) {
  const bool attack = !state.board().IsEmpty(action.move.to);
  if (attack == action.attack) return "";
  return attack ? "it attacks the piece on " + SquareName(action.move.to) +
                      " but is not marked as an attack (write " + SquareName(action.move.from) +
                      "x" + SquareName(action.move.to) + ")"
                : "it is marked as an attack but " + SquareName(action.move.to) + " is empty";
}

}  // namespace

std::optional<std::string> ApplyAction(GameState& state, const GameAction& action,
                                       bool with_clock) {
  if (state.over()) return "the game was already over (" + Describe(state.result()) + ")";
  switch (action.kind) {
    case ActionKind::kMove: {
      if (action.player != state.to_move())
        return "it is " + Who(state.to_move()) + "'s turn, not " + Who(action.player) + "'s";
      if (auto reason = state.WhyIllegal(action.move)) return "illegal: " + *reason;
      if (auto mark = AttackMarkProblem(state, action); !mark.empty()) return mark;
      state.ApplyMove(action.move);
      return std::nullopt;
    }
    case ActionKind::kOfferDraw:
      if (Status status = state.OfferDraw(action.player); !status) return status.error();
      return std::nullopt;
    case ActionKind::kAcceptDraw:
      if (Status status = state.AcceptDraw(action.player); !status) return status.error();
      return std::nullopt;
    case ActionKind::kResign:
      if (Status status = state.Resign(action.player); !status) return status.error();
      return std::nullopt;
    case ActionKind::kRescue:
      if (auto reason = state.WhyRescueIllegal(action.player, action.rescue))
        return "no rescue: " + *reason;
      state.ApplyRescue(action.player, action.rescue);
      return std::nullopt;
    case ActionKind::kDeclineRescue:
      if (Status status = state.DeclineRescue(action.player); !status) return status.error();
      return std::nullopt;
    case ActionKind::kTimeOut:
      if (!with_clock) return "the game is played without a clock";
      if (Status status = state.TimeOut(action.player); !status) return status.error();
      return std::nullopt;
  }
  return "unknown action";
}

// RULES.md §6 ends the game when the loser must move and cannot; a side whose last movable piece
// has fallen has lost from that moment, whatever the opponent moves next (Gravon's records end
// there). The result is then decided, though the referee has not declared it yet.
bool IsForcedEnd(const GameState& state, const GameResult& result) {
  if (state.over() || result.reason != EndReason::kNoMovablePieces || !result.winner) return false;
  const Player loser = Opponent(*result.winner);
  return state.to_move() == *result.winner && !HasMovablePiece(state.board(), loser);
}

int GameRecord::MoveCount() const {
  return MovesBefore(*this, static_cast<int>(actions.size()));
}

std::string DescribeAction(const GameRecord& record, int action_index) {
  if (action_index < 0 || action_index >= static_cast<int>(record.actions.size()))
    return "the start";
  const GameAction& action = record.actions[static_cast<std::size_t>(action_index)];
  switch (action.kind) {
    case ActionKind::kMove:
      return "move " + std::to_string(MovesBefore(record, action_index) + 1) + " " +
             SquareName(action.move.from) + (action.attack ? "x" : "-") +
             SquareName(action.move.to);
    case ActionKind::kOfferDraw:
      return Who(action.player) + "'s draw offer";
    case ActionKind::kAcceptDraw:
      return Who(action.player) + "'s acceptance of a draw";
    case ActionKind::kResign:
      return Who(action.player) + "'s resignation";
    case ActionKind::kRescue:
      return Who(action.player) + "'s rescue of a " + std::string(RankName(action.rescue.rank)) +
             " on " + SquareName(action.rescue.square);
    case ActionKind::kDeclineRescue:
      return Who(action.player) + "'s declining of a rescue";
    case ActionKind::kTimeOut:
      return Who(action.player) + "'s running out of time";
  }
  return "an action";
}

Replay ReplayRecord(const GameRecord& record, int count) {
  Replay replay;
  Expected<GameState> start = GameState::Create(record.rules, record.setups[0], record.setups[1]);
  if (!start) {
    replay.problem = start.error();
    return replay;
  }
  replay.state = std::move(*start);
  const int total = static_cast<int>(record.actions.size());
  const int last = count < 0 || count > total ? total : count;
  for (; replay.applied < last; ++replay.applied) {
    const GameAction& action = record.actions[static_cast<std::size_t>(replay.applied)];
    if (auto problem = ApplyAction(*replay.state, action, record.clock.has_value())) {
      replay.problem = std::move(problem);
      replay.problem_action = replay.applied;
      break;
    }
  }
  return replay;
}

std::optional<RecordProblem> CheckRecord(const GameRecord& record) {
  const Replay replay = ReplayRecord(record);
  if (!replay.ok()) return RecordProblem{replay.problem_action, *replay.problem};
  const GameResult& reached = replay.state->result();
  const int at_result = static_cast<int>(record.actions.size());
  if (reached.over()) {
    if (record.result == reached) return std::nullopt;
    const std::string said = record.result.over() ? "the record says " + Describe(record.result)
                                                  : "the record has no result";
    return RecordProblem{at_result, said + ", but the moves end the game: " + Describe(reached)};
  }
  // The moves leave the game open: it goes on, or a clock or a missing player ended it, or the
  // record stops where the end is already forced.
  if (!record.result.over() || record.result.reason == EndReason::kAbandoned ||
      IsForcedEnd(*replay.state, record.result)) {
    return std::nullopt;
  }
  return RecordProblem{at_result, "the record says " + Describe(record.result) +
                                      ", but after the last move the game goes on"};
}

Expected<RecordedGame> RecordedGame::Start(GameRecord header) {
  assert(header.actions.empty());
  for (Setup& setup : header.setups) {  // records keep a setup's name only
    setup.author.clear();
    setup.notes.clear();
  }
  Expected<GameState> state = GameState::Create(header.rules, header.setups[0], header.setups[1]);
  if (!state) return Error{state.error()};
  header.result = state->result();  // a setup may leave Red without a first move
  header.actions.reserve(kExpectedActions);
  return RecordedGame(std::move(*state), std::move(header));
}

Expected<RecordedGame> RecordedGame::Resume(const GameRecord& record) {
  Replay replay = ReplayRecord(record);
  if (!replay.ok()) {
    return Error{DescribeAction(record, replay.problem_action) + ": " + *replay.problem};
  }
  GameRecord copy = record;
  if (replay.state->over()) copy.result = replay.state->result();
  return RecordedGame(std::move(*replay.state), std::move(copy));
}

MoveReport RecordedGame::ApplyMove(Move move) {
  // Written down first, so that the move is the last thing done (the match loop plays one a ply):
  // a move onto an occupied square is an attack.
  const bool attack = !state_.board().IsEmpty(move.to);
  record_.actions.push_back({ActionKind::kMove, state_.to_move(), move, attack, {}});
  return state_.ApplyMove(move);
}

MoveReport RecordedGame::ApplyRescue(Player player, RescueChoice choice) {
  const MoveReport report = state_.ApplyRescue(player, choice);
  record_.actions.push_back({ActionKind::kRescue, player, Move{}, false, choice});
  return report;
}

Status RecordedGame::DeclineRescue(Player player) {
  Status status = state_.DeclineRescue(player);
  if (status) record_.actions.push_back({ActionKind::kDeclineRescue, player, Move{}, false, {}});
  return status;
}

Status RecordedGame::Resign(Player player) {
  Status status = state_.Resign(player);
  if (status) record_.actions.push_back({ActionKind::kResign, player, Move{}, false, {}});
  return status;
}

Status RecordedGame::TimeOut(Player player) {
  if (!record_.clock) return Error{"the game is played without a clock"};
  Status status = state_.TimeOut(player);
  if (status) record_.actions.push_back({ActionKind::kTimeOut, player, Move{}, false, {}});
  return status;
}

Status RecordedGame::OfferDraw(Player player) {
  Status status = state_.OfferDraw(player);
  if (status) record_.actions.push_back({ActionKind::kOfferDraw, player, Move{}, false, {}});
  return status;
}

Status RecordedGame::AcceptDraw(Player player) {
  Status status = state_.AcceptDraw(player);
  if (status) record_.actions.push_back({ActionKind::kAcceptDraw, player, Move{}, false, {}});
  return status;
}

}  // namespace stratego
