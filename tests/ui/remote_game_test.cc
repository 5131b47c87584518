// A person's seat in a game a server holds (ui/remote_game.h), against a fake table: a test
// referee stands in for the server and hands the screen only the seat's view, as the server
// does. The setup, a whole short game, the opponent's connection, refusals, a lost server, and
// that the screen never depends on an enemy rank the view does not have.
#include "ui/remote_game.h"

#include <catch2/catch.hpp>
#include <deque>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "support/position.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Has;
using testing::KeyOf;
using testing::kSize;
using testing::QuietMove;
using testing::Screen;
using testing::SeededSetup;
using RemotePhase = RemoteGame::Phase;

// The server's side of the fake: what the client sent, and the events it will poll.
struct FakeServer {
  std::deque<RemoteEvent> events;
  std::vector<Setup> setups;
  std::vector<Move> moves;
  std::vector<RescueChoice> rescues;
  int declines = 0, offers = 0, accepts = 0, resigns = 0;
  bool left = false;

  void Push(RemoteEvent event) { events.push_back(std::move(event)); }
  void Joined(Player seat, bool needs_setup) {
    RemoteEvent event;
    event.kind = RemoteEvent::Kind::kJoined;
    event.game = 7;
    event.seat = seat;
    event.needs_setup = needs_setup;
    event.name = "bob";
    Push(event);
  }
  void Opponent(RemoteOpponent state) {
    RemoteEvent event;
    event.kind = RemoteEvent::Kind::kOpponent;
    event.opponent = state;
    event.name = "bob";
    Push(event);
  }
  void View(const GameState& state, Player seat, std::string text = "",
            std::optional<ClockReading> times = std::nullopt) {
    RemoteEvent event;
    event.kind = RemoteEvent::Kind::kView;
    event.times = times;
    event.view = BuildView(state, seat);
    event.rescue_open = state.rescue_chance().open();
    event.text = std::move(text);
    Push(event);
  }
  void Refuse(std::string text, std::string request) {
    RemoteEvent event;
    event.kind = RemoteEvent::Kind::kError;
    event.text = std::move(text);
    event.request = std::move(request);
    Push(event);
  }
};

class FakeRemoteTable : public RemoteTable {
 public:
  explicit FakeRemoteTable(std::shared_ptr<FakeServer> server) : server_(std::move(server)) {}
  std::vector<RemoteEvent> Poll() override {
    std::vector<RemoteEvent> events(server_->events.begin(), server_->events.end());
    server_->events.clear();
    return events;
  }
  void SendSetup(const Setup& setup) override { server_->setups.push_back(setup); }
  void SendMove(Move move) override { server_->moves.push_back(move); }
  void SendRescue(const RescueChoice& rescue) override { server_->rescues.push_back(rescue); }
  void SendDeclineRescue() override { ++server_->declines; }
  void SendOfferDraw() override { ++server_->offers; }
  void SendAcceptDraw() override { ++server_->accepts; }
  void SendResign() override { ++server_->resigns; }
  void Leave() override { server_->left = true; }

 private:
  std::shared_ptr<FakeServer> server_;
};

struct Table {
  std::shared_ptr<FakeServer> server = std::make_shared<FakeServer>();
  ClockMs now = 0;  // the screen's steady clock, in ms
  RemoteGame game{std::make_unique<FakeRemoteTable>(server), DisplayOptions{}, nullptr, 11,
                  [this] { return now; }};

  Transition Press(const InputEvent& event) { return game.Handle(event, kSize); }
  void Tick() { (void)Press(KeyOf(Key::kNone)); }
  void Type(const std::string& text) {
    for (char c : text)
      (void)Press(InputEvent::Char(static_cast<char32_t>(c)));
  }
  std::string Shown() const { return Screen(game, kSize); }
};

// The first quiet move of the side to move.
// A table at which Red has set up and both armies are in: Red's turn, move 1.
GameState StartedGame(Table& table) {
  table.server->Joined(Player::kRed, true);
  table.server->Opponent(RemoteOpponent::kArranging);
  table.Tick();
  table.Type("rd");
  REQUIRE(table.server->setups.size() == 1);
  GameState state = GameState::Create(RuleSet{}, table.server->setups[0], SeededSetup(2)).value();
  table.server->Opponent(RemoteOpponent::kConnected);
  table.server->View(state, Player::kRed);
  table.Tick();
  REQUIRE(table.game.phase() == RemotePhase::kPlaying);
  return state;
}

