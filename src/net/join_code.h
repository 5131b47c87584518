// Join codes of games played over TCP (docs/protocol.md, "Over TCP"): a TCP peer has no Unix user,
// so a seat is held by whoever has its code. A code is 16 characters of base32 (RFC 4648
// alphabet), 80 bits from the kernel's random source (getrandom): too many to be guessed, the
// more so as the server limits wrong attempts per peer address.
#pragma once

#include <string>
#include <string_view>

namespace stratego {

inline constexpr std::size_t kJoinCodeLength = 16;

// A new code: kJoinCodeLength characters of A-Z and 2-7.
std::string NewJoinCode();
// The code as the server compares it: upper case, without blanks or dashes (people copy codes by
// hand); empty if what is left is not kJoinCodeLength characters of the alphabet.
std::string NormalJoinCode(std::string_view text);
// What the server keeps on disk to check a code (NormalJoinCode's form) after a restart: its
// SHA-256, in 64 lower-case hex digits. A code has 80 random bits, so its hash cannot be turned
// back into it by trying codes; the file that holds it is readable by the server's user alone.
std::string JoinCodeHash(std::string_view code);
// Compares two codes in time that does not depend on where they differ.
bool SameJoinCode(std::string_view a, std::string_view b);

}  // namespace stratego
