// GameSession: the sides an agent plays (seats.h). An agent chooses its setup when the game
// begins and each move on a thread of its own (BackgroundMove), handed only its own side's view;
// the session looks for the answer on the run loop's timer ticks, so the screen stays responsive,
// and plays it as a person's move is played, so records, the keeper and the log see no difference.
// A move that opens a rescue (RULES.md §7) is followed by the agent's rescue, asked on this thread
// (Agent::ChooseRescue is quick). An agent that cannot answer, or answers with an illegal move or
// rescue, has resigned.
#include <algorithm>

#include "ai/agent.h"
#include "core/view.h"
#include "ui/game_session.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

// "human", or the agent's name ("ai:hard"): how records name the sides of a game with an agent.
std::string GameSession::SeatName(Player player) const {
  return names_[Slot(player)];
}

// "Blue (ai:hard)": a side as the screen names it.
std::string GameSession::SideLabel(Player player) const {
  return std::string(PlayerName(player)) + " (" + SeatName(player) + ")";
}

std::string GameSession::PersonLabel(Player player) const {
  const std::string& name = options_.names[Slot(player)];
  return std::string(PlayerName(player)) + (name.empty() ? "" : " (" + name + ")");
}

// The agent's own setup (RULES.md §3). An agent that fails to give one that fits the game's army
// cannot play it.
Status GameSession::ChooseAgentSetup(Player player) {
  Agent& agent = *options_.seats[Slot(player)].agent;
  Expected<Setup> setup = agent.ChooseSetup(options_.rules, player, SeatName(Opponent(player)));
  if (!setup) return Error{SideLabel(player) + " cannot play: " + setup.error()};
  std::vector<std::string> problems = SetupProblems(*setup);
  if (setup->army != options_.rules.army)
    problems.insert(problems.begin(), "its setup is not for the army of this game");
  if (!problems.empty())
    return Error{SideLabel(player) + " cannot play: its setup is wrong: " + problems.front()};
  setups_[Slot(player)] = *setup;
  return {};
}

Transition GameSession::Fail(std::string problem) {
  phase_ = Phase::kFailed;
  failure_ = std::move(problem);
  return Transition::Wipe();
}

int GameSession::WakeAfterMs() const {
  return phase_ == Phase::kComputer ? kAgentTickMs : -1;
}

// How long an agent's move takes at least: a moment against a person, the pace when watched.
int GameSession::MinimumMs() const {
  return mode() == GameMode::kWatching ? kWatchPacesMs[pace_] : kReplyMinimumMs;
}

// The agent to move starts thinking about its own view; meanwhile the screen shows the person's
// view (or the watcher's), with the thinking indicator.
void GameSession::StartComputerTurn() {
  const Player side = game_->state().to_move();
  phase_ = Phase::kComputer;
  ticks_ = 0;
  thinking_.reset();
  thinking_ = std::make_unique<BackgroundMove>(*options_.seats[Slot(side)].agent,
                                               BuildView(game_->state(), side));
  play_.Show(ShownView(), PlayPhase::kWatching, false);
  ShowThinking();
}

void GameSession::ShowThinking() {
  const std::string side = SideLabel(game_->state().to_move());
  if (mode() != GameMode::kWatching) {
    play_.SetWaiting(side + " is thinking", ticks_, "PgUp/PgDn: earlier moves · ?: help · q: quit");
    return;
  }
  // Space says what it will do: go on while paused, pause while playing.
  const std::string keys = std::string(paused_ ? "Space: resume" : "Space: pause") +
                           " · +/-: " + Seconds(MinimumMs()) + " a move · q: leave";
  if (paused_) {
    play_.SetWaiting("paused", -1, keys);
  } else {
    play_.SetWaiting(side + " to move", ticks_, keys);
  }
}

// While an agent thinks the person may look around, page the log, read the help, save, resign
// or quit; a watcher may also pause, change the pace and turn the board. A timer tick (Key::kNone)
// looks for the agent's answer.
Transition GameSession::HandleComputer(const InputEvent& event, const ScreenSize& size) {
  if (event.key == Key::kNone) return Tick();
  const bool asking = play_.confirming() || play_.editing();
  if (!asking && mode() == GameMode::kWatching && HandleWatchingKey(event)) {
    ShowThinking();
    return Transition::Stay();
  }
  const Command command = PlayCommandFor(event);
  const PlayRequest request = play_.Handle(event, size);
  if (!asking && (command == Command::kActivate || command == Command::kClick)) {
    SayNotYourTurn();
    return Transition::Stay();
  }
  return AnswerRequest(request);
}

