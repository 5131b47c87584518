// The rescue option (RULES.md §7): when a piece moves onto a square of the enemy's back row, its
// owner may put one of their captured pieces back on an empty square of their own half; that ends
// their turn. Scouts cannot rescue, Bombs cannot be rescued, a player rescues at most twice and a
// piece at most once.
//
// The chance exists right after such a move, until the mover takes it or the opponent acts.
// Everything it depends on is public or the mover's own (the board, the rules, the history of
// reports, the result), so the same functions serve the referee and the mover's view: a person or
// a computer player learns from its own view whether it may rescue, and which pieces and where.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/report.h"
#include "core/rules.h"

namespace stratego {

// What a rescuer chooses: one captured piece of `rank`, put on `square`.
struct RescueChoice {
  Rank rank = Rank::kUnknown;
  Square square;
  friend bool operator==(RescueChoice, RescueChoice) = default;
};

// What a rescue depends on, as a GameState or a PlayerView holds it.
struct RescueFacts {
  const Board& board;
  const RuleSet& rules;
  const std::vector<MoveReport>& history;
  const GameResult& result;
};

// After the last move of the history: whether its mover may rescue now.
struct RescueChance {
  enum class Kind {
    kNone,     // the move did not reach the enemy's back row (or the option is off, or done)
    kOpen,     // the mover may rescue a piece now
    kRefused,  // the move reached the back row, but the rules allow no rescue: see `refusal`
  };
  Kind kind = Kind::kNone;
  Player rescuer = Player::kRed;
  std::string refusal;  // kRefused: why, in words for people ("Scouts cannot rescue")

  bool open() const { return kind == Kind::kOpen; }
};

RescueChance GetRescueChance(const RescueFacts& facts);

// The enemy's back row, where a move earns a rescue: rank 10 for Red's pieces, rank 1 for Blue's.
bool OnEnemyBackRow(Player mover, Square square);
// The player's own half, where rescued pieces go: ranks 1–5 for Red, 6–10 for Blue (lakes too).
bool InOwnHalf(Player player, Square square);
// How many rescues the player has made, and whether a piece has made one.
int RescuesMade(const std::vector<MoveReport>& history, Player player);
bool HasRescued(const std::vector<MoveReport>& history, PieceId piece);
// The ranks of the player's captured pieces that may be rescued (no Bombs), strongest first,
// each once.
std::vector<Rank> RescuableRanks(const Board& board, Player player);
// The squares a rescued piece of `player` may be put on: empty, in the own half, not a lake.
std::vector<Square> RescueSquares(const Board& board, Player player);
// Why `player` may not make `choice` now (in words for that player), or nullopt if they may.
std::optional<std::string> WhyRescueIllegal(const RescueFacts& facts, Player player,
                                            RescueChoice choice);
// Which captured piece of `rank` a rescue brings back: one whose rank the opponent knows (seen in
// an attack, or a Scout seen moving far) if there is one, so that a rescue tells as little as it
// can about pieces taken unseen under silent defense; else the first. kNoPiece if there is none.
PieceId PieceToRescue(const Board& board, Player player, Rank rank);

}  // namespace stratego
