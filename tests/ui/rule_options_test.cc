// The rule options at the terminal (RULES.md §2, §6, §7): the rescue question after a move onto
// the enemy's back row, silent defense in what each player is told, the rules line of the play
// screen and the rules screen.
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "ai/agent.h"
#include "core/view.h"
#include "support/position.h"
#include "ui/game_session.h"
#include "ui/help_screen.h"
#include "ui/play_screen.h"
#include "ui/replay_screen.h"
#include "ui/rules_screen.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::CommonQuietMove;
using testing::Has;
using testing::KeyOf;
using testing::kSize;
using testing::M;
using testing::MemoryKeeper;
using testing::Position;
using testing::Screen;
using testing::TickUntilMoved;
using Phase = GameSession::Phase;

std::string Drawn(const PlayScreen& screen, ScreenSize size = kSize) {
  Canvas canvas(size.width, size.height);
  screen.Render(canvas, Theme(true, true));
  return canvas.Text();
}

// A Barrage setup from cells written as "9 a4 2 e4 …" (modern tokens), for `owner`.
Setup BarrageSetup(Player owner, const std::vector<std::pair<std::string, std::string>>& pieces) {
  Setup setup;
  setup.army = ArmyKind::kBarrage;
  for (const auto& [token, square_name] : pieces) {
    const Square square = ParseSquare(square_name).value();
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        if (SetupSquare(owner, row, column) == square)
          setup.Set(row, column, ParseRankToken(token, Numbering::kModern).value());
      }
    }
  }
  REQUIRE(IsValid(setup));
  return setup;
}

// A Barrage game under the rescue option, Red to move, its General on a9 one step from Blue's
// back row. With `scout_lost`, Red's Scout has been lost against a Bomb: the move a9-a10 opens a
// rescue. Without it Red has lost nothing, and the move earns none. The same game as the rescue
// test of tests/e2e.
RecordedGame RescueGame(bool scout_lost = true) {
  GameRecord header;
  header.rules.army = ArmyKind::kBarrage;
  header.rules.rescue = true;
  header.setups = {BarrageSetup(Player::kRed, {{"9", "a4"},
                                               {"2", "e4"},
                                               {"10", "b3"},
                                               {"S", "c3"},
                                               {"3", "d2"},
                                               {"2", "i2"},
                                               {"B", "e1"},
                                               {"F", "f1"}}),
                   BarrageSetup(Player::kBlue, {{"B", "e7"},
                                                {"2", "j7"},
                                                {"2", "i7"},
                                                {"9", "d8"},
                                                {"10", "f9"},
                                                {"3", "h9"},
                                                {"S", "g10"},
                                                {"F", "e10"}})};
  RecordedGame game = RecordedGame::Start(header).value();
  const std::string moves = scout_lost ? "e4-e7 j7-j6 a4-a5 j6-j5 a5-a6 i7-i6 a6-a7 i6-i5 "
                                         "a7-a8 j5-j4 a8-a9 i5-i4"
                                       : "a4-a5 j7-j6 a5-a6 j6-j5 a6-a7 i7-i6 a7-a8 i6-i5 "
                                         "a8-a9 j5-j4";
  std::string text = moves;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    const std::string move = text.substr(at, end - at);
    if (!move.empty()) {
      REQUIRE_FALSE(game.state().WhyIllegal(M(move)).has_value());
      (void)game.ApplyMove(M(move));
    }
    at = end + 1;
  }
  return game;
}

// A hot-seat game resumed from RescueGame, at Red's turn.
struct HotSeat {
  explicit HotSeat(bool scout_lost = true)
      : keeper(std::make_shared<MemoryKeeper>()),
        session(SessionOptions{}, &store, 5, keeper, RescueGame(scout_lost)) {
    session.Handle(KeyOf(Key::kEnter), kSize);  // Red's curtain
  }
  void Key(const InputEvent& event) { (void)session.Handle(event, kSize); }
  void Type(const std::string& command) {
    Key(Ch(U':'));
    for (char c : command)
      Key(Ch(static_cast<char32_t>(c)));
    Key(KeyOf(Key::kEnter));
  }
  std::string Text(ScreenSize size = kSize) const { return Screen(session, size); }
  std::string Message() const { return session.play_screen().message(); }
  PlayPhase play_phase() const { return session.play_screen().phase(); }
  const GameRecord& record() const { return *session.record_for_testing(); }

