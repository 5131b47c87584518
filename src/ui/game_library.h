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
  std::string players;     // "Ann – Bo", or "" when the record names nobody
  int moves = 0;           // moves made
  std::string state;       // "Red to move", "Blue captured the flag", or what is wrong
  bool resumable = false;  // unfinished and legal throughout
  bool readable = false;   // the record could be read (and so replayed)
  // The end of the record is damaged (cut short): the game is resumable from the sound part,
  // `moves` long (GameLibrary::LoadRecovered), once the player has agreed to lose the rest.
  bool damaged = false;
};

class GameLibrary {
 public:
  virtual ~GameLibrary() = default;
  virtual std::vector<SavedGameEntry> List() const = 0;  // newest first
  virtual Expected<GameRecord> Load(const std::string& path) const = 0;
  // The sound beginning of a damaged record (SavedGameEntry::damaged), to resume.
  virtual Expected<GameRecord> LoadRecovered(const std::string& path) const { return Load(path); }
  virtual Status Delete(const std::string& path) = 0;
  // Writes a finished game as Gravon XML beside its record; returns the new file's path.
  virtual Expected<std::string> ExportGravon(const std::string& path) = 0;
};

}  // namespace stratego
