#include "ui/input.h"

#include <ostream>

#include "ui/canvas.h"

namespace stratego {

std::string Describe(const InputEvent& event) {
  switch (event.key) {
    case Key::kNone:
      return "nothing";
    case Key::kCharacter:
      return "'" + EncodeUtf8(event.ch) + "'";
    case Key::kUp:
      return "Up";
    case Key::kDown:
      return "Down";
    case Key::kLeft:
      return "Left";
    case Key::kRight:
      return "Right";
    case Key::kEnter:
      return "Enter";
    case Key::kEscape:
      return "Escape";
    case Key::kBackspace:
      return "Backspace";
    case Key::kDelete:
      return "Delete";
    case Key::kTab:
      return "Tab";
    case Key::kBackTab:
      return "Shift-Tab";
    case Key::kHome:
      return "Home";
    case Key::kEnd:
      return "End";
    case Key::kPageUp:
      return "PageUp";
    case Key::kPageDown:
      return "PageDown";
    case Key::kF1:
      return "F1";
    case Key::kMouse:
      return "click " + std::to_string(event.x) + "," + std::to_string(event.y);
    case Key::kResize:
      return "resize";
  }
  return "?";
}

std::ostream& operator<<(std::ostream& out, const InputEvent& event) {
  return out << Describe(event);
}

}  // namespace stratego
