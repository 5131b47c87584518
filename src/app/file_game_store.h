// Games on disk, in $XDG_DATA_HOME/stratego/games (else ~/.local/share/stratego/games): the game
// in progress written after every change, named copies, and the list the menu shows.
#pragma once

#include <optional>
#include <string>
#include <vector>

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
  void Release();
  std::string LastGoodMoves() const;
  Status KeepDamagedCopy(const std::string& path);

  std::string games_dir_;
  std::string path_;
  int lock_fd_ = -1;
  std::string last_good_;     // the file that holds the game's last kept state, "" if none
  int last_good_moves_ = -1;  // the moves in it, -1 if not known
};

// The games of this run whose latest state could not be written (kept or not by a live keeper),
// one sentence each, for the user once the terminal is restored: "the last moves of … are not
// saved (…); the last good copy is …". Empty when every game was saved.
std::vector<std::string> UnsavedGameReports();

// Whether `path` is an autosave (game-….game), the only files the keeper writes again.
bool IsAutosave(const std::string& path);

class FileGameLibrary : public GameLibrary {
 public:
  explicit FileGameLibrary(std::string games_dir) : games_dir_(std::move(games_dir)) {}

  std::vector<SavedGameEntry> List() const override;
  Expected<GameRecord> Load(const std::string& path) const override;
  Expected<GameRecord> LoadRecovered(const std::string& path) const override;
  Status Delete(const std::string& path) override;
  Expected<std::string> ExportGravon(const std::string& path) override;
  // The newest autosave that can be resumed, if any: what the main menu offers first.
  std::optional<SavedGameEntry> NewestResumable() const;

 private:
  std::string games_dir_;
};

// "Ann – Bo" from a record's names; "" when it names nobody.
std::string PlayersOf(const GameRecord& record);
// What state a record's game is in, for the list: "Red to move", "Blue captured the flag", or the
// first problem.
SavedGameEntry DescribeSavedGame(const std::string& path, const std::string& text);

}  // namespace stratego
