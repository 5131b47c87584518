// The saved games as the saved-games screen sees them: a list, and what can be done with one.
// The application implements it with files (src/app/file_game_store.h); tests use memory.
#pragma once

#include <string>
#include <vector>

#include "core/expected.h"
#include "core/game_record.h"

namespace stratego {

struct SavedGameEntry {
  std::string path;
  std::string saved;       // when it was last saved, for people: "2026-11-22 14:03"
  std::string players;     // "Ann - Bo", or "" when the record names nobody
  int moves = 0;           // moves made
  std::string state;       // "Red to move", "Blue captured the flag", or what is wrong
  bool resumable = false;  // unfinished and legal throughout
  bool readable = false;   // the record could be read
  bool finished = false;   // the record has a result: the only games that may be replayed here
  std::string name;        // the saved copy's name, or "autosave" for the game's own file
  std::string exported;    // the Gravon XML file written from it, if there is one
  // The end of the record is damaged (cut short): the game is resumable from the sound part,
  // `moves` long (GameLibrary::LoadRecovered), once the player has agreed to lose the rest.
  bool damaged = false;
  // Where the damaged file is kept as it is when the game is resumed and written over it (a file
  // name: "NAME.game.damaged"), or "" when resuming leaves the file as it is.
  std::string damaged_copy = "";
};

class GameLibrary {
 public:
  virtual ~GameLibrary() = default;
  // Newest first, one entry per game; fails when the folder of games cannot be read (a folder
  // that does not exist yet holds no games).
  virtual Expected<std::vector<SavedGameEntry>> List() const = 0;
  virtual Expected<GameRecord> Load(const std::string& path) const = 0;
  // The sound beginning of a damaged record (SavedGameEntry::damaged), to resume.
  virtual Expected<GameRecord> LoadRecovered(const std::string& path) const { return Load(path); }
  // Deletes the game and its Gravon export (SavedGameEntry::exported) with it. Refuses a game
  // that another stratego is playing, saying so.
  virtual Status Delete(const std::string& path) = 0;
  // Writes a finished game as Gravon XML beside its record; returns the new file's path.
  virtual Expected<std::string> ExportGravon(const std::string& path) = 0;
};

}  // namespace stratego
