// Games on disk: the keeper writes every state of a game, the library lists, loads, deletes and
// exports them.
#include "app/file_game_store.h"

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <fstream>

#include "core/random_setup.h"
#include "io/file_io.h"
#include "io/record_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::TempDir;

RecordedGame NewGame(std::uint64_t seed) {
  Rng rng(seed);
  GameRecord header;
  header.setups = {RandomSetup(ArmyKind::kClassic, rng), RandomSetup(ArmyKind::kClassic, rng)};
  header.names = {"Ann", "Bo"};
  return RecordedGame::Start(header).value();
}

void PlayMoves(RecordedGame& game, int plies) {
  for (int i = 0; i < plies && !game.state().over(); ++i)
    game.ApplyMove(game.state().LegalMoves().front());
}

TEST_CASE("Game files: the keeper writes each new game to a file of its own", "[app][games]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  FileGameKeeper keeper(games);
  const std::string started = keeper.BeginGame();
  CHECK(started.size() == 20);  // 2026-11-22T14:03:11Z
  CHECK(started.back() == 'Z');
  RecordedGame game = NewGame(1);
  PlayMoves(game, 3);
  REQUIRE(keeper.Keep(game.record()));
  const std::string first = keeper.path();
  CHECK(first.rfind(games + "/game-", 0) == 0);
  CHECK(first.substr(first.size() - 5) == ".game");
  struct stat info {};
  REQUIRE(::stat(first.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0600);  // a record holds both hidden armies
  const RecordParseResult parsed =
      ParseRecordText(ReadTextFile(first, kMaxRecordFileBytes).value());
  REQUIRE(parsed.record);
  CHECK(*parsed.record == game.record());
  SECTION("a second game in the same second gets another file") {
    keeper.BeginGame();
    REQUIRE(keeper.Keep(NewGame(2).record()));
    CHECK(keeper.path() != first);
    CHECK(FileGameLibrary(games).List().value().size() == 2);
  }
  SECTION("a named copy goes beside it, never over it") {
    const Expected<std::string> copy = keeper.SaveCopy(game.record(), "Evening Game!");
    REQUIRE(copy);
    CHECK(*copy == games + "/evening-game.game");
    CHECK_FALSE(keeper.SaveCopy(game.record(), std::filesystem::path(first).stem().string()));
  }
}

TEST_CASE("Game files: the library lists games newest first with their state", "[app][games]") {
  TempDir dir;
  auto keeping = std::make_unique<FileGameKeeper>(dir.path());
  FileGameKeeper& keeper = *keeping;
  keeper.BeginGame();
  RecordedGame open = NewGame(3);
  PlayMoves(open, 5);
  REQUIRE(keeper.Keep(open.record()));
  RecordedGame done = NewGame(4);
  REQUIRE(done.Resign(Player::kRed));
  REQUIRE(keeper.SaveCopy(done.record(), "done"));
  std::ofstream(dir.path() + "/broken.game") << "stratego-game 1\nnonsense\n";
  std::ofstream(dir.path() + "/notes.txt") << "not a game";
  // Times apart by a minute each, as games saved one after another: the file system's clock may
  // be too coarse to tell files written within microseconds apart.
  const auto now = std::filesystem::file_time_type::clock::now();
  std::filesystem::last_write_time(keeper.path(), now - std::chrono::minutes(2));
  std::filesystem::last_write_time(dir.path() + "/done.game", now - std::chrono::minutes(1));
  std::filesystem::last_write_time(dir.path() + "/broken.game", now);
  FileGameLibrary library(dir.path());
  // While a keeper holds the game, no other stratego may resume it.
  CHECK(library.List().value()[2].state == "being played in another stratego");
  CHECK_FALSE(library.NewestResumable());
  FileGameKeeper other(dir.path());
  CHECK(other.Resume(keeper.path()).error() == "this game is being played in another stratego");
  const std::string path = keeper.path();
  keeping.reset();
  CHECK_FALSE(std::filesystem::exists(path + ".lock"));
  const std::vector<SavedGameEntry> entries = library.List().value();
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].path == dir.path() + "/broken.game");
  CHECK_FALSE(entries[0].readable);
  CHECK(entries[0].state.rfind("unreadable: ", 0) == 0);
  CHECK(entries[1].state == "Red resigned: Blue wins");
  CHECK_FALSE(entries[1].resumable);
  CHECK(entries[2].players == "Ann - Bo");
  CHECK(entries[2].moves == 5);
  CHECK(entries[2].state == "Blue to move");
  CHECK(entries[2].resumable);
  CHECK(entries[2].saved.size() == 16);  // 2026-11-22 14:03
  REQUIRE(library.NewestResumable());
  CHECK(library.NewestResumable()->path == path);
  CHECK(*library.Load(path) == open.record());
  CHECK(library.Load(dir.path() + "/broken.game").error().find("/broken.game:2:1: ") !=
        std::string::npos);
  SECTION("delete") {
    REQUIRE(library.Delete(path));
    CHECK(library.List().value().size() == 2);
    CHECK_FALSE(library.NewestResumable());
    CHECK_FALSE(library.Delete(path));
  }
  SECTION("export to Gravon XML: finished games only") {
    CHECK(library.ExportGravon(path).error() == "Gravon XML cannot hold an unfinished game");
    const Expected<std::string> xml = library.ExportGravon(dir.path() + "/done.game");
    REQUIRE(xml);
    CHECK(*xml == dir.path() + "/done.xml");
    // One entry per game: the export shows with the game it was written from.
    const std::vector<SavedGameEntry> listed = library.List().value();
    REQUIRE(listed.size() == 3);
    CHECK(listed[1].path == dir.path() + "/done.game");
    CHECK(listed[1].exported == *xml);
    CHECK(listed[1].name == "done");
    CHECK(library.ExportGravon(dir.path() + "/done.game").error() == *xml + " exists already");
    SECTION("deleting the game deletes its export: it would be listed as a game of its own") {
      REQUIRE(library.Delete(dir.path() + "/done.game"));
      CHECK_FALSE(std::filesystem::exists(*xml));
      CHECK(library.List().value().size() == 2);
    }
    SECTION("without its record, an XML file is a game of its own") {
      std::filesystem::rename(dir.path() + "/done.game", dir.path() + "/kept.game");
      CHECK(library.List().value().size() == 4);
      REQUIRE(library.Delete(dir.path() + "/kept.game"));  // no export of its own
      CHECK(std::filesystem::exists(*xml));
    }
  }
  SECTION("a named copy is resumed into a new autosave, and stays as it was") {
    FileGameKeeper resumer(dir.path());
    REQUIRE(resumer.Resume(dir.path() + "/done.game"));
    CHECK(IsAutosave(resumer.path()));
    CHECK(resumer.path() != path);
    REQUIRE(resumer.Resume(path));
    CHECK(resumer.path() == path);
  }
}

