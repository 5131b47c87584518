// The options kept between runs (issue 13, item 13): the file's round trip, its bad lines as
// warnings with file:line:column, the command line over the file, and the menus writing it.
#include "app/options_file.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "app/rule_options.h"
#include "io/file_io.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::FileText;
using testing::TempDir;

void Write(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

// Everything the file keeps, away from its default.
Settings Unusual() {
  Settings settings;
  settings.display = {Numbering::kClassic, true};
  settings.rules.army = ArmyKind::kBarrage;
  settings.rules.two_squares = 5;
  settings.rules.max_moves = 300;
  settings.rules.max_quiet_moves = 50;
  settings.rules.attacker_advantage = true;
  settings.rules.silent_defense = true;
  settings.rules.rescue = true;
  settings.terminal = {true, true, false};
  settings.replay_step_ms = 250;
  return settings;
}

void CheckSame(const Settings& a, const Settings& b) {
  CHECK(a.rules == b.rules);
  CHECK(a.display == b.display);
  CHECK(a.terminal.force_ascii == b.terminal.force_ascii);
  CHECK(a.terminal.force_mono == b.terminal.force_mono);
  CHECK(a.terminal.mouse == b.terminal.mouse);
  CHECK(a.replay_step_ms == b.replay_step_ms);
}

ParsedArgs Args(const std::vector<std::string>& words) {
  return ParseArgs(words, InteractiveOptionSpecs()).value();
}

TEST_CASE("Options file: what is written reads back, the defaults and every option changed",
          "[app][options]") {
  for (const Settings& settings : {Settings{}, Unusual()}) {
    const std::string text = FormatOptionsText(settings);
    const OptionsFileResult read = ReadOptionsText(text, "options.conf", Settings{});
    CHECK(read.warnings.empty());
    CheckSame(read.settings, settings);
  }
  const std::string text = FormatOptionsText(Unusual());
  CHECK(text.rfind("# Stratego's options", 0) == 0);
  CHECK(text.find("\nnumbering = classic\n") != std::string::npos);
  CHECK(text.find("\ncolor = off\n") != std::string::npos);
}

TEST_CASE("Options file: unknown keys and bad values are warnings at file:line:column, ignored",
          "[app][options]") {
  const OptionsFileResult read = ReadOptionsText(
      "numbering = classic\n"
      "memroy = on\n"
      "army = huge     # a typo\n"
      "two-squares = 4\n"
      "no equals sign\n"
      "rescue = on\n",
      "/c/options.conf", Settings{});
  CHECK(read.settings.display.numbering == Numbering::kClassic);  // the good lines count
  CHECK(read.settings.rules.rescue);
  CHECK(read.settings.rules.army == ArmyKind::kClassic);  // the bad ones leave the default
  CHECK(read.settings.rules.two_squares == 3);
  REQUIRE(read.warnings.size() == 4);
  CHECK(read.warnings[0] == "/c/options.conf:2:1: unknown option 'memroy'; it is ignored");
  CHECK(read.warnings[1] ==
        "/c/options.conf:3:8: army: expected classic, barrage or ultimate-lightning, not 'huge'; "
        "it is ignored");
  CHECK(read.warnings[2].rfind("/c/options.conf:4:15: two-squares: expected 3, 5 or off", 0) == 0);
  CHECK(read.warnings[3] == "/c/options.conf:5:4: expected '=' after 'no'");
}

TEST_CASE("Options file: a hostile file gives a few warnings, never a crash", "[app][options]") {
  std::string text;
  for (int i = 0; i < 1000; ++i)
    text += "x" + std::to_string(i) + " = \x1b[2J\n";
  const OptionsFileResult read = ReadOptionsText(text, "o", Settings{});
  CHECK(read.warnings.size() <= 9);
  for (const std::string& warning : read.warnings)
    CHECK(warning.find('\x1b') == std::string::npos);  // nothing of it reaches the screen

  TempDir dir;
  CHECK(LoadOptionsFile(dir.path() + "/none.conf", Unusual()).warnings.empty());  // no file: fine
  CheckSame(LoadOptionsFile(dir.path() + "/none.conf", Unusual()).settings, Unusual());
  const OptionsFileResult folder = LoadOptionsFile(dir.path(), Settings{});  // not a file
  REQUIRE(folder.warnings.size() == 1);
  CHECK(folder.warnings[0].rfind(dir.path() + ": ", 0) == 0);
}

TEST_CASE("Options file: the command line overrides the file for the run", "[app][options]") {
  TempDir dir;
  const std::string path = dir.path() + "/stratego/options.conf";
  REQUIRE(SaveOptionsFile(path, Unusual()));
  SECTION("without options, the file's") {
    auto start = TerminalSettingsFromArgs(Args({}), path);
    REQUIRE(start);
    CheckSame(start->settings, Unusual());
  }
  SECTION("options given win") {
    auto start =
        TerminalSettingsFromArgs(Args({"--numbering", "modern", "--army", "classic"}), path);
    REQUIRE(start);
    CHECK(start->settings.display.numbering == Numbering::kModern);
    CHECK(start->settings.rules.army == ArmyKind::kClassic);
    CHECK(start->settings.rules.two_squares == 5);  // not given: the file's
    CHECK(start->settings.display.memory_mode);
  }
  SECTION("a bad option is still a usage error") {
    CHECK_FALSE(TerminalSettingsFromArgs(Args({"--numbering", "roman"}), path));
  }
}

TEST_CASE(
    "Options file: changing an option on the menu writes the file, command-line terminal "
    "options are not kept",
    "[app][options]") {
  TempDir dir;
  const std::string path = dir.path() + "/stratego/options.conf";
  auto start = TerminalSettingsFromArgs(Args({"--no-color", "--ascii"}), path);
  REQUIRE(start);
  CHECK_FALSE(std::filesystem::exists(path));  // nothing changed yet: nothing written
  auto settings = std::make_shared<Settings>(start->settings);
  auto store = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto menu = MakeOptionsMenu(settings, store);
  // Army, two-squares, more-squares, the two limits, the three tournament options, numbering,
  // memory mode.
  for (int i = 0; i < 9; ++i)
    menu->Handle(InputEvent::Of(Key::kDown), {80, 24});
  menu->Handle(InputEvent::Of(Key::kRight), {80, 24});
  CHECK(settings->display.memory_mode);
  const OptionsFileResult kept = LoadOptionsFile(path, Settings{});
  CHECK(kept.warnings.empty());
  CHECK(kept.settings.display.memory_mode);
  CHECK_FALSE(kept.settings.terminal.force_mono);  // --no-color was for that run only
  CHECK_FALSE(kept.settings.terminal.force_ascii);
  CHECK(FileText(path).find("\nmemory = on\n") != std::string::npos);
  CHECK(start->keep_problem->empty());

  menu->Handle(InputEvent::Of(Key::kDown), {80, 24});  // the replay speed
  menu->Handle(InputEvent::Of(Key::kLeft), {80, 24});
  CHECK(LoadOptionsFile(path, Settings{}).settings.replay_step_ms == 500);
}

TEST_CASE("Options file: options given on the command line are not kept unless changed on the menu",
          "[app][options]") {
  TempDir dir;
  const std::string path = dir.path() + "/stratego/options.conf";
  REQUIRE(SaveOptionsFile(path, Settings{}));
  auto start = TerminalSettingsFromArgs(Args({"--memory", "--army", "barrage"}), path);
  REQUIRE(start);
  Settings shown = start->settings;
  REQUIRE(shown.display.memory_mode);
  shown.rules.two_squares = 5;  // another option changed on a menu
  start->settings.keep(shown);
  Settings kept = LoadOptionsFile(path, Settings{}).settings;
  CHECK(kept.rules.two_squares == 5);
  CHECK_FALSE(kept.display.memory_mode);  // the file's own: --memory was for that run
  CHECK(kept.rules.army == ArmyKind::kClassic);

  shown.rules.army = ArmyKind::kUltimateLightning;  // an option given, changed on the menu
  start->settings.keep(shown);
  CHECK(LoadOptionsFile(path, Settings{}).settings.rules.army == ArmyKind::kUltimateLightning);
  shown.rules.army = ArmyKind::kBarrage;  // and set back to what the command line said
  start->settings.keep(shown);
  kept = LoadOptionsFile(path, Settings{}).settings;
  CHECK(kept.rules.army == ArmyKind::kBarrage);
  CHECK_FALSE(kept.display.memory_mode);
}

TEST_CASE("Options file: a symbolic link is written through, to the file it names",
          "[app][options]") {
  TempDir dir;
  const std::string target = dir.path() + "/dotfiles/options.conf";
  const std::string path = dir.path() + "/stratego/options.conf";
  std::filesystem::create_directories(dir.path() + "/dotfiles");
  std::filesystem::create_directories(dir.path() + "/stratego");
  Write(target, "memory = on\n");
  std::filesystem::create_symlink("../dotfiles/options.conf", path);
  auto start = TerminalSettingsFromArgs(Args({}), path);
  REQUIRE(start);
  CHECK(start->settings.display.memory_mode);
  Settings shown = start->settings;
  shown.rules.army = ArmyKind::kBarrage;
  start->settings.keep(shown);
  CHECK(start->keep_problem->empty());
  CHECK(std::filesystem::is_symlink(path));  // the link stays
  const Settings kept = LoadOptionsFile(target, Settings{}).settings;
  CHECK(kept.rules.army == ArmyKind::kBarrage);
  CHECK(kept.display.memory_mode);
  SECTION("a link to no file is still refused, with why") {
    std::filesystem::remove(target);
    start->settings.keep(shown);
    CHECK(start->keep_problem->find("is a symbolic link to no file") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(target));
  }
  SECTION("other files are still never written through a link") {
    CHECK_FALSE(WriteFileAtomically(path, "x"));
  }
}

TEST_CASE("Options file: a folder that cannot be written is told, not a crash", "[app][options]") {
  TempDir dir;
  Write(dir.path() + "/stratego", "a file where the folder should be");
  auto start = TerminalSettingsFromArgs(Args({}), dir.path() + "/stratego/options.conf");
  REQUIRE(start);
  start->settings.keep(start->settings);
  CHECK(start->keep_problem->find("the options could not be kept in ") == 0);
}

}  // namespace
}  // namespace stratego
