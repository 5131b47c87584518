#include "net/protocol.h"

#include <array>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "io/record_file.h"
#include "io/setup_file.h"
#include "net/protocol_json.h"

namespace stratego {

namespace {

using Json = nlohmann::json;
using net_json::Reader;

constexpr std::array<std::string_view, 25> kTypeNames = {
    "hello",      "host",        "list",    "join",
    "setup",      "move",        "rescue",  "decline_rescue",
    "offer_draw", "accept_draw", "resign",  "watch",
    "bye",        "welcome",     "games",   "joined",
    "start",      "report",      "rescued", "rescue_declined",
    "draw_offer", "opponent",    "over",    "error",
    "watching"};

constexpr std::array<std::string_view, 5> kOpponentStates = {"waiting", "arranging", "ready",
                                                             "connected", "disconnected"};

// The members each type defines besides "type".
std::vector<std::string_view> MembersOf(MessageType type) {
  switch (type) {
    case MessageType::kHello:
      return {"version", "client", "user"};
    case MessageType::kHost:
      return {"rules", "colour", "invite", "against"};
    case MessageType::kJoin:
      return {"game", "code"};
    case MessageType::kWatch:
      return {"game"};
    case MessageType::kSetup:
      return {"setup"};
    case MessageType::kMove:
      return {"move"};
    case MessageType::kRescue:
      return {"rank", "square"};
    case MessageType::kWelcome:
      return {"user", "version"};
    case MessageType::kGames:
      return {"games"};
    case MessageType::kJoined:
      return {"game", "seat", "rules", "opponent", "needs_setup", "code", "invitation"};
    case MessageType::kStart:
      return {"game", "seat", "setup", "enemy", "reports", "rescue_open", "draw_offer", "result"};
    case MessageType::kReport:
      return {"report", "rescue_open"};
    case MessageType::kRescued:
      return {"seat", "piece", "rank", "square"};
    case MessageType::kDrawOffer:
      return {"by"};
    case MessageType::kOpponent:
      return {"state", "name"};
    case MessageType::kOver:
      return {"result", "text"};
    case MessageType::kError:
      return {"code", "message", "request"};
    case MessageType::kWatching:
      return {"game",        "rules",   "red",         "blue",       "red_pieces",
              "blue_pieces", "reports", "rescue_open", "draw_offer", "result"};
    default:
      return {};
  }
}

bool HasClock(MessageType type) {
  return type == MessageType::kHost || type == MessageType::kJoined ||
         type == MessageType::kWatching;
}

// The members of each type, with the clock's (version 2): `clock` and `times` where they go.
std::vector<std::string_view> AllMembersOf(MessageType type) {
  std::vector<std::string_view> members = MembersOf(type);
  if (HasClock(type)) members.push_back("clock");
  if (CarriesTimes(type)) members.push_back("times");
  return members;
}

// --- writing ---

Json TimesJson(const WireTimes& times) {
  return {{"red", times.red_ms},
          {"blue", times.blue_ms},
          {"running", times.running ? Json(net_json::SeatName(*times.running)) : Json(nullptr)}};
}

Json OptionalText(const std::optional<std::string>& text) {
  return text ? Json(*text) : Json(nullptr);
}

Json GamesJson(const std::vector<GameSummary>& games) {
  Json list = Json::array();
  for (const GameSummary& game : games)
    list.push_back({{"game", game.game},
                    {"red", OptionalText(game.red)},
                    {"blue", OptionalText(game.blue)},
                    {"rules", net_json::RulesJson(game.rules)},
                    {"state", game.state},
                    {"clock", game.clock ? Json(FormatClockRule(*game.clock)) : Json(nullptr)}});
  return list;
}

Json StartJson(const Message& message) {
  Json enemy = Json::array();
  for (Square square : message.enemy)
    enemy.push_back(SquareName(square));
  Json reports = Json::array();
  for (const WireReport& report : message.reports)
    reports.push_back(net_json::ReportJson(report));
  return {{"game", message.game},
          {"seat", net_json::SeatName(message.seat)},
          {"setup", FormatSetupText(message.setup, Numbering::kModern)},
          {"enemy", enemy},
          {"reports", reports},
          {"rescue_open", message.rescue_open},
          {"draw_offer",
           message.draw_offer ? Json(net_json::SeatName(*message.draw_offer)) : Json(nullptr)},
          {"result", message.result.over() ? net_json::ResultJson(message.result) : Json(nullptr)}};
}

Json SquaresJson(const std::vector<Square>& squares) {
  Json list = Json::array();
  for (Square square : squares)
    list.push_back(SquareName(square));
  return list;
}

Json WatchingJson(const Message& message) {
  Json reports = Json::array();
  for (const WireReport& report : message.reports)
    reports.push_back(net_json::ReportJson(report));
  return {{"game", message.game},
          {"rules", net_json::RulesJson(message.rules)},
          {"red", OptionalText(message.red)},
          {"blue", OptionalText(message.blue)},
          {"red_pieces", SquaresJson(message.red_pieces)},
          {"blue_pieces", SquaresJson(message.blue_pieces)},
          {"reports", reports},
          {"rescue_open", message.rescue_open},
          {"draw_offer",
           message.draw_offer ? Json(net_json::SeatName(*message.draw_offer)) : Json(nullptr)},
          {"result", message.result.over() ? net_json::ResultJson(message.result) : Json(nullptr)}};
}

// The members of a message, "type" aside.
Json BodyJson(const Message& m) {
  switch (m.type) {
    case MessageType::kHello: {
      Json body = {{"version", m.version}, {"client", m.client}};
      if (m.user) body["user"] = *m.user;
      return body;
    }
    case MessageType::kHost: {
      static constexpr std::array<std::string_view, 3> kColours = {"red", "blue", "random"};
      return {{"rules", net_json::RulesJson(m.rules)},
              {"colour", kColours[static_cast<std::size_t>(m.colour)]},
              {"invite", OptionalText(m.invite)},
              {"against", OptionalText(m.against)}};
    }
    case MessageType::kJoin:
      if (m.seat_code) return {{"code", *m.seat_code}};
      return {{"game", m.game}};
    case MessageType::kWatch:
      return {{"game", m.game}};
    case MessageType::kSetup:
      return {{"setup", FormatSetupText(m.setup, Numbering::kModern)}};
    case MessageType::kMove:
      return {{"move", FormatMove(m.move)}};
    case MessageType::kRescue:
      return {{"rank", RankToken(m.rescue.rank, Numbering::kModern)},
              {"square", SquareName(m.rescue.square)}};
    case MessageType::kWelcome:
      return {{"user", m.user.value_or("")}, {"version", m.version}};
    case MessageType::kGames:
      return {{"games", GamesJson(m.games)}};
    case MessageType::kJoined: {
      Json body = {{"game", m.game},
                   {"seat", net_json::SeatName(m.seat)},
                   {"rules", net_json::RulesJson(m.rules)},
                   {"opponent", OptionalText(m.name)},
                   {"needs_setup", m.needs_setup}};
      if (m.seat_code) body["code"] = *m.seat_code;
      if (m.invitation) body["invitation"] = *m.invitation;
      return body;
    }
    case MessageType::kStart:
      return StartJson(m);
    case MessageType::kReport:
      return {{"report", net_json::ReportJson(m.reports.at(0))}, {"rescue_open", m.rescue_open}};
    case MessageType::kRescued:
      return {{"seat", net_json::SeatName(m.seat)},
              {"piece", m.rescued.piece},
              {"rank", RankToken(m.rescued.rank, Numbering::kModern)},
              {"square", SquareName(m.rescued.square)}};
    case MessageType::kDrawOffer:
      return {{"by", net_json::SeatName(m.seat)}};
    case MessageType::kOpponent:
      return {{"state", kOpponentStates[static_cast<std::size_t>(m.opponent)]},
              {"name", OptionalText(m.name)}};
    case MessageType::kOver:
      return {{"result", net_json::ResultJson(m.result)}, {"text", m.text}};
    case MessageType::kError:
      return {{"code", m.code}, {"message", m.message}, {"request", OptionalText(m.request)}};
    case MessageType::kWatching:
      return WatchingJson(m);
    default:
      return Json::object();
  }
}

// --- reading ---

WireTimes ReadTimes(Reader& outer) {
  Reader in(outer.Get("times"), "'times'", {"red", "blue", "running"});
  WireTimes times;
  constexpr int kMaxLeftMs = 2'000'000'000;  // the longest clock, with increments: far below
  times.red_ms = in.Int("red", 0, kMaxLeftMs);
  times.blue_ms = in.Int("blue", 0, kMaxLeftMs);
  if (in.Has("running")) times.running = in.Seat("running");
  outer.Take(in);
  return times;
}

void ReadGames(Reader& in, Message& m) {
  const Json* list = in.Array("games");
  if (!list) return;
  for (const Json& item : *list) {
    Reader game(item, "a game of 'games'", {"game", "red", "blue", "rules", "state", "clock"});
    GameSummary summary;
    summary.game = game.Int("game", 1, 1'000'000'000);
    summary.red = game.OptionalName("red");
    summary.blue = game.OptionalName("blue");
    summary.rules = game.Rules("rules");
    summary.state = game.Text("state", 20);
    if (game.Has("clock")) summary.clock = game.Clock("clock");
    if (!in.Take(game)) return;
    m.games.push_back(std::move(summary));
  }
}

void ReadSquares(Reader& in, const char* name, std::vector<Square>& squares) {
  const Json* list = in.Array(name);
  if (!list) return;
  if (list->size() > kMaxPiecesPerSide)
    in.Fail(std::string("'") + name + "' names more squares than an army has");
  for (const Json& item : *list)
    squares.push_back(in.SquareOf(item, name));
}

// What `start` and `watching` both carry after the pieces: the game so far.
void ReadGameSoFar(Reader& in, Message& m) {
  if (const Json* reports = in.Array("reports")) {
    for (const Json& item : *reports)
      m.reports.push_back(in.Report(item));
  }
  m.rescue_open = in.Bool("rescue_open");
  if (in.Has("draw_offer")) m.draw_offer = in.Seat("draw_offer");
  if (in.Has("result")) {
    m.result = in.Result("result");
    if (!m.result.over()) in.Fail("'result' of a game going on is null");
  }
}

void ReadStart(Reader& in, Message& m) {
  m.game = in.Int("game", 1, 1'000'000'000);
  m.seat = in.Seat("seat");
  m.setup = in.SetupText("setup");
  ReadSquares(in, "enemy", m.enemy);
  ReadGameSoFar(in, m);
}

void ReadWatching(Reader& in, Message& m) {
  m.game = in.Int("game", 1, 1'000'000'000);
  m.rules = in.Rules("rules");
  m.red = in.OptionalName("red");
  m.blue = in.OptionalName("blue");
  ReadSquares(in, "red_pieces", m.red_pieces);
  ReadSquares(in, "blue_pieces", m.blue_pieces);
  ReadGameSoFar(in, m);
}

void ReadBody(Reader& in, Message& m) {
  switch (m.type) {
    case MessageType::kHello:
      m.version = in.Int("version", 0, 1'000'000);
      m.client = in.Text("client", kMaxNameBytes);
      m.user = in.OptionalName("user");
      return;
    case MessageType::kHost: {
      if (in.Has("rules")) m.rules = in.Rules("rules");
      m.colour = ColourChoice::kRandom;
      if (in.Has("colour")) {
        const std::string colour = in.Text("colour", 10);
        if (colour == "red")
          m.colour = ColourChoice::kRed;
        else if (colour == "blue")
          m.colour = ColourChoice::kBlue;
        else if (colour != "random")
          in.Fail("'colour' is red, blue or random");
      }
      m.invite = in.OptionalName("invite");
      m.against = in.OptionalName("against");
      return;
    }
    case MessageType::kJoin:
      // Over TCP a seat is named by its code (docs/protocol.md, "Over TCP"), else by the game.
      if (in.Has("code"))
        m.seat_code = in.OptionalName("code");
      else
        m.game = in.Int("game", 1, 1'000'000'000);
      return;
    case MessageType::kWatch:
      m.game = in.Int("game", 1, 1'000'000'000);
      return;
    case MessageType::kSetup:
      m.setup = in.SetupText("setup");
      return;
    case MessageType::kMove:
      m.move = in.MoveOf("move");
      return;
    case MessageType::kRescue:
      m.rescue = {in.RankOf("rank"), in.SquareOf(in.Get("square"), "square")};
      return;
    case MessageType::kWelcome:
      m.user = in.Text("user", kMaxNameBytes);
      m.version = in.Int("version", 0, 1'000'000);
      return;
    case MessageType::kGames:
      ReadGames(in, m);
      return;
    case MessageType::kJoined:
      m.game = in.Int("game", 1, 1'000'000'000);
      m.seat = in.Seat("seat");
      m.rules = in.Rules("rules");
      m.name = in.OptionalName("opponent");
      m.needs_setup = in.Bool("needs_setup");
      m.seat_code = in.OptionalName("code");
      m.invitation = in.OptionalName("invitation");
      return;
    case MessageType::kStart:
      ReadStart(in, m);
      return;
    case MessageType::kReport:
      m.reports.push_back(in.Report(in.Get("report")));
      m.rescue_open = in.Bool("rescue_open");
      return;
    case MessageType::kRescued:
      m.seat = in.Seat("seat");
      m.rescued = {in.Int("piece", 0, kMaxPiecesPerSide - 1), in.RankOf("rank"),
                   in.SquareOf(in.Get("square"), "square")};
      return;
    case MessageType::kDrawOffer:
      m.seat = in.Seat("by");
      return;
    case MessageType::kOpponent: {
      const std::string state = in.Text("state", 20);
      std::size_t i = 0;
      while (i < kOpponentStates.size() && kOpponentStates[i] != state)
        ++i;
      if (i == kOpponentStates.size())
        in.Fail("'state' is not an opponent's state");
      else
        m.opponent = static_cast<OpponentState>(i);
      m.name = in.OptionalName("name");
      return;
    }
    case MessageType::kOver:
      m.result = in.Result("result");
      if (!m.result.over()) in.Fail("'result' of 'over' names no end");
      m.text = in.Text("text", 1000);
      return;
    case MessageType::kError:
      m.code = in.Text("code", 100);
      m.message = in.Text("message", kMaxLineBytes);
      m.request = in.OptionalName("request");
      return;
    case MessageType::kWatching:
      ReadWatching(in, m);
      return;
    default:
      return;
  }
}

ProtocolError Refusal(std::string code, std::string message,
                      std::optional<std::string> request = std::nullopt) {
  return {std::move(code), std::move(message), std::move(request)};
}

}  // namespace

bool CarriesTimes(MessageType type) {
  return type == MessageType::kStart || type == MessageType::kReport ||
         type == MessageType::kRescued || type == MessageType::kRescueDeclined ||
         type == MessageType::kDrawOffer || type == MessageType::kOver ||
         type == MessageType::kWatching;
}

std::string_view MessageTypeName(MessageType type) {
  return kTypeNames[static_cast<std::size_t>(type)];
}

std::optional<MessageType> ParseMessageType(std::string_view name) {
  for (std::size_t i = 0; i < kTypeNames.size(); ++i)
    if (kTypeNames[i] == name) return static_cast<MessageType>(i);
  return std::nullopt;
}

bool SentByClient(MessageType type) {
  return static_cast<int>(type) <= static_cast<int>(MessageType::kBye);
}

std::string_view OpponentStateName(OpponentState state) {
  return kOpponentStates[static_cast<std::size_t>(state)];
}

ParsedLine ParseMessage(std::string_view line) {
  ParsedLine parsed;
  if (line.size() > kMaxLineBytes) {
    parsed.error =
        Refusal("too_long", "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes");
    return parsed;
  }
  const Json json = Json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded() || !json.is_object()) {
    parsed.error = Refusal("bad_json", "the line is not one JSON object");
    return parsed;
  }
  const auto type_member = json.find("type");
  if (type_member == json.end() || !type_member->is_string()) {
    parsed.error = Refusal("bad_field", "the message has no \"type\"");
    return parsed;
  }
  const std::string& type_name = type_member->get_ref<const std::string&>();
  const auto type = ParseMessageType(type_name);
  if (!type) {
    parsed.error =
        Refusal("unknown_type", "there is no message type " + net_json::Quoted(type_name));
    return parsed;
  }
  const std::string request(MessageTypeName(*type));
  Reader in(json, "'" + request + "'", AllMembersOf(*type), /*with_type=*/true);
  Message message;
  message.type = *type;
  ReadBody(in, message);
  if (in.Has("clock")) message.clock = in.Clock("clock");
  if (in.Has("times")) message.times = ReadTimes(in);
  if (!in.ok()) {
    parsed.error = Refusal("bad_field", in.problem(), request);
    return parsed;
  }
  parsed.message = std::move(message);
  return parsed;
}

std::string FormatMessage(const Message& message) {
  Json json = BodyJson(message);
  if (message.clock && HasClock(message.type)) json["clock"] = FormatClockRule(*message.clock);
  if (message.times && CarriesTimes(message.type)) json["times"] = TimesJson(*message.times);
  json["type"] = MessageTypeName(message.type);
  return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Message ErrorMessage(const ProtocolError& error) {
  return ErrorMessage(error.code, error.message, error.request);
}

Message ErrorMessage(std::string code, std::string message, std::optional<std::string> request) {
  Message m;
  m.type = MessageType::kError;
  m.code = std::move(code);
  m.message = std::move(message);
  m.request = std::move(request);
  return m;
}

std::string FormatRulesJson(const RuleSet& rules) {
  return net_json::RulesJson(rules).dump();
}

Expected<RuleSet> ParseRulesJson(std::string_view json) {
  const Json parsed = Json::parse(json, nullptr, false);
  if (parsed.is_discarded()) return Error{"not JSON"};
  const Json holder = {{"rules", parsed}};
  Reader in(holder, "the rules", {"rules"});
  const RuleSet rules = in.Rules("rules");
  if (!in.ok()) return Error{in.problem()};
  return rules;
}

}  // namespace stratego
