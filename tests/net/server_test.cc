// net/server.h through its Unix socket: whole games between clients that see only their views,
// no byte a seat receives holds an enemy rank before RULES.md §8 reveals it, requests for the
// other seat or out of turn are refused, bad clients are cut off without harm to other games, and
// a restarted server has every game back.
#include "net/server.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <future>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "core/random_setup.h"
#include "core/rng.h"
#include "io/file_io.h"
#include "io/setup_file.h"
#include "server_test_support.h"

namespace stratego {
namespace {

using testing::Connect;
using testing::NextMessage;
using testing::SeatOutcome;
using testing::TestServer;
using Json = nlohmann::json;

// Waits until the server lists game `game` (the host's request has been served).
void AwaitGame(const TestServer& server, int game) {
  auto watcher = Connect(server, "watcher");
  for (int attempt = 0; attempt < 500; ++attempt) {
    Message list;
    list.type = MessageType::kList;
    REQUIRE(watcher->Send(list));
    const Message games = NextMessage(*watcher);
    for (const GameSummary& summary : games.games)
      if (summary.game == game) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  FAIL("game " << game << " never came");
}

// Plays game 1 between alice (the host, Red) and bob, each seat a random agent, drawn after 300
// moves at most: the server saves every move to disk (with fsync), some milliseconds each.
std::array<SeatOutcome, 2> PlayWholeGame(const TestServer& server, RuleSet rules,
                                         std::uint64_t seed) {
  rules.max_moves = 300;
  auto red = std::async(std::launch::async, [&] {
    return testing::PlaySeat(server, "alice", testing::HostMessage(rules, ColourChoice::kRed),
                             seed);
  });
  AwaitGame(server, 1);
  auto blue = std::async(std::launch::async, [&] {
    return testing::PlaySeat(server, "bob", testing::JoinMessage(1), seed + 1);
  });
  return {red.get(), blue.get()};
}

// --- the no-leak check: every line a seat received, read as plain JSON ---

Rank RankOf(const Json& token) {
  REQUIRE(token.is_string());
  const auto rank = ParseRankToken(token.get<std::string>(), Numbering::kModern);
  REQUIRE(rank);
  return *rank;
}

Square SquareOf(const Json& name) {
  REQUIRE(name.is_string());
  const auto square = ParseSquare(name.get<std::string>());
  REQUIRE(square);
  return *square;
}

void RequireOnlyKeys(const Json& object, std::set<std::string> keys) {
  REQUIRE(object.is_object());
  keys.insert("type");
  for (const auto& [key, value] : object.items()) {
    INFO("member " << key << " of " << object.dump());
    CHECK(keys.count(key) == 1);
  }
}

// What the seat may know of the enemy's pieces, kept as the game goes: where each stands (by its
// place in the enemy's setup order) and its true rank, to check every rank the server names.
class LeakCheck {
 public:
  LeakCheck(Player seat, const Setup& own, const Setup& enemy) : seat_(seat), own_(own) {
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column)
        if (auto rank = enemy.At(row, column)) true_ranks_.push_back(*rank);
    }
  }

  void Line(const std::string& line) {
    INFO(line);
    const Json message = Json::parse(line);
    const std::string type = message.at("type");
    if (type == "start") return Start(message);
    if (type == "report") {
      RequireOnlyKeys(message, {"report", "rescue_open"});
      return Report(message.at("report"));
    }
    if (type == "rescued") {
      RequireOnlyKeys(message, {"seat", "piece", "rank", "square"});
      return Rescue(message.at("seat") == "red" ? Player::kRed : Player::kBlue, message);
    }
    // Every other message names no rank at all.
    static const std::map<std::string, std::set<std::string>> kRankless = {
        {"welcome", {"user", "version"}},
        {"joined", {"game", "seat", "rules", "opponent", "needs_setup"}},
        {"opponent", {"state", "name"}},
        {"draw_offer", {"by"}},
        {"rescue_declined", {}},
        {"over", {"result", "text"}},
    };
    const auto rankless = kRankless.find(type);
    INFO("a message the seat should not get: " << type);
    REQUIRE(rankless != kRankless.end());
    RequireOnlyKeys(message, rankless->second);
  }

