// The seats file of a game (net/saved_seats.h): what it holds reads back the same, damage is
// refused, and join codes are kept as their SHA-256 only.
#include "net/saved_seats.h"

#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "core/rng.h"
#include "net/join_code.h"

namespace stratego {
namespace {

SavedSeats SomeSeats() {
  SavedSeats saved;
  saved.game = 17;
  saved.rules.army = ArmyKind::kBarrage;
  saved.rules.rescue = true;
  saved.rules.max_moves = 300;
  saved.clock = ClockRule{5 * 60 * 1000, 3 * 1000};
  saved.invite = "bob";
  saved.by_code = true;
  saved.host_address = "127.0.0.1";
  saved.invitation_hash = JoinCodeHash(NewJoinCode());
  Rng rng(4);
  saved.seats[0] = {"tcp:alice", RandomSetup(ArmyKind::kBarrage, rng), JoinCodeHash("A")};
  saved.seats[1] = {std::nullopt, std::nullopt, ""};
  return saved;
}

TEST_CASE("Saved seats: what is written reads back the same", "[net][saved_seats]") {
  const SavedSeats saved = SomeSeats();
  const auto parsed = ParseSavedSeats(FormatSavedSeats(saved));
  INFO((parsed ? "" : parsed.error()));
  REQUIRE(parsed);
  CHECK(*parsed == saved);
  SavedSeats plain;  // a Unix users' game with an open seat
  plain.game = 1;
  plain.seats[1].user = "carol";
  const auto plain_parsed = ParseSavedSeats(FormatSavedSeats(plain));
  REQUIRE(plain_parsed);
  CHECK(*plain_parsed == plain);
}

TEST_CASE("Saved seats: a damaged file is refused, saying why", "[net][saved_seats]") {
  std::string text = FormatSavedSeats(SomeSeats());
  const auto refuse = [](const std::string& damaged, const std::string& why) {
    const auto parsed = ParseSavedSeats(damaged);
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error().find(why) != std::string::npos);
  };
  refuse(text.substr(0, text.size() / 2), "not one JSON object");
  refuse("[]", "not one JSON object");
  std::string other_version = text;
  other_version.replace(other_version.find("\"version\":1"), 11, "\"version\":2");
  refuse(other_version, "version");
  std::string extra = text;
  extra.insert(1, "\"extra\":1,");
  refuse(extra, "extra");
  std::string bad_setup = text;
  bad_setup.replace(bad_setup.find("\"setup\":\"") + 9, 0, "nonsense\\n");
  refuse(bad_setup, "setup");
  std::string no_game = text;
  no_game.replace(no_game.find("\"game\":17"), 9, "\"game\":0");
  refuse(no_game, "game");
  std::string bad_clock = text;
  bad_clock.replace(bad_clock.find("\"clock\":\"5m+3s\""), 15, "\"clock\":\"5x+3s\"");
  refuse(bad_clock, "clock");
}

TEST_CASE("Join codes: kept as their SHA-256, in hex", "[net][tcp]") {
  CHECK(JoinCodeHash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  const std::string code = NewJoinCode();
  CHECK(JoinCodeHash(code).size() == 64);
  CHECK(JoinCodeHash(code).find(code) == std::string::npos);
  CHECK(JoinCodeHash(code) != JoinCodeHash(NewJoinCode()));
}

}  // namespace
}  // namespace stratego
