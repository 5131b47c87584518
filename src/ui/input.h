// Input events from the terminal, as plain values: keys, mouse clicks, resizes.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace stratego {

enum class Key : std::uint8_t {
  kNone,       // nothing happened before the timeout
  kCharacter,  // a printable character, in InputEvent::ch
  kUp,
  kDown,
  kLeft,
  kRight,
  kEnter,
  kEscape,
  kBackspace,
  kDelete,
  kTab,
  kBackTab,
  kHome,
  kEnd,
  kPageUp,
  kPageDown,
  kF1,
  kMouse,  // a click at (x, y)
  kResize,
};

struct InputEvent {
  Key key = Key::kNone;
  char32_t ch = 0;
  int x = 0;
  int y = 0;

  static InputEvent Char(char32_t c) { return {Key::kCharacter, c, 0, 0}; }
  static InputEvent Of(Key k) { return {k, 0, 0, 0}; }
  static InputEvent Click(int x, int y) { return {Key::kMouse, 0, x, y}; }

  bool Is(char32_t c) const { return key == Key::kCharacter && ch == c; }
  friend bool operator==(const InputEvent&, const InputEvent&) = default;
};

std::string Describe(const InputEvent& event);  // for test messages: "'a'", "Enter", "click 3,4"
std::ostream& operator<<(std::ostream& out, const InputEvent& event);

}  // namespace stratego
