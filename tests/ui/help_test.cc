// The help screen: wrapped to any width, and true to the rules in play.
#include <catch2/catch.hpp>

#include "ui/game_session.h"
#include "ui/help_screen.h"
#include "ui/rulebook.h"
#include "ui/setup_editor.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Has;

std::string Joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines)
    text += line + "\n";
  return text;
}

TEST_CASE("Help: every line fits the width, keys in a column", "[ui][help]") {
  for (int width : {50, 70, 78, 120}) {
    INFO("width " << width);
    for (const std::string& line : LayOutHelp(HelpEntries({}, {}), width, true)) {
      CHECK(TextWidth(line) <= width);
    }
  }
  const auto lines = LayOutHelp(HelpEntries({}, {}), 78, true);
  CHECK(
      std::find(lines.begin(), lines.end(),
                "u                   take your move back before handing over (not an attack: it") !=
      lines.end());
}

TEST_CASE("Help: it tells the rules in play and the numbering in use", "[ui][help]") {
  RuleSet five;
  five.two_squares = 5;
  CHECK(
      Joined(LayOutHelp(HelpEntries({}, five), 200, true)).find("more than five times in a row") !=
      std::string::npos);
  RuleSet off;
  off.two_squares = 0;
  CHECK(Joined(LayOutHelp(HelpEntries({}, off), 200, true)).find("The two-squares rule is off") !=
        std::string::npos);
  const std::string classic =
      Joined(LayOutHelp(HelpEntries({Numbering::kClassic, false}, {}), 200, true));
  CHECK(classic.find("1 Marshal (the strongest) down to 9 Scout") != std::string::npos);
  const std::string ascii = Joined(LayOutHelp(HelpEntries({}, {}), 200, false));
  CHECK(ascii.find("#") != std::string::npos);
  CHECK(ascii.find("■") == std::string::npos);
  CHECK(ascii.find("0 9 8 ... 2 S B F") != std::string::npos);  // keys spelt out too
  CHECK(ascii.find("…") == std::string::npos);
}

TEST_CASE("Help: scrolling stops at the ends, q, Esc, ? and Enter go back", "[ui][help]") {
  HelpActivity help(DisplayOptions{}, RuleSet{});
  const ScreenSize size{80, 24};
  help.Handle(InputEvent::Of(Key::kUp), size);
  CHECK(help.top() == 0);
  help.Handle(InputEvent::Of(Key::kEnd), size);
  const int last = help.top();
  CHECK(last > 0);
  help.Handle(InputEvent::Of(Key::kPageDown), size);
  CHECK(help.top() == last);
  for (const InputEvent& event : {InputEvent::Char(U'q'), InputEvent::Of(Key::kEscape),
                                  InputEvent::Char(U'?'), InputEvent::Of(Key::kEnter)}) {
    CHECK(help.Handle(event, size).kind == Transition::Kind::kPop);
  }
}

TEST_CASE("Help: against the computer no hand-over and no take-backs, watching, its own keys",
          "[ui][help]") {
  const std::string hot_seat = Joined(LayOutHelp(HelpEntries({}, {}), 200, true));
  const std::string versus =
      Joined(LayOutHelp(HelpEntries({}, {}, GameMode::kVersusComputer), 200, true));
  const std::string watching =
      Joined(LayOutHelp(HelpEntries({}, {}, GameMode::kWatching), 200, true));
  CHECK(hot_seat.find("hand the keyboard over") != std::string::npos);
  CHECK(versus.find("hand the keyboard over") == std::string::npos);
  CHECK(versus.find("no take-backs against the computer") != std::string::npos);
  CHECK(versus.find("offer a draw") == std::string::npos);
  CHECK(versus.find("Setting up") != std::string::npos);
  for (const std::string& text : {hot_seat, versus, watching})
    CHECK(text.find("page the move log") != std::string::npos);
  CHECK(watching.find("pause, and go on") != std::string::npos);
  CHECK(watching.find("e4-e5") == std::string::npos);
  CHECK(watching.find("Setting up") == std::string::npos);
}

TEST_CASE("Help: against a person at another terminal, draws but no take-backs or copies",
          "[ui][help]") {
  const std::string remote = Joined(LayOutHelp(HelpEntries({}, {}, GameMode::kRemote), 200, true));
  CHECK(remote.find("no take-backs: the server has your move") != std::string::npos);
  CHECK(remote.find("offer a draw") != std::string::npos);
  CHECK(remote.find("give up the game") != std::string::npos);
  CHECK(remote.find("take your move back") == std::string::npos);
  CHECK(remote.find("save a copy") == std::string::npos);
  CHECK(remote.find("computer") == std::string::npos);
  CHECK(remote.find("stratego join GAME takes it up again") != std::string::npos);
  CHECK(remote.find("hand the keyboard over") == std::string::npos);
}

