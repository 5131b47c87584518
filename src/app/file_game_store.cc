#include "app/file_game_store.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <map>
#include <mutex>

#include "app/file_setup_store.h"
#include "app/paths.h"
#include "app/saved_game_summary.h"
#include "io/file_io.h"
#include "io/game_file.h"
#include "io/record_recovery.h"

namespace stratego {

namespace {

// The listing reads at most this many of the newest files: a menu, not an archive browser.
constexpr std::size_t kMaxListed = 300;

std::string FormatTime(std::time_t when, const char* format, bool utc) {
  std::tm parts{};
  if (utc) {
    gmtime_r(&when, &parts);
  } else {
    localtime_r(&when, &parts);
  }
  char text[64];
  const std::size_t size = std::strftime(text, sizeof text, format, &parts);
  return std::string(text, size);
}

bool Exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}

std::time_t ModifiedTime(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 ? info.st_mtime : 0;
}

// A path in `dir` for `stem` that no file (nor the lock of one) has yet: stem.game, stem-2.game, …
std::string FreshPath(const std::string& dir, const std::string& stem) {
  std::string path = dir + "/" + stem + std::string(kGameFileExtension);
  for (int n = 2; Exists(path) || Exists(LockPathOf(path)); ++n)
    path = dir + "/" + stem + "-" + std::to_string(n) + std::string(kGameFileExtension);
  return path;
}

// Where a damaged autosave in `path` is kept as it is before it is written over: NAME.game.damaged,
// or NAME.game.damaged-2, … when that is taken.
std::string DamagedCopyPath(const std::string& path) {
  std::string copy = path + ".damaged";
  for (int n = 2; Exists(copy); ++n)
    copy = path + ".damaged-" + std::to_string(n);
  return copy;
}

std::string NewAutosavePath(const std::string& dir, std::time_t when) {
  return FreshPath(dir, "game-" + FormatTime(when, "%Y-%m-%d-%H%M%S", true));
}

// The files whose latest Keep failed, with the report for each. Process-wide, because the report
// outlives the keeper (the game is left, then the program quits) and is given once the terminal
// is restored; keyed by file, because a later game on the same file may save it after all.
std::mutex g_unsaved_mutex;
std::map<std::string, std::string> g_unsaved;

void NoteKept(const std::string& path, const std::string& problem) {
  const std::lock_guard<std::mutex> lock(g_unsaved_mutex);
  if (problem.empty()) {
    g_unsaved.erase(path);
  } else {
    g_unsaved[path] = problem;
  }
}

// Whether `text` is a whole, sound record: resuming it loses nothing.
bool IsSoundRecord(const std::string& text) {
  const RecordParseResult parsed = ParseAnyRecord(text);
  return parsed.record && ReplayRecord(*parsed.record).ok() &&
         (text.empty() || text.back() == '\n' || IsGravonXmlText(text));
}

}  // namespace

bool IsAutosave(const std::string& path) {
  const std::filesystem::path file(path);
  return file.extension() == kGameFileExtension && file.stem().string().rfind("game-", 0) == 0;
}

FileGameKeeper::~FileGameKeeper() {
  Release();
}

void FileGameKeeper::Release() {
  lock_.Release();
}

// The game's file is `path` from now on, even when it cannot be locked yet: Keep tries again and
// reports why it cannot save the game there, as it does when the folder cannot be made.
Status FileGameKeeper::Claim(const std::string& path) {
  Release();
  path_ = path;
  if (Status made = MakeDirectories(games_dir_); !made) return made;
  return TakeLock();
}

Status FileGameKeeper::TakeLock() {
  Expected<GameLock> lock = GameLock::Take(path_);
  if (!lock) return Error{lock.error()};
  lock_ = std::move(*lock);
  return {};
}

