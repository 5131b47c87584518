// What the line-based text formats (setup files, game records) share: how a line is read, which
// lines are keys, and how many errors a file gets reported.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/diagnostic.h"

namespace stratego {

// Files from outside get at most this many errors reported, then one notice that there are more.
inline constexpr std::size_t kMaxFileErrors = 20;
// A line of these formats is short; a longer one is reported, not read.
inline constexpr std::size_t kMaxLineLength = 1000;

// Adds an error unless kMaxFileErrors are there already; the first one over the limit becomes
// the file-wide `notice` ("too many errors (stopped after 20)").
void AddCappedError(std::vector<Diagnostic>& errors, Diagnostic error, std::string_view notice);

// A line split for parsing: `raw` without its line end (a carriage return too), `content` its
// text without the blanks around it.
struct FormatLine {
  std::string_view raw;
  std::string_view content;
};
// The line to parse, or nullopt for a blank line or a comment (a line starting with '#').
std::optional<FormatLine> ReadFormatLine(std::string_view line);
// "the line is too long (1005 characters)" for a line over kMaxLineLength.
std::optional<std::string> LineLengthProblem(const FormatLine& line);

// A key line starts with a word of letters, digits, '-' and '_' and a colon ("red-player: Ann");
// a colon later on, as in a comment after a move, does not make one.
bool IsKeyLine(std::string_view content);

// The line up to a '#' comment.
std::string_view WithoutComment(std::string_view line);

}  // namespace stratego
