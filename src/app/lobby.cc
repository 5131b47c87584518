#include "app/lobby.h"

#include <map>
#include <utility>
#include <vector>

#include "app/paths.h"
#include "app/server_launch.h"
#include "app/server_table.h"
#include "app/server_watch.h"
#include "core/text.h"
#include "net/join_code.h"
#include "ui/menu.h"
#include "ui/notice_screen.h"
#include "ui/remote_game.h"
#include "ui/rules_screen.h"
#include "ui/text_prompt.h"
#include "ui/watch_screen.h"

namespace stratego {

namespace {

constexpr std::string_view kTitle = "Play someone at another terminal";
constexpr std::string_view kClient = "stratego menu";
constexpr std::array<std::string_view, 4> kOpponents = {"anyone", "ai:easy", "ai:normal",
                                                        "ai:hard"};
// The clocks the host menu offers (issue 14): none, and a few usual controls.
constexpr std::array<std::string_view, 6> kClocks = {"off",     "5m+3s", "10m+5s",
                                                     "30m+10s", "1h",    "3m"};

// What the lobby needs to open its screens, and the host menu's choices (kept while it is open).
struct Lobby {
  std::shared_ptr<Settings> settings;
  std::shared_ptr<FileSetupStore> store;
  std::string socket;
  bool default_socket = false;
  ColourChoice colour = ColourChoice::kRandom;
  std::size_t opponent = 0;  // index into kOpponents
  std::string invite;        // the one user who may take the other seat; empty: anyone
  std::size_t clock = 0;     // index into kClocks
  // The list is asked for again before the lobby shows next: after another screen was on top,
  // a refresh, or a failure (`problem`, which then heads the list).
  bool stale = true;
  std::string problem;
  std::string news;  // what the lobby did for the user (a server started), shown once
  // Over TCP: the codes of the seats taken from this lobby, by game, to take them up again.
  std::map<int, std::string> seat_codes;
};

bool OverTcp(const Lobby& lobby) {
  return IsTcpServer(lobby.socket);
}

// Over TCP, the codes `joined` gives (docs/protocol.md, "Over TCP"), for the person to read before
// the game: the one to give the opponent, while the other seat is open, and their own.
std::vector<std::string> CodeLines(const Lobby& lobby, const Message& joined) {
  std::vector<std::string> lines;
  const std::string server = " --server " + lobby.socket;
  if (joined.invitation) {
    lines.push_back("Give your opponent this code: " + *joined.invitation);
    lines.push_back("(they join with  stratego join " + *joined.invitation + server);
    lines.push_back(" or with Join by code in the menu's lobby, server " + lobby.socket + ")");
    lines.push_back("");
  }
  if (joined.seat_code) {
    lines.push_back("Your seat's code, to take it up again: " + *joined.seat_code);
    lines.push_back("(stratego join " + *joined.seat_code + server + ")");
  }
  return lines;
}

// The terminal client's screen, owning the setup store its editor uses.
struct StoreOwningRemoteGame : RemoteGame {
  StoreOwningRemoteGame(std::unique_ptr<RemoteTable> table, const DisplayOptions& options,
                        std::shared_ptr<FileSetupStore> owned)
      : RemoteGame(std::move(table), options, owned.get(), FreshSeed()), store(std::move(owned)) {}
  std::shared_ptr<FileSetupStore> store;
};

// Sends `request` (a host or a join) on a new connection and opens the game's screen: in the
// host menu's place (`from_host_menu`; leaving the game goes back to the lobby), or over the
// lobby. A failure is told at the head of the lobby's list.
Transition OpenGame(const std::shared_ptr<Lobby>& lobby, const Message& request,
                    bool from_host_menu) {
  const auto fail = [&](std::string problem) {
    lobby->problem = std::move(problem);
    lobby->stale = true;
    return from_host_menu ? Transition::Pop() : Transition::Stay();
  };
  auto login = LogIn(lobby->socket, lobby->default_socket, std::string(kClient), std::nullopt);
  if (!login) return fail(login.error());
  if (Status sent = login->connection->Send(request); !sent) return fail(sent.error());
  auto joined = AwaitJoined(*login->connection);
  if (!joined) return fail(joined.error());
  if (joined->seat_code) lobby->seat_codes[joined->game] = *joined->seat_code;
  const std::vector<std::string> codes = CodeLines(*lobby, *joined);
  const std::string title = "Game " + std::to_string(joined->game) + " over TCP";
  auto table = std::make_unique<ServerTable>(std::move(login->connection), *joined);
  auto game = WithNotice(title, codes,
                         MakeRemoteGame(std::move(table), lobby->settings->display, lobby->store));
  lobby->stale = true;
  return from_host_menu ? Transition::Replace(std::move(game)) : Transition::Push(std::move(game));
}

// Opens the watch screen of game `number` over the lobby; a failure is told at the head of the
// lobby's list.
Transition OpenWatch(const std::shared_ptr<Lobby>& lobby, int number) {
  const auto fail = [&](std::string problem) {
    lobby->problem = std::move(problem);
    lobby->stale = true;
    return Transition::Stay();
  };
  auto login = LogIn(lobby->socket, lobby->default_socket, std::string(kClient), std::nullopt);
  if (!login) return fail(login.error());
  Message request;
  request.type = MessageType::kWatch;
  request.game = number;
  if (Status sent = login->connection->Send(request); !sent) return fail(sent.error());
  auto watching = AwaitWatching(*login->connection);
  if (!watching) return fail(watching.error());
  auto table = std::make_unique<ServerWatch>(std::move(login->connection), *watching);
  lobby->stale = true;
  return Transition::Push(
      std::make_unique<WatchScreen>(std::move(table), number, lobby->settings->display));
}

std::unique_ptr<Activity> BuildHostMenu(const std::shared_ptr<Lobby>& lobby) {
  auto host = [lobby] {
    Message request;
    request.type = MessageType::kHost;
    request.rules = lobby->settings->rules;
    request.colour = lobby->colour;
    if (lobby->opponent > 0) request.against = std::string(kOpponents[lobby->opponent]);
    if (lobby->opponent == 0 && !lobby->invite.empty()) request.invite = lobby->invite;
    if (lobby->clock > 0) request.clock = ParseClockRule(kClocks[lobby->clock]).value();
    return OpenGame(lobby, request, true);
  };
  std::vector<MenuItem> items = {
      {"Host the game", host, nullptr, nullptr,
       "Open the game on the server; the opponent joins it from their own terminal"},
      {"Your colour", nullptr,
       [lobby] {
         return std::string(lobby->colour == ColourChoice::kRed    ? "Red"
                            : lobby->colour == ColourChoice::kBlue ? "Blue"
                                                                   : "random");
       },
       [lobby](int d) {
         const int next = (static_cast<int>(lobby->colour) + (d > 0 ? 1 : 2)) % 3;
         lobby->colour = static_cast<ColourChoice>(next);
       },
       "Red moves first"},
      {"Opponent", nullptr, [lobby] { return std::string(kOpponents[lobby->opponent]); },
       [lobby](int d) {
         lobby->opponent =
             (lobby->opponent + (d > 0 ? 1 : kOpponents.size() - 1)) % kOpponents.size();
       },
       "Anyone who joins (or only the user invited), or the server's computer player"},
      {"Invite",
       [lobby] {
         return Transition::Push(std::make_unique<TextPromptActivity>(
             "Invite one user", "User to invite: ",
             "Only this user (their Unix user name) may take the other seat. Empty: anyone. "
             "Enter: done · Esc: back",
             lobby->invite, kMaxNameBytes, [lobby](const std::string& text) {
               lobby->invite = std::string(Trim(text));
               return Transition::Pop();
             }));
       },
       [lobby] { return lobby->invite.empty() ? std::string("anyone") : lobby->invite; }, nullptr,
       "Only this user may join the game (when the opponent is not the computer)"},
      {"Clock", nullptr, [lobby] { return std::string(kClocks[lobby->clock]); },
       [lobby](int d) {
         lobby->clock = (lobby->clock + (d > 0 ? 1 : kClocks.size() - 1)) % kClocks.size();
       },
       "Each side's time and the increment after each move (30m+10s); out of time loses"},
      {"Rules",
       [lobby] {
         return Transition::Push(
             MakeRulesMenu(std::shared_ptr<RuleSet>(lobby->settings, &lobby->settings->rules),
                           nullptr, "Rules of the game", [lobby] {
                             if (lobby->settings->keep) lobby->settings->keep(*lobby->settings);
                           }));
       },
       nullptr, nullptr, "The army, the two-squares rule, move limits and the tournament options"},
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the games"},
  };
  return std::make_unique<MenuActivity>("Host a game on the server", std::move(items));
}

// The games the user may join, as menu items, their own first.
void AddGames(std::vector<MenuItem>& items, const std::shared_ptr<Lobby>& lobby,
              const std::vector<GameSummary>& games, const std::string& user) {
  for (bool own : {true, false}) {
    for (const GameSummary& game : games) {
      const bool mine = game.red == user || game.blue == user;
      const std::string label = LobbyLabel(game, user);
      if (mine != own || label.empty()) continue;
      const int number = game.game;
      items.push_back({label,
                       [lobby, number] {
                         Message request;
                         request.type = MessageType::kJoin;
                         request.game = number;
                         return OpenGame(lobby, request, false);
                       },
                       nullptr, nullptr,
                       mine ? "Your seat waits for you, with the game as it stands"
                            : "Take the open seat: " + Describe(game.rules)});
    }
  }
  for (const GameSummary& game : games) {
    const std::string label = LobbyWatchLabel(game, user);
    if (label.empty()) continue;
    const int number = game.game;
    items.push_back({label, [lobby, number] { return OpenWatch(lobby, number); }, nullptr, nullptr,
                     "Follow the game as a spectator, in the view both players share: " +
                         Describe(game.rules)});
  }
}

Message JoinByCode(const std::string& code) {
  Message request;
  request.type = MessageType::kJoin;
  request.seat_code = code;
  return request;
}

// Over TCP no game is listed (docs/protocol.md): a seat is joined by its code, typed in, or by
// the code this lobby was given for it.
void AddTcpGames(std::vector<MenuItem>& items, const std::shared_ptr<Lobby>& lobby) {
  for (const auto& [number, code] : lobby->seat_codes) {
    items.push_back({"Take up game " + std::to_string(number) + " by your code " + code,
                     [lobby, code = code] { return OpenGame(lobby, JoinByCode(code), false); },
                     nullptr, nullptr, "Your seat waits for you, with the game as it stands"});
  }
  items.push_back(
      {"Join by code",
       [lobby] {
         return Transition::Push(std::make_unique<TextPromptActivity>(
             "Join a game by its code", "Code: ",
             "The code the game's host was given (16 letters and digits), or your seat's. "
             "Enter: join · Esc: back",
             "", 40, [lobby](const std::string& text) {
               if (NormalJoinCode(text).empty()) {
                 lobby->problem = "'" + std::string(Trim(text)) +
                                  "' is not a code: 16 characters of A-Z and 2-7";
                 lobby->stale = true;
                 return Transition::Pop();
               }
               return OpenGame(lobby, JoinByCode(text), true);
             }));
       },
       nullptr, nullptr, "Over TCP games are not listed: each seat is taken with its code"});
}

// The item that names the lobby's server and lets the person choose another.
MenuItem ServerItem(const std::shared_ptr<Lobby>& lobby) {
  return {"Server",
          [lobby] {
            return Transition::Push(std::make_unique<TextPromptActivity>(
                "The game server", "Server: ",
                "A Unix socket's path, or HOST:PORT of a server listening on TCP (unencrypted: "
                "prefer SSH). Empty: your own. Enter: done · Esc: back",
                lobby->default_socket ? std::string() : lobby->socket, 300,
                [lobby](const std::string& text) {
                  const std::string server(Trim(text));
                  lobby->default_socket = server.empty();
                  lobby->socket = server.empty() ? DefaultServerSocket() : server;
                  lobby->stale = true;
                  return Transition::Pop();
                }));
          },
          [lobby] { return lobby->default_socket ? std::string("your own") : lobby->socket; },
          nullptr, "The server whose games are shown: your own, a shared socket, or HOST:PORT"};
}

// Starts a game server for the user on the default socket (as `stratego host` does) and asks it
// for its games; a failure heads the list.
Transition StartServer(const std::shared_ptr<Lobby>& lobby) {
  auto launched = EnsureServer();
  if (!launched)
    lobby->problem = launched.error();
  else if (*launched)
    lobby->news = DescribeLaunch(**launched);
  lobby->stale = true;
  return Transition::Stay();
}

// The lobby as the server answers now: its games, hosting, refreshing. `problem` (what went wrong
// last) heads the list.
std::unique_ptr<MenuActivity> BuildLobby(const std::shared_ptr<Lobby>& lobby,
                                         const std::string& problem) {
  std::vector<MenuItem> items;
  auto refresh = [lobby] {
    lobby->stale = true;
    return Transition::Stay();
  };
  if (!problem.empty())
    items.push_back({"That did not work (below)", nullptr, nullptr, nullptr, problem});
  if (!lobby->news.empty())
    items.push_back({"Started a game server for you (below)", nullptr, nullptr, nullptr,
                     std::exchange(lobby->news, "")});
  auto login = LogIn(lobby->socket, lobby->default_socket, std::string(kClient), std::nullopt);
  std::string title(kTitle);
  if (!login && lobby->default_socket) {
    items.push_back({"No server: start one for me", [lobby] { return StartServer(lobby); }, nullptr,
                     nullptr, login.error()});
  } else if (!login) {
    items.push_back(
        {"No server: start one with  stratego serve", nullptr, nullptr, nullptr, login.error()});
  } else {
    login->connection->SetReceiveTimeout(std::chrono::seconds(10));
    Message list;
    list.type = MessageType::kList;
    auto games = login->connection->Send(list) ? login->connection->Receive()
                                               : Expected<Message>(Error{"the server went away"});
    if (!games || games->type != MessageType::kGames) {
      items.push_back(
          {"The server did not list its games: " + (games ? games->message : games.error()),
           nullptr, nullptr, nullptr, "Refresh to try again"});
    } else {
      title += " (you are " + login->user + ")";
      items.push_back({"Host a new game",
                       [lobby] { return Transition::Push(BuildHostMenu(lobby)); }, nullptr, nullptr,
                       "Choose the rules, your colour and the opponent"});
      if (OverTcp(*lobby))
        AddTcpGames(items, lobby);
      else
        AddGames(items, lobby, games->games, login->user);
      if (items.size() == (problem.empty() ? 1U : 2U))
        items.push_back({"No games to join yet", nullptr, nullptr, nullptr,
                         "Host one, or refresh once someone has"});
    }
  }
  items.push_back(ServerItem(lobby));
  items.push_back({"Refresh", refresh, nullptr, nullptr, "Ask the server again"});
  items.push_back(
      {"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back to the main menu"});
  return std::make_unique<MenuActivity>(title, std::move(items));
}

std::string SeatColour(Player seat) {
  return std::string(PlayerName(seat));
}

// The lobby's menu, built again from the server's list whenever it is stale (as the main menu
// is), keeping the item chosen.
class LobbyActivity : public Activity {
 public:
  explicit LobbyActivity(std::shared_ptr<Lobby> lobby) : lobby_(std::move(lobby)) {}
  void Render(Canvas& canvas, const Theme& theme) const override {
    Rebuild();
    menu_->Render(canvas, theme);
  }
  Transition Handle(const InputEvent& event, const ScreenSize& size) override {
    Rebuild();
    Transition transition = menu_->Handle(event, size);
    if (transition.kind == Transition::Kind::kPush) lobby_->stale = true;
    return transition;
  }