  testing::MemorySetupStore store;
  std::shared_ptr<MemoryKeeper> keeper;
  GameSession session;
};

TEST_CASE("Rescue: a move onto the enemy's back row asks which piece and where",
          "[ui][rules][rescue]") {
  HotSeat s;
  REQUIRE(s.session.phase() == Phase::kTurn);
  s.Type("a9-a10");
  REQUIRE(s.play_phase() == PlayPhase::kRescuing);
  CHECK(Has(s.Message(), "You moved a9-a10. You may rescue a piece"));
  const std::string text = s.Text();
  INFO(text);
  CHECK(Has(text, "Red · rescue · move 13"));
  CHECK(Has(text, "Rescue: Scout (2)"));  // the only piece Red has lost
  CHECK(Has(text, "[2]"));
  CHECK(Has(text, "Esc: none"));
  // The cursor starts on the first free square of Red's half, at the front on the left.
  CHECK(SquareName(s.session.play_screen().cursor()) == "a5");
  REQUIRE(s.keeper->kept.back().actions.size() == 13);  // the move is kept before the question

  SECTION("a rank not among the captured pieces, or a Bomb, is refused with a reason") {
    s.Key(Ch(U'9'));
    CHECK(s.Message() == "You have no captured General to rescue.");
    s.Key(Ch(U'b'));
    CHECK(s.Message() == "Bombs cannot be rescued.");
    CHECK(s.session.play_screen().rescue_rank() == Rank::kScout);
  }
  SECTION("a square outside the player's half is refused with the reason") {
    s.Key(KeyOf(Key::kUp));  // a6: Blue's half
    s.Key(KeyOf(Key::kEnter));
    CHECK(s.Message() == "Cannot rescue a Scout (2) to a6: a6 is not in your half of the board");
    CHECK(s.play_phase() == PlayPhase::kRescuing);
    CHECK(s.record().actions.size() == 13);
    s.Type("rescue 2 d2");
    CHECK(s.Message() == "Cannot rescue a Scout (2) to d2: d2 is not empty");
  }
  SECTION("Enter on a marked square rescues the piece there; it is kept and told") {
    s.Key(Ch(U'2'));
    s.Key(KeyOf(Key::kDown));  // a4, where the General stood
    s.Key(KeyOf(Key::kEnter));
    REQUIRE(s.play_phase() == PlayPhase::kMoved);
    CHECK(s.Message() == "You moved a9-a10. You rescued a Scout (2) to a4.");
    const GameAction rescue{ActionKind::kRescue,
                            Player::kRed,
                            {},
                            false,
                            RescueChoice{Rank::kScout, ParseSquare("a4").value()}};
    CHECK(s.record().actions.back() == rescue);
    CHECK(s.keeper->kept.back().actions.back() == rescue);
    CHECK(Has(s.Text(), "    Red  rescues 2 to a4"));
    CHECK(s.session.game_for_testing()->board().At(ParseSquare("a4").value()) != kNoPiece);
    s.Key(KeyOf(Key::kEnter));  // hand over
    s.Key(KeyOf(Key::kEnter));  // Blue's curtain
    CHECK(s.Message() == "Red moved a9-a10. Red rescued a Scout (2) to a4.");
    // The rescued piece is known to Blue (RULES.md §7).
    const PlayerView blue = s.session.play_screen().view();
    CHECK(blue.board.piece(blue.board.At(ParseSquare("a4").value())).rank == Rank::kScout);
  }
  SECTION("a click on a marked square rescues the piece there") {
    const Rect a4 = LayoutPlayScreen(kSize).value().board.Interior(0, 6);  // on Red's screen
    s.Key(InputEvent::Click(a4.x + 1, a4.y));
    CHECK(s.record().actions.back().kind == ActionKind::kRescue);
    CHECK(SquareName(s.record().actions.back().rescue.square) == "a4");
  }
  SECTION("a typed rescue") {
    s.Type("rescue 2 b4");
    CHECK(s.record().actions.back().rescue ==
          RescueChoice{Rank::kScout, ParseSquare("b4").value()});
  }
  SECTION("Esc declines after asking; the record keeps the decline") {
    s.Key(KeyOf(Key::kEscape));
    CHECK(s.Message() == "Make no rescue? This move's chance is then lost. (y/n)");
    s.Key(Ch(U'n'));
    CHECK(s.play_phase() == PlayPhase::kRescuing);
    s.Key(KeyOf(Key::kEscape));
    s.Key(Ch(U'y'));
    CHECK(s.play_phase() == PlayPhase::kMoved);
    CHECK(s.Message() == "You make no rescue.");
    CHECK(s.record().actions.size() == 14);
    CHECK(s.record().actions.back().kind == ActionKind::kDeclineRescue);
  }
  SECTION("the move may be taken back while the question is open") {
    s.Key(Ch(U'u'));
    CHECK(s.play_phase() == PlayPhase::kChoosing);
    CHECK(s.record().actions.size() == 12);
  }
  SECTION("no other move, and no draw offer, before the rescue is settled") {
    s.Type("b3-b4");
    CHECK(s.Message() == "You have moved already: rescue a piece, or press Esc for no rescue.");
    s.Type("draw");
    CHECK(s.Message() == "Rescue a piece first, or press Esc for no rescue.");
  }
  SECTION("the smallest terminal shows the question too") {
    const std::string small = s.Text(kMinimumSize);
    INFO(small);
    CHECK(Has(small, "Rescue: Scout (2)"));
  }
}