Status FileGameKeeper::Resume(const std::string& path) {
  last_good_ = path;  // the game as it was resumed
  last_good_moves_ = -1;
  Status claimed;
  if (IsAutosave(path)) {
    claimed = Claim(path);
    if (claimed) claimed = KeepDamagedCopy(path);
  } else if (std::optional<std::string> why = WhyLocked(path)) {
    claimed = Error{*why};
  } else {
    claimed = Claim(NewAutosavePath(games_dir_, std::time(nullptr)));
  }
  if (!claimed) {
    Release();
    path_.clear();  // not resumed: nothing is written for it
  }
  return claimed;
}

// A damaged autosave goes on from its sound part and is written over at the next Keep: the file
// as it is stays beside it first, as NAME.game.damaged (or NAME.game.damaged-2, …).
Status FileGameKeeper::KeepDamagedCopy(const std::string& path) {
  Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (!text || IsSoundRecord(*text)) return {};
  const std::string copy = DamagedCopyPath(path);
  if (Status written = WriteFileAtomically(copy, *text); !written)
    return Error{"cannot keep a copy of the damaged file: " + written.error()};
  last_good_ = copy;
  return {};
}

std::string FileGameKeeper::BeginGame() {
  const std::time_t now = std::time(nullptr);
  last_good_.clear();
  (void)Claim(NewAutosavePath(games_dir_, now));  // a failure is Keep's to report
  return FormatTime(now, "%Y-%m-%dT%H:%M:%SZ", true);
}

Status FileGameKeeper::Ready() {
  if (Status made = MakeDirectories(games_dir_); !made) return made;
  if (::access(games_dir_.c_str(), W_OK | X_OK) != 0)
    return Error{"cannot write in " + games_dir_ + ": " + std::strerror(errno)};
  return {};
}

Status FileGameKeeper::Keep(const GameRecord& record) {
  if (path_.empty()) return Error{"no game has begun"};
  Status kept = MakeDirectories(games_dir_);
  if (kept && !lock_.held()) kept = TakeLock();  // never written unless held
  if (kept) kept = WriteFileAtomically(path_, FormatRecordText(record));
  if (kept) {
    last_good_ = path_;
    last_good_moves_ = record.MoveCount();
    NoteKept(path_, "");
    return kept;
  }
  const std::string copy = last_good_.empty() ? "nothing of it is saved"
                                              : "the last good copy is " + last_good_ +
                                                    (last_good_moves_ < 0 ? "" : LastGoodMoves());
  NoteKept(path_, "the last moves of the game in " + path_ + " are not saved (" + kept.error() +
                      "); " + copy);
  return kept;
}

std::string FileGameKeeper::LastGoodMoves() const {
  return ", after move " + std::to_string(last_good_moves_);
}

std::string FileGameKeeper::LastGoodCopy() const {
  if (last_good_.empty()) return "";
  return std::filesystem::path(last_good_).filename().string() +
         (last_good_moves_ < 0 ? "" : LastGoodMoves());
}

std::vector<std::string> UnsavedGameReports() {
  const std::lock_guard<std::mutex> lock(g_unsaved_mutex);
  std::vector<std::string> reports;
  for (const auto& [path, report] : g_unsaved)
    reports.push_back(report);
  return reports;
}

Expected<std::string> FileGameKeeper::SaveCopy(const GameRecord& record, const std::string& name) {
  if (Status made = MakeDirectories(games_dir_); !made) return Error{made.error()};
  const std::string path = games_dir_ + "/" + FileNameFor(name) + std::string(kGameFileExtension);
  if (Exists(path))
    return Error{FileNameFor(name) + std::string(kGameFileExtension) +
                 " exists already; choose another name"};
  if (Status written = WriteFileAtomically(path, FormatRecordText(record)); !written)
    return Error{written.error()};
  return path;
}

std::string PlayersOf(const GameRecord& record) {
  if (record.names[0].empty() && record.names[1].empty()) return "";
  const auto name = [](const std::string& given, const char* colour) {
    return given.empty() ? std::string(colour) : given;
  };
  return name(record.names[0], "Red") + " - " + name(record.names[1], "Blue");
}

