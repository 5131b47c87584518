#include "ui/canvas.h"

#include <algorithm>

namespace stratego {

Canvas::Canvas(int width, int height, bool ascii)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      ascii_(ascii),
      cells_(static_cast<std::size_t>(width_ * height_)) {}

char32_t AsciiFallback(char32_t ch) {
  if (ch < 0x80) return ch;
  switch (ch) {
    case U'·':
    case U'—':
    case U'–':
    case U'─':
    case U'━':
      return U'-';
    case U'│':
      return U'|';
    case U'┃':
    case U'■':
    case U'╋':
      return U'#';
    case U'┌':
    case U'┐':
    case U'└':
    case U'┘':
    case U'┬':
    case U'┴':
    case U'├':
    case U'┤':
    case U'┼':
      return U'+';
    case U'≈':
      return U'~';
    case U'●':
      return U'o';
    case U'∘':
      return U':';
    case U'×':
      return U'x';
    case U'…':
      return U'.';
    case U'→':
      return U'>';
    case U'←':
      return U'<';
    default:
      return U'?';
  }
}

bool IsSingleCellPrintable(char32_t ch) {
  if (ch < 0x20 || (ch >= 0x7F && ch < 0xA0)) return false;  // C0 and C1 controls, DEL
  if (ch >= 0x0300 && ch < 0x0370) return false;  // combining marks: no width of their own
  if (ch >= 0x0483 && ch < 0x048A) return false;  // Cyrillic combining marks
  if (ch < 0x0530) return ch != 0xAD;  // Latin, Greek, Cyrillic; the soft hyphen may be invisible
  if (ch >= 0x1E00 && ch < 0x2000) return true;  // Latin extended additional, Greek
  if (ch >= 0x2010 && ch < 0x2028) return true;  // dashes, quotes, bullets
  if (ch >= 0x2030 && ch < 0x205F) return true;  // per mille … punctuation
  if (ch >= 0x2190 && ch < 0x2300) return true;  // arrows, mathematical operators
  return ch >= 0x2500 && ch < 0x2600;            // box drawing, blocks, shapes
}

void Canvas::Set(int x, int y, char32_t ch, Style style) {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
  if (!IsSingleCellPrintable(ch)) ch = U'?';
  if (ascii_) ch = AsciiFallback(ch);
  cells_[static_cast<std::size_t>(y * width_ + x)] = Cell{ch, style};
}

int Canvas::Print(int x, int y, std::string_view utf8, Style style, int max_width) {
  int used = 0;
  for (char32_t ch : DecodeUtf8(utf8)) {
    if (used >= max_width) break;
    Set(x + used, y, ch, style);
    ++used;
  }
  return used;
}

void Canvas::Fill(const Rect& rect, char32_t ch, Style style) {
  for (int y = rect.y; y < rect.y + rect.height; ++y) {
    for (int x = rect.x; x < rect.x + rect.width; ++x)
      Set(x, y, ch, style);
  }
}

std::string Canvas::RowText(int y) const {
  std::string row;
  for (int x = 0; x < width_; ++x)
    row += EncodeUtf8(at(x, y).ch);
  row.erase(row.find_last_not_of(' ') + 1);
  return row;
}

std::string Canvas::Text() const {
  std::string text;
  for (int y = 0; y < height_; ++y)
    text += RowText(y) + "\n";
  return text;
}

std::u32string DecodeUtf8(std::string_view text) {
  std::u32string result;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = lead < 0x80    ? 1
                         : lead >= 0xF0 ? 4
                         : lead >= 0xE0 ? 3
                         : lead >= 0xC0 ? 2
                                        : 0;
    char32_t ch = length == 1   ? lead
                  : length == 2 ? (lead & 0x1Fu)
                  : length == 3 ? (lead & 0x0Fu)
                                : (lead & 0x07u);
    bool valid = length > 0 && i + length <= text.size();
    for (std::size_t k = 1; valid && k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      valid = (next & 0xC0) == 0x80;
      ch = (ch << 6) | (next & 0x3Fu);
    }
    result += valid ? ch : U'\uFFFD';
    i += valid ? length : 1;
  }
  return result;
}

std::string EncodeUtf8(char32_t ch) {
  std::string out;
  if (ch < 0x80) {
    out += static_cast<char>(ch);
  } else if (ch < 0x800) {
    out += static_cast<char>(0xC0 | (ch >> 6));
    out += static_cast<char>(0x80 | (ch & 0x3F));
  } else if (ch < 0x10000) {
    out += static_cast<char>(0xE0 | (ch >> 12));
    out += static_cast<char>(0x80 | ((ch >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (ch & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (ch >> 18));
    out += static_cast<char>(0x80 | ((ch >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((ch >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (ch & 0x3F));
  }
  return out;
}

int TextWidth(std::string_view utf8) {
  return static_cast<int>(DecodeUtf8(utf8).size());
}

}  // namespace stratego
