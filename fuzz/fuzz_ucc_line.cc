// Fuzzes the parsers of the UCC 2012 bot protocol (io/ucc_protocol.h, FORMATS.md §3): the input
// is split into lines, and every line goes to every parser (line i as board line y = i mod 10 and
// as one with lakes; every four lines in a row as setup lines of either colour). Any bytes give a
// value or an error, never a crash; an error is printable (the parsers quote lines with
// QuotedUccLine); whatever parses is formatted and reads back the same (a start line's opponent as
// UccWord makes it one word). A result that fits one of a few views (the start of a game and a game
// under way, for either player) gives a report that applies to the view and announces the result
// again.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view_update.h"
#include "fuzz_check.h"
#include "io/ucc_protocol.h"

namespace stratego::fuzz {
namespace {

template <typename T>
void RequireRefusalPrintable(const Expected<T>& parsed, const char* property) {
  if (parsed) return;
  Require(!parsed.error().empty(), "a refused UCC line says why");
  RequirePrintable(parsed.error(), property);
}

// The views a move's result is tried against: both players' at the start of a game and after
// some random moves (Red to move in each, as the ply count is even).
std::vector<PlayerView> MakeViews() {
  Rng rng(2012);
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  GameState state = GameState::Create(RuleSet{}, red, blue).value();
  std::vector<PlayerView> views;
  for (const int plies : {0, 60}) {
    while (state.ply() < plies && !state.over()) {
      const std::vector<Move> moves = state.LegalMoves();
      state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    }
    for (Player player : {Player::kRed, Player::kBlue})
      views.push_back(BuildView(state, player));
  }
  return views;
}

void CheckStart(std::string_view line) {
  const Expected<UccStart> start = ParseUccStart(line);
  RequireRefusalPrintable(start, "a start line's refusal is printable");
  if (!start) return;
  const std::string written = FormatUccStart(*start);
  const Expected<UccStart> again = ParseUccStart(written);
  Require(again.has_value(), "a formatted start line parses");
  Require(*again == UccStart{start->colour, UccWord(start->opponent)},
          "FormatUccStart then ParseUccStart gives the colour and the opponent as one word");
  Require(FormatUccStart(*again) == written, "a formatted start line formats the same again");
}

void CheckWord(std::string_view line) {
  const std::string word = UccWord(line);
  Require(!word.empty(), "UccWord gives a word");
  for (const char c : word) {
    const auto byte = static_cast<unsigned char>(c);
    Require(byte > ' ' && byte != 0x7f, "UccWord leaves no blank or control character");
  }
  Require(SplitWords(word).size() == 1, "UccWord gives one word");
  const std::string quoted = QuotedUccLine(line);
  RequirePrintable(quoted, "QuotedUccLine is printable");
  Require(quoted.size() <= 40 + 5, "QuotedUccLine cuts a long line");
}

void CheckMove(std::string_view line) {
  const Expected<UccMove> move = ParseUccMove(line);
  RequireRefusalPrintable(move, "a move's refusal is printable");
  if (!move) return;
  Require(move->x >= 0 && move->x < kBoardSize && move->y >= 0 && move->y < kBoardSize &&
              move->steps >= 1 && move->steps < kBoardSize,
          "a move starts on the board and goes 1 to 9 squares");
  const Expected<UccMove> again = ParseUccMove(FormatUccMove(*move));
  Require(again && *again == *move, "FormatUccMove then ParseUccMove gives the same move");
  if (const std::optional<Move> on_board = FromUccMove(*move))
    Require(ToUccMove(*on_board) == *move, "FromUccMove then ToUccMove gives the same move");
}

void CheckReport(const PlayerView& view, const UccResult& result) {
  const Expected<MoveReport> report = ReportFromUcc(view, result);
  RequireRefusalPrintable(report, "the reason a result does not fit a view is printable");
  if (!report) return;
  Require(!WhyReportDoesNotFit(view, *report), "a report from a result fits the view");
  Require(report->move == FromUccMove(result.move), "a report makes the result's move");
  PlayerView after = view;
  AdvanceView(after, *report);
  UccResult expected = result;
  if (report->is_attack() && report->defender_rank == Rank::kFlag)
    expected.outcome = UccOutcome{UccOutcomeKind::kVictoryFlag};
  Require(UccResultOf(*report, GameResult{}) == expected,
          "a report from a result announces the same result");
}

void CheckResult(std::string_view line, const std::vector<PlayerView>& views) {
  const Expected<UccResult> result = ParseUccResult(line);
  RequireRefusalPrintable(result, "a result's refusal is printable");
  if (!result) return;
  const Expected<UccResult> again = ParseUccResult(FormatUccResult(*result));
  Require(again && *again == *result, "FormatUccResult then ParseUccResult gives the same result");
  Require(!NamesRanks(result->outcome.kind) ||
              (IsReal(result->outcome.attacker) && IsReal(result->outcome.defender)),
          "an outcome that names ranks names real ones");
  for (const PlayerView& view : views)
    CheckReport(view, *result);
}

void CheckRefereeLine(std::string_view line) {
  const Expected<UccRefereeLine> parsed = ParseUccRefereeLine(line);
  RequireRefusalPrintable(parsed, "a referee line's refusal is printable");
  if (!parsed) return;
  const Expected<UccRefereeLine> again = ParseUccRefereeLine(FormatUccRefereeLine(*parsed));
  Require(again && *again == *parsed,
          "FormatUccRefereeLine then ParseUccRefereeLine gives the same line");
}

void CheckAnswer(std::string_view line) {
  const Expected<UccAnswer> answer = ParseUccAnswer(line);
  RequireRefusalPrintable(answer, "an answer's refusal is printable");
  if (!answer) return;
  const Expected<UccAnswer> again = ParseUccAnswer(FormatUccAnswer(*answer));
  Require(again && *again == *answer, "FormatUccAnswer then ParseUccAnswer gives the same answer");
}

// The line as line `y` of the board, and as line y = 4 (with lakes) if that is another.
void CheckBoardLine(std::string_view line, int y) {
  for (const int row : {y, 4}) {
    if (row == 4 && y == 4) break;
    const Expected<UccBoardLine> parsed = ParseUccBoardLine(line, row);
    RequireRefusalPrintable(parsed, "a board line's refusal is printable");
    if (!parsed) continue;
    for (int x = 0; x < kBoardSize; ++x) {
      const UccCell& cell = (*parsed)[static_cast<std::size_t>(x)];
      Require((cell.kind == UccCellKind::kLake) == IsLake(Square::At(x, row)),
              "a board line has its lakes where they are");
      Require((cell.kind == UccCellKind::kOwn) == IsReal(cell.rank),
              "a board line names ranks of own pieces only");
    }
    const Expected<UccBoardLine> again = ParseUccBoardLine(FormatUccBoardLine(*parsed), row);
    Require(again && *again == *parsed,
            "FormatUccBoardLine then ParseUccBoardLine gives the same line");
  }
}

void CheckRankChars(std::string_view line) {
  for (const char c : line) {
    const std::optional<Rank> rank = ParseUccRankChar(c);
    if (!rank) continue;
    Require(IsReal(*rank), "a rank character names a real rank");
    Require(ParseUccRankChar(UccRankChar(*rank)) == rank,
            "UccRankChar then ParseUccRankChar gives the same rank");
  }
}

void CheckSetup(const UccSetupLines& lines) {
  for (Player owner : {Player::kRed, Player::kBlue}) {
    const Expected<Setup> setup = ParseUccSetup(lines, owner, ArmyKind::kClassic);
    RequireRefusalPrintable(setup, "setup lines' refusal is printable");
    if (!setup) continue;
    const Expected<Setup> again =
        ParseUccSetup(FormatUccSetup(*setup, owner), owner, ArmyKind::kClassic);
    Require(again && *again == *setup, "FormatUccSetup then ParseUccSetup gives the same setup");
  }
}

void FuzzUccLines(std::string_view text) {
  static const std::vector<PlayerView> views = MakeViews();
  const std::vector<std::string_view> lines = Lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    CheckStart(line);
    CheckWord(line);
    CheckMove(line);
    CheckResult(line, views);
    CheckRefereeLine(line);
    CheckAnswer(line);
    CheckBoardLine(line, static_cast<int>(i % kBoardSize));
    CheckRankChars(line);
  }
  for (std::size_t first = 0; first + kUccSetupLines <= lines.size(); ++first) {
    UccSetupLines setup;
    for (std::size_t i = 0; i < setup.size(); ++i)
      setup[i] = std::string(lines[first + i]);
    CheckSetup(setup);
  }
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzUccLines(stratego::fuzz::AsText(data, size));
  return 0;
}
