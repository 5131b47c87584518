// The hot-seat session: the turn state machine, driven by keys without a terminal.
#include <catch2/catch.hpp>
#include <sstream>

#include "core/text.h"
#include "support/position.h"
#include "ui/game_session.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::KeyOf;
using testing::kSize;
using testing::MemoryKeeper;
using testing::Screen;

struct Session {
  // With `keep`, the session keeps its game in a MemoryKeeper.
  explicit Session(SessionOptions options, bool keep = false)
      : keeper(keep ? std::make_shared<MemoryKeeper>() : nullptr),
        session(std::move(options), &store, 3, keeper) {}
  Transition Key(const InputEvent& event) { return session.Handle(event, kSize); }
  void Type(const std::string& command) {
    Key(Ch(U':'));
    for (char c : command)
      Key(Ch(static_cast<char32_t>(c)));
    Key(KeyOf(Key::kEnter));
  }
  std::string Text() const { return Screen(session, kSize); }
  const GameState& game() const { return *session.game_for_testing(); }

  testing::MemorySetupStore store;
  std::shared_ptr<MemoryKeeper> keeper;
  GameSession session;
};

SessionOptions WithSetups() {
  SessionOptions options;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  return options;
}

// A curtain shows who is next and nothing else: no rank of either side anywhere.
void CheckCurtain(const std::string& text, const std::string& who) {
  INFO(text);
  const std::string curtain = who + " to move — pass the keyboard and press Enter";
  CHECK(text.find(curtain) != std::string::npos);
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    line = std::string(Trim(line));
    const bool move_number =
        line.rfind("move ", 0) == 0 && line.find_first_not_of("0123456789", 5) == std::string::npos;
    if (!line.empty() && line != curtain && !move_number)
      FAIL("the curtain also shows '" << line << "'");
  }
}

// A legal quiet move of the player to move, and an attack if there is one.
std::optional<Move> FindMove(const GameState& game, bool attack) {
  for (Move move : game.LegalMoves()) {
    if ((game.board().At(move.to) != kNoPiece) == attack) return move;
  }
  return std::nullopt;
}

TEST_CASE("Hot seat: with both setups given, the game starts at Red's curtain", "[ui][hot-seat]") {
  Session s(WithSetups());
  CHECK(s.session.phase() == GameSession::Phase::kCurtain);
  CheckCurtain(s.Text(), "Red");
  CHECK(s.Key(Ch(U'x')).kind == Transition::Kind::kStay);  // only Enter lifts the curtain
  CHECK(s.session.phase() == GameSession::Phase::kCurtain);
  s.Key(KeyOf(Key::kEnter));
  CHECK(s.session.phase() == GameSession::Phase::kTurn);
  CHECK(s.session.current() == Player::kRed);
  CHECK(s.Text().find("You play Red. Red moves first.") != std::string::npos);
}

TEST_CASE("Hot seat: a turn is move, hand over, curtain, the other player's view",
          "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(KeyOf(Key::kEnter));
  const Move move = *FindMove(s.game(), false);
  s.Type(FormatMove(move));
  CHECK(s.session.play_screen().phase() == PlayPhase::kMoved);
  CHECK(s.game().ply() == 1);
  SECTION("a quiet move can be taken back") {
    s.Key(Ch(U'u'));
    CHECK(s.game().ply() == 0);
    CHECK(s.session.play_screen().phase() == PlayPhase::kChoosing);
    CHECK(s.session.play_screen().message() == "Move taken back.");
  }
  SECTION("handing over wipes the screen and shows the curtain") {
    const Transition transition = s.Key(KeyOf(Key::kEnter));
    CHECK(transition.wipe);
    CheckCurtain(s.Text(), "Blue");
    s.Key(KeyOf(Key::kEnter));
    CHECK(s.session.current() == Player::kBlue);
    CHECK(s.session.play_screen().message() == "Red moved " + FormatMove(move) + ".");
    CHECK(s.session.play_screen().view().viewer == Player::kBlue);
  }
}

TEST_CASE("Hot seat: an illegal move changes nothing and says why", "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(KeyOf(Key::kEnter));
  s.Type("a1-a5");
  CHECK(s.game().ply() == 0);
  CHECK(s.session.play_screen().phase() == PlayPhase::kChoosing);
  CHECK(s.session.play_screen().message().rfind("Cannot play a1-a5: ", 0) == 0);
  CHECK(s.Text().find("Cannot play a1-a5: ") != std::string::npos);
}

