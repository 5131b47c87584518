// The replay viewer: stepping, jumping, automatic play, viewpoints that hide what a player did
// not know, records that turn illegal, and the screen at the smallest and usual sizes.
#include "ui/replay_screen.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/random_setup.h"
#include "core/rng.h"
#include "ui/run_loop.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::Has;
using testing::KeyOf;

constexpr ScreenSize kUsual{80, 24};

// A random legal game of at most `plies` moves, with a draw offer after move `offer_after` (if
// any) and a resignation at the end when `resign` is set and the game is still going.
GameRecord RandomRecord(std::uint64_t seed, int plies, int offer_after = -1, bool resign = false) {
  Rng rng(seed);
  GameRecord header;
  header.setups = {RandomSetup(ArmyKind::kClassic, rng), RandomSetup(ArmyKind::kClassic, rng)};
  header.names = {"Ann", "Bo"};
  RecordedGame game = RecordedGame::Start(header).value();
  for (int ply = 0; ply < plies && !game.state().over(); ++ply) {
    if (ply == offer_after) REQUIRE(game.OfferDraw(game.state().to_move()));
    const std::vector<Move> moves = game.state().LegalMoves();
    game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  if (resign && !game.state().over()) REQUIRE(game.Resign(game.state().to_move()));
  return game.record();
}

void Send(ReplayScreen& screen, std::initializer_list<InputEvent> events) {
  for (const InputEvent& event : events)
    screen.Handle(event, kUsual);
}

void Type(ReplayScreen& screen, const std::string& text) {
  for (char c : text)
    screen.Handle(Ch(static_cast<char32_t>(c)), kUsual);
}

// The first line of the screen that shows `text`; "" if none does.
std::string LineWith(const std::string& screen, const std::string& text) {
  const std::size_t at = screen.find(text);
  if (at == std::string::npos) return "";
  const std::size_t start =
      screen.rfind('\n', at) == std::string::npos ? 0 : screen.rfind('\n', at) + 1;
  return screen.substr(start, screen.find('\n', at) - start);
}

std::string Row(const std::string& screen, int y) {
  std::size_t start = 0;
  for (int i = 0; i < y; ++i)
    start = screen.find('\n', start) + 1;
  return screen.substr(start, screen.find('\n', start) - start);
}

// The label of the square on screen (the row its label is drawn on), without blanks.
std::string SquareText(const std::string& screen, ScreenSize size, Player seat, Square square) {
  const BoardGeometry board = LayoutReplayScreen(size)->board;
  const auto [col, row] = ScreenOfSquare(seat, square);
  const Rect r = board.Interior(col, row);
  const std::u32string line = DecodeUtf8(Row(screen, r.y + (r.height - 1) / 2));
  std::string text;
  for (int x = r.x; x < r.x + r.width && x < static_cast<int>(line.size()); ++x) {
    if (line[static_cast<std::size_t>(x)] != U' ')
      text += EncodeUtf8(line[static_cast<std::size_t>(x)]);
  }
  return text;
}

// Every piece of the true position shows its rank on its square, from Red's seat, and no empty
// square shows a rank: the board of everyone's view.
void CheckOpenBoard(const std::string& screen, ScreenSize size, const GameState& state) {
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    if (IsLake(square)) continue;
    const std::string text = SquareText(screen, size, Player::kRed, square);
    const PieceId id = state.board().At(square);
    INFO(SquareName(square) << " shows '" << text << "'");
    if (id == kNoPiece) {
      CHECK((text.empty() || text == "·" || text == "∘"));
    } else {
      CHECK(text == RankToken(state.board().piece(id).rank, Numbering::kModern));
    }
  }
}

GameState StateAt(const GameRecord& record, int actions) {
  return *ReplayRecord(record, actions).state;
}

