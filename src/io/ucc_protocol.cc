#include "io/ucc_protocol.h"

#include <vector>

#include "core/text.h"
#include "core/view_update.h"

namespace stratego {

namespace {

constexpr std::array<std::string_view, 4> kDirectionWords = {"UP", "DOWN", "LEFT", "RIGHT"};
constexpr std::array<int, 4> kXStep = {0, 0, -1, 1};
constexpr std::array<int, 4> kYStep = {-1, 1, 0, 0};  // UP goes towards y = 0
constexpr std::array<std::string_view, 7> kOutcomeWords = {
    "OK", "ILLEGAL", "KILLS", "DIES", "BOTHDIE", "VICTORY_FLAG", "VICTORY_ATTRITION"};
constexpr std::string_view kMoveForm = "X Y DIRECTION [N]";
constexpr std::string_view kResultForm = "X Y DIRECTION [N] OUTCOME";
constexpr std::size_t kMaxQuoted = 40;

Error NotA(std::string_view what, std::string_view line, std::string_view why) {
  return Error{QuotedUccLine(line) + " is not " + std::string(what) + ": " + std::string(why)};
}

bool AllDigits(std::string_view word) {
  if (word.empty() || word.size() > 9) return false;
  for (char c : word) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

int ToNumber(std::string_view digits) {
  int value = 0;
  for (char c : digits)
    value = value * 10 + (c - '0');
  return value;
}

std::string_view StripLineEnd(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  return line;
}

struct MoveWords {
  UccMove move;
  std::size_t used = 0;  // the words the move took: 3, or 4 with N
};

// X Y DIRECTION [N] at the start of `words`; the error is the reason only.
Expected<MoveWords> ParseMoveWords(const std::vector<std::string_view>& words,
                                   std::string_view form) {
  const std::string expected = "expected " + std::string(form);
  if (words.size() < 3 || !AllDigits(words[0]) || !AllDigits(words[1])) return Error{expected};
  MoveWords result;
  result.move.x = ToNumber(words[0]);
  result.move.y = ToNumber(words[1]);
  if (result.move.x >= kBoardSize) return Error{"X must be 0 to 9"};
  if (result.move.y >= kBoardSize) return Error{"Y must be 0 to 9"};
  std::size_t direction = 0;
  while (direction < kDirectionWords.size() &&
         !EqualsIgnoreCase(words[2], kDirectionWords[direction]))
    ++direction;
  if (direction == kDirectionWords.size())
    return Error{"DIRECTION must be UP, DOWN, LEFT or RIGHT"};
  result.move.direction = static_cast<UccDirection>(direction);
  result.used = 3;
  if (words.size() > 3 && AllDigits(words[3])) {
    result.move.steps = ToNumber(words[3]);
    if (result.move.steps < 1 || result.move.steps >= kBoardSize)
      return Error{"N must be a number of squares from 1 to 9"};
    result.used = 4;
  }
  return result;
}

bool FirstWordIs(const std::vector<std::string_view>& words, std::string_view keyword) {
  return !words.empty() && EqualsIgnoreCase(words[0], keyword);
}

Expected<UccOutcome> ParseOutcome(const std::vector<std::string_view>& words, std::size_t at) {
  if (at >= words.size()) return Error{"expected " + std::string(kResultForm)};
  std::size_t kind = 0;
  while (kind < kOutcomeWords.size() && !EqualsIgnoreCase(words[at], kOutcomeWords[kind]))
    ++kind;
  if (kind == kOutcomeWords.size()) {
    return Error{QuotedUccLine(words[at]) +
                 " is not an outcome: expected OK, ILLEGAL, KILLS, DIES, BOTHDIE, VICTORY_FLAG "
                 "or VICTORY_ATTRITION"};
  }
  UccOutcome outcome;
  outcome.kind = static_cast<UccOutcomeKind>(kind);
  const std::size_t rank_words = NamesRanks(outcome.kind) ? 2 : 0;
  if (words.size() != at + 1 + rank_words) {
    if (rank_words == 0) return Error{"nothing may follow " + std::string(kOutcomeWords[kind])};
    return Error{std::string(kOutcomeWords[kind]) +
                 " takes the attacker's and the defender's ranks, as in '" +
                 std::string(kOutcomeWords[kind]) + " 4 9'"};
  }
  for (std::size_t i = 0; i < rank_words; ++i) {
    const std::string_view word = words[at + 1 + i];
    const auto rank = word.size() == 1 ? ParseUccRankChar(word[0]) : std::nullopt;
    if (!rank) return Error{QuotedUccLine(word) + " is not a rank: expected 1 to 9, s, B or F"};
    (i == 0 ? outcome.attacker : outcome.defender) = *rank;
  }
  return outcome;
}

int SetupBaseY(Player owner) {
  return owner == Player::kRed ? 0 : kBoardSize - kSetupRows;
}

std::optional<UccCell> ParseCell(char c) {
  if (c == '.') return UccCell{UccCellKind::kEmpty, Rank::kUnknown};
  if (c == '+') return UccCell{UccCellKind::kLake, Rank::kUnknown};
  if (c == '#') return UccCell{UccCellKind::kEnemy, Rank::kUnknown};
  if (auto rank = ParseUccRankChar(c)) return UccCell{UccCellKind::kOwn, *rank};
  return std::nullopt;
}

UccOutcome OutcomeOfAttack(const MoveReport& report) {
  UccOutcome outcome{UccOutcomeKind::kKills, report.attacker_rank, report.defender_rank};
  if (report.outcome == CombatOutcome::kDefenderWins) outcome.kind = UccOutcomeKind::kDies;
  if (report.outcome == CombatOutcome::kBothRemoved) outcome.kind = UccOutcomeKind::kBothDie;
  return outcome;
}

}  // namespace

std::string QuotedUccLine(std::string_view line) {
  std::string text;
  for (char c : line.substr(0, kMaxQuoted))
    text += (c >= ' ' && c <= '~') ? c : '?';
  return "'" + text + (line.size() > kMaxQuoted ? "...'" : "'");
}

std::string UccWord(std::string_view name) {
  std::string word;
  for (char c : name)
    word += (c > ' ' && c != '\x7f') ? c : '_';
  return word.empty() ? "unknown" : word;
}

Expected<UccStart> ParseUccStart(std::string_view line) {
  const auto words = SplitWords(StripLineEnd(line));
  constexpr std::string_view kWhat = "a start line";
  const std::size_t n = words.size();
  if (n < 4 || !AllDigits(words[n - 2]) || !AllDigits(words[n - 1]))
    return NotA(kWhat, line, "expected COLOUR OPPONENT WIDTH HEIGHT, as in 'RED other 10 10'");
  UccStart start;
  if (EqualsIgnoreCase(words[0], "RED")) {
    start.colour = Player::kRed;
  } else if (EqualsIgnoreCase(words[0], "BLUE")) {
    start.colour = Player::kBlue;
  } else {
    return NotA(kWhat, line, "the colour must be RED or BLUE");
  }
  if (ToNumber(words[n - 2]) != kBoardSize || ToNumber(words[n - 1]) != kBoardSize)
    return NotA(kWhat, line, "only a 10 by 10 board is played");
  // A name with blanks, which the protocol does not allow, is taken whole all the same.
  start.opponent = std::string(words[1]);
  for (std::size_t i = 2; i + 2 < n; ++i)
    start.opponent += " " + std::string(words[i]);
  return start;
}

std::string FormatUccStart(const UccStart& start) {
  return std::string(start.colour == Player::kRed ? "RED" : "BLUE") + " " +
         UccWord(start.opponent) + " 10 10";
}

Expected<UccMove> ParseUccMove(std::string_view line) {
  const auto words = SplitWords(StripLineEnd(line));
  auto parsed = ParseMoveWords(words, kMoveForm);
  if (!parsed) return NotA("a move", line, parsed.error());
  if (parsed->used != words.size())
    return NotA("a move", line, "expected " + std::string(kMoveForm));
  return parsed->move;
}

std::string FormatUccMove(const UccMove& move) {
  std::string text = std::to_string(move.x) + " " + std::to_string(move.y) + " " +
                     std::string(kDirectionWords[static_cast<std::size_t>(move.direction)]);
  if (move.steps != 1) text += " " + std::to_string(move.steps);
  return text;
}

UccMove ToUccMove(Move move) {
  UccMove result{move.from.file(), move.from.row(), UccDirection::kUp,
                 LineDistance(move.from, move.to)};
  if (move.to.row() > move.from.row()) result.direction = UccDirection::kDown;
  if (move.to.file() < move.from.file()) result.direction = UccDirection::kLeft;
  if (move.to.file() > move.from.file()) result.direction = UccDirection::kRight;
  return result;
}

std::optional<Move> FromUccMove(const UccMove& move) {
  const auto direction = static_cast<std::size_t>(move.direction);
  const int to_x = move.x + kXStep[direction] * move.steps;
  const int to_y = move.y + kYStep[direction] * move.steps;
  if (!OnBoard(move.x, move.y) || !OnBoard(to_x, to_y) || move.steps < 1) return std::nullopt;
  return Move{Square::At(move.x, move.y), Square::At(to_x, to_y)};
}

bool NamesRanks(UccOutcomeKind kind) {
  return kind == UccOutcomeKind::kKills || kind == UccOutcomeKind::kDies ||
         kind == UccOutcomeKind::kBothDie;
}

bool EndsGame(UccOutcomeKind kind) {
  return kind == UccOutcomeKind::kIllegal || kind == UccOutcomeKind::kVictoryFlag ||
         kind == UccOutcomeKind::kVictoryAttrition;
}

Expected<UccResult> ParseUccResult(std::string_view line) {
  const auto words = SplitWords(StripLineEnd(line));
  constexpr std::string_view kWhat = "a move result";
  auto parsed = ParseMoveWords(words, kResultForm);
  if (!parsed) return NotA(kWhat, line, parsed.error());
  auto outcome = ParseOutcome(words, parsed->used);
  if (!outcome) return NotA(kWhat, line, outcome.error());
  return UccResult{parsed->move, *outcome};
}

std::string FormatUccResult(const UccResult& result) {
  std::string text = FormatUccMove(result.move) + " " +
                     std::string(kOutcomeWords[static_cast<std::size_t>(result.outcome.kind)]);
  if (NamesRanks(result.outcome.kind)) {
    text += std::string(" ") + UccRankChar(result.outcome.attacker) + " " +
            UccRankChar(result.outcome.defender);
  }
  return text;
}

Expected<UccRefereeLine> ParseUccRefereeLine(std::string_view line) {
  const std::string_view text = Trim(line);
  const auto words = SplitWords(text);
  UccRefereeLine parsed;
  if (FirstWordIs(words, "QUIT")) {
    parsed.kind = UccRefereeLineKind::kQuit;
    parsed.reason = std::string(Trim(text.substr(4)));
    return parsed;
  }
  if (FirstWordIs(words, "START")) {
    if (words.size() == 1) return parsed;
    return NotA("START", line, "nothing may follow START");
  }
  if (words.empty() || !AllDigits(words[0]))
    return NotA("a referee's line", line, "expected START, QUIT or X Y DIRECTION [N] OUTCOME");
  auto result = ParseUccResult(line);
  if (!result) return Error{result.error()};
  parsed.kind = UccRefereeLineKind::kResult;
  parsed.result = *result;
  return parsed;
}

std::string FormatUccRefereeLine(const UccRefereeLine& line) {
  switch (line.kind) {
    case UccRefereeLineKind::kStart:
      return "START";
    case UccRefereeLineKind::kQuit:
      return line.reason.empty() ? "QUIT" : "QUIT " + line.reason;
    case UccRefereeLineKind::kResult:
      break;
  }
  return FormatUccResult(line.result);
}

Expected<UccAnswer> ParseUccAnswer(std::string_view line) {
  const auto words = SplitWords(StripLineEnd(line));
  if (words.size() == 1 && EqualsIgnoreCase(words[0], "SURRENDER")) return UccAnswer{true, {}};
  if (words.empty() || !AllDigits(words[0]))
    return NotA("a move", line, "expected X Y DIRECTION [N] or SURRENDER");
  auto move = ParseUccMove(line);
  if (!move) return Error{move.error()};
  return UccAnswer{false, *move};
}

std::string FormatUccAnswer(const UccAnswer& answer) {
  return answer.surrender ? "SURRENDER" : FormatUccMove(answer.move);
}

// FORMATS.md §3: the classic numbering's tokens (core/types.h), with a lower-case Spy.
char UccRankChar(Rank rank) {
  if (rank == Rank::kUnknown) return '?';  // not a real rank: never on the wire
  if (rank == Rank::kSpy) return 's';
  return RankToken(rank, Numbering::kClassic)[0];
}

std::optional<Rank> ParseUccRankChar(char c) {
  return ParseRankToken(std::string_view(&c, 1), Numbering::kClassic);
}

UccSetupLines FormatUccSetup(const Setup& setup, Player owner) {
  UccSetupLines lines;
  lines.fill(std::string(kBoardSize, '.'));
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const Square square = SetupSquare(owner, row, column);
      if (auto rank = setup.At(row, column)) {
        lines[static_cast<std::size_t>(square.row() - SetupBaseY(owner))]
             [static_cast<std::size_t>(square.file())] = UccRankChar(*rank);
      }
    }
  }
  return lines;
}

