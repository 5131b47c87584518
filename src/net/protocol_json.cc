#include "net/protocol_json.h"

#include <algorithm>
#include <utility>

#include "io/record_file.h"
#include "io/setup_file.h"

namespace stratego::net_json {

namespace {

constexpr int kMaxLimit = 1000000;  // the record reader's largest move limit

const Json& Null() {
  static const Json null;
  return null;
}

std::string_view OutcomeName(CombatOutcome outcome) {
  switch (outcome) {
    case CombatOutcome::kAttackerWins:
      return "attacker";
    case CombatOutcome::kDefenderWins:
      return "defender";
    case CombatOutcome::kBothRemoved:
      return "both";
  }
  return "attacker";
}

bool NeedsWinner(EndReason reason) {
  return reason == EndReason::kFlagCaptured || reason == EndReason::kNoMovablePieces ||
         reason == EndReason::kNoLegalMoves || reason == EndReason::kResignation ||
         reason == EndReason::kTimeForfeit;
}

bool Printable(std::string_view text) {
  return std::none_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7f;
  });
}

}  // namespace

std::string_view SeatName(Player seat) {
  return seat == Player::kRed ? "red" : "blue";
}

Json RulesJson(const RuleSet& rules) {
  return {
      {"army", GetArmy(rules.army).id},           {"two-squares", rules.two_squares},
      {"more-squares", rules.more_squares},       {"max-moves", rules.max_moves},
      {"max-quiet-moves", rules.max_quiet_moves}, {"attacker-advantage", rules.attacker_advantage},
      {"silent-defense", rules.silent_defense},   {"rescue", rules.rescue}};
}

Json ReportJson(const WireReport& report) {
  Json json = {{"mover", SeatName(report.mover)}, {"move", FormatMove(report.move)}};
  if (report.attack) {
    json["attacker"] = RankToken(report.attacker, Numbering::kModern);
    json["defender"] = report.defender == Rank::kUnknown
                           ? Json(nullptr)
                           : Json(RankToken(report.defender, Numbering::kModern));
    json["silent"] = report.silent;
    json["outcome"] = OutcomeName(report.outcome);
  }
  if (report.rescue)
    json["rescue"] = {{"piece", report.rescue->piece},
                      {"rank", RankToken(report.rescue->rank, Numbering::kModern)},
                      {"square", SquareName(report.rescue->square)}};
  if (report.rescue_declined) json["rescue_declined"] = true;
  return json;
}

Json ResultJson(const GameResult& result) {
  return {{"reason", EndReasonId(result.reason)},
          {"winner", result.winner ? Json(SeatName(*result.winner)) : Json(nullptr)}};
}

std::string Quoted(std::string_view text) {
  std::string quoted = "'";
  for (std::size_t i = 0; i < text.size() && i < 40; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    quoted += byte >= 0x20 && byte < 0x7f ? text[i] : '?';
  }
  if (text.size() > 40) quoted += "...";
  return quoted + "'";
}

Reader::Reader(const Json& object, std::string what, const std::vector<std::string_view>& members,
               bool with_type)
    : object_(object.is_object() ? object : Null()), what_(std::move(what)) {
  if (!object.is_object()) {
    Fail(what_ + " is not a JSON object");
    return;
  }
  for (const auto& [key, value] : object.items()) {
    if (with_type && key == "type") continue;
    if (std::find(members.begin(), members.end(), key) == members.end()) {
      Fail(what_ + " has no member " + Quoted(key));
      return;
    }
  }
}

void Reader::Fail(std::string problem) {
  if (problem_.empty()) problem_ = std::move(problem);
}

bool Reader::Take(const Reader& inner) {
  if (!inner.ok()) Fail(inner.problem());
  return ok();
}

std::string Reader::Named(std::string_view name) const {
  return "'" + std::string(name) + "' of " + what_;
}

bool Reader::Has(std::string_view name) const {
  const auto member = object_.find(name);
  return member != object_.end() && !member->is_null();
}

const Json& Reader::Get(std::string_view name) {
  const auto member = object_.find(name);
  if (member == object_.end()) {
    Fail(what_ + " needs " + "'" + std::string(name) + "'");
    return Null();
  }
  return *member;
}