TEST_CASE("Replay screen: the keys and what they do", "[ui][replay]") {
  using C = ReplayAction;
  const auto [event, command] = GENERATE(table<InputEvent, ReplayAction>({
      {KeyOf(Key::kRight), C::kForward},
      {Ch(U'l'), C::kForward},
      {Ch(U'n'), C::kForward},
      {KeyOf(Key::kLeft), C::kBack},
      {Ch(U'h'), C::kBack},
      {Ch(U'p'), C::kBack},
      {Ch(U' '), C::kStepOrPause},
      {KeyOf(Key::kPageDown), C::kForwardTen},
      {KeyOf(Key::kPageUp), C::kBackTen},
      {Ch(U'>'), C::kForwardFar},
      {Ch(U'.'), C::kForwardFar},
      {Ch(U'<'), C::kBackFar},
      {Ch(U','), C::kBackFar},
      {KeyOf(Key::kHome), C::kStart},
      {Ch(U'g'), C::kStart},
      {KeyOf(Key::kEnd), C::kEnd},
      {Ch(U'G'), C::kEnd},
      {Ch(U':'), C::kGoTo},
      {Ch(U'#'), C::kGoTo},
      {Ch(U'a'), C::kToggleAuto},
      {KeyOf(Key::kEnter), C::kToggleAuto},
      {Ch(U'+'), C::kFaster},
      {Ch(U'-'), C::kSlower},
      {Ch(U'v'), C::kNextViewpoint},
      {Ch(U'?'), C::kHelp},
      {KeyOf(Key::kF1), C::kHelp},
      {Ch(U'q'), C::kQuit},
      {KeyOf(Key::kEscape), C::kQuit},
      {KeyOf(Key::kNone), C::kTick},
      {InputEvent::Click(3, 4), C::kNone},
      {Ch(U'x'), C::kNone},
  }));
  INFO(event);
  CHECK(ReplayActionFor(event) == command);
}

TEST_CASE("Replay screen: the start shows both setups and move 0", "[ui][replay]") {
  const GameRecord record = RandomRecord(1, 40);
  const ReplayScreen screen(record, DisplayOptions{}, "game.txt");
  CHECK(screen.position() == 0);
  for (ScreenSize size : {kUsual, kMinimumSize}) {
    const std::string text = testing::Screen(screen, size);
    INFO(text);
    CHECK(Has(Row(text, 0), "move 0 of 40"));
    CHECK(Has(Row(text, 0), "view: everything"));
    CHECK(Has(text, "Red: Ann  Blue: Bo"));
    CHECK(Has(text, "Red to move"));
    CHECK(Has(text, "Moves"));
    CheckOpenBoard(text, size, StateAt(record, 0));
  }
  CHECK(Has(testing::Screen(screen), "game.txt"));
  // Describe(RuleSet), broken between its phrases, never inside "N = 3".
  CHECK(Has(testing::Screen(screen), "Classic army,"));
  CHECK(Has(testing::Screen(screen), "two-squares rule N = 3"));
}

