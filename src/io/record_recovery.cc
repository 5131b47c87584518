#include "io/record_recovery.h"

#include <algorithm>

#include "io/record_file.h"

namespace stratego {

namespace {

// The text of the first `lines` lines, each with its newline.
std::string_view FirstLines(std::string_view text, int lines) {
  std::size_t end = 0;
  for (int line = 0; line < lines; ++line) {
    const std::size_t newline = text.find('\n', end);
    if (newline == std::string_view::npos) return text;
    end = newline + 1;
  }
  return text.substr(0, end);
}

// The earliest line a fault is reported on; 0 if none names a line (the record as a whole lacks
// something, which leaving out more lines cannot mend).
int FirstFaultLine(const RecordParseResult& parsed) {
  int first = 0;
  for (const Diagnostic& error : parsed.errors) {
    if (error.line > 0 && (first == 0 || error.line < first)) first = error.line;
  }
  return first;
}

}  // namespace

std::optional<GameRecord> RecoverRecordPrefix(std::string_view text) {
  text = text.substr(0, text.rfind('\n') == std::string_view::npos ? 0 : text.rfind('\n') + 1);
  // Every round leaves out at least the line of the first fault, so this ends.
  std::optional<GameRecord> record;
  while (!record) {
    RecordParseResult parsed = ParseRecordText(text);
    if (parsed.record) {
      record = std::move(parsed.record);
      break;
    }
    const int fault = FirstFaultLine(parsed);
    if (fault <= 1) return std::nullopt;
    text = FirstLines(text, fault - 1);
  }
  const Replay replay = ReplayRecord(*record);
  if (!replay.state) return std::nullopt;
  if (!replay.ok()) {
    record->actions.resize(static_cast<std::size_t>(std::max(0, replay.applied)));
    record->result = {};
  }
  return record;
}

}  // namespace stratego
