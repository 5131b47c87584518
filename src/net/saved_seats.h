// What the server keeps of a game besides its record (docs/protocol.md, "Keeping games"): for a
// game not yet started, everything (its rules, invitation, seats' users and the setups already
// made), so that it survives a restart; for a game played by code, the hashes of its codes
// (net/join_code.h: never the codes), so that its seats can be taken up again after one.
// Written as DIR/N.seats, one JSON object, atomically, by the server's writer thread; read back
// when the server starts. Pure: formats and parses, no I/O.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/expected.h"
#include "core/rules.h"
#include "core/setup.h"

namespace stratego {

struct SavedSeat {
  std::optional<std::string> user;  // none while the seat is open; "ai:…" for the server's
  std::optional<Setup> setup;       // made before the start
  std::string code_hash;            // a game played by code: JoinCodeHash of the seat's code
  friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

struct SavedSeats {
  int game = 0;
  RuleSet rules;
  std::optional<ClockRule> clock;  // none: played without a clock
  std::optional<std::string> invite;
  bool by_code = false;
  std::string host_address;     // of the TCP peer that hosted it
  std::string invitation_hash;  // JoinCodeHash of the open seat's invitation, while unused
  std::array<SavedSeat, kNumPlayers> seats;  // by Index(Player)
  friend bool operator==(const SavedSeats&, const SavedSeats&) = default;
};

std::string FormatSavedSeats(const SavedSeats& saved);
// Refuses (saying why) anything FormatSavedSeats would not write: a damaged file is not taken.
Expected<SavedSeats> ParseSavedSeats(std::string_view text);

}  // namespace stratego