TEST_CASE("Hot seat: an attack cannot be taken back", "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(KeyOf(Key::kEnter));
  // Quiet moves, handing over each time, until the player to move can attack.
  for (int turn = 0; turn < 200 && !FindMove(s.game(), true); ++turn) {
    s.Type(FormatMove(*FindMove(s.game(), false)));
    s.Key(KeyOf(Key::kEnter));
    s.Key(KeyOf(Key::kEnter));
  }
  const auto attack = FindMove(s.game(), true);
  REQUIRE(attack.has_value());
  s.Type(FormatMove(*attack));
  REQUIRE(s.session.phase() == GameSession::Phase::kTurn);
  const int ply = s.game().ply();
  CHECK(s.session.play_screen().message().find(" attacked ") != std::string::npos);
  s.Key(Ch(U'u'));
  CHECK(s.game().ply() == ply);
  CHECK(s.session.play_screen().message() ==
        "An attack cannot be taken back: it has revealed ranks.");
}

TEST_CASE("Hot seat: resigning ends the game with both armies shown", "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(KeyOf(Key::kEnter));
  s.Type("resign");
  s.Key(Ch(U'y'));
  REQUIRE(s.session.phase() == GameSession::Phase::kEnd);
  CHECK(s.game().result() == GameResult{EndReason::kResignation, Player::kBlue});
  const std::string text = s.Text();
  INFO(text);
  CHECK(s.session.play_screen().message() == "Red resigned: Blue wins after 0 moves.");
  CHECK(text.find("game over: Blue wins · 0 moves") != std::string::npos);
  // Blue's pieces show their ranks too: no backs of pieces anywhere on the board.
  std::istringstream lines(text);
  std::string line;
  for (int row = 0; std::getline(lines, line) && row < 23; ++row) {
    CHECK(line.substr(0, 60).find("■") == std::string::npos);
  }
  SECTION("n starts a new game behind a curtain") {
    CHECK(s.Key(Ch(U'n')).wipe);
    CHECK(s.session.phase() == GameSession::Phase::kCurtain);
  }
  SECTION("q leaves") {
    CHECK(s.Key(Ch(U'q')).kind == Transition::Kind::kPop);
  }
  SECTION("a typed command is typed: its n and v start nothing") {
    s.Type("save nv");
    CHECK(s.session.phase() == GameSession::Phase::kEnd);
    CHECK(s.session.play_screen().view().viewer == Player::kRed);
    CHECK(s.session.play_screen().message() == "There is nowhere to save games.");
  }
}

TEST_CASE("Hot seat: a draw is offered, then accepted on the other turn", "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(KeyOf(Key::kEnter));
  s.Type("draw");
  CHECK(s.game().draw_offer() == Player::kRed);
  s.Type(FormatMove(*FindMove(s.game(), false)));
  s.Key(KeyOf(Key::kEnter));
  s.Key(KeyOf(Key::kEnter));
  CHECK(s.session.play_screen().message().find(
            "Red offers a draw: :draw accepts, a move declines.") != std::string::npos);
  s.Type("draw");
  CHECK(s.session.phase() == GameSession::Phase::kEnd);
  CHECK(s.game().result() == GameResult{EndReason::kDrawAgreed, std::nullopt});
}

TEST_CASE("Hot seat: without setups, each side sets up behind its own curtain", "[ui][hot-seat]") {
  Session s(SessionOptions{});
  CHECK(s.Text().find("Red sets up — pass the keyboard to Red and press Enter") !=
        std::string::npos);
  s.Key(KeyOf(Key::kEnter));
  REQUIRE(s.session.phase() == GameSession::Phase::kSetup);
  s.Key(Ch(U'r'));
  CHECK(s.Key(Ch(U'd')).wipe);
  CHECK(s.Text().find("Blue sets up — pass the keyboard to Blue and press Enter") !=
        std::string::npos);
  CHECK(s.Text().find("1") == std::string::npos);  // nothing of Red's army
  s.Key(KeyOf(Key::kEnter));
  CHECK(s.session.setup_editor()->setup().cells ==
        Setup{}.cells);  // Blue starts from an empty board
  s.Key(Ch(U'r'));
  s.Key(Ch(U'd'));
  CheckCurtain(s.Text(), "Red");
  s.Key(KeyOf(Key::kEnter));
  CHECK(s.session.phase() == GameSession::Phase::kTurn);
}

