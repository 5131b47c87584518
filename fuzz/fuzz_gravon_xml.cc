// Fuzzes ParseGravonXml, the reader of Gravon's XML game records (gravon_xml.h): any bytes give a
// record or errors with places, never a crash. A record read from XML reads back the same after
// writing it in the project's format and in Gravon XML, and replaying it gives an answer.
#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"
#include "io/gravon_xml.h"

namespace stratego::fuzz {
namespace {

void FuzzGravonXml(std::string_view text) {
  const RecordParseResult parsed = ParseGravonXml(text);
  const GameRecord* const checked = CheckParsedRecord(text, parsed);
  if (!checked) return;
  const GameRecord& record = *checked;
  const RecordParseResult again = ParseRecordText(FormatRecordText(record));
  Require(again.errors.empty(), "a Gravon record in the project's format parses without errors");
  Require(again.record == record, "a Gravon record reads back the same from the project's format");
  CheckReplay(record);
  // A game read from Gravon XML holds nothing Gravon cannot: written back, it reads the same.
  const Expected<std::string> xml = FormatGravonXml(record);
  if (!xml) return;
  const RecordParseResult back = ParseGravonXml(*xml);
  Require(back.errors.empty(), "what FormatGravonXml writes, ParseGravonXml reads");
  Require(back.record == record, "a game from Gravon XML reads back the same from Gravon XML");
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  stratego::fuzz::FuzzGravonXml(stratego::fuzz::AsText(data, size));
  return 0;
}
