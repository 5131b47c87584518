#include "ui/theme.h"

namespace stratego {

namespace {

constexpr Glyphs kUnicodeGlyphs = {
    U'─', U'│', U'┌', U'┐', U'└', U'┘', U'┬', U'┴', U'├',
    U'┤', U'┼', U'≈', U'·', U'■', U'●', U'+', U'∘', U'·',
};

constexpr Glyphs kAsciiGlyphs = {
    U'-', U'|', U'+', U'+', U'+', U'+', U'+', U'+', U'+',
    U'+', U'+', U'~', U'.', U'#', U'o', U'+', U':', U'-',
};

Style Colored(Color fg, Color bg = Color::kDefault, bool bold = false) {
  Style style;
  style.fg = fg;
  style.bg = bg;
  style.bold = bold;
  return style;
}

Style Attributes(bool bold, bool underline, bool reverse) {
  Style style;
  style.bold = bold;
  style.underline = underline;
  style.reverse = reverse;
  return style;
}

Style ColorRole(Role role) {
  switch (role) {
    case Role::kText:
      return {};
    case Role::kDim:
      return Colored(Color::kCyan);
    case Role::kTitle:
      return Colored(Color::kYellow, Color::kDefault, true);
    case Role::kHeading:
      return Colored(Color::kDefault, Color::kDefault, true);
    case Role::kKey:
      return Colored(Color::kYellow, Color::kDefault, true);
    case Role::kStatus:
      return Colored(Color::kDefault, Color::kDefault, true);
    case Role::kError:
      return Colored(Color::kRed, Color::kDefault, true);
    case Role::kMenuItem:
      return {};
    case Role::kMenuSelected:
      return Colored(Color::kBlack, Color::kYellow, true);
    case Role::kGrid:
      return Colored(Color::kWhite);
    case Role::kLake:
      return Colored(Color::kBlue, Color::kCyan);
    case Role::kDestination:
      return Colored(Color::kGreen, Color::kDefault, true);
    case Role::kLastMove:
      return Colored(Color::kMagenta, Color::kDefault, true);
    case Role::kCurtain:
      return Colored(Color::kDefault, Color::kDefault, true);
  }
  return {};
}

Style MonochromeRole(Role role) {
  switch (role) {
    case Role::kTitle:
    case Role::kHeading:
    case Role::kKey:
    case Role::kStatus:
    case Role::kError:
    case Role::kDestination:
    case Role::kCurtain:
      return Attributes(true, false, false);
    case Role::kMenuSelected:
      return Attributes(true, false, true);
    default:
      return {};
  }
}

}  // namespace

Theme::Theme(bool color, bool unicode)
    : color_(color), unicode_(unicode), glyphs_(unicode ? kUnicodeGlyphs : kAsciiGlyphs) {}

Style Theme::Of(Role role) const {
  return color_ ? ColorRole(role) : MonochromeRole(role);
}

Style Theme::PieceStyle(Player owner, Player viewer) const {
  if (!color_) return Attributes(owner == viewer, false, owner != viewer);
  return Colored(Color::kWhite, owner == Player::kRed ? Color::kRed : Color::kBlue, true);
}

Style Theme::PlayerText(Player player) const {
  if (!color_) return Attributes(true, false, false);
  return Colored(player == Player::kRed ? Color::kRed : Color::kBlue, Color::kDefault, true);
}

}  // namespace stratego
