// Helpers for the Gravon XML tests: a field from its ranks, a game around a field, move and
// result elements, and the outcome of parsing.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "io/gravon_xml.h"

namespace stratego::testing {

// A field from its ten ranks, rank 1 first, each from file a.
std::string Field(std::initializer_list<std::string_view> ranks);

// A classic field: Red's Scouts on rank 4 (a4–h4), Blue's on rank 7 (a7–h7), the Flags on j1 and
// a10 — Blue's letters run from file a, which is Blue's right.
extern const std::string kField;

// A game of `type` on `field` with the given elements after the field. The field's value starts
// at line 4, column 19; the elements of `body` start on line 5.
std::string Game(const std::string& body, const std::string& field = kField,
                 const std::string& type = "classic");

std::string MoveElement(int id, const std::string& source, const std::string& target);
std::string ResultElement(int type, int winner);

// The first error of `text`, as "line:column: message", or "no error".
std::string FirstError(const std::string& text);

// The record `text` gives; the test fails, showing every error, if it gives none.
GameRecord Parsed(const std::string& text, const GravonImportOptions& options = {});

}  // namespace stratego::testing
