#include "gravon_test_support.h"

#include <catch2/catch.hpp>

namespace stratego::testing {

std::string Field(std::initializer_list<std::string_view> ranks) {
  std::string field;
  for (std::string_view rank : ranks)
    field += rank;
  return field;
}

const std::string kField =
    Field({"KLCBBBBBBM", "GHHHHIIIJJ", "EEEFFFFGGG", "DDDDDDDDEE", "AA__AA__AA", "AA__AA__AA",
           "PPPPPPPPQQ", "QQQRRRRSSS", "STTTTUUUVV", "YNNNNNNOXW"});

std::string Game(const std::string& body, const std::string& field, const std::string& type) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"" + type +
         "\">\n  <field content=\"" + field + "\"/>\n" + body + " </game>\n</stratego>\n";
}

std::string MoveElement(int id, const std::string& source, const std::string& target) {
  return "  <move id=\"" + std::to_string(id) + "\" source=\"" + source + "\" target=\"" + target +
         "\"/>\n";
}

std::string ResultElement(int type, int winner) {
  return "  <result type=\"" + std::to_string(type) + "\" winner=\"" + std::to_string(winner) +
         "\"/>\n";
}

std::string FirstError(const std::string& text) {
  const RecordParseResult parsed = ParseGravonXml(text);
  CHECK(parsed.record.has_value() == parsed.errors.empty());
  if (parsed.errors.empty()) return "no error";
  const Diagnostic& error = parsed.errors.front();
  return std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.message;
}

GameRecord Parsed(const std::string& text, const GravonImportOptions& options) {
  const RecordParseResult parsed = ParseGravonXml(text, options);
  INFO(text);
  for (const Diagnostic& error : parsed.errors)
    INFO(FormatDiagnostic("game.xml", error));
  REQUIRE(parsed.errors.empty());
  return *parsed.record;
}

}  // namespace stratego::testing