TEST_CASE("Rescue: a move onto the back row that earns none says why", "[ui][rules][rescue]") {
  HotSeat s(false);
  s.Type("a9-a10");
  CHECK(s.play_phase() == PlayPhase::kMoved);
  CHECK(s.Message() ==
        "You moved a9-a10. No rescue: Red has no captured piece to rescue (Bombs cannot be "
        "rescued).");
}

TEST_CASE("Rescue: a game kept while the question was open asks it again when resumed",
          "[ui][rules][rescue]") {
  RecordedGame game = RescueGame();
  (void)game.ApplyMove(M("a9-a10"));
  testing::MemorySetupStore store;
  GameSession session(SessionOptions{}, &store, 5, std::make_shared<MemoryKeeper>(), game);
  CHECK(session.phase() == Phase::kCurtain);
  CHECK(session.current() == Player::kRed);  // the rescuer, not the player to move
  session.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(session.play_screen().phase() == PlayPhase::kRescuing);
}

// An agent that plays the moves it is given, at once, and answers a rescue as told.
class ListAgent : public Agent {
 public:
  ListAgent(std::vector<Move> moves, std::optional<RescueChoice> rescue)
      : moves_(std::move(moves)), rescue_(rescue) {}
  std::string Name() const override { return "list"; }
  Expected<Setup> ChooseSetup(const RuleSet&, Player, std::string_view) override {
    return Error{"no setup"};
  }
  Expected<Move> ChooseMove(const PlayerView&) override {
    if (next_ >= moves_.size()) return Error{"has no more moves"};
    return moves_[next_++];
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    asked = view;
    return rescue_;
  }
  std::optional<PlayerView> asked;

 private:
  std::vector<Move> moves_;
  std::size_t next_ = 0;
  std::optional<RescueChoice> rescue_;
};