TEST_CASE("Remote game: set up while the opponent arranges, then play to the end", "[ui][remote]") {
  Table table;
  CHECK(table.game.phase() == RemotePhase::kJoining);
  table.server->Joined(Player::kRed, true);
  table.server->Opponent(RemoteOpponent::kArranging);
  table.Tick();
  REQUIRE(table.game.phase() == RemotePhase::kSetup);
  CHECK(Has(table.Shown(), "Red: set up your army"));
  CHECK(Has(table.Shown(), "Blue (bob) is arranging the army"));

  table.Type("r");
  REQUIRE(table.game.setup_editor()->Complete());
  table.Type("d");
  REQUIRE(table.server->setups.size() == 1);
  CHECK(table.server->setups[0] == table.game.setup_editor()->setup());
  CHECK(table.game.phase() == RemotePhase::kArranged);
  CHECK(Has(table.Shown(), "Your army is set up"));
  CHECK(Has(table.Shown(), "Blue (bob) is arranging the army"));
  table.server->Opponent(RemoteOpponent::kReady);
  table.Tick();
  CHECK(Has(table.Shown(), "Blue (bob) has finished arranging"));

  GameState state = GameState::Create(RuleSet{}, table.server->setups[0], SeededSetup(2)).value();
  table.server->View(state, Player::kRed);
  table.Tick();
  REQUIRE(table.game.phase() == RemotePhase::kPlaying);
  CHECK(table.game.play_screen().phase() == PlayPhase::kChoosing);
  CHECK(Has(table.Shown(), "your turn"));
  CHECK(Has(table.Shown(), "Game 7: you play Red"));

  SECTION("a move goes to the server, and shows once its report is back") {
    const Move red = QuietMove(state);
    table.Type(":" + FormatMove(red));
    (void)table.Press(KeyOf(Key::kEnter));
    REQUIRE(table.server->moves == std::vector<Move>{red});
    CHECK(table.game.play_screen().phase() == PlayPhase::kWatching);
    CHECK(Has(table.Shown(), "sent to the server"));
    (void)state.ApplyMove(red);
    table.server->View(state, Player::kRed);
    table.Tick();
    CHECK(Has(table.Shown(), "Blue (bob) to move"));
    CHECK(table.game.play_screen().phase() == PlayPhase::kWatching);
    const Move blue = QuietMove(state);
    (void)state.ApplyMove(blue);
    table.server->View(state, Player::kRed);
    table.Tick();
    CHECK(table.game.play_screen().phase() == PlayPhase::kChoosing);
    CHECK(Has(table.Shown(), "your turn"));
    CHECK(Has(table.game.play_screen().message(), FormatMove(blue)));

    table.Type(":u");
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(Has(table.Shown(), "No take-backs"));

    (void)state.Resign(Player::kBlue);
    table.server->View(state, Player::kRed, "Blue resigned");
    table.Tick();
    CHECK(table.game.phase() == RemotePhase::kOver);
    CHECK(Has(table.Shown(), "game over: Red wins"));
    CHECK(Has(table.Shown(), "Blue resigned. After 2 moves."));
    CHECK(Has(table.Shown(), "q: leave"));
    CHECK(table.Press(InputEvent::Char(U'q')).kind == Transition::Kind::kPop);
    CHECK(table.server->left);
  }

  SECTION("? opens the help of a game against a person at another terminal") {
    const Transition help = table.Press(InputEvent::Char(U'?'));
    REQUIRE(help.kind == Transition::Kind::kPush);
    CHECK(Has(Screen(*help.next, {80, 40}), "no take-backs: the server has your move"));
  }

  SECTION("an illegal move is refused before it is sent") {
    table.Type(":a1-a5");
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(table.server->moves.empty());
    CHECK(Has(table.Shown(), "Cannot play a1-a5"));
  }

  SECTION("resigning asks, then goes to the server") {
    table.Type(":resign");
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(table.server->resigns == 0);
    table.Type("y");
    CHECK(table.server->resigns == 1);
  }

  SECTION("a draw is offered, and the opponent's offer accepted on one's turn") {
    table.Type(":draw");
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(table.server->offers == 1);
    REQUIRE(state.OfferDraw(Player::kBlue));
    table.server->View(state, Player::kRed);
    table.Tick();
    CHECK(Has(table.Shown(), "Blue offers a draw"));
    table.Type(":draw");
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(table.server->accepts == 1);
  }

  SECTION("news waits while the player types a command") {
    const Move red = QuietMove(state);
    table.Type(":" + FormatMove(red));
    REQUIRE(state.OfferDraw(Player::kBlue));
    table.server->View(state, Player::kRed);
    table.Tick();
    CHECK(table.game.play_screen().editing());
    (void)table.Press(KeyOf(Key::kEnter));
    CHECK(table.server->moves == std::vector<Move>{red});
    table.Tick();
    CHECK(Has(table.Shown(), "Blue offers a draw"));
  }

  SECTION("the opponent's state fits beside the title on a narrow screen") {
    Table narrow;
    narrow.server->Joined(Player::kBlue, true);
    RemoteEvent named;
    named.kind = RemoteEvent::Kind::kOpponent;
    named.opponent = RemoteOpponent::kArranging;
    named.name = "a-rather-long-user-name";
    narrow.server->Push(named);
    narrow.Tick();
    const std::string text = Screen(narrow.game, kMinimumSize);
    const std::string top = text.substr(0, text.find('\n'));
    CHECK(Has(top, "STRATEGO  Blue: set up your army"));
    CHECK(Has(top, "Red (a-rather-long-user-name)"));
  }

  SECTION("leaving asks first, says the game stays on the server, and tells the server") {
    table.Type("q");
    CHECK(Has(table.Shown(), "`stratego join 7` takes it up again"));
    CHECK_FALSE(table.server->left);
    CHECK(table.Press(InputEvent::Char(U'y')).kind == Transition::Kind::kPop);
    CHECK(table.server->left);
  }
}

