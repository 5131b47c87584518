// The saved-games screen, with a library in memory.
#include "ui/saved_games.h"

#include <catch2/catch.hpp>

#include "ui/menu.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::KeyOf;
using testing::kSize;
using testing::Screen;

class MemoryLibrary : public GameLibrary {
 public:
  Expected<std::vector<SavedGameEntry>> List() const override {
    ++listed;
    if (!unreadable.empty()) return Error{unreadable};
    return entries;
  }
  Expected<GameRecord> Load(const std::string& path) const override {
    if (path == "broken.game") return Error{"broken.game:3:1: unknown key 'x:'"};
    GameRecord record;
    record.names = {path, ""};
    if (path == "done.game") record.result = {EndReason::kFlagCaptured, Player::kBlue};
    return record;
  }
  Expected<GameRecord> LoadRecovered(const std::string& path) const override {
    GameRecord record;
    record.names = {"recovered " + path, ""};
    return record;
  }
  Status Delete(const std::string& path) override {
    if (path == locked) return Error{"cannot delete " + path + ": it is being played elsewhere"};
    std::erase_if(entries, [&](const SavedGameEntry& entry) { return entry.path == path; });
    return {};
  }
  Expected<std::string> ExportGravon(const std::string& path) override {
    if (path == "open.game") return Error{"the game is not finished"};
    return path + ".xml";
  }

  std::vector<SavedGameEntry> entries = {
      {"open.game", "2026-11-22 10:00", "Ann - Bo", 12, "Red to move", true, true, false,
       "autosave", ""},
      {"done.game", "2026-11-21 09:00", "", 300, "Blue captured the flag", false, true, true,
       "done", "done.xml"},
      {"broken.game", "2026-11-20 08:00", "", 0, "unreadable: unknown key 'x:'", false, false,
       false, "broken", ""},
  };
  std::string unreadable;  // List fails with this, when set
  std::string locked;      // Delete refuses this game
  mutable int listed = 0;
};

// An activity that only names what it was opened for.
std::unique_ptr<Activity> Named(const std::string& what) {
  return std::make_unique<MenuActivity>(
      what, std::vector<MenuItem>{{"Back", nullptr, nullptr, nullptr, ""}});
}

struct Fixture {
  MemoryLibrary library;
  std::vector<std::string> opened;
  SavedGamesActivity screen{&library,
                            [this](const GameRecord& record, const std::string&) {
                              opened.push_back("resume " + record.names[0]);
                              return Named("resume");
                            },
                            [this](const GameRecord& record, const std::string&) {
                              opened.push_back("replay " + record.names[0]);
                              return Named("replay");
                            }};
  Transition Key(const InputEvent& event) { return screen.Handle(event, kSize); }
};

TEST_CASE("Saved games: the list shows date, players, moves and state", "[ui][saved]") {
  Fixture f;
  const std::string text = Screen(f.screen, kSize);
  INFO(text);
  CHECK(text.find("  Saved             Name       Players           Moves  State") !=
        std::string::npos);
  CHECK(text.find("> 2026-11-22 10:00  autosave   Ann - Bo             12  Red to move") !=
        std::string::npos);
  CHECK(text.find("  2026-11-21 09:00  done       -                   300  Blue captured the") !=
        std::string::npos);
  CHECK(text.find("File: open.game") != std::string::npos);
  SECTION("an exported game is one entry, its export named with it") {
    f.Key(KeyOf(Key::kDown));
    CHECK(Screen(f.screen, kSize).find("File: done.game (exported: done.xml)") !=
          std::string::npos);
  }
}

TEST_CASE("Saved games: Enter resumes an unfinished game and replays a finished one",
          "[ui][saved]") {
  Fixture f;
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kPush);
  f.Key(KeyOf(Key::kDown));
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kPush);
  CHECK(f.Key(Ch(U'v')).kind == Transition::Kind::kPush);
  CHECK(f.opened ==
        std::vector<std::string>{"resume open.game", "replay done.game", "replay done.game"});
  SECTION("a game that goes on is not replayed: it would show both armies") {
    f.Key(KeyOf(Key::kUp));
    CHECK(f.Key(Ch(U'v')).kind == Transition::Kind::kStay);
    CHECK(f.screen.message() ==
          "This game goes on: a replay would show both armies. Enter resumes it.");
  }
  SECTION("the list is read again when the screen shows after a game") {
    const int before = f.library.listed;
    (void)Screen(f.screen, kSize);
    CHECK(f.library.listed == before + 1);
  }
}