TEST_CASE("Replay screen: stepping back and forth shows the positions of the game",
          "[ui][replay]") {
  const GameRecord record = RandomRecord(2, 60);
  REQUIRE(record.actions.size() == 60);
  ReplayScreen screen(record, DisplayOptions{});
  auto check = [&](int position) {
    REQUIRE(screen.position() == position);
    CHECK(screen.MoveNumber() == position);  // only moves in this record
    const std::string text = testing::Screen(screen, kUsual);
    CHECK(Has(Row(text, 0), "move " + std::to_string(position) + " of 60"));
    CheckOpenBoard(text, kUsual, StateAt(record, position));
  };
  SECTION("one step at a time") {
    for (int step = 1; step <= 5; ++step) {
      Send(screen, {step % 2 == 0 ? KeyOf(Key::kRight) : Ch(U'l')});
      check(step);
    }
    Send(screen, {KeyOf(Key::kLeft), Ch(U'h')});
    check(3);
    Send(screen, {Ch(U'n'), Ch(U' ')});
    check(5);
    Send(screen, {Ch(U'p')});
    check(4);
  }
  SECTION("ten at a time, to either end, and never beyond") {
    Send(screen, {KeyOf(Key::kPageDown), KeyOf(Key::kPageDown)});
    check(20);
    Send(screen, {KeyOf(Key::kPageUp)});
    check(10);
    Send(screen, {KeyOf(Key::kEnd)});
    check(60);
    Send(screen, {KeyOf(Key::kRight), KeyOf(Key::kPageDown)});
    check(60);
    Send(screen, {Ch(U'g'), KeyOf(Key::kLeft), KeyOf(Key::kPageUp)});
    check(0);
    Send(screen, {Ch(U'G'), KeyOf(Key::kHome)});
    check(0);
  }
  SECTION("a hundred at a time, never beyond either end") {
    Send(screen, {KeyOf(Key::kPageDown), Ch(U'>')});
    check(60);
    Send(screen, {Ch(U'<')});
    check(0);
  }
  SECTION("to a typed move number") {
    Send(screen, {Ch(U':')});
    Type(screen, "37");
    CHECK(Has(Row(testing::Screen(screen), 23), "Go to move: 37_"));
    Send(screen, {KeyOf(Key::kEnter)});
    check(37);
    Send(screen, {Ch(U'#')});
    Type(screen, "19");
    Send(screen, {KeyOf(Key::kBackspace)});
    Type(screen, "2 ");
    Send(screen, {KeyOf(Key::kEnter)});
    check(12);
    Send(screen, {Ch(U':'), Ch(U'0'), KeyOf(Key::kEnter)});
    check(0);
    Send(screen, {Ch(U':'), Ch(U'5'), KeyOf(Key::kEscape)});  // Esc cancels the typing only
    check(0);
  }
  SECTION("the last move is marked, and the move list marks the current step") {
    Send(screen, {Ch(U':'), Ch(U'8'), KeyOf(Key::kEnter)});
    const std::string text = testing::Screen(screen);
    const MoveReport eighth = StateAt(record, 8).history().back();
    CHECK(SquareText(text, kUsual, Player::kRed, eighth.move.from) == "∘");
    CHECK(Has(text, "▸" + LogLine(eighth, 8, Numbering::kModern, true)));
    CHECK(Has(text, " " + LogLine(StateAt(record, 9).history().back(), 9, Numbering::kModern,
                                  true)));  // the next step, in everyone's view
  }
}

TEST_CASE("Replay screen: a bad move number is told, and the position stays", "[ui][replay]") {
  const GameRecord record = RandomRecord(3, 30);
  ReplayScreen screen(record, DisplayOptions{});
  Send(screen, {KeyOf(Key::kPageDown)});
  const auto go_to = [&](const std::string& typed) {
    Send(screen, {Ch(U':')});
    Type(screen, typed);
    Send(screen, {KeyOf(Key::kEnter)});
    CHECK(screen.position() == 10);
    return testing::Screen(screen, kMinimumSize);
  };
  CHECK(Has(go_to("abc"), "\"abc\" is not a move number: type a move number from 0 to 30."));
  CHECK(Has(screen.message(), "not a move number"));
  CHECK(Has(go_to("-3"), "not a move number"));
  CHECK(Has(go_to("99999999999"), "not a move number"));
  CHECK(Has(go_to("31"), "There is no move 31"));
  go_to("  ");  // nothing typed: nothing happens
  CHECK(screen.message().empty());
  Send(screen, {Ch(U':'), Ch(U'x'), KeyOf(Key::kEnter), KeyOf(Key::kRight)});
  CHECK(screen.message().empty());  // the next key clears the message
  CHECK(screen.position() == 11);
}

