// Per-player views (RULES.md §8): what one player may know of a game, and nothing more.
//
// BuildView is the single function that decides it. A view holds the viewer's own ranks, where
// every piece stands, every move's squares, the ranks revealed by attacks, which enemy pieces have
// moved or moved far, and the captured pieces of both sides. Every other enemy rank is
// Rank::kUnknown, so whatever is made from a view (a screen, a computer player's choice, a file or
// a message for one side) cannot contain more.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/game_state.h"
#include "core/more_squares.h"
#include "core/move.h"
#include "core/report.h"
#include "core/rescue.h"
#include "core/rules.h"
#include "core/two_squares.h"

namespace stratego {

struct PlayerView {
  Player viewer = Player::kRed;
  RuleSet rules;
  Board board;  // enemy ranks the viewer may not know are Rank::kUnknown
  Player to_move = Player::kRed;
  int ply = 0;
  int quiet_plies = 0;
  GameResult result;
  std::array<TwoSquaresTracker, kNumPlayers> trackers{};  // both players' moves are public
  ChaseTracker chase;                                     // public too (RULES.md §4.4)
  std::vector<MoveReport> history;                        // as announced to the viewer
  std::optional<Player> draw_offer;
  // A spectator's public view (view_update.h, SpectatorView): no rank of either army is known
  // unless a battle revealed it; `viewer` only says from which side the board is drawn.
  bool spectator = false;

  const TwoSquaresTracker& tracker(Player player) const {
    return trackers[static_cast<std::size_t>(Index(player))];
  }
  friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

PlayerView BuildView(const GameState& state, Player viewer);

// A view that shows every rank: for the end of a game, when both armies are revealed, and for
// replays watched by someone who may see everything. `seat` only says whose seat it is drawn from.
PlayerView BuildOpenView(const GameState& state, Player seat);

// The viewer's legal moves when it is their turn (none otherwise), from the view alone. They equal
// the referee's legal moves: legality never depends on the opponent's hidden ranks.
void LegalMoves(const PlayerView& view, MoveList& moves);
void LegalMoves(const PlayerView& view, MoveSet& moves);  // the same, as a set
std::optional<std::string> WhyIllegal(const PlayerView& view, Move move);

// RULES.md §7, rescue, from the view of the player who made the last move: whether they may
// rescue a piece now, and why a rescue is refused. (From the other side's view a refusal may be
// wrong: under silent defense it does not know every captured rank.)
RescueChance GetRescueChance(const PlayerView& view);
std::optional<std::string> WhyRescueIllegal(const PlayerView& view, RescueChoice choice);

// The enemy pieces whose rank the viewer does not know, in order of id: on the board, and
// captured unseen under silent defense.
std::vector<PieceId> HiddenPieces(const PlayerView& view);

// A full game state that the viewer cannot tell from the true one: the view, with the ranks of
// HiddenPieces(view) taken in order from `hidden_ranks` (one real rank each). A computer player
// searches such states; tests use them to show that a view does not depend on hidden ranks.
GameState StateFromView(const PlayerView& view, const std::vector<Rank>& hidden_ranks);

}  // namespace stratego
