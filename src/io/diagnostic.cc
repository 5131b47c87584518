#include "io/diagnostic.h"

#include <cstdio>

namespace stratego {

std::string FormatDiagnostic(std::string_view file, const Diagnostic& diagnostic) {
  std::string text(file);
  if (diagnostic.line > 0) {
    text += ":" + std::to_string(diagnostic.line);
    if (diagnostic.column > 0) text += ":" + std::to_string(diagnostic.column);
  }
  return text + ": " + diagnostic.message;
}

int ColumnOf(std::string_view line, std::size_t offset) {
  int column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
  }
  return column;
}

namespace {

// The length of the valid UTF-8 sequence at text[i], or 0 if it is malformed.
std::size_t Utf8SequenceLength(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  std::size_t length = 0;
  unsigned int code = 0;
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    code = lead & 0x1Fu;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    code = lead & 0x0Fu;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    code = lead & 0x07u;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    const auto next = static_cast<unsigned char>(text[i + k]);
    if ((next & 0xC0) != 0x80) return 0;
    code = (code << 6) | (next & 0x3Fu);
  }
  const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
  const bool invalid = overlong || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF);
  const bool c1_control = code >= 0x80 && code <= 0x9F;  // terminals may act on these
  return (invalid || c1_control) ? 0 : length;
}

std::string ControlMessage(unsigned char byte) {
  char code[8];
  std::snprintf(code, sizeof code, "0x%02X", byte);
  return std::string("control character ") + code + " in the text (is this a text file?)";
}

}  // namespace

std::vector<TextFault> FindTextFaults(std::string_view text, std::size_t max_faults) {
  std::vector<TextFault> faults;
  int line = 1;
  int column = 1;
  std::size_t i = 0;
  while (i < text.size() && faults.size() < max_faults) {
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 1;
    if (byte == '\n') {
      ++line;
      column = 0;
    } else if (byte == '\r' && i + 1 < text.size() && text[i + 1] != '\n') {
      faults.push_back(
          {line, column, "a carriage return inside a line (it would hide text on a terminal)"});
    } else if ((byte < 0x20 && byte != '\t' && byte != '\r') || byte == 0x7F) {
      faults.push_back({line, column, ControlMessage(byte)});
    } else if (length = Utf8SequenceLength(text, i); length == 0) {
      faults.push_back({line, column, "the text is not valid UTF-8 here"});
      length = 1;
    }
    i += length;
    ++column;
  }
  return faults;
}

}  // namespace stratego
