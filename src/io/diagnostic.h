// Errors in files from outside, with the place they were found (STYLE.md convention 4).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace stratego {

struct Diagnostic {
  int line = 0;    // 1-based; 0 when the error concerns the file as a whole
  int column = 0;  // 1-based, counted in characters; 0 when it concerns the whole line
  std::string message;

  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// "file:6:14: message", "file:6: message" or "file: message".
std::string FormatDiagnostic(std::string_view file, const Diagnostic& diagnostic);

// The 1-based character column of byte `offset` in a UTF-8 line.
int ColumnOf(std::string_view line, std::size_t offset);

// The places (at most `max_faults`) where `text` is not printable UTF-8 text: a NUL or other
// control character (a tab and line endings are fine, a carriage return only before a line feed
// or at the end), or a malformed UTF-8 sequence. Text from outside is checked with this before it
// can reach a terminal.
struct TextFault {
  int line;
  int column;
  std::string message;
};
std::vector<TextFault> FindTextFaults(std::string_view text, std::size_t max_faults);

}  // namespace stratego
