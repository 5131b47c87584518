#include "core/view_update.h"

#include <array>
#include <cassert>

#include "core/text.h"

namespace stratego {

namespace {

bool InSetupRows(Player owner, Square square) {
  return owner == Player::kRed ? square.row() < kSetupRows
                               : square.row() >= kBoardSize - kSetupRows;
}

std::optional<std::string> EnemySquareProblem(Square square, Player enemy,
                                              const std::array<bool, kNumSquares>& taken) {
  if (!square.valid()) return std::string("an enemy piece is off the board");
  const std::string name = SquareName(square);
  if (IsLake(square)) return "an enemy piece stands in the lake at " + name;
  if (taken[static_cast<std::size_t>(square.index())]) return "two enemy pieces stand on " + name;
  if (!InSetupRows(enemy, square))
    return "an enemy piece stands outside its setup rows, on " + name;
  return std::nullopt;
}

std::optional<std::string> OwnSetupProblem(const RuleSet& rules, const Setup& own) {
  if (own.army != rules.army) {
    return "the setup is for the " + std::string(GetArmy(own.army).name) +
           " army, the game uses the " + std::string(GetArmy(rules.army).name) + " army";
  }
  const std::vector<std::string> problems = SetupProblems(own);
  if (problems.empty()) return std::nullopt;
  return "the setup is not valid: " + JoinWithAnd(problems);
}

// What the report says of a piece's rank must fit what the view knows of it (RULES.md §2: pieces
// that moved are neither Bombs nor the Flag, pieces that moved far are Scouts).
std::optional<std::string> RankProblem(const Piece& piece, Rank announced) {
  const std::string where = SquareName(piece.square);
  if (!IsReal(announced)) return "the attack on " + where + " names no rank";
  if (piece.rank != Rank::kUnknown && piece.rank != announced) {
    return "the piece on " + where + " is a " + std::string(RankName(piece.rank)) + ", not a " +
           std::string(RankName(announced));
  }
  if (piece.moved && !IsMovable(announced))
    return "the piece on " + where + " has moved, so it is not a " +
           std::string(RankName(announced));
  if (piece.moved_far && announced != Rank::kScout)
    return "the piece on " + where + " moved like a Scout, so it is not a " +
           std::string(RankName(announced));
  return std::nullopt;
}

std::optional<std::string> ReportedPathProblem(const Board& board, Move move) {
  const int distance = LineDistance(move.from, move.to);
  if (distance == 0) return "the move " + FormatMove(move) + " is not along a line";
  const int file_step = (move.to.file() - move.from.file()) / distance;
  const int row_step = (move.to.row() - move.from.row()) / distance;
  for (int i = 1; i < distance; ++i) {
    const Square between =
        Square::At(move.from.file() + i * file_step, move.from.row() + i * row_step);
    if (IsLake(between) || !board.IsEmpty(between))
      return "the move " + FormatMove(move) + " passes through " + SquareName(between);
  }
  return std::nullopt;
}

std::optional<std::string> MoverProblem(const PlayerView& view, const MoveReport& report) {
  const Move move = report.move;
  if (!move.from.valid() || !move.to.valid()) return std::string("the move leaves the board");
  if (IsLake(move.to)) return "the move ends in the lake at " + SquareName(move.to);
  const PieceId id = view.board.At(move.from);
  if (id == kNoPiece || id != report.piece)
    return "there is no piece to move on " + SquareName(move.from);
  const Piece& piece = view.board.piece(id);
  if (piece.owner != report.mover)
    return "the piece on " + SquareName(move.from) + " is not " +
           std::string(PlayerName(report.mover)) + "'s";
  if (piece.rank != Rank::kUnknown && !IsMovable(piece.rank))
    return "the " + std::string(RankName(piece.rank)) + " on " + SquareName(move.from) +
           " cannot move";
  if (LineDistance(move.from, move.to) > 1 && piece.rank != Rank::kUnknown &&
      piece.rank != Rank::kScout)
    return "only Scouts move more than one square";
  return ReportedPathProblem(view.board, move);
}

std::optional<std::string> TargetProblem(const PlayerView& view, const MoveReport& report) {
  const PieceId target = view.board.At(report.move.to);
  const std::string where = SquareName(report.move.to);
  if (target != report.defender) {
    return target == kNoPiece ? "there is no piece to attack on " + where
                              : "the square " + where + " is not empty";
  }
  if (!report.is_attack()) {
    if (report.attacker_rank != Rank::kUnknown || report.defender_rank != Rank::kUnknown)
      return std::string("a move without an attack names a rank");
    return std::nullopt;
  }
  if (view.board.piece(target).owner == report.mover)
    return "the piece on " + where + " is the mover's own";
  if (!IsMovable(report.attacker_rank) && IsReal(report.attacker_rank))
    return "a " + std::string(RankName(report.attacker_rank)) + " cannot attack";
  if (LineDistance(report.move.from, report.move.to) > 1 && report.attacker_rank != Rank::kScout)
    return std::string("only Scouts attack from afar");
  if (auto problem = RankProblem(view.board.piece(report.piece), report.attacker_rank))
    return problem;
  if (report.defender_silent) {  // RULES.md §7: not announced to the attacker
    if (!view.rules.silent_defense) return std::string("silent defense is not played");
    if (report.attacker_rank == Rank::kScout) return std::string("a Scout's attack is not silent");
    if ((report.mover == view.viewer || view.spectator) && report.defender_rank == Rank::kUnknown)
      return std::nullopt;
  }
  return RankProblem(view.board.piece(target), report.defender_rank);
}

// RULES.md §5, as announced: both pieces are revealed (under silent defense, §7, the defender is
// not); the loser (or both) leaves the board; a winning attacker takes the square.
void ResolveAnnouncedAttack(Board& board, const MoveReport& report) {
  board.SetRank(report.piece, report.attacker_rank);
  board.MarkRevealed(report.piece);
  if (report.defender_rank != Rank::kUnknown) board.SetRank(report.defender, report.defender_rank);
  if (!report.defender_silent) board.MarkRevealed(report.defender);
  board.SettleAttack(report.piece, report.defender, report.outcome);
}

}  // namespace

Expected<PlayerView> InitialView(const RuleSet& rules, Player viewer, const Setup& own,
                                 const std::vector<Square>& enemy_squares) {
  if (auto problem = OwnSetupProblem(rules, own)) return Error{*problem};
  const Player enemy = Opponent(viewer);
  const int army_size = GetArmy(rules.army).Total();
  if (static_cast<int>(enemy_squares.size()) > army_size) {
    return Error{"there are " + std::to_string(enemy_squares.size()) +
                 " enemy pieces, the army has " + std::to_string(army_size)};
  }
  std::array<bool, kNumSquares> is_enemy{};
  for (Square square : enemy_squares) {
    if (auto problem = EnemySquareProblem(square, enemy, is_enemy)) return Error{*problem};
    is_enemy[static_cast<std::size_t>(square.index())] = true;
  }
  PlayerView view;
  view.viewer = viewer;
  view.rules = rules;
  for (Player owner : {Player::kRed, Player::kBlue}) {  // ids as GameState::Create gives them
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        const Square square = SetupSquare(owner, row, column);
        if (owner == viewer) {
          if (auto rank = own.At(row, column)) view.board.AddPiece(owner, *rank, square);
        } else if (is_enemy[static_cast<std::size_t>(square.index())]) {
          view.board.AddPiece(owner, Rank::kUnknown, square);
        }
      }
    }
  }
  return view;
}

