// app/ucc_bot.h: the bot side of the UCC 2012 protocol (FORMATS.md §3), line by line: whole
// games against an in-process referee, and every kind of bad input ending with a clear message.
#include "app/ucc_bot.h"

#include <catch2/catch.hpp>

#include "ai/computer_player.h"
#include "core/game_state.h"
#include "core/random_setup.h"

namespace stratego {
namespace {

constexpr const char* kLakes = "..++..++..";
constexpr const char* kEnemies = "##########";

// A bot playing random moves, and what it answered last.
struct Session {
  explicit Session(std::uint64_t seed = 1) : agent(MakeRandomAgent(seed)), bot(*agent, RuleSet{}) {}

  UccBot::Reply Send(const std::string& line) { return last = bot.Consume(line); }
  // Sends the start line and returns the setup lines the bot answered.
  UccSetupLines Start(Player colour) {
    Send(FormatUccStart({colour, "tester"}));
    REQUIRE(last.lines.size() == kUccSetupLines);
    UccSetupLines lines;
    std::copy(last.lines.begin(), last.lines.end(), lines.begin());
    return lines;
  }
  // Sends the board lines: Red's four rows, the two rows of the lakes, Blue's four rows.
  void SendBoard(const UccSetupLines& red, const UccSetupLines& blue,
                 const std::array<std::string, 2>& middle = {kLakes, kLakes}) {
    for (const std::string& line : red)
      Send(line);
    for (const std::string& line : middle)
      Send(line);
    for (const std::string& line : blue)
      Send(line);
  }

