// One arena game through a game server (`stratego arena --server`, docs/protocol.md): the game is
// hosted on the server with the arena's rules, and both agents sit at its seats over the
// protocol, as `stratego host --agent` and `stratego join --agent` do. The server is the referee;
// each agent stays in this process and is handed only the view its seat rebuilds from the
// server's messages (AgentSeat), so hidden information flows exactly as between two players.
//
// The result is the match loop's (app/match.h), so the arena sums it up the same way: the
// server's result, the moves, each side's thinking time (the agent's own, not the network's),
// rescues, forfeits (an agent's error or illegal answer, checked against its view before it is
// sent, is that side's resignation, as in PlayMatch), and a record of the game made from both
// seats' views and setups (the arena holds both agents, so it may know both armies).
#pragma once

#include <string>

#include "ai/agent.h"
#include "app/match.h"
#include "core/expected.h"

namespace stratego {

// How long the arena keeps asking a server that refuses `host` because the caller holds too many
// games not yet started (too_many_games: the arena's other games start soon).
inline constexpr auto kHostRetryFor = std::chrono::seconds(30);

// Plays one game of MatchRules(rules) between `red` and `blue` on the server at `server` (a Unix
// socket's path or HOST:PORT, as host/join --server): two connections, one hosting the game for
// Red, the other joining it for Blue (by number, or over TCP by the invitation code). Fails
// (without a result) when the server cannot be reached, refuses, or goes away mid-game; the
// game then stays on the server as it stood.
Expected<MatchResult> PlayServerMatch(const std::string& server, const RuleSet& rules, Agent& red,
                                      Agent& blue);

// The game written down from what both seats saw: `header`'s rules, setups and names, and the
// actions the reports of the seats' last views show (the moves, rescues and declined rescues:
// each from its mover's view, the only one that knows a declined rescue), then a resignation
// when `result` says so. Fails if an action does not replay (a server that misreported).
Expected<GameRecord> RecordFromViews(GameRecord header, const PlayerView& red,
                                     const PlayerView& blue, const GameResult& result);

}  // namespace stratego
