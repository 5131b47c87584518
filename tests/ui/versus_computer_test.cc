// Games with the computer at the terminal: a person against an agent, and two agents watched.
// A scripted agent stands in for the computer: it thinks until the test hands it a move, so what
// the screen does while the computer thinks is tested without timing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <sstream>
#include <thread>

#include "ai/agent.h"
#include "ai/computer_player.h"
#include "core/text.h"
#include "ui/game_session.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::CommonQuietMove;
using testing::Has;
using testing::KeyOf;
using testing::kSize;
using testing::MemoryKeeper;
using testing::QuietMove;
using testing::Screen;
using testing::TickUntilMoved;
using Phase = GameSession::Phase;

// An agent the test drives: it plays the setup it is given, and for each move waits until the
// test answers for it (Answer), or until it is interrupted. It keeps the views it was shown.
class ScriptedAgent : public Agent {
 public:
  explicit ScriptedAgent(Expected<Setup> setup) : setup_(std::move(setup)) {}

  std::string Name() const override { return "scripted"; }
  Expected<Setup> ChooseSetup(const RuleSet&, Player side, std::string_view opponent) override {
    asked_setup = {side, std::string(opponent)};
    return setup_;
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    std::unique_lock lock(mutex_);
    views_.push_back(view);
    changed_.wait(lock, [this] { return !answers_.empty() || interrupted_; });
    if (answers_.empty()) return Error{"interrupted"};
    Expected<Move> answer = answers_.front();
    answers_.pop_front();
    return answer;
  }
  void Interrupt() override {
    const std::lock_guard lock(mutex_);
    interrupted_ = true;
    changed_.notify_all();
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView&) override {
    return std::optional<RescueChoice>();
  }
  void GameOver(const PlayerView& view) override { last_view = view; }

  void Answer(Expected<Move> answer) {
    const std::lock_guard lock(mutex_);
    answers_.push_back(std::move(answer));
    changed_.notify_all();
  }
  bool interrupted() const {
    const std::lock_guard lock(mutex_);
    return interrupted_;
  }
  std::vector<PlayerView> views() const {
    const std::lock_guard lock(mutex_);
    return views_;
  }

  std::optional<std::pair<Player, std::string>> asked_setup;
  std::optional<PlayerView> last_view;

 private:
  Expected<Setup> setup_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Expected<Move>> answers_;
  std::vector<PlayerView> views_;
  bool interrupted_ = false;
};

// Ticks the session's timer until the agent to move has moved (for at most about five seconds).
// A person plays Red against a scripted agent as Blue (or the other way round).
struct Versus {
  explicit Versus(Player person = Player::kRed, Setup red = testing::SeededSetup(1),
                  Setup blue = testing::SeededSetup(2), bool person_sets_up = false)
      : agent(std::make_shared<ScriptedAgent>(person == Player::kRed ? blue : red)),
        keeper(std::make_shared<MemoryKeeper>()),
        session(Options(person, red, blue, person_sets_up), &store, 3, keeper) {}

  SessionOptions Options(Player person, const Setup& red, const Setup& blue, bool person_sets_up) {
    SessionOptions options;
    options.seats[static_cast<std::size_t>(Index(Opponent(person)))].agent = agent;
    if (!person_sets_up)
      options.setups[static_cast<std::size_t>(Index(person))] = person == Player::kRed ? red : blue;
    return options;
  }
  Transition Key(const InputEvent& event) { return session.Handle(event, kSize); }
  void Type(const std::string& command) {
    Key(Ch(U':'));
    for (char c : command)
      Key(Ch(static_cast<char32_t>(c)));
    Key(KeyOf(Key::kEnter));
  }
  // The agent answers `move` (or fails) and the session plays it.
  void Reply(Expected<Move> move) {
    agent->Answer(std::move(move));
    TickUntilMoved(session);
  }
  std::string Text() const { return Screen(session, kSize); }
  const GameState& game() const { return *session.game_for_testing(); }
  std::string Message() const { return session.play_screen().message(); }

  testing::MemorySetupStore store;
  std::shared_ptr<ScriptedAgent> agent;
  std::shared_ptr<MemoryKeeper> keeper;
  GameSession session;
};

