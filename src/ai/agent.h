// An agent: a player of the game that is not a person at this terminal — the computer player,
// a random mover, or an external program speaking the bot protocol (FORMATS.md §3).
//
// Honest by construction: an agent is handed only its own player's view (core/view.h, built by
// BuildView, RULES.md §8) and the rules, never the referee's GameState, so nothing it decides can
// depend on what that player may not know. Whoever runs a game (the match loop, the terminal
// session) keeps the GameState and passes views; the match loop passes the legal moves too
// (ChooseListedMove), which are the view's own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/move.h"
#include "core/move_set.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"

namespace stratego {

// What a computer player's search did: for one move, or added up over many.
struct SearchStats {
  int moves = 0;                  // moves chosen
  int samples = 0;                // sampled positions searched (ai/search.h)
  std::int64_t positions = 0;     // positions visited, over all samples
  std::int64_t microseconds = 0;  // time spent choosing
  int depth = 0;                  // full-width plies searched; over many moves, the deepest

  void Add(const SearchStats& other) {
    moves += other.moves;
    depth = std::max(depth, other.depth);
    samples += other.samples;
    positions += other.positions;
    microseconds += other.microseconds;
  }
  // Positions visited per second of thinking; 0 when no time was measured.
  double PositionsPerSecond() const {
    return microseconds > 0
               ? static_cast<double>(positions) * 1e6 / static_cast<double>(microseconds)
               : 0;
  }
  friend bool operator==(const SearchStats&, const SearchStats&) = default;
};

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
  // The same, asked by a caller that has listed the legal moves already: the match loop lists
  // them once a ply from its GameState, as they decide whether the game is over and check the
  // answer. `legal` holds exactly LegalMoves(view), in its order (RULES.md §8: a player's legal
  // moves follow from its view alone; tests/core/playout_test.cc), and is good until the call
  // returns. An agent that would list them itself may choose among them; by default, ChooseMove.
  virtual Expected<Move> ChooseListedMove(const PlayerView& view, const MoveSet& legal) {
    (void)legal;
    return ChooseMove(view);
  }
  virtual void Interrupt() {}

  // RULES.md §7, rescue: view.viewer's last move opened a rescue (GetRescueChance(view).open()).
  // The piece to put back and where, or nullopt to decline. An error is a forfeit. Quick: it is
  // asked on the caller's thread.
  virtual Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) = 0;

  // The game is over; `view` is the agent's last view of it (with the result).
  virtual void GameOver(const PlayerView& view) { (void)view; }

  // What the agent's search did for the move it chose last, and for every move it chose since it
  // was made: for summaries and --verbose. Zeros for an agent that does not search (a random
  // mover, an external program). Ask between moves, not while ChooseMove runs.
  virtual SearchStats LastMoveStats() const { return {}; }
  virtual SearchStats TotalStats() const { return {}; }
};

}  // namespace stratego
