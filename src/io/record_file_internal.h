// The words that the record reader (record_file.cc) and writer (record_file_format.cc) share,
// so that reading what FormatRecordText wrote gives the same record. Internal to those two.
#pragma once

#include <array>
#include <string_view>

#include "core/game_record.h"

namespace stratego::record_text {

inline constexpr std::string_view kMagic = "stratego-game";

// Names, the start time and setup names are at most this long (in bytes): the writer cuts longer
// ones (a setup file allows longer names) and the reader refuses them, so that what is written
// can always be read back.
inline constexpr std::size_t kMaxValueBytes = 200;

// The actions other than moves, as records write them after the player: "red resigns".
inline constexpr std::array<std::string_view, 5> kActionPhrases = {
    "offers a draw", "accepts the draw", "resigns", "declines the rescue", "runs out of time"};
inline constexpr std::array<ActionKind, 5> kPhraseActions = {
    ActionKind::kOfferDraw, ActionKind::kAcceptDraw, ActionKind::kResign,
    ActionKind::kDeclineRescue, ActionKind::kTimeOut};
// A rescue (RULES.md §7) names the rank and the square: "blue rescues 7 on c3".
inline constexpr std::string_view kRescuePhrase = "rescues";

}  // namespace stratego::record_text
