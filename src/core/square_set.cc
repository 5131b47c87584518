#include "core/square_set.h"

#include <ostream>

namespace stratego {

std::ostream& operator<<(std::ostream& out, SquareSet set) {
  out << '{';
  const char* separator = "";
  set.ForEach([&](Square square) {
    out << separator << SquareName(square);
    separator = " ";
  });
  return out << '}';
}

}  // namespace stratego
