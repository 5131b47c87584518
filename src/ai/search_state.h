// A position for the computer player's search: one full, sampled position (every rank known),
// with what legality needs (the two-squares trackers and, when the more-squares rule is on, the
// chase of §4.4) and the moves left before a move limit ends the game in a draw, and what the
// evaluation would otherwise work out again in every position (ai/evaluation.h: the counts of
// ranks, the material, the pulls), kept up move by move; nothing else, so that copying it to try
// a move is cheap (about 1 KB). The
// rules are those of the referee (core/game_state.cc) for every army and option (RULES.md §2,
// §4–§7), less the game's history, the draw offers and rescues (§7): a rescue needs a piece on
// the enemy's back row, which a search of a few moves seldom reaches, and it is the mover's
// choice, made apart from the move (ai/rescue_choice.h), so the search plays on without it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "ai/evaluation.h"
#include "ai/occupancy.h"
#include "ai/rank_sets.h"
#include "core/board.h"
#include "core/game_state.h"
#include "core/more_squares.h"
#include "core/movegen.h"
#include "core/rules.h"
#include "core/square_set.h"
#include "core/two_squares.h"

namespace stratego {

class SearchState {
 public:
  // The position of `state` (a sampled state built from a view with StateFromView). The
  // evaluation counts the FlagDanger to the Flag of `guarded` (the searcher's), if any.
  explicit SearchState(const GameState& state, std::optional<Player> guarded = std::nullopt);

  const Board& board() const { return board_; }
  const RuleSet& rules() const { return *rules_; }
  Player to_move() const { return to_move_; }
  // The winner once a Flag is captured; a side without a legal move is found by the search.
  std::optional<Player> flag_winner() const { return flag_winner_; }
  // RULES.md §6: the game is drawn by RuleSet::max_moves or max_quiet_moves.
  bool drawn_by_limit() const { return plies_left_ <= 0 || quiet_plies_left_ <= 0; }

  // How far the moves since the root have drawn `player`'s pieces towards enemy pieces they
  // would take (see ai/evaluation.h), in units of 1/kPullScale of a point.
  int pull(Player player) const { return pull_[static_cast<std::size_t>(Index(player))]; }
  // How many pieces of each rank `player` has on the board, and how many of those the enemy has
  // not seen (not revealed): what the evaluation's material needs, kept up move by move.
  const RankCounts& on_board(Player player) const {
    return on_board_[static_cast<std::size_t>(Index(player))];
  }
  const RankCounts& unseen(Player player) const {
    return unseen_[static_cast<std::size_t>(Index(player))];
  }
  // The FlagThreat (ai/evaluation.h) of all `player`'s pieces on the board to the enemy Flag (only
  // its Miners' when PullTargets::flag_for_miners_only).
  int threat(Player player) const { return threat_[static_cast<std::size_t>(Index(player))]; }
  // The FlagDanger (ai/evaluation.h) to `defender`'s Flag from the enemy's movable pieces, against
  // its own; worked out when asked.
  int FlagDanger(Player defender) const {
    const auto own = static_cast<std::size_t>(Index(defender));
    return stratego::FlagDanger(board_, *rules_, defender, flag_[own],
                                movable_[static_cast<std::size_t>(Index(Opponent(defender)))],
                                movable_[own]);
  }
  // From now on the evaluation counts HomeGuard for `player` (the searcher; its Flag stands where
  // it truly does in every sample).
  void KeepHome(Player player);
  // From now on each side's Miners near the other's Flag are worth that Flag as targets of the
  // pull (TargetsOf with the threatened Flag, ai/evaluation.h). Before any move is applied.
  void PullToIntruders();
  // The side KeepHome named, if any.
  std::optional<Player> home() const { return home_; }
  // kHomeGuard (ai/evaluation.h) if the enemy of home() has a Miner and home() has a piece that
  // takes Miners but is no General or Marshal (a Sergeant to a Colonel) within two steps of its
  // Flag; else 0.
  int HomeGuard() const;
  // From now on the evaluation counts FlagCover for `player` (the searcher).
  void KeepCover(Player player) { covered_ = player; }
  // From now on `player`'s pieces that move (the searcher's, whose ranks stand as they truly do in
  // every sample) count only while free to move (FreeToMove, ai/evaluation.h): in MovableCount,
  // and so when the search asks whether the side can still move. Why: people wall a Sergeant in
  // with Bombs beside their Flag's wall, a second Flag to the enemy's eye; counted as a piece that
  // moves, it hid the loss of the side's last free piece. Not for the enemy, whose walls in a
  // sample are only drawn.
  void CountWalls(Player player);
  // The side KeepCover named, if any.
  std::optional<Player> covered() const { return covered_; }
  // kFlagCover (ai/evaluation.h) for the cells of covered()'s back row that may hold its Flag as
  // the enemy sees them, if the enemy has a Miner on the board; else 0.
  int FlagCover() const;
  // The side whose Flag the evaluation guards with FlagDanger, if any.
  std::optional<Player> guarded() const { return guarded_; }
  // The Material of `player` (ai/evaluation.h) for those counts, worked out when they change.
  int material(Player player) const { return material_[static_cast<std::size_t>(Index(player))]; }