namespace {

// A record that cannot be read or replayed whole, offered from its sound beginning when that is
// an unfinished game (record_recovery.h); else `entry` as it is.
SavedGameEntry DescribeDamaged(SavedGameEntry entry, const std::string& text) {
  if (IsGravonXmlText(text)) return entry;
  const std::optional<GameRecord> record = RecoverRecordPrefix(text);
  if (!record) return entry;
  const Replay replay = ReplayRecord(*record);
  if (!replay.ok() || replay.state->over()) return entry;
  entry.players = PlayersOf(*record);
  entry.moves = record->MoveCount();
  entry.state = "damaged: resume from move " + std::to_string(entry.moves + 1);
  entry.resumable = true;
  entry.damaged = true;
  return entry;
}

}  // namespace

std::string SavedTimeOf(const std::string& path) {
  return FormatTime(ModifiedTime(path), "%Y-%m-%d %H:%M", false);
}

SavedGameEntry DescribeSavedGame(const std::string& path, const std::string& text) {
  SavedGameEntry entry;
  entry.path = path;
  entry.saved = SavedTimeOf(path);
  const RecordParseResult parsed = ParseAnyRecord(text);
  if (!parsed.record) {
    entry.state = "unreadable: " + (parsed.errors.empty() ? "" : parsed.errors[0].message);
    return DescribeDamaged(entry, text);
  }
  const GameRecord& record = *parsed.record;
  entry.readable = true;
  entry.players = PlayersOf(record);
  entry.moves = record.MoveCount();
  entry.finished = record.result.over();
  // A last line without its newline may have been cut short and still read, even as a legal
  // move ("e7-e10" cut to "e7-e1"): the record is damaged whether or not it replays.
  if (!text.empty() && text.back() != '\n' && !IsGravonXmlText(text)) {
    entry.readable = false;
    entry.state = "damaged: its last line is cut short";
    return DescribeDamaged(entry, text);
  }
  const Replay replay = ReplayRecord(record);
  if (!replay.ok()) {
    entry.state = "illegal at " + DescribeAction(record, replay.problem_action);
  } else if (record.result.over()) {
    entry.state = Describe(record.result);
  } else {
    entry.state = std::string(PlayerName(replay.state->to_move())) + " to move";
    entry.resumable = true;
  }
  return entry;
}

namespace {

struct GameFile {
  std::time_t modified = 0;
  std::uintmax_t size = 0;
  std::string path;
  std::string exported;  // the XML file written from it
};

bool IsLockFile(const std::filesystem::path& path) {
  const std::filesystem::path game = path.stem();
  return path.extension() == ".lock" &&
         (game.extension() == kGameFileExtension || game.extension() == ".xml");
}

// The games in `dir`, newest first, each XML export folded into the record it was written from;
// stale lock files are removed on the way.
Expected<std::vector<GameFile>> GameFilesIn(const std::string& dir) {
  std::error_code error;
  std::filesystem::directory_iterator item(dir, error);
  if (error == std::errc::no_such_file_or_directory) return std::vector<GameFile>{};
  std::map<std::string, GameFile> games;
  std::vector<std::string> xml;
  for (; !error && item != std::filesystem::directory_iterator(); item.increment(error)) {
    const std::filesystem::path& path = item->path();
    if (IsLockFile(path)) (void)WhyLocked((path.parent_path() / path.stem()).string());
    const std::string extension = path.extension().string();
    struct stat info {};
    if (extension != kGameFileExtension && extension != ".xml") continue;
    if (::stat(path.c_str(), &info) != 0) continue;  // gone meanwhile, or a dangling link
    games[path.string()] = {info.st_mtime, static_cast<std::uintmax_t>(info.st_size), path, ""};
    if (extension == ".xml") xml.push_back(path.string());
  }
  if (error) return Error{"cannot read the games folder " + dir + ": " + error.message()};
  for (const std::string& path : xml) {
    const std::string record =
        std::filesystem::path(path).replace_extension(kGameFileExtension).string();
    if (auto found = games.find(record); found != games.end()) {
      found->second.exported = path;
      games.erase(path);
    }
  }
  std::vector<GameFile> files;
  for (auto& [path, file] : games)
    files.push_back(std::move(file));
  std::sort(files.begin(), files.end(), [](const GameFile& a, const GameFile& b) {
    return a.modified != b.modified ? a.modified > b.modified : a.path > b.path;
  });
  if (files.size() > kMaxListed) files.resize(kMaxListed);
  return files;
}

}  // namespace

