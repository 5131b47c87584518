// Fuzzes ParseSetupText, the reader of setup files (setup_file.h): any bytes give a setup or
// errors with places, never a crash; a setup that parses is valid, and writing it in either
// numbering and reading it back gives the same setup.
#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "io/setup_file.h"

namespace stratego::fuzz {
namespace {

void CheckRoundTrip(const Setup& setup, Numbering numbering) {
  const SetupParseResult again = ParseSetupText(FormatSetupText(setup, numbering));
  Require(again.errors.empty(), "a formatted setup parses without errors");
  Require(again.setup == setup, "FormatSetupText then ParseSetupText gives the same setup");
  Require(again.numbering == numbering, "a formatted setup keeps its numbering");
}

void FuzzSetupText(std::string_view text) {
  const SetupParseResult parsed = ParseSetupText(text);
  CheckDiagnostics(text, parsed.errors);
  Require(parsed.setup.has_value() == parsed.errors.empty(),
          "a setup is given exactly when there are no errors");
  if (!parsed.setup) return;
  Require(IsValid(*parsed.setup), "a setup that parses is valid for its army");
  CheckSetupText(*parsed.setup);
  CheckRoundTrip(*parsed.setup, parsed.numbering);
  CheckRoundTrip(*parsed.setup,
                 parsed.numbering == Numbering::kModern ? Numbering::kClassic : Numbering::kModern);
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzSetupText(stratego::fuzz::AsText(data, size));
  return 0;
}
