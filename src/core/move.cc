#include "core/move.h"

#include <algorithm>
#include <ostream>

#include "core/text.h"

namespace stratego {

std::string FormatMove(Move move) {
  return SquareName(move.from) + "-" + SquareName(move.to);
}

namespace {

// Reads a square name at the start of `text` ("a1" … "j10") and removes it.
std::optional<Square> TakeSquare(std::string_view& text) {
  // Prefer the three-character form so that "a10" is not read as "a1" followed by "0".
  for (std::size_t length : {std::size_t{3}, std::size_t{2}}) {
    if (text.size() < length) continue;
    if (auto square = ParseSquare(text.substr(0, length))) {
      text.remove_prefix(length);
      return square;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Move> ParseMove(std::string_view text) {
  text = Trim(text);
  auto from = TakeSquare(text);
  if (!from) return std::nullopt;
  text = Trim(text);
  if (!text.empty() && (text.front() == '-' || text.front() == 'x' || text.front() == 'X')) {
    text.remove_prefix(1);
  }
  text = Trim(text);
  auto to = TakeSquare(text);
  if (!to || !Trim(text).empty()) return std::nullopt;
  return Move{*from, *to};
}

std::ostream& operator<<(std::ostream& out, Move move) {
  return out << FormatMove(move);
}

}  // namespace stratego
