// The recorded games of ../shared/data/gravon-games (FORMATS.md §2): real games from the Gravon
// archive, played under the two-squares rule with N = 5. Each must read, replay legally through the
// referee, reach the end its record gives, and convert to the project's format and back unchanged;
// altered copies must be caught.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

#include "io/file_io.h"
#include "io/game_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::Replaced;

// The one archived game whose recorded end comes a move before the end RULES.md §6 gives: see
// "Gravon games: Gravon ends a game as soon as the loser has no movable piece".
constexpr std::string_view kEndsEarly = "classic-2006.2-1500.xml";

struct ArchivedGame {
  std::string name;  // the file name
  std::string text;
  GameRecord record;
};

// Every game of the directory, read; empty (and the test skipped) without the shared data.
std::vector<ArchivedGame> ArchivedGames() {
  const auto dir = testing::SharedDataFile("gravon-games");
  if (!dir) return {};
  std::map<std::string, std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(*dir)) {
    if (entry.path().extension() == ".xml")
      paths[entry.path().filename().string()] = entry.path().string();
  }
  std::vector<ArchivedGame> games;
  for (const auto& [name, path] : paths) {
    const Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
    REQUIRE(text);
    const RecordParseResult parsed = ParseGravonXml(*text);
    INFO(name);
    for (const Diagnostic& error : parsed.errors)
      INFO(FormatDiagnostic(name, error));
    REQUIRE(parsed.errors.empty());
    games.push_back({name, *text, *parsed.record});
  }
  return games;
}

TEST_CASE("Gravon games: the archive holds the games its README describes", "[io][gravon-games]") {
  const std::vector<ArchivedGame> games = ArchivedGames();
  if (games.empty()) return;
  std::map<ArmyKind, int> armies;
  std::map<EndReason, int> ends;
  int moves = 0;
  for (const ArchivedGame& game : games) {
    ++armies[game.record.rules.army];
    ++ends[game.record.result.reason];
    moves += game.record.MoveCount();
    CHECK(game.record.rules == RuleSet{game.record.rules.army, 5, 0, 0, false});
    CHECK(game.record.names == std::array<std::string, 2>{"Player 1", "Player 2"});
  }
  CHECK(games.size() == 9);
  CHECK(armies == std::map<ArmyKind, int>{{ArmyKind::kClassic, 8}, {ArmyKind::kBarrage, 1}});
  CHECK(moves == 3332);
  CHECK(ends == std::map<EndReason, int>{{EndReason::kFlagCaptured, 5},
                                         {EndReason::kNoMovablePieces, 1},
                                         {EndReason::kResignation, 3}});
}

TEST_CASE("Gravon games: every move of every archived game is legal with the two-squares rule at 5",
          "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    INFO(game.name);
    const Replay replay = ReplayRecord(game.record);
    CHECK(replay.problem.value_or("") == "");
    CHECK(replay.applied == static_cast<int>(game.record.actions.size()));
  }
}

TEST_CASE("Gravon games: every archived game replays to the end its record gives",
          "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    if (game.name == kEndsEarly) continue;  // see the next test
    INFO(game.name);
    const auto problem = CheckRecord(game.record);
    CHECK(problem.value_or(RecordProblem{}).message == "");
    const Replay replay = ReplayRecord(game.record);
    REQUIRE(replay.state);
    CHECK(replay.state->over());
    CHECK(replay.state->result() == game.record.result);
  }
}

// Gravon ends a game the moment the loser's last movable piece falls, even on the winner's turn;
// RULES.md §6 ends it when the loser has to move and cannot. The record ends a move early, at an
// end that is forced: CheckRecord accepts it, and any move of the winner reaches it.
TEST_CASE("Gravon games: Gravon ends a game as soon as the loser has no movable piece",
          "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    if (game.name != kEndsEarly) continue;
    const GameRecord& record = game.record;
    CHECK(record.result == GameResult{EndReason::kNoMovablePieces, Player::kBlue});
    CHECK_FALSE(CheckRecord(record));
    const Replay replay = ReplayRecord(record);
    REQUIRE(replay.ok());
    CHECK(replay.state->to_move() == Player::kBlue);
    CHECK_FALSE(HasMovablePiece(replay.state->board(), Player::kRed));
    for (Move move : replay.state->LegalMoves()) {
      GameState next = *replay.state;
      next.ApplyMove(move);
      CHECK(next.result() == record.result);
    }
  }
}