TEST_CASE("Replay screen: a player's viewpoint shows nothing that player did not know",
          "[ui][replay][view]") {
  for (std::uint64_t seed = 10; seed < 13; ++seed) {
    const GameRecord record = RandomRecord(seed, 300);
    ReplayScreen screen(record, DisplayOptions{});
    Send(screen, {Ch(U'v')});
    REQUIRE(screen.viewpoint() == ReplayViewpoint::kRed);
    for (Player viewer : {Player::kRed, Player::kBlue}) {
      const std::string name(PlayerName(viewer));
      for (int position = 0; position <= screen.playable(); position += 7) {
        Send(screen, {Ch(U':')});
        Type(screen, std::to_string(position));
        Send(screen, {KeyOf(Key::kEnter)});
        const GameState state = StateAt(record, screen.position());
        const PlayerView view = BuildView(state, viewer);
        for (ScreenSize size : {kUsual, kMinimumSize}) {
          const std::string text = testing::Screen(screen, size);
          REQUIRE(Has(Row(text, 0), "view: " + name));
          for (PieceId id = FirstPieceId(viewer); id < view.board.EndPieceId(viewer); ++id) {
            const Piece& own = view.board.piece(id);  // drawn from the viewer's seat
            if (own.on_board())
              REQUIRE(SquareText(text, size, viewer, own.square) ==
                      RankToken(own.rank, Numbering::kModern));
          }
          for (PieceId id : HiddenPieces(view)) {
            const Piece& piece = view.board.piece(id);
            if (!piece.on_board()) continue;
            const std::string shown = SquareText(text, size, viewer, piece.square);
            INFO(name << "'s view at step " << screen.position() << ": " << SquareName(piece.square)
                      << " shows '" << shown << "'");
            REQUIRE((shown == "■" || shown == "●" || (piece.moved_far && shown == "2")));
          }
        }
      }
      Send(screen, {Ch(U'v')});
    }
    CHECK(screen.viewpoint() == ReplayViewpoint::kEverything);
  }
}

TEST_CASE("Replay screen: a player's move list ends at the current step", "[ui][replay][view]") {
  const GameRecord record = RandomRecord(4, 30);
  ReplayScreen screen(record, DisplayOptions{});
  Send(screen, {KeyOf(Key::kPageDown), Ch(U'v')});
  const std::string text = testing::Screen(screen);
  CHECK(
      Has(text, "▸" + LogLine(StateAt(record, 10).history().back(), 10, Numbering::kModern, true)));
  CHECK_FALSE(Has(text, " 11 "));  // the next move is not known yet
}

TEST_CASE("Replay screen: automatic play steps on each tick and stops at the end", "[ui][replay]") {
  const GameRecord record = RandomRecord(5, 12);
  ReplayScreen screen(record, DisplayOptions{});
  CHECK(screen.WakeAfterMs() == -1);
  Send(screen, {KeyOf(Key::kNone)});  // a tick while paused changes nothing
  CHECK(screen.position() == 0);
  Send(screen, {Ch(U'a')});
  CHECK(screen.playing());
  CHECK(screen.WakeAfterMs() == 1000);
  CHECK(Has(Row(testing::Screen(screen), 0), "playing, 1 s a step"));
  Send(screen, {KeyOf(Key::kNone), KeyOf(Key::kNone)});
  CHECK(screen.position() == 2);
  SECTION("the speed goes from 4 s a step to 100 steps a second") {
    Send(screen, {Ch(U'+'), Ch(U'+')});
    CHECK(screen.WakeAfterMs() == 250);
    CHECK(Has(Row(testing::Screen(screen, kMinimumSize), 0), "playing, 4 steps/s"));
    for (int i = 0; i < 6; ++i)
      Send(screen, {Ch(U'-')});
    CHECK(screen.WakeAfterMs() == 4000);
    CHECK(Has(Row(testing::Screen(screen), 0), "playing, 4 s a step"));
    for (int i = 0; i < 10; ++i)
      Send(screen, {Ch(U'+')});
    CHECK(screen.DelayMs() == 10);
    CHECK(Has(Row(testing::Screen(screen, kMinimumSize), 0), "playing, 100 steps/s"));
    // The screen is drawn 25 times a second, four steps a frame.
    CHECK(screen.WakeAfterMs() == kReplayFrameMs);
    Send(screen, {KeyOf(Key::kNone)});
    CHECK(screen.position() == 2 + 4);
    Send(screen, {KeyOf(Key::kNone), KeyOf(Key::kNone)});
    CHECK(screen.position() == 12);  // the end: automatic play stops there
    CHECK_FALSE(screen.playing());
  }
  SECTION("Space or a pauses; a at the end starts again") {
    Send(screen, {Ch(U' ')});
    CHECK_FALSE(screen.playing());
    CHECK(screen.WakeAfterMs() == -1);
    Send(screen, {Ch(U' ')});  // paused: a step
    CHECK(screen.position() == 3);
    Send(screen, {KeyOf(Key::kEnter)});
    CHECK(screen.playing());
    Send(screen, {Ch(U'a')});
    CHECK_FALSE(screen.playing());
    Send(screen, {KeyOf(Key::kEnd), Ch(U'a')});
    CHECK(screen.playing());
    CHECK(screen.position() == 0);
  }
  SECTION("at the end it stops") {
    for (int tick = 0; tick < 20; ++tick)
      Send(screen, {KeyOf(Key::kNone)});
    CHECK(screen.position() == 12);
    CHECK_FALSE(screen.playing());
    CHECK(screen.WakeAfterMs() == -1);
  }
}

