// FORMATS.md §3: the lines of the UCC 2012 bot protocol, parsed and formatted.
#include "io/ucc_protocol.h"

#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"

namespace stratego {
namespace {

std::string ErrorOf(const Expected<UccRefereeLine>& parsed) {
  return parsed ? std::string("(parsed)") : parsed.error();
}

Square Sq(const char* name) {
  return *ParseSquare(name);
}

TEST_CASE("UCC protocol: start lines round-trip and read as the manager writes them", "[io][ucc]") {
  for (const UccStart& start : {UccStart{Player::kRed, "other"}, UccStart{Player::kBlue, "x"}})
    CHECK(ParseUccStart(FormatUccStart(start)).value() == start);
  const UccStart vixen = ParseUccStart("RED ../../agents/vixen/vixen.py 10 10").value();
  CHECK(vixen.colour == Player::kRed);
  CHECK(vixen.opponent == "../../agents/vixen/vixen.py");
  CHECK(FormatUccStart({Player::kBlue, "ucc:stratego bot"}) == "BLUE ucc:stratego_bot 10 10");
  CHECK(FormatUccStart({Player::kBlue, ""}) == "BLUE unknown 10 10");
  CHECK(ParseUccStart("BLUE my bot 10 10").value().opponent == "my bot");
}

TEST_CASE("UCC protocol: moves, results and answers round-trip", "[io][ucc]") {
  for (int direction = 0; direction < 4; ++direction) {
    for (int steps = 1; steps <= 9; ++steps) {
      const UccMove move{steps % 10, (9 - steps) % 10, static_cast<UccDirection>(direction), steps};
      CHECK(ParseUccMove(FormatUccMove(move)).value() == move);
      const UccAnswer answer{false, move};
      CHECK(ParseUccAnswer(FormatUccAnswer(answer)).value() == answer);
      for (int kind = 0; kind < 7; ++kind) {
        UccResult result{move, {static_cast<UccOutcomeKind>(kind)}};
        if (NamesRanks(result.outcome.kind))
          result.outcome = {result.outcome.kind, Rank::kSpy, Rank::kMarshal};
        CHECK(ParseUccResult(FormatUccResult(result)).value() == result);
        const UccRefereeLine line{UccRefereeLineKind::kResult, result, ""};
        CHECK(ParseUccRefereeLine(FormatUccRefereeLine(line)).value() == line);
      }
    }
  }
  const UccRefereeLine lines[] = {{UccRefereeLineKind::kStart, {}, ""},
                                  {UccRefereeLineKind::kQuit, {}, ""},
                                  {UccRefereeLineKind::kQuit, {}, "name RED VICTORY 57 1 2"}};
  for (const UccRefereeLine& line : lines)
    CHECK(ParseUccRefereeLine(FormatUccRefereeLine(line)).value() == line);
  CHECK(ParseUccAnswer("SURRENDER").value().surrender);
  CHECK(FormatUccAnswer({true, {}}) == "SURRENDER");
  CHECK(FormatUccMove({0, 3, UccDirection::kDown, 1}) == "0 3 DOWN");  // N only when it is > 1
}

TEST_CASE("UCC protocol: the manual's example lines mean what it says", "[io][ucc]") {
  const UccResult both_die = ParseUccResult("9 6 UP 3 BOTHDIE 9 9").value();
  CHECK(FromUccMove(both_die.move) == Move{Sq("j7"), Sq("j4")});
  CHECK(both_die.outcome == UccOutcome{UccOutcomeKind::kBothDie, Rank::kScout, Rank::kScout});
  CHECK(FromUccMove(ParseUccMove("0 3 DOWN").value()) == Move{Sq("a4"), Sq("a5")});
  CHECK(ParseUccResult("4 3 LEFT KILLS s 1").value().outcome ==
        UccOutcome{UccOutcomeKind::kKills, Rank::kSpy, Rank::kMarshal});
  CHECK(ParseUccResult("0 0 RIGHT 2 DIES 9 B\r").value().outcome.defender == Rank::kBomb);
  CHECK(FromUccMove({0, 0, UccDirection::kUp, 1}) == std::nullopt);  // off the board
  CHECK(ToUccMove({Sq("c2"), Sq("c7")}) == UccMove{2, 1, UccDirection::kDown, 5});
  CHECK(ToUccMove({Sq("h9"), Sq("e9")}) == UccMove{7, 8, UccDirection::kLeft, 3});

  const UccSetupLines red = {"FB8sB479B8", "BB31555583", "6724898974", "967B669999"};
  const Setup setup = ParseUccSetup(red, Player::kRed, ArmyKind::kClassic).value();
  CHECK(SetupProblems(setup).empty());
  CHECK(setup.At(3, 0) == Rank::kFlag);   // y = 0 is Red's back row, rank 1: a1
  CHECK(setup.At(0, 0) == Rank::kScout);  // y = 3 is its front row: a4
  const UccSetupLines blue = {"967B669999", "6724898974", "BB31555583", "FB8sB479B8"};
  const Setup blue_setup = ParseUccSetup(blue, Player::kBlue, ArmyKind::kClassic).value();
  CHECK(SetupSquare(Player::kBlue, 3, 9) == Sq("a10"));
  CHECK(blue_setup.At(3, 9) == Rank::kFlag);  // y = 9, x = 0 is a10, Blue's back right
  CHECK(blue_setup.At(0, 9) == Rank::kScout);
  CHECK(FormatUccSetup(blue_setup, Player::kBlue) == blue);
}

TEST_CASE("UCC protocol: setups round-trip for both colours and every army", "[io][ucc]") {
  Rng rng(12);
  for (ArmyKind army : kArmyKinds) {
    for (Player owner : {Player::kRed, Player::kBlue}) {
      const Setup setup = RandomSetup(army, rng);
      CHECK(ParseUccSetup(FormatUccSetup(setup, owner), owner, army).value() == setup);
    }
  }
}

TEST_CASE("UCC protocol: boards show own ranks, '#' for every enemy piece, and round-trip",
          "[io][ucc]") {
  Rng rng(5);
  GameState state = GameState::Create({}, RandomSetup(ArmyKind::kClassic, rng),
                                      RandomSetup(ArmyKind::kClassic, rng))
                        .value();
  int attacks = 0;
  while (!state.over() && attacks < 10) {
    const auto moves = state.LegalMoves();
    attacks +=
        state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))])
                .is_attack()
            ? 1
            : 0;
  }
  for (Player viewer : {Player::kRed, Player::kBlue}) {
    const PlayerView view = BuildView(state, viewer);
    const UccBoard board = UccBoardOf(view);
    for (int y = 0; y < kBoardSize; ++y) {
      const UccBoardLine& line = board[static_cast<std::size_t>(y)];
      CHECK(ParseUccBoardLine(FormatUccBoardLine(line), y).value() == line);
      for (int x = 0; x < kBoardSize; ++x) {
        const PieceId id = view.board.At(Square::At(x, y));
        const UccCell cell = line[static_cast<std::size_t>(x)];
        if (id != kNoPiece && view.board.piece(id).owner != viewer) {
          CHECK(cell == UccCell{UccCellKind::kEnemy, Rank::kUnknown});  // revealed or not
        }
      }
    }
  }
  CHECK(FormatUccBoardLine(ParseUccBoardLine("..++..++..", 4).value()) == "..++..++..");
}

