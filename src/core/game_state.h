// The referee: the whole true state of a game and the only authority on what happens in it.
// Implements RULES.md §3–§6 for any army and rule set. It is a copyable value (a computer player
// may copy hypothetical states it builds from its own view; see view.h).
//
// Only the referee and the view builder (view.h) may read hidden ranks from it. Everything that
// shows a game to a player goes through BuildView.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "core/more_squares.h"
#include "core/move.h"
#include "core/movegen.h"
#include "core/report.h"
#include "core/rescue.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/two_squares.h"

namespace stratego {

struct PlayerView;

// One piece of a position given square by square (see GameState::FromPosition).
struct Placement {
  Player owner;
  Rank rank;
  Square square;
};

class GameState {
 public:
  // A new game from two setups (each as its owner sees it); Red moves first. Fails, with the
  // reasons, if a setup is not a valid setup of the rule set's army.
  static Expected<GameState> Create(const RuleSet& rules, const Setup& red, const Setup& blue);

  // A position given piece by piece, for puzzles and tests; `to_move` moves first. The rest of each
  // army counts as captured (and seen). Fails if a square is off the board, a lake or used twice,
  // if a side has more of a rank than its army, or if a side's Flag is not on the board.
  static Expected<GameState> FromPosition(const RuleSet& rules,
                                          const std::vector<Placement>& pieces, Player to_move);

  const RuleSet& rules() const { return rules_; }
  // The true board, hidden ranks included. For the referee's own users and the view builder.
  const Board& board() const { return board_; }
  Player to_move() const { return to_move_; }
  int ply() const { return ply_; }                  // moves made so far
  int quiet_plies() const { return quiet_plies_; }  // moves since the last attack
  // How the game ended, if it has (RULES.md §6). Decided when first asked after a change of the
  // position (see known_), so a move costs no more than it must when nobody asks.
  const GameResult& result() const {
    if (known_ == Known::kNothing) [[unlikely]]
      DecideIfOver();
    return result_;
  }
  bool over() const { return result().over(); }
  const std::vector<MoveReport>& history() const { return history_; }
  const TwoSquaresTracker& tracker(Player player) const {
    return trackers_[static_cast<std::size_t>(Index(player))];
  }
  // Both players' chases (RULES.md §4.4), followed only when the more-squares rule is on.
  const ChaseTracker& chase() const { return chase_; }
  // The player whose draw offer waits for an answer, if any.
  std::optional<Player> draw_offer() const {
    result();  // the end of the game ends an offer
    return draw_offer_;
  }

  // The legal moves of the player to move (none once the game is over), as a set (MoveSet: its
  // size is exact and its moves are read by position, so that a uniform choice is cheap), in
  // the order GenerateMoves gives them. Listed at most once a position, and kept until the state
  // next changes; the reference is good until then. When the game's end is not yet decided, the
  // list decides it (RULES.md §6: no legal move ends the game), so that it is empty exactly when
  // the game is over: a caller that lists the moves every ply need not ask over() as well.
  // Inline: a random playout lists them every ply (stratego bench).
  const MoveSet& ListLegalMoves() {
    if (known_ != Known::kMoves) {
      if (known_ == Known::kResult && result_.over()) [[unlikely]] {
        ClearLegalMoves();
      } else {
        const bool decided = known_ == Known::kResult;
        known_ = Known::kMoves;
        detail::GenerateMoveSet(board_, to_move_, tracker(to_move_), rules_, &chase_, legal_moves_);
        if (!decided) DecideFromLegalMoves();
      }
    }
    return legal_moves_;
  }
  void LegalMoves(MoveList& moves) const;  // the kept list, or one listed now
  std::vector<Move> LegalMoves() const;
  // Why the player to move may not make `move`, in words for that player; nullopt if legal.
  std::optional<std::string> WhyIllegal(Move move) const;
  // !WhyIllegal(move), without making a message. Inline, as the referee asks it of every move an
  // agent plays: most moves are answered by the board alone, before the repetition rules' context.
  bool IsLegal(Move move) const {
    if (over() || !detail::LegalIgnoringRepetition(board_, to_move_, move)) return false;
    const MoveContext context = ContextFor(to_move_);
    return !RepetitionMayRestrain(context, board_.At(move.from)) ||
           stratego::IsLegal(context, move);
  }

  // Plays a move of the player to move and returns its public report.
  // The move is assumed to be legal (check with WhyIllegal, or use TryMove).
  MoveReport ApplyMove(Move move);
  // Plays a move from outside: an illegal move leaves the game unchanged and says why.
  Expected<MoveReport> TryMove(Move move);

