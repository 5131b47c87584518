#include "core/square.h"

#include <ostream>

namespace stratego {

std::string SquareName(Square square) {
  if (!square.valid()) return "-";
  std::string name(1, static_cast<char>('a' + square.file()));
  name += std::to_string(square.row() + 1);
  return name;
}

std::optional<Square> ParseSquare(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char file_char = text[0];
  const int file = (file_char >= 'A' && file_char <= 'J') ? file_char - 'A' : file_char - 'a';
  if (file < 0 || file >= kBoardSize) return std::nullopt;
  int rank = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0' || rank < 1 || rank > kBoardSize) return std::nullopt;
  return Square::At(file, rank - 1);
}

std::ostream& operator<<(std::ostream& out, Square square) {
  return out << SquareName(square);
}

}  // namespace stratego
