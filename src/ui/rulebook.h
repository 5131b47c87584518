// The rulebook screen: the whole of docs/RULES.md, built into the program (cmake/EmbedText.cmake),
// laid out for the terminal and read page by page. Also the paging that it shares with the help.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/activity.h"

namespace stratego {

// docs/RULES.md as it was when the program was built (defined in a generated source).
std::string_view RulebookMarkdown();

// A line of a text read page by page: a heading, or plain text.
struct PagedLine {
  std::string text;
  bool heading = false;
  friend bool operator==(const PagedLine&, const PagedLine&) = default;
};

// The Markdown of the rulebook as lines of at most `width` cells: headings without their #,
// paragraphs and list items wrapped (list items with a hanging indent), tables as aligned
// columns when they fit and otherwise as one item a row ("Marshal: rank (modern) 10, …"),
// without the Markdown marks (`code`, **bold**, <!-- comments -->). Without `unicode`, the
// characters an ASCII terminal cannot show are spelt out ("->" for "→", "..." for "…").
std::vector<PagedLine> LayOutRulebook(std::string_view markdown, int width, bool unicode);

// Paging through `count` lines shown `rows` at a time from line `top`: the new top after Up/Down
// (arrows, k/j), PageUp/PageDown (a page less a line, so that one line stays in sight), Home and
// End; none if `event` is not one of these keys. The top stays within [0, count - rows], and
// keys page from the top as drawn (clamped to that range) after the screen has grown.
std::optional<int> PagedTop(const InputEvent& event, int top, int rows, int count);
// Whether `event` leaves a paged screen (help, the rulebook): q, Esc, ? or Enter.
bool LeavesPagedScreen(const InputEvent& event);

class RulebookActivity : public Activity {
 public:
  void Render(Canvas& canvas, const Theme& theme) const override;
  // Paging keys page; q, Esc, ? and Enter go back.
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int top() const { return top_; }

 private:
  int top_ = 0;
  // Whether the last frame was drawn in Unicode: ASCII spells some characters out in more cells,
  // which can make more lines, and the keys page through the lines as they are drawn.
  mutable bool unicode_ = true;
};

}  // namespace stratego
