// The match loop: one game between two agents, with a referee (STYLE.md: src/app connects players
// to the referee).
//
// Honest by construction (RULES.md §8): the loop keeps the GameState and hands each agent only
// BuildView(state, its side). It never trusts an agent: a setup is checked before the game starts
// and every move with GameState::WhyIllegal before it is applied. An agent that fails (an error, an
// invalid setup, an illegal move) forfeits: the game ends as its resignation (§6), and the reason
// is kept. Every game ends: a match adds a move limit when the rules have none.
//
// The views are not rebuilt for every move: they are kept up to date after every action
// (core/match_views.h), which costs the same whatever the game's length.
#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.h"
#include "core/game_record.h"
#include "core/match_views.h"

namespace stratego {

// The draw after this many moves in total when the rules set no limit (RuleSet::max_moves = 0), so
// that two agents that never attack cannot play forever. Random games last about 1400 moves.
inline constexpr int kDefaultMatchMoveLimit = 2000;

using MatchClock = std::chrono::steady_clock;

// How long one side thought, over the moves it was asked for (ChooseMove calls, timed on the
// steady clock from the end of the action before, so that the referee's own work on that action,
// well under a microsecond, counts as well: one clock reading a move, not two).
struct MoveTimes {
  int moves = 0;
  MatchClock::duration total{};
  MatchClock::duration worst{};
  MatchClock::duration last{};  // the latest move's

  void Add(MatchClock::duration time);
  // More time for the latest move (a rescue's, RULES.md §7, which is part of its move).
  void AddToLast(MatchClock::duration time);
  void Add(const MoveTimes& other);
};

// An agent that failed.
struct Forfeit {
  Player side = Player::kRed;
  bool at_setup = false;  // it failed before the first move: it could not even start the game
  std::string reason;     // "ucc:./bot played e4-e9: only Scouts move more than one square"
};

struct MatchResult {
  GameResult result;
  int moves = 0;
  // Empty, or the side that forfeited (the game ended as its resignation); both sides when neither
  // could start, and then the game is abandoned as a draw (EndReason::kAbandoned).
  std::vector<Forfeit> forfeits;
  std::array<MoveTimes, kNumPlayers> times{};  // by Index(Player)
  std::array<int, kNumPlayers> rescues{};      // RULES.md §7: the rescues each side made
  // The game written down: the rules played (with the move limit), both setups, the agents'
  // Name()s, every action and the result. It replays to `result` (CheckRecord).
  GameRecord record;
};

// The rules a match plays: `rules`, with kDefaultMatchMoveLimit when they set no move limit.
RuleSet MatchRules(const RuleSet& rules);

// The setup `agent` chooses as `side` against `opponent`, checked against the rules; the error
// (the agent's, or why the setup does not fit) is the reason for the agent's forfeit.
Expected<Setup> AskAgentSetup(Agent& agent, const RuleSet& rules, Player side,
                              std::string_view opponent);

// Watches a match: called with the referee's state and both players' views once the game has
// started and again after every action (a move, a rescue or a declined one, a resignation).
// For tests: views.view(side) must equal BuildView(state, side) each time.
using MatchObserver = std::function<void(const GameState& state, const MatchViews& views)>;

// Plays one game of MatchRules(rules) between `red` and `blue`: asks each for its setup (Red
// first), then each for its moves in turn until the game is over, then tells both it is over
// (Agent::GameOver with its own last view). Agents are used by this call alone while it runs.
MatchResult PlayMatch(const RuleSet& rules, Agent& red, Agent& blue,
                      const MatchObserver& observer = {});

}  // namespace stratego
