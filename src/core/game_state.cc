#include "core/game_state.h"

#include <cassert>

#include "core/combat.h"
#include "core/text.h"

namespace stratego {

namespace {

std::optional<std::string> SetupError(const Setup& setup, Player owner, const RuleSet& rules) {
  const std::string who = std::string(PlayerName(owner)) + "'s setup: ";
  if (setup.army != rules.army) {
    return who + "it is for the " + std::string(GetArmy(setup.army).name) +
           " army, the game uses the " + std::string(GetArmy(rules.army).name) + " army";
  }
  const auto problems = SetupProblems(setup);
  if (problems.empty()) return std::nullopt;
  return who + JoinWithAnd(problems);
}

}  // namespace

Expected<GameState> GameState::Create(const RuleSet& rules, const Setup& red, const Setup& blue) {
  for (Player owner : {Player::kRed, Player::kBlue}) {
    if (auto error = SetupError(owner == Player::kRed ? red : blue, owner, rules)) {
      return Error{*error};
    }
  }
  GameState state;
  state.rules_ = rules;
  state.history_.reserve(kExpectedPlies);
  for (Player owner : {Player::kRed, Player::kBlue}) {
    const Setup& setup = owner == Player::kRed ? red : blue;
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        if (auto rank = setup.At(row, column)) {
          state.board_.AddPiece(owner, *rank, SetupSquare(owner, row, column));
        }
      }
    }
  }
  state.Forget();  // a setup may leave Red without a legal first move
  state.CheckConsistencyInDebugBuilds();
  return state;
}

namespace {

std::optional<std::string> PlacementError(const Board& board, const Placement& placement) {
  const std::string where = SquareName(placement.square);
  if (!placement.square.valid()) return std::string("a piece is not on a square of the board");
  if (IsLake(placement.square)) return "a piece stands in the lake at " + where;
  if (!board.IsEmpty(placement.square)) return "two pieces stand on " + where;
  if (!IsReal(placement.rank)) return "the piece on " + where + " has no rank";
  return std::nullopt;
}

std::optional<std::string> ArmyExcess(const std::vector<Placement>& pieces, Player owner,
                                      const Army& army) {
  for (Rank rank : kRanksStrongestFirst) {
    int count = 0;
    for (const Placement& placement : pieces)
      count += (placement.owner == owner && placement.rank == rank) ? 1 : 0;
    if (count > army.Count(rank)) {
      return std::string(PlayerName(owner)) + " has " + CountProblem(army, rank, count);
    }
    if (rank == Rank::kFlag && count == 0)
      return std::string(PlayerName(owner)) + " has no Flag on the board";
  }
  return std::nullopt;
}

}  // namespace

Expected<GameState> GameState::FromPosition(const RuleSet& rules,
                                            const std::vector<Placement>& pieces, Player to_move) {
  const Army& army = GetArmy(rules.army);
  GameState state;
  state.rules_ = rules;
  state.to_move_ = state.first_to_move_ = to_move;
  for (Player owner : {Player::kRed, Player::kBlue}) {
    if (auto error = ArmyExcess(pieces, owner, army)) return Error{*error};
  }
  for (const Placement& placement : pieces) {
    if (auto error = PlacementError(state.board_, placement)) return Error{*error};
    state.board_.AddPiece(placement.owner, placement.rank, placement.square);
  }
  for (Player owner : {Player::kRed, Player::kBlue}) {
    for (Rank rank : kRanksStrongestFirst) {
      int missing = army.Count(rank);
      for (const Placement& placement : pieces)
        missing -= (placement.owner == owner && placement.rank == rank) ? 1 : 0;
      for (; missing > 0; --missing) {
        state.board_.MarkRevealed(state.board_.AddCapturedPiece(owner, rank));
      }
    }
  }
  state.Forget();
  state.CheckConsistencyInDebugBuilds();
  return state;
}

// Every end of the game goes through here: an open draw offer ends with the game.
void GameState::End(const GameResult& result) const {
  result_ = result;
  draw_offer_.reset();
  legal_moves_.clear();
  known_ = Known::kMoves;
}

