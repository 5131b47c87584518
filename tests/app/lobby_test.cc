// The main menu's lobby of two-terminal play (app/lobby.h) against a real server on a socket in a
// temporary folder: no server, the list of games as the user may join them, hosting and joining
// into the terminal client's screen.
#include "app/lobby.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "../net/server_test_support.h"
#include "ui/remote_game.h"
#include "ui/ui_test_support.h"

namespace stratego {
namespace {

using testing::Has;

// The lobby's screens, drawn a little larger than the classic terminal.
std::string LobbyText(const Activity& activity) {
  return testing::Screen(activity, {90, 28});
}

// The lobby on a stack of screens, as the run loop keeps them; the top one is shown.
struct Menu {
  explicit Menu(const std::string& socket)
      : settings(std::make_shared<Settings>()),
        store(std::make_shared<FileSetupStore>("/nonexistent-shipped", "/nonexistent-user",
                                               Numbering::kModern)) {
    stack.push_back(MakeLobby(settings, store, socket, false));
  }
  void Press(const InputEvent& event) {
    Transition transition = stack.back()->Handle(event, {90, 28});
    switch (transition.kind) {
      case Transition::Kind::kPush:
        stack.push_back(std::move(transition.next));
        break;
      case Transition::Kind::kReplace:
        stack.back() = std::move(transition.next);
        break;
      case Transition::Kind::kPop:
        stack.pop_back();
        break;
      default:
        break;
    }
    REQUIRE_FALSE(stack.empty());
  }
  const Activity& top() const { return *stack.back(); }
  std::shared_ptr<Settings> settings;
  std::shared_ptr<FileSetupStore> store;
  std::vector<std::unique_ptr<Activity>> stack;
};

// Wakes the screen on top (as the run loop's timer does) until it shows `part`, for up to 5 s,
// and gives what it shows then: what the server sends comes on the reader's thread, later on a
// slow machine.
std::string ShownSoon(Menu& menu, const std::string& part) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  for (;;) {
    menu.Press(InputEvent::Of(Key::kNone));
    std::string shown = LobbyText(menu.top());
    if (Has(shown, part) || std::chrono::steady_clock::now() > deadline) return shown;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

GameSummary Summary(int game, std::optional<std::string> red, std::optional<std::string> blue,
                    std::string state) {
  GameSummary summary;
  summary.game = game;
  summary.red = std::move(red);
  summary.blue = std::move(blue);
  summary.state = std::move(state);
  return summary;
}

TEST_CASE("Lobby: each game is named as the user may take it", "[app][lobby]") {
  CHECK(LobbyLabel(Summary(3, "ann", "bob", "playing"), "ann") ==
        "Take up game 3: you play Red against bob (playing)");
  CHECK(LobbyLabel(Summary(3, "ann", "ai:hard", "playing"), "ann") ==
        "Take up game 3: you play Red against ai:hard (playing)");
  CHECK(LobbyLabel(Summary(5, std::nullopt, "ann", "open"), "ann") ==
        "Game 5: you play Blue, Red is open");
  CHECK(LobbyLabel(Summary(4, std::nullopt, "bob", "open"), "ann") ==
        "Join game 4: bob plays Blue (" + std::string(GetArmy(ArmyKind::kClassic).name) + " army)");
  CHECK(LobbyLabel(Summary(6, "bob", "cid", "playing"), "ann").empty());
  GameSummary timed = Summary(4, std::nullopt, "bob", "open");
  timed.clock = ClockRule{1800000, 10000};
  CHECK(LobbyLabel(timed, "ann") == "Join game 4: bob plays Blue (classic army, clock 30m+10s)");
}

TEST_CASE("Lobby: others' games under way are offered to watch, and only those", "[app][lobby]") {
  CHECK(LobbyWatchLabel(Summary(6, "bob", "cid", "playing"), "ann") ==
        "Watch game 6: bob (Red) against cid (Blue), playing");
  CHECK(LobbyWatchLabel(Summary(7, "bob", "ai:hard", "arranging"), "ann") ==
        "Watch game 7: bob (Red) against ai:hard (Blue), arranging");
  CHECK(LobbyWatchLabel(Summary(3, "ann", "bob", "playing"), "ann").empty());
  CHECK(LobbyWatchLabel(Summary(4, std::nullopt, "bob", "open"), "ann").empty());
}

TEST_CASE("Lobby: with no server it says how to start one", "[app][lobby]") {
  Menu menu("/nonexistent-folder/server.sock");
  const std::string text = LobbyText(menu.top());
  CHECK(Has(text, "No server: start one with  stratego serve"));  // not the default socket
  CHECK(Has(text, "no server answers on /nonexistent-folder/server.sock"));
  CHECK(Has(text, "Refresh"));
}

TEST_CASE("Lobby: a game hosted here is listed in another lobby, and joined from it",
          "[app][lobby]") {
  testing::TestServer server;
  {
    auto alice = testing::Connect(server, "alice");
    REQUIRE(alice->Send(testing::HostMessage(RuleSet{}, ColourChoice::kRed)));
    REQUIRE(testing::NextMessage(*alice).type == MessageType::kJoined);
    Menu menu(server.socket());
    CHECK(Has(LobbyText(menu.top()), "Join game 1: alice plays Red"));
  }
  Menu host(server.socket());
  CHECK(Has(LobbyText(host.top()), "Host a new game"));
  host.Press(InputEvent::Of(Key::kEnter));  // Host a new game
  REQUIRE(Has(LobbyText(host.top()), "Host a game on the server"));
  host.Press(InputEvent::Of(Key::kDown));
  host.Press(InputEvent::Of(Key::kRight));  // colour: random → Red
  REQUIRE(Has(LobbyText(host.top()), "Your colour: Red"));
  host.Press(InputEvent::Of(Key::kUp));
  host.Press(InputEvent::Of(Key::kEnter));  // Host the game
  REQUIRE(dynamic_cast<const RemoteGame*>(&host.top()));
  const std::string host_shows = ShownSoon(host, "Red: set up your army");
  INFO(host_shows);
  CHECK(Has(host_shows, "Red: set up your army"));

  Menu join(server.socket());
  const std::string list = LobbyText(join.top());
  INFO(list);
  REQUIRE(Has(list, "Game 2: you play Red, Blue is open"));
  join.Press(InputEvent::Of(Key::kDown));  // past "Host a new game"
  join.Press(InputEvent::Of(Key::kDown));  // past alice's game: the user's own come first
  join.Press(InputEvent::Of(Key::kUp));
  join.Press(InputEvent::Of(Key::kEnter));
  REQUIRE(dynamic_cast<const RemoteGame*>(&join.top()));
  const std::string join_shows = ShownSoon(join, "Blue: set up your army");
  INFO(join_shows);
  CHECK(Has(join_shows, "Blue: set up your army"));

  SECTION("leaving the game goes back to the lobby, asked again") {
    join.Press(InputEvent::Char(U'q'));  // the setup editor asks first
    join.Press(InputEvent::Char(U'y'));
    REQUIRE(join.stack.size() == 1);
    CHECK(Has(LobbyText(join.top()), "Take up game 2: you play Red against "));
  }

  SECTION("a game hosted for one invited user is theirs alone to join") {
    Menu invite(server.socket());
    invite.Press(InputEvent::Of(Key::kEnter));  // Host a new game
    for (int i = 0; i < 3; ++i)
      invite.Press(InputEvent::Of(Key::kDown));  // Invite
    invite.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(Has(LobbyText(invite.top()), "User to invite: _"));
    for (char c : std::string("bob"))
      invite.Press(InputEvent::Char(static_cast<char32_t>(c)));
    invite.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(Has(LobbyText(invite.top()), "Invite: bob"));
    for (int i = 0; i < 3; ++i)
      invite.Press(InputEvent::Of(Key::kUp));  // Host the game
    invite.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(dynamic_cast<const RemoteGame*>(&invite.top()));
    const auto listed = [&server](const std::string& user) {
      auto connection = testing::Connect(server, user);
      Message request;
      request.type = MessageType::kList;
      REQUIRE(connection->Send(request));
      const Message games = testing::NextMessage(*connection);
      return std::any_of(games.games.begin(), games.games.end(),
                         [](const GameSummary& game) { return game.game == 3; });
    };
    CHECK(listed("bob"));
    CHECK_FALSE(listed("carol"));
  }

  SECTION("a game hosted with a clock is listed with it") {
    Menu timed(server.socket());
    timed.Press(InputEvent::Of(Key::kEnter));  // Host a new game
    for (int i = 0; i < 4; ++i)
      timed.Press(InputEvent::Of(Key::kDown));  // Clock
    REQUIRE(Has(LobbyText(timed.top()), "Clock: off"));
    timed.Press(InputEvent::Of(Key::kRight));
    timed.Press(InputEvent::Of(Key::kRight));
    REQUIRE(Has(LobbyText(timed.top()), "Clock: 10m+5s"));
    for (int i = 0; i < 4; ++i)
      timed.Press(InputEvent::Of(Key::kUp));  // Host the game
    timed.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(dynamic_cast<const RemoteGame*>(&timed.top()));
    auto bob = testing::Connect(server, "bob");
    Message request;
    request.type = MessageType::kList;
    REQUIRE(bob->Send(request));
    const Message games = testing::NextMessage(*bob);
    const auto game = std::find_if(games.games.begin(), games.games.end(),
                                   [](const GameSummary& listed) { return listed.game == 3; });
    REQUIRE(game != games.games.end());
    CHECK(game->clock == ClockRule{600000, 5000});
    CHECK(Has(LobbyLabel(*game, "bob"), "(classic army, clock 10m+5s)"));
  }

  SECTION("a game that cannot be joined is told at the head of the list") {
    Menu late(server.socket());
    late.Press(InputEvent::Of(Key::kDown));
    late.Press(InputEvent::Of(Key::kDown));  // alice's game 1
    server.Stop();
    late.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(late.stack.size() == 1);
    const std::string text = LobbyText(late.top());
    CHECK(Has(text, "> That did not work (below)"));
    CHECK(Has(text, "no server answers on"));
  }
}

// Types `text` into the prompt on top.
void Type(Menu& menu, const std::string& text) {
  for (char c : text)
    menu.Press(InputEvent::Char(static_cast<char32_t>(c)));
}

// The 16-character code that follows `label` in `text`.
std::string CodeAfter(const std::string& text, const std::string& label) {
  const std::size_t at = text.find(label);
  REQUIRE(at != std::string::npos);
  return text.substr(at + label.size(), 16);
}

TEST_CASE("Lobby: over TCP a game is hosted with its codes shown, and joined by its code",
          "[app][lobby]") {
  testing::TestServer server([](ServerOptions& options) { options.listen = "127.0.0.1:0"; });
  const std::string address = server.tcp_address();
  Menu host(address);
  const std::string list = LobbyText(host.top());
  INFO(list);
  CHECK(Has(list, "Join by code"));
  CHECK(Has(list, "Server: " + address));
  host.Press(InputEvent::Of(Key::kEnter));  // Host a new game
  host.Press(InputEvent::Of(Key::kDown));
  host.Press(InputEvent::Of(Key::kRight));  // colour: random → Red, so that the joiner is Blue
  REQUIRE(Has(LobbyText(host.top()), "Your colour: Red"));
  host.Press(InputEvent::Of(Key::kUp));
  host.Press(InputEvent::Of(Key::kEnter));  // Host the game
  const std::string notice = LobbyText(host.top());
  INFO(notice);
  const std::string invitation = CodeAfter(notice, "Give your opponent this code: ");
  const std::string host_code = CodeAfter(notice, "Your seat's code, to take it up again: ");
  CHECK(Has(notice, "stratego join " + invitation + " --server " + address));
  host.Press(InputEvent::Char(U' '));
  REQUIRE(dynamic_cast<const RemoteGame*>(&host.top()));

  Menu join(address);
  join.Press(InputEvent::Of(Key::kDown));  // Join by code
  SECTION("the invitation takes the open seat, which is given a code of its own") {
    join.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(Has(LobbyText(join.top()), "Code: _"));
    Type(join, invitation);
    join.Press(InputEvent::Of(Key::kEnter));
    const std::string own = LobbyText(join.top());
    INFO(own);
    const std::string blue_code = CodeAfter(own, "Your seat's code, to take it up again: ");
    CHECK(blue_code != host_code);
    CHECK_FALSE(Has(own, "Give your opponent"));
    join.Press(InputEvent::Char(U' '));
    REQUIRE(dynamic_cast<const RemoteGame*>(&join.top()));
    const std::string shows = ShownSoon(join, "Blue: set up your army");
    INFO(shows);
    CHECK(Has(shows, "Blue: set up your army"));
    join.Press(InputEvent::Char(U'q'));  // the setup editor asks first
    join.Press(InputEvent::Char(U'y'));
    REQUIRE(join.stack.size() == 1);
    CHECK(Has(LobbyText(join.top()), "Take up game 1 by your code " + blue_code));
  }
  SECTION("a wrong code, or what is no code, is told at the head of the list") {
    join.Press(InputEvent::Of(Key::kEnter));
    Type(join, "ABCDEFGHIJKLMNOP");
    join.Press(InputEvent::Of(Key::kEnter));
    REQUIRE(join.stack.size() == 1);
    std::string text = LobbyText(join.top());
    CHECK(Has(text, "> That did not work (below)"));
    CHECK(Has(text, "no seat has that code"));
    join.Press(InputEvent::Of(Key::kDown));
    join.Press(InputEvent::Of(Key::kDown));  // Join by code, below the problem
    join.Press(InputEvent::Of(Key::kEnter));
    Type(join, "nonsense");
    join.Press(InputEvent::Of(Key::kEnter));
    text = LobbyText(join.top());
    CHECK(Has(text, "'nonsense' is not a code"));
  }
}

TEST_CASE("Lobby: another server is chosen in the lobby", "[app][lobby]") {
  testing::TestServer server;
  Menu menu("/nonexistent-folder/server.sock");
  REQUIRE(Has(LobbyText(menu.top()), "Server: /nonexistent-folder/server.sock"));
  menu.Press(InputEvent::Of(Key::kDown));  // Server
  menu.Press(InputEvent::Of(Key::kEnter));
  REQUIRE(Has(LobbyText(menu.top()), "Server: /nonexistent-folder/server.sock_"));
  for (int i = 0; i < 40; ++i)
    menu.Press(InputEvent::Of(Key::kBackspace));
  Type(menu, server.socket());
  menu.Press(InputEvent::Of(Key::kEnter));
  REQUIRE(menu.stack.size() == 1);
  const std::string text = LobbyText(menu.top());
  INFO(text);
  CHECK(Has(text, "Host a new game"));
  CHECK(Has(text, "Server: " + server.socket()));
}

}  // namespace
}  // namespace stratego
