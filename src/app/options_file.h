// The options kept between runs (OptionsFilePath(): $XDG_CONFIG_HOME/stratego/options.conf): a
// small commented text file of `key = value` lines (io/config_file.h) that the program writes
// whenever an option changes on a menu, and a person may edit:
//
//   numbering = modern|classic        memory = on|off
//   army = classic|barrage|ultimate-lightning
//   two-squares = 3|5|off             max-moves = off|N      max-quiet-moves = off|N
//   attacker-advantage = on|off       silent-defense = on|off        rescue = on|off
//   color = on|off    ascii = on|off    mouse = on|off    replay-step-ms = N
//
// Options given on the command line override the file's for that run. An unknown key or a bad
// value is a warning (file:line:column) and is ignored: the option keeps its default.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/interactive.h"
#include "core/expected.h"

namespace stratego {

struct OptionsFileResult {
  Settings settings;
  std::vector<std::string> warnings;  // "FILE:LINE:COLUMN: message", for people
};

// The settings `text` gives, starting from `defaults`; `path` names the file in the warnings.
OptionsFileResult ReadOptionsText(std::string_view text, const std::string& path,
                                  const Settings& defaults);
// The same from the file at `path`. A missing file is no warning: the defaults stand.
OptionsFileResult LoadOptionsFile(const std::string& path, const Settings& defaults);

// The file's text for `settings`, with a comment for every option. ReadOptionsText reads back the
// same settings.
std::string FormatOptionsText(const Settings& settings);
// Writes it atomically, making the folder if need be; a symbolic link at `path` is followed to
// the regular file it names, which is written (a link to no file is an error).
Status SaveOptionsFile(const std::string& path, const Settings& settings);

// The settings of a command at the terminal: the options file's at `path`, the command line's
// over them. The warnings (the file's problems) are for the screen and standard error.
// `settings.keep` writes the file when a menu changes an option: the options as the menus show
// them, except that for an option given on the command line (--memory, --army barrage,
// --no-color…) the file's own value is kept unless a menu changed that option in this run; a
// failure to write is kept in `*keep_problem`.
struct TerminalSettings {
  Settings settings;
  std::vector<std::string> warnings;
  std::shared_ptr<std::string> keep_problem;
};
Expected<TerminalSettings> TerminalSettingsFromArgs(const ParsedArgs& args,
                                                    const std::string& path);

// Runs `first` on the terminal (RunOnTerminal) after a notice of the options file's problems, if
// any (also written to standard error); a failure to keep the options is told when it is over.
int RunWithOptionsFile(const TerminalSettings& start, std::unique_ptr<Activity> first,
                       CommandIo& io);

}  // namespace stratego