TEST_CASE("Saved games: only a finished game is replayed, any other says why", "[ui][saved]") {
  Fixture f;
  SECTION("a game being played in another stratego") {
    f.library.entries[0].state = "being played in another stratego";
    f.library.entries[0].resumable = false;
    CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
    CHECK(f.screen.message() ==
          "This game cannot be resumed: being played in another stratego.");  // no replay asked
    CHECK(f.Key(Ch(U'v')).kind == Transition::Kind::kStay);
    CHECK(f.screen.message() ==
          "This game is not finished (being played in another stratego): a replay would show "
          "both armies.");
  }
  SECTION("an unfinished game whose record has an illegal move") {
    f.library.entries[0].state = "illegal at move 3 a4-a6";
    f.library.entries[0].resumable = false;
    CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
    CHECK(f.screen.message() == "This game cannot be resumed: illegal at move 3 a4-a6.");
    CHECK(f.Key(Ch(U'v')).kind == Transition::Kind::kStay);
    CHECK(f.screen.message().find("not finished (illegal at move 3") != std::string::npos);
  }
  SECTION("a game listed as finished whose record turns out unfinished") {
    f.library.entries[1].path = "changed.game";  // Load gives a record without a result
    f.Key(KeyOf(Key::kDown));
    CHECK(f.Key(Ch(U'v')).kind == Transition::Kind::kStay);
    CHECK(f.screen.message() == "This game is not finished: a replay would show both armies.");
  }
  CHECK(f.opened.empty());
}

TEST_CASE("Saved games: a game that cannot be read says why", "[ui][saved]") {
  Fixture f;
  f.Key(KeyOf(Key::kUp));  // wraps round to the last
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
  CHECK(f.screen.message() == "broken.game:3:1: unknown key 'x:'");
  CHECK(f.opened.empty());
}

TEST_CASE("Saved games: x deletes the chosen game, and its export with it, after asking",
          "[ui][saved]") {
  Fixture f;
  f.Key(Ch(U'x'));
  CHECK(Screen(f.screen, kSize).find("Delete this game for good? (y/n)") != std::string::npos);
  f.Key(Ch(U'n'));
  f.Key(KeyOf(Key::kDown));
  f.Key(Ch(U'x'));
  CHECK(Screen(f.screen, kSize).find("Delete this game (and its Gravon export) for good? (y/n)") !=
        std::string::npos);
  f.Key(Ch(U'n'));
  CHECK(f.screen.entries().size() == 3);
  f.Key(Ch(U'x'));
  f.Key(Ch(U'y'));
  REQUIRE(f.screen.entries().size() == 2);
  CHECK(f.screen.entries()[1].path == "broken.game");
  CHECK(f.screen.message() == "Deleted done.game and its export done.xml.");
}

TEST_CASE("Saved games: the choice stays within a list that shrank while a game was played",
          "[ui][saved]") {
  Fixture f;
  f.Key(KeyOf(Key::kDown));
  REQUIRE(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kPush);  // replays done.game
  f.library.entries.resize(1);  // meanwhile another stratego cleared the rest
  const std::string text = Screen(f.screen, kSize);
  INFO(text);
  CHECK(text.find("> 2026-11-22 10:00  autosave") != std::string::npos);
  CHECK(text.find("File: open.game") != std::string::npos);
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kPush);
  CHECK(f.opened.back() == "resume open.game");
}

TEST_CASE("Saved games: a refused delete says why and keeps the game", "[ui][saved]") {
  Fixture f;
  f.library.locked = "open.game";
  f.Key(Ch(U'x'));
  f.Key(Ch(U'y'));
  CHECK(f.screen.entries().size() == 3);
  CHECK(f.screen.message() == "cannot delete open.game: it is being played elsewhere");
}

TEST_CASE("Saved games: c clears the finished games after asking, and no other", "[ui][saved]") {
  Fixture f;
  f.library.entries.push_back(
      {"old.game", "2026-11-19 08:00", "", 40, "draw (draw agreed)", false, true, true, "old", ""});
  f.Key(Ch(U'c'));
  CHECK(Screen(f.screen, kSize)
            .find("Delete all 2 finished games (and their Gravon exports) for good?") !=
        std::string::npos);
  f.Key(Ch(U'n'));
  CHECK(f.screen.entries().size() == 4);
  SECTION("yes deletes the finished ones") {
    f.Key(Ch(U'c'));
    f.Key(Ch(U'y'));
    REQUIRE(f.screen.entries().size() == 2);
    CHECK(f.screen.entries()[0].path == "open.game");
    CHECK(f.screen.entries()[1].path == "broken.game");
    CHECK(f.screen.message() == "Deleted 2 finished games.");
    f.Key(Ch(U'c'));
    CHECK(f.screen.message() == "No finished games to clear.");
  }
  SECTION("one the library refuses stays, and the message says why") {
    f.library.locked = "old.game";
    f.Key(Ch(U'c'));
    f.Key(Ch(U'y'));
    CHECK(f.screen.entries().size() == 3);
    CHECK(f.screen.message() ==
          "Deleted 1 finished game; cannot delete old.game: it is being played elsewhere");
  }
}

