// A small command-line parser for subcommands: long options with or without values, `--`, and
// positional arguments. Bad input becomes an error message, never an exit or an exception.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"

namespace stratego {

struct OptionSpec {
  std::string_view name;        // without the dashes: "seed"
  std::string_view value_name;  // "N"; empty for a flag without a value
  std::string help;
};

struct ParsedArgs {
  std::map<std::string, std::string, std::less<>> values;  // option name → value ("" for flags)
  std::vector<std::string> positional;

  bool Has(std::string_view name) const { return values.find(name) != values.end(); }
  std::optional<std::string> Get(std::string_view name) const;
};

// Parses `args` (the words after the subcommand) against `options`; `--help` and `-h` are always
// accepted as the flag "help". An option may be given as `--name value` or `--name=value`.
Expected<ParsedArgs> ParseArgs(const std::vector<std::string>& args,
                               const std::vector<OptionSpec>& options);

// The options part of a --help text: the options aligned, their help wrapped to `line_width`.
std::string FormatOptionsHelp(const std::vector<OptionSpec>& options, int line_width = 79);

// Reads a whole decimal number in [min, max]; the error names the option.
Expected<long long> ParseIntegerOption(std::string_view option, std::string_view text,
                                       long long min, long long max);

}  // namespace stratego