Expected<Setup> ParseUccSetup(const UccSetupLines& lines, Player owner, ArmyKind army) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = StripLineEnd(lines[i]);
    const std::string where = "setup line " + std::to_string(i + 1);
    if (line.size() != kBoardSize) {
      return Error{where + " " + QuotedUccLine(line) + " has " + std::to_string(line.size()) +
                   " characters, expected 10"};
    }
    for (std::size_t x = 0; x < line.size(); ++x) {
      if (line[x] != '.' && !ParseUccRankChar(line[x])) {
        return Error{where + ", column " + std::to_string(x + 1) + ": " +
                     QuotedUccLine(line.substr(x, 1)) +
                     " is not a piece: expected 1 to 9, s, B, F or '.'"};
      }
    }
  }
  Setup setup;
  setup.army = army;
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const Square square = SetupSquare(owner, row, column);
      const char c = lines[static_cast<std::size_t>(square.row() - SetupBaseY(owner))]
                          [static_cast<std::size_t>(square.file())];
      setup.Set(row, column, ParseUccRankChar(c));
    }
  }
  return setup;
}

UccBoard UccBoardOf(const PlayerView& view) {
  UccBoard board;
  for (int y = 0; y < kBoardSize; ++y) {
    for (int x = 0; x < kBoardSize; ++x) {
      const Square square = Square::At(x, y);
      UccCell& cell = board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const PieceId id = view.board.At(square);
      if (IsLake(square)) {
        cell.kind = UccCellKind::kLake;
      } else if (id != kNoPiece && view.board.piece(id).owner == view.viewer) {
        cell = {UccCellKind::kOwn, view.board.piece(id).rank};
      } else if (id != kNoPiece) {
        cell.kind = UccCellKind::kEnemy;
      }
    }
  }
  return board;
}

