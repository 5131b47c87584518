#include "core/movegen.h"

#include <array>
#include <span>

#include "core/text.h"

namespace stratego {

namespace {

using ChaseRepetitions = std::array<ChaseRepetition, kMaxForbiddenChaseMoves>;

// The moves the more-squares rule forbids now (RULES.md §4.4); returns how many.
int ForbiddenByChase(const MoveContext& context, ChaseRepetitions& out) {
  if (!context.rules.more_squares || context.chase == nullptr) return 0;
  return context.chase->Forbidden(context.board, context.mover, out);
}

const ChaseRepetition* FindRepetition(const ChaseRepetitions& list, int count, Move move) {
  for (int i = 0; i < count; ++i) {
    if (list[static_cast<std::size_t>(i)].move == move) return &list[static_cast<std::size_t>(i)];
  }
  return nullptr;
}

// Whether the more-squares rule may forbid some move now (RULES.md §4.4): only then is the list
// of forbidden moves worked out.
bool ChaseRestrains(const MoveContext& context) {
  return context.rules.more_squares && context.chase != nullptr &&
         context.chase->Restrains(context.mover);
}

// The piece whose moves the two-squares rule may forbid now (RULES.md §4.3), if it is on the
// board; kNoPiece if none. Only the piece of the mover's last moves can be restrained.
PieceId RestrainedPiece(const MoveContext& context) {
  const PieceId id = context.tracker.piece();
  if (!context.tracker.Restrains(id, context.rules.two_squares)) return kNoPiece;
  return context.board.piece(id).on_board() ? id : kNoPiece;
}

// The directions a walk of a piece's moves takes (VisitMovesAlong).
using Directions = std::span<const Direction>;
inline constexpr std::array<Direction, 2> kVerticalDirections = {Direction::kUp, Direction::kDown};
inline constexpr std::array<Direction, 2> kHorizontalDirections = {Direction::kLeft,
                                                                   Direction::kRight};

// Calls visit(move) for every move of the mover's piece `id` in `directions` (the rules of
// movement only, RULES.md §4.1, §4.2), square by square, until visit returns true; returns whether
// it did.
template <typename Visitor>
bool VisitMovesAlong(const MoveContext& context, PieceId id, Directions directions,
                     Visitor&& visit) {
  const Board& board = context.board;
  const Piece& piece = board.piece(id);
  for (Direction direction : directions) {
    for (Square to = Step(piece.square, direction); to.valid(); to = Step(to, direction)) {
      const PieceId occupant = board.At(to);
      if (occupant != kNoPiece && OwnerOf(occupant) == context.mover) break;
      if (visit(Move{piece.square, to})) return true;
      if (occupant != kNoPiece || piece.rank != Rank::kScout) break;
    }
  }
  return false;
}

// Calls visit(move) for every move of the restrained piece `id` that the two-squares rule allows,
// square by square, until visit returns true; returns whether it did.
template <typename Visitor>
bool VisitRestrainedMoves(const MoveContext& context, PieceId id, Visitor&& visit) {
  const auto shared = context.tracker.SharedCrossing(id, context.rules.two_squares);
  return VisitMovesAlong(context, id, kDirections, [&shared, &visit](Move move) {
    const bool forbidden = shared && TwoSquaresTracker::Crosses(*shared, move);
    return !forbidden && visit(move);
  });
}

// The mover's pieces that move, but for the restrained one (kNoPiece: none), whose moves no rule
// forbids but the more-squares rule.
MoverSquares FreeMovers(const MoveContext& context, PieceId restrained) {
  MoverSquares movers = context.board.Movers(context.mover);
  if (restrained != kNoPiece) {
    const SquareSet others = ~SquareSet::Of(context.board.piece(restrained).square);
    movers.movable &= others;
    movers.scouts &= others;
  }
  return movers;
}

// Writes the moves of two squares and more of the Scout on `from` in one direction from `out` on
// and returns the end (RULES.md §4.2: along empty squares, ending on an empty square or the
// first enemy piece).
template <Direction kDirection>
Move* WriteSlide(const Board& board, Player mover, Square from, Move* out) {
  const Square passed = Step(from, kDirection);
  if (!passed.valid() || !board.IsEmpty(passed)) return out;
  for (Square to = Step(passed, kDirection); to.valid(); to = Step(to, kDirection)) {
    const PieceId occupant = board.At(to);
    if (occupant != kNoPiece && OwnerOf(occupant) == mover) break;
    *out++ = Move{from, to};
    if (occupant != kNoPiece) break;
  }
  return out;
}

// Writes the Scouts' moves of two squares and more from `out` on and returns the end. Scouts are
// few, so each walks square by square.
[[gnu::always_inline]] inline Move* WriteSlides(const Board& board, Player mover, SquareSet scouts,
                                                Move* out) {
  scouts.ForEach([&board, mover, &out](Square from) {
    out = WriteSlide<Direction::kUp>(board, mover, from, out);
    out = WriteSlide<Direction::kDown>(board, mover, from, out);
    out = WriteSlide<Direction::kLeft>(board, mover, from, out);
    out = WriteSlide<Direction::kRight>(board, mover, from, out);
  });
  return out;
}

// Writes the one-square moves in one direction of the pieces on `movable` from `out` on and
// returns the end. The moves of every piece are found at once: the set of their squares shifted
// by one square is the set of the squares they reach.
template <Direction kDirection>
Move* WriteSteps(SquareSet movable, SquareSet allowed, Move* out) {
  const Move* moves_to =
      detail::kStepMoves.data() + detail::kStepMoveRow * static_cast<std::size_t>(kDirection);
  (movable.Shifted(kDirection) & allowed).ForEachIndex([&out, moves_to](std::size_t to) {
    *out++ = moves_to[to];
  });
  return out;
}

// Writes every move of `movers` from `out` on: the one-square moves a direction at a time, then
// the Scouts' longer ones. Returns the end.
Move* WriteFreeMoves(const Board& board, Player mover, const MoverSquares& movers, Move* out) {
  const SquareSet allowed = ~board.Occupied(mover);
  out = WriteSteps<Direction::kUp>(movers.movable, allowed, out);
  out = WriteSteps<Direction::kDown>(movers.movable, allowed, out);
  out = WriteSteps<Direction::kLeft>(movers.movable, allowed, out);
  out = WriteSteps<Direction::kRight>(movers.movable, allowed, out);
  if (movers.scouts.empty()) return out;
  return WriteSlides(board, mover, movers.scouts, out);
}

// Takes out of `moves` those the more-squares rule forbids now, keeping the order of the rest.
// Rare, and kept out of line: inlined, its list of forbidden moves would weigh on every call.
[[gnu::noinline]] void RemoveForbiddenByChase(const MoveContext& context, MoveList& moves) {
  ChaseRepetitions chase;
  const int count = ForbiddenByChase(context, chase);
  int kept = 0;
  for (int i = 0; i < moves.size(); ++i) {
    if (!FindRepetition(chase, count, moves[i])) moves.data()[kept++] = moves[i];
  }
  moves.resize(kept);
}

// The same for a set of moves.
[[gnu::noinline]] void RemoveForbiddenByChase(const MoveContext& context, MoveSet& moves) {
  ChaseRepetitions chase;
  const int count = ForbiddenByChase(context, chase);
  for (int i = 0; i < count; ++i)
    moves.Remove(chase[static_cast<std::size_t>(i)].move);
}

// The first reason the path of a straight move of more than one square is not open, if any.
std::optional<std::string> PathProblem(const Board& board, Move move) {
  const int file_step = (move.to.file() > move.from.file()) - (move.to.file() < move.from.file());
  const int row_step = (move.to.row() > move.from.row()) - (move.to.row() < move.from.row());
  Square square = move.from;
  while (true) {
    square = Square::At(square.file() + file_step, square.row() + row_step);
    if (square == move.to) return std::nullopt;
    if (IsLake(square)) return "Scouts cannot cross the lakes";
    if (!board.IsEmpty(square))
      return "Scouts cannot jump over pieces (" + SquareName(square) + " is in the way)";
  }
}

std::optional<std::string> PieceProblem(const MoveContext& context, Move move) {
  const PieceId id = context.board.At(move.from);
  if (id == kNoPiece) return "there is no piece on " + SquareName(move.from);
  if (OwnerOf(id) != context.mover) {
    return "the piece on " + SquareName(move.from) + " is not yours";
  }
  const Rank rank = context.board.piece(id).rank;
  if (rank == Rank::kBomb) return std::string("Bombs cannot move");
  if (rank == Rank::kFlag) return std::string("the Flag cannot move");
  return std::nullopt;
}

std::optional<std::string> GeometryProblem(const MoveContext& context, Move move, Rank rank) {
  if (move.from == move.to) return std::string("a move must go to another square");
  if (IsLake(move.to)) return std::string("no piece may enter a lake");
  const int distance = LineDistance(move.from, move.to);
  if (distance == 0)
    return std::string("pieces move straight along a rank or file, never diagonally");
  if (distance > 1 && rank != Rank::kScout)
    return std::string("only Scouts move more than one square");
  if (distance > 1) return PathProblem(context.board, move);
  return std::nullopt;
}

std::optional<std::string> TwoSquaresProblem(const MoveContext& context, Move move, PieceId id) {
  const int limit = context.rules.two_squares;
  if (!context.tracker.Restrains(id, limit)) return std::nullopt;  // nearly always: no call
  const auto crossing = context.tracker.CommonCrossing(id, move, limit);
  if (!crossing) return std::nullopt;
  const bool scout = context.board.piece(id).rank == Rank::kScout;
  return "two-squares rule: this " +
         std::string(scout ? "Scout has already crossed" : "piece has already moved") +
         " between " + SquareName(crossing->from) + " and " + SquareName(crossing->to) + " " +
         NumberWord(limit) + " times in a row";
}

// The message names only public facts: squares, and how many moves ago.
std::optional<std::string> MoreSquaresProblem(const MoveContext& context, Move move) {
  // Most of the time the rule cannot forbid anything: the list is not even set up then.
  if (!ChaseRestrains(context)) return std::nullopt;
  ChaseRepetitions chase;
  const int count = ForbiddenByChase(context, chase);
  const ChaseRepetition* repetition = FindRepetition(chase, count, move);
  if (repetition == nullptr) return std::nullopt;
  std::string text = "more-squares rule: this would repeat the position of " +
                     std::to_string(repetition->plies_ago) + " moves ago in your chase";
  if (repetition->chased.valid()) text += " of the piece on " + SquareName(repetition->chased);
  return text;
}

}  // namespace

namespace {

// The boundaries that the last moves of the piece the two-squares rule restrains now all cross
// (RULES.md §4.3), if that piece is on the board and they share some: its moves that cross them
// are forbidden. nullopt: the rule forbids no move now.
std::optional<TwoSquaresSpan> TwoSquaresRestraint(const MoveContext& context) {
  const PieceId id = RestrainedPiece(context);
  if (id == kNoPiece) return std::nullopt;
  return context.tracker.SharedCrossing(id, context.rules.two_squares);
}

// Whether `move` is one the two-squares rule forbids, given the restraint above and the square of
// the restrained piece.
bool ForbiddenByTwoSquares(const TwoSquaresSpan& restraint, Square restrained, Move move) {
  return move.from == restrained && TwoSquaresTracker::Crosses(restraint, move);
}

// Takes out of `moves` those the two-squares rule forbids now, keeping the order of the rest.
// Out of line, as RemoveForbiddenByChase.
[[gnu::noinline]] void RemoveForbiddenByTwoSquares(const MoveContext& context,
                                                   const TwoSquaresSpan& restraint,
                                                   MoveList& moves) {
  const Square restrained = context.board.piece(context.tracker.piece()).square;
  int kept = 0;
  for (int i = 0; i < moves.size(); ++i) {
    if (!ForbiddenByTwoSquares(restraint, restrained, moves[i])) moves.data()[kept++] = moves[i];
  }
  moves.resize(kept);
}

// The same for a set of moves. The forbidden moves run along the restraint's line, on which the
// restrained piece stands (its last move ended there and crossed every boundary of it), so only
// the moves along that line are walked.
[[gnu::noinline]] void RemoveForbiddenByTwoSquares(const MoveContext& context,
                                                   const TwoSquaresSpan& restraint,
                                                   MoveSet& moves) {
  const PieceId id = context.tracker.piece();
  const Directions along =
      restraint.vertical ? Directions(kVerticalDirections) : Directions(kHorizontalDirections);
  VisitMovesAlong(context, id, along, [&](Move move) {
    if (TwoSquaresTracker::Crosses(restraint, move)) moves.Remove(move);
    return false;
  });
}

}  // namespace

void GenerateMoves(const MoveContext& context, MoveList& moves) {
  Move* const begin = moves.data();
  const Move* end =
      WriteFreeMoves(context.board, context.mover, context.board.Movers(context.mover), begin);
  moves.resize(static_cast<int>(end - begin));
  if (context.tracker.MayForbid(context.rules.two_squares)) {  // rarely: the full question
    if (const auto restraint = TwoSquaresRestraint(context))
      RemoveForbiddenByTwoSquares(context, *restraint, moves);
  }
  if (ChaseRestrains(context)) RemoveForbiddenByChase(context, moves);
}

namespace {

// Fills `moves` with every move of `movers` (the sets WriteFreeMoves walks, in its order). Inline
// in both ways of GenerateMoveSet.
[[gnu::always_inline]] inline void SetFreeMoves(const Board& board, Player mover,
                                                const MoverSquares& movers, MoveSet& moves) {
  const SquareSet allowed = ~board.Occupied(mover);
  const SquareSet movable = movers.movable;
  moves.Reset(movable.ShiftedInto(Direction::kUp, allowed),
              movable.ShiftedInto(Direction::kDown, allowed),
              movable.ShiftedInto(Direction::kLeft, allowed),
              movable.ShiftedInto(Direction::kRight, allowed));
  if (movers.scouts.empty()) return;
  MoveList& others = moves.others();
  Move* const begin = others.data();
  others.resize(static_cast<int>(WriteSlides(board, mover, movers.scouts, begin) - begin));
}

// GenerateMoveSet when a repetition rule may forbid a move (RULES.md §4.3, §4.4): every move, then
// the forbidden ones taken out. Out of line, so that the common case keeps no context for it.
[[gnu::noinline]] void GenerateRestrainedMoveSet(const Board& board, Player mover,
                                                 const TwoSquaresTracker& tracker,
                                                 const RuleSet& rules, const ChaseTracker* chase,
                                                 MoveSet& moves) {
  const MoveContext context{board, mover, tracker, rules, chase};
  SetFreeMoves(board, mover, board.Movers(mover), moves);
  if (const auto restraint = TwoSquaresRestraint(context))
    RemoveForbiddenByTwoSquares(context, *restraint, moves);
  if (ChaseRestrains(context)) RemoveForbiddenByChase(context, moves);
}

}  // namespace

// Flattened: the Scouts' walk inlined, not a call with its state in memory.
[[gnu::flatten]] void detail::GenerateMoveSet(const Board& board, Player mover,
                                              const TwoSquaresTracker& tracker,
                                              const RuleSet& rules, const ChaseTracker* chase,
                                              MoveSet& moves) {
  if (tracker.MayForbid(rules.two_squares) ||
      (rules.more_squares && chase != nullptr && chase->Restrains(mover))) [[unlikely]]
    return GenerateRestrainedMoveSet(board, mover, tracker, rules, chase, moves);
  SetFreeMoves(board, mover, board.Movers(mover), moves);
}

namespace {

// Whether the more-squares rule, which may restrain the mover now, leaves a legal move: it may
// have forbidden every one there is. Rare, and kept apart, out of the common path's way.
[[gnu::noinline]] bool HasMoveLeftByChase(const MoveContext& context) {
  MoveList moves;
  GenerateMoves(context, moves);
  return !moves.empty();
}

}  // namespace

// A piece that can move at all can move one square, so one shifted set per direction answers for
// every piece but the restrained one.
[[gnu::noinline]] bool detail::HasLegalMoveOfAnyPiece(const MoveContext& context) {
  if (ChaseRestrains(context)) return HasMoveLeftByChase(context);
  const PieceId restrained = RestrainedPiece(context);
  const SquareSet movable = FreeMovers(context, restrained).movable;
  const SquareSet reached = movable.Shifted(Direction::kUp) | movable.Shifted(Direction::kDown) |
                            movable.Shifted(Direction::kLeft) | movable.Shifted(Direction::kRight);
  if (!(reached & ~context.board.Occupied(context.mover)).empty()) return true;
  return restrained != kNoPiece &&
         VisitRestrainedMoves(context, restrained, [](Move) { return true; });
}

// The game asks this after every move (RULES.md §6), so the cheap question comes first.
bool HasLegalMove(const MoveContext& context) {
  return LastMovedPieceCanMove(context) || detail::HasLegalMoveOfAnyPiece(context);
}

bool HasMovablePiece(const Board& board, Player player) {
  return !board.Movers(player).movable.empty();
}

namespace {

// WhyIllegal with every reason and its message: out of line, so that the common answer (a legal
// move) is given without setting up the frame this part needs for its messages.
[[gnu::noinline]] std::optional<std::string> WhyIllegalInFull(const MoveContext& context,
                                                              Move move) {
  if (auto problem = PieceProblem(context, move)) return problem;
  const PieceId id = context.board.At(move.from);
  if (auto problem = GeometryProblem(context, move, context.board.piece(id).rank)) return problem;
  const PieceId target = context.board.At(move.to);
  if (target != kNoPiece && OwnerOf(target) == context.mover) {
    return "you cannot move onto your own piece on " + SquareName(move.to);
  }
  if (auto problem = TwoSquaresProblem(context, move, id)) return problem;
  return MoreSquaresProblem(context, move);
}

}  // namespace

bool detail::ScoutMoveOpen(const Board& board, Move move) {
  // The direction from the squares' files and rows (looked up, not divided out).
  const FileRow from = kFileRows[static_cast<std::size_t>(move.from.index())];
  const FileRow to = kFileRows[static_cast<std::size_t>(move.to.index())];
  Direction direction;
  if (from.file == to.file && from.row != to.row) {
    direction = to.row > from.row ? Direction::kUp : Direction::kDown;
  } else if (from.row == to.row && from.file != to.file) {
    direction = to.file > from.file ? Direction::kRight : Direction::kLeft;
  } else {
    return false;  // the same square, or not on one line
  }
  // Step gives no square past the edge or into a lake, so a lake on the way (or at the end) stops
  // the walk before it reaches `to`.
  for (Square square = Step(move.from, direction); square != move.to;
       square = Step(square, direction)) {
    if (!square.valid() || !board.IsEmpty(square)) return false;
  }
  return true;
}

bool IsLegal(const MoveContext& context, Move move) {
  if (!detail::LegalIgnoringRepetition(context.board, context.mover, move)) return false;
  return !RepetitionMayRestrain(context, context.board.At(move.from)) ||
         !WhyIllegalInFull(context, move);
}

std::optional<std::string> WhyIllegal(const MoveContext& context, Move move) {
  if (!move.from.valid() || !move.to.valid())
    return std::string("that is not a square of the board");
  // The common answer, a legal move, without setting up the messages' frame.
  if (detail::LegalIgnoringRepetition(context.board, context.mover, move) &&
      !RepetitionMayRestrain(context, context.board.At(move.from)))
    return std::nullopt;
  return WhyIllegalInFull(context, move);
}

}  // namespace stratego
