// Whole-file reads and atomic writes.
#include "io/file_io.h"

#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

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

TEST_CASE("Files: an atomic write keeps the permissions of the file it replaces", "[io][file]") {
  const auto dir = TemporaryDirectory();
  const std::string path = (dir / "game.game").string();
  REQUIRE(WriteFileAtomically(path, "first\n").ok());
  REQUIRE(::chmod(path.c_str(), 0644) == 0);
  REQUIRE(WriteFileAtomically(path, "second\n").ok());
  struct stat info {};
  REQUIRE(::stat(path.c_str(), &info) == 0);
  CHECK((info.st_mode & 07777) == 0644);
  CHECK(ReadTextFile(path, 1000).value() == "second\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("Files: a group write replaces each file, and one that fails leaves the rest written",
          "[io][file]") {
  const auto dir = TemporaryDirectory();
  const std::string first = (dir / "1.game").string();
  const std::string second = (dir / "2.game").string();
  const std::string folder = (dir / "3.game").string();
  REQUIRE(WriteFileAtomically(first, "old\n").ok());
  std::filesystem::create_directory(folder);
  const std::vector<Status> results = WriteFilesAtomically(
      {{first, "new first\n"}, {folder, "refused\n"}, {second, "new second\n"}});
  REQUIRE(results.size() == 3);
  CHECK(results[0].ok());
  CHECK(results[1].error().find("it is a directory") != std::string::npos);
  CHECK(results[2].ok());
  CHECK(ReadTextFile(first, 1000).value() == "new first\n");
  CHECK(ReadTextFile(second, 1000).value() == "new second\n");
  CHECK(std::filesystem::is_directory(folder));
  // Beside them, only the file 1.game was, kept to be written next time.
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    names.insert(entry.path().filename().string());
  CHECK(names == std::set<std::string>{"1.game", "1.game.spare", "2.game", "3.game"});
  CHECK(ReadTextFile(first + ".spare", 1000).value() == "old\n");
  CHECK(WriteFilesAtomically({}).empty());
  std::filesystem::remove_all(dir);
}

TEST_CASE("Files: a group write reuses the file it replaced, and a file twice is written in order",
          "[io][file]") {
  const auto dir = TemporaryDirectory();
  const std::string path = (dir / "7.game").string();
  REQUIRE(WriteFilesAtomically({{path, "one\n"}}).at(0).ok());
  REQUIRE(WriteFilesAtomically({{path, "two\n"}}).at(0).ok());
  struct stat spare {};
  REQUIRE(::stat((path + ".spare").c_str(), &spare) == 0);
  REQUIRE(WriteFilesAtomically({{path, "three\n"}}).at(0).ok());
  struct stat file {};
  REQUIRE(::stat(path.c_str(), &file) == 0);
  CHECK(file.st_ino == spare.st_ino);  // no new inode: the spare became the file
  CHECK((file.st_mode & 0077) == 0);
  const std::vector<Status> twice =
      WriteFilesAtomically({{path, "four\n"}, {path, "five\n"}}, false);
  CHECK(twice.at(0).ok());
  CHECK(twice.at(1).ok());
  CHECK(ReadTextFile(path, 1000).value() == "five\n");
  CHECK(ReadTextFile(path + ".spare", 1000).value() == "four\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("Files: an atomic write replaces only a regular file", "[io][file]") {
  const auto dir = TemporaryDirectory();
  const std::string fifo = (dir / "fifo").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const std::string target = (dir / "target.txt").string();
  REQUIRE(WriteFileAtomically(target, "kept\n").ok());
  const std::string link = (dir / "link.txt").string();
  REQUIRE(::symlink(target.c_str(), link.c_str()) == 0);
  const std::string folder = (dir / "folder").string();
  std::filesystem::create_directory(folder);

  CHECK(WriteFileAtomically(fifo, "x").error() ==
        "cannot replace " + fifo + ": it is a FIFO, not a regular file");
  CHECK(WriteFileAtomically(link, "x").error() ==
        "cannot replace " + link + ": it is a symbolic link, not a regular file");
  CHECK(WriteFileAtomically(folder, "x").error().find("it is a directory") != std::string::npos);

  CHECK(std::filesystem::is_fifo(fifo));
  CHECK(std::filesystem::is_symlink(link));
  CHECK(std::filesystem::is_directory(folder));
  CHECK(ReadTextFile(target, 1000).value() == "kept\n");
  int entries = 0;  // no temporary file is left
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir))
    ++entries;
  CHECK(entries == 4);
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
