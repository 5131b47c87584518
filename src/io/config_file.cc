#include "io/config_file.h"

#include <algorithm>

#include "core/text.h"

namespace stratego {

namespace {

// Faults beyond this many are not looked for (the reader bounds the file's size first).
constexpr std::size_t kMaxFaults = 100000;

bool IsKeyCharacter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_';
}

// The first offset at or after `from` that is not a space or tab.
std::size_t SkipBlanks(std::string_view line, std::size_t from) {
  while (from < line.size() && (line[from] == ' ' || line[from] == '\t'))
    ++from;
  return from;
}

// Reads one line (without its line ending) into `result`.
void ParseLine(std::string_view line, int number, ConfigParseResult& result) {
  auto error = [&](std::size_t offset, std::string message) {
    result.errors.push_back({number, ColumnOf(line, offset), std::move(message)});
  };
  const std::size_t start = SkipBlanks(line, 0);
  if (start == line.size() || line[start] == '#') return;
  std::size_t key_end = start;
  while (key_end < line.size() && IsKeyCharacter(line[key_end]))
    ++key_end;
  if (key_end == start) {
    error(start, "expected a setting's name (key = value)");
    return;
  }
  const std::size_t equals = SkipBlanks(line, key_end);
  if (equals == line.size() || line[equals] != '=') {
    error(equals, "expected '=' after '" + std::string(line.substr(start, key_end - start)) + "'");
    return;
  }
  const std::size_t value_start = SkipBlanks(line, equals + 1);
  std::string_view value = line.substr(value_start);
  value = value.substr(0, value.find('#'));
  result.settings.push_back({std::string(line.substr(start, key_end - start)),
                             std::string(Trim(value)), number, ColumnOf(line, start),
                             ColumnOf(line, value_start)});
}

}  // namespace

// Lines that are not printable text (a control character, malformed UTF-8) are reported and
// skipped whole: nothing of them reaches the screen.
ConfigParseResult ParseConfigText(std::string_view text) {
  ConfigParseResult result;
  const std::vector<TextFault> faults = FindTextFaults(text, kMaxFaults);
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    const auto fault = std::find_if(faults.begin(), faults.end(),
                                    [&](const TextFault& f) { return f.line == number; });
    if (fault != faults.end()) {
      result.errors.push_back({number, fault->column, fault->message + "; the line is skipped"});
    } else {
      ParseLine(line, number, result);
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return result;
}

std::string FormatConfigText(std::string_view heading, const std::vector<ConfigLine>& lines) {
  auto comment = [](std::string_view text) {
    std::string out;
    while (!text.empty()) {
      const std::size_t end = text.find('\n');
      const std::string_view line = text.substr(0, end);
      out += line.empty() ? "#\n" : "# " + std::string(line) + "\n";
      if (end == std::string_view::npos) break;
      text.remove_prefix(end + 1);
    }
    return out;
  };
  std::string text = comment(heading);
  for (const ConfigLine& line : lines) {
    text += "\n" + comment(line.comment) + line.key + " = " + line.value + "\n";
  }
  return text;
}

}  // namespace stratego
