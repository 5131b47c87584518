// Where `stratego bot` keeps what it saw of each opponent's setups (ai/seen_setups.h), one text
// file an opponent, and the file's format:
//
//   stratego-seen-setups 1
//   # comment
//   opponent: peternlewis          <- the name the referee gave (for people; the file name says it)
//   games: 12
//   seen: 1 7 S 9                  <- row (1 the front row), column (1 the owner's left), rank
//   seen: 4 3 F 5                     (as in setup files, modern numbering) and how often
//
// Reading is strict (a file that is wrong in any line is not used, and is never overwritten);
// writing is atomic.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ai/seen_setups.h"
#include "core/expected.h"
#include "core/view.h"

namespace stratego {

// The text of the file for `seen`, met as `opponent` (control characters in the name are written
// as '?'). Parsing it gives `seen` back.
std::string FormatSeenSetups(const SeenSetups& seen, std::string_view opponent);
// Parses the text; the error is "LINE:COLUMN: what is wrong" (or "LINE: …").
Expected<SeenSetups> ParseSeenSetups(std::string_view text);

// The file for an opponent in `dir`: its name's letters, digits, '.', '-' and '_' (at most the
// last 40 of them; others become '_'), then a hash of the whole name, so that names that differ
// only in other characters keep apart: "peternlewis-1f0c9a7e5d3b2a18.txt".
std::string SeenSetupsPath(const std::string& dir, std::string_view opponent);

// What the file for `opponent` in `dir` holds: nullopt if there is none (an opponent not met);
// an error, "PATH:LINE:COLUMN: …", for a file that cannot be read or parsed.
Expected<std::optional<SeenSetups>> LoadSeenSetups(const std::string& dir,
                                                   std::string_view opponent);

// Adds the game that `view` (its last view) shows to the file for `opponent` in `dir`, making
// `dir` if need be: under the file's lock (PATH.lock, app/game_lock.h; waiting up to 2 s for
// another bot that ends a game against the same opponent), it reads the file, adds the game and
// writes it atomically. A file that cannot be parsed, or whose lock stays busy, is left as it is,
// with an error ("PATH: another stratego bot kept it busy (about 2 s)").
Status RememberGame(const std::string& dir, std::string_view opponent, const PlayerView& view);

}  // namespace stratego