char FormatUccCell(const UccCell& cell) {
  switch (cell.kind) {
    case UccCellKind::kEmpty:
      return '.';
    case UccCellKind::kLake:
      return '+';
    case UccCellKind::kEnemy:
      return '#';
    case UccCellKind::kOwn:
      break;
  }
  return UccRankChar(cell.rank);
}

std::string FormatUccBoardLine(const UccBoardLine& line) {
  std::string text;
  for (const UccCell& cell : line)
    text += FormatUccCell(cell);
  return text;
}

Expected<UccBoardLine> ParseUccBoardLine(std::string_view line, int y) {
  const std::string_view text = StripLineEnd(line);
  const std::string what = "board line " + std::to_string(y + 1);
  if (text.size() != kBoardSize)
    return NotA(what, line, "expected 10 characters of 1-9 s B F # + .");
  UccBoardLine result;
  for (int x = 0; x < kBoardSize; ++x) {
    const auto cell = ParseCell(text[static_cast<std::size_t>(x)]);
    const std::string at = "x = " + std::to_string(x);
    if (!cell) return NotA(what, line, at + " holds no piece, '#', '+' or '.'");
    if ((cell->kind == UccCellKind::kLake) != IsLake(Square::At(x, y)))
      return NotA(what, line,
                  cell->kind == UccCellKind::kLake ? "no lake at " + at : "a lake at " + at);
    result[static_cast<std::size_t>(x)] = *cell;
  }
  return result;
}

