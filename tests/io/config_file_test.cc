// The options file's text: `key = value` lines and comments, errors with line and column.
#include "io/config_file.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

TEST_CASE("Config file: settings, comments and blank lines", "[io][config]") {
  const ConfigParseResult parsed = ParseConfigText(
      "# a heading\n"
      "\n"
      "numbering = classic   # 1 = Marshal\n"
      "  memory=on\r\n"
      "empty =\n"
      "\tcolor = off");
  CHECK(parsed.errors.empty());
  REQUIRE(parsed.settings.size() == 4);
  CHECK(parsed.settings[0] == ConfigSetting{"numbering", "classic", 3, 1, 13});
  CHECK(parsed.settings[1] == ConfigSetting{"memory", "on", 4, 3, 10});
  CHECK(parsed.settings[2].key == "empty");
  CHECK(parsed.settings[2].value.empty());
  CHECK(parsed.settings[3] == ConfigSetting{"color", "off", 6, 2, 10});
}

TEST_CASE("Config file: a malformed line is an error at its line and column, and only it is lost",
          "[io][config]") {
  const ConfigParseResult parsed = ParseConfigText(
      "numbering = classic\n"
      "memory on\n"
      "  = off\n"
      "ascii = o\x01n\n"
      "bad\xff = 1\n"
      "rescue = on\n");
  REQUIRE(parsed.settings.size() == 2);
  CHECK(parsed.settings[0].key == "numbering");
  CHECK(parsed.settings[1].key == "rescue");
  REQUIRE(parsed.errors.size() == 4);
  CHECK(parsed.errors[0].line == 2);
  CHECK(parsed.errors[0].column == 8);
  CHECK(parsed.errors[0].message == "expected '=' after 'memory'");
  CHECK(parsed.errors[1].line == 3);
  CHECK(parsed.errors[1].column == 3);
  CHECK(parsed.errors[2].line == 4);
  CHECK(parsed.errors[2].column == 10);
  CHECK(parsed.errors[3].line == 5);
  CHECK(parsed.errors[3].column == 4);
}

TEST_CASE("Config file: what FormatConfigText writes reads back", "[io][config]") {
  const std::vector<ConfigLine> lines = {
      {"How ranks are written.\nmodern or classic.", "numbering", "classic"},
      {"", "memory", "on"},
      {"Steps.", "replay-step-ms", "250"},
  };
  const std::string text = FormatConfigText("Options.\n\nKept between runs.", lines);
  CHECK(text.rfind("# Options.\n#\n# Kept between runs.\n", 0) == 0);
  CHECK(text.find("# modern or classic.\nnumbering = classic\n") != std::string::npos);
  const ConfigParseResult parsed = ParseConfigText(text);
  CHECK(parsed.errors.empty());
  REQUIRE(parsed.settings.size() == lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    CHECK(parsed.settings[i].key == lines[i].key);
    CHECK(parsed.settings[i].value == lines[i].value);
  }
}

}  // namespace
}  // namespace stratego
