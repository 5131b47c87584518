// Small text helpers shared by the core and the layers above it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stratego {

bool EqualsIgnoreCase(std::string_view a, std::string_view b);
std::string ToLower(std::string_view text);
std::string_view Trim(std::string_view text);
// Splits on runs of blanks (space, tab), dropping empty pieces.
std::vector<std::string_view> SplitWords(std::string_view text);
// The whole of `text` as a whole number in [min, max] (an optional '-', then digits only);
// nullopt for anything else.
std::optional<int> ParseIntInRange(std::string_view text, int min, int max);
// "three" for 3, up to ten; digits beyond.
std::string NumberWord(int n);
// Joins with ", " and a final " and ".
std::string JoinWithAnd(const std::vector<std::string>& items);

}  // namespace stratego
