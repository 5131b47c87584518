// The UCC 2012 bot protocol (FORMATS.md §3): every line of it, parsed and formatted, and the
// conversions between its lines and the core's moves, reports and views. Pure: no I/O.
//
// The order of messages, as the UCC Programming Competition 2012 manager sends them
// (ucc/progcomp2012: judge/manager/game.cpp Game::Play, ai_controller.cpp QueryMove,
// controller.cpp MakeMove, main.cpp; the protocol section of its manual.txt). ">>" is referee to
// bot, "<<" bot to referee; every line ends with '\n' and is flushed.
//
//   >> COLOUR OPPONENT 10 10           RED or BLUE; the opponent's name is one word
//   << 4 setup lines                   10 characters each, in order of increasing y
//   then, on each of the bot's turns:
//   >> START                           only before Red's first move, or else
//   >> X Y DIRECTION [N] OUTCOME       the opponent's last move and its outcome
//   >> 10 board lines                  y = 0 first; own ranks, '#' enemy, '+' lake, '.' empty
//   << X Y DIRECTION [N] | SURRENDER
//   >> X Y DIRECTION [N] OUTCOME       the echo of the bot's own move, with its outcome
//
// The move that ends the game goes to both bots as usual (the mover's echo, the other's "last
// move"), with no board after it, and then both get `QUIT [reason]`. QUIT may also come at any
// time instead of the next line (an error, a limit, the opponent's forfeit); a bot exits on it.
// An answer that is not a legal move is echoed with OUTCOME ILLEGAL (an answer that is not a move
// at all is not echoed), then QUIT follows; SURRENDER is answered with `QUIT SURRENDER`. N is
// written only for moves of more than one square. The board never shows an enemy rank, not even a
// revealed one (the manager's Board::Print): a bot learns ranks from the outcomes KILLS, DIES and
// BOTHDIE, which name the attacker's rank, then the defender's. VICTORY_FLAG is the outcome of the
// move that takes the Flag; VICTORY_ATTRITION of a move after which the opponent cannot move
// (RULES.md §6); neither names ranks. (So the manual has it; the manager's code checks attrition
// only after the echo, so there the last move keeps its plain outcome and QUIT follows. A bot
// must take either.)
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/move.h"
#include "core/report.h"
#include "core/setup.h"
#include "core/view.h"

