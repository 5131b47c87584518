// Gravon (Strados2) game records, the XML of the public archive of online games (FORMATS.md §2),
// read into and written from the project's GameRecord.
//
//   <?xml version="1.0" encoding="UTF-8"?>
//   <stratego>
//    <game type="classic">                  <- classic, barrage or ultimate lightning
//     <field content="…100 letters…"/>      <- square a1 first; Red B–M, Blue N–Y, A empty, _ lake
//     <move id="1" source="B4" target="B5"/> <- columns A–K without J, row 10 written ':'
//     <player id="1">name</player>          <- 1 Red, 2 Blue
//     <result type="1" winner="2"/>         <- winner 3 is a draw
//    </game>
//   </stratego>
//
// Gravon writes neither attacks nor resignations and draw agreements as actions: reading marks each
// attack by replaying the moves, and turns a result of resignation or agreed draw into the actions
// that end the game that way (an accepted draw offer as made just before the acceptance). Gravon
// keeps no setup names, start time, numbering, two-squares N or draw offers; apart from those,
// reading what FormatGravonXml wrote gives the record back.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/game_record.h"
#include "core/square.h"
#include "io/record_file.h"

namespace stratego {

struct GravonImportOptions {
  int two_squares = 5;  // the archive was played with the two-squares rule at N = 5
};

// Reads a Gravon XML game. Errors name the line (and column where it applies); malformed XML,
// unsupported game types (duell, classicfree), faulty fields, moves and results are all reported.
// Moves are not checked against the rules here: CheckRecord does that.
RecordParseResult ParseGravonXml(std::string_view text, const GravonImportOptions& options = {});

// Writes a finished game as Gravon XML; fails, saying why, for what Gravon cannot express
// (an unfinished game, a draw by move limit, rule options it does not know). The two-squares
// option is not stored: the reader assumes it (GravonImportOptions). Nor are move limits: a game
// a limit did not end reads back without them, as it was decided.
Expected<std::string> FormatGravonXml(const GameRecord& record);

// Gravon's square names: columns A B C D E F G H I K (no J), rows 1 to 9 and ':' for 10.
std::string GravonSquareName(Square square);
std::optional<Square> ParseGravonSquare(std::string_view name);  // exactly as written, upper case

}  // namespace stratego
