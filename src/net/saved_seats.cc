#include "net/saved_seats.h"

#include "io/setup_file.h"
#include "net/protocol_json.h"

namespace stratego {

namespace {

using net_json::Json;
using net_json::Reader;

constexpr int kFormatVersion = 1;
constexpr std::size_t kMaxHashBytes = 64;
constexpr std::size_t kMaxAddressBytes = 100;

Json SeatJson(const SavedSeat& seat) {
  Json json = {{"user", seat.user ? Json(*seat.user) : Json(nullptr)},
               {"setup", seat.setup ? Json(FormatSetupText(*seat.setup, Numbering::kModern))
                                    : Json(nullptr)},
               {"code_hash", seat.code_hash}};
  return json;
}

SavedSeat ReadSeat(const Json& json, std::string what, Reader& outer) {
  Reader in(json, std::move(what), {"user", "setup", "code_hash"});
  SavedSeat seat;
  seat.user = in.OptionalName("user");
  if (in.Has("setup")) seat.setup = in.SetupText("setup");
  seat.code_hash = in.Text("code_hash", kMaxHashBytes);
  outer.Take(in);
  return seat;
}

}  // namespace

std::string FormatSavedSeats(const SavedSeats& saved) {
  const Json json = {{"version", kFormatVersion},
                     {"game", saved.game},
                     {"rules", net_json::RulesJson(saved.rules)},
                     {"clock", saved.clock ? Json(FormatClockRule(*saved.clock)) : Json(nullptr)},
                     {"invite", saved.invite ? Json(*saved.invite) : Json(nullptr)},
                     {"by_code", saved.by_code},
                     {"host_address", saved.host_address},
                     {"invitation_hash", saved.invitation_hash},
                     {"red", SeatJson(saved.seats[0])},
                     {"blue", SeatJson(saved.seats[1])}};
  return json.dump() + "\n";
}

Expected<SavedSeats> ParseSavedSeats(std::string_view text) {
  const Json json = Json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object()) return Error{"not one JSON object"};
  Reader in(json, "the seats",
            {"version", "game", "rules", "clock", "invite", "by_code", "host_address",
             "invitation_hash", "red", "blue"});
  SavedSeats saved;
  if (in.Int("version", kFormatVersion, kFormatVersion) != kFormatVersion || !in.ok())
    return Error{in.problem()};
  saved.game = in.Int("game", 1, 1000000000);
  saved.rules = in.Rules("rules");
  if (in.Has("clock")) saved.clock = in.Clock("clock");
  saved.invite = in.OptionalName("invite");
  saved.by_code = in.Bool("by_code");
  saved.host_address = in.Text("host_address", kMaxAddressBytes);
  saved.invitation_hash = in.Text("invitation_hash", kMaxHashBytes);
  saved.seats[0] = ReadSeat(in.Get("red"), "'red'", in);
  saved.seats[1] = ReadSeat(in.Get("blue"), "'blue'", in);
  if (!in.ok()) return Error{in.problem()};
  return saved;
}

}  // namespace stratego
