// app/ucc_agent.h: external programs as players, over the UCC 2012 protocol (FORMATS.md §3).
// The programs here are small shell scripts; every failure is an error with its reason, within
// the reply timeout, and no child process is left behind.
#include "app/ucc_agent.h"

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "io/ucc_protocol.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using Clock = std::chrono::steady_clock;

// The manual's setup for Red, y = 0 (its back row) first; a Scout stands on x = 0, y = 3.
constexpr const char* kPrintSetup =
    "printf 'FB8sB479B8\\nBB31555583\\n6724898974\\n967B669999\\n'; ";
// Reads the start line, answers the setup, reads START and the board, then runs `answer`.
std::string Bot(const std::string& answer) {
  return std::string("read x; ") + kPrintSetup +
         "i=0; while [ $i -lt 11 ]; do read x; i=$((i+1)); done; " + answer;
}

std::vector<std::string> Lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

GameState GameWith(const Setup& red) {
  Rng rng(4);
  return GameState::Create({}, red, RandomSetup(ArmyKind::kClassic, rng)).value();
}

bool NoChildLeft() {
  return ::waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD;
}

TEST_CASE("UCC agent: a program plays a move and hears its outcome, the reply and QUIT",
          "[app][ucc_agent]") {
  const testing::TempDir temp;  // removed with what the test wrote in it
  const std::string& dir = temp.path();
  const std::string log = dir + "/heard";
  // Logs every line it is sent; answers the Scout's move one square down.
  const std::string command = "read x; echo \"$x\" > " + log + "; " + kPrintSetup +
                              "i=0; while [ $i -lt 11 ]; do read x; echo \"$x\" >> " + log +
                              "; i=$((i+1)); done; echo '0 3 DOWN'; cat >> " + log;
  {
    const auto agent = MakeUccAgent(command, 5000);
    CHECK(agent->Name() == "ucc:" + command);
    const auto setup = agent->ChooseSetup({}, Player::kRed, "the tester");
    REQUIRE(setup.has_value());
    CHECK(setup->At(3, 0) == Rank::kFlag);  // a1
    GameState state = GameWith(*setup);
    const auto move = agent->ChooseMove(BuildView(state, Player::kRed));
    REQUIRE(move.has_value());
    CHECK(*move == Move{*ParseSquare("a4"), *ParseSquare("a5")});
    state.ApplyMove(*move);
    const MoveReport reply = state.ApplyMove(state.LegalMoves().front());
    agent->GameOver(BuildView(state, Player::kRed));
    const std::vector<std::string> heard = Lines(log);
    REQUIRE(heard.size() == 15);
    CHECK(heard[0] == "RED the_tester 10 10");
    CHECK(heard[1] == "START");
    CHECK(heard[2] == "FB8sB479B8");  // y = 0
    CHECK(heard[6] == "..++..++..");
    CHECK(heard[11] == "##########");   // y = 9
    CHECK(heard[12] == "0 3 DOWN OK");  // the echo of its move
    CHECK(heard[13] == FormatUccResult(UccResultOf(reply, {})));
    CHECK(heard[14] == "QUIT");
  }
  CHECK(NoChildLeft());
  std::filesystem::remove_all(dir);
}

struct Failure {
  const char* name;
  std::string command;
  bool in_setup;      // the failure comes in ChooseSetup, else in ChooseMove
  std::string error;  // the error, exactly
};