TEST_CASE("Rescue: the computer is asked after its own move, and an illegal rescue forfeits",
          "[ui][rules][rescue]") {
  const Square b4 = ParseSquare("b4").value();
  const Square a6 = ParseSquare("a6").value();
  const bool legal = GENERATE(true, false);
  auto agent = std::make_shared<ListAgent>(std::vector<Move>{M("a9-a10")},
                                           RescueChoice{Rank::kScout, legal ? b4 : a6});
  SessionOptions options;
  options.seats[0].agent = agent;  // Red
  testing::MemorySetupStore store;
  auto keeper = std::make_shared<MemoryKeeper>();
  GameSession session(options, &store, 5, keeper, RescueGame());
  TickUntilMoved(session);
  REQUIRE(agent->asked.has_value());
  CHECK(agent->asked->viewer == Player::kRed);
  if (legal) {
    REQUIRE(session.phase() == Phase::kTurn);
    CHECK(session.play_screen().message() == "Red moved a9-a10. Red rescued a Scout (2) to b4.");
    CHECK(keeper->kept.back().actions.back().kind == ActionKind::kRescue);
  } else {
    REQUIRE(session.phase() == Phase::kEnd);
    CHECK(Has(session.play_screen().message(),
              "Red (list) stopped playing: it rescued a Scout (2) to a6, which is illegal: a6 is "
              "not in your half of the board."));
    CHECK(keeper->kept.back().actions.back().kind == ActionKind::kResign);
  }
}

TEST_CASE("Rescue: against the computer, the computer waits until the person has rescued",
          "[ui][rules][rescue]") {
  auto agent = std::make_shared<ListAgent>(std::vector<Move>{M("j4-j3")}, std::nullopt);
  SessionOptions options;
  options.seats[1].agent = agent;  // Blue
  testing::MemorySetupStore store;
  GameSession session(options, &store, 5, std::make_shared<MemoryKeeper>(), RescueGame());
  REQUIRE(session.phase() == Phase::kTurn);
  for (char c : std::string(":a9-a10"))
    session.Handle(Ch(static_cast<char32_t>(c)), kSize);
  session.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(session.phase() == Phase::kTurn);  // not the computer's turn yet
  CHECK(session.play_screen().phase() == PlayPhase::kRescuing);
  session.Handle(Ch(U'u'), kSize);
  CHECK(session.play_screen().message() ==
        "No take-backs against the computer: it has seen your move.");
  session.Handle(KeyOf(Key::kDown), kSize);  // a4
  session.Handle(KeyOf(Key::kEnter), kSize);
  REQUIRE(session.phase() == Phase::kComputer);
  CHECK(session.record_for_testing()->actions.back().kind == ActionKind::kRescue);
  TickUntilMoved(session);
  CHECK(session.phase() == Phase::kTurn);
  CHECK(session.play_screen().message() == "Blue moved j4-j3.");
  CHECK(Has(Screen(session, kSize), "    Red  rescues 2 to a4"));
}

TEST_CASE("Silent defense: the attacker is told the outcome, the defender both ranks",
          "[ui][rules][silent]") {
  RuleSet rules;
  rules.silent_defense = true;
  GameState state = Position("R6e4 B5e5 R2a2 B7j7 RFa1 BFj10", Player::kRed, rules);
  (void)state.ApplyMove(M("e4-e5"));
  const PlayerView red = BuildView(state, Player::kRed);
  const PlayerView blue = BuildView(state, Player::kBlue);
  CHECK(MoveSentence(red.history.back(), Player::kRed, Numbering::kModern) ==
        "Your Captain (6) attacked Blue's piece on e5 from e4 and won (silent defense).");
  CHECK(MoveSentence(blue.history.back(), Player::kBlue, Numbering::kModern) ==
        "Red's Captain (6) attacked your Lieutenant (5) on e5 from e4 and won.");
  CHECK(LogLine(red.history.back(), 1, Numbering::kModern, true) == "  1 Red  e4-e5 6 beats ?");
  CHECK(LogLine(blue.history.back(), 1, Numbering::kModern, true) == "  1 Red  e4-e5 6 beats 5");

  // The panels: Red counts Blue's loss as unseen; Blue knows its own Lieutenant.
  PlayScreen red_screen{DisplayOptions{}};
  red_screen.Show(red, PlayPhase::kWatching, false);
  const std::string red_text = Drawn(red_screen);
  INFO(red_text);
  CHECK(Has(red_text, "1 unseen"));
  CHECK(Has(red_text, "6 beats ?"));
  CHECK_FALSE(Has(red_text, "6 beats 5"));
  PlayScreen blue_screen{DisplayOptions{}};
  blue_screen.Show(blue, PlayPhase::kChoosing, false);
  const std::string blue_text = Drawn(blue_screen);
  CHECK(Has(blue_text, "6 beats 5"));
  CHECK_FALSE(Has(blue_text, "unseen"));
}

