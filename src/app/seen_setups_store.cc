#include "app/seen_setups_store.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <system_error>
#include <thread>

#include "app/game_lock.h"
#include "core/text.h"
#include "io/file_io.h"

namespace stratego {

namespace {

constexpr std::string_view kHeader = "stratego-seen-setups 1";
constexpr std::size_t kMaxFileBytes = 64 * 1024;  // 480 lines of `seen:` at most are 12 KiB
constexpr std::size_t kMaxNameCharacters = 40;
// Each try (GameLock::Take) waits up to 80 ms itself for a lock being let go, then 20 ms more:
// 20 tries, about 2 s.
constexpr int kLockTries = 20;
constexpr std::chrono::milliseconds kLockRetry{20};

std::string_view TrimmedLine(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return Trim(line);
}

std::string Where(int line, std::size_t column) {
  return std::to_string(line) + ":" + std::to_string(column + 1) + ": ";
}

// One `seen:` line's words after the key: row, column, rank, count; adds them to `seen`.
std::optional<std::string> ParseSeen(std::string_view rest, std::size_t offset, int line,
                                     SeenSetups& seen) {
  const std::vector<std::string_view> words = SplitWords(rest);
  if (words.size() != 4) return Where(line, offset) + "expected 'seen: ROW COLUMN RANK COUNT'";
  const auto at = [&](std::size_t i) {
    return offset + static_cast<std::size_t>(words[i].data() - rest.data());
  };
  const auto row = ParseIntInRange(words[0], 1, kSetupRows);
  if (!row) return Where(line, at(0)) + "the row is a number from 1 to 4";
  const auto column = ParseIntInRange(words[1], 1, kSetupColumns);
  if (!column) return Where(line, at(1)) + "the column is a number from 1 to 10";
  const auto rank = ParseRankToken(words[2], Numbering::kModern);
  if (!rank) return Where(line, at(2)) + "the rank is 2 to 10, S, B or F";
  const auto count = ParseIntInRange(words[3], 1, SeenSetups::kMaxCount);
  if (!count) return Where(line, at(3)) + "the count is a number from 1 to 1000000";
  int& cell = seen.seen[static_cast<std::size_t>((*row - 1) * kSetupColumns + (*column - 1))]
                       [static_cast<std::size_t>(Index(*rank))];
  if (cell != 0) return Where(line, at(0)) + "this row, column and rank were given before";
  cell = *count;
  return std::nullopt;
}

// The lock of the file at `path` (app/game_lock.h: PATH.lock, held with flock): a bot that ends
// a game against the same opponent at the same time holds it for a few milliseconds, so a short
// wait lets both games be kept, one after the other.
Expected<GameLock> TakeLock(const std::string& path) {
  for (int tries = 1;; ++tries) {
    Expected<GameLock> lock = GameLock::Take(path);
    if (lock || tries >= kLockTries) return lock;
    std::this_thread::sleep_for(kLockRetry);
  }
}

std::uint64_t NameHash(std::string_view name) {  // FNV-1a, 64 bits: stable across builds
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : name) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

}  // namespace

std::string FormatSeenSetups(const SeenSetups& seen, std::string_view opponent) {
  std::string name(opponent);
  for (char& c : name) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  }
  std::string text = std::string(kHeader) +
                     "\n# What stratego bot saw of an opponent's setups (docs/computer-player.md)."
                     "\nopponent: " +
                     name + "\ngames: " + std::to_string(seen.games) + "\n";
  for (int cell = 0; cell < kSetupCells; ++cell) {
    for (int rank = 0; rank < kNumRanks; ++rank) {
      const int count = seen.seen[static_cast<std::size_t>(cell)][static_cast<std::size_t>(rank)];
      if (count == 0) continue;
      text += "seen: " + std::to_string(cell / kSetupColumns + 1) + " " +
              std::to_string(cell % kSetupColumns + 1) + " " +
              std::string(RankToken(RankAt(rank), Numbering::kModern)) + " " +
              std::to_string(count) + "\n";
    }
  }
  return text;
}

