// The event loop of every interactive screen: draw the top activity, wait for input, handle it.
#pragma once

#include <memory>

#include "ui/activity.h"
#include "ui/terminal.h"

namespace stratego {

// Runs until the last activity is popped, one asks to quit or a signal asks to stop. A terminal
// below kMinimumSize shows a message instead of the activity, and the activity carries on as
// soon as the terminal is large enough again. The top activity gets a Key::kNone tick once it has
// waited Activity::WakeAfterMs() without input (not while the terminal is too small).
void RunActivities(Terminal& terminal, std::unique_ptr<Activity> first);

// Draws the message shown when the terminal is too small.
void RenderTooSmall(Canvas& canvas, const Theme& theme);

}  // namespace stratego
