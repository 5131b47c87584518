// net/protocol.h: every message reads back as it was written, bad lines are refused with the code
// docs/protocol.md gives, and a view kept from the wire's reports equals the referee's BuildView.
#include "net/protocol.h"

#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view_update.h"
#include "support/random_play.h"

namespace stratego {
namespace {

Setup SomeSetup(ArmyKind army = ArmyKind::kClassic, std::uint64_t seed = 5) {
  Rng rng(seed);
  return RandomSetup(army, rng);
}

WireReport Quiet(Player mover, std::string_view move) {
  WireReport report;
  report.mover = mover;
  report.move = *ParseMove(move);
  return report;
}

WireReport Attack() {
  WireReport report;
  report.mover = Player::kBlue;
  report.move = *ParseMove("e7-e6");
  report.attack = true;
  report.attacker = Rank::kMarshal;
  report.defender = Rank::kUnknown;
  report.silent = true;
  report.outcome = CombatOutcome::kBothRemoved;
  report.rescue = WireRescue{7, Rank::kMajor, *ParseSquare("c3")};
  report.rescue_declined = true;
  return report;
}

// One message of each type, with every member it has set to something other than its default.
std::vector<Message> EveryMessage() {
  std::vector<Message> all;
  auto add = [&](MessageType type) -> Message& {
    all.emplace_back();
    all.back().type = type;
    return all.back();
  };
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.two_squares = 5;
  rules.max_moves = 2000;
  rules.silent_defense = rules.rescue = rules.more_squares = true;
  Message& hello = add(MessageType::kHello);
  hello.version = 1;
  hello.client = "stratego join";
  hello.user = "bob";
  Message& host = add(MessageType::kHost);
  host.rules = rules;
  host.colour = ColourChoice::kBlue;
  host.invite = "bob";
  host.against = "ai:hard";
  host.clock = ClockRule{1800000, 10000};
  add(MessageType::kList);
  add(MessageType::kJoin).game = 12;
  add(MessageType::kJoin).seat_code = "ABCDEFGHIJKLMNOP";  // over TCP
  add(MessageType::kSetup).setup = SomeSetup(ArmyKind::kBarrage);
  add(MessageType::kMove).move = *ParseMove("a4-a9");
  add(MessageType::kRescue).rescue = {Rank::kSpy, *ParseSquare("j1")};
  for (MessageType type :
       {MessageType::kDeclineRescue, MessageType::kOfferDraw, MessageType::kAcceptDraw,
        MessageType::kResign, MessageType::kBye, MessageType::kRescueDeclined})
    add(type);
  add(MessageType::kWatch).game = 3;
  Message& welcome = add(MessageType::kWelcome);
  welcome.user = "alice";
  welcome.version = 1;
  Message& games = add(MessageType::kGames);
  games.games = {{4, "alice", std::nullopt, rules, "open", ClockRule{300000, 0}},
                 {5, "ai:hard", "bob", {}, "playing", std::nullopt}};
  Message& joined = add(MessageType::kJoined);
  joined.game = 4;
  joined.seat = Player::kBlue;
  joined.rules = rules;
  joined.name = "alice";
  joined.needs_setup = true;
  joined.clock = ClockRule{90000, 2000};
  Message by_code = joined;  // before add: it may move `joined`
  Message& joined_by_code = add(MessageType::kJoined);
  joined_by_code = by_code;
  joined_by_code.seat_code = "ABCDEFGHIJKLMNOP";
  joined_by_code.invitation = "QRSTUVWXYZ234567";
  Message& start = add(MessageType::kStart);
  start.game = 4;
  start.seat = Player::kBlue;
  start.setup = SomeSetup();
  start.enemy = SetupPieceSquares(SomeSetup(ArmyKind::kClassic, 9), Player::kRed);
  start.reports = {Quiet(Player::kRed, "a4-a5"), Attack()};
  start.draw_offer = Player::kRed;
  start.rescue_open = true;
  start.result = {EndReason::kResignation, Player::kBlue};
  start.times = WireTimes{1795000, 1800000, Player::kBlue};
  Message& report = add(MessageType::kReport);
  report.reports = {Attack()};
  report.rescue_open = true;
  report.times = WireTimes{12, 0, Player::kRed};
  Message& rescued = add(MessageType::kRescued);
  rescued.seat = Player::kBlue;
  rescued.rescued = {39, Rank::kGeneral, *ParseSquare("a10")};
  rescued.times = WireTimes{1, 2, Player::kBlue};
  Message& offer = add(MessageType::kDrawOffer);
  offer.seat = Player::kBlue;
  offer.times = WireTimes{3, 4, Player::kRed};
  Message& opponent = add(MessageType::kOpponent);
  opponent.opponent = OpponentState::kDisconnected;
  opponent.name = "bob";
  Message& over = add(MessageType::kOver);
  over.result = {EndReason::kDrawAgreed, std::nullopt};
  over.text = "draw agreed";
  over.times = WireTimes{0, 5000, std::nullopt};
  add(MessageType::kError) = ErrorMessage("illegal", "no piece of yours on a4", "move");
  Message& watching = add(MessageType::kWatching);
  watching.game = 4;
  watching.rules = rules;
  watching.red = "alice";
  watching.blue = "ai:hard";
  watching.red_pieces = SetupPieceSquares(SomeSetup(ArmyKind::kClassic, 9), Player::kRed);
  watching.blue_pieces = SetupPieceSquares(SomeSetup(), Player::kBlue);
  watching.reports = {Quiet(Player::kRed, "a4-a5"), Attack()};
  watching.draw_offer = Player::kBlue;
  watching.result = {EndReason::kFlagCaptured, Player::kRed};
  watching.clock = ClockRule{3000, 0};
  watching.times = WireTimes{0, 3000, std::nullopt};
  Message& declined = add(MessageType::kRescueDeclined);
  declined.times = WireTimes{7, 8, Player::kBlue};
  add(MessageType::kWatching).game = 5;  // before the start: the seats alone
  return all;
}

TEST_CASE("Protocol: every message reads back as it was written, on one line", "[net]") {
  const std::vector<Message> all = EveryMessage();
  std::vector<bool> seen(static_cast<std::size_t>(MessageType::kWatching) + 1);
  for (const Message& message : all) {
    seen[static_cast<std::size_t>(message.type)] = true;
    const std::string line = FormatMessage(message);
    INFO(line);
    CHECK(line.find('\n') == std::string::npos);
    const ParsedLine parsed = ParseMessage(line);
    REQUIRE(parsed.message);
    CHECK(*parsed.message == message);
    CHECK(FormatMessage(*parsed.message) == line);
  }
  for (bool type_seen : seen)
    CHECK(type_seen);
}

TEST_CASE("Protocol: message types are named as docs/protocol.md names them", "[net]") {
  CHECK(MessageTypeName(MessageType::kDeclineRescue) == "decline_rescue");
  CHECK(ParseMessageType("offer_draw") == MessageType::kOfferDraw);
  CHECK_FALSE(ParseMessageType("Hello"));
  CHECK(SentByClient(MessageType::kBye));
  CHECK_FALSE(SentByClient(MessageType::kWelcome));
  CHECK(MessageTypeName(MessageType::kWatching) == "watching");
  CHECK_FALSE(SentByClient(MessageType::kWatching));
}

TEST_CASE("Protocol: a malformed line is refused with a code that says why", "[net]") {
  const auto [line, code, request] = GENERATE(table<std::string, std::string, std::string>({
      {"", "bad_json", ""},
      {"not json", "bad_json", ""},
      {"[1,2]", "bad_json", ""},
      {"{\"type\":\"move\",\"move\":\"e4-e5\"", "bad_json", ""},
      {"{\"move\":\"e4-e5\"}", "bad_field", ""},
      {"{\"type\":7}", "bad_field", ""},
      {"{\"type\":\"teleport\"}", "unknown_type", ""},
      {"{\"type\":\"move\"}", "bad_field", "move"},
      {"{\"type\":\"join\"}", "bad_field", "join"},
      {"{\"type\":\"join\",\"code\":7}", "bad_field", "join"},
      {"{\"type\":\"move\",\"move\":\"e4-z9\"}", "bad_field", "move"},
      {"{\"type\":\"move\",\"move\":17}", "bad_field", "move"},
      {"{\"type\":\"move\",\"move\":\"e4-e5\",\"piece\":3}", "bad_field", "move"},
      {"{\"type\":\"join\",\"game\":-1}", "bad_field", "join"},
      {"{\"type\":\"join\",\"game\":1e3}", "bad_field", "join"},
      {"{\"type\":\"join\",\"game\":99999999999999999999999}", "bad_field", "join"},
      {"{\"type\":\"host\",\"colour\":\"green\"}", "bad_field", "host"},
      {"{\"type\":\"host\",\"rules\":{\"army\":\"huge\"}}", "bad_field", "host"},
      {"{\"type\":\"host\",\"rules\":{\"two-squares\":1}}", "bad_field", "host"},
      {"{\"type\":\"host\",\"rules\":{\"rescue\":\"yes\"}}", "bad_field", "host"},
      {"{\"type\":\"host\",\"rules\":{\"speed\":3}}", "bad_field", "host"},
      {"{\"type\":\"host\",\"invite\":\"\"}", "bad_field", "host"},
      {"{\"type\":\"host\",\"invite\":\"a\\nb\"}", "bad_field", "host"},
      {"{\"type\":\"hello\",\"version\":1}", "bad_field", "hello"},
      {"{\"type\":\"setup\",\"setup\":\"10 10 10\"}", "bad_field", "setup"},
      {"{\"type\":\"rescue\",\"rank\":\"?\",\"square\":\"c3\"}", "bad_field", "rescue"},
      {"{\"type\":\"report\",\"report\":{\"mover\":\"red\",\"move\":\"a4-a5\",\"defender\":\"2\"}}",
       "bad_field", "report"},
      {"{\"type\":\"over\",\"result\":{\"reason\":\"flag "
       "captured\",\"winner\":null},\"text\":\"\"}",
       "bad_field", "over"},
      {"{\"type\":\"start\",\"enemy\":\"a7\"}", "bad_field", "start"},
      {"{\"type\":\"host\",\"clock\":\"30\"}", "bad_field", "host"},
      {"{\"type\":\"host\",\"clock\":1800}", "bad_field", "host"},
      {"{\"type\":\"move\",\"move\":\"e4-e5\",\"clock\":\"5m\"}", "bad_field", "move"},
      {"{\"type\":\"over\",\"result\":{\"reason\":\"time\",\"winner\":\"red\"},\"text\":\"\","
       "\"times\":{\"red\":-1,\"blue\":0}}",
       "bad_field", "over"},
      {"{\"type\":\"rescue_declined\",\"times\":{\"red\":1,\"blue\":0,\"running\":\"green\"}}",
       "bad_field", "rescue_declined"},
      {"{\"type\":\"rescue_declined\",\"times\":{\"red\":1}}", "bad_field", "rescue_declined"},
      {"{\"type\":\"rescue_declined\",\"times\":{\"red\":1,\"blue\":2,\"left\":3}}", "bad_field",
       "rescue_declined"},
      {"{\"type\":\"opponent\",\"state\":\"ready\",\"name\":null,\"times\":{\"red\":1,\"blue\":2}}",
       "bad_field", "opponent"},
  }));
  INFO(line);
  const ParsedLine parsed = ParseMessage(line);
  REQUIRE_FALSE(parsed.message);
  CHECK(parsed.error.code == code);
  CHECK_FALSE(parsed.error.message.empty());
  CHECK(parsed.error.request.value_or("") == request);
}

TEST_CASE("Protocol: the clock travels as docs/protocol.md shows it", "[net][clock]") {
  Message report;
  report.type = MessageType::kReport;
  report.reports = {Quiet(Player::kRed, "a4-a5")};
  report.times = WireTimes{1795000, 1800000, Player::kBlue};
  CHECK(FormatMessage(report) ==
        R"({"report":{"move":"a4-a5","mover":"red"},"rescue_open":false,)"
        R"("times":{"blue":1800000,"red":1795000,"running":"blue"},"type":"report"})");
  Message host;
  host.type = MessageType::kHost;
  host.clock = ClockRule{300000, 0};
  CHECK_THAT(FormatMessage(host), Catch::Contains(R"("clock":"5m")"));
  report.type = MessageType::kOpponent;  // a type without times does not write them
  CHECK_THAT(FormatMessage(report), !Catch::Contains("times"));
}

TEST_CASE("Protocol: a line longer than 64 KiB is refused as too long", "[net]") {
  const std::string line =
      "{\"type\":\"hello\",\"client\":\"" + std::string(kMaxLineBytes, 'x') + "\",\"version\":1}";
  const ParsedLine parsed = ParseMessage(line);
  REQUIRE_FALSE(parsed.message);
  CHECK(parsed.error.code == "too_long");
}

TEST_CASE("Protocol: rules read back as written, members left out keep their defaults", "[net]") {
  RuleSet rules;
  rules.army = ArmyKind::kUltimateLightning;
  rules.two_squares = 0;
  rules.max_quiet_moves = 50;
  rules.attacker_advantage = true;
  CHECK(ParseRulesJson(FormatRulesJson(rules)).value() == rules);
  CHECK(ParseRulesJson("{}").value() == RuleSet{});
  CHECK_FALSE(ParseRulesJson("{\"max-moves\":-3}"));
}

// Plays random games under `rules` and keeps each side's view from the wire alone: every report
// goes through ToWire, a `report` line and ApplyWireReport (a rescue through a `rescued` line),
// and the view must equal BuildView of the referee's state after every action; at the end a
// `start` line with every report rebuilds the same view (a client that joins again).
void CheckViewsFromWire(const RuleSet& rules, std::uint64_t seed, int& rescues) {
  Rng rng(seed);
  const Setup red = RandomSetup(rules.army, rng);
  const Setup blue = RandomSetup(rules.army, rng);
  GameState state = GameState::Create(rules, red, blue).value();
  std::array<PlayerView, 2> views = {
      InitialView(rules, Player::kRed, red, SetupPieceSquares(blue, Player::kBlue)).value(),
      InitialView(rules, Player::kBlue, blue, SetupPieceSquares(red, Player::kRed)).value()};
  auto reparse = [](const Message& message) {
    const ParsedLine parsed = ParseMessage(FormatMessage(message));
    REQUIRE(parsed.message);
    return *parsed.message;
  };
  while (!state.over() && state.ply() < 400) {
    const std::vector<Move> moves = state.LegalMoves();
    const MoveReport report =
        state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    std::optional<MoveReport> rescue;
    if (auto choice = testing::RandomRescue(state, rng))
      rescue = state.ApplyRescue(report.mover, *choice);
    for (Player side : {Player::kRed, Player::kBlue}) {
      PlayerView& view = views[static_cast<std::size_t>(Index(side))];
      Message line;
      line.type = MessageType::kReport;
      line.reports = {ToWire(report, side)};
      const Status applied = ApplyWireReport(view, reparse(line).reports.at(0));
      INFO(applied.error());
      REQUIRE(applied.ok());
      if (rescue) {
        const WireRescue wire = *ToWire(*rescue, side).rescue;
        const auto rebuilt = RescueFromWire(view, rescue->mover, wire);
        INFO((rebuilt ? "" : rebuilt.error()));
        REQUIRE(rebuilt);
        AdvanceViewByRescue(view, *rebuilt);
      }
      if (state.over()) EndView(view, state.result());
      REQUIRE(view == BuildView(state, side));
    }
    if (rescue) ++rescues;
  }
  for (Player side : {Player::kRed, Player::kBlue}) {
    Message start;
    start.type = MessageType::kStart;
    start.game = 1;
    start.seat = side;
    start.setup = side == Player::kRed ? red : blue;
    start.enemy = SetupPieceSquares(side == Player::kRed ? blue : red, Opponent(side));
    for (const MoveReport& report : state.history())
      start.reports.push_back(ToWire(report, side));
    start.result = state.result();
    const auto view = ViewFromStart(rules, reparse(start));
    INFO((view ? "" : view.error()));
    REQUIRE(view);
    CHECK(*view == BuildView(state, side));
  }
}

TEST_CASE("Wire reports: a view kept from the wire alone equals the referee's view", "[net]") {
  RuleSet rules;
  SECTION("classic") {}
  SECTION("silent defense and attacker's advantage") {
    rules.silent_defense = rules.attacker_advantage = true;
  }
  SECTION("rescue, Barrage") {
    rules.rescue = true;
    rules.army = ArmyKind::kBarrage;
  }
  SECTION("rescue and silent defense, more squares") {
    rules.rescue = rules.silent_defense = rules.more_squares = true;
  }
  int rescues = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed)
    CheckViewsFromWire(rules, seed, rescues);
  if (rules.rescue) CHECK(rescues > 0);
}

TEST_CASE("Wire reports: a report that does not fit the view is refused", "[net]") {
  const Setup red = SomeSetup(ArmyKind::kClassic, 1);
  const Setup blue = SomeSetup(ArmyKind::kClassic, 2);
  PlayerView view =
      InitialView(RuleSet{}, Player::kRed, red, SetupPieceSquares(blue, Player::kBlue)).value();
  const PlayerView before = view;
  CHECK_FALSE(ApplyWireReport(view, Quiet(Player::kBlue, "a7-a6")));  // Red is to move
  CHECK_FALSE(ApplyWireReport(view, Quiet(Player::kRed, "e5-e6")));   // no piece on e5
  WireReport lying;
  lying.mover = Player::kRed;
  lying.move = Move{SetupSquare(Player::kRed, 0, 0), SetupSquare(Player::kRed, 0, 0)};
  lying.move.to = Square::At(lying.move.from.file(), lying.move.from.row() + 1);
  lying.attack = true;  // onto an empty square
  lying.attacker = Rank::kScout;
  lying.defender = Rank::kScout;
  CHECK_FALSE(ApplyWireReport(view, lying));
  CHECK(view == before);
}

}  // namespace
}  // namespace stratego
