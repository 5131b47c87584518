// Small configuration files (the options file): one `key = value` setting a line; `#` starts a
// comment, on a line of its own or after a value; blank lines are ignored. Keys are letters,
// digits and dashes. What the keys mean is the caller's: this reads and writes the text.
//
//   # Stratego options
//   numbering = classic   # 1 = Marshal
//   memory = on
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "io/diagnostic.h"

namespace stratego {

struct ConfigSetting {
  std::string key;
  std::string value;  // without the comment and the spaces around it; may be empty
  int line = 0;
  int key_column = 0;    // 1-based, in characters
  int value_column = 0;  // where the value starts (after the '=' when it is empty)
  friend bool operator==(const ConfigSetting&, const ConfigSetting&) = default;
};

struct ConfigParseResult {
  std::vector<ConfigSetting> settings;  // in the file's order; a key may come twice
  std::vector<Diagnostic> errors;       // lines that are not settings, skipped
};

// Reads every well-formed line; a malformed one (no '=', a bad key, a control character) gives an
// error at its line and column and is skipped, so one bad line loses only itself.
ConfigParseResult ParseConfigText(std::string_view text);

// One setting to write, with the comment line(s) that explain it (without '#'; may be empty).
struct ConfigLine {
  std::string comment;
  std::string key;
  std::string value;
};

// The file's text: `heading` as comment lines, then each setting after its comment, a blank line
// between settings. ParseConfigText reads back the keys and values.
std::string FormatConfigText(std::string_view heading, const std::vector<ConfigLine>& lines);

}  // namespace stratego