int Reader::Int(std::string_view name, int min, int max) {
  const Json& value = Get(name);
  if (!ok()) return min;
  if (!value.is_number_integer()) {
    Fail(Named(name) + " is not a whole number");
    return min;
  }
  // A number too large for a long long is out of range before it is converted.
  const bool too_large = value.is_number_unsigned() &&
                         value.get<unsigned long long>() > static_cast<unsigned long long>(max);
  const long long number = too_large ? max + 1LL : value.get<long long>();
  if (number < min || number > max) {
    Fail(Named(name) + " must be from " + std::to_string(min) + " to " + std::to_string(max));
    return min;
  }
  return static_cast<int>(number);
}

bool Reader::Bool(std::string_view name) {
  const Json& value = Get(name);
  if (!ok()) return false;
  if (!value.is_boolean()) {
    Fail(Named(name) + " is not true or false");
    return false;
  }
  return value.get<bool>();
}

std::string Reader::Text(std::string_view name, std::size_t max_bytes) {
  const Json& value = Get(name);
  if (!ok()) return {};
  if (!value.is_string()) {
    Fail(Named(name) + " is not a string");
    return {};
  }
  const std::string& text = value.get_ref<const std::string&>();
  if (text.size() > max_bytes) {
    Fail(Named(name) + " is longer than " + std::to_string(max_bytes) + " bytes");
    return {};
  }
  return text;
}

std::optional<std::string> Reader::OptionalName(std::string_view name) {
  if (!Has(name)) return std::nullopt;
  std::string text = Text(name, kMaxNameBytes);
  if (!ok()) return std::nullopt;
  if (text.empty() || !Printable(text) || text.front() == ' ' || text.back() == ' ') {
    Fail(Named(name) + " is not a name: " + Quoted(text));
    return std::nullopt;
  }
  return text;
}

const Json* Reader::Array(std::string_view name) {
  const Json& value = Get(name);
  if (!ok()) return nullptr;
  if (!value.is_array()) {
    Fail(Named(name) + " is not a list");
    return nullptr;
  }
  return &value;
}

Player Reader::Seat(std::string_view name) {
  const std::string text = Text(name, 10);
  if (!ok()) return Player::kRed;
  if (text == "red") return Player::kRed;
  if (text == "blue") return Player::kBlue;
  Fail(Named(name) + " is red or blue, not " + Quoted(text));
  return Player::kRed;
}

RuleSet Reader::Rules(std::string_view name) {
  Reader in(Get(name), Named(name),
            {"army", "two-squares", "more-squares", "max-moves", "max-quiet-moves",
             "attacker-advantage", "silent-defense", "rescue"});
  RuleSet rules;
  if (!Take(in)) return rules;
  if (in.Has("army")) {
    const std::string army = in.Text("army", 40);
    if (auto kind = ParseArmyKind(army))
      rules.army = *kind;
    else if (in.ok())
      in.Fail("'army' is classic, barrage or ultimate-lightning, not " + Quoted(army));
  }
  if (in.Has("two-squares")) {
    rules.two_squares = in.Int("two-squares", 0, kMaxTwoSquaresLimit);
    if (rules.two_squares == 1) in.Fail("'two-squares' is 0 (off) or from 2 to 8");
  }
  if (in.Has("max-moves")) rules.max_moves = in.Int("max-moves", 0, kMaxLimit);
  if (in.Has("max-quiet-moves")) rules.max_quiet_moves = in.Int("max-quiet-moves", 0, kMaxLimit);
  if (in.Has("more-squares")) rules.more_squares = in.Bool("more-squares");
  if (in.Has("attacker-advantage")) rules.attacker_advantage = in.Bool("attacker-advantage");
  if (in.Has("silent-defense")) rules.silent_defense = in.Bool("silent-defense");
  if (in.Has("rescue")) rules.rescue = in.Bool("rescue");
  Take(in);
  return rules;
}

Setup Reader::SetupText(std::string_view name) {
  const std::string text = Text(name, kMaxLineBytes);
  if (!ok()) return {};
  SetupParseResult parsed = ParseSetupText(text);
  if (!parsed.setup) {
    const Diagnostic& first = parsed.errors.front();
    Fail(Named(name) + ": " + FormatDiagnostic("setup", first));
    return {};
  }
  return *parsed.setup;
}

