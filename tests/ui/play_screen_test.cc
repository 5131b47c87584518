// The play screen: cursor, selection, typed commands, confirmations, and what it shows.
#include "ui/play_screen.h"

#include <catch2/catch.hpp>

#include "core/view.h"
#include "support/position.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::Has;
using testing::KeyOf;
using testing::kSize;
using testing::M;
using testing::Position;

PlayScreen ScreenFor(const GameState& state, Player viewer,
                     PlayPhase phase = PlayPhase::kChoosing) {
  PlayScreen screen{DisplayOptions{}};
  screen.Show(BuildView(state, viewer), phase, phase == PlayPhase::kMoved);
  return screen;
}

PlayRequest Send(PlayScreen& screen, std::initializer_list<InputEvent> events) {
  PlayRequest last;
  for (const InputEvent& event : events)
    last = screen.Handle(event, kSize);
  return last;
}

PlayRequest Type(PlayScreen& screen, const std::string& text) {
  screen.Handle(Ch(U':'), kSize);
  for (char c : text)
    screen.Handle(Ch(static_cast<char32_t>(c)), kSize);
  return screen.Handle(KeyOf(Key::kEnter), kSize);
}

GameState Start() {
  return Position("R6e3 RBf3 R2a2 B5e5 B6h8 RFa1 BFj10");
}

TEST_CASE("Play screen: the cursor moves on the board as its player sees it", "[ui][play]") {
  PlayScreen red = ScreenFor(Start(), Player::kRed);
  CHECK(SquareName(red.cursor()) == "e3");
  Send(red, {Ch(U'k'), KeyOf(Key::kRight)});
  CHECK(SquareName(red.cursor()) == "f4");
  for (int i = 0; i < 12; ++i)
    red.Handle(KeyOf(Key::kUp), kSize);
  CHECK(SquareName(red.cursor()) == "f10");  // stops at the edge
  GameState blue_turn = Position("R6e3 B5e5 B6h8 RFa1 BFj10", Player::kBlue);
  PlayScreen blue = ScreenFor(blue_turn, Player::kBlue);
  CHECK(SquareName(blue.cursor()) == "f8");
  Send(blue, {Ch(U'k'), Ch(U'l')});  // up and right on Blue's screen: towards rank 1 and file a
  CHECK(SquareName(blue.cursor()) == "e7");
}

TEST_CASE("Play screen: pick a piece, then a highlighted square", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  CHECK(Send(screen, {KeyOf(Key::kEnter)}) == PlayRequest{});
  CHECK(screen.selected() == ParseSquare("e3"));
  const PlayRequest request = Send(screen, {Ch(U'k'), KeyOf(Key::kEnter)});
  CHECK(request == PlayRequest{PlayRequest::Kind::kMove, M("e3-e4")});
  CHECK(screen.selected() == ParseSquare("e3"));  // until the session shows the new view
}

TEST_CASE("Play screen: Enter on the selected piece or Esc puts it down", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  Send(screen, {KeyOf(Key::kEnter), KeyOf(Key::kEnter)});
  CHECK_FALSE(screen.selected().has_value());
  Send(screen, {KeyOf(Key::kEnter), KeyOf(Key::kEscape)});
  CHECK_FALSE(screen.selected().has_value());
}

TEST_CASE("Play screen: a piece that cannot move is not picked up, and says why", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  Send(screen, {Ch(U'l'), KeyOf(Key::kEnter)});  // the Bomb on f3
  CHECK_FALSE(screen.selected().has_value());
  CHECK(screen.message() == "Bombs cannot move");
  Send(screen, {Ch(U'k'), Ch(U'k'), KeyOf(Key::kEnter)});  // f5: empty
  CHECK(screen.message() == "Choose one of your own pieces to move.");
}

TEST_CASE("Play screen: a click picks the piece under it", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  const auto layout = LayoutPlayScreen(kSize);
  const auto [col, row] = ScreenOfSquare(Player::kRed, *ParseSquare("a2"));
  const Rect r = layout->board.Interior(col, row);
  screen.Handle(InputEvent::Click(r.x + 1, r.y), kSize);
  CHECK(screen.selected() == ParseSquare("a2"));
  const auto [to_col, to_row] = ScreenOfSquare(Player::kRed, *ParseSquare("a7"));
  const Rect to = layout->board.Interior(to_col, to_row);
  CHECK(screen.Handle(InputEvent::Click(to.x, to.y), kSize) ==
        PlayRequest{PlayRequest::Kind::kMove, M("a2-a7")});
}

