#include "app/match.h"

#include <algorithm>
#include <cassert>
#include <optional>

#include "core/random_setup.h"
#include "core/rescue.h"
#include "core/rng.h"

namespace stratego {

namespace {

std::size_t Slot(Player side) {
  return static_cast<std::size_t>(Index(side));
}

// Both agents' setups. A side whose agent failed gets a stand-in (it never plays: that side
// forfeits before the first move), so that the game and its record can still be written down.
std::array<Setup, kNumPlayers> AskSetups(const RuleSet& rules, const std::array<Agent*, 2>& agents,
                                         std::vector<Forfeit>& forfeits) {
  std::array<Setup, kNumPlayers> setups;
  Rng stand_in_rng(1);
  for (Player side : {Player::kRed, Player::kBlue}) {
    Agent& agent = *agents[Slot(side)];
    Expected<Setup> setup = AskAgentSetup(agent, rules, side, agents[Slot(Opponent(side))]->Name());
    if (setup) {
      setups[Slot(side)] = std::move(*setup);
      continue;
    }
    forfeits.push_back({side, true, setup.error()});
    setups[Slot(side)] = RandomSetup(rules.army, stand_in_rng);
  }
  return setups;
}

// The game being played: the referee's state and record, both players' views of it, kept up to
// date after every action (core/match_views.h), and whoever watches the actions (a test).
//
// Its clock is read once an answer: an agent's time for an answer runs from the previous reading
// to its answer, so it includes the referee's work on the action before (well under a microsecond
// a move: checking it, playing it, updating the views), which costs less than a second reading a
// move. An observer's work is not counted: the clock is read again after it.
struct LiveGame {
  RecordedGame game;
  MatchViews views;
  const MatchObserver& observer;
  MatchClock::time_point last_reading = MatchClock::now();