Expected<SeenSetups> ParseSeenSetups(std::string_view text) {
  SeenSetups seen;
  bool header = false;
  bool opponent = false;
  bool games = false;
  int line_number = 0;
  for (std::string_view rest = text; !rest.empty();) {
    const std::size_t end = rest.find('\n');
    const std::string_view raw = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    ++line_number;
    const std::string_view line = TrimmedLine(raw);
    if (line.empty() || line[0] == '#') continue;
    const std::size_t indent = static_cast<std::size_t>(line.data() - raw.data());
    if (!header) {
      if (line != kHeader)
        return Error{Where(line_number, indent) + "expected '" + std::string(kHeader) + "' first"};
      header = true;
      continue;
    }
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos)
      return Error{Where(line_number, indent) + "expected 'opponent:', 'games:' or 'seen:'"};
    const std::string_view key = line.substr(0, colon);
    // The value from its first character that is not blank, and that character's place.
    const std::string_view value = Trim(line.substr(colon + 1));
    const auto value_at = static_cast<std::size_t>(value.data() - raw.data());
    if (key == "opponent" && !opponent) {
      opponent = true;  // for people: the file's name is what is looked up
    } else if (key == "games" && !games) {
      const auto count = ParseIntInRange(value, 0, SeenSetups::kMaxGames);
      if (!count) return Error{Where(line_number, value_at) + "games is a number from 0 to 64"};
      seen.games = *count;
      games = true;
    } else if (key == "seen") {
      if (auto problem = ParseSeen(value, value_at, line_number, seen)) return Error{*problem};
    } else {
      return Error{Where(line_number, indent) +
                   "expected 'opponent:' or 'games:' (each once) or 'seen:'"};
    }
  }
  if (!header) return Error{"1: the file is empty; expected '" + std::string(kHeader) + "'"};
  if (!games) return Error{std::to_string(line_number) + ": no 'games:' line"};
  return seen;
}

std::string SeenSetupsPath(const std::string& dir, std::string_view opponent) {
  std::string name;
  for (const char c : opponent) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '.' || c == '-' || c == '_';
    name += plain ? c : '_';
  }
  if (name.size() > kMaxNameCharacters) name.erase(0, name.size() - kMaxNameCharacters);
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(NameHash(opponent)));
  return dir + "/" + name + "-" + hash + ".txt";
}

Expected<std::optional<SeenSetups>> LoadSeenSetups(const std::string& dir,
                                                   std::string_view opponent) {
  const std::string path = SeenSetupsPath(dir, opponent);
  std::error_code error;
  if (!std::filesystem::exists(path, error) && !error)
    return std::optional<SeenSetups>();  // not met before
  const Expected<std::string> text = ReadTextFile(path, kMaxFileBytes);
  if (!text) return Error{path + ": " + text.error()};
  Expected<SeenSetups> seen = ParseSeenSetups(*text);
  if (!seen) return Error{path + ":" + seen.error()};
  return std::optional<SeenSetups>(std::move(*seen));
}

Status RememberGame(const std::string& dir, std::string_view opponent, const PlayerView& view) {
  if (Status made = MakeDirectories(dir); !made) return made;
  const std::string path = SeenSetupsPath(dir, opponent);
  Expected<GameLock> lock = TakeLock(path);
  if (!lock && lock.error() == kLockHeldElsewhere)
    return Error{path + ": another stratego bot kept it busy (about 2 s)"};
  if (!lock) return Error{path + ": " + lock.error()};
  Expected<std::optional<SeenSetups>> loaded = LoadSeenSetups(dir, opponent);
  if (!loaded) return Error{loaded.error() + " (left as it is)"};
  SeenSetups seen = loaded->value_or(SeenSetups{});
  AddGame(seen, view);
  if (Status written = WriteFileAtomically(path, FormatSeenSetups(seen, opponent)); !written)
    return Error{path + ": " + written.error()};
  lock->Release();
  return {};
}

}  // namespace stratego
