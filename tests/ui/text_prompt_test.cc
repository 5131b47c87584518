// ui/text_prompt.h: a line typed, mended with Backspace, given on Enter; Esc goes back without it.
#include "ui/text_prompt.h"

#include <catch2/catch.hpp>

#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Has;

TEST_CASE("Text prompt: typed, mended, given on Enter, Esc gives nothing", "[ui][prompt]") {
  std::string given = "(none)";
  TextPromptActivity prompt("Invite one user", "User to invite: ", "Empty: anyone", "", 5,
                            [&given](const std::string& text) {
                              given = text;
                              return Transition::Pop();
                            });
  const ScreenSize size{80, 24};
  for (char32_t c : std::u32string(U"bobby!"))
    (void)prompt.Handle(InputEvent::Char(c), size);
  CHECK(prompt.text() == "bobby");  // at most 5 characters
  (void)prompt.Handle(InputEvent::Of(Key::kBackspace), size);
  (void)prompt.Handle(InputEvent::Char(U'é'), size);
  CHECK(prompt.text() == "bobbé");
  const std::string shown = testing::Screen(prompt, size);
  CHECK(Has(shown, "Invite one user"));
  CHECK(Has(shown, "User to invite: bobbé_"));
  CHECK(Has(shown, "Empty: anyone"));
  SECTION("Enter") {
    CHECK(prompt.Handle(InputEvent::Of(Key::kEnter), size).kind == Transition::Kind::kPop);
    CHECK(given == "bobbé");
  }
  SECTION("Esc") {
    CHECK(prompt.Handle(InputEvent::Of(Key::kEscape), size).kind == Transition::Kind::kPop);
    CHECK(given == "(none)");
  }
}

}  // namespace
}  // namespace stratego