UccResult UccResultOf(const MoveReport& report, const GameResult& after) {
  UccResult result{ToUccMove(report.move), {}};
  const bool cannot_move =
      after.reason == EndReason::kNoMovablePieces || after.reason == EndReason::kNoLegalMoves;
  if (report.is_attack() && report.defender_rank == Rank::kFlag) {
    result.outcome.kind = UccOutcomeKind::kVictoryFlag;
  } else if (cannot_move && after.winner == report.mover) {
    result.outcome.kind = UccOutcomeKind::kVictoryAttrition;
  } else if (report.is_attack()) {
    result.outcome = OutcomeOfAttack(report);
  }
  return result;
}

Expected<MoveReport> ReportFromUcc(const PlayerView& view, const UccResult& result) {
  if (EndsGame(result.outcome.kind)) return Error{"it announces no move that was made"};
  const auto move = FromUccMove(result.move);
  if (!move) return Error{"the move leaves the board"};
  MoveReport report;
  report.mover = view.to_move;
  report.move = *move;
  report.piece = view.board.At(move->from);
  if (NamesRanks(result.outcome.kind)) {
    report.defender = view.board.At(move->to);
    if (report.defender == kNoPiece)
      return Error{"there is no piece to attack on " + SquareName(move->to)};
    report.attacker_rank = result.outcome.attacker;
    report.defender_rank = result.outcome.defender;
    if (result.outcome.kind == UccOutcomeKind::kDies) report.outcome = CombatOutcome::kDefenderWins;
    if (result.outcome.kind == UccOutcomeKind::kBothDie)
      report.outcome = CombatOutcome::kBothRemoved;
  }
  if (auto problem = WhyReportDoesNotFit(view, report)) return Error{*problem};
  return report;
}

}  // namespace stratego