// Asking a state decides the end of the game (result()), which ApplyMove leaves to whoever asks
// first: the caches that asking fills are put back afterwards, so that a debug build takes the
// same paths as a release build. (Not asked of a copy: copying the history after every move made
// each test that plays a game quadratic in its length.)
void GameState::CheckConsistencyInDebugBuilds() const {
#ifndef NDEBUG
  const GameResult result = result_;
  const std::optional<Player> draw_offer = draw_offer_;
  const MoveSet legal_moves = legal_moves_;
  const Known known = known_;
  assert(ConsistencyProblem().empty());
  result_ = result;
  draw_offer_ = draw_offer;
  legal_moves_ = legal_moves;
  known_ = known;
#endif
}

[[gnu::noinline]] void GameState::ClearLegalMoves() {
  legal_moves_.clear();
  known_ = Known::kMoves;
}

void GameState::LegalMoves(MoveList& moves) const {
  moves.clear();
  if (over()) return;
  if (known_ == Known::kMoves) return legal_moves_.AppendTo(moves);
  GenerateMoves(ContextFor(to_move_), moves);
}

std::vector<Move> GameState::LegalMoves() const {
  MoveList moves;
  LegalMoves(moves);
  return {moves.begin(), moves.end()};
}

std::optional<std::string> GameState::WhyIllegal(Move move) const {
  if (over()) return std::string("the game is over");
  return stratego::WhyIllegal(ContextFor(to_move_), move);
}

MoveReport GameState::ApplyMove(Move move) {
  assert(!over() && !WhyIllegal(move));
  const Player mover = to_move_;
  MoveReport report;
  report.mover = mover;
  report.move = move;
  report.piece = board_.At(move.from);
  report.defender = board_.At(move.to);
  board_.MarkMoved(report.piece, MovesFar(move));
  if (report.is_attack()) {
    ResolveAttack(report);
    quiet_plies_ = 0;
  } else {
    board_.MovePiece(report.piece, move.to);
    ++quiet_plies_;
  }
  trackers_[static_cast<std::size_t>(Index(mover))].Record(report.piece, move);
  if (rules_.more_squares) chase_.Record(board_, mover, report.piece, move, report.is_attack());
  history_.push_back(report);
  ++ply_;
  to_move_ = Opponent(mover);
  if (draw_offer_ == to_move_) draw_offer_.reset();  // moving declines the opponent's offer
  if (report.is_attack() && report.defender_rank == Rank::kFlag) {
    End({EndReason::kFlagCaptured, mover});
  } else {
    Forget();  // decided when asked (result(), ListLegalMoves)
  }
  CheckConsistencyInDebugBuilds();
  return report;
}

// RULES.md §5: both pieces are revealed; the loser (or both) leaves the board; a winning
// attacker takes the square. §7, silent defense: the defender stays unseen by the attacker unless
// a Scout attacks — or its rank was known already, or it is the Flag (which ends the game), or the
// outcome tells it (a tie, a Spy that wins: the attacker would know it anyway).
void GameState::ResolveAttack(MoveReport& report) {
  const Piece& attacker = board_.piece(report.piece);
  const Piece& defender = board_.piece(report.defender);
  report.attacker_rank = attacker.rank;
  report.defender_rank = defender.rank;
  report.outcome = ResolveCombat(attacker.rank, defender.rank, rules_);
  report.defender_silent = rules_.silent_defense && attacker.rank != Rank::kScout &&
                           defender.rank != Rank::kFlag && !defender.revealed &&
                           !DefenderRankFromOutcome(attacker.rank, report.outcome, rules_);
  board_.MarkRevealed(report.piece);
  if (!report.defender_silent) board_.MarkRevealed(report.defender);
  board_.SettleAttack(report.piece, report.defender, report.outcome);
}

RescueChance GameState::rescue_chance() const {
  return GetRescueChance(Facts());
}

std::optional<std::string> GameState::WhyRescueIllegal(Player player, RescueChoice choice) const {
  if (over()) return std::string("the game is over");
  return stratego::WhyRescueIllegal(Facts(), player, choice);
}