  std::unique_ptr<Agent> agent;
  UccBot bot;
  UccBot::Reply last;
};

// The referee's answer to Red's first move: OK, or a lost attack when a Scout reached Blue's
// front row (y = 6).
std::string EchoOfFirstMove(const std::string& move) {
  const UccMove parsed = ParseUccMove(move).value();
  return move + (parsed.y + parsed.steps >= 6 ? " DIES 9 1" : " OK");
}

UccSetupLines Hidden() {
  return {kEnemies, kEnemies, kEnemies, kEnemies};
}

// After the game: the bot's last view names the opponent and shows no enemy rank other than the
// true one; after the bot took the Flag, it shows the Flag (for what it keeps of the opponent,
// cmd_bot.cc). Returns whether the bot took the Flag.
bool CheckLastView(const UccBot& bot, const GameState& state, Player colour) {
  CHECK(bot.opponent() == "tester");
  REQUIRE(bot.view());
  const PlayerView& view = *bot.view();
  const Player enemy = Opponent(colour);
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    const Rank shown = view.board.piece(id).rank;
    if (shown != Rank::kUnknown) CHECK(shown == state.board().piece(id).rank);
  }
  const bool took_flag =
      state.result().winner == colour && state.result().reason == EndReason::kFlagCaptured;
  if (took_flag) {
    const PieceId flag = view.board.At(state.history().back().move.to);
    REQUIRE(flag != kNoPiece);
    CHECK(view.board.piece(flag).rank == Rank::kFlag);
    CHECK(view.board.piece(flag).owner == enemy);
  }
  return took_flag;
}

// Plays a whole game as the referee does (io/ucc_protocol.h): every move's line goes to the bot,
// a board before each of its turns; the opponent plays random moves. The bot must answer only
// legal moves and never fail. Returns whether the bot took the Flag.
bool PlayWholeGame(Player colour, std::uint64_t seed) {
  INFO(PlayerName(colour) << ", seed " << seed);
  Session session(seed);
  auto send = [&](const std::string& line) {
    const UccBot::Reply& reply = session.Send(line);
    if (!reply.error.empty()) FAIL(reply.error);
    REQUIRE_FALSE(reply.finished);
    return reply;
  };
  const UccSetupLines lines = session.Start(colour);
  const Setup own = ParseUccSetup(lines, colour, ArmyKind::kClassic).value();
  Rng rng(seed);
  const Setup other = RandomSetup(ArmyKind::kClassic, rng);
  const bool red = colour == Player::kRed;
  GameState state = GameState::Create({}, red ? own : other, red ? other : own).value();
  if (red) send("START");
  while (!state.over() && state.ply() < 600) {
    MoveReport report;
    if (state.to_move() == colour) {
      UccBot::Reply answer;
      for (const UccBoardLine& line : UccBoardOf(BuildView(state, colour)))
        answer = send(FormatUccBoardLine(line));
      REQUIRE(answer.lines.size() == 1);
      const auto move = FromUccMove(ParseUccMove(answer.lines[0]).value());
      REQUIRE(move.has_value());
      auto made = state.TryMove(*move);
      if (!made) FAIL("the bot answered " << answer.lines[0] << ": " << made.error());
      report = *made;
    } else {
      const std::vector<Move> moves = state.LegalMoves();
      report = state.ApplyMove(
          moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    }
    const std::string line = FormatUccResult(UccResultOf(report, state.result()));
    if (state.over()) {
      session.Send(line);
      CHECK(session.last.error.empty());
    } else {
      send(line);
    }
  }
  const UccBot::Reply quit = session.Send("QUIT DRAW");
  CHECK(quit.finished);
  CHECK(quit.error.empty());
  return CheckLastView(session.bot, state, colour);
}

TEST_CASE("UCC bot: plays whole games as either colour against a referee", "[app][ucc_bot]") {
  int flags_taken = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    flags_taken += PlayWholeGame(Player::kRed, seed) ? 1 : 0;
    flags_taken += PlayWholeGame(Player::kBlue, seed) ? 1 : 0;
  }
  CHECK(flags_taken > 0);  // so the Flag's note was seen
}

TEST_CASE("UCC bot: the first turn, as Red and as Blue", "[app][ucc_bot]") {
  SECTION("Red is told START and answers a move of its front row") {
    Session red;
    const UccSetupLines setup = red.Start(Player::kRed);
    red.Send("START");
    red.SendBoard(setup, Hidden());
    REQUIRE(red.last.lines.size() == 1);
    const UccMove move = ParseUccMove(red.last.lines[0]).value();
    CHECK(move.y == 3);
    CHECK(move.direction == UccDirection::kDown);
    CHECK(red.Send(EchoOfFirstMove(red.last.lines[0])).error == "");
    CHECK(red.Send("QUIT").finished);
  }
  SECTION("Blue learns Red's first move before its first board") {
    Session blue;
    const UccSetupLines setup = blue.Start(Player::kBlue);
    blue.Send("4 3 DOWN OK");
    UccSetupLines red = Hidden();
    red[3][4] = '.';
    blue.SendBoard(red, setup, {"..++#.++..", kLakes});  // the moved piece is on y = 4
    REQUIRE(blue.last.error.empty());
    REQUIRE(blue.last.lines.size() == 1);
    CHECK(ParseUccMove(blue.last.lines[0]).value().y == 6);
  }
  SECTION("A first board that does not show Red's first move is refused") {
    Session blue;
    const UccSetupLines setup = blue.Start(Player::kBlue);
    blue.Send("4 3 DOWN OK");
    UccSetupLines red = Hidden();
    red[3][4] = '.';
    blue.SendBoard(red, setup);
    CHECK(blue.last.error ==
          "line 12: '4 3 DOWN OK' (line 2) does not fit the first board: no enemy piece stands on "
          "x = 4, y = 4");
  }
}

TEST_CASE("UCC bot: the computer's setup lands on its own rows as Red and as Blue",
          "[app][ucc_bot]") {
  // The UCC manager puts setup line i on y = i for Red and y = 6 + i for Blue (FORMATS.md §3);
  // the computer's setups have the Flag on the back row: y = 0 for Red, y = 9 for Blue. Read
  // from the raw lines, so that a fault shared by the bot's formatting and the parsing in
  // io/ucc_protocol.cc cannot hide it.
  for (Player colour : {Player::kRed, Player::kBlue}) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      INFO(PlayerName(colour) << ", seed " << seed);
      ComputerOptions options;
      options.level = Level::kHard;
      options.seed = seed;
      options.samples = 1;
      auto agent = MakeComputerPlayer(options);
      UccBot bot(*agent, RuleSet{});
      const UccBot::Reply reply = bot.Consume(FormatUccStart({colour, "tester"}));
      REQUIRE(reply.lines.size() == kUccSetupLines);
      const std::size_t back = colour == Player::kRed ? 0 : kUccSetupLines - 1;
      CHECK(reply.lines[back].find('F') != std::string::npos);
      for (const std::string& line : reply.lines)
        CHECK(line.size() == 10);
      // And the first move goes from the bot's own rows towards the enemy's.
      if (colour == Player::kRed) {
        REQUIRE(bot.Consume("START").lines.empty());
      } else {
        REQUIRE(bot.Consume("9 3 DOWN OK").lines.empty());  // Red's piece from j4 to j5
      }
      UccSetupLines own;
      std::copy(reply.lines.begin(), reply.lines.end(), own.begin());
      UccSetupLines red = Hidden();
      std::array<std::string, 2> middle = {kLakes, kLakes};
      if (colour == Player::kBlue) {
        red[3][9] = '.';
        middle[0][9] = '#';
      }
      UccBot::Reply answer;
      const UccSetupLines& top = colour == Player::kRed ? own : red;
      const UccSetupLines& bottom = colour == Player::kRed ? Hidden() : own;
      for (const std::string& line : top)
        answer = bot.Consume(line);
      for (const std::string& line : middle)
        answer = bot.Consume(line);
      for (const std::string& line : bottom)
        answer = bot.Consume(line);
      REQUIRE(answer.error.empty());
      REQUIRE(answer.lines.size() == 1);
      const UccMove move = ParseUccMove(answer.lines[0]).value();
      if (colour == Player::kRed) {
        CHECK(move.y == 3);
        CHECK(move.direction != UccDirection::kUp);
      } else {
        CHECK(move.y == 6);
        CHECK(move.direction != UccDirection::kDown);
      }
    }
  }
}