// A legal quiet move of the side to move.
TEST_CASE("Versus computer: no curtain, the person sets up while the computer chose its own",
          "[ui][versus]") {
  Versus v(Player::kRed, testing::SeededSetup(1), testing::SeededSetup(2), true);
  CHECK(v.session.mode() == GameMode::kVersusComputer);
  REQUIRE(v.session.phase() == Phase::kSetup);
  CHECK(Has(v.Text(), "Red: set up your army"));
  REQUIRE(v.agent->asked_setup.has_value());
  CHECK(v.agent->asked_setup->first == Player::kBlue);
  CHECK(v.agent->asked_setup->second == "human");
  v.Key(Ch(U'r'));
  const Transition done = v.Key(Ch(U'd'));
  CHECK_FALSE(done.wipe);  // nothing to hide from anyone: no curtain
  REQUIRE(v.session.phase() == Phase::kTurn);
  CHECK(Has(v.Text(), "STRATEGO  Red · your turn · move 1"));
  CHECK(Has(v.Text(), "You play Red. Red moves first."));
  CHECK(v.session.record_for_testing()->setups[1] == testing::SeededSetup(2));  // the agent's
}

TEST_CASE("Versus computer: a move, the computer thinks, its answer, the person's turn again",
          "[ui][versus]") {
  Versus v;
  REQUIRE(v.session.phase() == Phase::kTurn);
  const Move move = QuietMove(v.game());
  v.Type(FormatMove(move));
  REQUIRE(v.session.phase() == Phase::kComputer);
  CHECK(v.session.WakeAfterMs() == kAgentTickMs);
  std::string text = v.Text();
  INFO(text);
  CHECK(Has(text, "You moved " + FormatMove(move) + "."));
  CHECK(Has(text, "Blue (scripted) is thinking ◐"));
  CHECK(Has(text, "STRATEGO  Red · Blue to move · move 2"));
  v.Key(KeyOf(Key::kNone));
  CHECK(Has(v.Text(), "Blue (scripted) is thinking ◓"));  // the spinner turns with the timer
  const Move reply = QuietMove(v.game());
  v.Reply(reply);
  REQUIRE(v.session.phase() == Phase::kTurn);
  CHECK(v.session.WakeAfterMs() == -1);
  CHECK(v.game().ply() == 2);
  CHECK(v.Message() == "Blue moved " + FormatMove(reply) + ".");
  CHECK_FALSE(Has(v.Text(), "thinking"));
  // The agent saw Blue's view, with Red's move in it, and nothing else.
  const auto views = v.agent->views();
  REQUIRE(views.size() == 1);
  CHECK(views[0].viewer == Player::kBlue);
  CHECK(views[0].history.size() == 1);
}

TEST_CASE("Versus computer: the computer's answer waits a moment, so the person sees their move",
          "[ui][versus]") {
  Versus v;
  v.Type(FormatMove(QuietMove(v.game())));
  v.agent->Answer(QuietMove(v.game()));
  while (v.agent->views().empty())  // the agent has the view, and the answer ready
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  for (int tick = 1; tick < kReplyMinimumMs / kAgentTickMs; ++tick) {
    v.Key(KeyOf(Key::kNone));
    CHECK(v.session.phase() == Phase::kComputer);
  }
  v.Key(KeyOf(Key::kNone));
  CHECK(v.session.phase() == Phase::kTurn);
}

