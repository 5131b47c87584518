// Gravon's field (FORMATS.md §2): the 100 letters of <field content="…"/> that hold both setups,
// square a1 first; Red's pieces B–M, Blue's N–Y in the same order, A an empty square, _ a lake.
// Internal to the Gravon reader and writer (gravon_xml.cc); Gravon's square names, which are
// public, are declared in gravon_xml.h and defined with the field in gravon_field.cc.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/setup.h"
#include "core/square.h"

namespace stratego::gravon {

inline constexpr std::size_t kFieldSize = kNumSquares;

// A value from the file for a message: quoted, short, and printable whatever the file held.
std::string Quoted(std::string_view value);

// What is wrong with `letter` on the square of field index `index`, if anything.
std::optional<std::string> FieldCellProblem(std::size_t index, char letter);

// Both setups, read square by square from a field without faults (kFieldSize letters, none of
// which FieldCellProblem faults).
std::array<Setup, kNumPlayers> SetupsOfField(std::string_view field, ArmyKind army);

// The field of both setups: the inverse of SetupsOfField.
std::string FieldOf(const std::array<Setup, kNumPlayers>& setups);

}  // namespace stratego::gravon