TEST_CASE("Silent defense: a replay from the attacker's seat does not show the defender",
          "[ui][rules][silent][replay]") {
  GameRecord header;
  header.rules.army = ArmyKind::kBarrage;
  header.rules.silent_defense = true;
  header.rules.attacker_advantage = true;  // no tie, which would tell the rank
  header.setups = RescueGame().record().setups;
  RecordedGame game = RecordedGame::Start(header).value();
  // Red's Scout attacks a Bomb (a Scout's attack is never silent), then Red's General takes
  // Blue's (the attacker's advantage), and Red does not learn what it took.
  for (const char* move : {"e4-e7", "d8-c8", "a4-a5", "c8-b8", "a5-a6", "j7-j6", "a6-a7", "j6-j5",
                           "a7-a8", "j5-j4", "a8-b8"}) {
    REQUIRE_FALSE(game.state().WhyIllegal(M(move)).has_value());
    (void)game.ApplyMove(M(move));
  }
  ReplayScreen replay(game.record(), DisplayOptions{});
  replay.Handle(KeyOf(Key::kEnd), kSize);
  const ScreenSize tall{100, 40};  // the whole move list beside the battle's box
  std::string text = Screen(replay, tall);
  CHECK(Has(text, "2 loses to B"));
  CHECK(Has(text, "9 beats 9"));
  CHECK(Has(text, "Red's General (9)"));  // the last step's battle, on two lines
  CHECK(Has(text, "attacks Blue's General (9)"));
  replay.Handle(Ch(U'v'), kSize);
  REQUIRE(replay.viewpoint() == ReplayViewpoint::kRed);
  text = Screen(replay, tall);
  INFO(text);
  CHECK(Has(text, "2 loses to B"));  // the Scout's exception
  CHECK(Has(text, "9 beats ?"));
  CHECK_FALSE(Has(text, "9 beats 9"));
  CHECK(Has(text, "Blue lost: 1 unseen"));
  CHECK(Has(text, "Your General (9)"));  // the box keeps the defender hidden too
  CHECK(Has(text, "attacks Blue's piece"));
  CHECK(Has(text, "Your General wins."));
  CHECK_FALSE(Has(text, "Blue's General"));
  replay.Handle(Ch(U'v'), kSize);
  REQUIRE(replay.viewpoint() == ReplayViewpoint::kBlue);
  text = Screen(replay, tall);
  CHECK(Has(text, "9 beats 9"));  // the defender knows both
  CHECK(Has(text, "attacks your General (9)"));
}

TEST_CASE("Rules line: every option in force, on the smallest terminal too", "[ui][rules]") {
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.silent_defense = true;
  rules.rescue = true;
  CHECK(RulesLine(rules, {}, "·", 80) == "Barrage · two-squares N=3 · silent defense · rescue");
  CHECK(RulesLine(rules, {}, "·", 30) == "Barrage · 2sq N=3 · silent · rescue");
  rules.attacker_advantage = true;
  rules.two_squares = 0;
  rules.max_moves = 200;
  rules.max_quiet_moves = 50;
  CHECK(RulesLine(rules, {}, "·", false) ==
        "Barrage · two-squares rule off · attacker's advantage · silent defense · rescue · draw "
        "after 200 moves · draw after 50 moves without attack");
  CHECK(RulesLine(rules, DisplayOptions{Numbering::kModern, true}, "·", true) ==
        "Barrage · 2sq off · attacker wins ties · silent · rescue · max 200 · quiet max 50 · "
        "memory");
  CHECK(RulesLine({}, {}, "·", 80) == "Two-squares N=3");
  RuleSet chase;
  chase.more_squares = true;
  CHECK(RulesLine(chase, {}, "·", 80) == "Two-squares N=3 · more-squares rule");
  CHECK(RulesLine(chase, {}, "·", true) == "2sq N=3 · more-sq");
  // On one line of the panel, at 80×24 and on the smallest terminal.
  HotSeat s;
  const std::string text = s.Text(kSize);
  CHECK(Has(text, "Barrage · two-squares N=3 · rescue"));
  const std::string small = s.Text(kMinimumSize);
  INFO(small);
  CHECK(Has(small, "Barrage · 2sq N=3 · rescue"));
}

