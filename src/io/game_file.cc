#include "io/game_file.h"

#include "core/text.h"
#include "io/file_io.h"

namespace stratego {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

}  // namespace

RecordFormat FormatForPath(std::string_view path) {
  constexpr std::string_view kXml = ".xml";
  const bool xml =
      path.size() >= kXml.size() && EqualsIgnoreCase(path.substr(path.size() - kXml.size()), kXml);
  return xml ? RecordFormat::kGravonXml : RecordFormat::kProject;
}

std::optional<RecordFormat> ParseRecordFormat(std::string_view name) {
  if (EqualsIgnoreCase(name, "project") || EqualsIgnoreCase(name, "stratego"))
    return RecordFormat::kProject;
  if (EqualsIgnoreCase(name, "gravon") || EqualsIgnoreCase(name, "xml"))
    return RecordFormat::kGravonXml;
  return std::nullopt;
}

bool IsGravonXmlText(std::string_view text) {
  if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark)
    text.remove_prefix(kByteOrderMark.size());
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '<';
}

RecordParseResult ParseAnyRecord(std::string_view text, const GravonImportOptions& options) {
  // The project's records state their own rules, so the Gravon options do not apply to them.
  return IsGravonXmlText(text) ? ParseGravonXml(text, options) : ParseRecordText(text);
}

RecordParseResult LoadRecordFile(const std::string& path, const GravonImportOptions& options) {
  const Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (!text) {
    RecordParseResult result;
    result.errors.push_back({0, 0, text.error()});
    return result;
  }
  return ParseAnyRecord(*text, options);
}

Expected<std::string> FormatRecord(const GameRecord& record, RecordFormat format) {
  if (format == RecordFormat::kGravonXml) return FormatGravonXml(record);
  return FormatRecordText(record);
}

}  // namespace stratego
