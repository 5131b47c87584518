#include "app/server_launch.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include "app/paths.h"
#include "net/client.h"
#include "net/game_files.h"

namespace stratego {

namespace {

bool Answers(const std::string& socket) {
  return static_cast<bool>(ServerConnection::Open(socket));
}

// In the child: the server's process, detached. Never returns.
[[noreturn]] void ExecServer(const std::string& program, const std::string& log_path) {
  setsid();  // no controlling terminal: a closed window or SSH cut does not stop it
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  const int log = ::open(log_path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
  if (null < 0 || log < 0 || ::dup2(null, 0) < 0 || ::dup2(null, 1) < 0 || ::dup2(log, 2) < 0)
    _exit(127);
  ::closefrom(3);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  execl(program.c_str(), program.c_str(), "serve", static_cast<char*>(nullptr));
  _exit(127);
}

// Starts the server as a grandchild (the child exits at once, so the caller has no zombie and the
// server is nobody's child but init's); its process id, or an error.
Expected<pid_t> Spawn(const std::string& program, const std::string& log_path) {
  int pipe_ends[2];
  if (::pipe2(pipe_ends, O_CLOEXEC) != 0) return Error{"cannot start a game server: no pipe"};
  const pid_t child = ::fork();
  if (child < 0) return Error{"cannot start a game server: fork failed"};
  if (child == 0) {
    ::close(pipe_ends[0]);
    const pid_t server = ::fork();
    if (server == 0) ExecServer(program, log_path);
    (void)!::write(pipe_ends[1], &server, sizeof server);
    _exit(server < 0 ? 1 : 0);
  }
  ::close(pipe_ends[1]);
  pid_t server = -1;
  const bool read = ::read(pipe_ends[0], &server, sizeof server) == sizeof server;
  ::close(pipe_ends[0]);
  ::waitpid(child, nullptr, 0);
  if (!read || server <= 0) return Error{"cannot start a game server: fork failed"};
  return server;
}

// The last line of the log, to say why the server did not start.
std::string LastLogLine(const std::string& log_path) {
  auto text = ReadTextFile(log_path, 1 << 20);
  if (!text || text->empty()) return "no log";
  std::string content = *text;
  while (!content.empty() && content.back() == '\n')
    content.pop_back();
  return content.substr(content.rfind('\n') + 1);
}

}  // namespace

Expected<std::optional<LaunchedServer>> EnsureServer(std::chrono::milliseconds wait) {
  const std::string socket = DefaultServerSocket();
  if (Answers(socket)) return std::optional<LaunchedServer>();
  const std::string data_dir = ServerDataDir();
  if (Status made = MakePrivateDirectories(data_dir); !made)
    return Error{"cannot start a game server: " + made.error()};
  std::error_code error;
  const std::string program = std::filesystem::read_symlink("/proc/self/exe", error).string();
  if (error) return Error{"cannot start a game server: cannot find this program"};
  LaunchedServer server;
  server.socket = socket;
  server.log_path = data_dir + "/server.log";
  auto pid = Spawn(program, server.log_path);
  if (!pid) return Error{pid.error()};
  server.pid = *pid;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    const bool alive = ::kill(server.pid, 0) == 0;
    if (Answers(socket)) {
      // Another `host` may have started one at the same moment: ours then stopped.
      if (!alive) return std::optional<LaunchedServer>();
      return std::optional<LaunchedServer>(server);
    }
    if (!alive) return Error{"the game server it started stopped: " + LastLogLine(server.log_path)};
    if (std::chrono::steady_clock::now() >= deadline) {
      ::kill(server.pid, SIGTERM);
      return Error{"the game server it started does not answer on " + socket +
                   " (log: " + server.log_path + ")"};
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::string DescribeLaunch(const LaunchedServer& server) {
  const std::string pid = std::to_string(server.pid);
  return "started a game server for you on " + server.socket + " (process " + pid + ", log " +
         server.log_path + "); it keeps your games until stopped with `kill " + pid + "`";
}

}  // namespace stratego