  const GameState& state() const { return game.state(); }
  void Observe() {
    if (!observer) return;
    observer(game.state(), views);
    last_reading = MatchClock::now();
  }
  // The time since the last reading, which is now.
  MatchClock::duration Lap() {
    const MatchClock::time_point now = MatchClock::now();
    const MatchClock::duration lap = now - last_reading;
    last_reading = now;
    return lap;
  }
};

// RULES.md §7: the agent's last move opened a rescue; asks for it and checks it. Returns the
// reason for a forfeit, or nullopt once the rescue is made or declined. Its time is the move's.
std::optional<std::string> PlayRescue(LiveGame& live, Agent& agent, MoveTimes& times) {
  const Player side = live.state().history().back().mover;
  const Expected<std::optional<RescueChoice>> rescue = agent.ChooseRescue(live.views.view(side));
  times.AddToLast(live.Lap());
  if (!rescue) return agent.Name() + " " + rescue.error();
  if (!*rescue) {
    (void)live.game.DeclineRescue(side);
    live.views.AfterDeclinedRescue(live.state());
    live.Observe();
    return std::nullopt;
  }
  if (std::optional<std::string> why = live.state().WhyRescueIllegal(side, **rescue)) {
    return agent.Name() + " rescued a " + std::string(RankName((*rescue)->rank)) + " to " +
           SquareName((*rescue)->square) + ": " + *why;
  }
  const MoveReport report = live.game.ApplyRescue(side, **rescue);
  live.views.AfterRescue(live.state(), report);
  live.Observe();
  return std::nullopt;
}

// Why the referee refuses the agent's answer, which is an error or an illegal move. Out of line,
// so that the match loop, which nearly never calls it, keeps a small frame.
[[gnu::noinline]] std::string WhyRefused(const GameState& state, const Agent& agent,
                                         const Expected<Move>& move) {
  if (!move) return agent.Name() + " " + move.error();
  // The referee's messages assume squares on the board (core/move.h parses only those).
  if (!move->from.valid() || !move->to.valid())
    return agent.Name() + " played a move off the board";
  return agent.Name() + " played " + FormatMove(*move) + ": " +
         state.WhyIllegal(*move).value_or("not among the legal moves");
}

// Asks the agent to move for its side and checks the answer; returns the reason for a forfeit,
// or nullopt once the move is played.
//
// The legal moves are listed once a ply, from the referee's state (kept there until it changes):
// they are the agent's to choose from (Agent::ChooseListedMove), the check of its answer (one
// bit for a step), and, listed right after the move before, what decides whether that move
// ended the game (RULES.md §6: no legal move), which the views then take in.
std::optional<std::string> PlayOneMove(LiveGame& live, Agent& agent, MoveTimes& times) {
  const Player side = live.state().to_move();
  const MoveSet& legal = live.game.ListLegalMoves();
  const Expected<Move> move = agent.ChooseListedMove(live.views.view(side), legal);
  times.Add(live.Lap());
  // Contains refuses squares off the board; the message is made only for a refused answer.
  if (!move || !legal.Contains(*move)) return WhyRefused(live.state(), agent, move);
  const MoveReport report = live.game.ApplyMove(*move);
  live.game.ListLegalMoves();  // the next player's, which decide whether the game is over
  live.views.AfterMove(live.state(), report);
  live.Observe();
  // RULES.md §7; the rule is checked first as it spares every other game the question.
  if (live.state().rules().rescue && live.state().rescue_chance().open())
    return PlayRescue(live, agent, times);
  return std::nullopt;
}

// A forfeit ends the game as the side's resignation (RULES.md §6), unless it is over already (a
// setup may leave Red without a first move).
void Resign(LiveGame& live, Player side) {
  if (live.state().over()) return;
  const Status resigned = live.game.Resign(side);
  assert(resigned.ok());
  (void)resigned;
  live.views.AfterEnd(live.state());
  live.Observe();
}

void PlayMoves(LiveGame& live, const std::array<Agent*, 2>& agents, MatchResult& match) {
  while (!live.state().over()) {
    const Player side = live.state().to_move();
    std::optional<std::string> fault =
        PlayOneMove(live, *agents[Slot(side)], match.times[Slot(side)]);
    if (!fault) continue;
    match.forfeits.push_back({side, false, std::move(*fault)});
    Resign(live, side);
  }
}

}  // namespace

Expected<Setup> AskAgentSetup(Agent& agent, const RuleSet& rules, Player side,
                              std::string_view opponent) {
  Expected<Setup> setup = agent.ChooseSetup(rules, side, opponent);
  if (!setup) return Error{agent.Name() + " could not start: " + setup.error()};
  if (setup->army != rules.army) {
    return Error{agent.Name() + " chose a setup of the " + std::string(GetArmy(setup->army).name) +
                 " army; the game is played with the " + std::string(GetArmy(rules.army).name) +
                 " army"};
  }
  const std::vector<std::string> problems = SetupProblems(*setup);
  if (!problems.empty()) return Error{agent.Name() + " chose an invalid setup: " + problems[0]};
  return setup;
}

void MoveTimes::Add(MatchClock::duration time) {
  ++moves;
  total += time;
  last = time;
  worst = std::max(worst, time);
}

void MoveTimes::AddToLast(MatchClock::duration time) {
  total += time;
  last += time;
  worst = std::max(worst, last);
}

void MoveTimes::Add(const MoveTimes& other) {
  moves += other.moves;
  total += other.total;
  worst = std::max(worst, other.worst);
}

RuleSet MatchRules(const RuleSet& rules) {
  RuleSet limited = rules;
  if (limited.max_moves == 0) limited.max_moves = kDefaultMatchMoveLimit;
  return limited;
}

MatchResult PlayMatch(const RuleSet& rules, Agent& red, Agent& blue,
                      const MatchObserver& observer) {
  const std::array<Agent*, 2> agents = {&red, &blue};
  MatchResult match;
  GameRecord header;
  header.rules = MatchRules(rules);
  header.names = {red.Name(), blue.Name()};
  header.setups = AskSetups(header.rules, agents, match.forfeits);
  // Both setups were checked against the rules (or stand in for a failed agent's).
  Expected<RecordedGame> started = RecordedGame::Start(std::move(header));
  assert(started.has_value());
  MatchViews views(started->state());
  LiveGame live{std::move(started.value()), std::move(views), observer};
  live.Observe();

  if (match.forfeits.size() == 1) {
    Resign(live, match.forfeits[0].side);
  } else if (match.forfeits.empty()) {
    PlayMoves(live, agents, match);
  }
  RecordedGame& game = live.game;
  match.record = game.TakeRecord();
  match.result = game.state().result();
  if (match.forfeits.size() == 2) match.result = {EndReason::kAbandoned, std::nullopt};
  match.record.result = match.result;
  match.moves = game.state().ply();
  if (game.state().rules().rescue) {  // without the rule, none: the history need not be read
    for (Player side : {Player::kRed, Player::kBlue})
      match.rescues[Slot(side)] = RescuesMade(game.state().history(), side);
  }

  for (Player side : {Player::kRed, Player::kBlue}) {
    PlayerView last_view = live.views.TakeView(side);
    last_view.result = match.result;  // the result is public; it differs only when abandoned
    agents[Slot(side)]->GameOver(last_view);
  }
  return match;
}

}  // namespace stratego
