#include "net/server.h"

#include <pwd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <asio.hpp>
#include <condition_variable>
#include <csignal>
#include <ctime>
#include <deque>
#include <filesystem>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include "io/file_io.h"
#include "io/record_file.h"
#include "net/agent_worker.h"
#include "net/game_files.h"
#include "net/game_host.h"
#include "net/protocol.h"

namespace stratego {

namespace {

using Local = asio::local::stream_protocol;
using Tcp = asio::ip::tcp;
// Connections of either socket, served alike.
using AnySocket = asio::generic::stream_protocol::socket;

// What a TCP peer is called in games (GameHost): its hello's `user` after this prefix, which no
// Unix user name has (':' separates /etc/passwd's fields), so that no Unix user is taken for it.
constexpr std::string_view kTcpNamePrefix = "tcp:";

// "ADDR:PORT", or "PORT" alone for the loopback address: the address to listen on.
Expected<Tcp::endpoint> ParseListen(const std::string& text) {
  const std::size_t colon = text.rfind(':');
  std::string host = colon == std::string::npos ? "127.0.0.1" : text.substr(0, colon);
  const std::string port = colon == std::string::npos ? text : text.substr(colon + 1);
  if (host.size() > 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  char* end = nullptr;
  const long number = std::strtol(port.c_str(), &end, 10);
  if (port.empty() || *end != '\0' || number < 0 || number > 65535)
    return Error{"--listen takes ADDR:PORT or PORT (0 to 65535), not " + text};
  asio::error_code error;
  const auto address = asio::ip::make_address(host, error);
  if (error) return Error{"--listen: " + host + " is not an IP address"};
  return Tcp::endpoint(address, static_cast<unsigned short>(number));
}

// How long the server waits before accepting again after accept failed (out of descriptors): long
// enough not to spin, short enough that a freed descriptor is soon used.
constexpr std::chrono::milliseconds kAcceptRetry{100};

std::string NowIso8601() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

struct Peer {
  std::string user;  // empty if the kernel could not tell
  uid_t uid = static_cast<uid_t>(-1);
};

// The name of a Unix user: asked of the system (getpwuid_r, which may ask a directory service
// over the network) once per uid, then kept, so that the loop thread waits for it at most once a
// user. A renamed user keeps the old name until the server restarts.
std::string UserName(uid_t uid, std::map<uid_t, std::string>& known) {
  if (const auto found = known.find(uid); found != known.end()) return found->second;
  passwd entry{};
  passwd* found = nullptr;
  std::array<char, 4096> buffer{};
  const bool named = getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found;
  return known[uid] = named ? std::string(found->pw_name) : "uid" + std::to_string(uid);
}

// The Unix user of the process at the other end of a Unix socket (SO_PEERCRED).
Peer PeerOf(int fd, std::map<uid_t, std::string>& known_users) {
  ucred credentials{};
  socklen_t size = sizeof credentials;
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &size) != 0) return {};
  return {UserName(credentials.uid, known_users), credentials.uid};
}

// Raises the soft limit of open files to the hard one (a connection is a file descriptor: the
// usual soft 1024 would cap the server near 1000 connections); the limit it now has.
rlim_t RaiseOpenFileLimit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &limit) != 0) getrlimit(RLIMIT_NOFILE, &limit);
  }
  return limit.rlim_cur;
}

// The games' one writer thread: saves are written in the order asked, as many as are waiting at
// once with one flush to disk for them all (WriteFilesAtomically: group commit), and each outcome
// is handed to its `done` on this thread (which posts it to the loop).
class SaveWriter {
 public:
  using Done = std::function<void(Status)>;

  SaveWriter(std::string dir, bool flush)
      : dir_(std::move(dir)), flush_(flush), thread_([this] { Work(); }) {}
  ~SaveWriter() { Stop(); }

