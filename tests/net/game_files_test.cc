// net/game_files.h: the private folders of the server's socket and games. A folder in /tmp may have
// been made by anybody before the server, so a folder that others may reach is refused.
#include "net/game_files.h"

#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

namespace stratego {
namespace {

struct TempDir {
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "stratego-game-files-XXXXXX").string();
    path = ::mkdtemp(pattern.data()) ? pattern : "";
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  std::string path;
};

TEST_CASE("Server files: a private folder is made 0700 and accepted", "[net][server_files]") {
  TempDir temp;
  REQUIRE_FALSE(temp.path.empty());
  const std::string folder = temp.path + "/a/b";
  REQUIRE(MakePrivateDirectories(folder));
  struct stat status {};
  REQUIRE(::stat(folder.c_str(), &status) == 0);
  CHECK((status.st_mode & 0777) == 0700);
  CHECK(CheckPrivateDirectory(folder));
}

TEST_CASE("Server files: a folder that others may reach is refused, made before or not",
          "[net][server_files]") {
  TempDir temp;
  REQUIRE_FALSE(temp.path.empty());
  const std::string folder = temp.path + "/socket";
  REQUIRE(::mkdir(folder.c_str(), 0700) == 0);
  REQUIRE(::chmod(folder.c_str(), 0700) == 0);
  CHECK(MakePrivateDirectories(folder));
  REQUIRE(::chmod(folder.c_str(), 0755) == 0);
  const Status refused = MakePrivateDirectories(folder);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error(), Catch::Contains("other users"));
  CHECK_FALSE(CheckPrivateDirectory(folder));
  REQUIRE(::chmod(folder.c_str(), 0710) == 0);
  CHECK_FALSE(CheckPrivateDirectory(folder));
}

TEST_CASE("Server files: a symbolic link or a file in the folder's place is refused",
          "[net][server_files]") {
  TempDir temp;
  REQUIRE_FALSE(temp.path.empty());
  const std::string real = temp.path + "/real";
  REQUIRE(::mkdir(real.c_str(), 0700) == 0);
  const std::string link = temp.path + "/link";
  REQUIRE(::symlink(real.c_str(), link.c_str()) == 0);
  CHECK_FALSE(MakePrivateDirectories(link));
  const std::string file = temp.path + "/file";
  std::ofstream(file) << "not a folder\n";
  CHECK_FALSE(CheckPrivateDirectory(file));
  CHECK_FALSE(CheckPrivateDirectory(temp.path + "/missing"));
}

}  // namespace
}  // namespace stratego