TEST_CASE("Game files: a game with an illegal move is listed as such and not resumable",
          "[app][games]") {
  RecordedGame game = NewGame(5);
  PlayMoves(game, 4);
  GameRecord record = game.record();
  record.actions[2].move.to = record.actions[2].move.from;
  const SavedGameEntry entry = DescribeSavedGame("x.game", FormatRecordText(record));
  CHECK(entry.readable);
  CHECK_FALSE(entry.resumable);
  CHECK(entry.state.rfind("illegal at move 3 ", 0) == 0);
}

TEST_CASE("Game files: a game that cannot be written is reported with its last good copy",
          "[app][games]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  FileGameKeeper keeper(games);
  CHECK(keeper.Ready());
  (void)keeper.BeginGame();
  RecordedGame game = NewGame(6);
  PlayMoves(game, 2);
  REQUIRE(keeper.Keep(game.record()));
  const std::string path = keeper.path();
  const auto reported = [&path] {
    for (const std::string& report : UnsavedGameReports()) {
      if (report.find(path) != std::string::npos) return report;
    }
    return std::string();
  };
  CHECK(reported().empty());
  // The record's file is a directory now: it cannot be replaced, as on a full disk.
  std::filesystem::remove(path);
  std::filesystem::create_directory(path);
  PlayMoves(game, 1);
  const Status failed = keeper.Keep(game.record());
  REQUIRE_FALSE(failed);
  const std::string name = std::filesystem::path(path).filename().string();
  CHECK(keeper.LastGoodCopy() == name + ", after move 2");
  CHECK(reported() == "the last moves of the game in " + path + " are not saved (" +
                          failed.error() + "); the last good copy is " + path + ", after move 2");
  SECTION("a later change that is kept takes the report back") {
    std::filesystem::remove(path);
    PlayMoves(game, 1);
    REQUIRE(keeper.Keep(game.record()));
    CHECK(reported().empty());
    CHECK(keeper.LastGoodCopy() == name + ", after move 4");
  }
}

