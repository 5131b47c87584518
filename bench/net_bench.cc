// Game server load benchmark (issue 14): starts `stratego serve` on a Unix socket in a temporary
// folder, plays N concurrent games between random agents through it (two client threads a game,
// each seat seeing only its view, as `stratego host|join --agent random` do), and prints the
// server's CPU time and peak memory (from /proc) and the round trip of a move: from sending it to
// receiving its report, median and 99th percentile, over every move of every game.
//
//   stratego_net_bench STRATEGO_BINARY [GAMES [MAX_MOVES [THINK_MS]]] [--in DIR] [--no-fsync]
//
// Defaults: 50 games, 200 moves, no thinking, a folder in $TMPDIR or /tmp (--in: in DIR, on the
// disk to measure); --no-fsync runs `serve --no-fsync`. With THINK_MS each
// seat waits between 0.5 and 1.5 times that before each move, as a person would (the round trip
// does not count it): without it every game asks for moves as fast as the server answers, which
// measures throughput (the round trip is then how long a move waits behind all the others).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "ai/computer_player.h"
#include "net/client.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace stratego;

std::mutex samples_mutex;
std::vector<double> round_trips_ms;

// Plays one seat to the end; returns the game's number (the host's, for the joiner).
int PlaySeat(const std::string& socket, const Message& first, std::uint64_t seed, int think_ms,
             std::promise<int>* game_number) {
  std::mt19937_64 pace(seed);
  auto connection = ServerConnection::Open(socket);
  if (!connection) {
    std::fprintf(stderr, "%s\n", connection.error().c_str());
    std::exit(1);
  }
  Message hello;
  hello.type = MessageType::kHello;
  hello.version = kProtocolVersion;
  hello.client = "net bench";
  (void)(*connection)->Send(hello);
  (void)(*connection)->Send(first);
  const auto agent = MakeRandomAgent(seed);
  AgentSeat seat(*agent);
  std::vector<double> mine;
  Clock::time_point sent;
  bool told = false;
  for (;;) {
    auto message = (*connection)->Receive();
    if (!message) break;
    if (message->type == MessageType::kReport && message->reports[0].mover == seat.seat() &&
        sent != Clock::time_point())
      mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
    const AgentSeat::Reply reply = seat.Consume(*message);
    if (!told && game_number && seat.game() != 0) {
      game_number->set_value(seat.game());
      told = true;
    }
    for (const Message& answer : reply.send) {
      if (answer.type == MessageType::kMove && think_ms > 0) {
        std::uniform_int_distribution<int> wait(think_ms / 2, think_ms * 3 / 2);
        std::this_thread::sleep_for(std::chrono::milliseconds(wait(pace)));
      }
      if (answer.type == MessageType::kMove) sent = Clock::now();
      (void)(*connection)->Send(answer);
    }
    if (reply.finished) {
      if (!reply.error.empty()) std::fprintf(stderr, "seat: %s\n", reply.error.c_str());
      break;
    }
  }
  const std::lock_guard lock(samples_mutex);
  round_trips_ms.insert(round_trips_ms.end(), mine.begin(), mine.end());
  return seat.game();
}

// utime + stime in seconds, and VmHWM in KiB, of a process.
std::pair<double, long> CpuAndPeakMemory(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string content((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  std::istringstream fields(content.substr(content.rfind(')') + 2));
  std::string field;
  double ticks = 0;
  for (int index = 3; fields >> field; ++index) {
    if (index == 14 || index == 15) ticks += std::stod(field);
    if (index == 15) break;
  }
  long peak_kib = 0;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) peak_kib = std::stol(line.substr(6));
  return {ticks / static_cast<double>(sysconf(_SC_CLK_TCK)), peak_kib};
}

double Percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1));
  return values[index];
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> positional;
  std::string in_dir;
  bool no_fsync = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--no-fsync") {
      no_fsync = true;
    } else if (arg == "--in" && i + 1 < argc) {
      in_dir = argv[++i];
    } else {
      positional.push_back(arg);
    }
  }
  if (positional.empty() || positional.size() > 4) {
    std::fprintf(stderr,
                 "usage: stratego_net_bench STRATEGO_BINARY [GAMES [MAX_MOVES [THINK_MS]]] "
                 "[--in DIR] [--no-fsync]\n");
    return 2;
  }
  const std::string binary = positional[0];
  // Two connections a game: the soft limit of open files is raised to the hard one (the server
  // raises its own).
  rlimit files{};
  if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);
  }
  const int games = positional.size() > 1 ? std::atoi(positional[1].c_str()) : 50;
  const int max_moves = positional.size() > 2 ? std::atoi(positional[2].c_str()) : 200;
  const int think_ms = positional.size() > 3 ? std::atoi(positional[3].c_str()) : 0;
  const std::filesystem::path base =
      in_dir.empty() ? std::filesystem::temp_directory_path() : std::filesystem::path(in_dir);
  const std::string folder = (base / ("stratego-net-bench-" + std::to_string(getpid()))).string();
  std::filesystem::create_directories(folder);
  const std::string socket = folder + "/server.sock";
  const pid_t server = fork();
  if (server == 0) {
    std::freopen("/dev/null", "w", stderr);
    // Every seat is this user's: the per-user caps are lifted.
    const std::string cap = std::to_string(2 * games + 10);
    const std::string data = folder + "/games";
    std::vector<const char*> command = {
        binary.c_str(),      "serve",     "--socket",        socket.c_str(), "--data", data.c_str(),
        "--max-connections", cap.c_str(), "--max-unstarted", cap.c_str()};
    if (no_fsync) command.push_back("--no-fsync");
    command.push_back(nullptr);
    execv(binary.c_str(), const_cast<char* const*>(command.data()));
    _exit(127);
  }
  while (!std::filesystem::exists(socket))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  const auto start = Clock::now();
  std::vector<std::thread> seats;
  RuleSet rules;
  rules.max_moves = max_moves;
  for (int game = 0; game < games; ++game) {
    auto number = std::make_shared<std::promise<int>>();
    Message host;
    host.type = MessageType::kHost;
    host.rules = rules;
    host.colour = ColourChoice::kRed;
    const auto seed = static_cast<std::uint64_t>(game) * 2 + 1;
    seats.emplace_back([=] { PlaySeat(socket, host, seed, think_ms, number.get()); });
    const int id = number->get_future().get();
    Message join;
    join.type = MessageType::kJoin;
    join.game = id;
    seats.emplace_back([=] { PlaySeat(socket, join, seed + 1, think_ms, nullptr); });
  }
  for (std::thread& seat : seats)
    seat.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const auto [cpu, peak_kib] = CpuAndPeakMemory(server);
  kill(server, SIGTERM);
  waitpid(server, nullptr, 0);
  std::filesystem::remove_all(folder);
  std::printf(
      "games: %d concurrent, at most %d moves each, thinking %d ms a move, saves %s; "
      "%zu moves in %.1f s (%.0f moves/s)\n",
      games, max_moves, think_ms, no_fsync ? "not flushed" : "flushed", round_trips_ms.size(),
      seconds, static_cast<double>(round_trips_ms.size()) / seconds);
  std::printf("server: %.2f s of CPU (%.0f%% of one core), peak memory %.1f MB\n", cpu,
              100 * cpu / seconds, static_cast<double>(peak_kib) / 1024);
  std::printf("move round trip: median %.2f ms, p99 %.2f ms\n", Percentile(round_trips_ms, 0.5),
              Percentile(round_trips_ms, 0.99));
  return 0;
}
