// An agent: a player of the game that is not a person at this terminal — the computer player,
// a random mover, or an external program speaking the bot protocol (FORMATS.md §3).
//
// Honest by construction: an agent is handed only its own player's view (core/view.h, built by
// BuildView, RULES.md §8) and the rules, never the referee's GameState, so nothing it decides can
// depend on what that player may not know. Whoever runs a game (the match loop, the terminal
// session) keeps the GameState and passes views.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/move.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"

namespace stratego {

class Agent {
 public:
  virtual ~Agent() = default;

  // What the agent is, for summaries and game records: "ai:hard", "random", "ucc:./bot".
  virtual std::string Name() const = 0;

  // A new game begins: the setup the agent plays as `side` under `rules` against an opponent
  // called `opponent`. An error means the agent cannot play (an external program that failed to
  // start or answered nonsense); its text says why.
  virtual Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                                      std::string_view opponent) = 0;

  // The move of view.viewer, who is to move in a game that is not over and has a legal move.
  // An error is a forfeit, with the reason ("surrendered", "sent 'x': not a move", "exited").
  // May be called on a thread of its own (see BackgroundMove); Interrupt() from another thread
  // asks the ChooseMove in progress to answer as soon as it can, with the best move it has. An
  // interrupt while no ChooseMove is in progress may be ignored, and must not cut short a later
  // one (BackgroundMove repeats it until the answer comes).
  virtual Expected<Move> ChooseMove(const PlayerView& view) = 0;
  virtual void Interrupt() {}

  // RULES.md §7, rescue: view.viewer's last move opened a rescue (GetRescueChance(view).open()).
  // The piece to put back and where, or nullopt to decline. An error is a forfeit. Quick: it is
  // asked on the caller's thread.
  virtual Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) = 0;

  // The game is over; `view` is the agent's last view of it (with the result).
  virtual void GameOver(const PlayerView& view) { (void)view; }
};

}  // namespace stratego