  // The TrapLoss (ai/evaluation.h) of `player`'s General, if the enemy has seen it, to the enemy's
  // Marshal (the first of each on the board when this position was made), 0 if either is
  // missing. The enemy's General is no way out, unless the attacker wins ties (RULES.md §7).
  // Inline, as the evaluation asks it twice a position and it is nearly always 0.
  int TrapLoss(Player player) const {
    const auto own = static_cast<std::size_t>(Index(player));
    const auto enemy = static_cast<std::size_t>(Index(Opponent(player)));
    if (general_[own] == kNoPiece || marshal_[enemy] == kNoPiece) return 0;
    const Piece& prey = board_.piece(general_[own]);
    const Piece& hunter = board_.piece(marshal_[enemy]);
    if (!prey.revealed || !prey.on_board() || !hunter.on_board()) return 0;
    const PieceId rival = general_[enemy];
    const SquareSet untaken =
        !rules_->attacker_advantage && rival != kNoPiece && board_.piece(rival).on_board()
            ? SquareSet::Of(board_.piece(rival).square)
            : SquareSet();
    return stratego::TrapLoss(board_, general_[own], marshal_[enemy], untaken, to_move_ == player);
  }

  // Whether an enemy piece that moves stands next to `player`'s Flag, so that the enemy could take
  // it with its next move (the two-squares rules aside; a Scout further along a line is not
  // counted, as a piece stepping between may stop it).
  bool FlagInReach(Player player) const;
  // Whether an enemy piece that moves stands within `steps` steps (along ranks and files, walls
  // aside) of `player`'s Flag.
  bool EnemyNearFlag(Player player, int steps) const;
  // How many pieces that move `player` has on the board (RULES.md §6: none, and it cannot move),
  // those walled in by its own Bombs left out for the side given to CountWalls.
  // BitCount: popcnt where the processor has one (std::popcount is a library call here).
  int MovableCount(Player player) const {
    return BitCount(movable_[static_cast<std::size_t>(Index(player))]);
  }

  void LegalMoves(MoveList& moves) const;
  // The legal moves of the player to move that attack (piece by piece, not necessarily in the
  // order LegalMoves gives them): what the search's quiescence looks at, found without walking
  // every empty square.
  void LegalAttacks(MoveList& moves) const;
  bool CanMove(Player player) const;
  // Where `player`'s Flag stands; not valid once it is taken.
  Square Flag(Player player) const { return flag_[static_cast<std::size_t>(Index(player))]; }
  // Lets the other player move next, as if the player to move had passed (no rule allows it: the
  // search asks what the enemy would do if left alone).
  void PassTurn() { to_move_ = Opponent(to_move_); }
  // Plays a legal move of the player to move (RULES.md §4, §5).
  void Apply(Move move);

 private:
  void Attack(PieceId attacker, PieceId defender);
  // A Bomb of `owner`'s has left `square`: its pieces beside it that move may be free now.
  void FreeWalledIn(Square square, Player owner);
  // Adds the piece to the counts and the occupancy (`sign` 1) or takes it out of them (-1), as it
  // stands now.
  void Count(PieceId id, int sign);
  void UpdateMaterial();
  Square EnemyFlag(Player player) const {
    return flag_[static_cast<std::size_t>(Index(Opponent(player)))];
  }
  // The FlagThreat of a piece of `owner` of `rank` on `square`; none but a Miner's when only
  // Miners are drawn to the enemy's Flag (PullTargets::flag_for_miners_only), for the same reason.
  int ThreatAt(Player owner, Rank rank, Square square) const {
    const bool walled_off =
        targets_[static_cast<std::size_t>(Index(Opponent(owner)))].flag_for_miners_only &&
        rank != Rank::kMiner;
    return walled_off ? 0 : FlagThreat(rank, square, EnemyFlag(owner));
  }

  Board board_;
  std::array<TwoSquaresTracker, kNumPlayers> trackers_;
  // Both players' chases (RULES.md §4.4), only when the more-squares rule is on: empty otherwise,
  // so that a position without the rule copies no chase.
  std::optional<ChaseTracker> chase_;
  const RuleSet* rules_;  // the sampled GameState's rules, which outlive the search
  Player to_move_;
  std::optional<Player> flag_winner_;
  std::optional<Player> guarded_;
  std::optional<Player> home_;
  std::optional<Player> covered_;
  std::optional<Player> walls_counted_;  // the side CountWalls named, if any
  // The squares within two steps of home_'s Flag (ends at the first invalid square).
  std::array<Square, 12> home_squares_{};
  int plies_left_;        // before RuleSet::max_moves is reached (a large number when it is off)
  int quiet_plies_left_;  // before RuleSet::max_quiet_moves is reached
  std::array<int, kNumPlayers> pull_{};
  std::array<RankCounts, kNumPlayers> on_board_{};
  std::array<RankCounts, kNumPlayers> unseen_{};
  std::array<int, kNumPlayers> material_{};
  std::array<int, kNumPlayers> threat_{};
  std::array<Square, kNumPlayers> flag_;  // where each side's Flag stands (Flags never move)
  // Each side's first General and first Marshal on the board when the position was made
  // (kNoPiece if there is none), for TrapLoss.
  std::array<PieceId, kNumPlayers> general_{kNoPiece, kNoPiece};
  std::array<PieceId, kNumPlayers> marshal_{kNoPiece, kNoPiece};
  std::array<int, kNumPlayers> piece_material_{};  // the sum of PieceMaterial over the pieces
  Occupancy occupancy_;
  // Each side's pieces on the board that move (for the side of CountWalls, only those free to move,
  // FreeToMove of ai/evaluation.h): bit i for the piece FirstPieceId(side) + i.
  std::array<std::uint64_t, kNumPlayers> movable_{};
  static_assert(kMaxPiecesPerSide <= 64);
  std::array<PullTargets, kNumPlayers> targets_;  // each side's pieces as the enemy's targets
};

}  // namespace stratego