Expected<PlayerView> SpectatorView(const RuleSet& rules, const std::vector<Square>& red_squares,
                                   const std::vector<Square>& blue_squares) {
  const int army_size = GetArmy(rules.army).Total();
  std::array<bool, kNumSquares> taken{};
  for (Player owner : {Player::kRed, Player::kBlue}) {
    const auto& squares = owner == Player::kRed ? red_squares : blue_squares;
    if (static_cast<int>(squares.size()) > army_size) {
      return Error{std::string(PlayerName(owner)) + " has " + std::to_string(squares.size()) +
                   " pieces, the army has " + std::to_string(army_size)};
    }
    for (Square square : squares) {
      if (auto problem = EnemySquareProblem(square, owner, taken)) return Error{*problem};
      taken[static_cast<std::size_t>(square.index())] = true;
    }
  }
  PlayerView view;
  view.rules = rules;
  view.spectator = true;
  for (Player owner : {Player::kRed, Player::kBlue}) {  // ids as GameState::Create gives them
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        const Square square = SetupSquare(owner, row, column);
        if (taken[static_cast<std::size_t>(square.index())])
          view.board.AddPiece(owner, Rank::kUnknown, square);
      }
    }
  }
  return view;
}

std::optional<std::string> WhyReportDoesNotFit(const PlayerView& view, const MoveReport& report) {
  if (view.result.over()) return std::string("the game is over");
  if (report.mover != view.to_move)
    return "it is not " + std::string(PlayerName(report.mover)) + "'s turn";
  if (auto problem = MoverProblem(view, report)) return problem;
  return TargetProblem(view, report);
}