// Space pauses and goes on, + and - change the pace, v and Tab turn the board. True if the
// event was one of these.
bool GameSession::HandleWatchingKey(const InputEvent& event) {
  if (event.Is(U' ')) {
    paused_ = !paused_;
  } else if (event.Is(U'+') || event.Is(U'=')) {
    pace_ = pace_ == 0 ? 0 : pace_ - 1;
  } else if (event.Is(U'-')) {
    pace_ = std::min(kWatchPacesMs.size() - 1, pace_ + 1);
  } else if (event.Is(U'v') || event.key == Key::kTab) {
    watch_seat_ = Opponent(watch_seat_);
    play_.Show(ShownView(), PlayPhase::kWatching, false);
  } else {
    return false;
  }
  return true;
}

// What the play screen asks for, besides a move and the hand-over, which only the person to move
// makes (HandleTurn): help, quitting, saving and resigning at any time; take-backs and draw
// offers by a player, never by a watcher.
Transition GameSession::AnswerRequest(const PlayRequest& request) {
  switch (request.kind) {
    case PlayRequest::Kind::kNone:
      return Transition::Stay();
    case PlayRequest::Kind::kHelp:
      return Transition::Push(Help());
    case PlayRequest::Kind::kQuit:
      return Transition::Pop();
    case PlayRequest::Kind::kSave:
      return HandleSave(request.name);
    case PlayRequest::Kind::kResign:
      if (mode() == GameMode::kWatching) break;
      return Resign(current_);
    case PlayRequest::Kind::kUndo:
    case PlayRequest::Kind::kDraw:
      if (mode() == GameMode::kWatching) break;
      return request.kind == PlayRequest::Kind::kUndo ? HandleUndo() : HandleDraw();
    case PlayRequest::Kind::kMove:
    case PlayRequest::Kind::kHandOver:
    case PlayRequest::Kind::kRescue:
    case PlayRequest::Kind::kDeclineRescue:
      break;
  }
  SayNotYourTurn();
  return Transition::Stay();
}

void GameSession::SayNotYourTurn() {
  play_.SetMessage(mode() == GameMode::kWatching
                       ? "You are watching: Space pauses, q leaves."
                       : "Not your turn: wait for " +
                             std::string(PlayerName(game_->state().to_move())) + "'s move.",
                   true);
}

// A timer tick while an agent thinks: the spinner turns, and once the agent has answered and its
// turn has lasted MinimumMs() the move is played. Not while the game is paused, nor while the
// person answers a question or types a command: a new position would cut them short.
Transition GameSession::Tick() {
  if (!paused_) ++ticks_;
  const bool hold = paused_ || play_.confirming() || play_.editing();
  if (hold || ticks_ * kAgentTickMs < MinimumMs() || !thinking_->Ready()) {
    ShowThinking();
    return Transition::Stay();
  }
  return PlayAgentMove(thinking_->Take());
}

// The agent's answer, played through the referee as a person's move is; the referee assumes a
// legal move, so the agent's view checks it first.
Transition GameSession::PlayAgentMove(Expected<Move> answer) {
  const Player side = game_->state().to_move();
  thinking_.reset();
  if (!answer) return AgentStops(side, answer.error());
  if (auto reason = WhyIllegal(BuildView(game_->state(), side), *answer))
    return AgentStops(side, "it chose " + FormatMove(*answer) + ", which is illegal: " + *reason);
  (void)game_->ApplyMove(*answer);
  KeepGame();
  if (!game_->state().over()) {
    if (auto failure = PlayAgentRescue(side)) return AgentStops(side, *failure);
  }
  if (game_->state().over()) {
    EndGame();
    return Transition::Stay();
  }
  return NextTurn();
}

// An agent that cannot go on resigns (RULES.md §6); the end says why.
Transition GameSession::AgentStops(Player side, const std::string& reason) {
  (void)game_->Resign(side);
  KeepGame();
  EndGame(SideLabel(side) + " stopped playing: " + reason + ". ");
  return Transition::Stay();
}

void GameSession::TellAgentsTheEnd() {
  for (Player side : {Player::kRed, Player::kBlue}) {
    if (!IsPerson(side))
      options_.seats[Slot(side)].agent->GameOver(BuildView(game_->state(), side));
  }
}

// What a person is told as their turn begins: the opponent's last move; against the computer,
// after the person's own attack, its outcome too (the reply came too soon to read it).
std::string GameSession::TurnMessage(const PlayerView& view) const {
  if (view.history.empty())
    return "You play " + std::string(PlayerName(current_)) + ". Red moves first.";
  const Numbering numbering = options_.display.numbering;
  const std::size_t count = view.history.size();
  std::string message = MoveSentence(view.history.back(), current_, numbering);
  if (mode() == GameMode::kVersusComputer && count >= 2 && view.history[count - 2].is_attack())
    message = MoveSentence(view.history[count - 2], current_, numbering) + " " + message;
  return message;
}

}  // namespace stratego
