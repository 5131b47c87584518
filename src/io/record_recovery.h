// A record whose end is damaged: an autosave cut short by a crash, a full disk or a file-size
// limit, or with bytes of garbage after what was written. What can be saved of it is its longest
// sound beginning: the headers, both setups and every complete legal action before the damage.
#pragma once

#include <optional>
#include <string_view>

#include "core/game_record.h"

namespace stratego {

// The longest beginning of a project-format record (record_file.h) that reads as a record and
// replays legally. A last line without its newline is left out (it may be cut short and still
// read, as another move: "e7-e10" cut to "e7-e1"), and so is every line from the first fault on;
// then the actions from the first illegal one on, and the result when an action was left out.
// Empty when what remains lacks the headers or a setup. What it gives is always a prefix of the
// game the text held before it was damaged.
std::optional<GameRecord> RecoverRecordPrefix(std::string_view text);

}  // namespace stratego
