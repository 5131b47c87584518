// The arena's figures (stratego arena): the tally of many games between two agents, the
// confidence interval of a score, and the summary printed at the end. Pure functions of the games'
// results, so that the same games give the same summary whatever order they finished in.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ai/agent.h"
#include "app/match.h"
#include "core/rules.h"

namespace stratego {

struct Interval {
  double low = 0;
  double high = 0;
  friend bool operator==(const Interval&, const Interval&) = default;
};

// The Wilson score interval of a proportion: `score` points out of `trials` (a draw is half a
// point), at `z` standard deviations (1.96 for 95%), clamped to [0, 1]. Unlike the textbook
// "p ± z·sqrt(p(1-p)/n)" it is sensible near 0% and 100% and for few games. `trials` > 0.
Interval WilsonInterval(double score, int trials, double z = 1.96);

// One agent's record over the games of an arena.
struct AgentTally {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  int rescues = 0;  // RULES.md §7
  MoveTimes times;
  SearchStats search;  // what its search did, over every game (Agent::TotalStats)

  int games() const { return wins + draws + losses; }
  double points() const { return wins + 0.5 * draws; }
};

// Everything the summary counts. Agents are in the order of the command line: [0] is the --red
// agent, [1] the --blue agent, whatever colour they played in a game (see --swap).
struct ArenaTally {
  std::array<AgentTally, 2> agents;
  std::array<int, kNumPlayers> colour_wins{};  // by Index(Player)
  int draws = 0;
  int games = 0;
  long long moves = 0;
  int shortest = 0;
  int longest = 0;
  std::map<EndReason, int> endings;        // the games no agent forfeited, by how they ended
  int forfeits = 0;                        // the games some agent forfeited
  std::vector<std::string> forfeit_notes;  // the first few: "game 3, Red: ucc:./bot exited"
  int unlisted_forfeits = 0;               // the reasons not in forfeit_notes

  // Counts game `number` (from 1), in which the --red agent played `first_side`.
  void Add(const MatchResult& match, Player first_side, int number);
};

// What the summary's first lines say about the arena.
struct ArenaHeading {
  std::array<std::string, 2> names;  // the agents' names, --red agent first
  int games = 0;
  bool swap = false;  // colours swapped every game
  std::uint64_t seed = 0;
  RuleSet rules;
};

// The summary for people, one fact a line:
//   ai:hard vs random, 100 games (colours swapped every game), seed 7
//     rules: classic army, two-squares rule N = 3, draw after 2000 moves
//     ai:hard   wins 99  draws 1  losses 0   score 99.5% (95% CI 95.4-99.9%)
//     random    wins 0   draws 1  losses 99  score 0.5% (95% CI 0.1-4.6%)
//     by colour: Red won 50, Blue won 49, draws 1
//     game length: average 312 moves (shortest 80, longest 1204)
//     time per move: ai:hard average 812 ms, worst 1031 ms; random average 0.010 ms, worst ...
//     search: ai:hard 60123456 positions in 250 s, 240494 positions/s; random does not search
//                                                  (only when an agent searched)
//     rescues: ai:hard 35, random 12              (only when the rules have the rescue option)
//     endings: flag captured 90, no movable pieces 9, move limit 1, forfeits 0
// followed by the first few forfeits' reasons, if any.
std::string FormatSummary(const ArenaHeading& heading, const ArenaTally& tally);

}  // namespace stratego