TEST_CASE("Gravon games: each converts to the project's format and back to Gravon XML unchanged",
          "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    INFO(game.name);
    const std::string text = FormatRecordText(game.record);
    const RecordParseResult from_text = ParseRecordText(text);
    REQUIRE(from_text.record);
    CHECK(*from_text.record == game.record);
    const Expected<std::string> xml = FormatGravonXml(*from_text.record);
    REQUIRE(xml);
    const RecordParseResult from_xml = ParseAnyRecord(*xml);
    REQUIRE(from_xml.record);
    CHECK(*from_xml.record == game.record);
    CHECK(FormatGravonXml(*from_xml.record).value() == *xml);
  }
}

// The move that moves `player`'s Flag to a neighbouring square: never legal.
Move FlagMove(const GameState& state, Player player) {
  const Board& board = state.board();
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    if (board.IsEmpty(square)) continue;
    const Piece& piece = board.piece(board.At(square));
    if (piece.owner != player || piece.rank != Rank::kFlag) continue;
    for (Direction direction : kDirections) {
      if (Step(square, direction).valid()) return {square, Step(square, direction)};
    }
  }
  FAIL("no Flag of " << player);
  return {};
}

TEST_CASE("Gravon games: an illegal move put into a game is reported at that move",
          "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    const int at = game.record.MoveCount() / 2;
    INFO(game.name << ", move " << at + 1);
    const Replay before = ReplayRecord(game.record, at);
    REQUIRE(before.ok());
    const Player mover = before.state->to_move();
    // The XML with move `at` replaced by a move of the mover's Flag (the export refuses to
    // write an illegal game, so the file's text is changed).
    const Move flag = FlagMove(*before.state, mover);
    std::string text = game.text;
    const std::size_t line = text.find("<move id=\"" + std::to_string(at + 1) + "\"");
    REQUIRE(line != std::string::npos);
    const std::size_t end = text.find("/>", line);
    text.replace(line, end - line,
                 "<move id=\"" + std::to_string(at + 1) + "\" source=\"" +
                     GravonSquareName(flag.from) + "\" target=\"" + GravonSquareName(flag.to) +
                     "\"");
    const RecordParseResult parsed = ParseAnyRecord(text);
    REQUIRE(parsed.record);
    const auto line_number =
        1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(line), '\n');
    CHECK(parsed.action_lines[static_cast<std::size_t>(at)] == line_number);
    const auto problem = CheckRecord(*parsed.record);
    REQUIRE(problem);
    CHECK(problem->action == at);
    CHECK(problem->message.rfind("illegal: ", 0) == 0);
    CHECK(DescribeAction(*parsed.record, at).rfind("move " + std::to_string(at + 1) + " ", 0) == 0);
  }
}

TEST_CASE("Gravon games: a result the moves contradict is reported", "[io][gravon-games]") {
  for (const ArchivedGame& game : ArchivedGames()) {
    INFO(game.name);
    const GameResult& result = game.record.result;
    std::string altered;
    std::string expected;
    if (result.reason == EndReason::kFlagCaptured) {
      // The other side named the winner.
      const bool red = result.winner == Player::kRed;
      altered = Replaced(game.text, red ? "winner=\"1\"" : "winner=\"2\"",
                         red ? "winner=\"2\"" : "winner=\"1\"");
      expected = std::string("the record says ") + (red ? "Blue" : "Red") +
                 " captured the flag, but the moves end the game: " + (red ? "Red" : "Blue") +
                 " captured the flag";
    } else if (result.reason == EndReason::kResignation) {
      // A flag capture claimed where a player resigned.
      altered = Replaced(game.text, "type=\"3\"", "type=\"1\"");
      expected = "captured the flag, but after the last move the game goes on";
    } else {
      continue;
    }
    const RecordParseResult parsed = ParseGravonXml(altered);
    REQUIRE(parsed.record);
    const auto problem = CheckRecord(*parsed.record);
    REQUIRE(problem);
    CHECK(problem->action == static_cast<int>(parsed.record->actions.size()));
    CHECK_THAT(problem->message, Catch::Contains(expected));
    CHECK(parsed.result_line > parsed.action_lines.back());
  }
}

}  // namespace
}  // namespace stratego
