// The rulebook screen: docs/RULES.md built in, laid out for any width and for ASCII terminals, and
// read page by page down to its last line.
#include "ui/rulebook.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::Has;
using testing::KeyOf;

std::vector<std::string> Texts(const std::vector<PagedLine>& lines) {
  std::vector<std::string> texts;
  for (const PagedLine& line : lines)
    texts.push_back(line.text);
  return texts;
}

bool Contains(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

TEST_CASE("Rulebook: the text built into the program is docs/RULES.md as it is now",
          "[ui][rulebook]") {
  std::ifstream file(STRATEGO_RULES_MD, std::ios::binary);
  REQUIRE(file);
  std::ostringstream text;
  text << file.rdbuf();
  CHECK(RulebookMarkdown() == text.str());
}

TEST_CASE("Rulebook: every line fits, without Markdown marks, every section there",
          "[ui][rulebook]") {
  const bool unicode = GENERATE(true, false);
  const int width = GENERATE(30, 70, 78, 120);
  INFO("width " << width << (unicode ? ", Unicode" : ", ASCII"));
  const std::vector<PagedLine> lines = LayOutRulebook(RulebookMarkdown(), width, unicode);
  std::vector<std::string> headings;
  for (const PagedLine& line : lines) {
    INFO(line.text);
    CHECK(TextWidth(line.text) <= width);
    for (const char* mark : {"`", "**", "<!--", "-->"})
      CHECK_FALSE(Has(line.text, mark));
    CHECK(line.text.rfind('#', 0) == std::string::npos);
    CHECK(line.text.rfind('|', 0) == std::string::npos);
    if (!unicode)
      CHECK(std::all_of(line.text.begin(), line.text.end(),
                        [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
    if (line.heading) headings.push_back(line.text);
  }
  CHECK(Has(lines.back().text, "this."));
  if (width < 60) return;  // the headings are wrapped too
  CHECK(headings.front() == "Stratego rules: the project's reference");
  for (const char* section :
       {"1. Board and coordinates", "4.3 Two-squares rule (anti-repetition)",
        "7. Tournament options (combinable, all off by default)", "8. Hidden information"}) {
    CHECK(Contains(headings, section));
  }
}

TEST_CASE("Rulebook: ASCII spells out arrows, dashes and degrees", "[ui][rulebook]") {
  const auto ascii = Texts(LayOutRulebook("a4→a5 — 180° 2 × 2 a–j …", 80, false));
  CHECK(ascii == std::vector<std::string>{"a4->a5 -- 180 degrees 2 x 2 a-j ..."});
  const auto unicode = Texts(LayOutRulebook("a4→a5 — 180°", 80, true));
  CHECK(unicode == std::vector<std::string>{"a4→a5 — 180°"});
}

TEST_CASE("Rulebook: paragraphs join and wrap, list items hang, headings stand alone",
          "[ui][rulebook]") {
  const std::string markdown =
      "<!-- a comment\n   over two lines -->\n"
      "# Title\n\n"
      "One `two`\nthree **four**.\n\n"
      "## Part\n"
      "Intro:\n"
      "- alpha beta gamma delta\n"
      "  epsilon\n"
      "- zeta\n"
      "After the list.\n";
  const std::vector<PagedLine> lines = LayOutRulebook(markdown, 16, true);
  const std::vector<PagedLine> expected = {
      {"Title", true},
      {"One two three", false},
      {"four.", false},
      {"", false},
      {"Part", true},
      {"Intro:", false},
      {"• alpha beta", false},
      {"  gamma delta", false},
      {"  epsilon", false},
      {"• zeta", false},
      {"After the list.", false},
  };
  CHECK(lines == expected);
  CHECK(Texts(LayOutRulebook("- a\n", 16, false)) == std::vector<std::string>{"- a"});
}

TEST_CASE("Rulebook: a table as columns when it fits, else a line a row", "[ui][rulebook]") {
  const std::string table =
      "| piece | rank | special |\n"
      "|-------|------|---------|\n"
      "| Marshal | 10 | loses to an attacking Spy |\n"
      "| Scout | 2 | |\n";
  const std::vector<PagedLine> wide = LayOutRulebook(table, 40, true);
  const std::vector<PagedLine> columns = {
      {"piece    rank  special", true},
      {"Marshal  10    loses to an attacking Spy", false},
      {"Scout    2", false},
  };
  CHECK(wide == columns);
  CHECK(Texts(LayOutRulebook(table, 30, true)) ==
        std::vector<std::string>{"• Marshal — rank: 10, special:", "  loses to an attacking Spy",
                                 "• Scout — rank: 2"});
  CHECK(Texts(LayOutRulebook(table, 31, false)).front() == "- Marshal -- rank: 10, special:");
  // The armies of RULES.md §2, at the smallest terminal.
  const auto rules = Texts(LayOutRulebook(RulebookMarkdown(), kMinimumSize.width - 2, true));
  CHECK(Contains(rules, "• General — rank (modern): 9, rank (classic): 2, count: 1, moves: 1"));
}

TEST_CASE("Rulebook screen: paged at 72×15 and in ASCII, from the first line to the last",
          "[ui][rulebook]") {
  const bool unicode = GENERATE(true, false);
  INFO((unicode ? "Unicode" : "ASCII"));
  RulebookActivity rulebook;
  ScreenSize size = kMinimumSize;
  if (!unicode) {  // a width where ASCII, spelling characters out, takes more lines than Unicode
    auto count = [](int width, bool in_unicode) {
      return LayOutRulebook(RulebookMarkdown(), width - 2, in_unicode).size();
    };
    while (size.width < 160 && count(size.width, false) <= count(size.width, true))
      ++size.width;
    REQUIRE(size.width < 160);
  }
  auto screen = [&] { return testing::Screen(rulebook, size, false, unicode); };
  std::string text = screen();
  CHECK(Has(text, "STRATEGO  The rules"));
  CHECK(Has(text, "Stratego rules: the project's reference"));
  CHECK(Has(text, "PgUp/PgDn"));
  rulebook.Handle(KeyOf(Key::kPageDown), size);
  CHECK(rulebook.top() == size.height - 3);  // a page less the line that stays in sight
  rulebook.Handle(KeyOf(Key::kDown), size);
  rulebook.Handle(Ch(U'j'), size);
  CHECK(rulebook.top() == size.height - 1);
  rulebook.Handle(KeyOf(Key::kUp), size);
  CHECK(rulebook.top() == size.height - 2);
  rulebook.Handle(KeyOf(Key::kEnd), size);
  text = screen();
  INFO(text);
  const std::string last_line =
      LayOutRulebook(RulebookMarkdown(), size.width - 2, unicode).back().text;
  CHECK(Has(last_line, "this."));
  CHECK(Has(text, last_line + "\n"));  // the last line of the rules
  CHECK(Has(text, "100%"));
  const int last = rulebook.top();
  rulebook.Handle(KeyOf(Key::kPageDown), size);
  rulebook.Handle(KeyOf(Key::kDown), size);
  CHECK(rulebook.top() == last);
  rulebook.Handle(KeyOf(Key::kHome), size);
  CHECK(rulebook.top() == 0);
  rulebook.Handle(KeyOf(Key::kPageUp), size);
  CHECK(rulebook.top() == 0);
  for (const InputEvent& event : {Ch(U'q'), KeyOf(Key::kEscape), Ch(U'?'), KeyOf(Key::kEnter)}) {
    CHECK(rulebook.Handle(event, size).kind == Transition::Kind::kPop);
  }
}

TEST_CASE("Rulebook screen: after the terminal grows, the last page is still in reach",
          "[ui][rulebook]") {
  RulebookActivity rulebook;
  (void)testing::Screen(rulebook, kMinimumSize);
  rulebook.Handle(KeyOf(Key::kEnd), kMinimumSize);
  const ScreenSize big{120, 60};
  const std::string text = testing::Screen(rulebook, big);
  CHECK(Has(text, "than this."));
  rulebook.Handle(KeyOf(Key::kUp), big);  // one line up from the last page as drawn
  const int count =
      static_cast<int>(LayOutRulebook(RulebookMarkdown(), big.width - 2, true).size());
  CHECK(rulebook.top() == count - (big.height - 2) - 1);
}

}  // namespace
}  // namespace stratego
