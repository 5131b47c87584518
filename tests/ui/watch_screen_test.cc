// The spectator's screen (ui/watch_screen.h) against a fake table: a test referee stands in for
// the server and hands the screen only the public view (both armies' ranks unknown unless a
// battle revealed them), as the server's public reports give it. The moves as they come, the
// players, the end, leaving, and that the screen never shows a rank the public view lacks.
#include "ui/watch_screen.h"

#include <catch2/catch.hpp>
#include <deque>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/view_update.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Has;
using testing::kSize;
using testing::Screen;
using testing::SeededSetup;

// The squares of `owner`'s pieces in a game just created, in the order of their ids (setup order).
std::vector<Square> StartSquares(const GameState& start, Player owner) {
  std::vector<Square> squares;
  for (PieceId id = FirstPieceId(owner); id < start.board().EndPieceId(owner); ++id)
    squares.push_back(start.board().piece(id).square);
  return squares;
}

// What the server tells a spectator of `state` (created with the pieces on `red` and `blue`):
// every report in its public form (RULES.md §7: no silent defender's rank, no declined rescue).
PlayerView PublicView(const GameState& state, const std::vector<Square>& red,
                      const std::vector<Square>& blue) {
  PlayerView view = SpectatorView(state.rules(), red, blue).value();
  for (MoveReport report : state.history()) {
    if (report.defender_silent) report.defender_rank = Rank::kUnknown;
    report.rescue_declined = false;
    MoveReport move = report;
    move.rescued = kNoPiece;
    move.rescued_rank = Rank::kUnknown;
    move.rescue_square = Square();
    REQUIRE_FALSE(WhyReportDoesNotFit(view, move));
    AdvanceView(view, move);
    if (report.has_rescue()) AdvanceViewByRescue(view, report);
  }
  if (state.result().over()) EndView(view, state.result());
  return view;
}

class FakeWatchTable : public WatchTable {
 public:
  explicit FakeWatchTable(std::shared_ptr<std::deque<WatchEvent>> events)
      : events_(std::move(events)) {}
  std::vector<WatchEvent> Poll() override {
    std::vector<WatchEvent> events(events_->begin(), events_->end());
    events_->clear();
    return events;
  }

 private:
  std::shared_ptr<std::deque<WatchEvent>> events_;
};

// A watched game: its true state (the referee's) and the screen of a spectator.
struct Watched {
  Watched(const RuleSet& rules, const Setup& red, const Setup& blue)
      : state(GameState::Create(rules, red, blue).value()),
        red_squares(StartSquares(state, Player::kRed)),
        blue_squares(StartSquares(state, Player::kBlue)),
        events(std::make_shared<std::deque<WatchEvent>>()),
        screen(std::make_unique<FakeWatchTable>(events), 3, DisplayOptions{},
               [this] { return now; }) {}

  // The server's news after a change: the public view, or (`started` false) none yet.
  void Tell(bool started = true, std::string text = "",
            std::optional<ClockReading> times = std::nullopt) {
    WatchEvent event;
    event.times = times;
    event.game = 3;
    event.red = "alice";
    event.blue = "bob";
    event.rules = state.rules();
    if (started) event.view = PublicView(state, red_squares, blue_squares);
    event.text = std::move(text);
    events->push_back(std::move(event));
    (void)screen.Handle(InputEvent::Of(Key::kNone), kSize);
  }
  std::string Shown() const { return Screen(screen, kSize); }

  GameState state;
  std::vector<Square> red_squares, blue_squares;
  std::shared_ptr<std::deque<WatchEvent>> events;
  ClockMs now = 0;  // the screen's steady clock, in ms
  WatchScreen screen;
};

