// The `stratego` commands, run in-process.
#include "app/cli.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>

#include "io/setup_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

struct Run {
  int status;
  std::string out;
  std::string err;
};

Run RunCli(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  CommandIo io{in, out, err};
  const int status = RunCommandLine(args, io);
  return {status, out.str(), err.str()};
}

TEST_CASE("CLI: --help and --version", "[app][cli]") {
  const Run help = RunCli({"--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("check-setup") != std::string::npos);
  CHECK(help.out.find("random-setup") != std::string::npos);
  CHECK(help.out.find("bench") != std::string::npos);
  CHECK(help.out.find("check-game") != std::string::npos);
  CHECK(help.out.find("convert") != std::string::npos);
  CHECK(help.out.find("replay") != std::string::npos);
  CHECK(RunCli({"--version"}).out.rfind("stratego ", 0) == 0);
  for (const char* command :
       {"check-setup", "random-setup", "bench", "check-game", "convert", "replay", "play"}) {
    const Run run = RunCli({command, "--help"});
    CHECK(run.status == 0);
    CHECK(run.out.find(std::string("Usage: stratego ") + command) == 0);
  }
}

TEST_CASE("CLI: usage errors exit with 2 and say what to do", "[app][cli]") {
  const std::vector<std::vector<std::string>> wrong = {
      {"frobnicate"},
      {"--frobnicate"},
      {"check-setup"},
      {"check-setup", "--bogus", "x"},
      {"random-setup", "--seed", "x"},
      {"random-setup", "--numbering", "roman"},
      {"random-setup", "extra"},
      {"bench", "--games", "0"},
      {"bench", "--two-squares", "4"},
      {"bench", "--army", "huge"},
      {"bench", "--max-moves", "0"},
      {"bench", "--max-quiet-moves", "x"},
      {"bench", "--silent-defense=on"},
      {"bot", "--army", "huge"},
      {"bot", "--rescue"},
      {"bot", "--silent-defense"},
      {"check-game", "--max-moves", "-3", "game.game"},
      {"convert", "--two-squares", "7", "in.game", "out.game"},
      {"replay", "--army", "tiny", "game.game"},
      {"play", "--max-quiet-moves", "0"},
      {"menu", "--rescue=1"},
  };
  for (const auto& args : wrong) {
    INFO(args[0] << " " << (args.size() > 1 ? args[1] : ""));
    const Run run = RunCli(args);
    CHECK(run.status == kExitUsage);
    CHECK(run.out.empty());
    CHECK(run.err.find("Try 'stratego") != std::string::npos);
  }
  CHECK(RunCli({"frobnicate"}).err ==
        "stratego: unknown command 'frobnicate'\nTry 'stratego --help' for more information.\n");
}

TEST_CASE("CLI: check-setup reports ok files and faulty ones", "[app][cli]") {
  const std::string good = testing::ShippedSetupsDir() + "/corner-keep.txt";
  const Run ok = RunCli({"check-setup", good});
  CHECK(ok.status == 0);
  CHECK(ok.out == good + ": ok\n");
  CHECK(ok.err.empty());
  const Run missing = RunCli({"check-setup", good, "/nonexistent.txt"});
  CHECK(missing.status == 1);
  CHECK(missing.out == good + ": ok\n");
  CHECK(missing.err == "/nonexistent.txt: cannot open: No such file or directory\n");
}

TEST_CASE("CLI: check-setup reads standard input for -", "[app][cli]") {
  const Run good = RunCli({"check-setup", "-"}, RunCli({"random-setup", "--seed", "3"}).out);
  CHECK(good.status == 0);
  CHECK(good.out == "-: ok\n");
  const Run bad = RunCli({"check-setup", "-"}, "name: x\n 2 2\n");
  CHECK(bad.status == 1);
  CHECK(bad.err.rfind("-:2:5: row 1 has 2 pieces, expected 10\n", 0) == 0);
}

TEST_CASE("CLI: random-setup prints a valid setup, the same for the same seed", "[app][cli]") {
  const Run a = RunCli({"random-setup", "--seed", "12"});
  const Run b = RunCli({"random-setup", "--seed=12"});
  const Run classic = RunCli({"random-setup", "--seed", "12", "--numbering", "classic"});
  REQUIRE(a.status == 0);
  CHECK(a.out == b.out);
  const auto parsed = ParseSetupText(a.out);
  REQUIRE(parsed.setup.has_value());
  CHECK(parsed.numbering == Numbering::kModern);
  const auto parsed_classic = ParseSetupText(classic.out);
  REQUIRE(parsed_classic.setup.has_value());
  CHECK(parsed_classic.numbering == Numbering::kClassic);
  CHECK(parsed_classic.setup->cells == parsed.setup->cells);
  CHECK(RunCli({"random-setup", "--seed", "13"}).out != a.out);
  const Run barrage = RunCli({"random-setup", "--army", "barrage"});
  CHECK(ParseSetupText(barrage.out).setup->army == ArmyKind::kBarrage);
}

TEST_CASE("CLI: bench plays games and prints its figures", "[app][cli]") {
  const Run run = RunCli({"bench", "--games", "20", "--seed", "3"});
  REQUIRE(run.status == 0);
  for (const char* figure :
       {"games            20\n", "plies            ", "plies/second     ", "results\n"}) {
    CHECK(run.out.find(figure) != std::string::npos);
  }
  // Seeded: the same games, so the same plies.
  const Run again = RunCli({"bench", "--games", "20", "--seed", "3"});
  const auto plies_line = [](const std::string& out) {
    return out.substr(out.find("plies  "),
                      out.find('\n', out.find("plies  ")) - out.find("plies  "));
  };
  CHECK(plies_line(run.out) == plies_line(again.out));
}

TEST_CASE("CLI: bench plays every army and rule option, says which, and counts rescues",
          "[app][cli]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> runs = {
      {{}, "classic army, two-squares rule N = 3, draw after 100000 moves\n"},
      {{"--army", "barrage"}, "Barrage army, two-squares rule N = 3, draw after 100000 moves\n"},
      {{"--army", "ultimate-lightning", "--two-squares", "5"},
       "Ultimate Lightning army, two-squares rule N = 5, draw after 100000 moves\n"},
      {{"--two-squares", "off", "--max-moves", "300"},
       "two-squares rule off, draw after 300 moves\n"},
      {{"--max-quiet-moves", "30"}, "draw after 30 moves without an attack\n"},
      {{"--attacker-advantage"}, ", attacker's advantage\n"},
      {{"--silent-defense"}, ", silent defense\n"},
      {{"--rescue"}, ", rescue\n"},
  };
  for (const auto& [options, rules] : runs) {
    std::vector<std::string> args = {"bench", "--games", "4"};
    args.insert(args.end(), options.begin(), options.end());
    const Run run = RunCli(args);
    INFO(run.out << run.err);
    CHECK(run.status == 0);
    CHECK(run.out.find("stratego bench: 4 random games, seed 1, ") == 0);
    CHECK(run.out.find(rules) != std::string::npos);
    CHECK(run.out.find("games            4\n") != std::string::npos);
    CHECK((run.out.find("\nrescues          ") != std::string::npos) ==
          (options == std::vector<std::string>{"--rescue"}));
  }
  // Random play reaches the enemy's back row often enough to rescue, and the count is seeded.
  const Run rescue = RunCli({"bench", "--games", "20", "--army", "barrage", "--rescue"});
  const std::size_t at = rescue.out.find("\nrescues          ");
  REQUIRE(at != std::string::npos);
  CHECK(rescue.out.substr(at, 20) != "\nrescues          0,");
  const Run again = RunCli({"bench", "--games", "20", "--army", "barrage", "--rescue"});
  CHECK(again.out.substr(again.out.find("\nrescues"), 40) == rescue.out.substr(at, 40));
}

TEST_CASE("CLI: the bot refuses rules the UCC protocol cannot carry, and takes the others",
          "[app][cli]") {
  const Run rescue = RunCli({"bot", "--rescue"}, "RED tester 10 10\nQUIT\n");
  CHECK(rescue.status == kExitUsage);
  CHECK(rescue.out.empty());  // refused before the first line is read
  CHECK(rescue.err ==
        "stratego bot: rescues cannot be played over the UCC protocol: it has no message for "
        "one\nTry 'stratego bot --help' for more information.\n");
  const Run silent = RunCli({"bot", "--silent-defense", "--attacker-advantage"});
  CHECK(silent.status == kExitUsage);
  CHECK(silent.err.find("stratego bot: silent defense cannot be played over the UCC protocol: "
                        "its result lines announce both ranks of every fight\n") == 0);
  // A Barrage setup: 8 pieces on Red's four rows, the rest empty.
  const Run barrage =
      RunCli({"bot", "--army", "barrage", "--two-squares", "off", "--max-moves", "100",
              "--max-quiet-moves", "50", "--attacker-advantage", "--level", "easy", "--seed", "1"},
             "RED tester 10 10\nQUIT\n");
  CHECK(barrage.status == kExitOk);
  INFO(barrage.out << barrage.err);
  CHECK(std::count_if(barrage.out.begin(), barrage.out.end(),
                      [](char c) { return c != '.' && c != '\n'; }) == 8);
  for (const char* option : {"--army ARMY", "--silent-defense", "--rescue", "--max-moves M"})
    CHECK(RunCli({"bot", "--help"}).out.find(option) != std::string::npos);
}

TEST_CASE("CLI: the commands that play or check games all take the rule options", "[app][cli]") {
  for (const char* command :
       {"play", "menu", "arena", "bench", "bot", "check-game", "replay", "convert"}) {
    const Run help = RunCli({command, "--help"});
    INFO(command);
    for (const char* option :
         {"--army ARMY", "--two-squares N", "--max-moves M", "--max-quiet-moves K",
          "--attacker-advantage", "--silent-defense", "--rescue"})
      CHECK(help.out.find(option) != std::string::npos);
  }
}

TEST_CASE("CLI: play refuses a bad setup file before it takes over the terminal", "[app][cli]") {
  const Run missing = RunCli({"play", "--red-setup", "/nonexistent/setup.txt"});
  CHECK(missing.status == kExitFailure);
  CHECK(missing.err == "/nonexistent/setup.txt: cannot open: No such file or directory\n");
  const std::string classic = testing::ShippedSetupsDir() + "/corner-keep.txt";
  const Run wrong_army = RunCli({"play", "--army", "barrage", "--blue-setup", classic});
  CHECK(wrong_army.status == kExitFailure);
  CHECK(wrong_army.err.find("the setup is for the classic army, the game uses the Barrage army") !=
        std::string::npos);
  CHECK(RunCli({"play", "--two-squares", "7"}).status == kExitUsage);
  CHECK(RunCli({"play", "extra"}).status == kExitUsage);
}

TEST_CASE("CLI: play's players and the computer's time are checked before the game starts",
          "[app][cli]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> wrong = {
      {{"play", "--blue", "bob"},
       "stratego play: --blue: unknown player 'bob': expected human, random, ai, ai:easy, "
       "ai:normal or ai:hard\n"},
      {{"play", "--red", "ai:extreme"},
       "stratego play: --red: unknown level 'extreme': the levels are easy, normal and hard\n"},
      {{"play", "--red", "ucc:./bot"},
       "stratego play: --red: outside programs (ucc:) play only in stratego arena; expected "
       "human, random, ai, ai:easy, ai:normal or ai:hard\n"},
      {{"play", "--blue", "ai", "--think-ms", "60001"},
       "stratego play: --think-ms must be from 0 to 60000, not 60001\n"},
      {{"play", "--think-ms", "soon"},
       "stratego play: --think-ms takes a whole number (0 to 60000), not 'soon'\n"},
  };
  for (const auto& [args, message] : wrong) {
    INFO(args[1] << " " << args[2]);
    const Run run = RunCli(args);
    CHECK(run.status == kExitUsage);
    CHECK(run.err == message + "Try 'stratego play --help' for more information.\n");
  }
  const Run help = RunCli({"play", "--help"});
  CHECK(help.out.find("--blue PLAYER") != std::string::npos);
  CHECK(help.out.find("--think-ms MS") != std::string::npos);
}

TEST_CASE("CLI: options without a command are the main menu's", "[app][cli]") {
  const Run run = RunCli({"--bogus"});
  CHECK(run.status == kExitUsage);
  CHECK(run.err.rfind("stratego menu: unknown option '--bogus'", 0) == 0);
}

}  // namespace
}  // namespace stratego
