// The main menu's "Play someone at another terminal" (two-terminal play, docs/protocol.md): the
// games on the server the person may join (their own unfinished ones first, to take up again,
// then the open ones), and hosting a new one (rules, colour, the opponent: anyone or the server's
// computer player), then the others' games under way to watch. A game chosen opens the terminal
// client's screen (ui/remote_game.h), or the watch screen (ui/watch_screen.h). With no server
// answering, the lobby says how to start one.
#pragma once

#include <memory>
#include <string>

#include "app/file_setup_store.h"
#include "app/interactive.h"
#include "net/protocol.h"
#include "ui/activity.h"
#include "ui/remote_table.h"

namespace stratego {

// The terminal client's screen (ui/remote_game.h) at `table`, its setup editor on `store`.
std::unique_ptr<Activity> MakeRemoteGame(std::unique_ptr<RemoteTable> table,
                                         const DisplayOptions& display,
                                         std::shared_ptr<FileSetupStore> store);

// The lobby of the server at `socket` (`default_socket`: the user's own default one).
std::unique_ptr<Activity> MakeLobby(std::shared_ptr<Settings> settings,
                                    std::shared_ptr<FileSetupStore> store, std::string socket,
                                    bool default_socket);

// How the lobby names a game of the list for `user`: "Take up game 3: you play Red against bob
// (playing)", "Game 5: you play Red, Blue is open", "Join game 4: alice plays Blue (classic
// army)". Empty for a game that is neither the user's nor open.
std::string LobbyLabel(const GameSummary& game, const std::string& user);
// How the lobby offers another's game under way (both seats taken, neither the user's) to watch:
// "Watch game 6: alice (Red) against bob (Blue), playing". Empty for any other game.
std::string LobbyWatchLabel(const GameSummary& game, const std::string& user);

}  // namespace stratego
