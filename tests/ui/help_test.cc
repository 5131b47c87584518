// The help screen: wrapped to any width, and true to the rules in play.
#include <catch2/catch.hpp>

#include "ui/help_screen.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

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
}

TEST_CASE("Help: scrolling stops at the ends; q, Esc, ? and Enter go back", "[ui][help]") {
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

TEST_CASE("Help: against the computer no hand-over and no take-backs; watching, its own keys",
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

}  // namespace
}  // namespace stratego