TEST_CASE("Game files: a games folder that cannot be made is not ready", "[app][games]") {
  TempDir dir;
  std::ofstream(dir.path() + "/file") << "not a folder\n";
  FileGameKeeper keeper(dir.path() + "/file/games");
  const Status ready = keeper.Ready();
  REQUIRE_FALSE(ready);
  CHECK(ready.error().find(dir.path() + "/file/games") != std::string::npos);
  (void)keeper.BeginGame();
  CHECK_FALSE(keeper.Keep(NewGame(7).record()));
  CHECK(keeper.LastGoodCopy().empty());
  bool told = false;
  for (const std::string& report : UnsavedGameReports())
    told = told || (report.find(dir.path() + "/file/games") != std::string::npos &&
                    report.find("nothing of it is saved") != std::string::npos);
  CHECK(told);
}

TEST_CASE("Game files: a game whose lock cannot be made is not saved, and says why",
          "[app][games]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  REQUIRE(std::filesystem::create_directory(games));
  FileGameKeeper keeper(games);
  // No file can be opened (EMFILE, as when the process has used up its descriptors; a folder
  // that cannot be written gives EACCES the same way, but not to root): the lock file cannot be
  // made, and the game must not be written without it.
  rlimit limit{};
  REQUIRE(::getrlimit(RLIMIT_NOFILE, &limit) == 0);
  rlimit none = limit;
  none.rlim_cur = 0;
  REQUIRE(::setrlimit(RLIMIT_NOFILE, &none) == 0);
  (void)keeper.BeginGame();
  const Status failed = keeper.Keep(NewGame(9).record());
  ::setrlimit(RLIMIT_NOFILE, &limit);
  REQUIRE_FALSE(failed);
  const std::string path = keeper.path();
  REQUIRE_FALSE(path.empty());  // the game has begun, in a file that cannot be written
  CHECK(failed.error() == "cannot open " + path + ".lock: Too many open files");
  CHECK_FALSE(std::filesystem::exists(path));
  const auto reported = [&path] {
    for (const std::string& report : UnsavedGameReports()) {
      if (report.find(path) != std::string::npos) return report;
    }
    return std::string();
  };
  CHECK(reported() == "the last moves of the game in " + path + " are not saved (" +
                          failed.error() + "); nothing of it is saved");
  SECTION("once the lock can be made, the game is kept in its file, locked") {
    REQUIRE(keeper.Keep(NewGame(9).record()));
    CHECK(std::filesystem::exists(path));
    CHECK(std::filesystem::exists(path + ".lock"));
    CHECK(reported().empty());
  }
}

TEST_CASE("Game files: an autosave cut short is offered from its last whole move", "[app][games]") {
  TempDir dir;
  const std::string games = dir.path() + "/games";
  RecordedGame game = NewGame(8);
  PlayMoves(game, 6);
  std::string path;
  {  // the game is left: its keeper lets it go
    FileGameKeeper keeper(games);
    (void)keeper.BeginGame();
    REQUIRE(keeper.Keep(game.record()));
    path = keeper.path();
  }
  const std::string text = FormatRecordText(game.record());
  const std::string cut = text.substr(0, text.size() - 4);  // into the sixth move
  std::ofstream(path, std::ios::trunc) << cut;
  FileGameLibrary library(games);
  const std::vector<SavedGameEntry> entries = library.List().value();
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].damaged);
  CHECK(entries[0].resumable);
  CHECK_FALSE(entries[0].readable);
  CHECK(entries[0].moves == 5);
  CHECK(entries[0].state == "damaged: resume from move 6");
  CHECK(entries[0].damaged_copy == std::filesystem::path(path).filename().string() + ".damaged");
  CHECK_FALSE(library.Load(path));  // as it is, the file is no record
  const Expected<GameRecord> recovered = library.LoadRecovered(path);
  REQUIRE(recovered);
  CHECK(recovered->MoveCount() == 5);
  SECTION("resuming keeps the damaged file aside before anything is written over it") {
    FileGameKeeper resumer(games);
    REQUIRE(resumer.Resume(path));
    CHECK(ReadTextFile(path + ".damaged", kMaxRecordFileBytes).value() == cut);
    CHECK(ReadTextFile(path, kMaxRecordFileBytes).value() == cut);  // not yet written over
    RecordedGame resumed = RecordedGame::Resume(*recovered).value();
    PlayMoves(resumed, 1);
    REQUIRE(resumer.Keep(resumed.record()));
    CHECK(ReadTextFile(path + ".damaged", kMaxRecordFileBytes).value() == cut);
    CHECK(library.List().value().size() == 1);  // the copy is not listed as a game
    CHECK_FALSE(library.List().value()[0].damaged);
  }
  SECTION("the copy's name, when taken, is the one the list tells") {
    std::ofstream(path + ".damaged") << "an earlier copy";
    const std::string told = library.List().value().at(0).damaged_copy;
    CHECK(told == std::filesystem::path(path).filename().string() + ".damaged-2");
    FileGameKeeper resumer(games);
    REQUIRE(resumer.Resume(path));
    CHECK(ReadTextFile(games + "/" + told, kMaxRecordFileBytes).value() == cut);
  }
  SECTION("a sound autosave is resumed without a copy") {
    std::ofstream(path, std::ios::trunc) << text;
    FileGameKeeper resumer(games);
    REQUIRE(resumer.Resume(path));
    CHECK_FALSE(std::filesystem::exists(path + ".damaged"));
  }
  SECTION("a record cut in its setups is not offered") {
    std::ofstream(path, std::ios::trunc) << text.substr(0, text.find("blue-setup") + 20);
    const SavedGameEntry entry = library.List().value().at(0);
    CHECK_FALSE(entry.damaged);
    CHECK_FALSE(entry.resumable);
    CHECK(entry.state.rfind("unreadable: ", 0) == 0);
  }
}

