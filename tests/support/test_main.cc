// The test runner: Catch2's, plus skipped tests. Catch2 2.x cannot skip a test, so a test that
// lacks its data calls Skip(); when every test that ran was skipped (and none failed) the runner
// exits with 77, which CTest reports as "Skipped" (SKIP_RETURN_CODE). Catch2's implementation and
// main are catch_runner.cc; this file needs only Catch2's interfaces for listeners.
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <stdexcept>

#include "support/test_support.h"

namespace stratego::testing {

namespace {
int tests_started = 0;
int tests_skipped = 0;

bool Exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}
}  // namespace

std::string Replaced(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

void Skip(std::string_view reason) {
  ++tests_skipped;
  WARN("skipped: " << reason);
  std::cerr << "skipped: " << reason << "\n";
}

std::string FileText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "stratego-test-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make " + pattern);
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::optional<std::string> SharedDataFile(std::string_view name) {
  const char* override_dir = std::getenv("STRATEGO_SHARED_DATA");
  const std::string dir = override_dir != nullptr ? override_dir : STRATEGO_SHARED_DATA_DIR;
  const std::string path = dir + "/" + std::string(name);
  if (Exists(path)) return path;
  Skip("the shared reference data " + path +
       " is not there (clone ../shared beside the project to run this test)");
  return std::nullopt;
}

std::string ShippedSetupsDir() {
  return STRATEGO_SETUPS_DIR;
}

class SkipCounter : public Catch::TestEventListenerBase {
 public:
  using TestEventListenerBase::TestEventListenerBase;
  void testCaseStarting(const Catch::TestCaseInfo& info) override {
    ++tests_started;
    TestEventListenerBase::testCaseStarting(info);
  }
};
CATCH_REGISTER_LISTENER(SkipCounter)

int RunnerExitStatus(int failures) {
  if (failures == 0 && tests_skipped > 0 && tests_skipped == tests_started) return 77;
  return failures;
}

}  // namespace stratego::testing