TEST_CASE("Play screen: Tab jumps to the next piece that can move", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  Send(screen, {KeyOf(Key::kTab)});
  CHECK(SquareName(screen.cursor()) == "a2");
  Send(screen, {KeyOf(Key::kTab)});
  CHECK(SquareName(screen.cursor()) == "e3");
}

TEST_CASE("Play screen: typed commands", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  CHECK(Type(screen, "e3-e4") == PlayRequest{PlayRequest::Kind::kMove, M("e3-e4")});
  CHECK(Type(screen, "A2A6") == PlayRequest{PlayRequest::Kind::kMove, M("a2-a6")});
  CHECK(Type(screen, "draw") == PlayRequest{PlayRequest::Kind::kDraw, {}});
  CHECK(Type(screen, "undo") == PlayRequest{PlayRequest::Kind::kUndo, {}});
  CHECK(Type(screen, "help") == PlayRequest{PlayRequest::Kind::kHelp, {}});
  CHECK(Type(screen, "fly") == PlayRequest{});
  CHECK(screen.message() ==
        "unknown command 'fly': try e4-e5, draw, resign, undo, save NAME, help, quit");
  CHECK(Type(screen, "save My Game") == PlayRequest{PlayRequest::Kind::kSave, {}, "My Game"});
  SECTION("Escape and a Backspace on an empty line close the command line") {
    screen.Handle(Ch(U':'), kSize);
    CHECK(screen.editing());
    screen.Handle(KeyOf(Key::kEscape), kSize);
    CHECK_FALSE(screen.editing());
    Send(screen, {Ch(U':'), Ch(U'x'), KeyOf(Key::kBackspace), KeyOf(Key::kBackspace)});
    CHECK_FALSE(screen.editing());
  }
}

TEST_CASE("Play screen: resigning and quitting ask first", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  CHECK(Type(screen, "resign") == PlayRequest{});
  CHECK(screen.message() == "Resign this game? (y/n)");
  CHECK(Send(screen, {Ch(U'n')}) == PlayRequest{});
  CHECK(Type(screen, "resign") == PlayRequest{});
  CHECK(Send(screen, {Ch(U'y')}) == PlayRequest{PlayRequest::Kind::kResign, {}});
  CHECK(Send(screen, {Ch(U'q')}) == PlayRequest{});
  CHECK(Send(screen, {KeyOf(Key::kEscape)}) == PlayRequest{});
  CHECK(Send(screen, {Ch(U'q'), Ch(U'y')}) == PlayRequest{PlayRequest::Kind::kQuit, {}});
}

TEST_CASE("Play screen: after a move, Enter hands over and u takes it back", "[ui][play]") {
  GameState state = Start();
  state.ApplyMove(M("e3-e4"));
  PlayScreen screen = ScreenFor(state, Player::kRed, PlayPhase::kMoved);
  CHECK(Send(screen, {KeyOf(Key::kEnter)}) == PlayRequest{PlayRequest::Kind::kHandOver, {}});
  CHECK(Send(screen, {Ch(U'u')}) == PlayRequest{PlayRequest::Kind::kUndo, {}});
  Canvas canvas(80, 24);
  screen.Render(canvas, Theme(true, true));
  CHECK(canvas.RowText(23) == "Enter: hand over to Blue · u: take the move back");
}

TEST_CASE("Play screen: header, panel and status line", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  Canvas canvas(80, 24);
  screen.Render(canvas, Theme(false, false));
  const std::string text = canvas.Text();
  INFO(text);
  CHECK(canvas.RowText(0).rfind("STRATEGO  Red - your turn - move 1", 0) == 0);
  CHECK(text.find("Your losses: ") != std::string::npos);
  CHECK(text.find("Blue's losses: ") != std::string::npos);
  CHECK(text.find("Blue pieces not seen") != std::string::npos);
  CHECK(canvas.RowText(23).rfind("Arrows/hjkl: cursor", 0) == 0);
  screen.SetMessage(
      "two-squares rule: this piece has already moved between e4 and e5 three times in a row",
      true);
  canvas.Clear();
  screen.Render(canvas, Theme(false, false));
  CHECK(canvas.Text().find("three times in a row") !=
        std::string::npos);  // shown whole in the panel
}

std::string Text(const PlayScreen& screen, ScreenSize size = kSize) {
  Canvas canvas(size.width, size.height);
  screen.Render(canvas, Theme(true, true));
  return canvas.Text();
}