  // `record` stays alive and unchanged until `done` is called.
  void Save(int game, const GameRecord& record, Done done) {
    const std::lock_guard lock(mutex_);
    jobs_.push_back({game, &record, std::move(done), {}, {}, false});
    wake_.notify_one();
  }
  // Writes `text` as the file `path` (a game's seats file) with the same care.
  void SaveText(std::string path, std::string text, Done done) {
    const std::lock_guard lock(mutex_);
    jobs_.push_back({0, nullptr, std::move(done), std::move(path), std::move(text), false});
    wake_.notify_one();
  }
  // Removes the file `path` and its spare, after the writes asked before.
  void Remove(std::string path) {
    const std::lock_guard lock(mutex_);
    jobs_.push_back({0, nullptr, {}, std::move(path), {}, true});
    wake_.notify_one();
  }
  // Writes what was asked, then ends the thread.
  void Stop() {
    {
      const std::lock_guard lock(mutex_);
      if (stopping_) return;
      stopping_ = true;
      wake_.notify_one();
    }
    thread_.join();
  }

 private:
  // Files written together at most: each holds a file descriptor while it is flushed.
  static constexpr std::size_t kMaxBatch = 256;

  struct Job {
    int game;
    const GameRecord* record;  // or, when null, `text` for `path`
    Done done;
    std::string path;
    std::string text;
    bool remove;  // `path` is to be removed, not written
  };

  void Work() {
    for (;;) {
      std::vector<Job> batch;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
        if (jobs_.empty()) return;  // stopping, and everything is written
        const std::size_t taken = std::min(jobs_.size(), kMaxBatch);
        batch.assign(std::make_move_iterator(jobs_.begin()),
                     std::make_move_iterator(jobs_.begin() + static_cast<std::ptrdiff_t>(taken)));
        jobs_.erase(jobs_.begin(), jobs_.begin() + static_cast<std::ptrdiff_t>(taken));
      }
      // A file asked for twice in a batch is written once, as asked last.
      std::vector<FileWrite> writes;
      std::map<std::string, std::size_t> write_of_path;
      std::vector<std::size_t> write_of_job;
      for (Job& job : batch) {
        if (job.remove) continue;
        std::string path = job.record ? GameFilePath(dir_, job.game) : std::move(job.path);
        std::string text = job.record ? FormatRecordText(*job.record) : std::move(job.text);
        const auto [found, added] = write_of_path.try_emplace(path, writes.size());
        if (added) writes.push_back({std::move(path), {}});
        writes[found->second].content = std::move(text);
        write_of_job.push_back(found->second);
      }
      const std::vector<Status> results = WriteFilesAtomically(writes, flush_);
      std::size_t written = 0;
      for (Job& job : batch) {
        if (!job.remove) {
          job.done(results[write_of_job[written++]]);
          continue;
        }
        std::error_code ignored;  // a file that is not there is as good as removed
        std::filesystem::remove(job.path, ignored);
        std::filesystem::remove(job.path + ".spare", ignored);
      }
    }
  }

  std::string dir_;
  bool flush_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Job> jobs_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace

class Server::Impl {
 public:
  explicit Impl(ServerOptions options)
      : options_(std::move(options)),
        acceptor_(io_),
        tcp_acceptor_(io_),
        accept_retry_(io_),
        signals_(io_),
        host_(MakeHooks(), std::random_device{}(), options_.max_unstarted_games) {}

  Status Listen();
  void LoadGames();
  void Run();
  void Stop() {
    asio::post(io_, [this] { Shutdown(); });
  }
  void Log(const std::string& line) {
    if (options_.log) options_.log(line);
  }
  int tcp_port() const {
    asio::error_code ignored;
    return tcp_acceptor_.is_open() ? tcp_acceptor_.local_endpoint(ignored).port() : 0;
  }

 private:
  struct Connection {
    explicit Connection(AnySocket s) : socket(std::move(s)), hello_timer(socket.get_executor()) {}
    AnySocket socket;
    asio::steady_timer hello_timer;
    std::array<char, 8192> chunk{};
    std::string pending;    // the start of a line
    bool skipping = false;  // dropping the rest of a line that was too long
    std::deque<std::string> queue;
    std::size_t queued_bytes = 0;
    bool writing = false;
    bool closing = false;  // close once the queue is written
    bool said_hello = false;
    bool dropped = false;  // to be closed: it let too much wait unread
    int bad_requests = 0;
    std::string peer_user;
    uid_t peer_uid = static_cast<uid_t>(-1);
    std::string address;    // a TCP peer's IP address; empty on the Unix socket
    std::string limit_key;  // whose connections are counted: "uid N" or "tcp ADDR"
    ConnectionId id = 0;
  };
  using ConnectionPtr = std::shared_ptr<Connection>;