TEST_CASE("Saved games: a folder that cannot be read shows why, not an empty list", "[ui][saved]") {
  Fixture f;
  f.library.unreadable = "cannot read the games folder /x: Permission denied";
  const std::string text = Screen(f.screen, kSize);
  CHECK(text.find("cannot read the games folder /x: Permission denied") != std::string::npos);
  CHECK(text.find("No saved games yet") == std::string::npos);
}

TEST_CASE("Saved games: e exports a finished game to Gravon XML", "[ui][saved]") {
  Fixture f;
  f.Key(Ch(U'e'));
  CHECK(f.screen.message() == "Cannot export: the game is not finished");
  f.Key(KeyOf(Key::kDown));
  f.Key(Ch(U'e'));
  CHECK(f.screen.message() == "Exported to done.game.xml");
}

TEST_CASE("Saved games: an empty list says where games come from, Esc leaves", "[ui][saved]") {
  Fixture f;
  f.library.entries.clear();
  CHECK(Screen(f.screen, kSize).find("No saved games yet") != std::string::npos);
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
  CHECK(f.Key(Ch(U'x')).kind == Transition::Kind::kStay);
  CHECK(f.Key(KeyOf(Key::kEscape)).kind == Transition::Kind::kPop);
}

TEST_CASE("Menu: seven items all show on the smallest terminal, and clicks find them",
          "[ui][menu]") {
  std::vector<MenuItem> items;
  int chosen = -1;
  for (int i = 0; i < 7; ++i) {
    items.push_back({"Item " + std::to_string(i),
                     [&chosen, i] {
                       chosen = i;
                       return Transition::Stay();
                     },
                     nullptr, nullptr, ""});
  }
  MenuActivity menu("Main menu", std::move(items));
  const std::string text = Screen(menu, kMinimumSize);
  INFO(text);
  int row = 0;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1, ++row) {
    if (text.substr(start, end - start).find("Item 6") != std::string::npos) break;
  }
  CHECK(row < kMinimumSize.height - 2);  // above the help at the bottom
  menu.Handle(InputEvent::Click(36, row), kMinimumSize);
  CHECK(chosen == 6);
}

TEST_CASE("Saved games: a damaged game is resumed from its sound part once the player agrees",
          "[ui][saved]") {
  Fixture f;
  SavedGameEntry damaged;
  damaged.path = "cut.game";
  damaged.saved = "2026-11-23 10:00";
  damaged.moves = 7;
  damaged.state = "damaged: resume from move 8";
  damaged.resumable = true;
  damaged.damaged = true;
  damaged.damaged_copy = "cut.game.damaged-2";  // the library's choice: .damaged was taken
  f.library.entries.insert(f.library.entries.begin(), damaged);
  CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
  CHECK(f.opened.empty());  // nothing is opened, and so nothing written, before the player agrees
  CHECK(f.screen.message() ==
        "The rest of the file was damaged: Enter again resumes from move 8 (the file is kept as "
        "cut.game.damaged-2).");
  SECTION("Enter again resumes it from what could be read") {
    const Transition opened = f.Key(KeyOf(Key::kEnter));
    CHECK(opened.kind == Transition::Kind::kPush);
    CHECK(f.opened == std::vector<std::string>{"resume recovered cut.game"});
  }
  SECTION("any other key takes the offer back") {
    f.Key(KeyOf(Key::kDown));
    f.Key(KeyOf(Key::kUp));
    CHECK(f.Key(KeyOf(Key::kEnter)).kind == Transition::Kind::kStay);
    CHECK(f.opened.empty());
  }
  SECTION("it is not replayed: it goes on") {
    f.Key(Ch(U'v'));
    CHECK(f.opened.empty());
  }
}

TEST_CASE("Saved games: a damaged file that resuming does not write over is said to stay",
          "[ui][saved]") {
  Fixture f;
  SavedGameEntry damaged;
  damaged.path = "named.game";  // not an autosave: resumed into a new one
  damaged.moves = 3;
  damaged.resumable = true;
  damaged.damaged = true;
  f.library.entries = {damaged};
  f.Key(KeyOf(Key::kEnter));
  CHECK(f.screen.message() ==
        "The rest of the file was damaged: Enter again resumes from move 4 (the file stays as it "
        "is).");
}

}  // namespace
}  // namespace stratego
