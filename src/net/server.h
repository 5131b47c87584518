// The game server (`stratego serve`, docs/protocol.md): one thread running an Asio io_context that
// serves every connection of a Unix domain socket, and a GameHost (net/game_host.h) that holds the
// games. Nothing blocks that thread: reads and writes are asynchronous, and the computer players
// of seats the server plays think on one background thread of their own (AgentWorker), one move
// at a time, whose answers are posted back to the loop.
//
// Who is who: a connection's user is the Unix user of the peer process, from the kernel
// (SO_PEERCRED). Bounds: a line is at most 64 KiB (longer ones are answered too_long and skipped);
// a connection that sends max_bad_requests malformed requests, says nothing for hello_timeout
// before hello, or leaves more than max_queued_bytes of messages unread is disconnected; a Unix
// user (or TCP peer address) has at most max_connections_per_uid connections open. When accept
// fails (out of file descriptors: EMFILE, ENFILE) the server waits 100 ms before accepting again.
//
// Games are written after every action to DIR/N.game (game records, written atomically) by one
// writer thread, several games' saves flushed to disk together; an action is announced when its
// save is done (GameHost: one action of a game is saved at a time, the next waits for it). Open
// reads back every unfinished one, so a server killed with kill -9 and started again has them all;
// a game not yet started is kept as DIR/N.seats (net/saved_seats.h), read back likewise.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "core/expected.h"

namespace stratego {

struct ServerOptions {
  std::string socket_path;
  // Also listen on TCP (serve --listen): "ADDR:PORT", or "PORT" for 127.0.0.1:PORT; port 0 takes
  // a free one (tests: Server::tcp_port). Empty: the Unix socket only. A TCP peer has no Unix user:
  // it plays by join codes (docs/protocol.md, "Over TCP"; GameHost::Connected).
  std::string listen;
  // Wrong join codes a TCP peer address may give in code_failure_window; beyond, every join by
  // code of that address is refused too_many_attempts until its oldest failure is that old.
  int max_code_failures = 5;
  std::chrono::milliseconds code_failure_window{60000};
  std::string data_dir;
  std::chrono::milliseconds hello_timeout{10000};
  int max_bad_requests = 10;
  std::size_t max_queued_bytes = 4 * 1024 * 1024;
  // Connections open at once per Unix user (peer uid): one more is told too_many_connections and
  // closed, so that one user cannot take every file descriptor of the server.
  int max_connections_per_uid = 64;
  // Games not yet started a user may hold a seat of (GameHost): `host` beyond is refused.
  int max_unstarted_games = 8;
  // (max_connections_per_uid also bounds the connections of one TCP peer address.)
  // For tests on a machine with one Unix user: the user a hello names (its `user`) is taken as
  // the connection's when the peer is the server's own Unix user (SO_PEERCRED uid == getuid());
  // any other peer is the kernel's user as always. Run logs a warning when it is on.
  bool trust_hello_user = false;
  // Flush every save to disk (group commit: WriteFilesAtomically). Without it a game file is
  // still replaced atomically, and a server killed (kill -9) and restarted has every game back,
  // but a crash of the machine or a power cut may lose the last actions (serve --no-fsync).
  bool flush_saves = true;
  // Stop on SIGINT and SIGTERM (the command); tests stop the server with Stop().
  bool handle_signals = true;
  // Where a line per event goes (the command: standard error).
  std::function<void(const std::string&)> log;
};

class Server {
 public:
  // Makes the data directory, reads its games back and listens on the socket: refuses when
  // another server answers on it or the path is not a socket, removes a stale socket file, and
  // makes the new one 0666 (who may reach it is up to the directory's permissions).
  static Expected<std::unique_ptr<Server>> Open(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Serves until Stop() or, with handle_signals, SIGINT or SIGTERM; then closes every
  // connection, stops the computer players and removes the socket file.
  void Run();
  // From any thread.
  void Stop();
  // The TCP port listened on (with `listen`), 0 without.
  int tcp_port() const;

  class Impl;

 private:
  explicit Server(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace stratego
