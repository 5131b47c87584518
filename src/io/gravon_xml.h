// Gravon (Strados2) game records, the XML of the public archive of online games (FORMATS.md §2),
// read into and written from the project's GameRecord.
#pragma once

#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game_record.h"
#include "io/record_file.h"

namespace stratego {

struct GravonImportOptions {
  int two_squares = 5;  // the archive was played with the two-squares rule at N = 5
};

// Reads a Gravon XML game. Errors name the line (and column where it applies).
RecordParseResult ParseGravonXml(std::string_view text, const GravonImportOptions& options = {});

// Writes a finished game as Gravon XML; fails, saying why, for what Gravon cannot express
// (an unfinished game, a draw by move limit, rule options it does not know).
Expected<std::string> FormatGravonXml(const GameRecord& record);

}  // namespace stratego
