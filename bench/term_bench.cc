// Terminal traffic benchmark: runs `stratego play` on a pseudo-terminal of 80×24, as an SSH
// session would, and prints what it costs to use: the time until the first screen is drawn and
// the bytes sent to the terminal for a cursor step, for the first view of the board and for a
// whole turn (pick a piece, move it, hand over, the curtain, the next player's view).
//
//   stratego_term_bench STRATEGO_BINARY SETUPS_DIR [TERM]
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;

struct Session {
  int fd = -1;
  pid_t pid = -1;
  std::string output;  // everything the game has written so far
};

// Reads whatever the game writes until it has been silent for `quiet_ms`; returns the bytes.
std::size_t ReadUntilQuiet(Session& session, int quiet_ms) {
  std::size_t bytes = 0;
  char buffer[65536];
  while (true) {
    pollfd pfd{session.fd, POLLIN, 0};
    if (poll(&pfd, 1, quiet_ms) <= 0) return bytes;
    const ssize_t n = read(session.fd, buffer, sizeof buffer);
    if (n <= 0) return bytes;
    session.output.append(buffer, static_cast<std::size_t>(n));
    bytes += static_cast<std::size_t>(n);
  }
}

// Reads until `text` has appeared in the output; returns the milliseconds it took.
double WaitForText(Session& session, const std::string& text, Clock::time_point since) {
  char buffer[65536];
  while (session.output.find(text) == std::string::npos) {
    pollfd pfd{session.fd, POLLIN, 0};
    if (poll(&pfd, 1, 5000) <= 0) {
      std::fprintf(stderr, "term_bench: the game never showed '%s'\n", text.c_str());
      std::exit(1);
    }
    const ssize_t n = read(session.fd, buffer, sizeof buffer);
    if (n <= 0) std::exit(1);
    session.output.append(buffer, static_cast<std::size_t>(n));
  }
  return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

std::size_t Send(Session& session, const std::string& keys) {
  if (write(session.fd, keys.data(), keys.size()) < 0) std::exit(1);
  return ReadUntilQuiet(session, 150);
}

Session Start(const char* binary, const std::string& setups, const char* term) {
  winsize size{24, 80, 0, 0};
  Session session;
  session.pid = forkpty(&session.fd, nullptr, nullptr, &size);
  if (session.pid < 0) {
    std::perror("forkpty");
    std::exit(1);
  }
  if (session.pid == 0) {
    setenv("TERM", term, 1);
    setenv("LANG", "C.UTF-8", 1);
    const std::string red = setups + "/corner-keep.txt";
    const std::string blue = setups + "/scout-rush.txt";
    execl(binary, binary, "play", "--red-setup", red.c_str(), "--blue-setup", blue.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  return session;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s STRATEGO_BINARY SETUPS_DIR [TERM]\n", argv[0]);
    return 2;
  }
  const char* term = argc > 3 ? argv[3] : "xterm-256color";
  const auto started = Clock::now();
  Session session = Start(argv[1], argv[2], term);
  const double first_screen_ms = WaitForText(session, "press Enter", started);
  const std::size_t curtain = ReadUntilQuiet(session, 150) + session.output.size();
  const std::size_t first_view = Send(session, "\r");
  const std::size_t cursor_step = Send(session, "l");
  const std::size_t cursor_back = Send(session, "h");
  // A whole turn: Tab to a movable piece, pick it, step up, move, hand over, and (after the half
  // second in which the curtain ignores keys) lift the curtain for the next player.
  std::size_t turn = 0;
  for (const char* keys : {"\t", "\r", "k", "\r", "\r"})
    turn += Send(session, keys);
  turn += ReadUntilQuiet(session, 600);
  turn += Send(session, "\r");
  kill(session.pid, SIGTERM);
  waitpid(session.pid, nullptr, 0);

  std::printf("terminal            %s, 80x24, UTF-8\n", term);
  std::printf("first screen        %.1f ms (start to the curtain drawn)\n", first_screen_ms);
  std::printf("curtain             %zu bytes (start-up included)\n", curtain);
  std::printf("first board view    %zu bytes\n", first_view);
  std::printf("cursor step         %zu bytes (and %zu back)\n", cursor_step, cursor_back);
  std::printf("whole turn          %zu bytes (pick, move, hand over, curtain, next view)\n", turn);
  return 0;
}