  int ranks_heard() const { return ranks_heard_; }

 private:
  void Start(const Json& message) {
    RequireOnlyKeys(message, {"game", "seat", "setup", "enemy", "reports", "rescue_open",
                              "draw_offer", "result"});
    // Its own setup, nothing else.
    const SetupParseResult setup = ParseSetupText(message.at("setup").get<std::string>());
    REQUIRE(setup.setup);
    CHECK(setup.setup->cells == own_.cells);
    // The enemy's squares, and only squares.
    int index = 0;
    for (const Json& square : message.at("enemy"))
      at_[SquareOf(square).index()] = index++;
    CHECK(index == static_cast<int>(true_ranks_.size()));
    for (const Json& report : message.at("reports"))
      Report(report);
  }

  // An enemy rank named on the wire must be the piece's true rank, named where RULES.md §8 reveals
  // it: the enemy's attacker, the defender of the seat's attack unless the defence is silent
  // (§7), a rescued piece.
  void Heard(int piece, const Json& token) {
    REQUIRE(piece >= 0);
    CHECK(RankOf(token) == true_ranks_[static_cast<std::size_t>(piece)]);
    ++ranks_heard_;
  }

  void Report(const Json& report) {
    RequireOnlyKeys(report, {"mover", "move", "attacker", "defender", "silent", "outcome", "rescue",
                             "rescue_declined"});
    const Player mover = report.at("mover") == "red" ? Player::kRed : Player::kBlue;
    const Move move = *ParseMove(report.at("move").get<std::string>());
    const bool enemy_moves = mover != seat_;
    const int from = Take(move.from);
    const int to = Take(move.to);
    if (!report.contains("attacker")) {
      Put(move.to, from);
    } else {
      const std::string outcome = report.at("outcome");
      if (enemy_moves) {
        Heard(from, report.at("attacker"));
      } else if (report.at("silent").get<bool>()) {
        CHECK(report.at("defender").is_null());
      } else {
        Heard(to, report.at("defender"));
      }
      const int winner = outcome == "attacker" ? from : outcome == "defender" ? to : -1;
      if (winner != -1) Put(move.to, winner);
      for (int piece : {from, to})
        if (piece >= 0 && piece != winner) captured_.insert(piece);
    }
    if (report.contains("rescue")) Rescue(mover, report.at("rescue"));
  }

  void Rescue(Player rescuer, const Json& rescue) {
    if (rescuer == seat_) return;  // its own piece
    const int piece = rescue.at("piece").get<int>();
    CHECK(captured_.count(piece) == 1);
    captured_.erase(piece);
    Heard(piece, rescue.at("rank"));
    Put(SquareOf(rescue.at("square")), piece);
  }

  // The enemy piece on a square (-1 for none or the seat's own), taken off it.
  int Take(Square square) {
    const auto found = at_.find(square.index());
    if (found == at_.end()) return -1;
    const int piece = found->second;
    at_.erase(found);
    return piece;
  }
  void Put(Square square, int piece) {
    if (piece >= 0) at_[square.index()] = piece;
  }

  Player seat_;
  Setup own_;
  std::vector<Rank> true_ranks_;
  std::map<int, int> at_;  // square index → enemy piece (setup order)
  std::set<int> captured_;
  int ranks_heard_ = 0;
};

// Checks every line of one seat's transcript; the number of enemy ranks it heard.
int CheckNoLeak(const SeatOutcome& seat, const SeatOutcome& enemy) {
  LeakCheck check(seat.seat, seat.setup, enemy.setup);
  std::istringstream lines(seat.transcript);
  for (std::string line; std::getline(lines, line);)
    check.Line(line);
  return check.ranks_heard();
}

// A spectator's check (RULES.md §8): it may hear a rank only where both seats hear it (an
// attacker's; a defender's unless the defence was silent; a rescued piece's), and then the true
// one. Pieces are known by their owner and place in the owner's setup order.
class SpectatorCheck {
 public:
  SpectatorCheck(const Setup& red, const Setup& blue) {
    for (const auto& [side, setup] : {std::pair{0, &red}, std::pair{1, &blue}}) {
      for (int row = 0; row < kSetupRows; ++row) {
        for (int column = 0; column < kSetupColumns; ++column)
          if (auto rank = setup->At(row, column)) Ranks(side).push_back(*rank);
      }
    }
  }