// The first heading on the help screen that `opened` pushed.
std::string FirstHeading(Transition opened) {
  REQUIRE(opened.kind == Transition::Kind::kPush);
  const std::string text = testing::Screen(*opened.next, kMinimumSize);
  return text.substr(text.find('\n') + 2,
                     text.find('\n', text.find('\n') + 1) - text.find('\n') - 2);
}

TEST_CASE("Help: ? in the setup editor opens on the setup keys, the keys of play after them",
          "[ui][help]") {
  SECTION("the setup library of the main menu") {
    testing::MemorySetupStore store;
    SetupEditorActivity editor(ArmyKind::kClassic, DisplayOptions{}, &store, 1);
    CHECK(FirstHeading(editor.Handle(testing::Ch(U'?'), kMinimumSize)) == "Setting up");
  }
  SECTION("setting up for a game") {
    testing::MemorySetupStore store;
    GameSession session(SessionOptions{}, &store, 3);
    session.Handle(testing::KeyOf(Key::kEnter), kMinimumSize);  // past Red's curtain
    REQUIRE(session.phase() == GameSession::Phase::kSetup);
    CHECK(FirstHeading(session.Handle(testing::Ch(U'?'), kMinimumSize)) == "Setting up");
  }
  const std::string setup =
      Joined(LayOutHelp(HelpEntries({}, {}, GameMode::kHotSeat, HelpTopic::kSetup), 200, true));
  CHECK(setup.find("Setting up") < setup.find("Playing"));
  CHECK(setup.find("hand the keyboard over") != std::string::npos);
  const std::string playing = Joined(LayOutHelp(HelpEntries({}, {}), 200, true));
  CHECK(playing.find("Playing") < playing.find("Setting up"));
}

TEST_CASE("Help: r opens the whole rulebook, and every help says so", "[ui][help]") {
  HelpActivity help(DisplayOptions{}, RuleSet{});
  CHECK(Has(testing::Screen(help, kMinimumSize), "r: the whole rulebook"));
  const std::string text = Joined(LayOutHelp(HelpEntries({}, {}), 200, true));
  CHECK(Has(text, "the whole rulebook, to read page by page"));
  Transition opened = help.Handle(testing::Ch(U'r'), kMinimumSize);
  REQUIRE(opened.kind == Transition::Kind::kPush);
  CHECK(dynamic_cast<RulebookActivity*>(opened.next.get()) != nullptr);
}

TEST_CASE("Help: the main menu's help offers the keys and the whole rulebook", "[ui][help]") {
  auto menu = MakeHelpMenu(DisplayOptions{}, RuleSet{});
  const std::string text = testing::Screen(*menu, kMinimumSize);
  CHECK(Has(text, "Keys and commands"));
  CHECK(Has(text, "The rules of the game"));
  Transition keys = menu->Handle(testing::KeyOf(Key::kEnter), kMinimumSize);
  REQUIRE(keys.kind == Transition::Kind::kPush);
  CHECK(dynamic_cast<HelpActivity*>(keys.next.get()) != nullptr);
  menu->Handle(testing::KeyOf(Key::kDown), kMinimumSize);
  Transition rules = menu->Handle(testing::KeyOf(Key::kEnter), kMinimumSize);
  REQUIRE(rules.kind == Transition::Kind::kPush);
  CHECK(Has(testing::Screen(*rules.next, kMinimumSize), "STRATEGO  The rules"));
}

TEST_CASE("Help: paged in ASCII down to its last line, where \"…\" takes more room", "[ui][help]") {
  const auto entries = HelpEntries({}, {});
  // A width where the ASCII help takes more lines: a key such as "0 9 8 … 2 S B F" no longer
  // fits its column. (Narrower than the smallest terminal, as a part of a screen may be.)
  ScreenSize size{30, kMinimumSize.height};
  while (size.width < 160 && LayOutHelp(entries, size.width - 2, false).size() <=
                                 LayOutHelp(entries, size.width - 2, true).size()) {
    ++size.width;
  }
  REQUIRE(size.width < 160);
  HelpActivity help(entries);
  (void)testing::Screen(help, size, false, false);
  help.Handle(testing::KeyOf(Key::kEnd), size);
  const std::string text = testing::Screen(help, size, false, false);
  INFO(text);
  const std::string last_line = LayOutHelp(entries, size.width - 2, false).back();
  CHECK(Has(last_line, "by page"));
  CHECK(Has(text, last_line + "\n"));
  CHECK(Has(text, "Up, PgUp: back up"));
}

}  // namespace
}  // namespace stratego