TEST_CASE("UCC agent: programs that fail lose with the reason, in time", "[app][ucc_agent]") {
  const std::string bad_setup =
      "read x; printf 'FF8sB479B8\\nBB31555583\\n6724898974\\n967B669999\\n'";
  const Failure failures[] = {
      {"no program", "exit 3", true, "gave no setup: exited with status 3"},
      {"a short setup", "read x; printf 'FB8sB479B8\\n'", true,
       "gave no setup: exited with status 0"},
      {"a setup of unknown pieces",
       "read x; printf 'XB8sB479B8\\nBB31555583\\n6724898974\\n967B669999\\n'; cat", true,
       "sent an invalid setup: setup line 1, column 1: 'X' is not a piece: expected 1 to 9, s, B, "
       "F or '.'"},
      {"a setup with two Flags", bad_setup + "; cat", true,
       "sent an invalid setup: 5 Bombs, the classic army has 6 and 2 Flags, the classic army has "
       "1"},
      {"silence", "sleep 10", true, "gave no setup: did not answer within 300 ms"},
      {"an exit while what it started holds its output", "sleep 10 & exit 3", true,
       "gave no setup: exited with status 3"},
      {"a move off the board", Bot("echo '0 0 UP'; cat"), false,
       "sent '0 0 UP': the move leaves the board"},
      {"an illegal move", Bot("echo '9 9 UP'; cat"), false,
       "sent '9 9 UP': the piece on j10 is not yours"},
      {"a Bomb's move", Bot("echo '1 0 DOWN'; cat"), false, "sent '1 0 DOWN': Bombs cannot move"},
      {"nonsense", Bot("echo 'hello'; cat"), false,
       "'hello' is not a move: expected X Y DIRECTION [N] or SURRENDER"},
      {"surrender", Bot("echo SURRENDER; cat"), false, "surrendered"},
      {"silence on its turn", Bot("sleep 10"), false, "did not answer within 300 ms"},
      {"an exit on its turn", Bot("exit 4"), false, "exited with status 4"},
      {"an exit on its turn, leaving a process behind", Bot("sleep 10 & exit 5"), false,
       "exited with status 5"},
      {"an endless line", Bot("head -c 5000 /dev/zero | tr '\\0' x; cat"), false,
       "sent a line longer than 1000 bytes"},
  };
  for (const Failure& failure : failures) {
    INFO(failure.name);
    const auto start = Clock::now();
    {
      const auto agent = MakeUccAgent(failure.command, 300);
      const auto setup = agent->ChooseSetup({}, Player::kRed, "tester");
      if (failure.in_setup) {
        REQUIRE_FALSE(setup.has_value());
        CHECK(setup.error() == failure.error);
      } else {
        REQUIRE(setup.has_value());
        const auto move = agent->ChooseMove(BuildView(GameWith(*setup), Player::kRed));
        REQUIRE_FALSE(move.has_value());
        CHECK(move.error() == failure.error);
      }
    }
    CHECK(Clock::now() - start < std::chrono::seconds(5));
    CHECK(NoChildLeft());
  }
}

TEST_CASE("UCC agent: a program that is gone does not take the referee with it (SIGPIPE)",
          "[app][ucc_agent]") {
  const auto agent =
      MakeUccAgent(std::string("read x; ") + kPrintSetup + "exec 0<&-; exit 0", 2000);
  const auto setup = agent->ChooseSetup({}, Player::kRed, "tester");
  REQUIRE(setup.has_value());
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // it has exited: writes fail
  const auto move = agent->ChooseMove(BuildView(GameWith(*setup), Player::kRed));
  REQUIRE_FALSE(move.has_value());
  CHECK(move.error() == "exited with status 0");
  CHECK(NoChildLeft());
}

// Whether a process is gone (a zombie counts as gone: it no longer runs).
bool Gone(const std::string& pid) {
  std::ifstream stat("/proc/" + pid + "/stat");
  std::string text;
  std::getline(stat, text);
  const auto end = text.rfind(')');
  return !stat || end == std::string::npos || text.substr(end + 2, 1) == "Z";
}

TEST_CASE("UCC agent: a program that ignores QUIT is killed after a moment, with what it started",
          "[app][ucc_agent]") {
  const testing::TempDir temp;  // removed with what the test wrote in it
  const std::string& dir = temp.path();
  const auto start = Clock::now();
  {
    const auto agent = MakeUccAgent(std::string("trap '' TERM HUP; read x; ") + kPrintSetup +
                                        "sleep 30 & echo $! > " + dir + "/pid; sleep 30",
                                    2000);
    const auto setup = agent->ChooseSetup({}, Player::kRed, "tester");
    REQUIRE(setup.has_value());
    agent->GameOver(BuildView(GameWith(*setup), Player::kRed));
  }
  CHECK(Clock::now() - start < std::chrono::seconds(5));
  CHECK(NoChildLeft());
  const std::vector<std::string> pid = Lines(dir + "/pid");
  REQUIRE(pid.size() == 1);
  bool gone = Gone(pid[0]);
  for (int i = 0; i < 100 && !gone; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    gone = Gone(pid[0]);
  }
  CHECK(gone);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace stratego