TEST_CASE("Play screen: PgUp and PgDn page the move log, new moves keep the page", "[ui][play]") {
  GameState state = GameState::Create({}, testing::SeededSetup(1), testing::SeededSetup(2)).value();
  for (int ply = 0; ply < 60; ++ply) {
    REQUIRE_FALSE(state.over());
    state.ApplyMove(state.LegalMoves().front());
  }
  PlayScreen screen = ScreenFor(state, state.to_move());
  std::string text = Text(screen);
  CHECK(Has(text, " 60 Blue"));
  CHECK_FALSE(Has(text, "  1 Red"));
  CHECK_FALSE(Has(text, " of 60"));
  Send(screen, {KeyOf(Key::kPageUp)});
  const int page = screen.log_back();
  CHECK(page > 5);  // a page: as many moves as the log shows
  text = Text(screen);
  INFO(text);
  CHECK(Has(text, "Moves " + std::to_string(60 - 2 * page + 1) + "–" + std::to_string(60 - page) +
                      " of 60"));
  CHECK_FALSE(Has(text, " 60 Blue"));
  for (int i = 0; i < 10; ++i)
    Send(screen, {KeyOf(Key::kPageUp)});
  CHECK(Has(Text(screen), "  1 Red"));  // it stops at the first move
  const int first = screen.log_back();
  state.ApplyMove(state.LegalMoves().front());
  screen.Show(BuildView(state, screen.view().viewer), PlayPhase::kWatching, false);
  CHECK(screen.log_back() == first + 1);  // the same moves stay in view
  CHECK(Has(Text(screen), "  1 Red"));
  for (int i = 0; i < 10; ++i)
    Send(screen, {KeyOf(Key::kPageDown)});
  CHECK(screen.log_back() == 0);
  CHECK(Has(Text(screen), " 61 Red"));
}

TEST_CASE("Play screen: while waiting, an indicator at the end of the status line", "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed, PlayPhase::kWatching);
  screen.SetWaiting("Blue (ai:hard) is thinking", 1, "?: help · q: quit");
  Canvas canvas(80, 24);
  screen.Render(canvas, Theme(true, true));
  CHECK(canvas.RowText(23) ==
        "?: help · q: quit" + std::string(80 - 17 - 28, ' ') + "Blue (ai:hard) is thinking ◓");
  canvas.Clear();
  screen.Render(canvas, Theme(false, false));
  const std::string ascii = canvas.RowText(23);
  CHECK(ascii.substr(ascii.size() - 28) == "Blue (ai:hard) is thinking /");
  SECTION("a message stands left of it; a question takes the whole line") {
    screen.SetMessage("You moved e3-e4.");
    CHECK(Text(screen).find("You moved e3-e4.") != std::string::npos);
    CHECK(Has(Text(screen), "is thinking ◓"));
    Send(screen, {Ch(U'q')});
    CHECK(screen.confirming());
    CHECK(Has(Text(screen), "Quit? The game is kept: resume it from the menu. (y/n)"));
    CHECK_FALSE(Has(Text(screen), "is thinking"));
  }
  SECTION("watching, the keys that do not touch the board still ask") {
    CHECK(Send(screen, {Ch(U'?')}) == PlayRequest{PlayRequest::Kind::kHelp, {}});
    CHECK(Send(screen, {Ch(U'u')}) == PlayRequest{PlayRequest::Kind::kUndo, {}});
    CHECK(Type(screen, "save Noon") == PlayRequest{PlayRequest::Kind::kSave, {}, "Noon"});
    CHECK(Send(screen, {KeyOf(Key::kEnter)}) == PlayRequest{});
  }
}

TEST_CASE("Play screen: the losses panel names the captured pieces", "[ui][play]") {
  // Red has lost all but a Captain, a Scout, its Flag and Bombs; Blue all but a Lieutenant.
  const GameState state = Position("R6e3 R2a2 RFa1 RBf3 B5e5 BFj10");
  for (Numbering numbering : {Numbering::kModern, Numbering::kClassic}) {
    PlayScreen screen{DisplayOptions{numbering, false}};
    screen.Show(BuildView(state, Player::kRed), PlayPhase::kChoosing, false);
    for (bool unicode : {true, false}) {
      Canvas canvas(100, 40, !unicode);
      screen.Render(canvas, Theme(true, unicode));
      const std::string text = canvas.Text();
      INFO(text);
      const std::string times = unicode ? "×" : "x";
      const std::string marshal = numbering == Numbering::kModern ? "(10)" : "(1)";
      CHECK(testing::Has(text, "Your losses: Marshal " + marshal + ","));
      CHECK(testing::Has(
          text, "Scout (" + std::string(RankToken(Rank::kScout, numbering)) + ") " + times + "7"));
      CHECK(testing::Has(text, "Blue's losses: Marshal " + marshal + ","));
      CHECK_FALSE(testing::Has(text, "2" + times + "7"));  // no bare counts
    }
  }
}

