#include "net/game_files.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "io/file_io.h"
#include "io/record_file.h"

namespace stratego {

namespace {

constexpr std::string_view kExtension = ".game";
constexpr std::string_view kSeatsExtension = ".seats";
constexpr std::size_t kMaxSeatsFileBytes = 64 * 1024;

// The number of a game file's name ("17.game"), or 0 if the name is not one.
int NumberOf(const std::string& name, std::string_view extension = kExtension) {
  if (name.size() <= extension.size() || name.size() > extension.size() + 9 ||
      name.compare(name.size() - extension.size(), extension.size(), extension) != 0)
    return 0;
  int number = 0;
  for (std::size_t i = 0; i + extension.size() < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return 0;
    number = number * 10 + (name[i] - '0');
  }
  return number;
}

}  // namespace

GameFiles ReadGameFiles(const std::string& dir) {
  GameFiles files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    const int number = NumberOf(name);
    if (number == 0) continue;
    if (number > files.highest_number) files.highest_number = number;
    const auto text = ReadTextFile(entry.path().string(), kMaxRecordFileBytes);
    if (!text) {
      files.problems.push_back(name + ": " + text.error());
      continue;
    }
    RecordParseResult parsed = ParseRecordText(*text);
    if (!parsed.record) {
      files.problems.push_back(name + ": " + parsed.errors.front().message);
      continue;
    }
    if (!parsed.record->result.over()) files.unfinished.emplace_back(number, *parsed.record);
  }
  if (error) files.problems.push_back(dir + ": " + error.message());
  std::sort(files.unfinished.begin(), files.unfinished.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return files;
}

SeatsFiles ReadSeatsFiles(const std::string& dir) {
  SeatsFiles files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    const int number = NumberOf(name, kSeatsExtension);
    if (number == 0) continue;
    const auto text = ReadTextFile(entry.path().string(), kMaxSeatsFileBytes);
    if (!text) {
      files.problems.push_back(name + ": " + text.error());
      continue;
    }
    Expected<SavedSeats> seats = ParseSavedSeats(*text);
    if (!seats || seats->game != number) {
      files.problems.push_back(name + ": " + (seats ? "the seats of another game" : seats.error()));
      continue;
    }
    files.seats.push_back(std::move(*seats));
  }
  if (error) files.problems.push_back(dir + ": " + error.message());
  std::sort(files.seats.begin(), files.seats.end(),
            [](const SavedSeats& a, const SavedSeats& b) { return a.game < b.game; });
  return files;
}

std::string SeatsFilePath(const std::string& dir, int number) {
  return dir + "/" + std::to_string(number) + std::string(kSeatsExtension);
}

std::string GameFilePath(const std::string& dir, int number) {
  return dir + "/" + std::to_string(number) + std::string(kExtension);
}

Status SaveGameFile(const std::string& dir, int number, const GameRecord& record) {
  return WriteFileAtomically(GameFilePath(dir, number), FormatRecordText(record));
}

Status MakePrivateDirectories(const std::string& path) {
  if (Status made = MakeDirectories(path); !made) return made;
  return CheckPrivateDirectory(path);
}

Status CheckPrivateDirectory(const std::string& path) {
  struct stat status {};
  if (::lstat(path.c_str(), &status) != 0)
    return Error{"cannot examine " + path + ": " + std::strerror(errno)};
  if (!S_ISDIR(status.st_mode)) return Error{path + " is not a directory (or is a symbolic link)"};
  if (status.st_uid != ::getuid())
    return Error{path + " belongs to another user (uid " + std::to_string(status.st_uid) + ")"};
  if ((status.st_mode & (S_IRWXG | S_IRWXO)) != 0)
    return Error{path + " may be reached by other users (chmod 700 it)"};
  return {};
}

}  // namespace stratego
