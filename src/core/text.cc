#include "core/text.h"

#include <array>
#include <charconv>

namespace stratego {

namespace {
char LowerAscii(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
bool IsBlank(char c) {
  return c == ' ' || c == '\t';
}
}  // namespace

bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (LowerAscii(a[i]) != LowerAscii(b[i])) return false;
  }
  return true;
}

std::string ToLower(std::string_view text) {
  std::string result(text);
  for (char& c : result)
    c = LowerAscii(c);
  return result;
}

std::string_view Trim(std::string_view text) {
  while (!text.empty() && (IsBlank(text.front()) || text.front() == '\r'))
    text.remove_prefix(1);
  while (!text.empty() && (IsBlank(text.back()) || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> SplitWords(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && IsBlank(text[i]))
      ++i;
    std::size_t start = i;
    while (i < text.size() && !IsBlank(text[i]))
      ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

std::string NumberWord(int n) {
  static constexpr std::array<const char*, 11> kWords = {
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  if (n >= 0 && n <= 10) return kWords[static_cast<std::size_t>(n)];
  return std::to_string(n);
}

std::string JoinWithAnd(const std::vector<std::string>& items) {
  std::string result;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) result += (i + 1 == items.size()) ? " and " : ", ";
    result += items[i];
  }
  return result;
}

std::optional<int> ParseIntInRange(std::string_view text, int min, int max) {
  int number = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc() || end != text.data() + text.size() || number < min || number > max)
    return std::nullopt;
  return number;
}

}  // namespace stratego
