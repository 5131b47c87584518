// What the computer player saw of one opponent's setups in earlier games, so that it plays an
// opponent it has met before as a strong player does: a program (or a person) that sets up the
// same way game after game has its Flag, Bombs and Spy where they stood before.
//
// Only what the player's own views showed is counted: the ranks of enemy pieces revealed in
// fights (RULES.md §8), at the setup cell each piece started on. The counts are kept in the
// opponent's own setup cells (row 0 its front row, column 0 its left, as in setup files), so
// that they hold for either colour. People (and programs) mirror their setups left to right, so
// a game is added the way round that agrees best with the games before, and used both ways round,
// weighed by how well each fits what the current game has shown.
#pragma once

#include <array>
#include <optional>

#include "core/setup.h"
#include "core/types.h"
#include "core/view.h"

namespace stratego {

struct SeenSetups {
  // Counts are halved once this many games are kept, so that an opponent who changes the way it
  // sets up is followed: the newer games weigh more.
  static constexpr int kMaxGames = 64;
  // No count goes above this (files from outside are held to it too).
  static constexpr int kMaxCount = 1000000;

  int games = 0;  // games counted (halved with the counts at kMaxGames)
  // seen[cell][Index(rank)]: how often a piece of that rank was seen that started on the cell.
  std::array<std::array<int, kNumRanks>, kSetupCells> seen{};

  int SeenAt(int cell) const;  // pieces seen that started on the cell, of any rank
  friend bool operator==(const SeenSetups&, const SeenSetups&) = default;
};

// The cell seen from the other side: the same row, the column mirrored (left to right).
constexpr int MirroredCell(int cell) {
  return (cell / kSetupColumns) * kSetupColumns + (kSetupColumns - 1 - cell % kSetupColumns);
}

// The ranks `view` shows of the enemy's pieces (on the board or taken), each at the setup cell
// the piece started on (StartSquares, ai/beliefs.h); other cells hold nothing.
std::array<std::optional<Rank>, kSetupCells> EnemyRanksSeen(const PlayerView& view);

// Adds a game's last view to what was seen of its enemy: one more game, and each rank the view
// shows at its start cell, mirrored if that agrees better with the games before.
void AddGame(SeenSetups& seen, const PlayerView& view);

// How likely the enemy's setup is the way round `seen` holds it rather than mirrored, given the
// ranks `view` shows so far: 0.5 when nothing tells them apart.
double StraightOdds(const SeenSetups& seen, const PlayerView& view);

}  // namespace stratego
