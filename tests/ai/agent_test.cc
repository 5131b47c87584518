// Agents: the baseline random agent and the computer player's names and levels.
#include <catch2/catch.hpp>

#include "ai/computer_player.h"
#include "core/game_state.h"
#include "core/random_setup.h"

namespace stratego {

TEST_CASE("Levels: names round-trip and unknown names are refused", "[ai]") {
  for (Level level : {Level::kEasy, Level::kNormal, Level::kHard})
    CHECK(ParseLevel(LevelName(level)) == level);
  CHECK_FALSE(ParseLevel("impossible"));
  CHECK(DefaultThinkMs(Level::kEasy) == 0);
  CHECK(DefaultThinkMs(Level::kHard) == 1000);
}

}  // namespace stratego
