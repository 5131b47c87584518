#include "core/movegen.h"

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

// Calls visit(piece, move) for every legal move until it returns true; returns whether it did.
template <typename Visitor>
bool VisitLegalMoves(const MoveContext& context, Visitor&& visit) {
  const Board& board = context.board;
  const int limit = context.rules.two_squares;
  ChaseRepetitions chase;
  const int chase_count = ForbiddenByChase(context, chase);
  for (PieceId id = FirstPieceId(context.mover); id < board.EndPieceId(context.mover); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || !IsMovable(piece.rank)) continue;
    const bool restrained = context.tracker.Restrains(id, limit);
    const bool slides = piece.rank == Rank::kScout;
    for (Direction direction : kDirections) {
      for (Square to = Step(piece.square, direction); to.valid(); to = Step(to, direction)) {
        const PieceId occupant = board.At(to);
        if (occupant != kNoPiece && OwnerOf(occupant) == context.mover) break;
        const Move move{piece.square, to};
        const bool forbidden = (restrained && context.tracker.CommonCrossing(id, move, limit)) ||
                               (chase_count > 0 && FindRepetition(chase, chase_count, move));
        if (!forbidden && visit(move)) return true;
        if (occupant != kNoPiece || !slides) break;
      }
    }
  }
  return false;
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

void GenerateMoves(const MoveContext& context, MoveList& moves) {
  moves.clear();
  VisitLegalMoves(context, [&moves](Move move) {
    moves.push_back(move);
    return false;
  });
}

bool HasLegalMove(const MoveContext& context) {
  return VisitLegalMoves(context, [](Move) { return true; });
}

bool HasMovablePiece(const Board& board, Player player) {
  for (PieceId id = FirstPieceId(player); id < board.EndPieceId(player); ++id) {
    const Piece& piece = board.piece(id);
    if (piece.on_board() && IsMovable(piece.rank)) return true;
  }
  return false;
}

std::optional<std::string> WhyIllegal(const MoveContext& context, Move move) {
  if (!move.from.valid() || !move.to.valid())
    return std::string("that is not a square of the board");
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

}  // namespace stratego