  GameHost::Hooks MakeHooks();
  void Accept();
  void AcceptTcp();
  void Accepted(AnySocket socket, std::string address);
  // A wrong join code from the connection's address; too_many_attempts once there were
  // max_code_failures within code_failure_window.
  void WrongCode(ConnectionId id);
  bool CodesLockedOut(const std::string& address);
  void Read(const ConnectionPtr& connection);
  void Consume(const ConnectionPtr& connection, std::size_t size);
  void OnLine(const ConnectionPtr& connection, std::string_view line);
  void OnHello(const ConnectionPtr& connection, const Message& hello);
  void Refuse(const ConnectionPtr& connection, const ProtocolError& error, bool counts);
  void Send(ConnectionId id, const Message& message);
  void Queue(const ConnectionPtr& connection, std::string line);
  void Write(const ConnectionPtr& connection);
  // By value: the caller's pointer may be the one in connections_, which Close erases.
  void Close(ConnectionPtr connection, const std::string& why);
  void Shutdown();
  // A game's clock wake-up (GameHost::Hooks::set_timer): one timer per game with a running clock.
  void SetGameTimer(int game, std::optional<ClockMs> after);
  std::string Who(const Connection& connection) const {
    return "connection " + std::to_string(connection.id) +
           (connection.peer_user.empty() ? "" : " (" + connection.peer_user + ")");
  }

  ServerOptions options_;
  asio::io_context io_;
  Local::acceptor acceptor_;
  Tcp::acceptor tcp_acceptor_;
  asio::steady_timer accept_retry_;
  asio::signal_set signals_;
  GameHost host_;
  // The computer players' moves: one at a time a core, up to four, so that several games
  // against the computer go on at once without each waiting for the others' searches.
  std::unique_ptr<AgentWorker> worker_ = std::make_unique<AgentWorker>(
      static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)));
  // After host_: stopped, and destroyed, before the records it writes are.
  std::unique_ptr<SaveWriter> writer_ =
      std::make_unique<SaveWriter>(options_.data_dir, options_.flush_saves);
  std::map<ConnectionId, ConnectionPtr> connections_;
  std::map<std::string, int> connections_per_key_;  // of connections_, by limit_key
  // Per TCP peer address, when its last wrong join codes were given, oldest first.
  std::map<std::string, std::deque<std::chrono::steady_clock::time_point>> code_failures_;
  std::map<uid_t, std::string> user_names_;  // UserName's, asked once a uid
  ConnectionId next_id_ = 1;
  bool stopped_ = false;
  // After io_, before which they go; a timer destroyed cancels its wait.
  std::map<int, std::unique_ptr<asio::steady_timer>> game_timers_;
};

GameHost::Hooks Server::Impl::MakeHooks() {
  GameHost::Hooks hooks;
  hooks.send = [this](ConnectionId id, const Message& message) { Send(id, message); };
  hooks.log = [this](const std::string& line) { Log(line); };
  hooks.save = [this](int game, const GameRecord& record, std::function<void(Status)> done) {
    writer_->Save(game, record, [this, done = std::move(done)](Status saved) {
      asio::post(io_, [done, saved = std::move(saved)] { done(saved); });
    });
  };
  hooks.save_seats = [this](int game, const std::string& text, std::function<void(Status)> done) {
    writer_->SaveText(SeatsFilePath(options_.data_dir, game), text,
                      [this, done = std::move(done)](Status saved) {
                        asio::post(io_, [done, saved = std::move(saved)] { done(saved); });
                      });
  };
  hooks.forget_seats = [this](int game) {
    writer_->Remove(SeatsFilePath(options_.data_dir, game));
  };
  hooks.now = NowIso8601;
  hooks.wrong_code = [this](ConnectionId id) { WrongCode(id); };
  hooks.set_timer = [this](int game, std::optional<ClockMs> after) { SetGameTimer(game, after); };
  hooks.ask_agent = [this](int game, int ply, Agent& agent, PlayerView view,
                           std::optional<ClockMs> budget) {
    worker_->Ask(agent, std::move(view), budget, [this, game, ply](Expected<Move> move) {
      asio::post(
          io_, [this, game, ply, move = std::move(move)] { host_.AgentAnswered(game, ply, move); });
    });
  };
  return hooks;
}

