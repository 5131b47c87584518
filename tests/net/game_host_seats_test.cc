// net/game_host.h's seats saves (net/saved_seats.h): a change of a game not yet started that a
// seat is told of (hosted, an open seat taken, a setup made) is told only once it is saved, and
// is not made when the save fails.
#include <catch2/catch.hpp>
#include <deque>

#include "core/random_setup.h"
#include "net/game_host.h"

namespace stratego {
namespace {

struct SeatsHarness {
  std::vector<std::pair<ConnectionId, Message>> sent;
  std::map<int, std::string> files;  // the seats files written
  bool disk_full = false;
  bool deferred = false;  // saves done later, by FinishSave, as the writer thread does
  std::deque<std::pair<std::pair<int, std::string>, std::function<void(Status)>>> saves;
  GameHost host;

  SeatsHarness() : host(Hooks(), 5) {}

  GameHost::Hooks Hooks() {
    GameHost::Hooks hooks;
    hooks.send = [this](ConnectionId id, const Message& message) {
      sent.emplace_back(id, message);
    };
    hooks.log = [](const std::string&) {};
    hooks.save = [](int, const GameRecord&, std::function<void(Status)> done) { done({}); };
    hooks.save_seats = [this](int game, const std::string& text, std::function<void(Status)> done) {
      if (deferred) return saves.push_back({{game, text}, std::move(done)});
      done(Write(game, text));
    };
    hooks.now = [] { return std::string("2026-11-25T00:00:00Z"); };
    hooks.ask_agent = [](int, int, Agent&, PlayerView) {};
    return hooks;
  }
  Status Write(int game, const std::string& text) {
    if (disk_full) return Error{"No space left on device"};
    files[game] = text;
    return {};
  }
  void FinishSave() {
    REQUIRE(!saves.empty());
    auto save = std::move(saves.front());
    saves.pop_front();
    save.second(Write(save.first.first, save.first.second));
  }
  std::optional<Message> Last(ConnectionId id, MessageType type) const {
    for (auto it = sent.rbegin(); it != sent.rend(); ++it)
      if (it->first == id && it->second.type == type) return it->second;
    return std::nullopt;
  }
  void Host(ConnectionId id) {
    Message request;
    request.type = MessageType::kHost;
    request.colour = ColourChoice::kRed;
    host.Request(id, request);
  }
  void Join(ConnectionId id, int game) {
    Message join;
    join.type = MessageType::kJoin;
    join.game = game;
    host.Request(id, join);
  }
  void SendSetup(ConnectionId id, std::uint64_t seed) {
    Rng rng(seed);
    Message setup;
    setup.type = MessageType::kSetup;
    setup.setup = RandomSetup(ArmyKind::kClassic, rng);
    host.Request(id, setup);
  }
};

TEST_CASE("Game host: hosting, taking an open seat and a setup are told once their seats are saved",
          "[net][saved_seats]") {
  SeatsHarness h;
  h.deferred = true;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  CHECK_FALSE(h.Last(1, MessageType::kJoined));
  h.FinishSave();
  REQUIRE(h.Last(1, MessageType::kJoined));
  CHECK(h.files[1].find("\"alice\"") != std::string::npos);

  h.SendSetup(1, 1);
  h.Join(2, 1);  // waits for the setup's save
  CHECK_FALSE(h.Last(2, MessageType::kJoined));
  h.FinishSave();  // the setup
  CHECK(h.files[1].find("\"setup\":\"") != std::string::npos);
  CHECK_FALSE(h.Last(2, MessageType::kJoined));  // its own save now
  h.FinishSave();
  REQUIRE(h.Last(2, MessageType::kJoined));
  CHECK(h.files[1].find("\"bob\"") != std::string::npos);
  CHECK(h.Last(2, MessageType::kOpponent)->opponent == OpponentState::kReady);
}

TEST_CASE("Game host: a setup sent right after a host or join waits for its seat's save",
          "[net][saved_seats]") {
  SeatsHarness h;
  h.deferred = true;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.Host(1);
  h.SendSetup(1, 1);  // before `joined`
  h.FinishSave();     // the game hosted
  REQUIRE(h.Last(1, MessageType::kJoined));
  CHECK_FALSE(h.Last(1, MessageType::kError));
  h.FinishSave();  // the setup
  CHECK(h.files[1].find("\"setup\":\"") != std::string::npos);
  h.Join(2, 1);
  h.SendSetup(2, 2);
  h.FinishSave();  // the seat taken
  h.FinishSave();  // the setup
  CHECK_FALSE(h.Last(2, MessageType::kError));
  CHECK(h.Last(1, MessageType::kStart));  // both setups in: the game started
  CHECK(h.Last(2, MessageType::kStart));
}

TEST_CASE("Game host: a change whose seats cannot be saved is refused and not made",
          "[net][saved_seats]") {
  SeatsHarness h;
  h.host.Connected(1, "alice");
  h.host.Connected(2, "bob");
  h.host.Connected(3, "carol");
  SECTION("hosting") {
    h.disk_full = true;
    h.Host(1);
    REQUIRE(h.Last(1, MessageType::kError));
    CHECK(h.Last(1, MessageType::kError)->code == "save_failed");
    CHECK_FALSE(h.Last(1, MessageType::kJoined));
    CHECK(h.host.game_count() == 0);
  }
  SECTION("taking the open seat: it stays open") {
    h.Host(1);
    h.disk_full = true;
    h.Join(2, 1);
    CHECK(h.Last(2, MessageType::kError)->code == "save_failed");
    CHECK_FALSE(h.Last(2, MessageType::kJoined));
    h.disk_full = false;
    h.Join(3, 1);
    REQUIRE(h.Last(3, MessageType::kJoined));
    CHECK(h.Last(3, MessageType::kJoined)->seat == Player::kBlue);
  }
  SECTION("a setup: it may be sent again") {
    h.Host(1);
    h.disk_full = true;
    h.SendSetup(1, 1);
    CHECK(h.Last(1, MessageType::kError)->code == "save_failed");
    CHECK(h.files[1].find("\"setup\":null,\"user\":\"alice\"") != std::string::npos);
    h.disk_full = false;
    h.sent.clear();
    h.SendSetup(1, 1);
    CHECK_FALSE(h.Last(1, MessageType::kError));
    CHECK(h.files[1].find("\"setup\":\"") != std::string::npos);
  }
}

}  // namespace
}  // namespace stratego