struct BadInput {
  const char* name;
  Player colour;
  std::vector<std::string> lines;  // after the start line; "SETUP" stands for the bot's setup
  std::string error;               // empty: a clean end (QUIT, or the end after the game)
};

TEST_CASE("UCC bot: bad input ends the game with the line and what was wrong", "[app][ucc_bot]") {
  const std::string board_error =
      "line 3: '#########' is not board line 1: expected 10 characters of 1-9 s B F # + .";
  const BadInput cases[] = {
      {"QUIT before anything", Player::kRed, {"QUIT"}, ""},
      {"a garbled turn line",
       Player::kRed,
       {"HELLO"},
       "line 2: 'HELLO' is not a referee's line: expected START, QUIT or X Y DIRECTION [N] "
       "OUTCOME"},
      {"START for Blue",
       Player::kBlue,
       {"START"},
       "line 2: START comes only before Red's first move"},
      {"a short board line", Player::kRed, {"START", "#########"}, board_error},
      {"the end of the input mid-board",
       Player::kRed,
       {"START", kEnemies, kEnemies},
       "line 5: the input ended without QUIT (expected board line 3 of 10)"},
      {"QUIT instead of the board", Player::kRed, {"START", kEnemies, "QUIT"}, ""},
      {"Red's first move from an empty square",
       Player::kBlue,
       {"0 4 DOWN OK", "SETUP"},
       "line 12: '0 4 DOWN OK' (line 2) does not fit the first board: no enemy piece stands on "
       "x = 0, y = 5"},
      {"Red's first attack, lost, still on the board",
       Player::kBlue,
       {"0 3 DOWN DIES 9 1", "SETUP"},
       "line 12: '0 3 DOWN DIES 9 1' (line 2) does not fit the first board: an enemy piece still "
       "stands on x = 0, y = 3"},
      {"Red's first attack on an empty square",
       Player::kBlue,
       {"0 3 DOWN KILLS 9 1", "MOVED"},
       "line 12: '0 3 DOWN KILLS 9 1' (line 2) does not fit the game: there is no piece to attack "
       "on a5"},
      {"an opponent that forfeits", Player::kBlue, {"0 3 RIGHT ILLEGAL", "QUIT"}, ""},
      {"a line after the victory",
       Player::kBlue,
       {"0 3 DOWN VICTORY_FLAG", kEnemies},
       "line 3: expected QUIT after the end of the game, not '##########'"},
      {"the end of the input after the victory", Player::kBlue, {"0 3 DOWN VICTORY_FLAG"}, ""},
  };
  for (const BadInput& c : cases) {
    INFO(c.name);
    Session session;
    const UccSetupLines setup = session.Start(c.colour);
    for (const std::string& line : c.lines) {
      if (line == "SETUP") {
        session.SendBoard(Hidden(), setup);
      } else if (line == "MOVED") {  // Red's piece went from x = 0, y = 3 to y = 4
        UccSetupLines red = Hidden();
        red[3][0] = '.';
        session.SendBoard(red, setup, {"#.++..++..", kLakes});
      } else {
        session.Send(line);
      }
      if (session.last.finished) break;
    }
    if (!session.last.finished) session.last = session.bot.EndOfInput();
    CHECK(session.last.finished);
    CHECK(session.last.error == c.error);
  }
}

