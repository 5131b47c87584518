// Whole-file reads and atomic writes.
#include "io/file_io.h"

#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

namespace stratego {
namespace {

std::filesystem::path TemporaryDirectory() {
  std::string pattern = (std::filesystem::temp_directory_path() / "stratego-test-XXXXXX").string();
  REQUIRE(::mkdtemp(pattern.data()) != nullptr);
  return pattern;
}

TEST_CASE("Files: an atomic write replaces the content and leaves nothing else", "[io][file]") {
  const auto dir = TemporaryDirectory();
  const std::string path = (dir / "setup.txt").string();
  REQUIRE(WriteFileAtomically(path, "first\n").ok());
  CHECK(ReadTextFile(path, 1000).value() == "first\n");
  REQUIRE(WriteFileAtomically(path, "second\n").ok());
  CHECK(ReadTextFile(path, 1000).value() == "second\n");
  int entries = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir))
    ++entries;
  CHECK(entries == 1);
  struct stat info {};
  REQUIRE(::stat(path.c_str(), &info) == 0);
  CHECK((info.st_mode & 0077) == 0);  // only the owner may read what may hold hidden setups
  std::filesystem::remove_all(dir);
}

TEST_CASE("Files: failures are explained", "[io][file]") {
  const auto dir = TemporaryDirectory();
  CHECK(WriteFileAtomically((dir / "missing" / "x.txt").string(), "x")
            .error()
            .find("cannot create") == 0);
  const std::string big = (dir / "big.txt").string();
  REQUIRE(WriteFileAtomically(big, std::string(2000, 'x')).ok());
  CHECK(ReadTextFile(big, 1000).error() == "file is too large (2000 bytes; at most 1000)");
  CHECK(ReadTextFile((dir / "none").string(), 1000).error() ==
        "cannot open: No such file or directory");
  CHECK(ReadTextFile("/dev/null", 1000).error() == "is not a regular file");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace stratego
