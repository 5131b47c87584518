// The shared reference data (../shared/data, when present) and the setups shipped in setups/.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "core/text.h"
#include "io/file_io.h"
#include "io/setup_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

// Checks every line of a file of Gravon setup strings; returns the number of lines.
int CheckGravonSetupFile(const std::string& path, ArmyKind army) {
  std::ifstream file(path);
  std::string line;
  int lines = 0;
  while (std::getline(file, line)) {
    ++lines;
    const auto setup = ParseGravonSetup(Trim(line), army);
    INFO(path << ":" << lines << ": " << line);
    REQUIRE(setup.has_value());
    REQUIRE(SetupProblems(*setup) == std::vector<std::string>{});
    // The full file reader accepts the same line, and writing it back gives the same string.
    const SetupParseResult parsed = ParseSetupText(line + "\n");
    REQUIRE(parsed.setup.has_value());
    REQUIRE(FormatGravonSetup(*parsed.setup) == Trim(line));
  }
  return lines;
}

TEST_CASE("Reference data: all 64,920 human classic setups from Gravon are valid", "[io][data]") {
  STRATEGO_REQUIRE_SHARED_DATA(path, "gravon-classic-setups.txt");
  CHECK(CheckGravonSetupFile(path, ArmyKind::kClassic) == 64920);
}

TEST_CASE("Reference data: all 3,944 human Barrage setups from Gravon are valid", "[io][data]") {
  STRATEGO_REQUIRE_SHARED_DATA(path, "gravon-barrage-setups.txt");
  CHECK(CheckGravonSetupFile(path, ArmyKind::kBarrage) == 3944);
}

// The named setups of ../shared/data/named-setups.txt: "Name: row row row row", back row first,
// classic numbering, each row as 10 characters.
std::map<std::string, Setup> ReadNamedSetups(const std::string& path) {
  std::map<std::string, Setup> named;
  std::ifstream file(path);
  std::string line;
  while (std::getline(file, line)) {
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    const auto rows = SplitWords(std::string_view(line).substr(colon + 1));
    REQUIRE(rows.size() == 4);
    Setup setup;
    for (int row = 0; row < kSetupRows; ++row) {
      const std::string_view text =
          rows[static_cast<std::size_t>(kSetupRows - 1 - row)];  // front first
      for (int column = 0; column < kSetupColumns; ++column) {
        setup.Set(
            row, column,
            ParseRankToken(text.substr(static_cast<std::size_t>(column), 1), Numbering::kClassic));
      }
    }
    named[line.substr(0, colon)] = setup;
  }
  return named;
}

TEST_CASE("Reference data: the shipped named setups are those of named-setups.txt", "[io][data]") {
  STRATEGO_REQUIRE_SHARED_DATA(path, "named-setups.txt");
  const auto named = ReadNamedSetups(path);
  REQUIRE(named.size() == 13);
  std::map<std::string, Setup> shipped;
  for (const auto& entry : std::filesystem::directory_iterator(testing::ShippedSetupsDir())) {
    const auto parsed = LoadSetupFile(entry.path().string());
    if (parsed.setup) shipped[ToLower(parsed.setup->name)] = *parsed.setup;
  }
  for (const auto& [name, setup] : named) {
    INFO(name);
    const auto found = shipped.find(ToLower(name));
    REQUIRE(found != shipped.end());
    CHECK(found->second.cells == setup.cells);
  }
}

TEST_CASE("Shipped setups: every file in setups/ is a valid setup", "[io][setups]") {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(testing::ShippedSetupsDir())) {
    if (entry.path().extension() != ".txt") continue;
    ++files;
    const SetupParseResult result = LoadSetupFile(entry.path().string());
    std::string errors;
    for (const Diagnostic& error : result.errors)
      errors += FormatDiagnostic(entry.path().string(), error) + "\n";
    INFO(errors);
    CHECK(result.setup.has_value());
    if (result.setup) CHECK_FALSE(result.setup->name.empty());
  }
  CHECK(files >= 16);
}

}  // namespace
}  // namespace stratego