  // RULES.md §7, rescue: whether the player who made the last move may now rescue a piece (or,
  // having reached the enemy's back row, why not). The chance lasts until that player rescues or
  // declines, or the game ends, or the opponent moves (which declines it); meanwhile the
  // opponent may not offer or accept a draw.
  RescueChance rescue_chance() const;
  std::optional<std::string> WhyRescueIllegal(Player player, RescueChoice choice) const;
  // Puts one of the player's captured pieces of the chosen rank back on the board, known to the
  // opponent; the rescue becomes part of the last move's report, which is returned. The rescue is
  // assumed to be legal (check with WhyRescueIllegal, or use TryRescue).
  MoveReport ApplyRescue(Player player, RescueChoice choice);
  Expected<MoveReport> TryRescue(Player player, RescueChoice choice);
  // The player says they will not rescue: the chance ends (and a kept game does not ask again).
  Status DeclineRescue(Player player);

  // RULES.md §6: a player may resign at any time.
  Status Resign(Player player);
  // Issue 14: the player's clock ran out (the clock is the server's; the referee only ends the
  // game): the opponent wins, at any time, as by a resignation.
  Status TimeOut(Player player);
  // A player offers a draw, at any time (on their own turn they then still make a move). The
  // offer stands until the opponent accepts it on their turn or declines it by moving, or the
  // game ends another way.
  Status OfferDraw(Player player);
  Status AcceptDraw(Player player);

  // Checks every invariant of the state; returns what is broken, or an empty string.
  std::string ConsistencyProblem() const;

 private:
  friend GameState StateFromView(const PlayerView& view, const std::vector<Rank>& hidden_ranks);
  GameState() = default;

  MoveContext ContextFor(Player player) const {
    return MoveContext{board_, player, tracker(player), rules_, &chase_};
  }
  RescueFacts Facts() const { return {board_, rules_, history_, result()}; }
  void ResolveAttack(MoveReport& report);
  void ClearLegalMoves();  // the game is over: no legal move (out of line, being rare)
  // RULES.md §6 after a change of the position: whether the game is over, without listing the
  // moves (most callers want no list). Const: it works out what the position implies (known_).
  [[gnu::noinline]] void DecideIfOver() const;
  // The same once the legal moves are listed (known_ is kMoves). Inline: once a ply in playouts.
  void DecideFromLegalMoves() {
    if (legal_moves_.empty()) [[unlikely]]
      return EndWithoutLegalMove();
    DecideMoveLimits();
  }
  void DecideMoveLimits() const {  // the optional draws by move limits (RULES.md §6)
    if (ReachedLimit(ply_, rules_.max_moves)) [[unlikely]] {
      End({EndReason::kMoveLimit, std::nullopt});
    } else if (ReachedLimit(quiet_plies_, rules_.max_quiet_moves)) [[unlikely]] {
      End({EndReason::kQuietMoveLimit, std::nullopt});
    }
  }
  // Whether `count` (at least 0) has reached `limit`, where a limit of 0 is none: one comparison,
  // as limit − 1 taken unsigned is then the largest number (asked once a ply).
  static bool ReachedLimit(int count, int limit) {
    return static_cast<unsigned>(limit) - 1U < static_cast<unsigned>(count);
  }
  [[gnu::noinline]] void EndWithoutLegalMove() const;  // the player to move has no legal move
  void End(const GameResult& result) const;
  // The position changed: its end and its legal moves are to be worked out again.
  void Forget() { known_ = Known::kNothing; }
  // The invariants after every change, in debug builds (STYLE.md convention 5).
  void CheckConsistencyInDebugBuilds() const;
  Status CheckCanAct(Player player, bool on_turn) const;
  Status CheckNoRescueAwaited(Player player) const;

  RuleSet rules_;
  Board board_;
  Player to_move_ = Player::kRed;
  Player first_to_move_ = Player::kRed;
  int ply_ = 0;
  int quiet_plies_ = 0;
  // Decided when first asked (result(), ListLegalMoves) after a change of the position: mutable,
  // as the cache of what the position implies (result_ holds what ended the game otherwise too).
  // A const GameState may therefore write them: it is not to be read by two threads at once.
  mutable GameResult result_;
  std::array<TwoSquaresTracker, kNumPlayers> trackers_{};
  ChaseTracker chase_;
  std::vector<MoveReport> history_;
  mutable std::optional<Player> draw_offer_;  // End drops it
  // What is known of the position: kNothing after a change (Forget), kResult once result_ is
  // decided, kMoves once legal_moves_ (the legal moves of to_move_) are listed too.
  enum class Known : std::uint8_t { kNothing, kResult, kMoves };
  mutable MoveSet legal_moves_;
  mutable Known known_ = Known::kResult;
};

}  // namespace stratego