TEST_CASE("Hot seat: a new game deals new random setups", "[ui][hot-seat]") {
  Session s(SessionOptions{});
  std::vector<std::array<std::optional<Rank>, kSetupCells>> dealt;
  for (int game = 0; game < 2; ++game) {
    for (int side = 0; side < 2; ++side) {
      s.Key(KeyOf(Key::kEnter));
      s.Key(Ch(U'r'));
      dealt.push_back(s.session.setup_editor()->setup().cells);
      s.Key(Ch(U'd'));
    }
    s.Key(KeyOf(Key::kEnter));
    s.Type("resign");
    s.Key(Ch(U'y'));
    s.Key(Ch(U'n'));
  }
  REQUIRE(dealt.size() == 4);
  CHECK(dealt[2] != dealt[0]);  // the other player saw these on the end screen
  CHECK(dealt[3] != dealt[1]);
}

TEST_CASE("Hot seat: a setup one side saves is hidden from the other side's editor",
          "[ui][hot-seat]") {
  Session s(SessionOptions{});
  Setup shipped = testing::SeededSetup(9);
  shipped.name = "Shipped";
  s.store.Add("shipped.txt", {shipped, {}}, "Shipped");
  s.Key(KeyOf(Key::kEnter));
  s.Key(Ch(U'r'));
  s.Key(Ch(U'w'));
  for (char c : std::string("Red secret"))
    s.Key(Ch(static_cast<char32_t>(c)));
  s.Key(KeyOf(Key::kEnter));
  REQUIRE(s.store.saved().size() == 1);
  s.Key(Ch(U'd'));
  s.Key(KeyOf(Key::kEnter));  // Blue's editor
  s.Key(Ch(U'o'));
  const std::string text = s.Text();
  CHECK(text.find("Shipped") != std::string::npos);
  CHECK(text.find("Red secret") == std::string::npos);
  SECTION("saving under the same name neither asks to replace Red's nor replaces it") {
    s.Key(KeyOf(Key::kEscape));
    s.Key(Ch(U'r'));
    s.Key(Ch(U'w'));
    for (char c : std::string("Red secret"))
      s.Key(Ch(static_cast<char32_t>(c)));
    s.Key(KeyOf(Key::kEnter));
    CHECK(s.session.setup_editor()->mode() == SetupEditor::Mode::kEditing);
    CHECK(s.session.setup_editor()->message() == "Saved as memory/Red secret 2.txt");
    REQUIRE(s.store.saved().size() == 2);
    CHECK(s.store.saved()[0].name == "Red secret");
  }
}

TEST_CASE("Hot seat: quitting from a curtain asks first", "[ui][hot-seat]") {
  Session s(WithSetups());
  s.Key(Ch(U'q'));
  CHECK(s.Text().find("Quit? The game is kept: resume it from the menu. (y/n)") !=
        std::string::npos);
  CHECK(s.Key(Ch(U'n')).kind == Transition::Kind::kStay);
  s.Key(Ch(U'q'));
  CHECK(s.Key(Ch(U'y')).kind == Transition::Kind::kPop);
}

