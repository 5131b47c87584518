// What the saved-games list shows of one record file, read quickly: a record of ordinary size is
// read whole and replayed (so that an illegal move shows in the list); a large one is read only
// at its two ends, the header and setups at the start and the last move number and the result
// at the end, so that a folder of huge records lists in moments rather than minutes.
#pragma once

#include <cstdint>
#include <string>

#include "ui/game_library.h"

namespace stratego {

// Records up to this size are read whole; a long game is under 20 KiB.
inline constexpr std::uintmax_t kWholeReadBytes = 64 * 1024;

// The entry for the record in `path`, which has `size` bytes. A large record's moves are not
// checked here (resuming it does so); its state comes from its result line or, without one, from
// the number of its last move (Red moves first). One whose last line lacks its newline is read
// whole (DescribeSavedGame: it may be damaged).
SavedGameEntry SummarizeSavedGame(const std::string& path, std::uintmax_t size);

}  // namespace stratego
