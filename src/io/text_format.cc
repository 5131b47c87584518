#include "io/text_format.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace stratego {

void AddCappedError(std::vector<Diagnostic>& errors, Diagnostic error, std::string_view notice) {
  if (errors.size() < kMaxFileErrors) {
    errors.push_back(std::move(error));
  } else if (errors.size() == kMaxFileErrors) {
    errors.push_back({0, 0, std::string(notice)});
  }
}

std::optional<FormatLine> ReadFormatLine(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const std::string_view content = Trim(line);
  if (content.empty() || content.front() == '#') return std::nullopt;
  return FormatLine{line, content};
}

std::optional<std::string> LineLengthProblem(const FormatLine& line) {
  if (line.raw.size() <= kMaxLineLength) return std::nullopt;
  return "the line is too long (" + std::to_string(line.raw.size()) + " characters)";
}

bool IsKeyLine(std::string_view content) {
  const std::size_t colon = content.find(':');
  if (colon == std::string_view::npos) return false;
  const std::string_view key = Trim(content.substr(0, colon));
  if (key.empty() || !std::isalpha(static_cast<unsigned char>(key.front()))) return false;
  return std::all_of(key.begin(), key.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
}

std::string_view WithoutComment(std::string_view line) {
  return line.substr(0, line.find('#'));
}

}  // namespace stratego
