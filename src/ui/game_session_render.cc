// GameSession: drawing (the curtain, the setup editor or the board, a game that cannot start).
#include "ui/game_session.h"
#include "ui/text_layout.h"

namespace stratego {

void GameSession::Render(Canvas& canvas, const Theme& theme) const {
  switch (phase_) {
    case Phase::kCurtain:
      RenderCurtain(canvas, theme);
      return;
    case Phase::kSetup:
      editor_->Render(canvas, theme);
      return;
    case Phase::kTurn:
    case Phase::kComputer:
    case Phase::kEnd:
      play_.Render(canvas, theme);
      return;
    case Phase::kFailed:
      RenderFailure(canvas, theme);
      return;
  }
}

// The curtain: nothing of either army, only who is next.
void GameSession::RenderCurtain(Canvas& canvas, const Theme& theme) const {
  const std::string who = PersonLabel(current_);
  const std::string& name = options_.names[Slot(current_)];
  const std::string to = name.empty() ? std::string(PlayerName(current_)) : name;
  const std::string dash = theme.unicode() ? " — " : " - ";
  const std::string line =
      after_curtain_ == Phase::kSetup
          ? who + " sets up" + dash + "pass the keyboard to " + to + " and press Enter"
          : who + " to move" + dash + "pass the keyboard and press Enter";
  const int middle = canvas.height() / 2;
  PrintCentered(canvas, 0, middle - 1, canvas.width(), line, theme.Of(Role::kCurtain));
  if (after_curtain_ == Phase::kTurn && game_) {  // the move number is public
    PrintCentered(canvas, 0, middle + 1, canvas.width(),
                  "move " + std::to_string(game_->state().ply() + 1), theme.Of(Role::kDim));
  }
  if (confirming_quit_) {  // a long question (where the last good copy is) is wrapped
    const std::string question = QuitQuestion();
    if (TextWidth(question) <= canvas.width() - 4) {
      PrintCentered(canvas, 0, middle + 3, canvas.width(), question, theme.Of(Role::kError));
    } else {
      PrintWrapped(canvas, {2, middle + 3, canvas.width() - 4, 3}, question,
                   theme.Of(Role::kError));
    }
  }
}

// An agent that cannot start the game (its setup failed): why, and the way out.
void GameSession::RenderFailure(Canvas& canvas, const Theme& theme) const {
  const int middle = canvas.height() / 2;
  const Rect text{2, middle - 2, canvas.width() - 4, 3};
  PrintWrapped(canvas, text, failure_, theme.Of(Role::kError));
  PrintCentered(canvas, 0, middle + 2, canvas.width(), "Press q to leave.", theme.Of(Role::kDim));
}

}  // namespace stratego
