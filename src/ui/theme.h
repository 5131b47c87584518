// How the interface looks on a given terminal: colours or not, Unicode or plain ASCII.
// Every screen asks the theme for its characters and styles, so that each works in colour and in
// monochrome (NO_COLOR, TERM=vt100) and with or without a UTF-8 locale.
#pragma once

#include "core/types.h"
#include "ui/canvas.h"

namespace stratego {

struct Glyphs {
  char32_t horizontal, vertical;
  char32_t top_left, top_right, bottom_left, bottom_right;
  char32_t tee_down, tee_up, tee_right, tee_left, cross;
  char32_t water;        // inside a lake
  char32_t empty;        // an empty square where no grid lines mark it
  char32_t unknown;      // the back of an enemy piece nothing is known about
  char32_t moved;        // the back of an enemy piece that has moved (not a Bomb or the Flag)
  char32_t destination;  // an empty square the selected piece may move to
  char32_t last_from;    // the square the last move came from
  char32_t bullet;       // a separator in running text
};

enum class Role {
  kText,
  kDim,
  kTitle,
  kHeading,
  kKey,  // a key name in help texts
  kStatus,
  kError,
  kMenuItem,
  kMenuSelected,
  kGrid,
  kLake,
  kDestination,
  kLastMove,
  kCurtain,
};

class Theme {
 public:
  Theme(bool color, bool unicode);

  bool color() const { return color_; }
  bool unicode() const { return unicode_; }
  const Glyphs& glyphs() const { return glyphs_; }
  Style Of(Role role) const;
  // A piece of `owner` as seen by `viewer`: the viewer's own pieces and the enemy's look
  // different in every mode (in monochrome, enemy pieces are drawn in reverse video).
  Style PieceStyle(Player owner, Player viewer) const;
  Style PlayerText(Player player) const;  // "Red" and "Blue" in running text

 private:
  bool color_;
  bool unicode_;
  Glyphs glyphs_;
};

}  // namespace stratego
