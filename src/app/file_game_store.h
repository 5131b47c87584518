// Games on disk, in $XDG_DATA_HOME/stratego/games (else ~/.local/share/stratego/games): the game
// in progress written after every change, named copies, and the list the menu shows.
#pragma once

#include <cstdint>
#include <ctime>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/game_lock.h"
#include "ui/game_keeper.h"
#include "ui/game_library.h"

namespace stratego {

inline constexpr std::string_view kGameFileExtension = ".game";

// Keeps one game after another in files of their own ("autosaves"), named by the time each
// began: game-2026-11-22-140311.game. While it keeps a game it holds a lock on it (a lock file
// beside it), so that a second stratego cannot resume the same game and overwrite its moves.
class FileGameKeeper : public GameKeeper {
 public:
  explicit FileGameKeeper(std::string games_dir) : games_dir_(std::move(games_dir)) {}
  ~FileGameKeeper() override;
  FileGameKeeper(const FileGameKeeper&) = delete;
  FileGameKeeper& operator=(const FileGameKeeper&) = delete;

  // Goes on with a saved game. An autosave is continued in its own file (a damaged one is first
  // copied to NAME.game.damaged: the game goes on from its sound part); any other file (a named
  // copy, Gravon XML) stays as it is and the game goes on in a new autosave. Fails if another
  // stratego keeps the game.
  Status Resume(const std::string& path);
  std::string BeginGame() override;
  // The games folder exists (or can be made) and can be written.
  Status Ready() override;
  // A failure is also noted for UnsavedGameReports until a later Keep of the same file succeeds.
  Status Keep(const GameRecord& record) override;
  std::string LastGoodCopy() const override;
  // Writes NAME.game; never over an existing file.
  Expected<std::string> SaveCopy(const GameRecord& record, const std::string& name) override;
  const std::string& path() const { return path_; }

 private:
  Status Claim(const std::string& path);
  Status TakeLock();
  void Release();
  std::string LastGoodMoves() const;
  Status KeepDamagedCopy(const std::string& path);

  std::string games_dir_;
  std::string path_;
  GameLock lock_;
  std::string last_good_;     // the file that holds the game's last kept state, "" if none
  int last_good_moves_ = -1;  // the moves in it, -1 if not known
};

// The games of this run whose latest state could not be written (kept or not by a live keeper),
// one sentence each, for the user once the terminal is restored: "the last moves of … are not
// saved (…); the last good copy is …". Empty when every game was saved.
std::vector<std::string> UnsavedGameReports();

// Whether `path` is an autosave (game-….game), the only files the keeper writes again.
bool IsAutosave(const std::string& path);

// The games in a folder: records (.game) and Gravon XML files (.xml), where an XML file written
// from a record beside it (done.game → done.xml) is that game's export, not a game of its own.
class FileGameLibrary : public GameLibrary {
 public:
  explicit FileGameLibrary(std::string games_dir) : games_dir_(std::move(games_dir)) {}

  Expected<std::vector<SavedGameEntry>> List() const override;
  Expected<GameRecord> Load(const std::string& path) const override;
  Expected<GameRecord> LoadRecovered(const std::string& path) const override;
  // Holds the game's lock while it deletes it, so that no stratego can take it up meanwhile; a
  // record's export (done.game → done.xml) goes with it.
  Status Delete(const std::string& path) override;
  Expected<std::string> ExportGravon(const std::string& path) override;
  // The newest autosave that can be resumed, if any: what the main menu offers first.
  std::optional<SavedGameEntry> NewestResumable() const;

 private:
  // What a record said when last read, kept while its time and size stay the same: the main menu
  // and the list read the folder again each time they come back on screen.
  struct Known {
    std::time_t modified = 0;
    std::uintmax_t size = 0;
    SavedGameEntry entry;
  };
  std::string games_dir_;
  mutable std::map<std::string, Known> known_;
};

// When the file in `path` was last saved, for people: "2026-11-22 14:03" (local time).
std::string SavedTimeOf(const std::string& path);
// "Ann – Bo" from a record's names; "" when it names nobody.
std::string PlayersOf(const GameRecord& record);
// What state a record's game is in, for the list: "Red to move", "Blue captured the flag", or the
// first problem.
SavedGameEntry DescribeSavedGame(const std::string& path, const std::string& text);

}  // namespace stratego
