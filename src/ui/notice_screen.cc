#include "ui/notice_screen.h"

#include "ui/text_layout.h"

namespace stratego {

NoticeActivity::NoticeActivity(std::string title, std::vector<std::string> lines,
                               std::unique_ptr<Activity> next)
    : title_(std::move(title)), lines_(std::move(lines)), next_(std::move(next)) {}

void NoticeActivity::Render(Canvas& canvas, const Theme& theme) const {
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  const Rect text{2, 3, canvas.width() - 4, canvas.height() - 5};
  int y = text.y;
  y += PrintWrapped(canvas, {text.x, y, text.width, text.height}, title_, theme.Of(Role::kHeading));
  ++y;
  for (const std::string& line : lines_) {
    if (y >= text.y + text.height) break;
    y += PrintWrapped(canvas, {text.x, y, text.width, text.y + text.height - y}, line,
                      theme.Of(Role::kError));
  }
  PrintCentered(canvas, 0, canvas.height() - 1, canvas.width(), "Press any key to go on.",
                theme.Of(Role::kDim));
}

Transition NoticeActivity::Handle(const InputEvent& event, const ScreenSize&) {
  if (event.key == Key::kNone || event.key == Key::kResize || !next_) return Transition::Stay();
  return Transition::Replace(std::move(next_));
}

std::unique_ptr<Activity> WithNotice(std::string title, std::vector<std::string> lines,
                                     std::unique_ptr<Activity> first) {
  if (lines.empty()) return first;
  return std::make_unique<NoticeActivity>(std::move(title), std::move(lines), std::move(first));
}

}  // namespace stratego