void Server::Impl::SetGameTimer(int game, std::optional<ClockMs> after) {
  if (!after) {
    game_timers_.erase(game);
    return;
  }
  std::unique_ptr<asio::steady_timer>& timer = game_timers_[game];
  if (!timer) timer = std::make_unique<asio::steady_timer>(io_);
  timer->expires_after(std::chrono::milliseconds(*after));  // cancels the wait before
  // A wake-up that was already due when replaced comes early: GameHost asks again.
  timer->async_wait([this, game](const asio::error_code& error) {
    if (!error && !stopped_) host_.ClockRanOut(game);
  });
}

Status Server::Impl::Listen() {
  const std::string& path = options_.socket_path;
  struct stat status {};
  if (lstat(path.c_str(), &status) == 0) {
    if (!S_ISSOCK(status.st_mode)) return Error{path + " exists and is not a socket"};
    Local::socket probe(io_);
    asio::error_code error;
    probe.connect(Local::endpoint(path), error);
    if (!error) return Error{"another server answers on " + path};
    if (unlink(path.c_str()) != 0) return Error{"cannot remove the stale socket " + path};
    Log("removed a stale socket file " + path);
  }
  asio::error_code error;
  acceptor_.open(Local(), error);
  if (!error) acceptor_.bind(Local::endpoint(path), error);
  if (!error) acceptor_.listen(asio::socket_base::max_listen_connections, error);
  if (error) return Error{"cannot listen on " + path + ": " + error.message()};
  chmod(path.c_str(), 0666);
  if (options_.listen.empty()) return {};
  auto endpoint = ParseListen(options_.listen);
  if (!endpoint) return Error{endpoint.error()};
  tcp_acceptor_.open(endpoint->protocol(), error);
  if (!error) tcp_acceptor_.set_option(Tcp::acceptor::reuse_address(true), error);
  if (!error) tcp_acceptor_.bind(*endpoint, error);
  if (!error) tcp_acceptor_.listen(asio::socket_base::max_listen_connections, error);
  if (error) {
    unlink(path.c_str());
    return Error{"cannot listen on TCP " + options_.listen + ": " + error.message()};
  }
  return {};
}

void Server::Impl::LoadGames() {
  const GameFiles files = ReadGameFiles(options_.data_dir);
  for (const std::string& problem : files.problems)
    Log(problem);
  host_.ReserveNumbers(files.highest_number);
  for (const auto& [number, record] : files.unfinished) {
    if (Status resumed = host_.Resume(number, record); !resumed)
      Log("game " + std::to_string(number) + ": not resumed: " + resumed.error());
  }
  // Then the games not yet started, and the codes of games played by code.
  const SeatsFiles seats = ReadSeatsFiles(options_.data_dir);
  for (const std::string& problem : seats.problems)
    Log(problem);
  for (const SavedSeats& saved : seats.seats) {
    std::error_code ignored;
    const bool started =
        std::filesystem::exists(GameFilePath(options_.data_dir, saved.game), ignored);
    if (Status restored = host_.Restore(saved, started); !restored)
      Log("game " + std::to_string(saved.game) + ": not taken back: " + restored.error());
  }
}

void Server::Impl::Run() {
  if (options_.handle_signals) {
    signals_.add(SIGINT);
    signals_.add(SIGTERM);
    signals_.async_wait([this](const asio::error_code& error, int signal) {
      if (error) return;
      Log(std::string("stopping on ") + (signal == SIGINT ? "SIGINT" : "SIGTERM"));
      Shutdown();
    });
  }
  Log("listening on " + options_.socket_path + ", games in " + options_.data_dir + ", at most " +
      std::to_string(RaiseOpenFileLimit()) + " open files");
  if (!options_.flush_saves)
    Log("warning: --no-fsync: games are written but not flushed to disk; a crash of the machine "
        "may lose the last actions");
  if (tcp_acceptor_.is_open()) {
    asio::error_code ignored;
    const Tcp::endpoint local = tcp_acceptor_.local_endpoint(ignored);
    Log("listening on TCP " + local.address().to_string() + ":" + std::to_string(local.port()) +
        (local.address().is_loopback() ? "" : " (not loopback: unencrypted, reachable from afar)"));
  }
  if (options_.trust_hello_user)
    Log("warning: --test-users: connections of this server's own Unix user act as the user their "
        "hello names; for tests only");
  Accept();
  if (tcp_acceptor_.is_open()) AcceptTcp();
  io_.run();
  worker_->Stop();
  writer_->Stop();
  unlink(options_.socket_path.c_str());
  Log("stopped");
}

