// Terminal traffic benchmark: runs `stratego play` on a pseudo-terminal (80×24 unless told), as
// an SSH session would, and prints what it costs to use: the time until the first screen is drawn
// and the bytes sent to the terminal for the first view of the board, for a cursor step (the
// fewest, the most and the mean of eight steps along a rank and a file) and for a whole turn (pick
// a piece, move it, hand over, the curtain, the next player's view). Over `ssh -t` the same bytes
// reach the user's terminal: sshd passes the pseudo-terminal's output through unchanged.
//
//   stratego_term_bench STRATEGO_BINARY SETUPS_DIR [TERM [COLUMNSxROWS]] [--mono] [--ascii]
//
// --mono sets NO_COLOR=1; --ascii sets LANG=C (no UTF-8), as a user's environment would.
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <numeric>
#include <string>
#include <vector>

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

struct Options {
  const char* term = "xterm-256color";
  unsigned short columns = 80;
  unsigned short rows = 24;
  bool mono = false;
  bool ascii = false;
  std::string home;  // a scratch HOME: the game played is kept there, not among the user's games
};

Session Start(const char* binary, const std::string& setups, const Options& options) {
  winsize size{options.rows, options.columns, 0, 0};
  Session session;
  session.pid = forkpty(&session.fd, nullptr, nullptr, &size);
  if (session.pid < 0) {
    std::perror("forkpty");
    std::exit(1);
  }
  if (session.pid == 0) {
    setenv("TERM", options.term, 1);
    setenv("LANG", options.ascii ? "C" : "C.UTF-8", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    if (options.mono) setenv("NO_COLOR", "1", 1);
    setenv("HOME", options.home.c_str(), 1);
    unsetenv("XDG_DATA_HOME");
    unsetenv("XDG_CONFIG_HOME");
    const std::string red = setups + "/corner-keep.txt";
    const std::string blue = setups + "/scout-rush.txt";
    execl(binary, binary, "play", "--red-setup", red.c_str(), "--blue-setup", blue.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  return session;
}

// Reads the optional arguments after the binary and the setups folder; false if one is unknown.
bool ParseOptions(int argc, char** argv, Options& options) {
  int positional = 0;
  for (int i = 3; i < argc; ++i) {
    unsigned columns = 0;
    unsigned rows = 0;
    if (std::strcmp(argv[i], "--mono") == 0) {
      options.mono = true;
    } else if (std::strcmp(argv[i], "--ascii") == 0) {
      options.ascii = true;
    } else if (positional == 0) {
      options.term = argv[i];
      ++positional;
    } else if (positional == 1 && std::sscanf(argv[i], "%ux%u", &columns, &rows) == 2 &&
               columns >= 20 && columns <= 1000 && rows >= 10 && rows <= 1000) {
      options.columns = static_cast<unsigned short>(columns);
      options.rows = static_cast<unsigned short>(rows);
      ++positional;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (argc < 3 || !ParseOptions(argc, argv, options)) {
    std::fprintf(stderr,
                 "usage: %s STRATEGO_BINARY SETUPS_DIR [TERM [COLUMNSxROWS]] [--mono] [--ascii]\n",
                 argv[0]);
    return 2;
  }
  char home[] = "/tmp/stratego-term-bench-XXXXXX";
  if (mkdtemp(home) == nullptr) {
    std::perror("mkdtemp");
    return 1;
  }
  options.home = home;
  const auto started = Clock::now();
  Session session = Start(argv[1], argv[2], options);
  const double first_screen_ms = WaitForText(session, "press Enter", started);
  const std::size_t curtain = ReadUntilQuiet(session, 150) + session.output.size();
  // A slow machine may draw the board in pieces: all of it counts for the first view.
  const std::size_t first_view = Send(session, "\r") + ReadUntilQuiet(session, 500);
  // Steps along a rank and back, then up and down a file: the cursor starts on the player's own
  // pieces, and these stay on the board from any starting square but the top rows.
  std::vector<std::size_t> steps;
  for (const char* key : {"l", "l", "l", "h", "h", "h", "k", "j"})
    steps.push_back(Send(session, key));
  // A whole turn: Tab to a movable piece, pick it, step up, move, hand over, and (after the half
  // second in which the curtain ignores keys) lift the curtain for the next player.
  std::size_t turn = 0;
  for (const char* keys : {"\t", "\r", "k", "\r", "\r"})
    turn += Send(session, keys);
  turn += ReadUntilQuiet(session, 600);
  turn += Send(session, "\r");
  kill(session.pid, SIGTERM);
  waitpid(session.pid, nullptr, 0);
  std::filesystem::remove_all(options.home);

  const auto [fewest, most] = std::minmax_element(steps.begin(), steps.end());
  const double mean = static_cast<double>(std::accumulate(steps.begin(), steps.end(), 0UL)) /
                      static_cast<double>(steps.size());
  std::printf("terminal            %s, %dx%d, %s, %s\n", options.term, options.columns,
              options.rows, options.ascii ? "ASCII (LANG=C)" : "UTF-8",
              options.mono ? "NO_COLOR" : "colour if the terminal has it");
  std::printf("first screen        %.1f ms (start to the curtain drawn)\n", first_screen_ms);
  std::printf("curtain             %zu bytes (start-up included)\n", curtain);
  std::printf("first board view    %zu bytes\n", first_view);
  std::printf("cursor step         %zu-%zu bytes, %.0f on average\n", *fewest, *most, mean);
  std::printf("whole turn          %zu bytes (pick, move, hand over, curtain, next view)\n", turn);
  return 0;
}
