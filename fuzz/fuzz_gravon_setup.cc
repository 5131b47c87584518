// Fuzzes ParseGravonSetup, the reader of Gravon's 40-letter setup strings (setup_file.h). The
// first byte chooses the army argument (none, or one of the armies); the rest is the string. A
// string that parses is written back as the same letters in capitals, and reads back the same.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz_check.h"
#include "io/setup_file.h"

namespace stratego::fuzz {
namespace {

void FuzzGravonSetup(std::string_view letters, std::optional<ArmyKind> army) {
  const Expected<Setup> parsed = ParseGravonSetup(letters, army);
  if (!parsed) {
    Require(!parsed.error().empty(), "a refused Gravon setup says why");
    RequirePrintable(parsed.error(), "the reason a Gravon setup is refused is printable");
    return;
  }
  Require(!army || parsed->army == *army, "a Gravon setup has the army it was asked for");
  std::string capitals(letters);
  for (char& c : capitals)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const std::string written = FormatGravonSetup(*parsed);
  Require(written == capitals, "FormatGravonSetup gives back the letters, in capitals");
  const Expected<Setup> again = ParseGravonSetup(written, parsed->army);
  Require(again && *again == *parsed, "a written Gravon setup reads back the same");
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using stratego::kArmyKinds;
  if (size == 0) return 0;
  // 0 (and every fourth value): no army given; otherwise one of the armies.
  const std::size_t choice = data[0] % (kArmyKinds.size() + 1);
  std::optional<stratego::ArmyKind> army;
  if (choice > 0) army = kArmyKinds[choice - 1];
  stratego::fuzz::FuzzGravonSetup(stratego::fuzz::AsText(data + 1, size - 1), army);
  return 0;
}