void Server::Impl::Shutdown() {
  if (stopped_) return;
  stopped_ = true;
  asio::error_code ignored;
  acceptor_.close(ignored);
  tcp_acceptor_.close(ignored);
  accept_retry_.cancel();
  game_timers_.clear();
  signals_.cancel(ignored);
  const auto open = connections_;
  for (const auto& [id, connection] : open)
    Close(connection, "the server stops");
  worker_->Stop();
  io_.stop();
}

void Server::Impl::Accept() {
  acceptor_.async_accept([this](const asio::error_code& error, Local::socket socket) {
    if (error == asio::error::operation_aborted || stopped_) return;
    if (error) {
      // Most likely out of file descriptors (EMFILE, ENFILE): accepting again at once would fail
      // again at once, a busy loop. One line per wait.
      Log("accept: " + error.message() + ": accepting again in " +
          std::to_string(kAcceptRetry.count()) + " ms");
      accept_retry_.expires_after(kAcceptRetry);
      accept_retry_.async_wait([this](const asio::error_code& timer_error) {
        if (!timer_error && !stopped_) Accept();
      });
      return;
    }
    Accepted(AnySocket(std::move(socket)), {});
    Accept();
  });
}

// As Accept; a failed accept (out of descriptors) is retried by Accept's timer alone, so TCP
// accepting waits for the next connection instead.
void Server::Impl::AcceptTcp() {
  tcp_acceptor_.async_accept([this](const asio::error_code& error, Tcp::socket socket) {
    if (error == asio::error::operation_aborted || stopped_) return;
    if (error) {
      Log("accept on TCP: " + error.message() + ": accepting again in " +
          std::to_string(kAcceptRetry.count()) + " ms");
      auto retry = std::make_shared<asio::steady_timer>(io_, kAcceptRetry);
      retry->async_wait([this, retry](const asio::error_code& timer_error) {
        if (!timer_error && !stopped_) AcceptTcp();
      });
      return;
    }
    asio::error_code ignored;
    // A message is one short line, often followed by another to the same peer (a move's report,
    // then the times): with Nagle's algorithm the second waited for the peer's delayed ACK, about
    // 25 ms a move on loopback. Send each at once, as the client does.
    socket.set_option(Tcp::no_delay(true), ignored);
    std::string address = socket.remote_endpoint(ignored).address().to_string();
    Accepted(AnySocket(std::move(socket)), std::move(address));
    AcceptTcp();
  });
}

void Server::Impl::Accepted(AnySocket socket, std::string address) {
  auto connection = std::make_shared<Connection>(std::move(socket));
  connection->id = next_id_++;
  if (address.empty()) {
    Peer peer = PeerOf(connection->socket.native_handle(), user_names_);
    connection->peer_user = std::move(peer.user);
    connection->peer_uid = peer.uid;
    connection->limit_key = "uid " + std::to_string(peer.uid);
  } else {
    connection->address = std::move(address);
    connection->limit_key = "tcp " + connection->address;
  }
  connections_[connection->id] = connection;
  Log(Who(*connection) + ": connected" +
      (connection->address.empty() ? "" : " over TCP from " + connection->address));
  if (++connections_per_key_[connection->limit_key] > options_.max_connections_per_uid) {
    Queue(connection, FormatMessage(ErrorMessage(
                          "too_many_connections",
                          "your user has " + std::to_string(options_.max_connections_per_uid) +
                              " connections open already",
                          std::nullopt)));
    connection->closing = true;
    if (!connection->writing) Close(connection, "too many connections of its user");
    return;
  }
  connection->hello_timer.expires_after(options_.hello_timeout);
  connection->hello_timer.async_wait([this, connection](const asio::error_code& timer_error) {
    if (!timer_error && !connection->said_hello) Close(connection, "no hello in time");
  });
  Read(connection);
}