// The squares of the board's rows on a screen: the lines that begin with a row label ("10 │",
// " 3 │"), between the label and the side panel.
std::string BoardRows(const std::string& screen) {
  std::string rows;
  std::size_t start = 0;
  while (start < screen.size()) {
    const std::size_t end = screen.find('\n', start);
    const std::string line = screen.substr(start, end - start);
    if (line.size() > 6 && line.compare(2, 4, " │") == 0)  // the squares, without the label
      rows += line.substr(6, line.rfind("│") - 6) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return rows;
}

TEST_CASE("Watch screen: the players, the moves as they come, the end, and q leaves",
          "[ui][watch]") {
  Watched watched(RuleSet{}, SeededSetup(1), SeededSetup(2));
  watched.Tell(false);
  CHECK(!watched.screen.started());
  CHECK(Has(watched.Shown(), "Game 3: alice (Red) against bob (Blue)"));
  CHECK(Has(watched.Shown(), "The game begins when both armies are set up."));

  watched.Tell();
  REQUIRE(watched.screen.started());
  std::string shown = watched.Shown();
  CHECK(Has(shown, "watching alice v bob"));
  CHECK(Has(shown, "Red to move"));
  const std::string start_rows = BoardRows(shown);
  REQUIRE(start_rows.size() > 0);
  CHECK(start_rows.find_first_of("0123456789SBF?") == std::string::npos);  // nothing but backs
  CHECK(Has(start_rows, "■"));

  Rng rng(5);
  int moves = 0;
  for (; moves < 30 && !watched.state.result().over(); ++moves) {
    const std::vector<Move> legal = watched.state.LegalMoves();
    const Move move = legal[static_cast<std::size_t>(rng.Below(static_cast<int>(legal.size())))];
    (void)watched.state.ApplyMove(move);
    watched.Tell();
    shown = watched.Shown();
    if (!watched.state.history().back().is_attack()) {
      INFO(shown);
      CHECK(Has(shown, " moved " + FormatMove(move) + "."));  // the news, in the status line
    }
    CHECK(Has(shown, FormatMove(move)));  // in the move log
  }
  CHECK(watched.screen.play_screen().view().ply == moves);

  (void)watched.state.Resign(Player::kBlue);
  watched.Tell(true, "Blue resigned: Red wins");
  CHECK(watched.screen.over());
  shown = watched.Shown();
  CHECK(Has(shown, "game over: Red wins"));
  CHECK(Has(shown, "Blue resigned: Red wins"));
  CHECK(watched.screen.Handle(testing::Ch(U'q'), kSize).kind == Transition::Kind::kPop);
}

TEST_CASE("Watch screen: q leaves during the game, and moves are not the spectator's to make",
          "[ui][watch]") {
  Watched watched(RuleSet{}, SeededSetup(3), SeededSetup(4));
  watched.Tell();
  CHECK(watched.screen.Handle(InputEvent::Of(Key::kEnter), kSize).kind == Transition::Kind::kStay);
  CHECK(Has(watched.Shown(), "A spectator only watches"));
  CHECK(watched.screen.Handle(testing::Ch(U'q'), kSize).kind == Transition::Kind::kPop);
}

TEST_CASE("Watch screen: ? opens the spectator's help, with the game's rules", "[ui][watch]") {
  RuleSet rules;
  rules.silent_defense = true;
  Watched watched(rules, SeededSetup(3), SeededSetup(4));
  watched.Tell();
  const Transition help = watched.screen.Handle(testing::Ch(U'?'), kSize);
  REQUIRE(help.kind == Transition::Kind::kPush);
  REQUIRE(help.next);
  const std::string shown = Screen(*help.next, ScreenSize{100, 200});
  CHECK(Has(shown, "Watching a game on a server"));
  CHECK(Has(shown, "both armies show their backs"));
  CHECK(Has(shown, "the game goes on without you"));
  CHECK(Has(shown, "Silent defense: only the attacker"));  // the rules in brief are this game's
  CHECK_FALSE(Has(shown, "pick up a piece"));              // no keys of a player's
  CHECK(watched.screen.Handle(testing::Ch(U'q'), kSize).kind == Transition::Kind::kPop);
}

TEST_CASE("Watch screen: a lost connection is told and q leaves", "[ui][watch]") {
  Watched watched(RuleSet{}, SeededSetup(3), SeededSetup(4));
  watched.Tell();
  WatchEvent lost;
  lost.kind = WatchEvent::Kind::kLost;
  lost.text = "the server went away";
  watched.events->push_back(lost);
  (void)watched.screen.Handle(InputEvent::Of(Key::kNone), kSize);
  CHECK(watched.screen.lost());
  CHECK(Has(watched.Shown(), "the server went away"));
  CHECK(watched.screen.Handle(testing::Ch(U'q'), kSize).kind == Transition::Kind::kPop);
}

TEST_CASE("Watch screen: two games that differ only in hidden ranks look the same",
          "[ui][watch][view]") {
  // Both armies shuffled behind their front rows: the public view is the same, so must be every
  // screen, to the end.
  Rng rng(static_cast<std::uint64_t>(GENERATE(1, 2, 3)));
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  Watched a(RuleSet{}, red, blue);
  Watched b(RuleSet{}, testing::ShuffledBehindFrontRow(red, rng),
            testing::ShuffledBehindFrontRow(blue, rng));
  for (int ply = 0; ply < 40; ++ply) {
    a.Tell();
    b.Tell();
    REQUIRE(a.Shown() == b.Shown());
    const auto move = testing::CommonQuietMove(a.state, b.state);
    if (!move) break;
    (void)a.state.ApplyMove(*move);
    (void)b.state.ApplyMove(*move);
  }
  (void)a.state.Resign(Player::kRed);
  (void)b.state.Resign(Player::kRed);
  a.Tell(true, "Red resigned");
  b.Tell(true, "Red resigned");
  CHECK(a.screen.over());
  CHECK(a.Shown() == b.Shown());
}

TEST_CASE("Watch screen: battles show both ranks, and a silent defender's stays hidden",
          "[ui][watch][view]") {
  RuleSet rules;
  rules.silent_defense = true;
  Watched watched(rules, SeededSetup(7), SeededSetup(8));
  watched.Tell();
  Rng rng(9);
  bool silent_seen = false;
  for (int ply = 0; ply < 400 && !watched.state.result().over(); ++ply) {
    const std::vector<Move> legal = watched.state.LegalMoves();
    (void)watched.state.ApplyMove(
        legal[static_cast<std::size_t>(rng.Below(static_cast<int>(legal.size())))]);
    watched.Tell();
    const MoveReport& last = watched.state.history().back();
    if (last.defender_silent && !silent_seen) {
      silent_seen = true;
      CHECK(Has(watched.Shown(), "(silent defense)"));
    }
    // Every rank the screen's view knows, a battle revealed (or a rescue brought back).
    const PlayerView& view = watched.screen.play_screen().view();
    for (PieceId id = 0; id < view.board.EndPieceId(Player::kBlue); ++id) {
      if (id == view.board.EndPieceId(Player::kRed)) id = FirstPieceId(Player::kBlue);
      const Piece& seen = view.board.piece(id);
      const Piece& real = watched.state.board().piece(id);
      if (seen.rank != Rank::kUnknown) {
        CHECK(seen.rank == real.rank);
        CHECK(real.revealed);
      }
    }
  }
  CHECK(silent_seen);
}

TEST_CASE("Watch screen: both players' clocks are shown under their names and count down",
          "[ui][watch][clock]") {
  Watched watched(RuleSet{}, SeededSetup(1), SeededSetup(2));
  watched.Tell();
  CHECK_FALSE(watched.screen.play_screen().clocks());
  watched.now = 7'000;
  watched.Tell(true, "", ClockReading{{3'723'000, 20'000}, Player::kBlue});
  std::string shown = watched.Shown();
  INFO(shown);
  CHECK(Has(shown, "alice  1:02:03"));
  CHECK(Has(shown, "bob    0:20 ◂"));
  watched.now += 10'500;
  (void)watched.screen.Handle(InputEvent::Of(Key::kNone), kSize);
  CHECK(Has(watched.Shown(), "bob    0:09.5 ◂"));
  CHECK(Has(watched.Shown(), "alice  1:02:03"));
}

}  // namespace
}  // namespace stratego
