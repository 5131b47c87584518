// Screens as activities on a stack (a menu opens a game, a game opens the help…). Each one draws
// itself into a canvas and answers input events; the run loop (run_loop.h) does the rest.
#pragma once

#include <memory>

#include "ui/canvas.h"
#include "ui/input.h"
#include "ui/theme.h"

namespace stratego {

struct ScreenSize {
  int width = 80;
  int height = 24;
  friend bool operator==(const ScreenSize&, const ScreenSize&) = default;
};

class Activity;

// What the run loop does after an activity has handled an event.
struct Transition {
  enum class Kind { kStay, kPush, kPop, kReplace, kQuit };
  Kind kind = Kind::kStay;
  std::unique_ptr<Activity> next;  // for kPush and kReplace
  // Wipe the terminal completely before the next frame instead of sending only the changed
  // cells: the curtain between two players must leave nothing of either army behind.
  bool wipe = false;

  static Transition Stay() { return {}; }
  static Transition Wipe() { return {Kind::kStay, nullptr, true}; }
  static Transition Push(std::unique_ptr<Activity> next) {
    return {Kind::kPush, std::move(next), false};
  }
  static Transition Replace(std::unique_ptr<Activity> next) {
    return {Kind::kReplace, std::move(next), false};
  }
  static Transition Pop() { return {Kind::kPop, nullptr, false}; }
  static Transition Quit() { return {Kind::kQuit, nullptr, false}; }
};

class Activity {
 public:
  virtual ~Activity() = default;
  // Draws the whole screen; the canvas has the terminal's size (at least the minimum size).
  virtual void Render(Canvas& canvas, const Theme& theme) const = 0;
  virtual Transition Handle(const InputEvent& event, const ScreenSize& size) = 0;
  // A timer: how many milliseconds without input the activity waits before the run loop hands it
  // a Key::kNone event (a tick: the next move of a replay, a frame of a "thinking" indicator);
  // -1, the default, for never. Asked again after every event, so an activity that is done
  // waiting returns -1. Any input starts the wait afresh.
  virtual int WakeAfterMs() const { return -1; }
};

// The smallest terminal every screen works in.
inline constexpr ScreenSize kMinimumSize{72, 15};

}  // namespace stratego
