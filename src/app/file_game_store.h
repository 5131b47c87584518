// Games on disk, in $XDG_DATA_HOME/stratego/games (else ~/.local/share/stratego/games): the game
// in progress written after every change, named copies, and the list the menu shows.
#pragma once

#include <optional>
#include <string>

#include "ui/game_keeper.h"
#include "ui/game_library.h"

namespace stratego {

inline constexpr std::string_view kGameFileExtension = ".game";

// Keeps one game after another in files of their own, named by the time each began.
class FileGameKeeper : public GameKeeper {
 public:
  // `resumed`: the file of a saved game being resumed, which later changes replace.
  explicit FileGameKeeper(std::string games_dir, std::string resumed = "")
      : games_dir_(std::move(games_dir)), path_(std::move(resumed)) {}

  std::string BeginGame() override;
  Status Keep(const GameRecord& record) override;
  Expected<std::string> SaveCopy(const GameRecord& record, const std::string& name) override;
  const std::string& path() const { return path_; }

 private:
  std::string games_dir_;
  std::string path_;
};

class FileGameLibrary : public GameLibrary {
 public:
  explicit FileGameLibrary(std::string games_dir) : games_dir_(std::move(games_dir)) {}

  std::vector<SavedGameEntry> List() const override;
  Expected<GameRecord> Load(const std::string& path) const override;
  Status Delete(const std::string& path) override;
  Expected<std::string> ExportGravon(const std::string& path) override;
  // The newest game that can be resumed, if any: what the main menu offers first.
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