TEST_CASE("UCC bot: the referee's answer to the bot's own move is checked", "[app][ucc_bot]") {
  Session red;
  const UccSetupLines setup = red.Start(Player::kRed);
  red.Send("START");
  red.SendBoard(setup, Hidden());
  const std::string move = red.last.lines.at(0);
  SECTION("ILLEGAL") {
    CHECK(red.Send(move + " ILLEGAL").error ==
          "line 13: the referee refused the move '" + move + "' as ILLEGAL");
  }
  SECTION("another move") {
    CHECK(red.Send("9 9 UP OK").error ==
          "line 13: the referee answered the move '" + move + "' with '9 9 UP OK'");
  }
  SECTION("START") {
    CHECK(red.Send("START").error == "line 13: expected the result of the move '" + move + "'");
  }
  SECTION("the end of the input") {
    CHECK(red.bot.EndOfInput().error ==
          "line 13: the input ended without QUIT (expected the result of the move '" + move + "')");
  }
  const int free_x = ParseUccMove(move).value().x == 0 ? 9 : 0;  // a column the move left alone
  SECTION("an enemy move from an empty square") {
    REQUIRE(red.Send(EchoOfFirstMove(move)).error == "");
    CHECK(red.Send("2 4 LEFT OK").error ==
          "line 14: '2 4 LEFT OK' does not fit the game: there is no piece to move on c5");
  }
  SECTION("an enemy move of a piece of the bot's") {
    REQUIRE(red.Send(EchoOfFirstMove(move)).error == "");
    CHECK(red.Send("0 0 DOWN OK").error ==
          "line 14: '0 0 DOWN OK' does not fit the game: the piece on a1 is not Blue's");
  }
  SECTION("a wrong board next turn") {
    REQUIRE(red.Send(EchoOfFirstMove(move)).error == "");
    REQUIRE(red.Send(std::to_string(free_x) + " 6 UP OK").error.empty());
    red.SendBoard(setup, Hidden());  // neither move shows
    CHECK(red.last.error.rfind("line 24: the board does not match the moves so far: ", 0) == 0);
  }
  SECTION("the start line again") {
    REQUIRE(red.Send(EchoOfFirstMove(move)).error == "");
    CHECK(red.Send("RED tester 10 10").error ==
          "line 14: 'RED tester 10 10' is not a referee's line: expected START, QUIT or X Y "
          "DIRECTION [N] OUTCOME");
  }
}

TEST_CASE("UCC bot: a malformed start line and nothing more", "[app][ucc_bot]") {
  Session session;
  CHECK(session.Send("RED tester 10").error ==
        "line 1: 'RED tester 10' is not a start line: expected COLOUR OPPONENT WIDTH HEIGHT, as "
        "in 'RED other 10 10'");
  CHECK(session.bot.EndOfInput().finished);
  Session silent;
  CHECK(silent.bot.EndOfInput().error ==
        "line 1: the input ended without QUIT (expected the start line COLOUR OPPONENT WIDTH "
        "HEIGHT)");
}

