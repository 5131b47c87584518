// The run loop: frames, wipes, a terminal too small, resizes, and the end.
#include "ui/run_loop.h"

#include <catch2/catch.hpp>

#include "ui/help_screen.h"
#include "ui/hot_seat.h"
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
  HotSeatOptions options;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  testing::MemorySetupStore store;
  terminal.Queue(KeyOf(Key::kEnter));  // ignored while too small
  terminal.Resize({80, 24});
  terminal.Queue(KeyOf(Key::kEnter));  // lifts the curtain
  RunActivities(terminal, std::make_unique<HotSeatSession>(options, &store, 1));
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
  HotSeatOptions options;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  testing::MemorySetupStore store;
  terminal.Queue(KeyOf(Key::kEnter));
  terminal.QueueText(":resign");
  terminal.Queue(KeyOf(Key::kEnter));
  terminal.Queue(Ch(U'y'));
  terminal.Queue(Ch(U'n'));  // a new game: behind a curtain again
  RunActivities(terminal, std::make_unique<HotSeatSession>(options, &store, 1));
  REQUIRE_FALSE(terminal.wipes().empty());
  const std::size_t wiped_at = terminal.wipes().back();
  REQUIRE(wiped_at < terminal.frames().size());
  CHECK(terminal.frames()[wiped_at].find("Red to move") != std::string::npos);
}

TEST_CASE("Run loop: Quit ends everything; Esc in a menu goes back", "[ui][loop]") {
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

}  // namespace
}  // namespace stratego
