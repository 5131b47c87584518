// Where the program keeps and finds files.
#pragma once

#include <string>
#include <vector>

#include "core/expected.h"
#include "io/file_io.h"  // MakeDirectories, for the callers of these paths

namespace stratego {

// The player's own setups: $XDG_DATA_HOME/stratego/setups, else ~/.local/share/stratego/setups.
std::string UserSetupsDir();
// The kept games: $XDG_DATA_HOME/stratego/games, else ~/.local/share/stratego/games.
std::string UserGamesDir();
// What `stratego bot` saw of each opponent's setups (app/seen_setups_store.h):
// $XDG_DATA_HOME/stratego/opponents, else ~/.local/share/stratego/opponents.
std::string UserOpponentsDir();
// The game server's socket (docs/protocol.md): $XDG_RUNTIME_DIR/stratego/server.sock, else
// /tmp/stratego-UID/server.sock.
std::string DefaultServerSocket();
// The game server's games: $XDG_DATA_HOME/stratego/server, else ~/.local/share/stratego/server.
std::string ServerDataDir();
// The options kept between runs: $XDG_CONFIG_HOME/stratego/options.conf, else
// ~/.config/stratego/options.conf.
std::string OptionsFilePath();
// The setups that ship with the game: $STRATEGO_SETUPS_DIR if set, else the installed copy beside
// the program (../share/stratego/setups), else the source tree's setups/ (for a build that was
// never installed).
std::string ShippedSetupsDir();

}  // namespace stratego