namespace stratego {

inline constexpr int kUccSetupLines = 4;
inline constexpr int kUccBoardLines = kBoardSize;

// Squares: x = 0…9 left to right is the file (a = 0), y = 0…9 the rank minus one: Red sits at
// the top of the protocol's board, so its back row is y = 0 and UP (y − 1) goes towards it.

// The start line: `RED other 10 10`. Only 10 × 10 boards exist.
struct UccStart {
  Player colour = Player::kRed;
  std::string opponent = "unknown";  // one word, without blanks
  friend bool operator==(const UccStart&, const UccStart&) = default;
};
Expected<UccStart> ParseUccStart(std::string_view line);
std::string FormatUccStart(const UccStart& start);
// A name made fit for the start line: blanks and control characters become '_'.
std::string UccWord(std::string_view name);
// A line as error messages quote it: in quotes, cut after 40 characters, '?' for what is not
// printable ASCII, so that nothing a program sends can garble a message.
std::string QuotedUccLine(std::string_view line);

// A move line: `X Y DIRECTION [N]`; UP is towards y = 0.
enum class UccDirection : std::uint8_t { kUp, kDown, kLeft, kRight };
struct UccMove {
  int x = 0;
  int y = 0;
  UccDirection direction = UccDirection::kUp;
  int steps = 1;  // N, the number of squares (more than one only for Scouts)
  friend bool operator==(const UccMove&, const UccMove&) = default;
};
Expected<UccMove> ParseUccMove(std::string_view line);
std::string FormatUccMove(const UccMove& move);
UccMove ToUccMove(Move move);  // `move` must go along a line
// The move, or nullopt if it leaves the board.
std::optional<Move> FromUccMove(const UccMove& move);

// What the referee says of a move: OK, ILLEGAL, KILLS a d, DIES a d, BOTHDIE a d (a and d the
// attacker's and the defender's ranks), VICTORY_FLAG or VICTORY_ATTRITION.
enum class UccOutcomeKind : std::uint8_t {
  kOk,
  kIllegal,
  kKills,
  kDies,
  kBothDie,
  kVictoryFlag,
  kVictoryAttrition,
};
struct UccOutcome {
  UccOutcomeKind kind = UccOutcomeKind::kOk;
  Rank attacker = Rank::kUnknown;  // real for KILLS, DIES and BOTHDIE only
  Rank defender = Rank::kUnknown;
  friend bool operator==(const UccOutcome&, const UccOutcome&) = default;
};
bool NamesRanks(UccOutcomeKind kind);  // KILLS, DIES, BOTHDIE
bool EndsGame(UccOutcomeKind kind);    // ILLEGAL and the victories

// A move and its outcome: `X Y DIRECTION [N] OUTCOME`.
struct UccResult {
  UccMove move;
  UccOutcome outcome;
  friend bool operator==(const UccResult&, const UccResult&) = default;
};
Expected<UccResult> ParseUccResult(std::string_view line);
std::string FormatUccResult(const UccResult& result);

// A line the referee sends during play, other than a board line: `START`, a move's result or
// `QUIT [reason]`.
enum class UccRefereeLineKind : std::uint8_t { kStart, kResult, kQuit };
struct UccRefereeLine {
  UccRefereeLineKind kind = UccRefereeLineKind::kStart;
  UccResult result;    // for kResult
  std::string reason;  // for kQuit; may be empty
  friend bool operator==(const UccRefereeLine&, const UccRefereeLine&) = default;
};
Expected<UccRefereeLine> ParseUccRefereeLine(std::string_view line);
std::string FormatUccRefereeLine(const UccRefereeLine& line);

// A bot's answer on its turn: a move or `SURRENDER`.
struct UccAnswer {
  bool surrender = false;
  UccMove move;  // unless it surrenders
  friend bool operator==(const UccAnswer&, const UccAnswer&) = default;
};
Expected<UccAnswer> ParseUccAnswer(std::string_view line);
std::string FormatUccAnswer(const UccAnswer& answer);

// Ranks on the wire, classic numbering (RULES.md §2): '1' Marshal … '9' Scout, 's' Spy, 'B' Bomb,
// 'F' Flag. Parsing accepts either case of the letters.
char UccRankChar(Rank rank);  // `rank` must be real
std::optional<Rank> ParseUccRankChar(char c);

// The setup lines of `owner`, in order of increasing y ('.' for an empty square): Red's back row
// (y = 0) first, Blue's front row (y = 6) first.
using UccSetupLines = std::array<std::string, kUccSetupLines>;
UccSetupLines FormatUccSetup(const Setup& setup, Player owner);
// Reads the characters only; whether the pieces make up the army is for SetupProblems to say.
// Errors name the setup line (1–4) and the column.
Expected<Setup> ParseUccSetup(const UccSetupLines& lines, Player owner, ArmyKind army);

// The board lines: what a square shows to a bot.
enum class UccCellKind : std::uint8_t { kEmpty, kLake, kEnemy, kOwn };
struct UccCell {
  UccCellKind kind = UccCellKind::kEmpty;
  Rank rank = Rank::kUnknown;  // real for kOwn only
  friend bool operator==(const UccCell&, const UccCell&) = default;
};
using UccBoardLine = std::array<UccCell, kBoardSize>;   // indexed by x
using UccBoard = std::array<UccBoardLine, kBoardSize>;  // indexed by y
// The board as the view's player may see it: their own pieces by rank, every enemy piece '#'.
UccBoard UccBoardOf(const PlayerView& view);
char FormatUccCell(const UccCell& cell);  // '.', '+', '#' or the rank's character
std::string FormatUccBoardLine(const UccBoardLine& line);
// Line `y` of the board; the lakes must be where they are ('+' there and nowhere else).
Expected<UccBoardLine> ParseUccBoardLine(std::string_view line, int y);

// The line that announces a move (RULES.md §8): from its report and the game's result right after
// it (RULES.md §6): VICTORY_FLAG if it took the Flag, VICTORY_ATTRITION if the game then ended
// with the mover's win because the opponent cannot move; else OK, KILLS, DIES or BOTHDIE.
UccResult UccResultOf(const MoveReport& report, const GameResult& after);
// The report of the move that `result` announces, made by the player to move in `view`. Fails,
// saying why, if it does not fit the view (WhyReportDoesNotFit) or announces no move that was
// made (ILLEGAL, the victories).
Expected<MoveReport> ReportFromUcc(const PlayerView& view, const UccResult& result);

}  // namespace stratego
