// The files of what `stratego bot` saw of its opponents' setups (app/seen_setups_store.h): the
// format both ways, every fault a file can have, the file names, and keeping a game.
#include "app/seen_setups_store.h"

#include <catch2/catch.hpp>
#include <filesystem>

#include "app/game_lock.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "io/file_io.h"
#include "support/random_play.h"
#include "support/test_support.h"

namespace stratego {
namespace {

// Red's view of a game of random moves: it shows some of Blue's ranks.
PlayerView ViewOfRandomGame(std::uint64_t seed, int plies) {
  Rng rng(seed);
  return BuildView(testing::PlayRandomMoves(testing::RandomStart(RuleSet{}, rng), plies, rng),
                   Player::kRed);
}

}  // namespace

TEST_CASE("Seen setups file: what is written reads back the same", "[app]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    SeenSetups seen;
    for (int game = 0; game < static_cast<int>(seed); ++game)
      AddGame(seen, ViewOfRandomGame(seed * 10 + static_cast<std::uint64_t>(game), 500));
    const std::string text = FormatSeenSetups(seen, "ucc:./some bot\x1b[2J");
    INFO(text);
    CHECK(text.find('\x1b') == std::string::npos);  // the name cannot reach a terminal as it was
    const Expected<SeenSetups> read = ParseSeenSetups(text);
    REQUIRE(read);
    CHECK(*read == seen);
  }
}

TEST_CASE("Seen setups file: every fault is named with its line and column", "[app]") {
  const std::string good = "stratego-seen-setups 1\nopponent: x\ngames: 2\nseen: 1 7 S 2\n";
  REQUIRE(ParseSeenSetups(good));
  REQUIRE(ParseSeenSetups("# a comment first\r\n" + good));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "1: the file is empty; expected 'stratego-seen-setups 1'"},
      {"stratego-seen-setups 2\n", "1:1: expected 'stratego-seen-setups 1' first"},
      {"stratego-seen-setups 1\n", "1: no 'games:' line"},
      {"stratego-seen-setups 1\ngames: 65\n", "2:8: games is a number from 0 to 64"},
      {"stratego-seen-setups 1\ngames:  -1\n", "2:9: games is a number from 0 to 64"},
      {"stratego-seen-setups 1\ngames: 1\ngames: 1\n",
       "3:1: expected 'opponent:' or 'games:' (each once) or 'seen:'"},
      {"stratego-seen-setups 1\ngames: 1\nflags: 3\n",
       "3:1: expected 'opponent:' or 'games:' (each once) or 'seen:'"},
      {"stratego-seen-setups 1\ngames: 1\nseen 1 1 S 1\n",
       "3:1: expected 'opponent:', 'games:' or 'seen:'"},
      {"stratego-seen-setups 1\nopponent: a\nopponent: b\ngames: 1\n",
       "3:1: expected 'opponent:' or 'games:' (each once) or 'seen:'"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 1 S\n",
       "3:7: expected 'seen: ROW COLUMN RANK COUNT'"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 5 1 S 1\n", "3:7: the row is a number from 1 to 4"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 11 S 1\n",
       "3:9: the column is a number from 1 to 10"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 1 X 1\n", "3:11: the rank is 2 to 10, S, B or F"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 1 S 0\n",
       "3:13: the count is a number from 1 to 1000000"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 1 S 1x\n",
       "3:13: the count is a number from 1 to 1000000"},
      {"stratego-seen-setups 1\ngames: 1\nseen: 1 1 S 1\nseen: 1 1 S 2\n",
       "4:7: this row, column and rank were given before"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const Expected<SeenSetups> parsed = ParseSeenSetups(text);
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error() == message);
  }
}

TEST_CASE("Seen setups file: each opponent has a file of its own in the folder", "[app]") {
  const std::string a = SeenSetupsPath("/d", "ucc:./bots/peternlewis");
  CHECK(a.rfind("/d/ucc_._bots_peternlewis-", 0) == 0);
  CHECK(a.size() == std::string("/d/ucc_._bots_peternlewis-").size() + 16 + 4);
  CHECK(SeenSetupsPath("/d", "ucc:./bots/peternlewis") == a);  // the same name, the same file
  CHECK(SeenSetupsPath("/d", "ucc:./bots/peternlewis?") != a);
  CHECK(SeenSetupsPath("/d", "ucc:./bots!peternlewis") != a);  // the same letters, not the same
  for (const std::string& name :
       std::vector<std::string>{"../../etc/passwd", "", "/", std::string(300, 'x')}) {
    const std::string path = SeenSetupsPath("/d", name);
    INFO(path);
    CHECK(path.rfind("/d/", 0) == 0);
    CHECK(path.find('/', 3) == std::string::npos);  // never in another folder
    CHECK(path.size() <= 3 + 40 + 1 + 16 + 4);
  }
}

TEST_CASE("Seen setups file: a game is kept, and a file that is wrong is left as it is", "[app]") {
  const testing::TempDir dir;
  const std::string folder = dir.path() + "/opponents";
  const std::string opponent = "ucc:./bot";
  const Expected<std::optional<SeenSetups>> none = LoadSeenSetups(folder, opponent);
  REQUIRE(none);
  CHECK_FALSE(*none);  // not met before: no folder, no file

  const PlayerView first = ViewOfRandomGame(1, 500);
  const PlayerView second = ViewOfRandomGame(2, 500);
  REQUIRE(RememberGame(folder, opponent, first));
  REQUIRE(RememberGame(folder, opponent, second));
  SeenSetups expected;
  AddGame(expected, first);
  AddGame(expected, second);
  const Expected<std::optional<SeenSetups>> kept = LoadSeenSetups(folder, opponent);
  REQUIRE(kept);
  REQUIRE(*kept);
  CHECK(**kept == expected);
  CHECK(std::filesystem::status(SeenSetupsPath(folder, opponent)).permissions() ==
        (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));

  const std::string path = SeenSetupsPath(folder, "someone else");
  REQUIRE(WriteFileAtomically(path, "stratego-seen-setups 1\ngames: 1\nseen: 9 1 S 1\n"));
  const Expected<std::optional<SeenSetups>> broken = LoadSeenSetups(folder, "someone else");
  REQUIRE_FALSE(broken);
  CHECK(broken.error() == path + ":3:7: the row is a number from 1 to 4");
  const Status refused = RememberGame(folder, "someone else", first);
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == path + ":3:7: the row is a number from 1 to 4 (left as it is)");
  CHECK(testing::FileText(path) == "stratego-seen-setups 1\ngames: 1\nseen: 9 1 S 1\n");
}

TEST_CASE("Seen setups file: one another bot keeps busy is left as it is, and that is said",
          "[app]") {
  const testing::TempDir dir;
  const std::string folder = dir.path() + "/opponents";
  const std::string opponent = "ucc:./bot";
  REQUIRE(RememberGame(folder, opponent, ViewOfRandomGame(1, 300)));
  const std::string path = SeenSetupsPath(folder, opponent);
  const std::string before = testing::FileText(path);
  Expected<GameLock> held = GameLock::Take(path);  // another bot, keeping its game right now
  REQUIRE(held);
  const PlayerView second = ViewOfRandomGame(2, 300);
  const Status refused = RememberGame(folder, opponent, second);  // waits about 2 s, then gives up
  REQUIRE_FALSE(refused);
  CHECK(refused.error() == path + ": another stratego bot kept it busy (about 2 s)");
  CHECK(testing::FileText(path) == before);
  held->Release();
  CHECK(RememberGame(folder, opponent, second));  // free again: kept
  CHECK(testing::FileText(path) != before);
}

}  // namespace stratego
