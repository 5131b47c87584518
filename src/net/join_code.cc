#include "net/join_code.h"

#include <openssl/evp.h>
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

std::string JoinCodeHash(std::string_view code) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned size = 0;
  // Fails only without memory: no hash is better than a wrong one.
  if (EVP_Digest(code.data(), code.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1)
    std::abort();
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string hex;
  for (unsigned i = 0; i < size; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 0xF];
  }
  return hex;
}

bool SameJoinCode(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    difference |= static_cast<unsigned>(a[i] ^ b[i]);
  return difference == 0;
}

}  // namespace stratego