TEST_CASE("Remote game: the opponent's connection is shown as it comes and goes", "[ui][remote]") {
  Table table;
  (void)StartedGame(table);
  CHECK_FALSE(Has(table.Shown(), "disconnected"));
  table.server->Opponent(RemoteOpponent::kDisconnected);
  table.Tick();
  CHECK(Has(table.Shown(), "Blue (bob) is disconnected"));
  CHECK(Has(table.Shown(), "Blue (bob) lost the connection."));
  table.server->Opponent(RemoteOpponent::kConnected);
  table.Tick();
  CHECK_FALSE(Has(table.Shown(), "disconnected"));
  CHECK(Has(table.Shown(), "Blue (bob) is back"));
}

TEST_CASE("Remote game: a refusal of the server is shown, and the player may try again",
          "[ui][remote]") {
  Table table;
  const GameState state = StartedGame(table);
  table.Type(":" + FormatMove(QuietMove(state)));
  (void)table.Press(KeyOf(Key::kEnter));
  REQUIRE(table.game.play_screen().phase() == PlayPhase::kWatching);
  table.server->Refuse("the game could not be saved", "move");
  table.Tick();
  CHECK(Has(table.Shown(), "The server refused: the game could not be saved"));
  CHECK(table.game.play_screen().phase() == PlayPhase::kChoosing);

  SECTION("a refused setup opens the editor again") {
    Table other;
    other.server->Joined(Player::kBlue, true);
    other.Tick();
    other.Type("rd");
    REQUIRE(other.game.phase() == RemotePhase::kArranged);
    other.server->Refuse("the game could not be saved", "setup");
    other.Tick();
    CHECK(other.game.phase() == RemotePhase::kSetup);
    CHECK(Has(other.Shown(), "The server refused: the game could not be saved"));
    other.Type("d");
    CHECK(other.server->setups.size() == 2);
  }
}

TEST_CASE("Remote game: a lost server is told, with the way to take the game up again",
          "[ui][remote]") {
  Table table;
  const GameState state = StartedGame(table);
  RemoteEvent lost;
  lost.kind = RemoteEvent::Kind::kLost;
  lost.text = "the server closed the connection";
  table.server->Push(lost);
  table.Tick();
  CHECK(table.game.lost());
  const std::string shown = table.Shown();
  CHECK(Has(shown, "The connection to the server is lost"));
  table.Type(":" + FormatMove(QuietMove(state)));
  (void)table.Press(KeyOf(Key::kEnter));
  CHECK(table.server->moves.empty());
  CHECK(table.Press(InputEvent::Char(U'q')).kind == Transition::Kind::kPop);
  CHECK_FALSE(table.server->left);  // nothing to tell a server that is gone
}

