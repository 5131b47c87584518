// Fuzzes the game server's message parser (net/protocol.h, docs/protocol.md): the input is split
// into lines and every line goes to ParseMessage. Any bytes give a message or a refusal, never a
// crash; a refusal has a code of docs/protocol.md and a printable message; whatever parses is
// written as one line that reads back the same message. The reports of `report` and `start` lines
// are applied to the views of a game under way (either player): one that fits gives the view a
// move, and one that does not leaves the view as it was.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "fuzz_check.h"
#include "net/protocol.h"

namespace stratego::fuzz {
namespace {

// Both players' views at the start of a game and after some random moves.
std::vector<PlayerView> MakeViews() {
  Rng rng(14);
  RuleSet rules;
  rules.rescue = rules.silent_defense = true;
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  GameState state = GameState::Create(rules, red, blue).value();
  std::vector<PlayerView> views;
  for (const int plies : {0, 41}) {
    while (state.ply() < plies && !state.over()) {
      const std::vector<Move> moves = state.LegalMoves();
      state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    }
    for (Player player : {Player::kRed, Player::kBlue})
      views.push_back(BuildView(state, player));
  }
  return views;
}

void CheckReports(const Message& message) {
  static const std::vector<PlayerView> views = MakeViews();
  for (const WireReport& report : message.reports) {
    for (const PlayerView& view : views) {
      PlayerView copy = view;
      const Status applied = ApplyWireReport(copy, report);
      if (applied) {
        Require(copy.ply == view.ply + 1, "a report that fits is one move");
      } else {
        RequirePrintable(applied.error(), "a refused report's reason is printable");
      }
    }
  }
}

void CheckLine(std::string_view line) {
  const ParsedLine parsed = ParseMessage(line);
  if (!parsed.message) {
    const std::string& code = parsed.error.code;
    Require(
        code == "too_long" || code == "bad_json" || code == "unknown_type" || code == "bad_field",
        "a refusal has a code of docs/protocol.md");
    Require(!parsed.error.message.empty(), "a refusal says why");
    RequirePrintable(parsed.error.message, "a refusal's message is printable");
    return;
  }
  const std::string written = FormatMessage(*parsed.message);
  Require(written.find('\n') == std::string::npos, "a message is written on one line");
  const ParsedLine again = ParseMessage(written);
  Require(again.message.has_value(), "a written message parses");
  Require(*again.message == *parsed.message, "FormatMessage then ParseMessage gives it back");
  Require(FormatMessage(*again.message) == written, "a written message writes the same again");
  CheckReports(*parsed.message);
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  for (std::string_view line : stratego::fuzz::Lines(stratego::fuzz::AsText(data, size)))
    stratego::fuzz::CheckLine(line);
  return 0;
}
