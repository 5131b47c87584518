#include "ui/text_layout.h"

#include <algorithm>
#include <cassert>

namespace stratego {

namespace {

void WrapParagraph(const std::u32string& paragraph, std::size_t width,
                   std::vector<std::string>& lines) {
  std::size_t start = 0;
  if (paragraph.empty()) lines.emplace_back();
  while (start < paragraph.size()) {
    std::size_t end = std::min(start + width, paragraph.size());
    if (end < paragraph.size()) {
      const std::size_t blank = paragraph.rfind(U' ', end);
      if (blank != std::u32string::npos && blank > start) end = blank;
    }
    std::string line;
    for (std::size_t i = start; i < end; ++i)
      line += EncodeUtf8(paragraph[i]);
    lines.push_back(line);
    start = end;
    while (start < paragraph.size() && paragraph[start] == U' ')
      ++start;
  }
}

}  // namespace

std::vector<std::string> SplitOn(std::string_view text, std::string_view separator) {
  assert(!separator.empty());
  std::vector<std::string> pieces;
  if (text.empty()) return pieces;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(separator, start), text.size());
    pieces.emplace_back(text.substr(start, end - start));
    start = end + separator.size();
  }
  return pieces;
}

std::string Seconds(int ms) {
  std::string text = std::to_string(ms / 1000);
  if (ms % 1000 != 0) {
    std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
    while (fraction.back() == '0')
      fraction.pop_back();
    text += "." + fraction;
  }
  return text + " s";
}

std::vector<std::string> WrapText(std::string_view text, int width) {
  std::vector<std::string> lines;
  if (width <= 0) return lines;
  const std::u32string all = DecodeUtf8(text);
  std::size_t start = 0;
  while (start <= all.size()) {
    const std::size_t end = std::min(all.find(U'\n', start), all.size());
    WrapParagraph(all.substr(start, end - start), static_cast<std::size_t>(width), lines);
    start = end + 1;
  }
  return lines;
}

std::vector<std::string> WrapPhrases(const std::vector<std::string>& phrases,
                                     std::string_view separator, int width,
                                     std::string_view continued) {
  std::vector<std::string> lines;
  if (width <= 0) return lines;
  const int mark = TextWidth(continued);
  std::string line;
  for (const std::string& phrase : phrases) {
    if (line.empty()) {
      line = phrase;
    } else if (TextWidth(line) + TextWidth(separator) + TextWidth(phrase) + mark <= width) {
      line += std::string(separator) + phrase;  // room for the mark of a later break too
    } else if (TextWidth(line) + TextWidth(separator) + TextWidth(phrase) <= width &&
               &phrase == &phrases.back()) {
      line += std::string(separator) + phrase;  // the last phrase needs no mark after it
    } else {
      lines.push_back(line + std::string(continued));
      line = phrase;
    }
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  // A phrase too wide for any line is broken at its blanks.
  std::vector<std::string> fitted;
  for (const std::string& text : lines) {
    if (TextWidth(text) <= width) {
      fitted.push_back(text);
    } else {
      for (std::string& part : WrapText(text, width))
        fitted.push_back(std::move(part));
    }
  }
  return fitted;
}

std::string FirstThatFits(const std::vector<std::string>& forms, int width) {
  for (const std::string& form : forms) {
    if (TextWidth(form) <= width) return form;
  }
  return forms.empty() ? std::string() : forms.back();
}

std::string PointToPanel(const std::string& message, int width) {
  const std::size_t colon = message.find(": ");
  std::vector<std::string> forms;
  if (colon != std::string::npos && colon > 0)
    forms.push_back(message.substr(0, colon) + ": see why on the right");
  forms.emplace_back("See the message on the right");
  return FirstThatFits(forms, width);
}

std::string JoinFitting(const std::vector<std::string>& phrases, std::string_view separator,
                        int width) {
  std::vector<bool> shown(phrases.size(), false);
  int used = 0;
  for (std::size_t i = 0; i < phrases.size(); ++i) {
    const int more = TextWidth(phrases[i]) + (used == 0 ? 0 : TextWidth(separator));
    if (used + more > width) continue;
    shown[i] = true;
    used += more;
  }
  std::string text;
  for (std::size_t i = 0; i < phrases.size(); ++i) {
    if (shown[i]) text += (text.empty() ? "" : std::string(separator)) + phrases[i];
  }
  return text;
}

void AppendPhrases(std::vector<StyledLine>& lines, const std::vector<std::string>& phrases,
                   std::string_view separator, Style style, int width, std::string_view continued) {
  for (std::string& line : WrapPhrases(phrases, separator, width, continued))
    lines.push_back({std::move(line), style});
}

void AppendWrapped(std::vector<StyledLine>& lines, std::string_view text, Style style, int width) {
  for (std::string& line : WrapText(text, width))
    lines.push_back({std::move(line), style});
}

void PrintCentered(Canvas& canvas, int x, int y, int width, std::string_view text, Style style) {
  const int used = std::min(TextWidth(text), width);
  canvas.Print(x + (width - used) / 2, y, text, style, width);
}

int PrintWrapped(Canvas& canvas, const Rect& rect, std::string_view text, Style style) {
  int row = 0;
  for (const std::string& line : WrapText(text, rect.width)) {
    if (row >= rect.height) break;
    canvas.Print(rect.x, rect.y + row++, line, style, rect.width);
  }
  return row;
}

void EraseLastCharacter(std::string& utf8) {
  while (!utf8.empty()) {
    const auto byte = static_cast<unsigned char>(utf8.back());
    utf8.pop_back();
    if ((byte & 0xC0) != 0x80) return;  // not a continuation byte: the character has gone
  }
}

std::string Ellipsize(std::string_view text, int width, bool unicode) {
  const std::u32string all = DecodeUtf8(text);
  if (static_cast<int>(all.size()) <= width) return std::string(text);
  const std::u32string mark = unicode ? U"…" : U"...";
  const int keep = std::max(0, width - static_cast<int>(mark.size()));
  std::string result;
  for (int i = 0; i < keep; ++i)
    result += EncodeUtf8(all[static_cast<std::size_t>(i)]);
  for (char32_t ch : mark)
    result += EncodeUtf8(ch);
  return result;
}

}  // namespace stratego
