// Fuzzes ParseAnyRecord (game_file.h), which reads either record format by content, as the game
// does for a file it is given: any bytes give a record or errors with places, never a crash. A
// record that parses reads back the same from the project's format, and a legal one survives
// Gravon XML.
#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "io/game_file.h"

namespace stratego::fuzz {
namespace {

void FuzzAnyRecord(std::string_view text) {
  const RecordParseResult parsed = ParseAnyRecord(text);
  const GameRecord* const checked = CheckParsedRecord(text, parsed);
  if (!checked) return;
  const GameRecord& record = *checked;
  const Expected<std::string> written = FormatRecord(record, RecordFormat::kProject);
  Require(written.has_value(), "every record can be written in the project's format");
  const RecordParseResult again = ParseAnyRecord(*written);
  Require(again.errors.empty(), "a record in the project's format parses without errors");
  Require(again.record == record, "a record reads back the same from the project's format");
  if (CheckReplay(record)) CheckGravonRoundTrip(record);
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzAnyRecord(stratego::fuzz::AsText(data, size));
  return 0;
}
