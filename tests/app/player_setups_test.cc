// Players and their setups (issue 13, item 10): each named person's setup editor offers that
// person's own setups and the shipped ones; others' only when asked for and confirmed. The names
// reach the game's record and the saved games list.
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "app/cli.h"
#include "app/file_game_store.h"
#include "app/interactive.h"
#include "core/random_setup.h"
#include "support/test_support.h"
#include "ui/game_session.h"
#include "ui/player_names.h"

namespace stratego {
namespace {

constexpr ScreenSize kSize{80, 24};

struct TempDir {
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "stratego-players-XXXXXX").string();
    path = ::mkdtemp(pattern.data()) ? pattern : "";
    REQUIRE_FALSE(path.empty());
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string path;
};

std::string Text(const Activity& activity) {
  Canvas canvas(kSize.width, kSize.height);
  activity.Render(canvas, Theme(true, true));
  return canvas.Text();
}

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
  const FileSetupStore files(testing::ShippedSetupsDir(), dir.path + "/setups", Numbering::kModern);
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

TEST_CASE("Setups: in a hot-seat game Blue sees Red's setups only after asking and confirming",
          "[app][setups]") {
  TempDir dir;
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path + "/setups",
                                                Numbering::kModern);
  SaveAs(*files, "Ann", "Ann's favourite", 1);  // saved by Ann in an earlier game
  SessionOptions options;
  options.names = {"Ann", "Bo"};
  auto session = MakeGameSession(options, files, nullptr);
  Press(*session, Key::kEnter);  // Ann's curtain
  session->Handle(InputEvent::Char(U'o'), kSize);
  CHECK(Text(*session).find("* Ann's favourite") != std::string::npos);
  Press(*session, Key::kEscape);
  session->Handle(InputEvent::Char(U'r'), kSize);
  session->Handle(InputEvent::Char(U'd'), kSize);
  Press(*session, Key::kEnter);  // Bo's curtain
  std::string text = Text(*session);
  REQUIRE(text.find("Blue (Bo): set up your army") != std::string::npos);
  session->Handle(InputEvent::Char(U'o'), kSize);
  text = Text(*session);
  INFO(text);
  CHECK(text.find("Ann's favourite") == std::string::npos);
  CHECK(text.find("Blitzkrieg") != std::string::npos);
  // The last entry opens other players' setups, after a warning, with no preview before it.
  Press(*session, Key::kUp);
  CHECK(Text(*session).find("> Other players' setups") != std::string::npos);
  Press(*session, Key::kEnter);
  text = Text(*session);
  CHECK(text.find("Show other players' setups?") != std::string::npos);
  SECTION("declined: back to Bo's own list") {
    session->Handle(InputEvent::Char(U'n'), kSize);
    text = Text(*session);
    CHECK(text.find("Ann's favourite") == std::string::npos);
    CHECK(text.find("Open a setup") != std::string::npos);
  }
  SECTION("confirmed: Ann's setups, with whose they are") {
    session->Handle(InputEvent::Char(U'y'), kSize);
    text = Text(*session);
    CHECK(text.find("Other players' setups (1 of 1)") != std::string::npos);
    CHECK(text.find("> ann: Ann's favourite") != std::string::npos);
  }
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
  CHECK(PersonNameProblem(std::string(kMaxPersonNameLength + 1, 'x')));
}

TEST_CASE("Players: the hot-seat names asked from the menu reach the record and Saved games",
          "[app][players]") {
  TempDir dir;
  const std::string games = dir.path + "/games";
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path + "/setups",
                                                Numbering::kModern);
  auto menu = MakeMainMenu(std::make_shared<Settings>(), files, games);
  Transition rules = Press(*menu, Key::kEnter);  // New hot-seat game: its rules
  REQUIRE(rules.kind == Transition::Kind::kPush);
  Transition names = Press(*rules.next, Key::kEnter);  // Start the game: the names
  REQUIRE(names.kind == Transition::Kind::kReplace);
  auto* asking = dynamic_cast<PlayerNamesActivity*>(names.next.get());
  REQUIRE(asking != nullptr);
  CHECK(Text(*asking).find("Red's name: _") != std::string::npos);
  CHECK(Type(*asking, "ai").kind == Transition::Kind::kStay);  // refused, asked again
  CHECK(asking->problem().find("kind of player") != std::string::npos);
  for (int i = 0; i < 2; ++i)
    Press(*asking, Key::kBackspace);
  CHECK(Type(*asking, "Ann").kind == Transition::Kind::kStay);
  Transition game = Type(*asking, "Bo");
  REQUIRE(game.kind == Transition::Kind::kReplace);
  auto* session = dynamic_cast<GameSession*>(game.next.get());
  REQUIRE(session != nullptr);
  CHECK(Text(*session).find("Red (Ann) sets up — pass the keyboard to Ann") != std::string::npos);
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
  const std::string games = dir.path + "/games";
  auto files = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path + "/setups",
                                                Numbering::kModern);
  auto settings = std::make_shared<Settings>();
  settings->computer.level = Level::kEasy;
  auto menu = MakeComputerMenu(settings, files, games);
  Press(*menu, Key::kDown);
  Press(*menu, Key::kDown);
  Transition names = Press(*menu, Key::kEnter);  // Start: the person's name
  REQUIRE(names.kind == Transition::Kind::kReplace);
  const std::string asking = Text(*names.next);
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
