// The JSON forms of the protocol's values (docs/protocol.md) and a checked reader of JSON objects.
// Internal to protocol.cc and wire_report.cc; the rest of the program sees net/protocol.h.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/report.h"
#include "core/rules.h"
#include "core/setup.h"
#include "net/protocol.h"

namespace stratego::net_json {

using Json = nlohmann::json;

std::string_view SeatName(Player seat);  // "red", "blue"
Json RulesJson(const RuleSet& rules);
Json ReportJson(const WireReport& report);
Json ResultJson(const GameResult& result);
// A text from outside as messages quote it: in quotes, cut after 40 bytes, '?' for bytes that are
// not printable ASCII.
std::string Quoted(std::string_view text);

// Reads the members of one JSON object. The first problem found is kept (problem()); after it,
// every read gives a default value, so that a caller reads on without checking each member and
// asks ok() at the end. Members the object may not have are a problem from the start.
class Reader {
 public:
  // `what` names the object in problems ("'move'"); `members` are those it may have besides
  // "type" (which it must have when `with_type`).
  Reader(const Json& object, std::string what, const std::vector<std::string_view>& members,
         bool with_type = false);

  bool ok() const { return problem_.empty(); }
  const std::string& problem() const { return problem_; }
  void Fail(std::string problem);
  // Takes over an inner reader's problem; returns whether both are fine.
  bool Take(const Reader& inner);

  bool Has(std::string_view name) const;   // present and not null
  const Json& Get(std::string_view name);  // a problem if it is missing (then null)
  int Int(std::string_view name, int min, int max);
  bool Bool(std::string_view name);
  std::string Text(std::string_view name, std::size_t max_bytes);
  // A name (a user's, a client's, an agent's): null or absent, or 1 to kMaxNameBytes printable
  // characters without blanks at either end.
  std::optional<std::string> OptionalName(std::string_view name);
  const Json* Array(std::string_view name);  // nullptr, and a problem, if it is not an array
  Player Seat(std::string_view name);
  RuleSet Rules(std::string_view name);
  Setup SetupText(std::string_view name);
  ClockRule Clock(std::string_view name);  // a clock's rule as written: "30m+10s"
  Move MoveOf(std::string_view name);
  Rank RankOf(std::string_view name);  // a real rank
  GameResult Result(std::string_view name);
  Square SquareOf(const Json& value, std::string_view what);
  WireReport Report(const Json& value);

 private:
  std::string Named(std::string_view name) const;

  const Json& object_;
  std::string what_;
  std::string problem_;
};

}  // namespace stratego::net_json
