#include "ai/search_state.h"

#include <bit>
#include <cassert>

#include "core/combat.h"

namespace stratego {

namespace {

// The moves left before a limit of `limit` moves (0: none) when `made` are made: far more than a
// search looks ahead when there is no limit.
constexpr int kNoLimit = 1 << 20;
int MovesLeft(int limit, int made) {
  return limit > 0 ? limit - made : kNoLimit;
}

}  // namespace

SearchState::SearchState(const GameState& state, std::optional<Player> guarded)
    : board_(state.board()),
      trackers_{state.tracker(Player::kRed), state.tracker(Player::kBlue)},
      chase_(state.rules().more_squares ? std::optional<ChaseTracker>(state.chase())
                                        : std::nullopt),
      rules_(&state.rules()),
      to_move_(state.to_move()),
      guarded_(guarded),
      plies_left_(MovesLeft(state.rules().max_moves, state.ply())),
      quiet_plies_left_(MovesLeft(state.rules().max_quiet_moves, state.quiet_plies())),
      targets_{TargetsOf(board_, Player::kRed), TargetsOf(board_, Player::kBlue)} {
  flag_.fill(kNoSquare);
  for (PieceId id = 0; id < kMaxPieces; ++id) {
    const Piece& piece = board_.piece(id);
    if (id >= board_.EndPieceId(OwnerOf(id)) || !piece.on_board()) continue;
    const auto owner = static_cast<std::size_t>(Index(piece.owner));
    if (piece.rank == Rank::kFlag) flag_[owner] = piece.square;
    if (piece.rank == Rank::kGeneral && general_[owner] == kNoPiece) general_[owner] = id;
    if (piece.rank == Rank::kMarshal && marshal_[owner] == kNoPiece) marshal_[owner] = id;
  }
  for (PieceId id = 0; id < kMaxPieces; ++id) {
    if (id < board_.EndPieceId(OwnerOf(id)) && board_.piece(id).on_board()) Count(id, 1);
  }
  UpdateMaterial();
}

void SearchState::PullToIntruders() {
  assert(pull_ == decltype(pull_){});  // no move applied yet: the pulls count from these targets
  for (Player owner : {Player::kRed, Player::kBlue}) {
    PullTargets& targets = targets_[static_cast<std::size_t>(Index(owner))];
    [[maybe_unused]] const bool miners_only = targets.flag_for_miners_only;
    targets = TargetsOf(board_, owner, EnemyFlag(owner));
    assert(targets.flag_for_miners_only == miners_only);  // the threat sums count with it
  }
}

void SearchState::KeepHome(Player player) {
  home_ = player;
  home_squares_.fill(kNoSquare);
  const Square flag = flag_[static_cast<std::size_t>(Index(player))];
  if (!flag.valid()) return;
  std::size_t count = 0;
  for (int file = 0; file < kBoardSize; ++file) {
    for (int row = 0; row < kBoardSize; ++row) {
      const int steps = StepsApart(Square::At(file, row), flag);
      if (steps >= 1 && steps <= 2 && count < home_squares_.size())
        home_squares_[count++] = Square::At(file, row);
    }
  }
}

int SearchState::HomeGuard() const {
  if (!home_) return 0;
  const Player enemy = Opponent(*home_);
  if (on_board(enemy)[static_cast<std::size_t>(Index(Rank::kMiner))] == 0) return 0;
  for (Square square : home_squares_) {
    if (!square.valid()) break;
    const PieceId id = board_.At(square);
    if (id == kNoPiece || OwnerOf(id) != *home_) continue;
    const Rank rank = board_.piece(id).rank;
    if (rank >= Rank::kSergeant && rank <= Rank::kColonel) return kHomeGuard;
  }
  return 0;
}

namespace {

// Whether the enemy may take `piece` for a Bomb or the Flag: it never moved and was never
// revealed, or was revealed as a Bomb.
bool MayBeBomb(const Piece& piece) {
  return !piece.moved && (!piece.revealed || piece.rank == Rank::kBomb);
}

}  // namespace

int SearchState::FlagCover() const {
  if (!covered_) return 0;
  const Player side = *covered_;
  if (on_board(Opponent(side))[static_cast<std::size_t>(Index(Rank::kMiner))] == 0) return 0;
  const int back = side == Player::kRed ? 0 : kBoardSize - 1;
  const int inward = side == Player::kRed ? 1 : -1;
  int cells = 0;
  for (int file = 0; file < kBoardSize && cells < kFlagCoverCells; ++file) {
    const PieceId id = board_.At(Square::At(file, back));
    if (id == kNoPiece || OwnerOf(id) != side) continue;
    const Piece& piece = board_.piece(id);
    if (piece.moved || piece.revealed) continue;
    bool walled = true;
    for (const Square next :
         {Square::At(file, back + inward), file > 0 ? Square::At(file - 1, back) : kNoSquare,
          file + 1 < kBoardSize ? Square::At(file + 1, back) : kNoSquare}) {
      if (!next.valid()) continue;
      const PieceId beside = board_.At(next);
      walled = beside != kNoPiece && OwnerOf(beside) == side && MayBeBomb(board_.piece(beside));
      if (!walled) break;
    }
    if (walled) ++cells;
  }
  return kFlagCover[static_cast<std::size_t>(cells)];
}

bool SearchState::EnemyNearFlag(Player player, int steps) const {
  const Square flag = flag_[static_cast<std::size_t>(Index(player))];
  if (!flag.valid()) return false;
  const Player enemy = Opponent(player);
  for (std::uint64_t bits = movable_[static_cast<std::size_t>(Index(enemy))]; bits != 0;
       bits &= bits - 1) {
    const Square at =
        board_.piece(static_cast<PieceId>(FirstPieceId(enemy) + std::countr_zero(bits))).square;
    if (StepsApart(at, flag) <= steps) return true;
  }
  return false;
}

bool SearchState::FlagInReach(Player player) const {
  const Square flag = flag_[static_cast<std::size_t>(Index(player))];
  if (!flag.valid()) return false;
  for (Direction direction : kDirections) {
    const Square next = Step(flag, direction);
    if (!next.valid()) continue;
    const PieceId occupant = board_.At(next);
    if (occupant != kNoPiece && OwnerOf(occupant) != player &&
        IsMovable(board_.piece(occupant).rank))
      return true;
  }
  return false;
}

void SearchState::UpdateMaterial() {
  for (Player side : {Player::kRed, Player::kBlue}) {
    const auto index = static_cast<std::size_t>(Index(side));
    material_[index] = piece_material_[index] +
                       CountedMaterial(on_board(side), unseen(side), on_board(Opponent(side)));
  }
}

void SearchState::Count(PieceId id, int sign) {
  const Piece& piece = board_.piece(id);
  const auto owner = static_cast<std::size_t>(Index(piece.owner));
  const auto rank = static_cast<std::size_t>(Index(piece.rank));
  on_board_[owner][rank] += sign;
  if (!piece.revealed) unseen_[owner][rank] += sign;
  piece_material_[owner] += sign * PieceMaterial(piece.rank, !piece.revealed);
  threat_[owner] += sign * ThreatAt(piece.owner, piece.rank, piece.square);
  if (IsMovable(piece.rank)) {
    const std::uint64_t bit = std::uint64_t{1} << (id - FirstPieceId(piece.owner));
    const bool walled = walls_counted_ == piece.owner && WalledIn(board_, piece.square);
    movable_[owner] = sign > 0 && !walled ? movable_[owner] | bit : movable_[owner] & ~bit;
  }
  if (sign > 0) {
    occupancy_.Add(piece.owner, piece.square);
  } else {
    occupancy_.Remove(piece.owner, piece.square);
  }
}

void SearchState::LegalMoves(MoveList& moves) const {
  const MoveContext context{board_, to_move_, trackers_[static_cast<std::size_t>(Index(to_move_))],
                            *rules_, chase_ ? &*chase_ : nullptr};
  GenerateMoves(context, moves);
}

// As core/movegen.cc walks the moves, keeping only those that end on an enemy piece: a piece
// reaches the first square in each direction that is not empty (a Scout across empty squares,
// RULES.md §4.2), and the two-squares rule (§4.3) forbids what it forbids there too. Only pieces
// that border an enemy piece, and Scouts that share a row or file with one, can attack. With the
// more-squares rule (§4.4), which is optional and seldom forbids an attack, it asks LegalMoves.
void SearchState::LegalAttacks(MoveList& moves) const {
  if (chase_) {
    MoveList all;
    LegalMoves(all);
    moves.clear();
    for (Move move : all) {
      if (!board_.IsEmpty(move.to)) moves.push_back(move);
    }
    return;
  }
  moves.clear();
  const Player enemy = Opponent(to_move_);
  const int limit = rules_->two_squares;
  const TwoSquaresTracker& tracker = trackers_[static_cast<std::size_t>(Index(to_move_))];
  const Occupancy::Rows near = occupancy_.Bordering(enemy);
  const unsigned files = occupancy_.Files(enemy);
  const std::uint64_t movable = movable_[static_cast<std::size_t>(Index(to_move_))];
  for (std::uint64_t bits = movable; bits != 0; bits &= bits - 1) {
    const auto id = static_cast<PieceId>(FirstPieceId(to_move_) + std::countr_zero(bits));
    const Piece& piece = board_.piece(id);
    const bool scout = piece.rank == Rank::kScout;
    const bool on_row =
        scout ? occupancy_.OnRow(enemy, piece.square) : Occupancy::Has(near, piece.square);
    const bool on_file = scout ? Occupancy::OnFile(files, piece.square) : on_row;
    if (!on_row && !on_file) continue;
    const bool restrained = tracker.Restrains(id, limit);
    for (Direction direction : kDirections) {
      const bool along_row = direction == Direction::kLeft || direction == Direction::kRight;
      if (!(along_row ? on_row : on_file)) continue;
      Square to = Step(piece.square, direction);
      if (scout) {
        while (to.valid() && board_.IsEmpty(to))
          to = Step(to, direction);
      }
      if (!to.valid() || board_.IsEmpty(to) || OwnerOf(board_.At(to)) == to_move_) continue;
      const Move move{piece.square, to};
      if (restrained && tracker.CommonCrossing(id, move, limit)) continue;
      moves.push_back(move);
    }
  }
}

bool SearchState::CanMove(Player player) const {
  return HasLegalMove(MoveContext{board_, player,
                                  trackers_[static_cast<std::size_t>(Index(player))], *rules_,
                                  chase_ ? &*chase_ : nullptr});
}

void SearchState::Apply(Move move) {
  const PieceId mover = board_.At(move.from);
  const PieceId target = board_.At(move.to);
  const Piece& piece = board_.piece(mover);
  int& pull = pull_[static_cast<std::size_t>(Index(to_move_))];
  const PullTargets& targets = targets_[static_cast<std::size_t>(Index(Opponent(to_move_)))];
  pull -= PullAt(board_, *rules_, targets, piece.rank, move.from);
  board_.MarkMoved(mover, MovesFar(move));
  --plies_left_;
  if (target == kNoPiece) {
    board_.MovePiece(mover, move.to);
    occupancy_.Remove(to_move_, move.from);
    occupancy_.Add(to_move_, move.to);
    threat_[static_cast<std::size_t>(Index(to_move_))] +=
        ThreatAt(to_move_, piece.rank, move.to) - ThreatAt(to_move_, piece.rank, move.from);
    --quiet_plies_left_;
  } else {
    Attack(mover, target);
    quiet_plies_left_ = MovesLeft(rules_->max_quiet_moves, 0);
  }
  if (piece.on_board()) pull += PullAt(board_, *rules_, targets, piece.rank, move.to);
  trackers_[static_cast<std::size_t>(Index(to_move_))].Record(mover, move);
  if (chase_) chase_->Record(board_, to_move_, mover, move, target != kNoPiece);
  to_move_ = Opponent(to_move_);
}

// RULES.md §5; §7, silent defense: the defender stays unseen unless a Scout attacks (which
// matters to the evaluation's premium for strong pieces the enemy has not seen).
void SearchState::Attack(PieceId attacker, PieceId defender) {
  Count(attacker, -1);
  Count(defender, -1);
  const Piece& attacking = board_.piece(attacker);
  const Piece& defending = board_.piece(defender);
  board_.MarkRevealed(attacker);
  if (!rules_->silent_defense || attacking.rank == Rank::kScout) board_.MarkRevealed(defender);
  if (defending.rank == Rank::kFlag) flag_winner_ = attacking.owner;
  const Square contested = defending.square;
  board_.SettleAttack(attacker, defender, ResolveCombat(attacking.rank, defending.rank, *rules_));
  if (attacking.on_board()) Count(attacker, 1);
  if (defending.on_board()) {
    Count(defender, 1);
  } else if (!IsMovable(defending.rank) && walls_counted_ == defending.owner) {
    FreeWalledIn(contested, defending.owner);
  }
  UpdateMaterial();
}

void SearchState::CountWalls(Player player) {
  walls_counted_ = player;
  std::uint64_t& movable = movable_[static_cast<std::size_t>(Index(player))];
  for (PieceId id = FirstPieceId(player); id < board_.EndPieceId(player); ++id) {
    const Piece& piece = board_.piece(id);
    if (piece.on_board() && IsMovable(piece.rank) && WalledIn(board_, piece.square))
      movable &= ~(std::uint64_t{1} << (id - FirstPieceId(player)));
  }
}

void SearchState::FreeWalledIn(Square square, Player owner) {
  for (Direction direction : kDirections) {
    const Square beside = Step(square, direction);
    if (!beside.valid()) continue;
    const PieceId id = board_.At(beside);
    if (id == kNoPiece || OwnerOf(id) != owner || !FreeToMove(board_, board_.piece(id))) continue;
    movable_[static_cast<std::size_t>(Index(owner))] |= std::uint64_t{1}
                                                        << (id - FirstPieceId(owner));
  }
}

}  // namespace stratego
