// Fuzzes ParseSeenSetups, the reader of what `stratego bot` keeps of its opponents
// (app/seen_setups_store.h): any bytes give the counts or an error that a terminal can show,
// never a crash; counts that parse are within their bounds, and writing them and reading them
// back gives the same.
#include <cstddef>
#include <cstdint>

#include "app/seen_setups_store.h"
#include "fuzz_check.h"

namespace stratego::fuzz {
namespace {

void FuzzSeenSetups(std::string_view text) {
  const Expected<SeenSetups> parsed = ParseSeenSetups(text);
  if (!parsed) {
    RequirePrintable(parsed.error(), "an error about a file of seen setups is printable");
    return;
  }
  Require(parsed->games >= 0 && parsed->games <= SeenSetups::kMaxGames, "games within bounds");
  for (const auto& counts : parsed->seen) {
    for (const int count : counts)
      Require(count >= 0 && count <= SeenSetups::kMaxCount, "counts within bounds");
  }
  const Expected<SeenSetups> again = ParseSeenSetups(FormatSeenSetups(*parsed, text));
  Require(again.has_value(), "written seen setups parse again, whatever the opponent's name");
  Require(*again == *parsed, "FormatSeenSetups then ParseSeenSetups gives the same counts");
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzSeenSetups(stratego::fuzz::AsText(data, size));
  return 0;
}
