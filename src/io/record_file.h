// The project's game record format (FORMATS.md §4): plain text a person can read and edit.
//
//   stratego-game 3                       <- format and version, always the first line
//   red-player: Alice                     <- optional: names, start time
//   blue-player: Bob
//   started: 2026-11-22T14:03:11Z
//   army: classic                         <- the rule set, every option written out
//   two-squares: 3
//   more-squares: off
//   max-moves: off
//   max-quiet-moves: off
//   attacker-advantage: off
//   silent-defense: off
//   rescue: off
//   numbering: modern                     <- how the setups below write ranks
//   clock: 30m+10s                        <- optional: the game's clock (core/clock.h)
//   clock-left: red 1795000 blue 1800000  <- optional: each side's time left when saved, in ms
//
//   red-setup: Shoreline Bluff            <- then 4 rows as in a setup file, front row first,
//    6  2  7 ...                             as the owner sees them (or one Gravon string)
//   blue-setup:
//    ...
//
//   1. e4-e5                              <- moves, numbered; 'x' marks an attack
//   2. d7xd6    # Captain (6) takes Scout (2)
//   red offers a draw                     <- also: blue accepts the draw, red resigns; after a
//                                            move onto the enemy's back row (rescue option):
//                                            red rescues 7 on c3, red declines the rescue;
//                                            with a clock: red runs out of time
//   result: blue wins (flag captured)     <- absent while the game goes on
//
// '#' starts a comment. Reading what FormatRecordText wrote gives the same record.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_record.h"
#include "io/diagnostic.h"

namespace stratego {

// The version written. Version 4 added the clock (clock, clock-left, 'runs out of time', the
// result '(time)'); version 3 added the more-squares rule (RULES.md §4.4); version 2 silent
// defense, rescue and the rescue lines (§7). Records of versions 1 and 2 read as before, with the
// more-squares rule off: they do not state it, so a reader may switch it on (as for Gravon XML).
inline constexpr int kRecordFormatVersion = 4;
inline constexpr int kOldestRecordFormatVersion = 1;
// Records are small (a long game is under 20 KiB); anything much larger is not a record.
inline constexpr std::size_t kMaxRecordFileBytes = 4 * 1024 * 1024;

struct RecordParseResult {
  std::optional<GameRecord> record;  // present exactly when there are no errors
  std::vector<Diagnostic> errors;    // every fault found (at most 20), in file order
  std::vector<int> action_lines;     // the line of each action, for messages about it
  int result_line = 0;               // the line of the result, 0 if there is none
  int version = 0;                   // the record format's version, 0 if unread
};

RecordParseResult ParseRecordText(std::string_view text);
std::string FormatRecordText(const GameRecord& record);

// The words of an end reason in records ("flag captured"), and back.
std::string_view EndReasonId(EndReason reason);
std::optional<EndReason> ParseEndReasonId(std::string_view text);

}  // namespace stratego