void Server::Impl::Read(const ConnectionPtr& connection) {
  connection->socket.async_read_some(
      asio::buffer(connection->chunk),
      [this, connection](const asio::error_code& error, std::size_t size) {
        if (error) return Close(connection, error == asio::error::eof ? "closed" : error.message());
        Consume(connection, size);
        if (connection->socket.is_open() && !connection->closing) Read(connection);
      });
}

// Splits what arrived into lines; a line longer than kMaxLineBytes is refused as soon as it is
// too long and its rest is dropped, so that the buffer never holds more than one line's worth.
void Server::Impl::Consume(const ConnectionPtr& connection, std::size_t size) {
  std::string_view data(connection->chunk.data(), size);
  while (!data.empty() && connection->socket.is_open() && !connection->closing) {
    const std::size_t newline = data.find('\n');
    const std::string_view piece = data.substr(0, newline);
    data = newline == std::string_view::npos ? std::string_view() : data.substr(newline + 1);
    if (!connection->skipping) connection->pending.append(piece);
    if (connection->pending.size() > kMaxLineBytes) {
      connection->pending.clear();
      connection->skipping = true;
      Refuse(connection,
             {"too_long", "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes",
              std::nullopt},
             true);
    }
    if (newline == std::string_view::npos) break;
    if (connection->skipping) {
      connection->skipping = false;
      continue;
    }
    const std::string line = std::move(connection->pending);
    connection->pending.clear();
    OnLine(connection, line);
  }
}

void Server::Impl::OnLine(const ConnectionPtr& connection, std::string_view line) {
  const ParsedLine parsed = ParseMessage(line);
  if (!parsed.message) return Refuse(connection, parsed.error, true);
  const Message& message = *parsed.message;
  const std::string type(MessageTypeName(message.type));
  if (!SentByClient(message.type))
    return Refuse(connection,
                  {"unknown_type", "the server sends " + type + ", it takes none", type}, true);
  if (message.type == MessageType::kHello) return OnHello(connection, message);
  if (!connection->said_hello)
    return Refuse(connection, {"no_hello", "say hello first", type}, true);
  if (!connection->address.empty() && message.type == MessageType::kJoin &&
      CodesLockedOut(connection->address)) {
    return Refuse(connection,
                  {"too_many_attempts",
                   "too many wrong codes from your address: wait a minute and try again", "join"},
                  true);
  }
  if (message.type == MessageType::kBye) {
    connection->closing = true;
    if (!connection->writing) Close(connection, "bye");
    return;
  }
  host_.Request(connection->id, message);
}

void Server::Impl::OnHello(const ConnectionPtr& connection, const Message& hello) {
  if (connection->said_hello)
    return Refuse(connection, {"bad_field", "hello is said once", "hello"}, true);
  if (hello.version != kProtocolVersion) {
    return Refuse(connection,
                  {"bad_version",
                   "this server speaks version " + std::to_string(kProtocolVersion) +
                       " of the protocol, not " + std::to_string(hello.version),
                   "hello"},
                  true);
  }
  const bool tcp = !connection->address.empty();
  std::string user = connection->peer_user;
  // Only the server's own Unix user may name another: with --test-users on a shared machine, any
  // other user is still the kernel's.
  if (options_.trust_hello_user && hello.user && connection->peer_uid == ::getuid())
    user = *hello.user;
  // A TCP peer is no one: its hello names what its opponent is shown.
  if (tcp)
    user = std::string(kTcpNamePrefix) +
           hello.user.value_or("guest").substr(0, kMaxNameBytes - kTcpNamePrefix.size());
  if (user.empty()) return Close(connection, "no Unix user for the peer");
  connection->said_hello = true;
  connection->peer_user = user;
  connection->hello_timer.cancel();
  Log(Who(*connection) + ": hello from " + hello.client);
  Message welcome;
  welcome.type = MessageType::kWelcome;
  welcome.user = user;
  welcome.version = kProtocolVersion;
  Send(connection->id, welcome);
  host_.Connected(connection->id, user, tcp, connection->address);
}

bool Server::Impl::CodesLockedOut(const std::string& address) {
  auto found = code_failures_.find(address);
  if (found == code_failures_.end()) return false;
  auto& failures = found->second;
  const auto now = std::chrono::steady_clock::now();
  while (!failures.empty() && now - failures.front() >= options_.code_failure_window)
    failures.pop_front();
  if (failures.empty()) {
    code_failures_.erase(found);
    return false;
  }
  return static_cast<int>(failures.size()) >= options_.max_code_failures;
}