TEST_CASE("Remote game: a move onto the enemy's back row asks for the rescue, sent to the server",
          "[ui][remote][rescue]") {
  RuleSet rules;
  rules.rescue = true;
  // Red's General one step from Blue's back row; the rest of Red's army is captured.
  GameState state = testing::Position("R9a9 RFa1 B2j7 BFj10", Player::kRed, rules);
  Table table;
  table.server->Joined(Player::kRed, false);
  table.server->View(state, Player::kRed);
  table.Tick();
  REQUIRE(table.game.play_screen().phase() == PlayPhase::kChoosing);
  table.Type(":a9-a10");
  (void)table.Press(KeyOf(Key::kEnter));
  REQUIRE(table.server->moves == std::vector<Move>{testing::M("a9-a10")});
  (void)state.ApplyMove(testing::M("a9-a10"));
  REQUIRE(state.rescue_chance().open());
  table.server->View(state, Player::kRed);
  table.Tick();
  REQUIRE(table.game.play_screen().phase() == PlayPhase::kRescuing);
  CHECK(Has(table.game.play_screen().message(), "You may rescue a piece"));
  table.Type(":a9-a8");
  (void)table.Press(KeyOf(Key::kEnter));
  CHECK(table.server->moves.size() == 1);  // the turn is not over: no move
  table.Type(":rescue 2 b6");
  (void)table.Press(KeyOf(Key::kEnter));
  CHECK(table.server->rescues.empty());  // not in Red's half: refused here
  table.Type(":rescue 2 b2");
  (void)table.Press(KeyOf(Key::kEnter));
  const RescueChoice choice{Rank::kScout, *ParseSquare("b2")};
  REQUIRE(table.server->rescues == std::vector<RescueChoice>{choice});
  CHECK(table.game.play_screen().phase() == PlayPhase::kWatching);
  (void)state.ApplyRescue(Player::kRed, choice);
  table.server->View(state, Player::kRed);
  table.Tick();
  CHECK(Has(table.game.play_screen().message(), "rescued a Scout (2) to b2"));
  CHECK(Has(table.Shown(), "Blue (bob) to move"));

  SECTION("or declined with Esc, after a question") {
    Table other;
    GameState again = testing::Position("R9a9 RFa1 B2j7 BFj10", Player::kRed, rules);
    other.server->Joined(Player::kRed, false);
    (void)again.ApplyMove(testing::M("a9-a10"));
    other.server->View(again, Player::kRed);
    other.Tick();
    REQUIRE(other.game.play_screen().phase() == PlayPhase::kRescuing);
    (void)other.Press(KeyOf(Key::kEscape));
    other.Type("y");
    CHECK(other.server->declines == 1);
  }
}

TEST_CASE("Remote game: the screen never depends on an enemy rank the view does not have",
          "[ui][remote][view]") {
  // Two games the same but for Blue's pieces behind its front row: Red's screens must be equal
  // at every step, to the end (the end shows the view, not both armies).
  Rng rng(static_cast<std::uint64_t>(GENERATE(1, 2, 3)));
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  GameState first = GameState::Create(RuleSet{}, red, blue).value();
  GameState second =
      GameState::Create(RuleSet{}, red, testing::ShuffledBehindFrontRow(blue, rng)).value();
  Table a, b;
  for (Table* table : {&a, &b}) {
    table->server->Joined(Player::kRed, false);
    table->server->Opponent(RemoteOpponent::kConnected);
  }
  for (int ply = 0; ply < 40; ++ply) {
    a.server->View(first, Player::kRed);
    b.server->View(second, Player::kRed);
    a.Tick();
    b.Tick();
    REQUIRE(a.Shown() == b.Shown());
    const auto move = testing::CommonQuietMove(first, second);
    if (!move) break;
    (void)first.ApplyMove(*move);
    (void)second.ApplyMove(*move);
  }
  (void)first.Resign(Player::kBlue);
  (void)second.Resign(Player::kBlue);
  a.server->View(first, Player::kRed, "Blue resigned");
  b.server->View(second, Player::kRed, "Blue resigned");
  a.Tick();
  b.Tick();
  CHECK(a.game.phase() == RemotePhase::kOver);
  CHECK(a.Shown() == b.Shown());
}

TEST_CASE("Remote game: both clocks are shown and count down between the server's messages",
          "[ui][remote][clock]") {
  Table table;
  GameState state = StartedGame(table);
  CHECK_FALSE(table.game.play_screen().clocks());  // a game without a clock shows none
  CHECK_FALSE(Has(table.Shown(), "(you)"));
  table.now = 50'000;
  table.server->View(state, Player::kRed, "", ClockReading{{65'000, 300'000}, Player::kRed});
  table.Tick();
  std::string shown = table.Shown();
  INFO(shown);
  CHECK(Has(shown, "Red (you)  1:05 ◂"));
  CHECK(Has(shown, "Blue       5:00"));
  table.now += 1'500;  // no message: the screen counts Red's time down itself
  table.Tick();
  CHECK(Has(table.Shown(), "Red (you)  1:03 ◂"));
  CHECK(Has(table.Shown(), "Blue       5:00"));
  table.now += 57'000;  // under ten seconds: tenths
  table.Tick();
  CHECK(Has(table.Shown(), "Red (you)  0:06.5 ◂"));
  table.now += 60'000;  // the server's word on the end is awaited; the clock stops at zero
  table.Tick();
  CHECK(Has(table.Shown(), "Red (you)  0:00.0 ◂"));
  (void)state.TimeOut(Player::kRed);
  table.server->View(state, Player::kRed, "Red ran out of time: Blue wins",
                     ClockReading{{0, 300'000}, std::nullopt});
  table.Tick();
  shown = table.Shown();
  CHECK(Has(shown, "Red ran out of time: Blue wins"));
  CHECK(table.game.play_screen().clocks() == ClockReading{{0, 300'000}, std::nullopt});
}

}  // namespace
}  // namespace stratego
