// Game server load benchmark (issue 14): starts `stratego serve` on a Unix socket in a temporary
// folder, plays N concurrent games between random agents through it (two client threads a game,
// each seat seeing only its view, as `stratego host|join --agent random` do), and prints the
// server's CPU time and peak memory (from /proc) and the round trip of a move: from sending it to
// receiving its report, median and 99th percentile, over every move of every game.
//
//   stratego_net_bench STRATEGO_BINARY [GAMES [MAX_MOVES]]     (defaults: 50 games, 200 moves)
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
int PlaySeat(const std::string& socket, const Message& first, std::uint64_t seed,
             std::promise<int>* game_number) {
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
  if (argc < 2) {
    std::fprintf(stderr, "usage: stratego_net_bench STRATEGO_BINARY [GAMES [MAX_MOVES]]\n");
    return 2;
  }
  const int games = argc > 2 ? std::atoi(argv[2]) : 50;
  const int max_moves = argc > 3 ? std::atoi(argv[3]) : 200;
  const std::string folder =
      (std::filesystem::temp_directory_path() / ("stratego-net-bench-" + std::to_string(getpid())))
          .string();
  std::filesystem::create_directories(folder);
  const std::string socket = folder + "/server.sock";
  const pid_t server = fork();
  if (server == 0) {
    std::freopen("/dev/null", "w", stderr);
    // Every seat is this user's: the per-user caps are lifted.
    const std::string cap = std::to_string(2 * games + 10);
    execl(argv[1], argv[1], "serve", "--socket", socket.c_str(), "--data",
          (folder + "/games").c_str(), "--max-connections", cap.c_str(), "--max-unstarted",
          cap.c_str(), static_cast<char*>(nullptr));
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
    seats.emplace_back([=] { PlaySeat(socket, host, seed, number.get()); });
    const int id = number->get_future().get();
    Message join;
    join.type = MessageType::kJoin;
    join.game = id;
    seats.emplace_back([=] { PlaySeat(socket, join, seed + 1, nullptr); });
  }
  for (std::thread& seat : seats)
    seat.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const auto [cpu, peak_kib] = CpuAndPeakMemory(server);
  kill(server, SIGTERM);
  waitpid(server, nullptr, 0);
  std::filesystem::remove_all(folder);
  std::printf("games: %d concurrent, at most %d moves each, %zu moves in %.1f s (%.0f moves/s)\n",
              games, max_moves, round_trips_ms.size(), seconds,
              static_cast<double>(round_trips_ms.size()) / seconds);
  std::printf("server: %.2f s of CPU (%.0f%% of one core), peak memory %.1f MB\n", cpu,
              100 * cpu / seconds, static_cast<double>(peak_kib) / 1024);
  std::printf("move round trip: median %.2f ms, p99 %.2f ms\n", Percentile(round_trips_ms, 0.5),
              Percentile(round_trips_ms, 0.99));
  return 0;
}