TEST_CASE("UCC protocol: malformed lines are refused with what was expected", "[io][ucc]") {
  using Row = std::pair<const char*, const char*>;
  const Row referee_lines[] = {
      {"UP 4 4",
       "'UP 4 4' is not a referee's line: expected START, QUIT or X Y DIRECTION [N] "
       "OUTCOME"},
      {"", "'' is not a referee's line: expected START, QUIT or X Y DIRECTION [N] OUTCOME"},
      {"START now", "'START now' is not START: nothing may follow START"},
      {"4 4 UP", "'4 4 UP' is not a move result: expected X Y DIRECTION [N] OUTCOME"},
      {"4 4 NORTH OK",
       "'4 4 NORTH OK' is not a move result: DIRECTION must be UP, DOWN, LEFT or "
       "RIGHT"},
      {"10 4 UP OK", "'10 4 UP OK' is not a move result: X must be 0 to 9"},
      {"4 12 UP OK", "'4 12 UP OK' is not a move result: Y must be 0 to 9"},
      {"4 4 UP 0 OK",
       "'4 4 UP 0 OK' is not a move result: N must be a number of squares from 1 to "
       "9"},
      {"4 4 UP WINS",
       "'4 4 UP WINS' is not a move result: 'WINS' is not an outcome: expected OK, "
       "ILLEGAL, KILLS, DIES, BOTHDIE, VICTORY_FLAG or VICTORY_ATTRITION"},
      {"4 4 UP KILLS 4",
       "'4 4 UP KILLS 4' is not a move result: KILLS takes the attacker's and "
       "the defender's ranks, as in 'KILLS 4 9'"},
      {"4 4 UP KILLS 4 X",
       "'4 4 UP KILLS 4 X' is not a move result: 'X' is not a rank: expected "
       "1 to 9, s, B or F"},
      {"4 4 UP OK 5", "'4 4 UP OK 5' is not a move result: nothing may follow OK"},
      {"4 4 UP VICTORY_FLAG 1 2",
       "'4 4 UP VICTORY_FLAG 1 2' is not a move result: nothing may "
       "follow VICTORY_FLAG"},
  };
  for (const auto& [line, error] : referee_lines) {
    INFO(line);
    CHECK(ErrorOf(ParseUccRefereeLine(line)) == error);
  }
  CHECK(ParseUccMove("UP 4 4").error() == "'UP 4 4' is not a move: expected X Y DIRECTION [N]");
  CHECK(ParseUccMove("4 4 UP 2 2").error() ==
        "'4 4 UP 2 2' is not a move: expected X Y DIRECTION [N]");
  CHECK(ParseUccAnswer("resign").error() ==
        "'resign' is not a move: expected X Y DIRECTION [N] or SURRENDER");
  CHECK(ParseUccStart("RED x 10").error() ==
        "'RED x 10' is not a start line: expected COLOUR OPPONENT WIDTH HEIGHT, as in 'RED other "
        "10 10'");
  CHECK(ParseUccStart("GREEN x 10 10").error() ==
        "'GREEN x 10 10' is not a start line: the colour must be RED or BLUE");
  CHECK(ParseUccStart("RED x 8 8").error() ==
        "'RED x 8 8' is not a start line: only a 10 by 10 board is played");
  CHECK(ParseUccBoardLine("..........", 4).error() ==
        "'..........' is not board line 5: a lake at x = 2");
  CHECK(ParseUccBoardLine("+.........", 0).error() ==
        "'+.........' is not board line 1: no lake "
        "at x = 0");
  CHECK(ParseUccBoardLine("...X......", 0).error() ==
        "'...X......' is not board line 1: x = 3 holds no piece, '#', '+' or '.'");
  CHECK(ParseUccBoardLine("#########", 9).error() ==
        "'#########' is not board line 10: expected 10 characters of 1-9 s B F # + .");
  UccSetupLines setup = {"FB8sB479B8", "BB31555583", "6724898974", "967B66999"};
  CHECK(ParseUccSetup(setup, Player::kRed, ArmyKind::kClassic).error() ==
        "setup line 4 '967B66999' has 9 characters, expected 10");
  setup[3] = "967B66999X";
  CHECK(ParseUccSetup(setup, Player::kRed, ArmyKind::kClassic).error() ==
        "setup line 4, column 10: 'X' is not a piece: expected 1 to 9, s, B, F or '.'");
  const std::string long_line(200, '7');
  CHECK(ParseUccMove(long_line).error().size() < 120);  // quoted in part
}