 private:
  void Rebuild() const {
    if (!lobby_->stale && menu_) return;
    const std::string chosen = menu_ ? menu_->selected_label() : "";
    menu_ = BuildLobby(lobby_, lobby_->problem);
    if (lobby_->problem.empty()) menu_->SelectLabel(chosen);  // else the problem is chosen
    lobby_->problem.clear();
    lobby_->stale = false;
  }
  std::shared_ptr<Lobby> lobby_;
  mutable std::unique_ptr<MenuActivity> menu_;
};

}  // namespace

std::unique_ptr<Activity> MakeRemoteGame(std::unique_ptr<RemoteTable> table,
                                         const DisplayOptions& display,
                                         std::shared_ptr<FileSetupStore> store) {
  return std::make_unique<StoreOwningRemoteGame>(std::move(table), display, std::move(store));
}

std::string LobbyLabel(const GameSummary& game, const std::string& user) {
  const std::string number = std::to_string(game.game);
  for (Player seat : {Player::kRed, Player::kBlue}) {
    const auto& mine = seat == Player::kRed ? game.red : game.blue;
    const auto& theirs = seat == Player::kRed ? game.blue : game.red;
    if (mine != user) continue;
    if (!theirs)  // joining it takes the open seat (both seats may be the same user's)
      return "Game " + number + ": you play " + SeatColour(seat) + ", " +
             SeatColour(Opponent(seat)) + " is open";
    return "Take up game " + number + ": you play " + SeatColour(seat) + " against " + *theirs +
           " (" + game.state + ")";
  }
  if (game.state != "open") return "";
  const Player host = game.red ? Player::kRed : Player::kBlue;
  const auto& name = game.red ? game.red : game.blue;
  return "Join game " + number + ": " + name.value_or("?") + " plays " + SeatColour(host) + " (" +
         std::string(GetArmy(game.rules.army).name) + " army" +
         (game.clock ? ", clock " + FormatClockRule(*game.clock) : std::string()) + ")";
}

std::string LobbyWatchLabel(const GameSummary& game, const std::string& user) {
  if (!game.red || !game.blue || game.red == user || game.blue == user) return "";
  return "Watch game " + std::to_string(game.game) + ": " + *game.red + " (Red) against " +
         *game.blue + " (Blue), " + game.state;
}

std::unique_ptr<Activity> MakeLobby(std::shared_ptr<Settings> settings,
                                    std::shared_ptr<FileSetupStore> store, std::string socket,
                                    bool default_socket) {
  auto lobby = std::make_shared<Lobby>();
  lobby->settings = std::move(settings);
  lobby->store = std::move(store);
  lobby->socket = std::move(socket);
  lobby->default_socket = default_socket;
  return std::make_unique<LobbyActivity>(lobby);
}

}  // namespace stratego