ClockRule Reader::Clock(std::string_view name) {
  const std::string text = Text(name, 40);
  if (!ok()) return {};
  auto rule = ParseClockRule(text);
  if (!rule) {
    Fail(Named(name) + ": " + rule.error());
    return {};
  }
  return *rule;
}

Move Reader::MoveOf(std::string_view name) {
  const std::string text = Text(name, 20);
  if (!ok()) return {};
  auto move = ParseMove(text);
  if (!move) {
    Fail(Named(name) + " is not a move like e4-e5: " + Quoted(text));
    return {};
  }
  return *move;
}

Rank Reader::RankOf(std::string_view name) {
  const std::string text = Text(name, 4);
  if (!ok()) return Rank::kUnknown;
  auto rank = ParseRankToken(text, Numbering::kModern);
  if (!rank || !IsReal(*rank)) {
    Fail(Named(name) + " is not a rank (10 … 2, S, B, F): " + Quoted(text));
    return Rank::kUnknown;
  }
  return *rank;
}

GameResult Reader::Result(std::string_view name) {
  Reader in(Get(name), Named(name), {"reason", "winner"});
  GameResult result;
  if (!Take(in)) return result;
  const std::string reason = in.Text("reason", 40);
  const auto parsed = ParseEndReasonId(reason);
  if (in.ok() && (!parsed || *parsed == EndReason::kNone))
    in.Fail("'reason' is not the reason of an end: " + Quoted(reason));
  if (in.Has("winner")) result.winner = in.Seat("winner");
  if (in.ok()) {
    result.reason = *parsed;
    if (NeedsWinner(result.reason) != result.winner.has_value() &&
        result.reason != EndReason::kAbandoned)
      in.Fail("'winner' does not fit the reason " + Quoted(reason));
  }
  Take(in);
  return in.ok() ? result : GameResult{};
}

Square Reader::SquareOf(const Json& value, std::string_view what) {
  if (!ok()) return {};
  if (!value.is_string()) {
    Fail("'" + std::string(what) + "' of " + what_ + " is not a square");
    return {};
  }
  const std::string& text = value.get_ref<const std::string&>();
  auto square = ParseSquare(text);
  if (!square || !square->valid()) {
    Fail("'" + std::string(what) + "' of " + what_ + " is not a square like e4: " + Quoted(text));
    return {};
  }
  return *square;
}

WireReport Reader::Report(const Json& value) {
  Reader in(
      value, "a report of " + what_,
      {"mover", "move", "attacker", "defender", "silent", "outcome", "rescue", "rescue_declined"});
  WireReport report;
  if (!Take(in)) return report;
  report.mover = in.Seat("mover");
  report.move = in.MoveOf("move");
  report.attack = in.Has("attacker") || in.Has("outcome");
  if (report.attack) {
    report.attacker = in.RankOf("attacker");
    if (in.Has("defender")) report.defender = in.RankOf("defender");
    if (in.Has("silent")) report.silent = in.Bool("silent");
    const std::string outcome = in.Text("outcome", 10);
    if (outcome == "defender")
      report.outcome = CombatOutcome::kDefenderWins;
    else if (outcome == "both")
      report.outcome = CombatOutcome::kBothRemoved;
    else if (outcome != "attacker" && in.ok())
      in.Fail("'outcome' is attacker, defender or both, not " + Quoted(outcome));
  } else if (in.Has("defender") || in.Has("silent")) {
    in.Fail("a report without 'attacker' is of a quiet move: it has no defender");
  }
  if (in.Has("rescue")) {
    Reader rescue(in.Get("rescue"), "the rescue of a report", {"piece", "rank", "square"});
    WireRescue wire;
    wire.piece = rescue.Int("piece", 0, kMaxPiecesPerSide - 1);
    wire.rank = rescue.RankOf("rank");
    wire.square = rescue.SquareOf(rescue.Get("square"), "square");
    if (in.Take(rescue)) report.rescue = wire;
  }
  if (in.Has("rescue_declined")) report.rescue_declined = in.Bool("rescue_declined");
  Take(in);
  return report;
}

}  // namespace stratego::net_json