namespace {

// `far`: MovesFar(report.move), worked out once for both views.
[[gnu::always_inline]] inline void Advance(PlayerView& view, const MoveReport& report, bool far) {
  assert(!WhyReportDoesNotFit(view, report));
  view.board.MarkMoved(report.piece, far);
  if (report.is_attack()) {
    ResolveAnnouncedAttack(view.board, report);
    view.quiet_plies = 0;
  } else {
    view.board.MovePiece(report.piece, report.move.to);
    ++view.quiet_plies;
  }
  view.trackers[static_cast<std::size_t>(Index(report.mover))].Record(report.piece, report.move);
  if (view.rules.more_squares)
    view.chase.Record(view.board, report.mover, report.piece, report.move, report.is_attack());
  view.history.push_back(report);
  ++view.ply;
  view.to_move = Opponent(report.mover);
  if (view.draw_offer == view.to_move) view.draw_offer.reset();  // moving declines an offer
}

}  // namespace

void AdvanceView(PlayerView& view, const MoveReport& report) {
  Advance(view, report, MovesFar(report.move));
}

void AdvanceViews(PlayerView& a, PlayerView& b, const MoveReport& report) {
  const bool far = MovesFar(report.move);
  Advance(a, report, far);
  Advance(b, report, far);
}

std::optional<std::string> WhyRescueDoesNotFit(const PlayerView& view, const MoveReport& report) {
  if (!report.has_rescue()) return std::string("the report names no rescue");
  if (view.history.empty()) return std::string("there was no move to rescue after");
  const MoveReport& last = view.history.back();
  if (last.mover != report.mover || last.move != report.move || last.piece != report.piece)
    return std::string("the rescue does not follow the last move");
  const Player rescuer = report.mover;
  const RescueChoice choice{report.rescued_rank, report.rescue_square};
  const RescueFacts facts{view.board, view.rules, view.history, view.result};
  if (rescuer == view.viewer && !view.spectator) return WhyRescueIllegal(facts, rescuer, choice);
  // The opponent's (or a spectator's) view may not know every captured rank, nor the rescuer's: it
  // checks the rest.
  if (GetRescueChance(facts).kind == RescueChance::Kind::kNone)
    return std::string("no rescue can follow the last move");
  if (RescuesMade(view.history, rescuer) >= kMaxRescues || HasRescued(view.history, report.piece))
    return std::string("the rescue breaks the limits of the rescue option");
  const PieceId id = report.rescued;
  if (id == kNoPiece || OwnerOf(id) != rescuer || id >= view.board.EndPieceId(rescuer) ||
      view.board.piece(id).on_board())
    return std::string("the rescued piece is not a captured piece of the rescuer");
  const Rank known = view.board.piece(id).rank;
  if (!IsReal(choice.rank) || choice.rank == Rank::kBomb ||
      (known != Rank::kUnknown && known != choice.rank))
    return std::string("the rescued piece's rank is wrong");
  if (!choice.square.valid() || IsLake(choice.square) || !InOwnHalf(rescuer, choice.square) ||
      !view.board.IsEmpty(choice.square))
    return "a piece cannot be rescued to " + SquareName(choice.square);
  return std::nullopt;
}

void AdvanceViewByRescue(PlayerView& view, const MoveReport& report) {
  assert(!WhyRescueDoesNotFit(view, report));
  // The viewer's own rescue brings back the piece the referee takes.
  assert(report.mover != view.viewer || view.spectator ||
         PieceToRescue(view.board, view.viewer, report.rescued_rank) == report.rescued);
  view.board.SetRank(report.rescued, report.rescued_rank);
  view.board.MarkRevealed(report.rescued);
  view.board.Restore(report.rescued, report.rescue_square);
  MoveReport& last = view.history.back();
  last.rescued = report.rescued;
  last.rescued_rank = report.rescued_rank;
  last.rescue_square = report.rescue_square;
  view.chase.ForgetPositions();
}

void EndView(PlayerView& view, const GameResult& result) {
  view.result = result;
  if (result.over()) view.draw_offer.reset();
}

}  // namespace stratego