TEST_CASE("Game files: a record whose last line lacks its newline is damaged, even if it replays",
          "[app][games]") {
  // The last line may have been cut short and still read as a legal move ("e7-e10" cut to
  // "e7-e1"): only the lines before it are sound.
  RecordedGame game = NewGame(10);
  PlayMoves(game, 6);
  std::string text = FormatRecordText(game.record());
  text.pop_back();
  const SavedGameEntry entry = DescribeSavedGame("x.game", text);
  CHECK(entry.damaged);
  CHECK(entry.resumable);
  CHECK_FALSE(entry.readable);
  CHECK(entry.moves == 5);
  CHECK(entry.state == "damaged: resume from move 6");
}

TEST_CASE("Game files: a game another stratego plays is not deleted, and says so", "[app][games]") {
  TempDir dir;
  FileGameKeeper keeper(dir.path());
  keeper.BeginGame();
  REQUIRE(keeper.Keep(NewGame(6).record()));
  FileGameLibrary library(dir.path());
  const Status deleted = library.Delete(keeper.path());
  REQUIRE_FALSE(deleted);
  CHECK(deleted.error() ==
        "cannot delete " + keeper.path() + ": this game is being played in another stratego");
  CHECK(std::filesystem::exists(keeper.path()));
  CHECK(std::filesystem::exists(keeper.path() + ".lock"));  // the holder's lock stays
}

TEST_CASE("Game files: a lock file is never followed through a link nor taken if not a file",
          "[app][games]") {
  TempDir dir;
  const std::string game = dir.path() + "/game-2026-01-01-000000.game";
  std::ofstream(game) << FormatRecordText(NewGame(7).record());
  SECTION("a planted symbolic link") {
    const std::string target = dir.path() + "/elsewhere";
    std::filesystem::create_symlink(target, game + ".lock");
    FileGameKeeper keeper(dir.path());
    const Status resumed = keeper.Resume(game);
    REQUIRE_FALSE(resumed);
    CHECK(resumed.error() == game + ".lock is a symbolic link; it is not followed");
    CHECK_FALSE(std::filesystem::exists(target));  // nothing made where the link points
    CHECK_FALSE(FileGameLibrary(dir.path()).Delete(game));
    CHECK(std::filesystem::exists(game));
    CHECK(FileGameLibrary(dir.path()).List().value()[0].state == resumed.error());
  }
  SECTION("a FIFO: refused at once, not waited on") {
    REQUIRE(::mkfifo((game + ".lock").c_str(), 0600) == 0);
    FileGameKeeper keeper(dir.path());
    CHECK(keeper.Resume(game).error() == game + ".lock is not a regular file");
    CHECK_FALSE(FileGameLibrary(dir.path()).NewestResumable());
  }
}

