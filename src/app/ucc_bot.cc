#include "app/ucc_bot.h"

#include <algorithm>

#include "core/text.h"
#include "core/view_update.h"

namespace stratego {

namespace {

bool IsQuit(std::string_view line) {
  const auto words = SplitWords(Trim(line));
  return !words.empty() && EqualsIgnoreCase(words[0], "QUIT");
}

std::string Place(Square square) {
  return "x = " + std::to_string(square.file()) + ", y = " + std::to_string(square.row());
}

// Where the enemy's pieces stood before `first`, the move announced before the first board, from
// where they stand on that board: the piece of an OK or KILLS stands on the to-square, the one of
// DIES or BOTHDIE is gone; either came from the from-square.
Expected<std::vector<Square>> SquaresBefore(std::vector<Square> enemy, const UccResult& first) {
  const auto move = FromUccMove(first.move);
  if (!move || EndsGame(first.outcome.kind)) return enemy;
  const auto has = [&](Square square) {
    return std::find(enemy.begin(), enemy.end(), square) != enemy.end();
  };
  const UccOutcomeKind kind = first.outcome.kind;
  if (kind == UccOutcomeKind::kOk || kind == UccOutcomeKind::kKills) {
    if (!has(move->to)) return Error{"no enemy piece stands on " + Place(move->to)};
    std::erase(enemy, move->to);
  } else if (has(move->from)) {
    return Error{"an enemy piece still stands on " + Place(move->from)};
  }
  enemy.push_back(move->from);
  return enemy;
}

}  // namespace

UccBot::UccBot(Agent& agent, const RuleSet& rules) : agent_(agent), rules_(rules) {}

UccBot::Reply UccBot::Consume(std::string_view line) {
  ++line_number_;
  if (state_ == State::kDone) return Fail("no more input was expected");
  if (IsQuit(line)) {  // QUIT may come at any time: the game is over
    state_ = State::kDone;
    return {{}, true, ""};
  }
  switch (state_) {
    case State::kStart:
      return OnStart(line);
    case State::kTurn:
      return OnTurnLine(line);
    case State::kBoard:
      return OnBoardLine(line);
    case State::kEcho:
      return OnEcho(line);
    case State::kOver:
    case State::kDone:
      break;
  }
  return Fail("expected QUIT after the end of the game, not " + QuotedUccLine(line));
}

UccBot::Reply UccBot::EndOfInput() {
  if (state_ == State::kOver || state_ == State::kDone) {  // the game had ended: nothing lost
    state_ = State::kDone;
    return {{}, true, ""};
  }
  return Fail("the input ended without QUIT (expected " + Expecting() + ")", line_number_ + 1);
}

UccBot::Reply UccBot::Fail(std::string_view message, int line_number) {
  state_ = State::kDone;
  const int where = line_number > 0 ? line_number : line_number_;
  return {{}, true, "line " + std::to_string(where) + ": " + std::string(message)};
}

std::string UccBot::Expecting() const {
  switch (state_) {
    case State::kStart:
      return "the start line COLOUR OPPONENT WIDTH HEIGHT";
    case State::kTurn:
      return "START, the opponent's move or QUIT";
    case State::kBoard:
      return "board line " + std::to_string(board_y_ + 1) + " of 10";
    case State::kEcho:
      return "the result of the move " + QuotedUccLine(FormatUccMove(sent_));
    case State::kOver:
    case State::kDone:
      break;
  }
  return "QUIT";
}

UccBot::Reply UccBot::OnStart(std::string_view line) {
  const auto start = ParseUccStart(line);
  if (!start) return Fail(start.error());
  colour_ = start->colour;
  opponent_ = start->opponent;
  auto setup = agent_.ChooseSetup(rules_, colour_, start->opponent);
  if (!setup) return Fail("the computer player has no setup: " + setup.error());
  setup_ = *setup;
  state_ = State::kTurn;
  const UccSetupLines lines = FormatUccSetup(setup_, colour_);
  return {{lines.begin(), lines.end()}, false, ""};
}

UccBot::Reply UccBot::OnTurnLine(std::string_view line) {
  const auto parsed = ParseUccRefereeLine(line);
  if (!parsed) return Fail(parsed.error());
  if (parsed->kind == UccRefereeLineKind::kStart) {
    if (view_ || colour_ != Player::kRed) return Fail("START comes only before Red's first move");
  } else {
    const UccResult& result = parsed->result;
    if (view_) {
      if (auto problem = ApplyAnnounced(result))
        return Fail(QuotedUccLine(line) + " does not fit the game: " + *problem);
    } else {  // Blue's first turn: the move is applied once the board shows the enemy's squares
      pending_ = result;
      pending_line_ = std::string(line);
      pending_line_number_ = line_number_;
    }
    if (EndsGame(result.outcome.kind)) {  // the opponent won, or forfeits: QUIT follows
      state_ = State::kOver;
      return {};
    }
  }
  state_ = State::kBoard;
  board_y_ = 0;
  return {};
}

UccBot::Reply UccBot::OnBoardLine(std::string_view line) {
  const auto parsed = ParseUccBoardLine(line, board_y_);
  if (!parsed) return Fail(parsed.error());
  board_[static_cast<std::size_t>(board_y_++)] = *parsed;
  if (board_y_ < kUccBoardLines) return {};
  if (!view_) {
    if (auto problem = StartView()) return Fail(*problem);
  }
  if (auto mismatch = BoardMismatch()) {
    return Fail("the board does not match the moves so far: " + *mismatch);
  }
  return ChooseMove();
}

UccBot::Reply UccBot::ChooseMove() {
  if (view_->to_move != colour_) return Fail("the referee asks for a move on the opponent's turn");
  MoveList moves;
  LegalMoves(*view_, moves);
  if (moves.empty()) {  // blocked, perhaps by the two-squares rule: resign (FORMATS.md §3)
    state_ = State::kOver;
    return {{"SURRENDER"}, false, ""};
  }
  const auto move = agent_.ChooseMove(*view_);
  if (!move || WhyIllegal(*view_, *move))
    return Fail("the computer player chose no legal move" + (move ? "" : ": " + move.error()));
  sent_ = ToUccMove(*move);
  state_ = State::kEcho;
  return {{FormatUccMove(sent_)}, false, ""};
}

UccBot::Reply UccBot::OnEcho(std::string_view line) {
  const auto parsed = ParseUccRefereeLine(line);
  if (!parsed) return Fail(parsed.error());
  const UccResult* result = parsed->kind == UccRefereeLineKind::kResult ? &parsed->result : nullptr;
  if (!result)
    return Fail("expected the result of the move " + QuotedUccLine(FormatUccMove(sent_)));
  if (!(result->move == sent_)) {
    return Fail("the referee answered the move " + QuotedUccLine(FormatUccMove(sent_)) + " with " +
                QuotedUccLine(line));
  }
  if (result->outcome.kind == UccOutcomeKind::kIllegal)
    return Fail("the referee refused the move " + QuotedUccLine(FormatUccMove(sent_)) +
                " as ILLEGAL");
  if (EndsGame(result->outcome.kind)) {  // our victory: QUIT follows
    if (result->outcome.kind == UccOutcomeKind::kVictoryFlag) NoteFlagTaken(result->move);
    state_ = State::kOver;
    return {};
  }
  if (auto problem = ApplyAnnounced(*result))
    return Fail(QuotedUccLine(line) + " does not fit the game: " + *problem);
  state_ = State::kTurn;
  return {};
}

// Our move took the enemy's Flag: the view, done with as a game, shows the Flag where it stood,
// for what the bot keeps of the opponent's setup (cmd_bot.cc). The result line names no ranks.
void UccBot::NoteFlagTaken(const UccMove& sent) {
  const auto move = FromUccMove(sent);
  if (!move) return;
  const PieceId flag = view_->board.At(move->to);
  if (flag == kNoPiece || view_->board.piece(flag).owner == colour_) return;
  view_->board.SetRank(flag, Rank::kFlag);
  view_->board.MarkRevealed(flag);
}

// Applies a move the referee announced, unless it ends the game (then the view is done with);
// else says why it does not fit the view.
std::optional<std::string> UccBot::ApplyAnnounced(const UccResult& result) {
  if (EndsGame(result.outcome.kind)) return std::nullopt;
  auto report = ReportFromUcc(*view_, result);
  if (!report) return report.error();
  NoticeRefereeRules(*report);
  AdvanceView(*view_, *report);
  return std::nullopt;
}

// The competition's own referee has no two-squares rule (FORMATS.md §3), and a referee that lets
// the opponent make a move the rule forbids keeps a laxer rule or none. Otherwise a piece of ours
// that the opponent chases back and forth must break away and be caught, and the search counts on
// the rule to trap pieces of the opponent's that it does not hold. So the bot then keeps the rule
// with the least N that allows that move (for its own moves and in what it expects of the
// opponent's), or none if no N does: never laxer than the referee has shown itself to be, so that
// its own moves stay legal under a referee that keeps the rule with a larger N than it was given.
void UccBot::NoticeRefereeRules(const MoveReport& report) {
  int& limit = view_->rules.two_squares;
  if (report.mover == colour_ || limit == 0) return;
  const TwoSquaresTracker& tracker = view_->tracker(report.mover);
  const auto forbids = [&](int n) { return tracker.CommonCrossing(report.piece, report.move, n); };
  if (!forbids(limit)) return;
  const int given = limit;
  while (limit <= kMaxTwoSquaresLimit && forbids(limit))
    ++limit;
  if (limit > kMaxTwoSquaresLimit) limit = 0;
  notice_ = "the referee let the opponent's move " + FormatUccMove(ToUccMove(report.move)) +
            " break the two-squares rule with N = " + std::to_string(given) + ": the bot keeps " +
            (limit == 0 ? std::string("no such rule") : "it with N = " + std::to_string(limit)) +
            " from now on";
}

// The first view, from the first board: the enemy's squares as they were before any move, so
// for Blue with Red's first move undone; then that move is applied to it.
std::optional<std::string> UccBot::StartView() {
  std::vector<Square> enemy;
  for (int y = 0; y < kBoardSize; ++y) {
    for (int x = 0; x < kBoardSize; ++x) {
      const UccCell& cell = board_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (cell.kind == UccCellKind::kEnemy) enemy.push_back(Square::At(x, y));
    }
  }
  const std::string pending = pending_ ? QuotedUccLine(pending_line_) + " (line " +
                                             std::to_string(pending_line_number_) + ")"
                                       : "";
  if (pending_) {
    auto before = SquaresBefore(enemy, *pending_);
    if (!before) return pending + " does not fit the first board: " + before.error();
    enemy = *before;
  }
  auto view = InitialView(rules_, colour_, setup_, enemy);
  if (!view) return "the first board does not fit the game: " + view.error();
  view_ = std::move(*view);
  if (!pending_) return std::nullopt;
  if (auto problem = ApplyAnnounced(*pending_))
    return pending + " does not fit the game: " + *problem;
  return std::nullopt;
}

std::optional<std::string> UccBot::BoardMismatch() const {
  const UccBoard expected = UccBoardOf(*view_);
  for (int y = 0; y < kBoardSize; ++y) {
    for (int x = 0; x < kBoardSize; ++x) {
      const UccCell& want = expected[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const UccCell& got = board_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (!(want == got)) {
        return "x = " + std::to_string(x) + ", y = " + std::to_string(y) + " shows '" +
               FormatUccCell(got) + "', expected '" + FormatUccCell(want) + "'";
      }
    }
  }
  return std::nullopt;
}

}  // namespace stratego
