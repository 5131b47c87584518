#include "net/join_code.h"

#include <sys/random.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdlib>

namespace stratego {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

}  // namespace

std::string NewJoinCode() {
  std::array<std::uint8_t, kJoinCodeLength> bytes{};
  std::size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t size = getrandom(bytes.data() + got, bytes.size() - got, 0);
    // getrandom fails only if the kernel lacks it (before Linux 3.17) or on a bad address: no
    // code is better than a guessable one.
    if (size < 0) std::abort();
    got += static_cast<std::size_t>(size);
  }
  std::string code;
  for (const std::uint8_t byte : bytes)
    code += kAlphabet[byte % kAlphabet.size()];  // 256 is a multiple of 32: no bias
  return code;
}

std::string NormalJoinCode(std::string_view text) {
  std::string code;
  for (const char c : text) {
    if (c == ' ' || c == '-') continue;
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (kAlphabet.find(upper) == std::string_view::npos) return {};
    code += upper;
  }
  return code.size() == kJoinCodeLength ? code : std::string();
}

bool SameJoinCode(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    difference |= static_cast<unsigned>(a[i] ^ b[i]);
  return difference == 0;
}

}  // namespace stratego
