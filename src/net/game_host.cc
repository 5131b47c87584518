#include "net/game_host.h"

#include <chrono>
#include <utility>

#include "ai/computer_player.h"
#include "core/view.h"
#include "net/join_code.h"

namespace stratego {

namespace {

constexpr std::string_view kAgentPrefix = "ai:";

std::string SeatWord(Player seat) {
  return seat == Player::kRed ? "red" : "blue";
}

// Whose time runs (issue 14): the side that must act; after a move onto the enemy's back row
// that may rescue (RULES.md §7), still the mover, whose turn goes on.
std::optional<Player> RunnerOf(const GameState& state) {
  if (state.over()) return std::nullopt;
  if (state.rescue_chance().open()) return state.rescue_chance().rescuer;
  return state.to_move();
}

}  // namespace

bool IsAgentName(std::string_view name) {
  return name.substr(0, kAgentPrefix.size()) == kAgentPrefix;
}

Expected<std::unique_ptr<Agent>> MakeSeatAgent(std::string_view spec, std::uint64_t seed) {
  if (!IsAgentName(spec))
    return Error{"the server plays ai:easy, ai:normal, ai:hard or ai:random, not " +
                 std::string(spec)};
  const std::string_view level_name = spec.substr(kAgentPrefix.size());
  if (level_name == "random") return MakeRandomAgent(seed);
  const auto level = ParseLevel(level_name);
  if (!level)
    return Error{"the server plays ai:easy, ai:normal, ai:hard or ai:random, not " +
                 std::string(spec)};
  ComputerOptions options;
  options.level = *level;
  options.seed = seed;
  return MakeComputerPlayer(options);
}

GameHost::GameHost(Hooks hooks, std::uint64_t seed, int max_unstarted_games)
    : hooks_(std::move(hooks)), rng_(seed), max_unstarted_games_(max_unstarted_games) {}

void GameHost::ReserveNumbers(int highest_used) {
  if (highest_used >= next_id_) next_id_ = highest_used + 1;
}

Status GameHost::Resume(int id, const GameRecord& record) {
  if (games_.count(id) != 0) return stratego::Error{"game " + std::to_string(id) + " twice"};
  auto play = RecordedGame::Resume(record);
  if (!play) return stratego::Error{play.error()};
  if (play->state().over() || record.result.over()) return stratego::Error{"the game is over"};
  auto game = std::make_unique<Game>();
  game->id = id;
  game->rules = record.rules;
  for (Player side : {Player::kRed, Player::kBlue}) {
    Seat& seat = SeatOf(*game, side);
    const std::string& name = record.names[static_cast<std::size_t>(Index(side))];
    if (name.empty()) return stratego::Error{"the record does not name the " + SeatWord(side)};
    seat.user = name;
    seat.setup = record.setups[static_cast<std::size_t>(Index(side))];
    if (IsAgentName(name)) {
      auto agent = MakeSeatAgent(name, rng_.Next());
      if (!agent) return stratego::Error{agent.error()};
      seat.agent = std::move(*agent);
    }
  }
  if (record.clock) {
    // The times as saved: the time the server was down is not charged.
    game->clock_rule = record.clock;
    game->clock = GameClock(*record.clock, record.clock_left.value_or(std::array<ClockMs, 2>{
                                               record.clock->main_ms, record.clock->main_ms}));
    game->clock->Switch(RunnerOf(play->state()), Now());
  }
  game->play = std::move(*play);
  ReserveNumbers(id);
  Game& kept = *(games_[id] = std::move(game));
  hooks_.log(Name(kept) + ": resumed at move " + std::to_string(kept.play->state().ply()));
  ArmTimer(kept);
  AskAgentIfToMove(kept);
  return {};
}

Status GameHost::Restore(const SavedSeats& saved, bool started) {
  const std::string name = "game " + std::to_string(saved.game);
  if (started) {
    Game* kept = Find(saved.game);
    if (!kept || !saved.by_code) return {};  // over, or its record says everything
    kept->by_code = true;
    kept->host_address = saved.host_address;
    for (Player side : {Player::kRed, Player::kBlue})
      SeatOf(*kept, side).code_hash = saved.seats[static_cast<std::size_t>(Index(side))].code_hash;
    hooks_.log(name + ": its codes are back");
    return {};
  }
  if (games_.count(saved.game) != 0) return stratego::Error{name + " twice"};
  auto game = std::make_unique<Game>();
  game->id = saved.game;
  game->rules = saved.rules;
  game->clock_rule = saved.clock;
  game->invite = saved.invite;
  game->by_code = saved.by_code;
  game->host_address = saved.host_address;
  game->invitation_hash = saved.invitation_hash;
  for (Player side : {Player::kRed, Player::kBlue}) {
    const SavedSeat& from = saved.seats[static_cast<std::size_t>(Index(side))];
    Seat& seat = SeatOf(*game, side);
    seat.user = from.user;
    seat.setup = from.setup;
    seat.code_hash = from.code_hash;
    if (seat.setup && (seat.setup->army != game->rules.army || !SetupProblems(*seat.setup).empty()))
      return stratego::Error{"the " + SeatWord(side) + " setup does not fit the rules"};
    if (seat.user && IsAgentName(*seat.user)) {
      auto agent = MakeSeatAgent(*seat.user, rng_.Next());
      if (!agent) return stratego::Error{agent.error()};
      if (!seat.setup) return stratego::Error{"the computer player has no setup"};
      seat.agent = std::move(*agent);
    }
  }
  ReserveNumbers(game->id);
  Game& kept = *(games_[game->id] = std::move(game));
  hooks_.log(name + ": back, not yet started");
  // The server stopped between the last setup and the save of the start.
  if (SeatOf(kept, Player::kRed).setup && SeatOf(kept, Player::kBlue).setup)
    Start(kept, Player::kBlue);
  return {};
}

SavedSeats GameHost::SeatsOf(const Game& game) const {
  SavedSeats saved;
  saved.game = game.id;
  saved.rules = game.rules;
  saved.clock = game.clock_rule;
  saved.invite = game.invite;
  saved.by_code = game.by_code;
  saved.host_address = game.host_address;
  saved.invitation_hash = game.invitation_hash;
  for (Player side : {Player::kRed, Player::kBlue}) {
    const Seat& seat = SeatOf(game, side);
    saved.seats[static_cast<std::size_t>(Index(side))] = {seat.user, seat.setup, seat.code_hash};
  }
  return saved;
}

void GameHost::SaveSeats(const Game& game) {
  if (!hooks_.save_seats || (game.play && !game.by_code)) return;
  hooks_.save_seats(game.id, FormatSavedSeats(SeatsOf(game)),
                    [this, name = Name(game)](const Status& saved) {
                      if (!saved) hooks_.log(name + ": cannot save its seats: " + saved.error());
                    });
}

void GameHost::CommitSeats(Game& game, ConnectionId id, const Message& request,
                           std::function<void(Game&)> then, std::function<void(Game&)> failed) {
  if (!hooks_.save_seats || (game.play && !game.by_code)) return then(game);
  game.saving = true;
  const int game_id = game.id;
  const std::string type(MessageTypeName(request.type));
  hooks_.save_seats(game_id, FormatSavedSeats(SeatsOf(game)),
                    [this, game_id, id, type, then = std::move(then),
                     failed = std::move(failed)](const Status& saved) {
                      Game* kept = Find(game_id);
                      if (!kept) return;
                      kept->saving = false;
                      ++nested_saves_;
                      if (saved) {
                        then(*kept);
                      } else {
                        hooks_.log(Name(*kept) + ": cannot save its seats: " + saved.error());
                        hooks_.send(id, ErrorMessage("save_failed",
                                                     "the server cannot save the game (" +
                                                         saved.error() + "): not done",
                                                     type));
                        failed(*kept);
                      }
                      --nested_saves_;
                      if (nested_saves_ == 0) DrainWaiting(game_id, saved.ok());
                    });
}

bool GameHost::WaitToJoin(ConnectionId id, Game& game, const Message& request) {
  if (!game.saving) return false;
  if (game.waiting.size() >= kMaxWaitingRequests) {
    Error(id, "busy", "the game is still saving an action: send it again", request);
    return true;
  }
  game.waiting.push_back([this, id, request] {
    if (clients_.count(id) != 0) Request(id, request);
  });
  return true;
}

void GameHost::Connected(ConnectionId id, const std::string& user, bool by_code,
                         const std::string& address) {
  Client client{user, 0, Player::kRed};
  client.by_code = by_code;
  client.address = address;
  clients_[id] = client;
}

void GameHost::Disconnected(ConnectionId id) {
  auto client = clients_.find(id);
  if (client == clients_.end()) return;
  StopWatching(id, client->second);
  Leave(id, client->second);
  clients_.erase(client);
}

GameHost::Game* GameHost::Find(int id) {
  auto game = games_.find(id);
  return game == games_.end() ? nullptr : game->second.get();
}

void GameHost::Error(ConnectionId id, std::string code, std::string message,
                     const Message& request) {
  hooks_.send(id, ErrorMessage(std::move(code), std::move(message),
                               std::string(MessageTypeName(request.type))));
}

void GameHost::Request(ConnectionId id, const Message& request) {
  auto found = clients_.find(id);
  if (found == clients_.end()) return;
  Client& client = found->second;
  switch (request.type) {
    case MessageType::kHost:
      return Host(id, client, request);
    case MessageType::kList:
      return List(id, client);
    case MessageType::kJoin:
      return Join(id, client, request);
    case MessageType::kWatch:
      return Watch(id, client, request);
    default:
      break;
  }
  Game* game = Find(client.game);
  if (!game) return Error(id, "no_game", "you are in no game: host or join one first", request);
  if (WaitIfSaving(id, *game, request)) return;
  if (OutOfTime(*game)) {  // before the wake-up came: the time is over all the same
    ClockRanOut(game->id);
    if (!(game = Find(client.game))) return;
    if (WaitIfSaving(id, *game, request)) return;
  }
  if (request.type == MessageType::kSetup) return SetUp(id, *game, client.seat, request);
  Act(id, *game, client.seat, request);
}

bool GameHost::WaitIfSaving(ConnectionId id, Game& game, const Message& request) {
  if (!game.saving) return false;
  if (game.waiting.size() >= kMaxWaitingRequests) {
    Error(id, "busy", "the game is still saving an action: send it again", request);
    return true;
  }
  // Handled when the save is done, if the connection is still in this game then.
  game.waiting.push_back([this, id, game_id = game.id, request] {
    const auto client = clients_.find(id);
    if (client != clients_.end() && client->second.game == game_id) Request(id, request);
  });
  return true;
}

// --- the lobby ---

int GameHost::UnstartedGamesOf(const Client& client) const {
  const std::string& user = client.user;
  int count = 0;
  for (const auto& [number, game] : games_) {
    if (game->play) continue;
    if (client.by_code) {
      count += game->by_code && game->host_address == client.address ? 1 : 0;
      continue;
    }
    for (const Seat& seat : game->seats)
      if (seat.user == user) {
        ++count;
        break;
      }
  }
  return count;
}

void GameHost::Host(ConnectionId id, Client& client, const Message& request) {
  if (UnstartedGamesOf(client) >= max_unstarted_games_)
    return Error(id, "too_many_games",
                 "you have " + std::to_string(max_unstarted_games_) +
                     " games not yet started: set up in one of them first",
                 request);
  auto game = std::make_unique<Game>();
  game->id = next_id_;
  game->rules = request.rules;
  game->invite = request.invite;
  game->clock_rule = request.clock;
  Player seat = request.colour == ColourChoice::kBlue ? Player::kBlue : Player::kRed;
  if (request.colour == ColourChoice::kRandom && rng_.Chance(1, 2)) seat = Player::kBlue;
  if (request.against) {
    auto agent = MakeSeatAgent(*request.against, rng_.Next());
    if (!agent) return Error(id, "bad_field", agent.error(), request);
    Seat& other = SeatOf(*game, Opponent(seat));
    other.user = *request.against;
    auto setup = (*agent)->ChooseSetup(game->rules, Opponent(seat), client.user);
    if (!setup) return Error(id, "illegal", setup.error(), request);
    other.setup = *setup;
    other.agent = std::move(*agent);
  }
  if (client.by_code) {
    game->by_code = true;
    game->host_address = client.address;
    game->invite.reset();  // names a Unix user: none may sit in a game played by code
    SeatOf(*game, seat).code = NewJoinCode();
    SeatOf(*game, seat).code_hash = JoinCodeHash(SeatOf(*game, seat).code);
    if (!request.against) {
      game->invitation = NewJoinCode();
      game->invitation_hash = JoinCodeHash(game->invitation);
    }
  }
  ++next_id_;
  Game& kept = *(games_[game->id] = std::move(game));
  hooks_.log(Name(kept) + ": hosted by " + client.user + " (" + Describe(kept.rules) + ")" +
             (request.against ? ", against " + *request.against : std::string()));
  SeatOf(kept, seat).user = client.user;
  Reserve(id, client, kept, seat);
  CommitSeats(
      kept, id, request, [this, id, seat](Game& saved) { TakeReserved(id, saved, seat); },
      [this, id, seat](Game& refused) {
        Unreserve(id, refused, seat);
        games_.erase(refused.id);
      });
}

void GameHost::Reserve(ConnectionId id, Client& client, Game& game, Player seat) {
  StopWatching(id, client);
  if (client.game != game.id || client.seat != seat) Leave(id, client, client.game != game.id);
  client.game = game.id;
  client.seat = seat;
  SeatOf(game, seat).connection = id;
}

void GameHost::TakeReserved(ConnectionId id, Game& game, Player seat) {
  const auto client = clients_.find(id);
  if (client == clients_.end() || client->second.game != game.id) return;  // gone meanwhile
  Take(id, client->second, game, seat);
}

void GameHost::Unreserve(ConnectionId id, Game& game, Player seat) {
  if (SeatOf(game, seat).connection == id) SeatOf(game, seat).connection = 0;
  const auto client = clients_.find(id);
  if (client != clients_.end() && client->second.game == game.id) client->second.game = 0;
}

void GameHost::List(ConnectionId id, const Client& client) {
  Message games;
  games.type = MessageType::kGames;
  // A peer playing by code has no games by name: it knows its games by their codes.
  if (client.by_code) return hooks_.send(id, games);
  for (const auto& [number, game] : games_) {
    if (game->by_code || (game->play && game->play->state().over())) continue;
    const Seat& red = SeatOf(*game, Player::kRed);
    const Seat& blue = SeatOf(*game, Player::kBlue);
    const bool mine = red.user == client.user || blue.user == client.user;
    const bool open = (!red.user || !blue.user) && (!game->invite || game->invite == client.user);
    const bool watchable = red.user && blue.user;  // anyone may watch it (`watch`)
    if (!mine && !open && !watchable) continue;
    const std::string state = !red.user || !blue.user ? "open"
                              : game->play            ? "playing"
                                                      : "arranging";
    games.games.push_back({number, red.user, blue.user, game->rules, state, game->clock_rule});
  }
  hooks_.send(id, games);
}

void GameHost::Join(ConnectionId id, Client& client, const Message& request) {
  if (client.by_code) return JoinByCode(id, client, request);
  if (request.seat_code)
    return Error(id, "bad_field", "codes name seats over TCP; here join a game by its number",
                 request);
  Game* game = Find(request.game);
  if (!game)
    return Error(id, "no_game", "there is no game " + std::to_string(request.game), request);
  if (game->by_code)
    return Error(id, "not_your_game",
                 "game " + std::to_string(game->id) + " is played over TCP, by its codes", request);
  // The caller's own seat that nobody holds; else an open seat they may take.
  std::optional<Player> seat;
  bool held = false;
  for (Player side : {Player::kRed, Player::kBlue}) {
    const Seat& candidate = SeatOf(*game, side);
    if (candidate.user != client.user) continue;
    if (candidate.connection == 0 || candidate.connection == id) {
      seat = side;
      break;
    }
    held = true;
  }
  if (seat) return Take(id, client, *game, *seat);
  if (WaitToJoin(id, *game, request)) return;  // an open seat is taken on the game as saved
  for (Player side : {Player::kRed, Player::kBlue}) {
    if (!SeatOf(*game, side).user && (!game->invite || game->invite == client.user)) seat = side;
  }
  if (!seat) {
    return Error(
        id, "not_your_game",
        held ? "your seat in game " + std::to_string(game->id) + " is held by another connection"
             : "game " + std::to_string(game->id) + " is not yours to join",
        request);
  }
  // The open seat is the caller's once that is saved.
  const Player side = *seat;
  SeatOf(*game, side).user = client.user;
  Reserve(id, client, *game, side);
  CommitSeats(
      *game, id, request, [this, id, side](Game& saved) { TakeReserved(id, saved, side); },
      [this, id, side](Game& refused) {
        Unreserve(id, refused, side);
        SeatOf(refused, side).user.reset();
      });
}

// The seat whose code the request gives, or the open seat whose invitation it gives (which then
// gets a code of its own). A wrong code is refused (bad_code) and told to the transport.
void GameHost::JoinByCode(ConnectionId id, Client& client, const Message& request) {
  if (!request.seat_code)
    return Error(id, "bad_field", "over TCP a game is joined with its code", request);
  // Compared by their hashes: after a restart the server knows no more of a code.
  const std::string code = NormalJoinCode(*request.seat_code);
  const std::string hash = code.empty() ? std::string() : JoinCodeHash(code);
  for (auto& [number, game] : games_) {
    if (!game->by_code || code.empty()) continue;
    for (Player side : {Player::kRed, Player::kBlue}) {
      Seat& seat = SeatOf(*game, side);
      if (seat.code_hash.empty() || !SameJoinCode(seat.code_hash, hash)) continue;
      if (seat.connection != 0 && seat.connection != id) Evict(*game, side, id);
      seat.user = client.user;  // the name the opponent is shown: the newest holder's
      seat.code = code;
      SaveSeats(*game);
      return Take(id, client, *game, side);
    }
    if (game->invitation_hash.empty() || !SameJoinCode(game->invitation_hash, hash)) continue;
    if (WaitToJoin(id, *game, request)) return;
    for (Player side : {Player::kRed, Player::kBlue}) {
      Seat& seat = SeatOf(*game, side);
      if (seat.user) continue;
      // The invitation is spent, and the seat given a code of its own, once that is saved.
      seat.user = client.user;
      seat.code = NewJoinCode();
      seat.code_hash = JoinCodeHash(seat.code);
      const std::string invitation = std::exchange(game->invitation, std::string());
      const std::string invitation_hash = std::exchange(game->invitation_hash, std::string());
      Reserve(id, client, *game, side);
      return CommitSeats(
          *game, id, request, [this, id, side](Game& saved) { TakeReserved(id, saved, side); },
          [this, id, side, invitation, invitation_hash](Game& refused) {
            Unreserve(id, refused, side);
            Seat& open = SeatOf(refused, side);
            open.user.reset();
            open.code.clear();
            open.code_hash.clear();
            refused.invitation = invitation;
            refused.invitation_hash = invitation_hash;
          });
    }
  }
  if (hooks_.wrong_code) hooks_.wrong_code(id);
  Error(id, "bad_code", "no seat has that code", request);
}

void GameHost::Evict(Game& game, Player seat, ConnectionId newcomer) {
  const ConnectionId old = SeatOf(game, seat).connection;
  hooks_.log(Name(game) + ": " + SeatWord(seat) + " taken over by connection " +
             std::to_string(newcomer) + " with its code");
  Message gone =
      ErrorMessage("seat_taken", "another connection took your seat with its code", std::nullopt);
  hooks_.send(old, gone);
  if (auto client = clients_.find(old); client != clients_.end()) client->second.game = 0;
  SeatOf(game, seat).connection = 0;
}

// The connection takes the seat (and leaves the game it was in): it is told where it sits, where
// the opponent stands and, once the game has begun, everything its seat has seen.
void GameHost::Take(ConnectionId id, Client& client, Game& game, Player seat) {
  StopWatching(id, client);
  // Leaving a seat of this very game must not forget the game being joined.
  if (client.game != game.id || client.seat != seat) Leave(id, client, client.game != game.id);
  client.game = game.id;
  client.seat = seat;
  SeatOf(game, seat).connection = id;
  hooks_.log(Name(game) + ": " + client.user + " takes " + SeatWord(seat));
  hooks_.send(id, JoinedFor(game, seat));
  Message opponent;
  opponent.type = MessageType::kOpponent;
  opponent.opponent = StateOf(game, Opponent(seat));
  opponent.name = SeatOf(game, Opponent(seat)).user;
  hooks_.send(id, opponent);
  if (game.play) {
    hooks_.send(id, StartFor(game, seat));
    if (game.play->state().over()) {
      Message over;
      over.type = MessageType::kOver;
      over.result = game.play->state().result();
      over.text = Describe(over.result);
      over.times = TimesOf(game);
      hooks_.send(id, over);
    }
  }
  TellOpponentOf(game, seat);
  AskAgentIfToMove(game);
}

void GameHost::Leave(ConnectionId id, Client& client, bool forget) {
  Game* game = Find(client.game);
  client.game = 0;
  if (!game) return;
  Seat& seat = SeatOf(*game, client.seat);
  if (seat.connection != id) return;
  seat.connection = 0;
  hooks_.log(Name(*game) + ": " + client.user + " left " + SeatWord(client.seat));
  TellOpponentOf(*game, client.seat);
  if (forget) ForgetIfDone(*game);
}

// A game that is over, that nobody holds a seat of and whose computer player is not thinking
// (it would answer into a game that is gone) leaves memory: its record stays on disk.
void GameHost::ForgetIfDone(Game& game) {
  if (!game.play || !game.play->state().over() || game.agent_thinking || game.saving) return;
  for (const Seat& seat : game.seats)
    if (seat.connection != 0) return;
  hooks_.log(Name(game) + ": forgotten (over, nobody in it)");
  games_.erase(game.id);
}

// --- spectators ---

// Any user on the socket may watch any game (a club's tournament): a spectator hears only what
// both seats hear (RULES.md §8), so watching one's own game, or an opponent's, reveals nothing.
void GameHost::Watch(ConnectionId id, Client& client, const Message& request) {
  // Over TCP a peer knows no game by number: the games it could name are Unix users'.
  if (client.by_code) return Error(id, "not_your_game", "over TCP games are not watched", request);
  Game* game = Find(request.game);
  if (!game)
    return Error(id, "no_game", "there is no game " + std::to_string(request.game), request);
  Leave(id, client, client.game != game->id);
  StopWatching(id, client);
  client.watching = game->id;
  game->spectators.insert(id);
  hooks_.log(Name(*game) + ": watched by " + client.user);
  hooks_.send(id, WatchingFor(*game));
}

void GameHost::StopWatching(ConnectionId id, Client& client) {
  if (Game* game = Find(client.watching)) game->spectators.erase(id);
  client.watching = 0;
}

// The public view of the game (RULES.md §8): who sits where, both armies' squares without ranks,
// and every report as both seats hear it. Before the start: the seats alone.
Message GameHost::WatchingFor(const Game& game) const {
  Message watching;
  watching.type = MessageType::kWatching;
  watching.game = game.id;
  watching.rules = game.rules;
  watching.red = SeatOf(game, Player::kRed).user;
  watching.blue = SeatOf(game, Player::kBlue).user;
  watching.clock = game.clock_rule;
  watching.times = TimesOf(game);
  if (!game.play) return watching;
  const GameState& state = game.play->state();
  watching.red_pieces = SetupPieceSquares(*SeatOf(game, Player::kRed).setup, Player::kRed);
  watching.blue_pieces = SetupPieceSquares(*SeatOf(game, Player::kBlue).setup, Player::kBlue);
  for (const MoveReport& report : state.history())
    watching.reports.push_back(ToWire(report, std::nullopt));
  watching.rescue_open = state.rescue_chance().open();
  watching.draw_offer = state.draw_offer();
  watching.result = state.result();
  return watching;
}

OpponentState GameHost::StateOf(const Game& game, Player side) const {
  const Seat& seat = SeatOf(game, side);
  if (!seat.user) return OpponentState::kWaiting;
  if (seat.agent) return game.play ? OpponentState::kConnected : OpponentState::kReady;
  if (seat.connection == 0) return OpponentState::kDisconnected;
  if (game.play) return OpponentState::kConnected;
  return seat.setup ? OpponentState::kReady : OpponentState::kArranging;
}

// Tells the other seat how `seat` stands now.
void GameHost::TellOpponentOf(Game& game, Player seat) {
  const ConnectionId other = SeatOf(game, Opponent(seat)).connection;
  if (other == 0) return;
  Message message;
  message.type = MessageType::kOpponent;
  message.opponent = StateOf(game, seat);
  message.name = SeatOf(game, seat).user;
  hooks_.send(other, message);
}

Message GameHost::JoinedFor(const Game& game, Player seat) const {
  Message joined;
  joined.type = MessageType::kJoined;
  joined.game = game.id;
  joined.seat = seat;
  joined.rules = game.rules;
  joined.name = SeatOf(game, Opponent(seat)).user;
  joined.needs_setup = !game.play && !SeatOf(game, seat).setup;
  joined.clock = game.clock_rule;
  if (game.by_code) {
    joined.seat_code = SeatOf(game, seat).code;
    if (!game.invitation.empty()) joined.invitation = game.invitation;
  }
  return joined;
}

// The seat's view of the game from its start (RULES.md §8): its own setup, the enemy's squares in
// setup order, and every report as the seat heard it.
Message GameHost::StartFor(const Game& game, Player seat) const {
  const GameState& state = game.play->state();
  Message start;
  start.type = MessageType::kStart;
  start.game = game.id;
  start.seat = seat;
  start.setup = *SeatOf(game, seat).setup;
  start.enemy = SetupPieceSquares(*SeatOf(game, Opponent(seat)).setup, Opponent(seat));
  for (const MoveReport& report : state.history())
    start.reports.push_back(ToWire(report, seat));
  start.rescue_open = state.rescue_chance().open();
  start.draw_offer = state.draw_offer();
  start.result = state.result();
  start.times = TimesOf(game);
  return start;
}

// --- arranging ---

void GameHost::SetUp(ConnectionId id, Game& game, Player seat, const Message& request) {
  Seat& own = SeatOf(game, seat);
  if (game.play || own.setup)
    return Error(id, "already_set_up", "your army is already set up", request);
  if (request.setup.army != game.rules.army)
    return Error(id, "illegal",
                 "the game is played with the " + std::string(GetArmy(game.rules.army).name) +
                     " army, not the " + std::string(GetArmy(request.setup.army).name),
                 request);
  if (auto problems = SetupProblems(request.setup); !problems.empty())
    return Error(id, "illegal", "the setup is not valid: " + problems.front(), request);
  own.setup = request.setup;
  CommitSeats(
      game, id, request,
      [this, seat](Game& saved) {
        hooks_.log(Name(saved) + ": " + SeatWord(seat) + " is set up");
        TellOpponentOf(saved, seat);
        if (SeatOf(saved, Opponent(seat)).setup) Start(saved, seat);
      },
      [this, seat](Game& refused) { SeatOf(refused, seat).setup.reset(); });
}

void GameHost::Start(Game& game, Player last) {
  GameRecord header;
  header.rules = game.rules;
  for (Player side : {Player::kRed, Player::kBlue}) {
    const auto index = static_cast<std::size_t>(Index(side));
    header.setups[index] = *SeatOf(game, side).setup;
    header.names[index] = SeatOf(game, side).user.value_or("");
  }
  header.started = hooks_.now();
  header.clock = game.clock_rule;
  auto play = RecordedGame::Start(header);
  if (!play) {  // both setups were checked: not expected, but never a crash
    hooks_.log(Name(game) + ": cannot start: " + play.error());
    return;
  }
  Commit(
      game, "setup", std::move(*play),
      [this](Game& started) {
        hooks_.log(Name(started) + ": starts");
        if (!started.by_code && hooks_.forget_seats) hooks_.forget_seats(started.id);
        for (Player side : {Player::kRed, Player::kBlue}) {
          if (const ConnectionId to = SeatOf(started, side).connection; to != 0)
            hooks_.send(to, StartFor(started, side));
        }
        for (const ConnectionId spectator : started.spectators)
          hooks_.send(spectator, WatchingFor(started));
      },
      [this, last](Game& refused) {
        // Nothing was saved: the setup just received is forgotten, so that its player may send
        // it again (an already_set_up refusal would leave the game stuck).
        SeatOf(refused, last).setup.reset();
        SaveSeats(refused);
        TellOpponentOf(refused, last);
      });
}

// --- playing ---

void GameHost::Commit(Game& game, const std::string& request, RecordedGame next,
                      std::function<void(Game&)> then, std::function<void(Game&)> failed) {
  game.saving = true;
  std::optional<GameClock> clock = ClockAfter(game, next);
  // Kept alive, unchanged, until the save is done (the hook's contract).
  auto pending = std::make_shared<RecordedGame>(std::move(next));
  const int id = game.id;
  hooks_.save(
      id, pending->record(),
      [this, id, request, pending, clock, then = std::move(then), failed = std::move(failed)](
          const Status& saved) { Saved(id, request, *pending, clock, saved, then, failed); });
}

void GameHost::Saved(int id, const std::string& request, RecordedGame& next,
                     const std::optional<GameClock>& clock, const Status& saved,
                     const std::function<void(Game&)>& then,
                     const std::function<void(Game&)>& failed) {
  Game* game = Find(id);
  if (!game) return;  // not expected: a game being saved is not forgotten
  game->saving = false;
  ++nested_saves_;
  if (!saved) {
    hooks_.log(Name(*game) + ": cannot save: " + saved.error());
    const Message error =
        ErrorMessage("save_failed",
                     "the server cannot save the game (" + saved.error() + "): not done", request);
    // Both players are told: the game stands where it was saved last.
    Announce(
        *game, [&](std::optional<Player>) { return error; }, false);
    if (failed) failed(*game);
  } else {
    game->play = std::move(next);
    game->clock = clock;
    then(*game);
    if (Find(id) == game) ArmTimer(*game);
  }
  --nested_saves_;
  // A save done at once (inside another's `then`, or a caller's Commit) leaves the rest to the
  // outermost, whose callers hold no reference to the game.
  if (nested_saves_ == 0) DrainWaiting(id, saved.ok());
}

void GameHost::DrainWaiting(int id, bool saved) {
  Game* game = nullptr;
  while ((game = Find(id)) && !game->saving && !game->waiting.empty()) {
    const std::function<void()> waited = std::move(game->waiting.front());
    game->waiting.pop_front();
    waited();
  }
  if (!(game = Find(id)) || game->saving) return;
  // Not after a failure: a computer player whose move cannot be saved is asked again when a
  // player joins the game, not at once (on a full disk that would be a busy loop).
  if (saved) AskAgentIfToMove(*game);
  ForgetIfDone(*game);
}

void GameHost::Act(ConnectionId id, Game& game, Player seat, const Message& request) {
  if (!game.play)
    return Error(id, "not_started", "the game starts when both armies are set up", request);
  const GameState& state = game.play->state();
  if (state.over()) return Error(id, "game_over", Describe(state.result()), request);
  const std::string type(MessageTypeName(request.type));
  RecordedGame next = *game.play;
  Status done;
  switch (request.type) {
    case MessageType::kMove:
      return MoveFor(id, game, seat, request.move);
    case MessageType::kRescue: {
      if (auto why = state.WhyRescueIllegal(seat, request.rescue))
        return Error(id, "illegal", *why, request);
      const MoveReport report = next.ApplyRescue(seat, request.rescue);
      return Commit(game, type, std::move(next), [this, seat, report](Game& saved) {
        hooks_.log(Name(saved) + ": " + SeatWord(seat) + " rescues");
        AnnounceRescue(saved, seat, report);
        AskAgentIfToMove(saved);
      });
    }
    case MessageType::kDeclineRescue:
      done = next.DeclineRescue(seat);
      break;
    case MessageType::kOfferDraw:
      done = next.OfferDraw(seat);
      break;
    case MessageType::kAcceptDraw:
      done = next.AcceptDraw(seat);
      break;
    case MessageType::kResign:
      done = next.Resign(seat);
      break;
    default:
      return Error(id, "unknown_type", "the server does not take " + type, request);
  }
  if (!done) return Error(id, "illegal", done.error(), request);
  const MessageType kind = request.type;
  Commit(game, type, std::move(next), [this, seat, type, kind](Game& saved) {
    hooks_.log(Name(saved) + ": " + SeatWord(seat) + " " + type);
    if (kind == MessageType::kDeclineRescue) {
      Message declined;
      declined.type = MessageType::kRescueDeclined;
      Announce(saved, [&](std::optional<Player>) { return declined; });
      AskAgentIfToMove(saved);
    } else if (kind == MessageType::kOfferDraw) {
      Message offer;
      offer.type = MessageType::kDrawOffer;
      offer.seat = seat;
      Announce(saved, [&](std::optional<Player>) { return offer; });
    }
    if (saved.play->state().over()) AnnounceEnd(saved);
  });
}

void GameHost::MoveFor(ConnectionId id, Game& game, Player seat, Move move) {
  Message request;
  request.type = MessageType::kMove;
  const GameState& state = game.play->state();
  if (state.to_move() != seat)
    return Error(id, "not_your_turn", std::string(PlayerName(state.to_move())) + " is to move",
                 request);
  // RULES.md §7: a rescue ends its maker's turn, so the opponent waits for it.
  if (state.rescue_chance().open())
    return Error(
        id, "not_your_turn",
        std::string(PlayerName(state.rescue_chance().rescuer)) + " may first rescue a piece",
        request);
  if (auto why = state.WhyIllegal(move)) return Error(id, "illegal", *why, request);
  RecordedGame next = *game.play;
  const MoveReport report = next.ApplyMove(move);
  Commit(game, "move", std::move(next),
         [this, report](Game& saved) { AnnounceMove(saved, report); });
}

void GameHost::AnnounceMove(Game& game, const MoveReport& report) {
  const bool rescue_open = game.play->state().rescue_chance().open();
  Announce(game, [&](std::optional<Player> side) {
    Message message;
    message.type = MessageType::kReport;
    message.reports = {ToWire(report, side)};
    message.rescue_open = rescue_open;
    return message;
  });
  if (game.play->state().over()) AnnounceEnd(game);
  if (rescue_open && SeatOf(game, report.mover).agent) AgentRescue(game, report.mover);
  AskAgentIfToMove(game);
}

void GameHost::AnnounceEnd(Game& game) {
  Message over;
  over.type = MessageType::kOver;
  over.times = TimesOf(game);
  over.result = game.play->state().result();
  over.text = Describe(over.result);
  hooks_.log(Name(game) + ": over: " + over.text);
  Announce(game, [&](std::optional<Player>) { return over; });
}

void GameHost::Announce(Game& game,
                        const std::function<Message(std::optional<Player>)>& message_for,
                        bool spectators) {
  const std::optional<WireTimes> times = TimesOf(game);
  auto with_times = [&](Message message) {
    if (CarriesTimes(message.type)) message.times = times;
    return message;
  };
  for (Player side : {Player::kRed, Player::kBlue}) {
    if (const ConnectionId to = SeatOf(game, side).connection; to != 0)
      hooks_.send(to, with_times(message_for(side)));
  }
  if (!spectators || game.spectators.empty()) return;
  const Message public_message = with_times(message_for(std::nullopt));
  for (const ConnectionId spectator : game.spectators)
    hooks_.send(spectator, public_message);
}

// --- the computer player's seats ---

void GameHost::AskAgentIfToMove(Game& game) {
  if (!game.play || game.agent_thinking || game.saving) return;
  const GameState& state = game.play->state();
  if (state.over() || state.rescue_chance().open()) return;
  Seat& seat = SeatOf(game, state.to_move());
  if (!seat.agent) return;
  game.agent_thinking = true;
  std::optional<ClockMs> budget;
  if (game.clock)
    budget = MoveBudget(game.clock->Left(state.to_move(), Now()), game.clock->rule().increment_ms);
  hooks_.ask_agent(game.id, state.ply(), *seat.agent, BuildView(state, state.to_move()), budget);
}

void GameHost::AgentAnswered(int id, int ply, const Expected<Move>& move) {
  Game* game = Find(id);
  if (!game || !game->play) return;
  if (game->saving) {  // answered against the game as saved, once it is
    game->waiting.push_back([this, id, ply, move] { AgentAnswered(id, ply, move); });
    return;
  }
  game->agent_thinking = false;
  if (OutOfTime(*game)) return ClockRanOut(id);
  const GameState& state = game->play->state();
  if (state.over() || state.ply() != ply) {  // the game went on without it (a resignation)
    ForgetIfDone(*game);
    return;
  }
  const Player seat = state.to_move();
  RecordedGame next = *game->play;
  if (!move || state.WhyIllegal(*move)) {
    hooks_.log(Name(*game) + ": the computer player resigns: " +
               (move ? *state.WhyIllegal(*move) : move.error()));
    if (!next.Resign(seat)) return;
    return Commit(*game, "resign", std::move(next), [this](Game& saved) { AnnounceEnd(saved); });
  }
  const MoveReport report = next.ApplyMove(*move);
  // When the save fails the move is not made; the computer player is asked again when a player
  // joins the game (Saved).
  Commit(*game, "move", std::move(next),
         [this, report](Game& saved) { AnnounceMove(saved, report); });
}

void GameHost::AgentRescue(Game& game, Player seat) {
  Seat& own = SeatOf(game, seat);
  const auto choice = own.agent->ChooseRescue(BuildView(game.play->state(), seat));
  RecordedGame next = *game.play;
  std::optional<MoveReport> report;
  if (choice && *choice && !game.play->state().WhyRescueIllegal(seat, **choice)) {
    report = next.ApplyRescue(seat, **choice);
  } else if (!next.DeclineRescue(seat)) {
    return;
  }
  Commit(game, report ? "rescue" : "decline_rescue", std::move(next),
         [this, seat, report](Game& saved) {
           if (report) return AnnounceRescue(saved, seat, *report);
           Message declined;
           declined.type = MessageType::kRescueDeclined;
           Announce(saved, [&](std::optional<Player>) { return declined; });
           if (saved.play->state().over()) AnnounceEnd(saved);
         });
}

void GameHost::AnnounceRescue(Game& game, Player seat, const MoveReport& report) {
  Announce(game, [&](std::optional<Player> side) {
    Message rescued;
    rescued.type = MessageType::kRescued;
    rescued.seat = seat;
    rescued.rescued = *ToWire(report, side).rescue;
    return rescued;
  });
  if (game.play->state().over()) AnnounceEnd(game);
}

// --- the clock ---

ClockMs GameHost::Now() const {
  if (hooks_.steady_now) return hooks_.steady_now();
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::optional<GameClock> GameHost::ClockAfter(const Game& game, RecordedGame& next) const {
  if (!game.clock_rule) return std::nullopt;
  GameClock clock = game.clock.value_or(GameClock(*game.clock_rule));
  const ClockMs now = Now();
  clock.Switch(RunnerOf(next.state()), now);
  next.SetClockLeft(clock.LeftAt(now));
  return clock;
}

void GameHost::ArmTimer(const Game& game) {
  if (!hooks_.set_timer || !game.clock) return;
  const std::optional<Player> runner = game.clock->running();
  hooks_.set_timer(
      game.id, runner ? std::optional<ClockMs>(game.clock->Left(*runner, Now())) : std::nullopt);
}

bool GameHost::OutOfTime(const Game& game) const {
  if (!game.clock || !game.play || game.play->state().over()) return false;
  const std::optional<Player> runner = game.clock->running();
  return runner && game.clock->Left(*runner, Now()) == 0;
}

std::optional<WireTimes> GameHost::TimesOf(const Game& game) const {
  if (!game.clock_rule) return std::nullopt;
  const GameClock clock = game.clock.value_or(GameClock(*game.clock_rule));
  const ClockMs now = Now();
  return WireTimes{clock.Left(Player::kRed, now), clock.Left(Player::kBlue, now), clock.running()};
}

void GameHost::ClockRanOut(int id) {
  Game* game = Find(id);
  if (!game || !game->play) return;
  if (game->saving) {  // decided against the game as saved, once it is
    game->waiting.push_back([this, id] { ClockRanOut(id); });
    return;
  }
  if (!OutOfTime(*game)) return ArmTimer(*game);  // early, or the turn passed meanwhile
  const Player loser = *game->clock->running();
  RecordedGame next = *game->play;
  if (!next.TimeOut(loser)) return;
  Commit(
      *game, "time", std::move(next),
      [this, loser](Game& saved) {
        hooks_.log(Name(saved) + ": " + SeatWord(loser) + " ran out of time");
        AnnounceEnd(saved);
      },
      [this](Game& unsaved) {
        // Tried again in a second, not at once (on a full disk that would be a busy loop).
        if (hooks_.set_timer) hooks_.set_timer(unsaved.id, 1000);
      });
}

}  // namespace stratego
