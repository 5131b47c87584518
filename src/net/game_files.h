// The server's games on disk: DIR/N.game, one game record (docs/game-records.md) per game,
// numbered as the protocol numbers games, written atomically after every action.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/expected.h"
#include "core/game_record.h"
#include "net/saved_seats.h"

namespace stratego {

struct GameFiles {
  std::vector<std::pair<int, GameRecord>> unfinished;  // by number
  int highest_number = 0;                              // of every game file, finished ones too
  std::vector<std::string> problems;                   // files that could not be read, and why
};

// Reads every N.game in `dir` (other files are left alone).
GameFiles ReadGameFiles(const std::string& dir);
// Reads every N.seats in `dir` (net/saved_seats.h), by number; `problems` gets those that could
// not be read or do not hold game N's seats.
struct SeatsFiles {
  std::vector<SavedSeats> seats;
  std::vector<std::string> problems;
};
SeatsFiles ReadSeatsFiles(const std::string& dir);
// DIR/N.seats, beside DIR/N.game.
std::string SeatsFilePath(const std::string& dir, int number);
// DIR/N.game, the file of game `number`.
std::string GameFilePath(const std::string& dir, int number);
// Writes game `number` as DIR/N.game, atomically (io/file_io.h): a reader finds the old record or
// the new one, never a torn one.
Status SaveGameFile(const std::string& dir, int number, const GameRecord& record);
// Makes a directory and its parents, private to the user (0700), like mkdir -p; then checks the
// directory itself with CheckPrivateDirectory, since it may have been there before (in /tmp,
// made by anybody).
Status MakePrivateDirectories(const std::string& path);
// Succeeds only if `path` is a real directory (not a symbolic link) owned by getuid() with no
// permissions for group or others.
Status CheckPrivateDirectory(const std::string& path);

}  // namespace stratego
