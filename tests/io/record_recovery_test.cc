// Damaged records (record_recovery.h): what can be saved of an autosave cut short.
#include "io/record_recovery.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "io/record_file.h"
#include "support/random_play.h"

namespace stratego {
namespace {

// A short game with every kind of line: names, attacks (with their comments), a draw offer,
// rescues, a resignation and the result.
GameRecord ShortGame(std::uint64_t seed) {
  Rng rng(seed);
  GameRecord header;
  header.rules.rescue = true;
  header.setups = {RandomSetup(header.rules.army, rng), RandomSetup(header.rules.army, rng)};
  header.setups[0].name = "Red's own";
  header.names = {"Ann", "Bo"};
  header.started = "2026-11-22T14:03:11Z";
  RecordedGame game = RecordedGame::Start(header).value();
  for (int ply = 0; ply < 40 && !game.state().over(); ++ply) {
    if (ply == 5) (void)game.OfferDraw(game.state().to_move());
    const std::vector<Move> moves = game.state().LegalMoves();
    const MoveReport report =
        game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    if (auto rescue = testing::RandomRescue(game.state(), rng))
      game.ApplyRescue(report.mover, *rescue);
  }
  if (!game.state().over()) REQUIRE(game.Resign(game.state().to_move()));
  return game.record();
}

TEST_CASE("Record recovery: a record cut at any byte gives a prefix of its game", "[io][record]") {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const GameRecord game = ShortGame(seed);
    const std::string text = FormatRecordText(game);
    const RecordParseResult whole = ParseRecordText(text);
    REQUIRE(whole.record);
    const int last_setup_line =
        whole.action_lines.empty() ? whole.result_line - 1 : whole.action_lines.front() - 1;
    INFO(text);
    for (std::size_t cut = 0; cut <= text.size(); ++cut) {
      const std::string_view part = std::string_view(text).substr(0, cut);
      const std::optional<GameRecord> recovered = RecoverRecordPrefix(part);
      // The lines that are whole: a line without its newline may be cut short.
      const int lines = static_cast<int>(std::count(part.begin(), part.end(), '\n'));
      INFO("cut at byte " << cut << ", after " << lines << " whole lines");
      if (lines < last_setup_line - 1) {  // a setup is incomplete (the blank line may be missing)
        CHECK_FALSE(recovered);
        continue;
      }
      REQUIRE(recovered);
      CHECK(recovered->setups == game.setups);
      CHECK(recovered->rules == game.rules);
      CHECK(recovered->names == game.names);
      const auto whole_actions = static_cast<std::size_t>(std::count_if(
          whole.action_lines.begin(), whole.action_lines.end(), [&](int l) { return l <= lines; }));
      REQUIRE(recovered->actions.size() == whole_actions);  // every whole action, no more
      CHECK(std::equal(recovered->actions.begin(), recovered->actions.end(), game.actions.begin()));
      CHECK(recovered->result == (lines >= whole.result_line ? game.result : GameResult{}));
      CHECK(ReplayRecord(*recovered).ok());
    }
  }
}

TEST_CASE("Record recovery: garbage after the damage and a damaged line end the game there",
          "[io][record]") {
  const GameRecord game = ShortGame(4);
  const std::string text = FormatRecordText(game);
  const RecordParseResult whole = ParseRecordText(text);
  REQUIRE(whole.action_lines.size() > 6);
  // The start of the line of action 6 (0-based), where the damage begins.
  std::size_t at = 0;
  for (int line = 1; line < whole.action_lines[6]; ++line)
    at = text.find('\n', at) + 1;
  SECTION("zero bytes, as a crash on a full disk can leave") {
    const std::string damaged = text.substr(0, at) + std::string(300, '\0');
    const std::optional<GameRecord> recovered = RecoverRecordPrefix(damaged);
    REQUIRE(recovered);
    CHECK(recovered->actions.size() == 6);
  }
  SECTION("a line that reads as no action, and more lines after it") {
    std::string damaged = text;
    damaged.replace(at, 2, "?!");
    const std::optional<GameRecord> recovered = RecoverRecordPrefix(damaged);
    REQUIRE(recovered);
    CHECK(recovered->actions.size() == 6);
    CHECK_FALSE(recovered->result.over());
  }
  SECTION("an illegal move: the legal ones before it") {
    GameRecord illegal = game;
    illegal.actions[6].kind = ActionKind::kMove;
    illegal.actions[6].move = {illegal.actions[6].move.from, illegal.actions[6].move.from};
    const std::optional<GameRecord> recovered = RecoverRecordPrefix(FormatRecordText(illegal));
    REQUIRE(recovered);
    CHECK(recovered->actions.size() == 6);
    CHECK_FALSE(recovered->result.over());
  }
  SECTION("nothing is recovered from what is no record") {
    CHECK_FALSE(RecoverRecordPrefix(""));
    CHECK_FALSE(RecoverRecordPrefix("hello\nworld\n"));
    CHECK_FALSE(RecoverRecordPrefix(text.substr(0, 40)));
  }
}

}  // namespace
}  // namespace stratego