void Server::Impl::WrongCode(ConnectionId id) {
  const auto found = connections_.find(id);
  if (found == connections_.end() || found->second->address.empty()) return;
  const ConnectionPtr connection = found->second;
  auto& failures = code_failures_[connection->address];
  failures.push_back(std::chrono::steady_clock::now());
  // Kept to the limit: an address that goes on guessing holds no more memory.
  while (static_cast<int>(failures.size()) > options_.max_code_failures)
    failures.pop_front();
  Log(Who(*connection) + ": wrong join code from " + connection->address);
  // Counts as a bad request: a connection that goes on guessing is closed. Closed from the loop:
  // the host is in the middle of its call.
  if (++connection->bad_requests >= options_.max_bad_requests && !connection->closing) {
    connection->closing = true;
    asio::post(io_, [this, connection] {
      if (!connection->writing) Close(connection, "too many bad requests");
    });
  }
}

void Server::Impl::Refuse(const ConnectionPtr& connection, const ProtocolError& error,
                          bool counts) {
  Queue(connection, FormatMessage(ErrorMessage(error)));
  if (!counts || ++connection->bad_requests < options_.max_bad_requests) return;
  Log(Who(*connection) + ": " + std::to_string(connection->bad_requests) +
      " bad requests: disconnected");
  connection->closing = true;
  if (!connection->writing) Close(connection, "too many bad requests");
}

void Server::Impl::Send(ConnectionId id, const Message& message) {
  auto found = connections_.find(id);
  if (found == connections_.end()) return;
  const ConnectionPtr connection = found->second;  // Queue may close it, erasing the map's
  Queue(connection, FormatMessage(message));
}

void Server::Impl::Queue(const ConnectionPtr& connection, std::string line) {
  if (!connection->socket.is_open() || connection->dropped) return;
  line += '\n';
  connection->queued_bytes += line.size();
  if (connection->queued_bytes > options_.max_queued_bytes) {
    // Closed from the loop, not here: Queue runs inside the game host's calls, which closing
    // (and the host's Disconnected) must not re-enter.
    connection->dropped = true;
    const std::string why =
        "reads nothing: " + std::to_string(connection->queued_bytes) + " bytes wait unread";
    asio::post(io_, [this, connection, why] { Close(connection, why); });
    return;
  }
  connection->queue.push_back(std::move(line));
  if (!connection->writing) Write(connection);
}

void Server::Impl::Write(const ConnectionPtr& connection) {
  connection->writing = true;
  asio::async_write(connection->socket, asio::buffer(connection->queue.front()),
                    [this, connection](const asio::error_code& error, std::size_t) {
                      connection->writing = false;
                      if (error) return Close(connection, error.message());
                      connection->queued_bytes -= connection->queue.front().size();
                      connection->queue.pop_front();
                      if (!connection->queue.empty()) return Write(connection);
                      if (connection->closing) Close(connection, "done");
                    });
}

void Server::Impl::Close(ConnectionPtr connection, const std::string& why) {
  if (connections_.erase(connection->id) == 0) return;
  if (auto count = connections_per_key_.find(connection->limit_key);
      count != connections_per_key_.end() && --count->second == 0)
    connections_per_key_.erase(count);
  Log(Who(*connection) + ": disconnected (" + why + ")");
  asio::error_code ignored;
  connection->socket.close(ignored);
  connection->hello_timer.cancel();
  if (connection->said_hello) host_.Disconnected(connection->id);
}

Expected<std::unique_ptr<Server>> Server::Open(ServerOptions options) {
  if (Status made = MakePrivateDirectories(options.data_dir); !made)
    return Error{"cannot make the data directory " + options.data_dir + ": " + made.error()};
  auto impl = std::make_unique<Impl>(std::move(options));
  if (Status listening = impl->Listen(); !listening) return Error{listening.error()};
  impl->LoadGames();
  return std::unique_ptr<Server>(new Server(std::move(impl)));
}

Server::Server(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Server::~Server() = default;

void Server::Run() {
  impl_->Run();
}

void Server::Stop() {
  impl_->Stop();
}

int Server::tcp_port() const {
  return impl_->tcp_port();
}

}  // namespace stratego
