// The interactive program's parts that need no terminal: who may play at the terminal, the main
// menu's game against the computer, and saved games resumed with their players.
#include "app/interactive.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "app/file_game_store.h"
#include "core/random_setup.h"
#include "support/test_support.h"
#include "ui/game_session.h"
#include "ui/ui_test_support.h"

namespace stratego {
namespace {

using testing::Screen;
using testing::TempDir;

// The row of the screen that shows `part`, or -1.
int RowOf(const std::string& text, const std::string& part) {
  int row = 0;
  for (std::size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1, ++row) {
    if (text.substr(start, end - start).find(part) != std::string::npos) return row;
  }
  return -1;
}

// A game with these names, kept after a few moves in `dir`; returns its file.
std::string KeptGame(const std::string& dir, std::array<std::string, kNumPlayers> names) {
  Rng rng(5);
  GameRecord header;
  header.setups = {RandomSetup(ArmyKind::kClassic, rng), RandomSetup(ArmyKind::kClassic, rng)};
  header.names = std::move(names);
  RecordedGame game = RecordedGame::Start(header).value();
  for (int ply = 0; ply < 3; ++ply)
    game.ApplyMove(game.state().LegalMoves().front());
  FileGameKeeper keeper(dir);
  (void)keeper.BeginGame();
  REQUIRE(keeper.Keep(game.record()));
  return keeper.path();
}

TEST_CASE("Interactive: people and the computer players inside the program may play here",
          "[app][interactive]") {
  for (const char* spec : {"human", "random", "ai", "ai:easy", "ai:normal", "ai:hard"})
    CHECK(IsTerminalPlayer(spec));
  for (const char* spec : {"ucc:./bot", "Ann", "", "AI"})
    CHECK_FALSE(IsTerminalPlayer(spec));
  CHECK(SeatFor("human", {}).value().person());
  const Seat hard = SeatFor("ai:hard", {}).value();
  REQUIRE_FALSE(hard.person());
  CHECK(hard.agent->Name() == "ai:hard");
  CHECK(SeatFor("ai", {}).value().agent->Name() == "ai:normal");
  CHECK_FALSE(SeatFor("ucc:rm -rf ~", {}));
  CHECK_FALSE(SeatFor("ai:extreme", {}));
}

TEST_CASE("Interactive: a saved game goes on with the computer players it names",
          "[app][interactive]") {
  TempDir dir;
  auto store = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  const Settings settings;
  SECTION("a person against ai:easy: the computer is to move, and thinks") {
    const std::string path = KeptGame(dir.path() + "/games", {"human", "ai:easy"});
    FileGameLibrary library(dir.path() + "/games");
    auto session = MakeResumedGame(library.Load(path).value(), path, settings, store);
    REQUIRE(session);
    auto* game = dynamic_cast<GameSession*>(session->get());
    REQUIRE(game != nullptr);
    CHECK(game->mode() == GameMode::kVersusComputer);
    CHECK(game->current() == Player::kRed);
    CHECK(game->phase() == GameSession::Phase::kComputer);  // Blue, the computer, is to move
  }
  SECTION("a name that is an outside program is a person: nothing is run") {
    const std::string path = KeptGame(dir.path() + "/games", {"human", "ucc:touch pwned"});
    FileGameLibrary library(dir.path() + "/games");
    auto session = MakeResumedGame(library.Load(path).value(), path, settings, store);
    REQUIRE(session);
    auto* game = dynamic_cast<GameSession*>(session->get());
    REQUIRE(game != nullptr);
    CHECK(game->mode() == GameMode::kHotSeat);
    CHECK(game->phase() == GameSession::Phase::kCurtain);
  }
}

TEST_CASE("Interactive: a game that cannot be kept is announced before it begins",
          "[app][interactive]") {
  TempDir dir;
  std::ofstream(dir.path() + "/file") << "not a folder\n";
  auto store = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto keeper = std::make_shared<FileGameKeeper>(dir.path() + "/file/games");
  auto warning = MakeGameSession(SessionOptions{}, store, keeper);
  REQUIRE(dynamic_cast<GameSession*>(warning.get()) == nullptr);
  const std::string text = Screen(*warning, {100, 24});
  CHECK(RowOf(text, "Games cannot be saved: this game will not be kept") >= 0);
  CHECK(RowOf(text, "Not saved: cannot create " + dir.path() + "/file/games") >= 0);
  CHECK(RowOf(text, "Play anyway") >= 0);
  SECTION("playing anyway starts the game in the warning's place") {
    Transition play = warning->Handle(InputEvent::Of(Key::kEnter), {100, 24});
    REQUIRE(play.kind == Transition::Kind::kReplace);
    CHECK(dynamic_cast<GameSession*>(play.next.get()) != nullptr);
  }
  SECTION("or the player goes back") {
    warning->Handle(InputEvent::Of(Key::kDown), {100, 24});
    CHECK(warning->Handle(InputEvent::Of(Key::kEnter), {100, 24}).kind == Transition::Kind::kPop);
  }
  SECTION("a folder that can be written opens the game at once") {
    auto game = MakeGameSession(SessionOptions{}, store,
                                std::make_shared<FileGameKeeper>(dir.path() + "/games"));
    CHECK(dynamic_cast<GameSession*>(game.get()) != nullptr);
  }
}

TEST_CASE("Interactive: the main menu offers a game against the computer, all at 72×15",
          "[app][interactive]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  (void)KeptGame(games, {"", ""});  // with a game to resume, the menu has all eight items
  auto settings = std::make_shared<Settings>();
  auto store = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto menu = MakeMainMenu(settings, store, games);
  const std::string text = Screen(*menu, kMinimumSize);
  INFO(text);
  for (const char* item : {"Resume the last game", "New hot-seat game", "Play against the computer",
                           "Saved games", "Setups", "Rules and options", "Help", "Quit"}) {
    const int row = RowOf(text, item);
    CHECK(row > 2);
    CHECK(row < kMinimumSize.height - 2);  // above the help at the bottom
  }
  menu->Handle(InputEvent::Of(Key::kDown), kMinimumSize);
  menu->Handle(InputEvent::Of(Key::kDown), kMinimumSize);
  Transition open = menu->Handle(InputEvent::Of(Key::kEnter), kMinimumSize);
  REQUIRE(open.kind == Transition::Kind::kPush);
  Activity& computer = *open.next;
  std::string sub = Screen(computer, kMinimumSize);
  CHECK(RowOf(sub, "You play: Red (moves first)") > 0);
  CHECK(RowOf(sub, "Level: normal") > 0);
  computer.Handle(InputEvent::Of(Key::kRight), kMinimumSize);  // Blue
  computer.Handle(InputEvent::Of(Key::kDown), kMinimumSize);
  computer.Handle(InputEvent::Of(Key::kRight), kMinimumSize);  // hard
  sub = Screen(computer, kMinimumSize);
  CHECK(RowOf(sub, "You play: Blue") > 0);
  CHECK(RowOf(sub, "Level: hard") > 0);
  CHECK(settings->computer.person == 1);
  CHECK(settings->computer.level == Level::kHard);
  computer.Handle(InputEvent::Of(Key::kDown), kMinimumSize);
  Transition names = computer.Handle(InputEvent::Of(Key::kEnter), kMinimumSize);
  REQUIRE(names.kind == Transition::Kind::kReplace);  // leaving the game goes to the main menu
  Transition start = names.next->Handle(InputEvent::Of(Key::kEnter), kMinimumSize);  // no name
  REQUIRE(start.kind == Transition::Kind::kReplace);
  auto* game = dynamic_cast<GameSession*>(start.next.get());
  REQUIRE(game != nullptr);
  CHECK(game->mode() == GameMode::kVersusComputer);
  CHECK(game->current() == Player::kBlue);
  CHECK(game->phase() == GameSession::Phase::kSetup);  // the person sets up; no curtain
}

TEST_CASE("Interactive: the main menu is built again when it comes back on screen",
          "[app][interactive]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  auto settings = std::make_shared<Settings>();
  auto store = std::make_shared<FileSetupStore>(testing::ShippedSetupsDir(), dir.path() + "/setups",
                                                Numbering::kModern);
  auto menu = MakeMainMenu(settings, store, games);
  CHECK(RowOf(Screen(*menu, kMinimumSize), "Resume the last game") < 0);
  // Help goes on top; meanwhile a game is played and kept.
  for (int i = 0; i < 6; ++i)
    menu->Handle(InputEvent::Of(Key::kDown), kMinimumSize);
  REQUIRE(RowOf(Screen(*menu, kMinimumSize), "> Help") > 0);
  REQUIRE(menu->Handle(InputEvent::Of(Key::kEnter), kMinimumSize).kind == Transition::Kind::kPush);
  const std::string path = KeptGame(games, {"Ann", "Bo"});
  std::string text = Screen(*menu, kMinimumSize);
  INFO(text);
  CHECK(RowOf(text, "Resume the last game") > 0);
  CHECK(RowOf(text, "> Help") > 0);  // the same item stays chosen
  SECTION("and without it once the game is gone") {
    REQUIRE(menu->Handle(InputEvent::Of(Key::kEnter), kMinimumSize).kind ==
            Transition::Kind::kPush);
    std::filesystem::remove(path);
    CHECK(RowOf(Screen(*menu, kMinimumSize), "Resume the last game") < 0);
  }
}

}  // namespace
}  // namespace stratego
