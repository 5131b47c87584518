// Helpers shared by the test suites: the shared reference data, skipping, and small builders.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace stratego::testing {

// The path of a file under ../shared/data (or $STRATEGO_SHARED_DATA), if it exists. If it does
// not, the test is marked skipped with a message and nullopt is returned: the test must return.
// CTest then reports the test as skipped (exit status 77), so a checkout without ../shared
// still passes.
std::optional<std::string> SharedDataFile(std::string_view name);

// Marks the running test as skipped, with a reason printed for people.
void Skip(std::string_view reason);

// The directory of the setups that ship with the game (the repository's setups/).
std::string ShippedSetupsDir();

// `text` with the first `from` in it (which must be there) replaced by `to`.
std::string Replaced(std::string text, const std::string& from, const std::string& to);

// The whole text of the file at `path`; empty if it cannot be read.
std::string FileText(const std::string& path);

// A fresh folder of the test's own under the system's temporary folder, removed with all it holds
// when the object goes. Throws if it cannot be made.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// How many games (or plies) a long property test plays: `count` in an ordinary build, a quarter
// of it (at least one) under AddressSanitizer (STRATEGO_TESTS_UNDER_ASAN, defined by
// tests/CMakeLists.txt for every test file when STRATEGO_SANITIZE names address). A sanitizer
// checks the paths the games take, which a quarter of them already take; CI's sanitized build runs
// these tests some ten times slower than an optimised one, and an ordinary build (the README's test
// command on a developer's machine) still plays them in full.
constexpr int Scaled(int count) {
#ifdef STRATEGO_TESTS_UNDER_ASAN
  return count / 4 > 0 ? count / 4 : 1;
#else
  return count;
#endif
}

// The runner's exit status after Catch2 counted `failures`: 77 ("skipped", for CTest) when no
// test failed and every test that ran was skipped, else `failures`.
int RunnerExitStatus(int failures);

}  // namespace stratego::testing

// Returns from the calling test when the shared data file is missing.
#define STRATEGO_REQUIRE_SHARED_DATA(var, name)                      \
  const auto var##_path = ::stratego::testing::SharedDataFile(name); \
  if (!var##_path) return;                                           \
  const std::string& var = *var##_path
