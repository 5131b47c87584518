// Who plays each side of a game at this terminal: a person, or an agent (the computer player).
// A session hands an agent only its own side's view (ai/agent.h); what the screen shows depends
// on how many people play (GameMode).
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "core/types.h"

namespace stratego {

class Agent;

struct Seat {
  std::shared_ptr<Agent> agent;  // null: a person at this terminal
  bool person() const { return agent == nullptr; }
};
using Seats = std::array<Seat, kNumPlayers>;  // by Index(player)

enum class GameMode : std::uint8_t {
  kHotSeat,         // two people take turns at one terminal, a curtain between their turns
  kVersusComputer,  // one person against an agent: the screen always shows the person's view
  kWatching,        // two agents; the person at the terminal watches both armies
  kRemote,  // one person here, the opponent at their own terminal through a server (remote_game.h)
};

inline GameMode ModeOf(const Seats& seats) {
  const int people = (seats[0].person() ? 1 : 0) + (seats[1].person() ? 1 : 0);
  return people == 2   ? GameMode::kHotSeat
         : people == 1 ? GameMode::kVersusComputer
                       : GameMode::kWatching;
}

}  // namespace stratego