  void Line(const std::string& line) {
    INFO(line);
    const Json message = Json::parse(line);
    const std::string type = message.at("type");
    if (type == "watching") return Watching(message);
    if (type == "report") {
      RequireOnlyKeys(message, {"report", "rescue_open"});
      return Report(message.at("report"));
    }
    if (type == "rescued") {
      RequireOnlyKeys(message, {"seat", "piece", "rank", "square"});
      return Rescue(message.at("seat") == "red" ? 0 : 1, message);
    }
    static const std::map<std::string, std::set<std::string>> kRankless = {
        {"welcome", {"user", "version"}},
        {"draw_offer", {"by"}},
        {"rescue_declined", {}},
        {"over", {"result", "text"}},
    };
    const auto rankless = kRankless.find(type);
    INFO("a message a spectator should not get: " << type);
    REQUIRE(rankless != kRankless.end());
    RequireOnlyKeys(message, rankless->second);
  }

  int ranks_heard() const { return ranks_heard_; }
  int silent_defences() const { return silent_; }

 private:
  using Piece = std::pair<int, int>;  // side (0 red, 1 blue), place in its setup order
  static constexpr Piece kNone{-1, -1};

  void Watching(const Json& message) {
    RequireOnlyKeys(message, {"game", "rules", "red", "blue", "red_pieces", "blue_pieces",
                              "reports", "rescue_open", "draw_offer", "result"});
    if (message.at("red_pieces").empty()) return;  // not started yet
    at_.clear();
    captured_.clear();
    for (int side : {0, 1}) {
      int index = 0;
      for (const Json& square : message.at(side == 0 ? "red_pieces" : "blue_pieces"))
        at_[SquareOf(square).index()] = {side, index++};
      CHECK(index == static_cast<int>(Ranks(side).size()));
    }
    for (const Json& report : message.at("reports"))
      Report(report);
  }

  void Heard(Piece piece, const Json& token) {
    REQUIRE(piece != kNone);
    CHECK(RankOf(token) == Ranks(piece.first)[static_cast<std::size_t>(piece.second)]);
    ++ranks_heard_;
  }

  void Report(const Json& report) {
    RequireOnlyKeys(report, {"mover", "move", "attacker", "defender", "silent", "outcome", "rescue",
                             "rescue_declined"});
    CHECK_FALSE(report.contains("rescue_declined"));  // the mover's to know
    const Move move = *ParseMove(report.at("move").get<std::string>());
    const Piece from = Take(move.from);
    const Piece to = Take(move.to);
    REQUIRE(from != kNone);
    if (!report.contains("attacker")) {
      at_[move.to.index()] = from;
    } else {
      Heard(from, report.at("attacker"));
      if (report.at("silent").get<bool>()) {
        CHECK(report.at("defender").is_null());
        ++silent_;
      } else {
        Heard(to, report.at("defender"));
      }
      const std::string outcome = report.at("outcome");
      const Piece winner = outcome == "attacker" ? from : outcome == "defender" ? to : kNone;
      if (winner != kNone) at_[move.to.index()] = winner;
      for (Piece piece : {from, to})
        if (piece != winner) captured_.insert(piece);
    }
    if (report.contains("rescue")) Rescue(report.at("mover") == "red" ? 0 : 1, report.at("rescue"));
  }

  void Rescue(int side, const Json& rescue) {
    const Piece piece{side, rescue.at("piece").get<int>()};
    CHECK(captured_.count(piece) == 1);
    captured_.erase(piece);
    Heard(piece, rescue.at("rank"));
    at_[SquareOf(rescue.at("square")).index()] = piece;
  }

