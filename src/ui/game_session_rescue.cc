// GameSession: rescues (RULES.md §7). A person's move that opens one is followed by the question
// which captured piece to put back and where (the play screen asks it, PlayPhase::kRescuing),
// before the hand-over or the computer's reply; an agent is asked right after its move. A game
// kept while a rescue could still be made asks for it again when resumed.
#include "ai/agent.h"
#include "core/view.h"
#include "ui/game_session.h"

namespace stratego {

// A resumed game goes on with the side to move, unless it stopped while the other side could
// still rescue a piece (RULES.md §7): that side is asked first.
Transition GameSession::Resume() {
  const RescueChance chance = game_->state().rescue_chance();
  if (!chance.open()) return NextTurn();
  if (!IsPerson(chance.rescuer)) {
    if (auto failure = PlayAgentRescue(chance.rescuer)) return AgentStops(chance.rescuer, *failure);
    if (game_->state().over()) {
      EndGame();
      return Transition::Stay();
    }
    return NextTurn();
  }
  if (mode() == GameMode::kHotSeat) return ShowCurtain(chance.rescuer, Phase::kTurn);
  current_ = chance.rescuer;
  BeginTurn();
  return Transition::Stay();
}

void GameSession::AskRescue(const PlayerView& view, const std::string& sentence) {
  play_.Show(view, PlayPhase::kRescuing, before_move_ && !view.history.back().is_attack());
  play_.SetMessage(sentence + " You may rescue a piece: choose it, then a marked square.");
}

// The person's rescue, checked against their view (it holds all that a rescue depends on).
Transition GameSession::HandleRescue(RescueChoice choice) {
  if (play_.phase() != PlayPhase::kRescuing) {
    play_.SetMessage("There is no rescue to make now.", true);
    return Transition::Stay();
  }
  if (auto reason = WhyRescueIllegal(play_.view(), choice)) {
    play_.SetMessage("Cannot rescue a " + RankWithNumber(choice.rank, options_.display.numbering) +
                         " to " + SquareName(choice.square) + ": " + *reason,
                     true);
    return Transition::Stay();
  }
  (void)game_->ApplyRescue(current_, choice);
  KeepGame();
  if (game_->state().over()) {  // never today (GameState::ApplyRescue), but kept safe
    EndGame();
    return Transition::Stay();
  }
  const PlayerView view = BuildView(game_->state(), current_);
  return FinishOwnTurn(MoveSentence(view.history.back(), current_, options_.display.numbering));
}

// Declining is kept with the game (so a resumed game does not ask again), and the turn ends as
// after a move. The opponent is not told (core/report.h).
Transition GameSession::DeclineRescue() {
  if (play_.phase() != PlayPhase::kRescuing) {
    play_.SetMessage("There is no rescue to make now.", true);
    return Transition::Stay();
  }
  (void)game_->DeclineRescue(current_);
  KeepGame();
  return FinishOwnTurn("You make no rescue.");
}

// The rescue the agent's last move opened, if it did: asked, checked against the agent's view
// and played. Returns why the agent stops playing, if it answered with an error or an illegal
// rescue.
std::optional<std::string> GameSession::PlayAgentRescue(Player side) {
  const PlayerView view = BuildView(game_->state(), side);
  if (!GetRescueChance(view).open()) return std::nullopt;
  const Expected<std::optional<RescueChoice>> answer =
      options_.seats[Slot(side)].agent->ChooseRescue(view);
  if (!answer) return answer.error();
  if (!*answer) {
    (void)game_->DeclineRescue(side);
    KeepGame();
    return std::nullopt;
  }
  const RescueChoice choice = **answer;
  if (auto reason = WhyRescueIllegal(view, choice)) {
    return "it rescued a " + RankWithNumber(choice.rank, options_.display.numbering) + " to " +
           SquareName(choice.square) + ", which is illegal: " + *reason;
  }
  (void)game_->ApplyRescue(side, choice);
  KeepGame();
  return std::nullopt;
}

}  // namespace stratego