TEST_CASE("Game files: a stale lock, left by a stratego that died, blocks nothing and goes",
          "[app][games]") {
  TempDir dir;
  const std::string game = dir.path() + "/game-2026-01-01-000000.game";
  std::ofstream(game) << FormatRecordText(NewGame(8).record());
  // What kill -9 leaves: the lock file, with nobody holding its lock (flock dies with its holder).
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    FileGameKeeper keeper(dir.path());
    if (keeper.Resume(game)) ::raise(SIGKILL);
    ::_exit(1);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(WIFSIGNALED(status));
  REQUIRE(std::filesystem::exists(game + ".lock"));
  FileGameLibrary library(dir.path());
  SECTION("listing removes it") {
    CHECK(library.List().value()[0].resumable);
    CHECK_FALSE(std::filesystem::exists(game + ".lock"));
  }
  SECTION("the game can be resumed") {
    FileGameKeeper keeper(dir.path());
    CHECK(keeper.Resume(game));
  }
  SECTION("the game can be deleted, and its lock file goes with it") {
    CHECK(library.Delete(game));
    CHECK_FALSE(std::filesystem::exists(game));
    CHECK_FALSE(std::filesystem::exists(game + ".lock"));
  }
  SECTION("a lock file whose game is gone is removed too") {
    std::filesystem::remove(game);
    CHECK(library.List().value().empty());
    CHECK_FALSE(std::filesystem::exists(game + ".lock"));
  }
}

TEST_CASE("Game files: a games folder that cannot be read is an error, a missing one is empty",
          "[app][games]") {
  TempDir dir;
  CHECK(FileGameLibrary(dir.path() + "/none").List().value().empty());
  std::ofstream(dir.path() + "/file") << "not a folder";
  const Expected<std::vector<SavedGameEntry>> listed = FileGameLibrary(dir.path() + "/file").List();
  REQUIRE_FALSE(listed);
  CHECK(listed.error().rfind("cannot read the games folder " + dir.path() + "/file: ", 0) == 0);
}

// A record of about `bytes`, unfinished: Red's and Blue's first pieces step back and forth.
std::string LongRecordText(std::size_t bytes, std::uint64_t seed) {
  RecordedGame game = NewGame(seed);
  GameRecord header = game.record();
  std::array<Move, 4> cycle{};
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    cycle[i] = i < 2 ? game.state().LegalMoves().front() : Move{cycle[i - 2].to, cycle[i - 2].from};
    game.ApplyMove(cycle[i]);
  }
  std::string text = FormatRecordText(header);
  for (std::size_t ply = 0; text.size() < bytes; ++ply)
    text += std::to_string(ply + 1) + ". " + FormatMove(cycle[ply % cycle.size()]) + "\n";
  return text;
}

TEST_CASE("Game files: a large record is listed from its two ends", "[app][games]") {
  TempDir dir;
  const std::string path = dir.path() + "/long.game";
  std::string text = LongRecordText(200 * 1024, 9);
  std::ofstream(path) << text;
  const std::string last = text.substr(text.rfind('\n', text.size() - 2) + 1);
  const int moves = std::stoi(last);
  FileGameLibrary library(dir.path());
  SavedGameEntry entry = library.List().value().at(0);
  CHECK(entry.readable);
  CHECK(entry.players == "Ann - Bo");
  CHECK(entry.moves == moves);
  CHECK(entry.state == (moves % 2 == 0 ? "Red to move" : "Blue to move"));
  CHECK(entry.resumable);
  CHECK_FALSE(entry.finished);
  CHECK(entry.name == "long");
  SECTION("its result, when it has one; read again when the file changes") {
    std::ofstream(path, std::ios::app) << "red resigns\nresult: blue wins (resignation)\n";
    entry = library.List().value().at(0);
    CHECK(entry.state == "Red resigned: Blue wins");
    CHECK(entry.finished);
    CHECK_FALSE(entry.resumable);
  }
  SECTION("a last line without its newline is found by reading it whole: damaged") {
    text.pop_back();
    std::ofstream(path, std::ios::trunc) << text;
    entry = library.List().value().at(0);
    CHECK(entry.damaged);
    CHECK(entry.resumable);
    // Replayed whole, from its sound beginning (its back-and-forth moves break the two-squares
    // rule early on: the ends alone do not tell).
    CHECK(entry.moves < moves);
    CHECK(entry.state == "damaged: resume from move " + std::to_string(entry.moves + 1));
  }
  SECTION("a broken header is found by reading it whole") {
    text.replace(0, text.find('\n'), "stratego-game 99");
    std::ofstream(path, std::ios::trunc) << text;
    CHECK(library.List().value().at(0).state.rfind("unreadable: ", 0) == 0);
  }
}

}  // namespace
}  // namespace stratego
