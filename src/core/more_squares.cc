#include "core/more_squares.h"

#include <algorithm>

namespace stratego {

namespace {

bool Adjacent(Square a, Square b) {
  return a.valid() && b.valid() && LineDistance(a, b) == 1;
}

// RULES.md §4.4: a piece of `mover` on `square` threatens when an enemy piece stands beside it.
bool Threatens(const Board& board, Player mover, Square square) {
  for (Direction direction : kDirections) {
    const Square next = Step(square, direction);
    if (!next.valid()) continue;
    const PieceId occupant = board.At(next);
    if (occupant != kNoPiece && OwnerOf(occupant) != mover) return true;
  }
  return false;
}

// Where each piece moved since some earlier board stood then, for the pieces that have moved.
class Displacement {
 public:
  explicit Displacement(const Board& board) : board_(board) {}

  // Takes back one move (walking from the newest): `piece` stood on `from` before it.
  void TakeBack(PieceId piece, Square from) {
    if (!touched_[piece]) {
      touched_[piece] = true;
      then_[piece] = Now(piece);
      list_[static_cast<std::size_t>(size_++)] = piece;
    }
    if (then_[piece] != Now(piece)) --differing_;
    then_[piece] = from;
    if (then_[piece] != Now(piece)) ++differing_;
  }

  // The one piece that stands elsewhere than then, if exactly one does.
  std::optional<PieceId> OnlyMoved() const {
    if (differing_ != 1) return std::nullopt;
    for (int i = 0; i < size_; ++i) {
      const PieceId piece = list_[static_cast<std::size_t>(i)];
      if (then_[piece] != Now(piece)) return piece;
    }
    return std::nullopt;
  }
  Square Then(PieceId piece) const { return then_[piece]; }
  Square Now(PieceId piece) const { return board_.piece(piece).square; }

 private:
  const Board& board_;
  std::array<bool, kMaxPieces> touched_{};
  std::array<Square, kMaxPieces> then_{};
  std::array<PieceId, kMaxPieces> list_{};
  int size_ = 0;
  int differing_ = 0;
};

}  // namespace

void ChaseTracker::Record(const Board& board, Player mover, PieceId piece, Move move, bool attack) {
  const std::size_t p = static_cast<std::size_t>(Index(mover));
  const std::size_t q = static_cast<std::size_t>(Index(Opponent(mover)));
  count_[q] = Adjacent(move.from, last_[q].to) ? count_[q] + 1 : 0;  // evading q's threat
  if (attack) {
    count_[p] = count_[q] = 0;
    moves_.clear();  // a piece left the board: no earlier board can come back
  } else {
    moves_.push_back({piece, move});
  }
  count_[p] = Threatens(board, mover, move.to) ? count_[p] + 1 : 0;
  last_[p] = move;
  Trim();
}

// A player to move with count L looks back L − 1 plies; counts grow by at most one a ply.
void ChaseTracker::Trim() {
  const auto keep = static_cast<std::size_t>(std::max(count_[0], count_[1]));
  if (moves_.size() > keep)
    moves_.erase(moves_.begin(), moves_.end() - static_cast<std::ptrdiff_t>(keep));
}

int ChaseTracker::Forbidden(const Board& board, Player mover,
                            std::array<ChaseRepetition, kMaxForbiddenChaseMoves>& out) const {
  const int limit = count(mover);
  if (limit <= 1) return 0;
  const Move own_last = last_[static_cast<std::size_t>(Index(mover))];
  Square chased = last_[static_cast<std::size_t>(Index(Opponent(mover)))].to;
  if (!chased.valid() || board.IsEmpty(chased) || OwnerOf(board.At(chased)) == mover)
    chased = kNoSquare;
  Displacement displacement(board);
  const int depth = std::min(limit - 1, static_cast<int>(moves_.size()));
  int found = 0;
  for (int j = 1; j <= depth && found < kMaxForbiddenChaseMoves; ++j) {
    const PastMove& past = moves_[moves_.size() - static_cast<std::size_t>(j)];
    displacement.TakeBack(past.piece, past.move.from);
    const auto piece = displacement.OnlyMoved();
    if (!piece || OwnerOf(*piece) != mover) continue;
    const Move back{displacement.Now(*piece), displacement.Then(*piece)};
    if (LineDistance(back.from, back.to) == 0 || !board.IsEmpty(back.to)) continue;
    if (back.from == own_last.to && back.to == own_last.from) continue;  // undoing is allowed
    if (!Threatens(board, mover, back.to)) continue;
    const auto end = out.begin() + found;
    if (std::find_if(out.begin(), end, [&](const ChaseRepetition& r) { return r.move == back; }) ==
        end)
      out[static_cast<std::size_t>(found++)] = {back, j, chased};
  }
  return found;
}

}  // namespace stratego
