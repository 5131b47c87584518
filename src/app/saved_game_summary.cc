#include "app/saved_game_summary.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>
#include <string_view>

#include "app/file_game_store.h"
#include "io/file_io.h"
#include "io/game_file.h"

namespace stratego {

namespace {

constexpr std::size_t kHeadBytes = 64 * 1024;  // headers and setups take about 1 KiB
constexpr std::size_t kTailBytes = 4 * 1024;   // the last moves and the result

// `length` bytes of the file from `offset` (fewer at its end), or nothing if it cannot be read.
std::optional<std::string> ReadPart(const std::string& path, std::uintmax_t offset,
                                    std::size_t length) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) return std::nullopt;
  std::string text(length, '\0');
  std::size_t got = 0;
  while (got < length) {
    const ssize_t n =
        ::pread(fd, text.data() + got, length - got, static_cast<off_t>(offset + got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  text.resize(got);
  return text;
}

std::string_view TrimStart(std::string_view line) {
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
    line.remove_prefix(1);
  return line;
}

// The number of a move line ("57. e4-e5"), or nothing for any other line.
std::optional<int> MoveNumberOf(std::string_view line) {
  line = TrimStart(line);
  std::size_t digits = 0;
  while (digits < line.size() && digits < 9 &&
         std::isdigit(static_cast<unsigned char>(line[digits])))
    ++digits;
  if (digits == 0 || digits >= line.size() || line[digits] != '.') return std::nullopt;
  return std::stoi(std::string(line.substr(0, digits)));
}

// Calls `each` with every whole line of `text`; the first is skipped when `partial_first`.
template <typename Each>
void ForEachLine(std::string_view text, bool partial_first, Each each) {
  std::size_t start = 0;
  if (partial_first) {
    start = text.find('\n');
    if (start == std::string_view::npos) return;
    ++start;
  }
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    each(text.substr(start, end - start));
    start = end + 1;
  }
}

// The entry from the record's two ends, or nothing if they do not tell enough (the caller then
// reads the record whole).
std::optional<SavedGameEntry> SummarizeFromEnds(const std::string& path, std::uintmax_t size) {
  const std::optional<std::string> head = ReadPart(path, 0, kHeadBytes);
  const std::uintmax_t tail_start = size > kTailBytes ? size - kTailBytes : 0;
  const std::optional<std::string> tail = ReadPart(path, tail_start, kTailBytes);
  // A record whose last line lacks its newline may be cut short: read whole, it is told damaged.
  if (!head || !tail || IsGravonXmlText(*head) || tail->empty() || tail->back() != '\n')
    return std::nullopt;
  // The header and setups: everything before the first move.
  std::string header;
  bool moves_begun = false;
  ForEachLine(*head, false, [&](std::string_view line) {
    if (moves_begun || MoveNumberOf(line)) {
      moves_begun = true;
      return;
    }
    header.append(line).push_back('\n');
  });
  std::optional<int> last_move;
  std::string result;
  ForEachLine(*tail, tail_start > 0, [&](std::string_view line) {
    if (std::optional<int> number = MoveNumberOf(line)) last_move = number;
    if (TrimStart(line).rfind("result:", 0) == 0) result = std::string(line) + "\n";
  });
  if (!moves_begun || !last_move) return std::nullopt;
  const RecordParseResult parsed = ParseRecordText(header + result);
  if (!parsed.record) return std::nullopt;
  const GameRecord& record = *parsed.record;
  SavedGameEntry entry;
  entry.path = path;
  entry.readable = true;
  entry.players = PlayersOf(record);
  entry.moves = *last_move;
  entry.finished = record.result.over();
  entry.resumable = !entry.finished;
  entry.state = entry.finished
                    ? Describe(record.result)
                    : std::string(PlayerName(*last_move % 2 == 0 ? Player::kRed : Player::kBlue)) +
                          " to move";
  return entry;
}

}  // namespace

SavedGameEntry SummarizeSavedGame(const std::string& path, std::uintmax_t size) {
  if (size > kWholeReadBytes && size <= kMaxRecordFileBytes) {
    if (std::optional<SavedGameEntry> entry = SummarizeFromEnds(path, size)) {
      entry->saved = SavedTimeOf(path);
      return *entry;
    }
  }
  Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (text) return DescribeSavedGame(path, *text);
  SavedGameEntry entry;
  entry.path = path;
  entry.state = "unreadable: " + text.error();
  return entry;
}

}  // namespace stratego