TEST_CASE("UCC protocol: announcements of moves, and reports read back from them", "[io][ucc]") {
  // Red: Marshal e4, Scout a2, Flag a1. Blue: General e5, Bomb f5, Flag j10, Miner j9.
  auto state = GameState::FromPosition({},
                                       {{Player::kRed, Rank::kMarshal, Sq("e4")},
                                        {Player::kRed, Rank::kScout, Sq("a2")},
                                        {Player::kRed, Rank::kFlag, Sq("a1")},
                                        {Player::kBlue, Rank::kGeneral, Sq("e5")},
                                        {Player::kBlue, Rank::kBomb, Sq("f5")},
                                        {Player::kBlue, Rank::kMiner, Sq("j9")},
                                        {Player::kBlue, Rank::kFlag, Sq("j10")}},
                                       Player::kRed)
                   .value();
  const PlayerView blue_before = BuildView(state, Player::kBlue);
  const MoveReport report = state.ApplyMove({Sq("e4"), Sq("e5")});
  const UccResult kills = UccResultOf(report, state.result());
  CHECK(FormatUccResult(kills) == "4 3 DOWN KILLS 1 2");
  const MoveReport read_back = ReportFromUcc(blue_before, kills).value();
  CHECK(read_back == report);

  const PlayerView blue = BuildView(state, Player::kBlue);
  const MoveReport quiet = state.ApplyMove({Sq("j9"), Sq("j8")});
  CHECK(FormatUccResult(UccResultOf(quiet, state.result())) == "9 8 UP OK");
  CHECK(ReportFromUcc(blue, UccResultOf(quiet, state.result())).value() == quiet);
  CHECK(ReportFromUcc(blue, ParseUccResult("8 8 LEFT OK").value()).error() ==
        "there is no piece to move on i9");
  CHECK(ReportFromUcc(blue, ParseUccResult("9 8 UP KILLS 8 1").value()).error() ==
        "there is no piece to attack on j8");
  CHECK(ReportFromUcc(blue, ParseUccResult("9 8 UP ILLEGAL").value()).error() ==
        "it announces no move that was made");

  const MoveReport scout = state.ApplyMove({Sq("a2"), Sq("a8")});
  CHECK(FormatUccResult(UccResultOf(scout, state.result())) == "0 1 DOWN 6 OK");
  GameResult attrition{EndReason::kNoMovablePieces, Player::kRed};
  CHECK(UccResultOf(scout, attrition).outcome.kind == UccOutcomeKind::kVictoryAttrition);
  MoveReport flag = report;
  flag.defender_rank = Rank::kFlag;
  CHECK(UccResultOf(flag, {EndReason::kFlagCaptured, Player::kRed}).outcome.kind ==
        UccOutcomeKind::kVictoryFlag);
}

}  // namespace
}  // namespace stratego