MoveReport GameState::ApplyRescue(Player player, RescueChoice choice) {
  assert(!WhyRescueIllegal(player, choice));
  const PieceId id = PieceToRescue(board_, player, choice.rank);
  board_.Restore(id, choice.square);
  board_.MarkRevealed(id);  // it was taken from the captured pieces in view
  MoveReport& report = history_.back();
  report.rescued = id;
  report.rescued_rank = choice.rank;
  report.rescue_square = choice.square;
  chase_.ForgetPositions();
  // A safeguard: a piece put on a square the opponent could step onto only turns that step into
  // an attack, so a rescue cannot take a legal move away today.
  Forget();
  CheckConsistencyInDebugBuilds();
  return report;
}

Status GameState::DeclineRescue(Player player) {
  const RescueChance chance = rescue_chance();
  if (!chance.open() || chance.rescuer != player)
    return Error{"there is no rescue for " + std::string(PlayerName(player)) + " to decline"};
  history_.back().rescue_declined = true;
  return {};
}

Expected<MoveReport> GameState::TryRescue(Player player, RescueChoice choice) {
  if (auto reason = WhyRescueIllegal(player, choice)) return Error{*reason};
  return ApplyRescue(player, choice);
}

// RULES.md §6: the player to move loses without a legal move, unless the opponent has none
// either (a draw); the optional move limits end the game in a draw. Asked when the result is
// first wanted after a change, so the rare endings are kept apart. After most moves the piece
// moved last can move again, which answers at once; otherwise whether any piece can step.
void GameState::DecideIfOver() const {
  assert(known_ == Known::kNothing && !result_.over());
  known_ = Known::kResult;
  if (!LastMovedPieceCanMove(ContextFor(to_move_)) &&
      !detail::HasLegalMoveOfAnyPiece(ContextFor(to_move_)))
    return EndWithoutLegalMove();
  DecideMoveLimits();
}

void GameState::EndWithoutLegalMove() const {
  const Player other = Opponent(to_move_);
  if (!HasLegalMove(ContextFor(other))) {
    End({EndReason::kNeitherCanMove, std::nullopt});
  } else {
    const bool stuck = HasMovablePiece(board_, to_move_);
    End({stuck ? EndReason::kNoLegalMoves : EndReason::kNoMovablePieces, other});
  }
}

Expected<MoveReport> GameState::TryMove(Move move) {
  if (auto reason = WhyIllegal(move)) return Error{*reason};
  return ApplyMove(move);
}

Status GameState::CheckCanAct(Player player, bool on_turn) const {
  if (over()) return Error{"the game is over"};
  if (on_turn && player != to_move_)
    return Error{"it is not " + std::string(PlayerName(player)) + "'s turn"};
  return {};
}

// A player's opponent who may rescue a piece (RULES.md §7) answers that first.
Status GameState::CheckNoRescueAwaited(Player player) const {
  const RescueChance chance = rescue_chance();
  if (chance.open() && chance.rescuer != player)
    return Error{std::string(PlayerName(chance.rescuer)) + " may rescue a piece first"};
  return {};
}

Status GameState::Resign(Player player) {
  if (Status status = CheckCanAct(player, false); !status) return status;
  End({EndReason::kResignation, Opponent(player)});
  CheckConsistencyInDebugBuilds();
  return {};
}

Status GameState::TimeOut(Player player) {
  if (Status status = CheckCanAct(player, false); !status) return status;
  End({EndReason::kTimeForfeit, Opponent(player)});
  CheckConsistencyInDebugBuilds();
  return {};
}

Status GameState::OfferDraw(Player player) {
  if (Status status = CheckCanAct(player, false); !status) return status;
  if (Status status = CheckNoRescueAwaited(player); !status) return status;
  if (draw_offer_ == player) return Error{"you have already offered a draw"};
  if (draw_offer_ == Opponent(player)) return Error{"your opponent has offered a draw: accept it"};
  draw_offer_ = player;
  CheckConsistencyInDebugBuilds();
  return {};
}

Status GameState::AcceptDraw(Player player) {
  if (Status status = CheckCanAct(player, true); !status) return status;
  if (Status status = CheckNoRescueAwaited(player); !status) return status;
  if (draw_offer_ != Opponent(player)) return Error{"there is no draw offer to accept"};
  End({EndReason::kDrawAgreed, std::nullopt});
  CheckConsistencyInDebugBuilds();
  return {};
}

}  // namespace stratego
