// Starting a game server for the user when none answers (issue 14: "if no server is reachable on
// the default socket, `stratego host` starts one for the user, and says so"), so that two
// terminals of one account need no set-up at all. Used by `stratego host` and the terminal client.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

#include "core/expected.h"

namespace stratego {

struct LaunchedServer {
  pid_t pid = 0;
  std::string socket;
  std::string log_path;  // where its log lines go
};

// If a server answers on the default socket, nothing (std::nullopt). Else starts this program's
// `stratego serve` on it, detached from the caller (a session of its own, standard input and
// output /dev/null, its log appended to server.log in the server's data folder), and waits up to
// `wait` until it answers. Fails, saying why (the end of its log), when it exits or does not
// answer in time. Only for the default socket: a --server path names a server someone runs.
Expected<std::optional<LaunchedServer>> EnsureServer(
    std::chrono::milliseconds wait = std::chrono::seconds(10));

// What to tell the user: "started a game server for you (process N, …); it stops with kill N".
std::string DescribeLaunch(const LaunchedServer& server);

}  // namespace stratego