TEST_CASE("Play screen: an error goes when the player moves on, news and lasting errors stay",
          "[ui][play]") {
  PlayScreen screen = ScreenFor(Start(), Player::kRed);
  Send(screen, {Ch(U'l'), KeyOf(Key::kEnter)});  // the Bomb on f3
  CHECK(screen.message() == "Bombs cannot move");
  Send(screen, {Ch(U'h')});  // the cursor moves on: the refusal is stale
  CHECK(screen.message().empty());
  Type(screen, "e3-e9");  // a refused move, typed
  Send(screen, {KeyOf(Key::kTab)});
  CHECK(screen.message().empty());
  Send(screen, {KeyOf(Key::kPageUp)});
  screen.SetMessage("Blue moved e6-e5.");  // news of the opponent's move stays
  Send(screen, {Ch(U'k'), KeyOf(Key::kTab)});
  CHECK(screen.message() == "Blue moved e6-e5.");
  screen.SetMessage("The game could not be saved: disk full", true, true);
  Send(screen, {Ch(U'k')});
  CHECK(screen.message() == "The game could not be saved: disk full");
}

TEST_CASE("Play screen: a battle shows both ranks and the winner until the next key",
          "[ui][play]") {
  GameState state = Start();
  PlayScreen screen = ScreenFor(state, Player::kRed);
  testing::Play(state, "e3-e4 e5-e4");  // Red moves; Blue's Lieutenant attacks Red's Captain
  screen.Show(BuildView(state, Player::kRed), PlayPhase::kChoosing, false);
  CHECK(screen.battles() == std::vector<int>{1});
  std::string text = Text(screen, {100, 40});
  INFO(text);
  CHECK(testing::Has(text, "Battle on e4 (move 2)"));
  CHECK(testing::Has(text, "Blue's Lieutenant (5)"));  // the phrases on lines of their own
  CHECK(testing::Has(text, "attacks your Captain (6)"));
  CHECK(testing::Has(text, "Your Captain wins."));
  Send(screen, {Ch(U'k')});  // seen: the next key puts it away
  CHECK(screen.battles().empty());
  CHECK_FALSE(testing::Has(Text(screen, {100, 40}), "Battle on"));
  // A quiet move does not bring it back.
  testing::Play(state, "a2-a3 h8-h7");
  screen.Show(BuildView(state, Player::kRed), PlayPhase::kChoosing, false);
  CHECK(screen.battles().empty());
}

TEST_CASE("Play screen: a battle's box lasts a turn, and starts afresh for another viewer",
          "[ui][play]") {
  GameState state = Start();
  PlayScreen screen = ScreenFor(state, Player::kRed);
  testing::Play(state, "e3-e4 e5-e4");
  screen.Show(BuildView(state, Player::kRed), PlayPhase::kChoosing, false);
  testing::Play(state, "a2-a3");  // shown without a key between: the battle stays a move more
  screen.Show(BuildView(state, Player::kRed), PlayPhase::kWatching, false);
  CHECK(screen.battles() == std::vector<int>{1});
  testing::Play(state, "h8-h7");
  screen.Show(BuildView(state, Player::kRed), PlayPhase::kChoosing, false);
  CHECK(screen.battles().empty());  // two moves on: gone
  // Another viewer sees only the last move's battle, from their own view.
  GameState other = Start();
  PlayScreen hot_seat = ScreenFor(other, Player::kRed);
  testing::Play(other, "e3-e4");
  hot_seat.Show(BuildView(other, Player::kRed), PlayPhase::kMoved, true);
  testing::Play(other, "e5-e4");
  hot_seat.Show(BuildView(other, Player::kBlue), PlayPhase::kMoved, false);
  CHECK(hot_seat.battles() == std::vector<int>{1});
  CHECK(testing::Has(Text(hot_seat, {100, 40}), "Your Lieutenant (5)"));
  CHECK(testing::Has(Text(hot_seat, {100, 40}), "attacks Red's Captain (6)"));
}

}  // namespace
}  // namespace stratego
