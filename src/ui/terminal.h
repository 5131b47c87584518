// The terminal as the user interface sees it: a size, input events and a place to show a canvas.
// The ncurses implementation lives in src/term; tests use a scripted one.
#pragma once

#include "ui/activity.h"
#include "ui/canvas.h"
#include "ui/input.h"
#include "ui/theme.h"

namespace stratego {

class Terminal {
 public:
  virtual ~Terminal() = default;
  virtual ScreenSize Size() const = 0;
  virtual const Theme& theme() const = 0;
  // The next input event, or Key::kNone after `timeout_ms` milliseconds (never, if negative).
  virtual InputEvent Read(int timeout_ms) = 0;
  // Shows the canvas, sending the terminal only the cells that changed since the last one.
  virtual void Present(const Canvas& canvas) = 0;
  // Clears the terminal completely; the next Present draws everything afresh.
  virtual void Wipe() = 0;
  // Whether a signal (Ctrl-C, SIGTERM, SIGHUP) asks the program to stop.
  virtual bool StopRequested() const { return false; }
};

}  // namespace stratego
