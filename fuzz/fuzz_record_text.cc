// Fuzzes ParseRecordText, the reader of the project's game records (record_file.h): any bytes
// give a record or errors with places, never a crash. A record that parses reads back the same
// after FormatRecordText; replaying it through the referee (as loading a game does) neither
// crashes nor trips an assertion, legal or not; and a legal one survives Gravon XML.
#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "io/record_file.h"

namespace stratego::fuzz {
namespace {

void FuzzRecordText(std::string_view text) {
  const RecordParseResult parsed = ParseRecordText(text);
  const GameRecord* const checked = CheckParsedRecord(text, parsed);
  if (!checked) return;
  const GameRecord& record = *checked;
  Require(parsed.action_lines.size() == record.actions.size(), "every action has its line");
  const std::string written = FormatRecordText(record);
  const RecordParseResult again = ParseRecordText(written);
  Require(again.errors.empty(), "a formatted record parses without errors");
  Require(again.record == record, "FormatRecordText then ParseRecordText gives the same record");
  if (CheckReplay(record)) CheckGravonRoundTrip(record);
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzRecordText(stratego::fuzz::AsText(data, size));
  return 0;
}
