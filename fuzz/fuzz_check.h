// Properties shared by the fuzz targets. A property that fails prints what broke and aborts, so
// libFuzzer keeps the input that broke it (as a crash-… file).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "core/setup.h"
#include "core/text.h"
#include "io/diagnostic.h"
#include "io/gravon_xml.h"

namespace stratego::fuzz {

// The fuzzer's input as text.
inline std::string_view AsText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Aborts, naming the property, unless it holds.
inline void Require(bool holds, const char* property) {
  if (holds) return;
  std::fprintf(stderr, "\nfuzz property failed: %s\n", property);
  std::abort();
}

// Text that reaches a terminal (messages, names) has no control characters and is valid UTF-8.
inline void RequirePrintable(std::string_view text, const char* property) {
  Require(FindTextFaults(text, 1).empty(), property);
}

// The lines of `text`, split at line feeds (a final line feed ends the last line).
inline std::vector<std::string_view> Lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// Errors about a file from outside: a bounded number (the parsers stop after 20 and say so), each
// with a message fit for a terminal and a place inside the file (line 0 and column 0 for the file
// as a whole; a column at most one past the end of its line).
inline void CheckDiagnostics(std::string_view text, const std::vector<Diagnostic>& errors,
                             std::size_t max_errors = 21) {
  Require(errors.size() <= max_errors, "a parser reports a bounded number of errors");
  if (errors.empty()) return;
  const std::vector<std::string_view> lines = Lines(text);
  for (const Diagnostic& error : errors) {
    Require(!error.message.empty(), "an error has a message");
    RequirePrintable(error.message, "an error message is printable UTF-8 without controls");
    Require(error.line >= 0 && static_cast<std::size_t>(error.line) <= lines.size(),
            "an error's line is in the file (or 0)");
    Require(error.column >= 0, "an error's column is not negative");
    Require(error.line > 0 || error.column == 0, "a file-wide error has no column");
    if (error.line == 0) continue;
    const std::string_view line = lines[static_cast<std::size_t>(error.line - 1)];
    Require(error.column <= ColumnOf(line, line.size()) + 1,
            "an error's column is at most one past the end of its line");
  }
}

// The text a setup carries (shown in menus) is printable.
inline void CheckSetupText(const Setup& setup) {
  RequirePrintable(setup.name, "a setup's name is printable");
  RequirePrintable(setup.author, "a setup's author is printable");
  RequirePrintable(setup.notes, "a setup's notes are printable");
}

// The text a record carries (shown on the replay screen) is printable.
inline void CheckRecordText(const GameRecord& record) {
  for (const std::string& name : record.names)
    RequirePrintable(name, "a player's name is printable");
  RequirePrintable(record.started, "the start time is printable");
  for (const Setup& setup : record.setups)
    CheckSetupText(setup);
}

// What every record parser promises: its errors are sound, a record comes back exactly when there
// are none, and the text it carries is printable. Returns the record, if any.
inline const GameRecord* CheckParsedRecord(std::string_view text, const RecordParseResult& parsed) {
  CheckDiagnostics(text, parsed.errors);
  Require(parsed.record.has_value() == parsed.errors.empty(),
          "a record is given exactly when there are no errors");
  if (!parsed.record) return nullptr;
  CheckRecordText(*parsed.record);
  return &*parsed.record;
}

// Replays a record through the referee, as checking and loading a game do: whatever the record
// holds, this gives an answer (the referee asserts its invariants after every move), and a record
// that checks out resumes as it is. Returns whether it checks out.
inline bool CheckReplay(const GameRecord& record) {
  const std::optional<RecordProblem> problem = CheckRecord(record);
  const Expected<RecordedGame> game = RecordedGame::Resume(record);
  if (!game) RequirePrintable(game.error(), "the reason a record cannot resume is printable");
  if (!problem) {
    Require(game.has_value(), "a record that checks out can be resumed");
    Require(game->record() == record, "a record that checks out resumes as it is");
    return true;
  }
  Require(!problem->message.empty(), "a record's problem has a message");
  RequirePrintable(problem->message, "a record's problem is printable");
  Require(problem->action >= -1 && problem->action <= static_cast<int>(record.actions.size()),
          "a record's problem names an action of the record, the start or the result");
  return false;
}

// What a record keeps through Gravon XML, which has no start time, numbering, setup names, move
// limits, clocks, or draw offers and resignations of its own (the result says how the game ended; a
// time forfeit is its code for "a clock or a missing player", read back as abandoned with the same
// winner), and whose player names are single lines without blanks around them.
inline GameRecord GravonPart(GameRecord record) {
  record.started.clear();
  record.clock.reset();
  record.clock_left.reset();
  record.rules.max_moves = 0;  // the move limits are left out (FormatGravonXml says why)
  record.rules.max_quiet_moves = 0;
  if (record.result.reason == EndReason::kTimeForfeit) record.result.reason = EndReason::kAbandoned;
  record.numbering = Numbering::kModern;
  for (Setup& setup : record.setups) {
    setup.name.clear();
    setup.author.clear();
    setup.notes.clear();
  }
  for (std::string& name : record.names) {
    std::replace(name.begin(), name.end(), '\t', ' ');
    name = std::string(Trim(name));
  }
  std::erase_if(record.actions,
                [](const GameAction& action) { return action.kind != ActionKind::kMove; });
  return record;
}

// Writes `record` as Gravon XML and reads it back: a record Gravon can hold (else a printable
// refusal) comes back the same, within what Gravon keeps.
inline void CheckGravonRoundTrip(const GameRecord& record) {
  const Expected<std::string> xml = FormatGravonXml(record);
  if (!xml) {
    Require(!xml.error().empty(), "a refused Gravon export says why");
    RequirePrintable(xml.error(), "the reason a Gravon export is refused is printable");
    return;
  }
  GravonImportOptions options;
  options.two_squares = record.rules.two_squares;
  const RecordParseResult back = ParseGravonXml(*xml, options);
  Require(back.errors.empty(), "what FormatGravonXml writes, ParseGravonXml reads");
  Require(GravonPart(*back.record) == GravonPart(record),
          "FormatGravonXml then ParseGravonXml gives the same game");
}

}  // namespace stratego::fuzz
