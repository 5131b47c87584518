// The run loop: frames, wipes, a terminal too small, resizes, timers, and the end.
#include "ui/run_loop.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "ai/computer_player.h"
#include "ui/game_session.h"
#include "ui/help_screen.h"
#include "ui/menu.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::KeyOf;

TEST_CASE("Run loop: draws, handles events, and ends when the last screen goes", "[ui][loop]") {
  testing::ScriptedTerminal terminal({80, 24}, true, true);
  terminal.Queue(Ch(U'?'));  // any key closes the help
  RunActivities(terminal, std::make_unique<HelpActivity>(DisplayOptions{}, RuleSet{}));
  CHECK(terminal.frames().size() == 1);
  CHECK(terminal.frames()[0].find(" Playing") != std::string::npos);
}

TEST_CASE("Run loop: a terminal too small shows why, and the game carries on when enlarged",
          "[ui][loop]") {
  testing::ScriptedTerminal terminal({50, 10}, false, false);
  SessionOptions options;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  testing::MemorySetupStore store;
  terminal.Queue(KeyOf(Key::kEnter));  // ignored while too small
  terminal.Resize({80, 24});
  terminal.Queue(KeyOf(Key::kEnter));  // lifts the curtain
  RunActivities(terminal, std::make_unique<GameSession>(options, &store, 1));
  const auto& frames = terminal.frames();
  REQUIRE(frames.size() == 4);
  CHECK(frames[0].find("The terminal is too small (50x10).") != std::string::npos);
  CHECK(frames[0].find("at least 72x15.") != std::string::npos);
  CHECK(frames[1] == frames[0]);
  CHECK(frames[2].find("Red to move - pass the keyboard and press Enter") != std::string::npos);
  CHECK(frames[3].find("You play Red. Red moves first.") != std::string::npos);
}

TEST_CASE("Run loop: the curtain wipes the terminal before it is drawn", "[ui][loop]") {
  testing::ScriptedTerminal terminal({80, 24}, true, true);
  SessionOptions options;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  testing::MemorySetupStore store;
  terminal.Queue(KeyOf(Key::kEnter));
  terminal.QueueText(":resign");
  terminal.Queue(KeyOf(Key::kEnter));
  terminal.Queue(Ch(U'y'));
  terminal.Queue(Ch(U'n'));  // a new game: behind a curtain again
  RunActivities(terminal, std::make_unique<GameSession>(options, &store, 1));
  REQUIRE_FALSE(terminal.wipes().empty());
  const std::size_t wiped_at = terminal.wipes().back();
  REQUIRE(wiped_at < terminal.frames().size());
  CHECK(terminal.frames()[wiped_at].find("Red to move") != std::string::npos);
}

// A scripted terminal whose timeouts take a moment, as a real one's do: time for a computer
// player's thread to answer.
class SlowTicks : public testing::ScriptedTerminal {
 public:
  using ScriptedTerminal::ScriptedTerminal;
  InputEvent Read(int timeout_ms) override {
    const InputEvent event = ScriptedTerminal::Read(timeout_ms);
    if (event.key == Key::kNone) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return event;
  }
};

TEST_CASE("Run loop: against the computer, the timer brings its move, the help holds it back",
          "[ui][loop]") {
  SlowTicks terminal({80, 24}, true, true);
  SessionOptions options;
  options.setups[0] = testing::SeededSetup(1);
  options.seats[1].agent = MakeRandomAgent(2);
  const Move first = GameState::Create({}, testing::SeededSetup(1), testing::SeededSetup(2))
                         .value()
                         .LegalMoves()[0];
  terminal.QueueText(":" + FormatMove(first));
  terminal.Queue(KeyOf(Key::kEnter));
  terminal.Queue(Ch(U'?'));
  for (int i = 0; i < 50; ++i)  // no ticks reach the game while the help is open
    terminal.Queue(KeyOf(Key::kNone));
  terminal.Queue(Ch(U'q'));
  // A frame before each event: the one after the help closes follows ':', the move, Enter, '?',
  // the ticks the help ignored and 'q'.
  const std::size_t after_help = FormatMove(first).size() + 54;
  for (int i = 0; i < 300; ++i)
    terminal.Queue(KeyOf(Key::kNone));
  terminal.Queue(Ch(U'q'));
  terminal.Queue(Ch(U'y'));
  testing::MemorySetupStore store;
  RunActivities(terminal, std::make_unique<GameSession>(options, &store, 1));
  const auto& frames = terminal.frames();
  REQUIRE(frames.size() > after_help);
  CHECK(frames[after_help - 1].find("STRATEGO  Help") != std::string::npos);
  CHECK(frames[after_help].find("Blue (random) is thinking") != std::string::npos);
  CHECK(frames[after_help].find("Blue to move · move 2") != std::string::npos);
  CHECK(frames.back().find("Red · your turn · move 3") != std::string::npos);
  CHECK(frames.back().find("Quit? The game is kept") != std::string::npos);
}