// A random mover that notes the two-squares limit of every view it is asked to move in.
class RuleWatcher : public Agent {
 public:
  explicit RuleWatcher(std::uint64_t seed) : inner_(MakeRandomAgent(seed)) {}
  std::string Name() const override { return "watcher"; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    return inner_->ChooseSetup(rules, side, opponent);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    limits.push_back(view.rules.two_squares);
    return inner_->ChooseMove(view);
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    return inner_->ChooseRescue(view);
  }

  std::vector<int> limits;

 private:
  std::unique_ptr<Agent> inner_;
};

TEST_CASE("UCC bot: a referee that lets the opponent break the two-squares rule loosens it",
          "[app][ucc_bot]") {
  // The bot plays Blue against a referee without the rule (the competition's own has none). Red
  // moves a piece on x = 0 out, then the one behind it back and forth nine times: its fourth move
  // between the same two squares is one the rule forbids with N = 3 (RULES.md §4.3), its fifth
  // one N = 4 forbids, and so on; its ninth, one that every N the rule may have forbids.
  RuleWatcher watcher(3);
  UccBot bot(watcher, RuleSet{});
  const UccBot::Reply start = bot.Consume(FormatUccStart({Player::kBlue, "chaser"}));
  REQUIRE(start.lines.size() == kUccSetupLines);
  UccSetupLines own;
  std::copy(start.lines.begin(), start.lines.end(), own.begin());
  RuleSet no_rule;
  no_rule.two_squares = 0;
  std::vector<std::string> red_moves = {"0 3 DOWN"};
  for (int i = 0; i < 9; ++i)
    red_moves.push_back(i % 2 == 0 ? "0 2 DOWN" : "0 3 UP");
  // Red's setup with movable pieces on x = 0, y = 2 and 3 (setup line i is y = i).
  Setup red;
  for (std::uint64_t seed = 1;; ++seed) {
    Rng rng(seed);
    red = RandomSetup(ArmyKind::kClassic, rng);
    const UccSetupLines lines = FormatUccSetup(red, Player::kRed);
    const auto movable = [](char c) { return c != 'B' && c != 'F'; };
    if (movable(lines[2][0]) && movable(lines[3][0])) break;
  }
  GameState state =
      GameState::Create(no_rule, red, ParseUccSetup(own, Player::kBlue, ArmyKind::kClassic).value())
          .value();
  std::vector<std::string> notices;
  for (std::size_t i = 0; i < red_moves.size(); ++i) {
    INFO("Red's move " << i + 1 << ": " << red_moves[i]);
    auto made = state.TryMove(FromUccMove(ParseUccMove(red_moves[i]).value()).value());
    REQUIRE(made.has_value());
    REQUIRE(bot.Consume(FormatUccResult(UccResultOf(*made, state.result()))).error.empty());
    const std::string notice = bot.TakeNotice();
    CHECK(notice.empty() == (i < 4));  // Red's first four moves keep to N = 3
    if (!notice.empty()) notices.push_back(notice);
    UccBot::Reply answer;
    for (const UccBoardLine& line : UccBoardOf(BuildView(state, Player::kBlue)))
      answer = bot.Consume(FormatUccBoardLine(line));
    REQUIRE(answer.error.empty());
    REQUIRE(answer.lines.size() == 1);
    auto reply = state.TryMove(FromUccMove(ParseUccMove(answer.lines[0]).value()).value());
    REQUIRE(reply.has_value());
    REQUIRE(bot.Consume(FormatUccResult(UccResultOf(*reply, state.result()))).error.empty());
  }
  CHECK(bot.TakeNotice().empty());  // each said once
  // The bot kept the rule it was given until the referee let Red break it, then the least N the
  // referee had allowed, then none.
  CHECK(watcher.limits == std::vector<int>{3, 3, 3, 3, 4, 5, 6, 7, 8, 0});
  REQUIRE(notices.size() == 6);
  CHECK(notices.front() ==
        "the referee let the opponent's move 0 3 UP break the two-squares rule with N = 3: the "
        "bot keeps it with N = 4 from now on");
  CHECK(notices.back() ==
        "the referee let the opponent's move 0 2 DOWN break the two-squares rule with N = 8: the "
        "bot keeps no such rule from now on");
}

}  // namespace
}  // namespace stratego
