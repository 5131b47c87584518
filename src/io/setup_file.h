// Setup files (FORMATS.md §1) and Gravon's 40-character setup strings (FORMATS.md §2).
//
//   # comment
//   name: Shoreline bluff
//   numbering: modern
//    2  9  2  S  8  2  6  2  8  2      <- front row, left to right as the owner sees it
//    ...                               (4 rows of 10 tokens; '.' is an empty square)
//
// In place of the four rows a file may hold one Gravon setup string (Red letters B–M, 'A' empty,
// front row first), so public collections of human setups can be used directly.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/setup.h"
#include "core/types.h"
#include "io/diagnostic.h"

namespace stratego {

struct SetupParseResult {
  std::optional<Setup> setup;      // present exactly when there are no errors
  std::vector<Diagnostic> errors;  // every fault found, in file order, file-wide ones last
  Numbering numbering = Numbering::kModern;  // as the file declared it
};

// Parses the text of a setup file. Reports every fault it finds, with line and column.
SetupParseResult ParseSetupText(std::string_view text);

// Reads and parses a setup file; a file that cannot be read gives one file-wide error.
SetupParseResult LoadSetupFile(const std::string& path);

// The text of a setup file for `setup`, with `name:` and `numbering:` lines. Reading it back gives
// the same setup (metadata with line breaks or control characters is written on one line).
std::string FormatSetupText(const Setup& setup, Numbering numbering);

// A Gravon setup string: 40 letters, front row first, each row left to right as the owner sees it.
// That is how Red's setups are written in Gravon's records (and in the public lists of setups);
// Blue's setup inside a Gravon game record runs from file a, which is Blue's right, and has to be
// mirrored before it is read with this. The army is inferred from the number of pieces unless
// given.
Expected<Setup> ParseGravonSetup(std::string_view letters,
                                 std::optional<ArmyKind> army = std::nullopt);
std::string FormatGravonSetup(const Setup& setup);
// GravonLetter and RankFromGravonLetter, the letters of the ranks, are in core/types.h.

}  // namespace stratego