Expected<std::vector<SavedGameEntry>> FileGameLibrary::List() const {
  Expected<std::vector<GameFile>> files = GameFilesIn(games_dir_);
  if (!files) return Error{files.error()};
  std::map<std::string, Known> known;
  std::vector<SavedGameEntry> entries;
  for (const GameFile& file : *files) {
    auto found = known_.find(file.path);
    if (found == known_.end() || found->second.modified != file.modified ||
        found->second.size != file.size) {
      found = known_
                  .insert_or_assign(file.path, Known{file.modified, file.size,
                                                     SummarizeSavedGame(file.path, file.size)})
                  .first;
    }
    known.insert(*found);
    SavedGameEntry entry = found->second.entry;
    entry.name =
        IsAutosave(file.path) ? "autosave" : std::filesystem::path(file.path).stem().string();
    entry.exported = file.exported;
    if (entry.damaged && IsAutosave(file.path))  // resumed in its own file (FileGameKeeper)
      entry.damaged_copy = std::filesystem::path(DamagedCopyPath(file.path)).filename().string();
    if (entry.resumable) {
      if (std::optional<std::string> why = WhyLocked(file.path)) {
        entry.state = *why == kLockHeldElsewhere ? "being played in another stratego" : *why;
        entry.resumable = false;
      }
    }
    entries.push_back(std::move(entry));
  }
  known_ = std::move(known);  // forgets the files that are gone
  return entries;
}

Expected<GameRecord> FileGameLibrary::Load(const std::string& path) const {
  const RecordParseResult parsed = LoadRecordFile(path);
  if (!parsed.record) {
    return Error{parsed.errors.empty() ? path + ": unreadable"
                                       : FormatDiagnostic(path, parsed.errors.front())};
  }
  return *parsed.record;
}

Expected<GameRecord> FileGameLibrary::LoadRecovered(const std::string& path) const {
  Expected<std::string> text = ReadTextFile(path, kMaxRecordFileBytes);
  if (!text) return Error{path + ": " + text.error()};
  std::optional<GameRecord> record = RecoverRecordPrefix(*text);
  if (!record) return Error{path + ": nothing of the game can be read"};
  return *record;
}

Status FileGameLibrary::Delete(const std::string& path) {
  Expected<GameLock> lock = GameLock::Take(path);
  if (!lock) return Error{"cannot delete " + path + ": " + lock.error()};
  if (std::remove(path.c_str()) != 0)
    return Error{"cannot delete " + path + ": " + std::strerror(errno)};
  // Its export goes with it: left alone, it would be listed as a game of its own.
  if (std::filesystem::path(path).extension() != kGameFileExtension) return {};
  const std::string exported = std::filesystem::path(path).replace_extension(".xml").string();
  if (std::remove(exported.c_str()) != 0 && errno != ENOENT)
    return Error{"cannot delete " + exported + ": " + std::strerror(errno)};
  return {};
}

Expected<std::string> FileGameLibrary::ExportGravon(const std::string& path) {
  Expected<GameRecord> record = Load(path);
  if (!record) return Error{record.error()};
  Expected<std::string> xml = FormatGravonXml(*record);
  if (!xml) return Error{xml.error()};
  const std::string target = std::filesystem::path(path).replace_extension(".xml").string();
  if (target == path) return Error{"it is a Gravon XML file already"};
  if (Exists(target)) return Error{target + " exists already"};
  if (Status written = WriteFileAtomically(target, *xml); !written) return Error{written.error()};
  return target;
}

std::optional<SavedGameEntry> FileGameLibrary::NewestResumable() const {
  Expected<std::vector<SavedGameEntry>> entries = List();
  if (!entries) return std::nullopt;
  for (SavedGameEntry& entry : *entries) {
    if (entry.resumable && IsAutosave(entry.path)) return entry;
  }
  return std::nullopt;
}

}  // namespace stratego