TEST_CASE("Replay screen: a game of 1200 moves plays in under half a minute at the fastest",
          "[ui][replay]") {
  const GameRecord record = RandomRecord(13, 1200);
  ReplayScreen screen(record, DisplayOptions{}, "", 10);
  REQUIRE(screen.DelayMs() == 10);
  Send(screen, {Ch(U'a')});
  int waited_ms = 0;
  while (screen.playing()) {
    waited_ms += screen.WakeAfterMs();
    Send(screen, {KeyOf(Key::kNone)});
  }
  CHECK(screen.position() == screen.playable());
  CHECK(waited_ms <= 30'000);
  INFO("waited " << waited_ms << " ms for " << screen.playable() << " steps");
  CHECK(waited_ms >= screen.playable() * 10);
}

TEST_CASE("Replay screen: the pace given at the start is the nearest one offered", "[ui][replay]") {
  const auto [asked, given] = GENERATE(table<int, int>({
      {1000, 1000},
      {250, 250},
      {20, 20},
      {300, 250},
      {0, 10},
      {-5, 10},
      {3000, 2000},
      {1'000'000, 4000},
  }));
  INFO("asked " << asked);
  CHECK(ReplayScreen(RandomRecord(5, 3), DisplayOptions{}, "", asked).DelayMs() == given);
  CHECK(NearestReplayDelayMs(asked) == given);
}

TEST_CASE("Replay screen: paces as people read them", "[ui][replay]") {
  CHECK(ReplaySpeedName(4000) == "4 s a step");
  CHECK(ReplaySpeedName(1000) == "1 s a step");
  CHECK(ReplaySpeedName(500) == "2 steps/s");
  CHECK(ReplaySpeedName(20) == "50 steps/s");
  CHECK(ReplaySpeedName(300) == "0.3 s a step");
}

TEST_CASE("Replay screen: in the run loop, automatic play follows the timer", "[ui][replay]") {
  const GameRecord record = RandomRecord(6, 20);
  testing::ScriptedTerminal terminal(kUsual, true, true);
  terminal.Queue(Ch(U'a'));
  for (int timeout = 0; timeout < 8; ++timeout)  // 250 ms each: two steps of 1 s
    terminal.Queue(KeyOf(Key::kNone));
  terminal.Queue(Ch(U'q'));
  terminal.Queue(Ch(U'x'));  // never read: q left the replay
  RunActivities(terminal, std::make_unique<ReplayScreen>(record, DisplayOptions{}));
  const auto& frames = terminal.frames();
  REQUIRE(frames.size() == 10);
  CHECK(Has(Row(frames[1], 0), "move 0 of 20"));
  CHECK(Has(Row(frames[5], 0), "move 1 of 20"));
  CHECK(Has(Row(frames[9], 0), "move 2 of 20"));
}

TEST_CASE("Replay screen: draw offers and resignations are steps of their own", "[ui][replay]") {
  const GameRecord record = RandomRecord(7, 8, 4, true);
  REQUIRE(record.actions.size() == 10);
  REQUIRE(record.actions[4].kind == ActionKind::kOfferDraw);
  ReplayScreen screen(record, DisplayOptions{});
  Send(screen, {Ch(U':'), Ch(U'4'), KeyOf(Key::kEnter)});
  CHECK(screen.position() == 4);  // just after move 4, before the offer
  Send(screen, {KeyOf(Key::kRight)});
  CHECK(screen.position() == 5);
  CHECK(screen.MoveNumber() == 4);
  std::string text = testing::Screen(screen);
  CHECK(Has(Row(text, 0), "move 4 of 8"));
  CHECK(Has(text, "▸    Red  offers a draw"));
  CHECK(Has(text, "Red to move; Red offers a draw"));
  Send(screen, {KeyOf(Key::kEnd)});
  CHECK(screen.position() == 10);
  text = testing::Screen(screen, kMinimumSize);
  CHECK(Has(Row(text, 0), "move 8 of 8"));
  CHECK(Has(LineWith(text, "Red  resigns"), "▸"));  // the resignation is the current step
  CHECK(Has(text, "Result: Red resigned: Blue"));
}

TEST_CASE("Replay screen: an illegal record is shown as far as it is legal", "[ui][replay]") {
  GameRecord record = RandomRecord(8, 30);
  SECTION("an illegal move") {
    record.actions[6].move.to = record.actions[6].move.from;
    ReplayScreen screen(record, DisplayOptions{});
    CHECK(screen.playable() == 6);
    Send(screen, {KeyOf(Key::kEnd), KeyOf(Key::kRight)});
    CHECK(screen.position() == 6);
    for (ScreenSize size : {kUsual, kMinimumSize}) {
      const std::string text = testing::Screen(screen, size);
      INFO(text);
      CHECK(Has(Row(text, 0), "move 6 of 30"));
      CHECK(Has(text, "The record stops at move 7"));
      CheckOpenBoard(text, size, StateAt(record, 6));
    }
    Send(screen, {Ch(U':'), Ch(U'9'), KeyOf(Key::kEnter)});
    CHECK(screen.message() == "Move 9 cannot be shown: the record stops after move 6.");
    Send(screen, {KeyOf(Key::kHome), Ch(U'a')});
    for (int tick = 0; tick < 10; ++tick)
      Send(screen, {KeyOf(Key::kNone)});
    CHECK(screen.position() == 6);
    CHECK_FALSE(screen.playing());
    SECTION("one side's view is not told why: the reason may name a hidden rank") {
      Send(screen, {Ch(U'v')});
      std::string text = testing::Screen(screen);
      CHECK(Has(text, "The record stops at move 7"));
      CHECK_FALSE(Has(text, "illegal:"));
      Send(screen, {KeyOf(Key::kHome)});
      CHECK_FALSE(Has(testing::Screen(screen), "The record stops"));
    }
  }
  SECTION("a setup that is not valid") {
    record.setups[1].cells[0].reset();
    ReplayScreen screen(record, DisplayOptions{});
    CHECK_FALSE(screen.view().has_value());
    for (InputEvent event : {KeyOf(Key::kRight), KeyOf(Key::kEnd), Ch(U'a'), Ch(U'v'),
                             KeyOf(Key::kNone), Ch(U':'), Ch(U'3'), KeyOf(Key::kEnter)}) {
      screen.Handle(event, kUsual);
      CHECK(screen.position() == 0);
    }
    const std::string text = testing::Screen(screen, kMinimumSize);
    std::string words;  // the panel's text as one line: there is no board beside it
    for (std::size_t at = 0; at < text.size(); ++at) {
      const bool blank = text[at] == ' ' || text[at] == '\n';
      if (!blank || (!words.empty() && words.back() != ' ')) words += blank ? ' ' : text[at];
    }
    // 'v' above chose Red's view: it says that a setup is wrong, not what is wrong with it.
    CHECK(Has(words, "The record cannot be replayed: a setup is not valid."));
    CHECK(Has(text, "move 0 of 30"));
  }
  SECTION("a result the moves do not reach") {
    record.result = {EndReason::kFlagCaptured, Player::kBlue};
    ReplayScreen screen(record, DisplayOptions{});
    Send(screen, {KeyOf(Key::kEnd)});
    const std::string text = testing::Screen(screen);
    CHECK(Has(text, "Result: Blue captured the flag"));
    CHECK(Has(text, "The record says Blue captured"));
  }
}

TEST_CASE("Replay screen: q and Esc leave, ? shows the replay's help", "[ui][replay]") {
  ReplayScreen screen(RandomRecord(9, 10), DisplayOptions{});
  CHECK(screen.Handle(Ch(U'q'), kUsual).kind == Transition::Kind::kPop);
  CHECK(screen.Handle(KeyOf(Key::kEscape), kUsual).kind == Transition::Kind::kPop);
  screen.Handle(Ch(U':'), kUsual);  // while typing a number, Esc only stops the typing
  CHECK(screen.Handle(KeyOf(Key::kEscape), kUsual).kind == Transition::Kind::kStay);
  Transition help = screen.Handle(Ch(U'?'), kUsual);
  REQUIRE(help.kind == Transition::Kind::kPush);
  const std::string text = testing::Screen(*help.next, kMinimumSize);
  CHECK(Has(Row(text, 1), "Watching a replay"));  // the replay's keys first
  CHECK(Has(text, "one step forward"));
  Transition help_again = screen.Handle(Ch(U'?'), kUsual);
  REQUIRE(help_again.kind == Transition::Kind::kPush);
  help_again.next->Handle(KeyOf(Key::kEnd), kMinimumSize);
  const std::string end = testing::Screen(*help_again.next, kMinimumSize);
  INFO(end);
  CHECK(Has(end, "the whole rulebook"));  // and after them the rules, and the way to all of them
}

TEST_CASE("Replay screen: readable at 72x15 and 80x24, larger on a larger terminal",
          "[ui][replay]") {
  const GameRecord record = RandomRecord(12, 200);
  ReplayScreen screen(record, DisplayOptions{}, "a-long-file-name-of-a-game.txt");
  Send(screen, {KeyOf(Key::kPageDown), KeyOf(Key::kPageDown)});
  for (bool unicode : {true, false}) {
    const std::string small = testing::Screen(screen, kMinimumSize, false, unicode);
    INFO(small);
    CHECK(Has(Row(small, 0), "move 20 of 200"));
    CHECK(Has(Row(small, 14), "step"));
    CHECK(Has(Row(small, 14), "q back"));
    CHECK(Has(small, "Moves"));
    CHECK(Has(small, "Red lost:"));
  }
  // Up to move 99 the current move shows whole in the narrowest panel, an attack's outcome too.
  for (int move = 1; move < 100; ++move) {
    Send(screen, {Ch(U':')});
    Type(screen, std::to_string(move));
    Send(screen, {KeyOf(Key::kEnter)});
    const std::string small = testing::Screen(screen, kMinimumSize);
    std::string current =
        LogLine(StateAt(record, move).history().back(), move, Numbering::kModern, true);
    current.erase(0, current.find_first_not_of(' '));
    INFO(small);
    CHECK(Has(small, current + "\n"));
    CHECK(Has(small, "▸"));
  }
  const std::string usual = testing::Screen(screen, kUsual);
  CHECK(Has(usual, "a-long-file-name-of-a-game.txt"));
  CHECK(Has(Row(usual, 23), "? help"));
  CHECK(LayoutReplayScreen({120, 40})->board.cell_width >
        LayoutReplayScreen(kUsual)->board.cell_width);
}

}  // namespace
}  // namespace stratego