TEST_CASE("Hot seat: the game is kept from its start and after every change", "[ui][hot-seat]") {
  Session s(WithSetups(), true);
  REQUIRE(s.keeper->games == 1);
  REQUIRE(s.keeper->kept.size() == 1);
  CHECK(s.keeper->kept[0].actions.empty());
  CHECK(s.keeper->kept[0].started == "2026-11-22T10:00:00Z");
  CHECK(s.keeper->kept[0].setups[0].cells == WithSetups().setups[0]->cells);
  s.Key(KeyOf(Key::kEnter));
  const Move move = *FindMove(s.game(), false);
  s.Type(FormatMove(move));
  REQUIRE(s.keeper->kept.size() == 2);
  CHECK(s.keeper->kept.back().actions ==
        std::vector<GameAction>{{ActionKind::kMove, Player::kRed, move, false, {}}});
  SECTION("taking a move back keeps the game without it") {
    s.Key(Ch(U'u'));
    CHECK(s.keeper->kept.back().actions.empty());
  }
  SECTION("a draw offer and a resignation are kept") {
    s.Type("draw");
    CHECK(s.keeper->kept.back().actions.back().kind == ActionKind::kOfferDraw);
    s.Type("resign");
    s.Key(Ch(U'y'));
    CHECK(s.keeper->kept.back().result == GameResult{EndReason::kResignation, Player::kBlue});
    CHECK_FALSE(CheckRecord(s.keeper->kept.back()));
  }
  SECTION(":save NAME saves a named copy") {
    s.Type("save Evening game");
    REQUIRE(s.keeper->copies.size() == 1);
    CHECK(s.keeper->copies[0].first == "Evening game");
    CHECK(s.keeper->copies[0].second == s.keeper->kept.back());
    CHECK(s.session.play_screen().message() == "Saved a copy as Evening game.game.");
    s.Type("save");
    CHECK(s.session.play_screen().message() == "Save under which name? Type :save NAME");
  }
  SECTION("a failure to keep the game is shown, and the game goes on") {
    s.keeper->fail = true;
    s.Key(Ch(U'u'));
    CHECK(s.session.play_screen().message() ==
          "The game could not be saved: disk full. The last good copy is kept.game, after move 1.");
    CHECK(s.game().ply() == 0);
    SECTION("quitting then says that the last moves are not saved, and where the last copy is") {
      s.Key(Ch(U'q'));
      CHECK(s.session.play_screen().message() ==
            "Quit? The last moves are NOT saved. The last good copy is kept.game, after move 1. "
            "(y/n)");
      s.Key(Ch(U'n'));
      s.Type(FormatMove(*FindMove(s.game(), false)));
      s.Key(KeyOf(Key::kEnter));  // hand over: Blue's curtain
      s.Key(Ch(U'q'));
      CHECK(s.Text().find("Quit? The last moves are NOT saved.") != std::string::npos);
    }
    SECTION("once a change is kept again, quitting says the game is kept") {
      s.keeper->fail = false;
      s.Type(FormatMove(*FindMove(s.game(), false)));
      s.Key(Ch(U'q'));
      CHECK(s.session.play_screen().message() == kKeptQuitQuestion);
    }
  }
}

TEST_CASE("Hot seat: a game of which nothing could be kept says so", "[ui][hot-seat]") {
  auto keeper = std::make_shared<MemoryKeeper>();
  keeper->fail = true;
  testing::MemorySetupStore store;
  GameSession session(WithSetups(), &store, 4, keeper);
  session.Handle(Ch(U'q'), kSize);
  CHECK(Screen(session, kSize)
            .find("Quit? The last moves are NOT saved. Nothing of this game is "
                  "saved. (y/n)") != std::string::npos);
}

TEST_CASE("Hot seat: a resumed game starts at the curtain of the player to move",
          "[ui][hot-seat]") {
  Session played(WithSetups(), true);
  played.Key(KeyOf(Key::kEnter));
  for (int turn = 0; turn < 5; ++turn) {
    played.Type(FormatMove(*FindMove(played.game(), false)));
    played.Key(KeyOf(Key::kEnter));
    played.Key(KeyOf(Key::kEnter));
  }
  const GameRecord saved = played.keeper->kept.back();
  REQUIRE(saved.MoveCount() == 5);
  auto keeper = std::make_shared<MemoryKeeper>();
  testing::MemorySetupStore store;
  GameSession resumed(SessionOptions{}, &store, 4, keeper, RecordedGame::Resume(saved).value());
  CHECK(keeper->games == 0);  // the same game goes on: no new one begins
  CHECK(resumed.phase() == GameSession::Phase::kCurtain);
  CheckCurtain(Screen(resumed, kSize), "Blue");
  CHECK(Screen(resumed, kSize).find("move 6") != std::string::npos);
  resumed.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(resumed.current() == Player::kBlue);
  CHECK(resumed.game_for_testing()->board() == played.game().board());
  CHECK(*resumed.record_for_testing() == saved);
  const Move next = *FindMove(*resumed.game_for_testing(), false);
  resumed.Handle(Ch(U':'), kSize);
  for (char c : FormatMove(next))
    resumed.Handle(Ch(static_cast<char32_t>(c)), kSize);
  resumed.Handle(KeyOf(Key::kEnter), kSize);
  REQUIRE(keeper->kept.size() == 1);
  CHECK(keeper->kept[0].MoveCount() == 6);
}

}  // namespace
}  // namespace stratego
