// Players and their setups (issue 13, item 10): each named person's setup editor offers that
// person's own setups and the shipped ones; others' only when asked for and confirmed. The names
// reach the game's record and the saved games list.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli.h"
#include "app/file_game_store.h"
#include "app/interactive.h"
#include "core/random_setup.h"
#include "io/setup_file.h"
#include "support/test_support.h"
#include "ui/game_session.h"
#include "ui/player_names.h"
#include "ui/ui_test_support.h"

namespace stratego {
namespace {

using testing::FileText;
using testing::kSize;
using testing::Screen;
using testing::TempDir;

bool Lists(const std::vector<SetupEntry>& entries, const std::string& title) {
  for (const SetupEntry& entry : entries) {
    if (entry.title == title) return true;
  }
  return false;
}

Setup NamedSetup(const std::string& name, std::uint64_t seed) {
  Rng rng(seed);
  Setup setup = RandomSetup(ArmyKind::kClassic, rng);
  setup.name = name;
  return setup;
}

// Saves a setup called `setup_name` as the player `player` ("" for none) would.
void SaveAs(const FileSetupStore& files, const std::string& player, const std::string& setup_name,
            std::uint64_t seed) {
  auto store = files.ForPlayer(player);
  REQUIRE(store->Save(NamedSetup(setup_name, seed), store->PathFor(setup_name)));
}

Transition Press(Activity& activity, Key key) {
  return activity.Handle(InputEvent::Of(key), kSize);
}

Transition Type(Activity& activity, const std::string& text) {
  for (char c : text)
    activity.Handle(InputEvent::Char(static_cast<char32_t>(c)), kSize);
  return Press(activity, Key::kEnter);
}

TEST_CASE("Setups: a player's list holds their own and the shipped ones, never another's",
          "[app][setups]") {
  TempDir dir;
  const FileSetupStore files(testing::ShippedSetupsDir(), dir.path() + "/setups",
                             Numbering::kModern);
  SaveAs(files, "Ann", "Ann's favourite", 1);
  SaveAs(files, "", "Nobody's", 2);
  const auto ann = files.ForPlayer("Ann");
  const auto bo = files.ForPlayer("Bo");
  const auto nobody = files.ForPlayer("");

  CHECK(Lists(ann->List(ArmyKind::kClassic), "Ann's favourite"));
  CHECK_FALSE(Lists(bo->List(ArmyKind::kClassic), "Ann's favourite"));
  CHECK_FALSE(Lists(nobody->List(ArmyKind::kClassic), "Ann's favourite"));
  CHECK_FALSE(Lists(files.List(ArmyKind::kClassic), "Ann's favourite"));
  CHECK_FALSE(Lists(ann->List(ArmyKind::kClassic), "Nobody's"));   // a player without a name
  CHECK(Lists(nobody->List(ArmyKind::kClassic), "Nobody's"));      // is one player
  for (const auto* store : {ann.get(), bo.get(), nobody.get()}) {  // the shipped ones: everyone's
    CHECK(Lists(store->List(ArmyKind::kClassic), "Blitzkrieg"));
  }
  // Other players' setups are listed apart, with whose they are.
  CHECK(Lists(bo->ListOthers(ArmyKind::kClassic), "ann: Ann's favourite"));
  CHECK(Lists(bo->ListOthers(ArmyKind::kClassic), "(no name): Nobody's"));
  CHECK(Lists(nobody->ListOthers(ArmyKind::kClassic), "ann: Ann's favourite"));
  CHECK_FALSE(Lists(ann->ListOthers(ArmyKind::kClassic), "ann: Ann's favourite"));
  CHECK(ann->PathFor("x") != bo->PathFor("x"));
}

TEST_CASE("Setups: two names have one folder only when they differ in the case of letters",
          "[app][setups]") {
  TempDir dir;
  const FileSetupStore files(testing::ShippedSetupsDir(), dir.path() + "/setups",
                             Numbering::kModern);
  SaveAs(files, "Ann", "Ann's favourite", 1);
  SaveAs(files, "Ann Lee", "Ann Lee's", 2);
  CHECK(Lists(files.ForPlayer("ANN")->List(ArmyKind::kClassic), "Ann's favourite"));
  for (const char* other : {"Ann.", "Ann!", "ann_", "Ann Lee"})
    CHECK_FALSE(Lists(files.ForPlayer(other)->List(ArmyKind::kClassic), "Ann's favourite"));
  CHECK_FALSE(Lists(files.ForPlayer("Ann-Lee")->List(ArmyKind::kClassic), "Ann Lee's"));
  CHECK(files.ForPlayer("Ann Lee")->PathFor("x") != files.ForPlayer("Ann-Lee")->PathFor("x"));
  CHECK(files.ForPlayer("...")->PathFor("x") != files.ForPlayer("!!!")->PathFor("x"));
  // Others' setups are titled with the name, not its folder.
  CHECK(Lists(files.ForPlayer("Bo")->ListOthers(ArmyKind::kClassic), "ann lee: Ann Lee's"));
  CHECK(SameSetupOwner("Ann", " ann "));
  CHECK_FALSE(SameSetupOwner("Ann", "Ann."));
  CHECK_FALSE(SameSetupOwner("", ""));
}

TEST_CASE("Setups: the folders of plain names are those earlier versions made", "[app][setups]") {
  CHECK(FolderKeyFor("Ann") == "ann");
  CHECK(FolderKeyFor("Anne-Marie") == "anne-marie");
  CHECK(FolderKeyFor("bo_2") == "bo_2");
  CHECK(FolderKeyFor("Zoë") == "zoë");
  CHECK(FolderKeyFor("Ann.") == "ann%2E");
  CHECK(FolderKeyFor("..") == "%2E%2E");  // never the folder above
  CHECK(FolderKeyFor("a/b%") == "a%2Fb%25");
  for (const char* name : {"ann lee", "a/b%", "zoë", "..", "%41"})
    CHECK(NameOfFolderKey(FolderKeyFor(name)) == name);

  TempDir dir;  // a folder an earlier version made for Ann is still Ann's
  std::filesystem::create_directories(dir.path() + "/setups/players/ann");
  const FileSetupStore files(testing::ShippedSetupsDir(), dir.path() + "/setups",
                             Numbering::kModern);
  Setup setup = NamedSetup("Old favourite", 3);
  std::ofstream(dir.path() + "/setups/players/ann/old-favourite.txt")
      << FormatSetupText(setup, Numbering::kModern);
  CHECK(Lists(files.ForPlayer("Ann")->List(ArmyKind::kClassic), "Old favourite"));
}

TEST_CASE("Setups: in a hot-seat game Blue sees Red's setups only after asking and confirming",
          "[app][setups]") {
  TempDir dir;
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  SaveAs(*files, "Ann", "Ann's favourite", 1);  // saved by Ann in an earlier game
  SessionOptions options;
  options.names = {"Ann", "Bo"};
  auto session = MakeGameSession(options, files, nullptr);
  Press(*session, Key::kEnter);  // Ann's curtain
  session->Handle(InputEvent::Char(U'o'), kSize);
  CHECK(Screen(*session).find("* Ann's favourite") != std::string::npos);
  Press(*session, Key::kEscape);
  session->Handle(InputEvent::Char(U'r'), kSize);
  session->Handle(InputEvent::Char(U'd'), kSize);
  Press(*session, Key::kEnter);  // Bo's curtain
  std::string text = Screen(*session);
  REQUIRE(text.find("Blue (Bo): set up your army") != std::string::npos);
  session->Handle(InputEvent::Char(U'o'), kSize);
  text = Screen(*session);
  INFO(text);
  CHECK(text.find("Ann's favourite") == std::string::npos);
  CHECK(text.find("Blitzkrieg") != std::string::npos);
  // The last entry opens other players' setups, after a warning, with no preview before it.
  Press(*session, Key::kUp);
  CHECK(Screen(*session).find("> Other players' setups") != std::string::npos);
  Press(*session, Key::kEnter);
  text = Screen(*session);
  CHECK(text.find("Show other players' setups?") != std::string::npos);
  SECTION("declined: back to Bo's own list") {
    session->Handle(InputEvent::Char(U'n'), kSize);
    text = Screen(*session);
    CHECK(text.find("Ann's favourite") == std::string::npos);
    CHECK(text.find("Open a setup") != std::string::npos);
  }
  SECTION("confirmed: Ann's setups, with whose they are") {
    session->Handle(InputEvent::Char(U'y'), kSize);
    text = Screen(*session);
    CHECK(text.find("Other players' setups (1 of 1)") != std::string::npos);
    CHECK(text.find("> ann: Ann's favourite") != std::string::npos);
  }
}

TEST_CASE(
    "Setups: in a hot-seat game without names, earlier games' setups are other players', asked "
    "for",
    "[app][setups]") {
  TempDir dir;
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  SaveAs(*files, "", "Nobody's", 2);  // saved without a name in an earlier game: whose?
  const std::string earlier = files->PathFor("Nobody's");
  const std::string earlier_text = FileText(earlier);
  SessionOptions options;  // two people, no names
  auto session = MakeGameSession(options, files, nullptr);
  Press(*session, Key::kEnter);  // Red's curtain
  session->Handle(InputEvent::Char(U'o'), kSize);
  std::string text = Screen(*session);
  INFO(text);
  CHECK(text.find("Nobody's") == std::string::npos);
  CHECK(text.find("Blitzkrieg") != std::string::npos);  // the shipped ones stay offered
  Press(*session, Key::kUp);
  CHECK(Screen(*session).find("> Other players' setups") != std::string::npos);
  Press(*session, Key::kEnter);
  CHECK(Screen(*session).find("Show other players' setups?") != std::string::npos);
  session->Handle(InputEvent::Char(U'y'), kSize);
  CHECK(Screen(*session).find("> (no name): Nobody's") != std::string::npos);
  Press(*session, Key::kEscape);
  Press(*session, Key::kEscape);
  // Saving under that name does not replace the earlier setup, nor say it is there.
  session->Handle(InputEvent::Char(U'r'), kSize);
  session->Handle(InputEvent::Char(U'w'), kSize);
  Type(*session, "Nobody's");
  text = Screen(*session);
  CHECK(text.find("replace it?") == std::string::npos);
  CHECK(FileText(earlier) == earlier_text);
  CHECK(std::filesystem::exists(files->PathFor("Nobody's 2")));
  session->Handle(InputEvent::Char(U'o'), kSize);  // what Red saved now is Red's own
  CHECK(Screen(*session).find("* Nobody's") != std::string::npos);
}

TEST_CASE("Setups: against the computer the player without a name has the unnamed folder",
          "[app][setups]") {
  TempDir dir;
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  SaveAs(*files, "", "Nobody's", 2);
  SessionOptions options;
  AgentSettings agent;
  options.seats[1] = SeatFor("random", agent).value();
  auto session = MakeGameSession(options, files, nullptr);
  session->Handle(InputEvent::Char(U'o'), kSize);
  CHECK(Screen(*session).find("* Nobody's") != std::string::npos);
}

TEST_CASE("Players: names are optional and may not be what records call a kind of player",
          "[app][players]") {
  CHECK_FALSE(PersonNameProblem("Ann"));
  CHECK_FALSE(PersonNameProblem(""));
  CHECK_FALSE(PersonNameProblem("", ""));
  CHECK_FALSE(PersonNameProblem("Aida"));
  for (const char* kind : {"human", "Human", "random", "ai", "AI", "ai:hard", "ucc:./bot"})
    CHECK(PersonNameProblem(kind));
  CHECK(PersonNameProblem("ann", "Ann"));  // the two would share their setups
  CHECK_FALSE(PersonNameProblem("Ann.", "Ann", SameSetupOwner));
  CHECK(PersonNameProblem("Ann", "Bo", [](std::string_view, std::string_view) { return true; }));
  for (const char* punctuation : {"...", "!!!", "-", "_", ". ."})
    CHECK(PersonNameProblem(punctuation));
  CHECK_FALSE(PersonNameProblem("Zoë"));
  CHECK_FALSE(PersonNameProblem("7"));
  CHECK(PersonNameProblem(std::string(kMaxPersonNameLength + 1, 'x')));
}

TEST_CASE("Players: the names screen refuses two names the setup store would keep together",
          "[app][players]") {
  bool started = false;
  PlayerNamesActivity asking(
      "New hot-seat game", {true, true},
      [&started](std::array<std::string, kNumPlayers>) {
        started = true;
        return Transition::Stay();
      },
      [](std::string_view a, std::string_view b) { return a.substr(0, 3) == b.substr(0, 3); });
  Type(asking, "Ann");
  Type(asking, "Annabel");  // the same owner, by the store's rule
  CHECK_FALSE(started);
  CHECK(asking.problem().find("would share their setups") != std::string::npos);
  for (int i = 0; i < 7; ++i)
    Press(asking, Key::kBackspace);
  Type(asking, "Bo");
  CHECK(started);
}

TEST_CASE("Players: the hot-seat names asked from the menu reach the record and Saved games",
          "[app][players]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto menu = MakeMainMenu(std::make_shared<Settings>(), files, games);
  Transition rules = Press(*menu, Key::kEnter);  // New hot-seat game: its rules
  REQUIRE(rules.kind == Transition::Kind::kPush);
  Transition names = Press(*rules.next, Key::kEnter);  // Start the game: the names
  REQUIRE(names.kind == Transition::Kind::kReplace);
  auto* asking = dynamic_cast<PlayerNamesActivity*>(names.next.get());
  REQUIRE(asking != nullptr);
  CHECK(Screen(*asking).find("Red's name: _") != std::string::npos);
  CHECK(Screen(*asking).find("With names, each player's setups are kept apart.") !=
        std::string::npos);
  CHECK(Type(*asking, "ai").kind == Transition::Kind::kStay);  // refused, asked again
  CHECK(asking->problem().find("kind of player") != std::string::npos);
  for (int i = 0; i < 2; ++i)
    Press(*asking, Key::kBackspace);
  CHECK(Type(*asking, "Ann").kind == Transition::Kind::kStay);
  CHECK(Type(*asking, "...").kind == Transition::Kind::kStay);  // refused: no letter
  CHECK(asking->problem().find("a letter or a digit") != std::string::npos);
  for (int i = 0; i < 3; ++i)
    Press(*asking, Key::kBackspace);
  Transition game = Type(*asking, "Bo");
  REQUIRE(game.kind == Transition::Kind::kReplace);
  auto* session = dynamic_cast<GameSession*>(game.next.get());
  REQUIRE(session != nullptr);
  CHECK(Screen(*session).find("Red (Ann) sets up — pass the keyboard to Ann") != std::string::npos);
  for (int side = 0; side < kNumPlayers; ++side) {
    Press(*session, Key::kEnter);
    session->Handle(InputEvent::Char(U'r'), kSize);
    session->Handle(InputEvent::Char(U'd'), kSize);
  }
  REQUIRE(session->record_for_testing() != nullptr);
  CHECK(session->record_for_testing()->names == std::array<std::string, 2>{"Ann", "Bo"});
  const std::vector<SavedGameEntry> saved = FileGameLibrary(games).List().value();
  REQUIRE(saved.size() == 1);
  CHECK(saved[0].players == "Ann - Bo");
}

TEST_CASE("Players: against the computer the person's name is kept, and kept on resuming",
          "[app][players]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto settings = std::make_shared<Settings>();
  settings->computer.level = Level::kEasy;
  auto menu = MakeComputerMenu(settings, files, games);
  Press(*menu, Key::kDown);
  Press(*menu, Key::kDown);
  Transition names = Press(*menu, Key::kEnter);  // Start: the person's name
  REQUIRE(names.kind == Transition::Kind::kReplace);
  const std::string asking = Screen(*names.next);
  CHECK(asking.find("Red's name: _") != std::string::npos);
  CHECK(asking.find("Blue's name") == std::string::npos);  // the computer has none to give
  Transition game = Type(*names.next, "Ann");
  REQUIRE(game.kind == Transition::Kind::kReplace);
  auto* session = dynamic_cast<GameSession*>(game.next.get());
  REQUIRE(session != nullptr);
  CHECK(session->phase() == GameSession::Phase::kSetup);  // no curtain against the computer
  session->Handle(InputEvent::Char(U'r'), kSize);
  session->Handle(InputEvent::Char(U'd'), kSize);
  REQUIRE(session->record_for_testing() != nullptr);
  CHECK(session->record_for_testing()->names == std::array<std::string, 2>{"Ann", "ai:easy"});
  const std::vector<SavedGameEntry> saved = FileGameLibrary(games).List().value();
  REQUIRE(saved.size() == 1);
  CHECK(saved[0].players == "Ann - ai:easy");

  game.next.reset();  // the game ends here, and is resumed
  FileGameLibrary library(games);
  auto resumed =
      MakeResumedGame(library.Load(saved[0].path).value(), saved[0].path, *settings, files);
  REQUIRE(resumed);
  auto* again = dynamic_cast<GameSession*>(resumed->get());
  REQUIRE(again != nullptr);
  CHECK(again->mode() == GameMode::kVersusComputer);  // Ann is a person, the computer is Blue
  CHECK(again->current() == Player::kRed);
}

TEST_CASE("Players: stratego play refuses a name for a computer or a kind of player",
          "[app][players]") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"play", "--red", "ai", "--red-name", "Ann"},
        std::vector<std::string>{"play", "--blue-name", "random"},
        std::vector<std::string>{"play", "--red-name", "Ann", "--blue-name", "ann"}}) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    CommandIo io{in, out, err};
    CHECK(RunCommandLine(args, io) == kExitUsage);  // before the terminal is opened
    CHECK(err.str().find("-name: ") != std::string::npos);
  }
}

}  // namespace
}  // namespace stratego