TEST_CASE("Rules screen: all eight options step through their values", "[ui][rules]") {
  auto rules = std::make_shared<RuleSet>();
  bool started = false;
  auto menu = MakeRulesMenu(rules, [&started] {
    started = true;
    return Transition::Stay();
  });
  const std::string text = Screen(*menu);
  INFO(text);
  for (const char* item : {"Start the game", "Army: Classic (40 pieces)", "Two-squares rule: N = 3",
                           "More-squares rule: off", "Draw after: off",
                           "Draw without attack after: off", "Attacker's advantage: off",
                           "Silent defense: off", "Rescue: off", "Standard rules", "Back"}) {
    CHECK(Has(text, item));
  }
  auto press = [&](Key key) { (void)menu->Handle(KeyOf(key), kSize); };
  press(Key::kEnter);  // Start the game, first
  CHECK(started);
  CHECK(*rules == RuleSet{});
  press(Key::kDown);
  press(Key::kRight);  // army
  CHECK(rules->army == ArmyKind::kBarrage);
  press(Key::kDown);
  press(Key::kRight);
  CHECK(rules->two_squares == 5);
  press(Key::kRight);
  CHECK(rules->two_squares == 0);
  press(Key::kDown);
  press(Key::kEnter);
  CHECK(rules->more_squares);
  press(Key::kDown);
  press(Key::kRight);
  CHECK(rules->max_moves == 100);
  press(Key::kLeft);
  press(Key::kLeft);
  CHECK(rules->max_moves == 2000);
  press(Key::kDown);
  press(Key::kEnter);
  CHECK(rules->max_quiet_moves == 25);
  for (bool RuleSet::*option :
       {&RuleSet::attacker_advantage, &RuleSet::silent_defense, &RuleSet::rescue}) {
    press(Key::kDown);
    press(Key::kEnter);
    CHECK((*rules).*option);
  }
  CHECK(Has(Screen(*menu), "Rescue: on"));
  press(Key::kDown);  // Standard rules
  press(Key::kEnter);
  CHECK(*rules == RuleSet{});
  // On the smallest terminal every item still shows.
  const std::string small = Screen(*menu, kMinimumSize);
  CHECK(Has(small, "Army: Classic (40 pieces)"));
  CHECK(Has(small, "Back"));
}

TEST_CASE("Rules screen: a move limit not among the choices steps to the nearest", "[ui][rules]") {
  const std::vector<int> choices = {0, 100, 200};
  CHECK(StepChoice(choices, 150, 1) == 200);
  CHECK(StepChoice(choices, 150, -1) == 100);
  CHECK(StepChoice(choices, 500, 1) == 0);
  CHECK(StepChoice(choices, 200, 1) == 0);
  CHECK(StepChoice(choices, 0, -1) == 200);
}

TEST_CASE("Help: the rescue keys and the options in force", "[ui][rules][help]") {
  RuleSet rules;
  auto joined = [](const std::vector<HelpEntry>& entries) {
    std::string text;
    for (const std::string& line : LayOutHelp(entries, 200, true))
      text += line + "\n";
    return text;
  };
  CHECK_FALSE(Has(joined(HelpEntries({}, rules)), "Rescuing a piece"));
  rules.rescue = true;
  rules.silent_defense = true;
  rules.army = ArmyKind::kBarrage;
  const std::string text = joined(HelpEntries({}, rules));
  CHECK(Has(text, "Rescuing a piece"));
  CHECK(Has(text, ":rescue 7 c3"));
  CHECK(Has(text, "Silent defense: only the attacker's rank is announced"));
  CHECK(Has(text, "Barrage army: 8 pieces a side"));
  CHECK_FALSE(Has(joined(HelpEntries({}, rules, GameMode::kWatching)), "Rescuing a piece"));
}

}  // namespace
}  // namespace stratego