TEST_CASE("Versus computer: while it thinks, help, the log and quitting work, moves wait",
          "[ui][versus]") {
  Versus v;
  v.Type(FormatMove(QuietMove(v.game())));
  REQUIRE(v.session.phase() == Phase::kComputer);
  SECTION("? opens the help, which tells the keys of a game against the computer") {
    Transition help = v.Key(Ch(U'?'));
    REQUIRE(help.kind == Transition::Kind::kPush);
    const std::string text = Screen(*help.next, {80, 40});
    CHECK(Has(text, "no take-backs against the computer"));
    CHECK_FALSE(Has(text, "hand the keyboard over"));
  }
  SECTION("PgUp and PgDn page the log; the cursor moves") {
    CHECK(v.Key(KeyOf(Key::kPageUp)).kind == Transition::Kind::kStay);
    CHECK(v.Key(KeyOf(Key::kPageDown)).kind == Transition::Kind::kStay);
    const Square before = v.session.play_screen().cursor();
    v.Key(KeyOf(Key::kUp));
    CHECK(v.session.play_screen().cursor() != before);
    CHECK(Has(v.Text(), "is thinking"));
  }
  SECTION("board keys and typed moves say to wait") {
    v.Key(KeyOf(Key::kEnter));
    CHECK(v.Message() == "Not your turn: wait for Blue's move.");
    v.Key(KeyOf(Key::kEscape));
    v.Type("a4-a5");
    CHECK(v.Message() == "Not your turn: wait for Blue's move.");
    v.Key(Ch(U'u'));
    CHECK(v.Message() == "No take-backs against the computer: it has seen your move.");
    v.Type("draw");
    CHECK(Has(v.Message(), "The computer does not answer draw offers"));
    CHECK(v.game().ply() == 1);
  }
  SECTION("q asks first; the answer waits while it asks; y leaves") {
    v.Key(Ch(U'q'));
    CHECK(Has(v.Text(), "Quit? The game is kept: resume it from the menu. (y/n)"));
    v.agent->Answer(QuietMove(v.game()));
    for (int i = 0; i < 50; ++i) {
      v.Key(KeyOf(Key::kNone));
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    CHECK(v.game().ply() == 1);  // not while the person answers the question
    v.Key(Ch(U'n'));
    TickUntilMoved(v.session);
    CHECK(v.game().ply() == 2);
  }
  SECTION("quitting while it thinks interrupts the computer") {
    v.Key(Ch(U'q'));
    CHECK(v.Key(Ch(U'y')).kind == Transition::Kind::kPop);
  }
  SECTION(":save and :resign work while it thinks") {
    v.Type("save Lunch");
    CHECK(v.Message() == "Saved a copy as Lunch.game.");
    v.Type("resign");
    v.Key(Ch(U'y'));
    CHECK(v.session.phase() == Phase::kEnd);
    CHECK(v.game().result() == GameResult{EndReason::kResignation, Player::kBlue});
    CHECK(v.agent->interrupted());
  }
}

TEST_CASE("Versus computer: destroying the session while the computer thinks interrupts it",
          "[ui][versus]") {
  std::shared_ptr<ScriptedAgent> agent;
  {
    Versus v;
    agent = v.agent;
    v.Type(FormatMove(QuietMove(v.game())));
    REQUIRE(v.session.phase() == Phase::kComputer);
    while (agent->views().empty())
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  CHECK(agent->interrupted());
}

TEST_CASE("Versus computer: an agent that fails has resigned, and the end says why",
          "[ui][versus]") {
  Versus v;
  v.Type(FormatMove(QuietMove(v.game())));
  SECTION("an error") {
    v.Reply(Error{"lost its way"});
    REQUIRE(v.session.phase() == Phase::kEnd);
    CHECK(v.game().result() == GameResult{EndReason::kResignation, Player::kRed});
    CHECK(v.Message() ==
          "Blue (scripted) stopped playing: lost its way. Blue resigned: Red wins after 1 move.");
  }
  SECTION("an illegal move") {
    v.Reply(Move{*ParseSquare("a7"), *ParseSquare("a3")});
    REQUIRE(v.session.phase() == Phase::kEnd);
    CHECK(v.game().result() == GameResult{EndReason::kResignation, Player::kRed});
    CHECK(Has(v.Message(), "Blue (scripted) stopped playing: it chose a7-a3, which is illegal: "));
  }
  CHECK(v.keeper->kept.back().result == GameResult{EndReason::kResignation, Player::kRed});
  REQUIRE(v.agent->last_view.has_value());  // the agent heard of the end
  CHECK(v.agent->last_view->result.over());
  CHECK(Has(v.Text(), "game over: Red wins"));
}

TEST_CASE("Versus computer: an agent that cannot set up leaves nothing to play", "[ui][versus]") {
  Versus v(Player::kRed);  // sanity: the ordinary case starts
  CHECK(v.session.phase() == Phase::kTurn);
  auto agent = std::make_shared<ScriptedAgent>(Error{"exited"});
  SessionOptions options;
  options.seats[1].agent = agent;
  testing::MemorySetupStore store;
  GameSession session(options, &store, 1);
  CHECK(session.phase() == Phase::kFailed);
  CHECK(Has(Screen(session, kSize), "Blue (scripted) cannot play: exited"));
  CHECK(session.Handle(Ch(U'x'), kSize).kind == Transition::Kind::kStay);
  CHECK(session.Handle(Ch(U'q'), kSize).kind == Transition::Kind::kPop);
}

TEST_CASE("Versus computer: the computer may play Red and move first", "[ui][versus]") {
  Versus v(Player::kBlue);
  REQUIRE(v.session.phase() == Phase::kComputer);
  CHECK(Has(v.Text(), "STRATEGO  Blue · Red to move · move 1"));
  CHECK(Has(v.Text(), "Red (scripted) is thinking"));
  const Move opening = QuietMove(v.game());
  v.Reply(opening);
  REQUIRE(v.session.phase() == Phase::kTurn);
  CHECK(v.session.current() == Player::kBlue);
  CHECK(v.Message() == "Red moved " + FormatMove(opening) + ".");
  CHECK(v.session.play_screen().view().viewer == Player::kBlue);
}

TEST_CASE("Versus computer: the person's screen never depends on the computer's hidden ranks",
          "[ui][versus][view]") {
  // Two games with the same Red army and Blue armies that differ only behind Blue's front row.
  Rng rng(31);
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  const Setup shuffled = testing::ShuffledBehindFrontRow(blue, rng);
  Versus first(Player::kRed, red, blue);
  Versus second(Player::kRed, red, shuffled);
  int compared = 0;
  for (int turn = 0; turn < 20; ++turn) {
    REQUIRE(first.session.phase() == Phase::kTurn);
    CHECK(first.Text() == second.Text());
    const auto move = CommonQuietMove(first.game(), second.game());
    REQUIRE(move.has_value());
    first.Type(FormatMove(*move));
    second.Type(FormatMove(*move));
    CHECK(first.Text() == second.Text());  // the computer thinks
    const auto reply = CommonQuietMove(first.game(), second.game());
    REQUIRE(reply.has_value());
    first.Reply(*reply);
    second.Reply(*reply);
    compared += 2;
  }
  CHECK(first.Text() == second.Text());
  CHECK(compared == 40);
  for (const PlayerView& view : first.agent->views())
    CHECK(view.viewer == Player::kBlue);
}

TEST_CASE("Versus computer: the game is kept with the sides' names and resumed with them",
          "[ui][versus]") {
  Versus v;
  for (int turn = 0; turn < 3; ++turn) {
    v.Type(FormatMove(QuietMove(v.game())));
    v.Reply(QuietMove(v.game()));
  }
  v.Type(FormatMove(QuietMove(v.game())));  // Blue to move when the game is left
  const GameRecord saved = v.keeper->kept.back();
  CHECK(saved.names == std::array<std::string, kNumPlayers>{"human", "scripted"});
  CHECK(saved.MoveCount() == 7);
  auto agent = std::make_shared<ScriptedAgent>(Error{"not asked"});
  SessionOptions options;
  options.seats[1].agent = agent;
  auto keeper = std::make_shared<MemoryKeeper>();
  testing::MemorySetupStore store;
  GameSession resumed(options, &store, 4, keeper, RecordedGame::Resume(saved).value());
  CHECK_FALSE(agent->asked_setup.has_value());   // it plays the recorded setup
  REQUIRE(resumed.phase() == Phase::kComputer);  // no curtain: the computer goes on thinking
  CHECK(Has(Screen(resumed, kSize), "Blue (scripted) is thinking"));
  agent->Answer(QuietMove(*resumed.game_for_testing()));
  TickUntilMoved(resumed);
  CHECK(resumed.phase() == Phase::kTurn);
  REQUIRE(agent->views().size() == 1);
  CHECK(agent->views()[0].history.size() == 7);  // the agent works from the view's history
  CHECK(keeper->kept.back().MoveCount() == 8);
}

// Two random agents on the smallest army, with a move limit, so that a game is short.
SessionOptions WatchedGame(std::uint64_t seed) {
  SessionOptions options;
  options.rules.army = ArmyKind::kBarrage;
  options.rules.max_moves = 150;
  options.seats[0].agent = MakeRandomAgent(seed);
  options.seats[1].agent = MakeRandomAgent(seed + 1);
  return options;
}

TEST_CASE("Watching: two computers play to the end, both armies in view", "[ui][versus]") {
  testing::MemorySetupStore store;
  auto keeper = std::make_shared<MemoryKeeper>();
  GameSession session(WatchedGame(7), &store, 1, keeper);
  CHECK(session.mode() == GameMode::kWatching);
  REQUIRE(session.phase() == Phase::kComputer);
  std::string text = Screen(session, kSize);
  INFO(text);
  CHECK(Has(text, "STRATEGO  watching · Red to move · move 1"));
  CHECK(Has(text, "Red (random) to move ◐"));
  CHECK_FALSE(Has(text, "■"));  // both armies are in view
  CHECK_FALSE(Has(text, "Your losses"));
  for (int move = 0; move < 500 && session.phase() == Phase::kComputer; ++move)
    TickUntilMoved(session);
  REQUIRE(session.phase() == Phase::kEnd);
  CHECK(session.game_for_testing()->over());
  CHECK(keeper->kept.back().names == std::array<std::string, kNumPlayers>{"random", "random"});
  CHECK(keeper->kept.back().result == session.game_for_testing()->result());
  CHECK(Has(Screen(session, kSize), "STRATEGO  watching · game over"));
  SECTION("n starts another game between the same computers") {
    session.Handle(Ch(U'n'), kSize);
    CHECK(session.phase() == Phase::kComputer);
    CHECK(session.game_for_testing()->ply() == 0);
  }
}

TEST_CASE("Watching: moves come at the pace chosen, Space pauses, v turns the board",
          "[ui][versus]") {
  testing::MemorySetupStore store;
  GameSession session(WatchedGame(9), &store, 1);
  auto tick_ready = [&] {  // a tick once the agent has surely answered
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    session.Handle(KeyOf(Key::kNone), kSize);
  };
  auto ticks_for_a_move = [&] {
    const int ply = session.game_for_testing()->ply();
    int ticks = 0;
    while (session.game_for_testing()->ply() == ply && ticks < 1000) {
      tick_ready();
      ++ticks;
    }
    return ticks;
  };
  CHECK(session.pace_ms() == 1000);
  CHECK(ticks_for_a_move() == 1000 / kAgentTickMs);
  session.Handle(Ch(U'+'), kSize);
  CHECK(session.pace_ms() == 500);
  CHECK(Has(Screen(session, kSize), "Space: pause · +/-: 0.5 s a move · q: leave"));
  CHECK(ticks_for_a_move() == 500 / kAgentTickMs);
  session.Handle(Ch(U'+'), kSize);
  CHECK(session.pace_ms() == 500);  // the fastest
  session.Handle(Ch(U'-'), kSize);
  session.Handle(Ch(U'-'), kSize);
  CHECK(session.pace_ms() == 2000);
  session.Handle(Ch(U' '), kSize);
  CHECK(session.paused());
  CHECK(Has(Screen(session, kSize), "paused"));
  CHECK(Has(Screen(session, kSize), "Space: resume · +/-: 2 s a move"));  // what Space does now
  CHECK_FALSE(Has(Screen(session, kSize), "Space: pause"));
  const int ply = session.game_for_testing()->ply();
  for (int i = 0; i < 50; ++i)
    tick_ready();
  CHECK(session.game_for_testing()->ply() == ply);
  session.Handle(Ch(U' '), kSize);
  CHECK_FALSE(session.paused());
  CHECK(Has(Screen(session, kSize), "Space: pause · +/-: 2 s a move"));
  CHECK(session.play_screen().view().viewer == Player::kRed);
  session.Handle(Ch(U'v'), kSize);
  CHECK(session.play_screen().view().viewer == Player::kBlue);
  CHECK(Has(Screen(session, kSize), "STRATEGO  watching"));
  session.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(session.play_screen().message() == "You are watching: Space pauses, q leaves.");
  Transition help = session.Handle(Ch(U'?'), kSize);
  REQUIRE(help.kind == Transition::Kind::kPush);
  CHECK(Has(Screen(*help.next, {80, 40}), "Watching the computer play itself"));
  session.Handle(Ch(U'q'), kSize);
  CHECK(session.Handle(Ch(U'y'), kSize).kind == Transition::Kind::kPop);
}

}  // namespace
}  // namespace stratego
