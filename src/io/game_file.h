// Game record files of either format: the project's own (record_file.h) and Gravon XML
// (gravon_xml.h), chosen by content when reading and by file name when writing.
#pragma once

#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game_record.h"
#include "io/gravon_xml.h"
#include "io/record_file.h"

namespace stratego {

enum class RecordFormat : std::uint8_t { kProject, kGravonXml };

// ".xml" (any case) means Gravon XML; every other name the project's format.
RecordFormat FormatForPath(std::string_view path);
// "project" / "gravon" (also "xml"), for --to options.
std::optional<RecordFormat> ParseRecordFormat(std::string_view name);

// Whether ParseAnyRecord reads the text as Gravon XML: it starts with '<' (after blanks and a
// byte order mark).
bool IsGravonXmlText(std::string_view text);
// Parses a record of either format: Gravon XML (IsGravonXmlText), or the project's format.
RecordParseResult ParseAnyRecord(std::string_view text, const GravonImportOptions& options = {});
// Reads and parses a file (at most kMaxRecordFileBytes); an unreadable file gives one error.
RecordParseResult LoadRecordFile(const std::string& path, const GravonImportOptions& options = {});

// The text of `record` in `format`; Gravon XML can refuse (see FormatGravonXml).
Expected<std::string> FormatRecord(const GameRecord& record, RecordFormat format);

}  // namespace stratego