TEST_CASE("Run loop: Quit ends everything, Esc in a menu goes back", "[ui][loop]") {
  testing::ScriptedTerminal terminal({80, 24}, true, true);
  bool opened = false;
  std::vector<MenuItem> items;
  items.push_back({"Open",
                   [&opened] {
                     opened = true;
                     return Transition::Push(std::make_unique<MenuActivity>(
                         "Inner", std::vector<MenuItem>{{"Stay", nullptr, nullptr, nullptr, ""}}));
                   },
                   nullptr, nullptr, ""});
  items.push_back({"Quit", [] { return Transition::Quit(); }, nullptr, nullptr, ""});
  terminal.Queue(KeyOf(Key::kEnter));   // open the inner menu
  terminal.Queue(KeyOf(Key::kEscape));  // back
  terminal.Queue(Ch(U'j'));
  terminal.Queue(KeyOf(Key::kEnter));  // quit
  terminal.Queue(Ch(U'x'));            // never read
  RunActivities(terminal,
                std::make_unique<MenuActivity>("Main", std::move(items), Transition::Kind::kQuit));
  CHECK(opened);
  CHECK(terminal.frames().size() == 4);
  CHECK(terminal.frames()[1].find("Inner") != std::string::npos);
}

// A terminal that also notes how long the loop asked each Read to wait.
class TimedTerminal : public testing::ScriptedTerminal {
 public:
  using ScriptedTerminal::ScriptedTerminal;
  InputEvent Read(int timeout_ms) override {
    timeouts_.push_back(timeout_ms);
    return ScriptedTerminal::Read(timeout_ms);
  }
  const std::vector<int>& timeouts() const { return timeouts_; }

 private:
  std::vector<int> timeouts_;
};

// Asks for a tick every `wake_ms` until it has had `wanted` of them; 'q' leaves.
class Ticker : public Activity {
 public:
  Ticker(int wake_ms, int wanted) : wake_ms_(wake_ms), wanted_(wanted) {}
  void Render(Canvas& canvas, const Theme& theme) const override {
    canvas.Print(0, 0, "ticks " + std::to_string(ticks_), theme.Of(Role::kText));
  }
  Transition Handle(const InputEvent& event, const ScreenSize&) override {
    if (event.key == Key::kNone) ++ticks_;
    if (event.Is(U'q')) return Transition::Pop();
    return Transition::Stay();
  }
  int WakeAfterMs() const override { return ticks_ < wanted_ ? wake_ms_ : -1; }

 private:
  int wake_ms_;
  int wanted_;
  int ticks_ = 0;
};

// Runs a Ticker through the loop (which owns it) and returns the tick count its last frame shows.
int RunTicker(TimedTerminal& terminal, int wake_ms, int wanted) {
  RunActivities(terminal, std::make_unique<Ticker>(wake_ms, wanted));
  const std::string& last = terminal.frames().back();
  return std::stoi(last.substr(last.find("ticks ") + 6));
}

void QueueTimeouts(testing::ScriptedTerminal& terminal, int count) {
  for (int i = 0; i < count; ++i)
    terminal.Queue(KeyOf(Key::kNone));
}

TEST_CASE("Run loop: an activity with a timer gets a tick after that long without input",
          "[ui][loop]") {
  TimedTerminal terminal({80, 24}, true, true);
  QueueTimeouts(terminal, 6);
  terminal.Queue(Ch(U'x'));  // a frame after the last tick shows the count
  terminal.Queue(Ch(U'q'));
  CHECK(RunTicker(terminal, 600, 5) == 2);
  // Polls of at most 250 ms that add up to exactly 600 before each tick.
  CHECK(terminal.timeouts() == std::vector<int>{250, 250, 100, 250, 250, 100, 250, 250});
}

TEST_CASE("Run loop: input starts the wait for a tick afresh", "[ui][loop]") {
  TimedTerminal terminal({80, 24}, true, true);
  QueueTimeouts(terminal, 2);
  terminal.Queue(Ch(U'x'));
  QueueTimeouts(terminal, 2);
  terminal.Queue(Ch(U'q'));
  CHECK(RunTicker(terminal, 600, 5) == 0);
  CHECK(terminal.timeouts() == std::vector<int>{250, 250, 100, 250, 250, 100});
}

TEST_CASE("Run loop: a zero wait ticks at once, and no timer means no ticks", "[ui][loop]") {
  TimedTerminal terminal({80, 24}, true, true);
  QueueTimeouts(terminal, 5);  // three ticks, then the timer is off: two timeouts go unseen
  terminal.Queue(Ch(U'q'));
  CHECK(RunTicker(terminal, 0, 3) == 3);
  CHECK(terminal.timeouts() == std::vector<int>{0, 0, 0, 250, 250, 250});
}

TEST_CASE("Run loop: no ticks while the terminal is too small", "[ui][loop]") {
  TimedTerminal terminal({50, 10}, true, true);
  QueueTimeouts(terminal, 3);
  terminal.Resize({80, 24});
  QueueTimeouts(terminal, 1);
  terminal.Queue(Ch(U'q'));
  CHECK(RunTicker(terminal, 100, 5) == 1);
  CHECK(terminal.timeouts() == std::vector<int>{250, 250, 250, 250, 100, 100});
}

}  // namespace
}  // namespace stratego
