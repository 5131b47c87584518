#include "ui/run_loop.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ui/text_layout.h"

namespace stratego {

namespace {

bool TooSmall(const ScreenSize& size) {
  return size.width < kMinimumSize.width || size.height < kMinimumSize.height;
}

// How long to wait for input before looking at signals again.
constexpr int kPollMilliseconds = 250;

void Apply(Transition transition, std::vector<std::unique_ptr<Activity>>& stack) {
  switch (transition.kind) {
    case Transition::Kind::kStay:
      break;
    case Transition::Kind::kPush:
      stack.push_back(std::move(transition.next));
      break;
    case Transition::Kind::kReplace:
      stack.back() = std::move(transition.next);
      break;
    case Transition::Kind::kPop:
      stack.pop_back();
      break;
    case Transition::Kind::kQuit:
      stack.clear();
      break;
  }
}

}  // namespace

void RenderTooSmall(Canvas& canvas, const Theme& theme) {
  const std::string size = std::to_string(canvas.width()) + "×" + std::to_string(canvas.height());
  const std::string need =
      std::to_string(kMinimumSize.width) + "×" + std::to_string(kMinimumSize.height);
  const std::vector<std::string> lines =
      WrapText("The terminal is too small (" + size + "). Stratego needs at least " + need +
                   ". Please enlarge the window; the game carries on where it was. Ctrl-C quits.",
               canvas.width());
  int y = std::max(0, (canvas.height() - static_cast<int>(lines.size())) / 2);
  for (const std::string& line : lines)
    canvas.Print(0, y++, line, theme.Of(Role::kStatus));
}

// Timers without a clock: the loop adds up the timeouts that elapsed with no input, and hands the
// top activity a Key::kNone tick once they reach its WakeAfterMs(). The time a Read spent before
// an event arrived is not counted; any event starts the wait afresh, so a tick comes after
// WakeAfterMs() milliseconds without input (to within the terminal's timer).
void RunActivities(Terminal& terminal, std::unique_ptr<Activity> first) {
  std::vector<std::unique_ptr<Activity>> stack;
  stack.push_back(std::move(first));
  int idle_ms = 0;  // waited without input since the last event or tick
  while (!stack.empty() && !terminal.StopRequested()) {
    const ScreenSize size = terminal.Size();
    Canvas canvas(size.width, size.height, !terminal.theme().unicode());
    if (TooSmall(size)) {
      RenderTooSmall(canvas, terminal.theme());
    } else {
      stack.back()->Render(canvas, terminal.theme());
    }
    terminal.Present(canvas);
    const int wake = TooSmall(size) ? -1 : stack.back()->WakeAfterMs();
    const int timeout =
        wake < 0 ? kPollMilliseconds : std::clamp(wake - idle_ms, 0, kPollMilliseconds);
    const InputEvent event = terminal.Read(timeout);
    if (terminal.StopRequested()) break;
    if (event.key == Key::kNone) {
      if (wake < 0) continue;
      idle_ms += timeout;
      if (idle_ms < wake) continue;
    }
    idle_ms = 0;
    if (event.key == Key::kResize || TooSmall(terminal.Size())) continue;
    Transition transition = stack.back()->Handle(event, terminal.Size());
    if (transition.wipe) terminal.Wipe();
    Apply(std::move(transition), stack);
  }
}

}  // namespace stratego