  Piece Take(Square square) {
    const auto found = at_.find(square.index());
    if (found == at_.end()) return kNone;
    const Piece piece = found->second;
    at_.erase(found);
    return piece;
  }

  std::vector<Rank>& Ranks(int side) { return true_ranks_[static_cast<std::size_t>(side)]; }

  std::array<std::vector<Rank>, 2> true_ranks_;
  std::map<int, Piece> at_;
  std::set<Piece> captured_;
  int ranks_heard_ = 0;
  int silent_ = 0;
};

TEST_CASE("Server: two random agents play a whole game through the socket", "[net][server]") {
  TestServer server;
  RuleSet rules;
  SECTION("classic") {}
  SECTION("Barrage, rescue, silent defense") {
    rules.army = ArmyKind::kBarrage;
    rules.rescue = rules.silent_defense = true;
  }
  const auto [red, blue] = PlayWholeGame(server, rules, 7);
  INFO(red.error << " / " << blue.error);
  REQUIRE(red.error.empty());
  REQUIRE(blue.error.empty());
  CHECK(red.result.over());
  CHECK(red.result == blue.result);
  CHECK(red.seat == Player::kRed);
  CHECK(blue.seat == Player::kBlue);
  // The record on disk tells the same end.
  const auto files = ReadTextFile(server.data_dir() + "/1.game", 1 << 22);
  REQUIRE(files);
  CHECK(files->find("result:") != std::string::npos);
}

struct SpectatorOutcome {
  std::string transcript;  // every line from the first `watching` on
  std::string error;
};

// Watches `game` at `address` from as soon as it is hosted to its `over`. Without Catch2's
// macros: it runs on a thread of its own while the test's thread asserts.
SpectatorOutcome Spectate(const std::string& address, int game) {
  SpectatorOutcome outcome;
  auto connection = testing::OpenWithHello(address, "carol");
  if (!connection) {
    outcome.error = connection.error();
    return outcome;
  }
  Message watch;
  watch.type = MessageType::kWatch;
  watch.game = game;
  for (int attempt = 0; outcome.transcript.empty(); ++attempt) {
    if (attempt == 1000) {
      outcome.error = "the game never came";
      return outcome;
    }
    if (!(*connection)->Send(watch)) {
      outcome.error = "cannot send watch";
      return outcome;
    }
    auto answer = (*connection)->ReceiveLine();
    while (answer && answer->find("\"type\":\"welcome\"") != std::string::npos)
      answer = (*connection)->ReceiveLine();
    if (!answer) {
      outcome.error = answer.error();
      return outcome;
    }
    if (answer->find("\"no_game\"") == std::string::npos)
      outcome.transcript = *answer + "\n";
    else
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  for (;;) {
    auto line = (*connection)->ReceiveLine();
    if (!line) break;
    outcome.transcript += *line + "\n";
    if (line->find("\"type\":\"over\"") != std::string::npos) break;
  }
  return outcome;
}

TEST_CASE(
    "Server: no byte sent to a seat or a spectator holds a rank before RULES.md §8 reveals it",
    "[net][server]") {
  RuleSet rules;
  SECTION("classic") {}
  SECTION("silent defense and rescue") {
    rules.silent_defense = rules.rescue = true;
  }
  for (std::uint64_t seed : {3u, 11u}) {
    TestServer server;
    // A spectator watches game 1 from the start (as soon as it is hosted) to its end.
    auto spectator = std::async(std::launch::async, [&] { return Spectate(server.socket(), 1); });
    const auto [red, blue] = PlayWholeGame(server, rules, seed);
    REQUIRE(red.error.empty());
    REQUIRE(blue.error.empty());
    const int red_heard = CheckNoLeak(red, blue);
    const int blue_heard = CheckNoLeak(blue, red);
    // The check saw ranks (attacks happen in every random game), so it checked something.
    CHECK(red_heard > 0);
    CHECK(blue_heard > 0);
    const SpectatorOutcome watched = spectator.get();
    INFO(watched.error);
    REQUIRE(watched.error.empty());
    SpectatorCheck check(red.setup, blue.setup);
    std::istringstream lines(watched.transcript);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count)
      check.Line(line);
    CHECK(count > 10);
    CHECK(check.ranks_heard() > 0);
    if (rules.silent_defense) CHECK(check.silent_defences() > 0);
  }
}

// Two seats set up for game 1: alice (Red, the host) and bob (Blue), with the setups they sent.
struct ArrangedGame {
  std::unique_ptr<ServerConnection> red;
  std::unique_ptr<ServerConnection> blue;
  Setup red_setup;
  Setup blue_setup;
};

ArrangedGame Arrange(const TestServer& server, const std::string& red_user = "alice",
                     const std::string& blue_user = "bob",
                     std::optional<ClockRule> clock = std::nullopt) {
  ArrangedGame game;
  game.red = Connect(server, red_user);
  game.blue = Connect(server, blue_user);
  Rng rng(21);
  game.red_setup = RandomSetup(ArmyKind::kClassic, rng);
  game.blue_setup = RandomSetup(ArmyKind::kClassic, rng);
  Message host = testing::HostMessage(RuleSet{}, ColourChoice::kRed);
  host.clock = clock;
  REQUIRE(game.red->Send(host));
  const Message joined = NextMessage(*game.red);
  REQUIRE(joined.type == MessageType::kJoined);
  REQUIRE(joined.game >= 1);
  REQUIRE(game.blue->Send(testing::JoinMessage(joined.game)));
  REQUIRE(NextMessage(*game.blue).type == MessageType::kJoined);
  Message setup;
  setup.type = MessageType::kSetup;
  setup.setup = game.red_setup;
  REQUIRE(game.red->Send(setup));
  setup.setup = game.blue_setup;
  REQUIRE(game.blue->Send(setup));
  REQUIRE(NextMessage(*game.red).type == MessageType::kStart);
  REQUIRE(NextMessage(*game.blue).type == MessageType::kStart);
  return game;
}

Message MoveMessage(std::string_view move) {
  Message message;
  message.type = MessageType::kMove;
  message.move = *ParseMove(move);
  return message;
}

// A legal first move of Red's: a front-row piece that moves, straight ahead (not into a lake).
Move FirstRedMove(const Setup& red) {
  for (int column = 0; column < kSetupColumns; ++column) {
    const auto rank = red.At(0, column);
    const Square from = SetupSquare(Player::kRed, 0, column);
    const Square to = Square::At(from.file(), from.row() + 1);
    if (rank && IsMovable(*rank) && !IsLake(to)) return {from, to};
  }
  FAIL("no front-row piece moves");
  return {};
}

TEST_CASE("Server: a move whose save fails on the writer thread is refused to both, not made",
          "[net][server]") {
  TestServer server;
  ArrangedGame game = Arrange(server);
  const std::string file = server.data_dir() + "/1.game";
  const auto before = ReadTextFile(file, 1 << 20);
  REQUIRE(before);
  // A folder where the game's file was: the save cannot replace it (as on a full disk, it fails).
  std::filesystem::rename(file, file + ".kept");
  std::filesystem::create_directory(file);
  const Move red_move = FirstRedMove(game.red_setup);
  REQUIRE(game.red->Send(MoveMessage(FormatMove(red_move))));
  const Message refused = NextMessage(*game.red);
  CHECK(refused.type == MessageType::kError);
  CHECK(refused.code == "save_failed");
  const Message told = NextMessage(*game.blue);
  CHECK(told.code == "save_failed");
  // The move was not made: once the file can be written, Red is still to move, and the same
  // move is taken and reported to both.
  std::filesystem::remove(file);
  std::filesystem::rename(file + ".kept", file);
  REQUIRE(game.red->Send(MoveMessage(FormatMove(red_move))));
  const Message report = NextMessage(*game.red);
  REQUIRE(report.type == MessageType::kReport);
  CHECK(report.reports.at(0).move == red_move);
  CHECK(NextMessage(*game.blue).type == MessageType::kReport);
  const auto after = ReadTextFile(file, 1 << 20);
  REQUIRE(after);
  CHECK(after->find(FormatMove(red_move)) != std::string::npos);
  CHECK(before->find(FormatMove(red_move)) == std::string::npos);
}

TEST_CASE("Server: moves for the other seat, out of turn or by strangers are refused",
          "[net][server]") {
  TestServer server;
  ArrangedGame game = Arrange(server);
  const Move red_move = FirstRedMove(game.red_setup);
  // Blue moves while Red is to move: its own piece, out of turn.
  const Square blue_front = SetupSquare(Player::kBlue, 0, 0);
  const Move blue_move{blue_front, Square::At(blue_front.file(), blue_front.row() - 1)};
  Message blue_request = MoveMessage(FormatMove(blue_move));
  REQUIRE(game.blue->Send(blue_request));
  Message refused = NextMessage(*game.blue);
  CHECK(refused.type == MessageType::kError);
  CHECK(refused.code == "not_your_turn");
  CHECK(refused.request == "move");
  // Bob forges Red's move: Red is to move, but the seat of his connection is Blue.
  REQUIRE(game.blue->Send(MoveMessage(FormatMove(red_move))));
  CHECK(NextMessage(*game.blue).code == "not_your_turn");
  // Alice moves one of Blue's pieces on her turn: not hers.
  REQUIRE(game.red->Send(blue_request));
  refused = NextMessage(*game.red);
  CHECK(refused.code == "illegal");
  // From an empty square: the text docs/protocol.md shows.
  REQUIRE(game.red->Send(MoveMessage("a5-a6")));
  refused = NextMessage(*game.red);
  CHECK(refused.code == "illegal");
  CHECK(refused.message == "there is no piece on a5");
  // Carol, in no game, and trying to take a seat of a full game.
  auto carol = Connect(server, "carol");
  REQUIRE(carol->Send(MoveMessage(FormatMove(red_move))));
  CHECK(NextMessage(*carol).code == "no_game");
  REQUIRE(carol->Send(testing::JoinMessage(1)));
  CHECK(NextMessage(*carol).code == "not_your_game");
  // The game is unharmed: Red's legal move is played and both hear it, first of the game.
  REQUIRE(game.red->Send(MoveMessage(FormatMove(red_move))));
  for (ServerConnection* seat : {game.red.get(), game.blue.get()}) {
    const Message report = NextMessage(*seat);
    REQUIRE(report.type == MessageType::kReport);
    CHECK(report.reports.at(0).move == red_move);
    CHECK(report.reports.at(0).mover == Player::kRed);
  }
  const auto record = ReadTextFile(server.data_dir() + "/1.game", 1 << 20);
  REQUIRE(record);
  CHECK(record->find("1. " + FormatMove(red_move)) != std::string::npos);
  CHECK(record->find("2. ") == std::string::npos);
}

TEST_CASE("Server: bad lines get errors, repeated ones a disconnection, other games go on",
          "[net][server]") {
  TestServer server;
  ArrangedGame game = Arrange(server);
  auto mallory = Connect(server, "mallory");
  // An oversized line: refused as too long, and the connection still works.
  REQUIRE(mallory->SendLine(std::string(kMaxLineBytes + 10, 'x')));
  Message refused = NextMessage(*mallory);
  CHECK(refused.code == "too_long");
  Message list;
  list.type = MessageType::kList;
  REQUIRE(mallory->Send(list));
  CHECK(NextMessage(*mallory).type == MessageType::kGames);
  // Malformed lines: each gets an error; the tenth bad request ends the connection.
  for (int bad = 2; bad <= 10; ++bad) {
    REQUIRE(mallory->SendLine(bad % 2 == 0 ? "{not json" : "{\"type\":\"move\"}"));
    refused = NextMessage(*mallory);
    CHECK(refused.type == MessageType::kError);
    CHECK((refused.code == "bad_json" || refused.code == "bad_field"));
  }
  CHECK_FALSE(mallory->Receive());  // closed
  // The game goes on.
  const Move red_move = FirstRedMove(game.red_setup);
  REQUIRE(game.red->Send(MoveMessage(FormatMove(red_move))));
  CHECK(NextMessage(*game.blue).type == MessageType::kReport);
}

TEST_CASE("Server: a second hello is refused as bad_field and counts toward the limit",
          "[net][server]") {
  TestServer server([](ServerOptions& options) { options.max_bad_requests = 2; });
  auto twice = Connect(server, "twice");
  const std::string hello = R"({"type":"hello","version":1,"client":"test"})";
  REQUIRE(twice->SendLine(hello));
  CHECK(NextMessage(*twice).code == "bad_field");
  REQUIRE(twice->SendLine(hello));
  CHECK(NextMessage(*twice).code == "bad_field");
  CHECK_FALSE(twice->Receive());  // the second bad request: closed
}

TEST_CASE("Server: a connection that never says hello is closed after the timeout",
          "[net][server]") {
  TestServer server(
      [](ServerOptions& options) { options.hello_timeout = std::chrono::milliseconds(100); });
  auto silent = ServerConnection::Open(server.socket());
  REQUIRE(silent);
  const auto line = (*silent)->ReceiveLine();  // nothing comes but the end
  CHECK_FALSE(line);
  // A request before hello is refused: on a server with the default timeout, so that the answer
  // does not race a timeout of 100 ms on a loaded machine.
  TestServer patient;
  auto hasty = ServerConnection::Open(patient.socket());
  REQUIRE(hasty);
  REQUIRE((*hasty)->SendLine("{\"type\":\"list\"}"));
  CHECK(NextMessage(**hasty).code == "no_hello");
}

TEST_CASE("Server: a Unix user's connections beyond the cap are told so and closed",
          "[net][server]") {
  TestServer server([](ServerOptions& options) { options.max_connections_per_uid = 3; });
  std::vector<std::unique_ptr<ServerConnection>> open;
  for (int i = 0; i < 3; ++i)
    open.push_back(Connect(server, "user" + std::to_string(i)));
  auto refused = ServerConnection::Open(server.socket());
  REQUIRE(refused);
  (*refused)->SetReceiveTimeout(std::chrono::seconds(30));
  const auto told = (*refused)->Receive();
  REQUIRE(told);
  CHECK(told->code == "too_many_connections");
  CHECK_FALSE((*refused)->Receive());  // closed
  // One closes: there is room again for one.
  Message bye;
  bye.type = MessageType::kBye;
  REQUIRE(open.back()->Send(bye));
  CHECK_FALSE(open.back()->Receive());
  open.pop_back();
  open.push_back(Connect(server, "again"));
}

TEST_CASE("Server: hosting beyond a user's cap of games not yet started is refused",
          "[net][server]") {
  TestServer server([](ServerOptions& options) { options.max_unstarted_games = 2; });
  auto alice = Connect(server, "alice");
  const Message host = testing::HostMessage(RuleSet{}, ColourChoice::kRed);
  for (int i = 0; i < 2; ++i) {
    REQUIRE(alice->Send(host));
    CHECK(NextMessage(*alice).type == MessageType::kJoined);
  }
  REQUIRE(alice->Send(host));
  const Message refused = NextMessage(*alice);
  CHECK(refused.type == MessageType::kError);
  CHECK(refused.code == "too_many_games");
  // Another user is not held back by alice's games.
  auto bob = Connect(server, "bob");
  REQUIRE(bob->Send(host));
  CHECK(NextMessage(*bob).type == MessageType::kJoined);
}

TEST_CASE("Server: a client that reads nothing is dropped, not buffered without bound",
          "[net][server]") {
  TestServer server([](ServerOptions& options) { options.max_queued_bytes = 64 * 1024; });
  auto reader = Connect(server, "reader");
  // Requests whose answers are never read: the socket's buffers fill, then the server's queue.
  Message list;
  list.type = MessageType::kList;
  const std::string line = FormatMessage(list);
  bool cut_off = false;
  for (int i = 0; i < 200000 && !cut_off; ++i)
    cut_off = !reader->SendLine(line).ok();
  CHECK(cut_off);
  bool dropped = false;
  for (const std::string& entry : server.log()) {
    UNSCOPED_INFO(entry);
    dropped = dropped || entry.find("reads nothing") != std::string::npos;
  }
  CHECK(dropped);
}

TEST_CASE("Server: a dropped seat is given back to its user, with the game so far",
          "[net][server]") {
  TestServer server;
  ArrangedGame game = Arrange(server);
  const Move red_move = FirstRedMove(game.red_setup);
  REQUIRE(game.red->Send(MoveMessage(FormatMove(red_move))));
  REQUIRE(NextMessage(*game.red).type == MessageType::kReport);
  REQUIRE(NextMessage(*game.blue).type == MessageType::kReport);
  game.blue.reset();  // Bob's program is gone
  auto notice = game.red->Receive();
  REQUIRE(notice);
  CHECK(notice->type == MessageType::kOpponent);
  CHECK(notice->opponent == OpponentState::kDisconnected);
  SECTION("the same user joins again") {}
  SECTION("after a restart of the server") {
    server.Restart();
  }
  auto bob = Connect(server, "bob");
  REQUIRE(bob->Send(testing::JoinMessage(1)));
  const Message joined = NextMessage(*bob);
  REQUIRE(joined.type == MessageType::kJoined);
  CHECK(joined.seat == Player::kBlue);
  CHECK_FALSE(joined.needs_setup);
  const Message start = NextMessage(*bob);
  REQUIRE(start.type == MessageType::kStart);
  CHECK(start.setup.cells == game.blue_setup.cells);
  REQUIRE(start.reports.size() == 1);
  CHECK(start.reports[0].move == red_move);
  const auto view = ViewFromStart(RuleSet{}, start);
  REQUIRE(view);
  CHECK(view->to_move == Player::kBlue);
}

TEST_CASE(
    "Server: a side whose clock runs out loses on the server's timer, and a restart keeps times",
    "[net][server][clock]") {
  TestServer server;
  SECTION("Red does not move within its second") {
    ArrangedGame game = Arrange(server, "alice", "bob", ClockRule{1000, 0});
    for (auto* seat : {game.red.get(), game.blue.get()}) {
      const Message over = NextMessage(*seat);
      REQUIRE(over.type == MessageType::kOver);
      CHECK(over.text == "Red ran out of time: Blue wins");
      CHECK(over.times == WireTimes{0, 1000, std::nullopt});
    }
    const auto saved = ReadTextFile(server.data_dir() + "/1.game", 1 << 20);
    REQUIRE(saved);
    CHECK_THAT(*saved, Catch::Contains("\nred runs out of time\nresult: blue wins (time)\n"));
  }
  SECTION("the clocks come back after a restart, Blue's running") {
    ArrangedGame game = Arrange(server, "alice", "bob", ClockRule{600000, 0});
    REQUIRE(game.red->Send(MoveMessage(FormatMove(FirstRedMove(game.red_setup)))));
    const Message report = NextMessage(*game.red);
    REQUIRE(report.type == MessageType::kReport);
    REQUIRE(report.times);
    CHECK(report.times->running == Player::kBlue);
    game = {};
    server.Restart();
    auto bob = Connect(server, "bob");
    REQUIRE(bob->Send(testing::JoinMessage(1)));
    CHECK(NextMessage(*bob).clock == ClockRule{600000, 0});
    const Message start = NextMessage(*bob);
    REQUIRE(start.times);
    CHECK(start.times->red_ms == report.times->red_ms);
    CHECK(start.times->running == Player::kBlue);
    CHECK(start.times->blue_ms <= 600000);
    CHECK(start.times->blue_ms > 590000);
  }
}

}  // namespace
}  // namespace stratego
