#include "app/options_file.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <ostream>

#include "app/paths.h"
#include "core/text.h"
#include "io/config_file.h"
#include "io/file_io.h"
#include "ui/notice_screen.h"

namespace stratego {

namespace {

// An options file is a few hundred bytes; anything much larger is not one.
constexpr std::size_t kMaxOptionsFileBytes = 64 * 1024;
// Warnings beyond this many are summed up in one: they must fit on a screen.
constexpr std::size_t kMaxWarnings = 8;

// Reads a value into the settings; returns why it cannot, or nothing.
using OptionParser = std::optional<std::string> (*)(std::string_view value, Settings& settings);
using OptionFormatter = std::string (*)(const Settings& settings);

// One option of the file. To keep a new option: a row here (and a line in options_file.h).
struct OptionKey {
  std::string_view key;
  std::string_view comment;
  OptionFormatter format;
  OptionParser parse;
};

std::string OnOff(bool on) {
  return on ? "on" : "off";
}

std::optional<bool> ParseOnOff(std::string_view value) {
  if (value == "on") return true;
  if (value == "off") return false;
  return std::nullopt;
}

// A switch: the field `Member` of the part `Group` of the settings, on or off; `Inverted` when
// the file says the opposite of the field ("color = on" is force_mono = false).
template <auto Group, auto Member, bool Inverted = false>
std::optional<std::string> ParseSwitch(std::string_view value, Settings& settings) {
  const std::optional<bool> on = ParseOnOff(value);
  if (!on) return "expected on or off";
  (settings.*Group).*Member = *on != Inverted;
  return std::nullopt;
}
template <auto Group, auto Member, bool Inverted = false>
std::string FormatSwitch(const Settings& settings) {
  return OnOff(((settings.*Group).*Member) != Inverted);
}

// A move limit of the rules: off (0) or a number of moves.
template <auto Member>
std::optional<std::string> ParseLimit(std::string_view value, Settings& settings) {
  if (value == "off") {
    settings.rules.*Member = 0;
    return std::nullopt;
  }
  const std::optional<int> moves = ParseIntInRange(value, 1, 1000000);
  if (!moves) return "expected off or a number of moves from 1 to 1000000";
  settings.rules.*Member = *moves;
  return std::nullopt;
}
template <auto Member>
std::string FormatLimit(const Settings& settings) {
  const int moves = settings.rules.*Member;
  return moves == 0 ? "off" : std::to_string(moves);
}

// The two functions of a switch option, for the table below.
#define STRATEGO_SWITCH(group, type, member, ...)                           \
  FormatSwitch<&Settings::group, &type::member __VA_OPT__(, ) __VA_ARGS__>, \
      ParseSwitch<&Settings::group, &type::member __VA_OPT__(, ) __VA_ARGS__>

constexpr OptionKey kOptions[] = {
    {"numbering", "How ranks are written: modern (10 = Marshal) or classic (1 = Marshal).",
     [](const Settings& s) { return std::string(NumberingName(s.display.numbering)); },
     [](std::string_view value, Settings& s) -> std::optional<std::string> {
       const auto numbering = ParseNumbering(value);
       if (!numbering) return "expected modern or classic";
       s.display.numbering = *numbering;
       return std::nullopt;
     }},
    {"memory", "Memory mode: on keeps revealed enemy ranks off the screen (RULES.md 5).",
     STRATEGO_SWITCH(display, DisplayOptions, memory_mode)},
    {"army",
     "The rules of new games (RULES.md 2, 4.3, 6, 7).\nArmy: classic, barrage or "
     "ultimate-lightning.",
     [](const Settings& s) { return std::string(GetArmy(s.rules.army).id); },
     [](std::string_view value, Settings& s) -> std::optional<std::string> {
       const auto army = ParseArmyKind(value);
       if (!army) return "expected classic, barrage or ultimate-lightning";
       s.rules.army = *army;
       return std::nullopt;
     }},
    {"two-squares", "The two-squares rule: 3, 5 or off.",
     [](const Settings& s) {
       return s.rules.two_squares == 0 ? std::string("off") : std::to_string(s.rules.two_squares);
     },
     [](std::string_view value, Settings& s) -> std::optional<std::string> {
       if (value != "3" && value != "5" && value != "off") return "expected 3, 5 or off";
       s.rules.two_squares = value == "off" ? 0 : value[0] - '0';
       return std::nullopt;
     }},
    {"more-squares", "The more-squares rule: a chaser may not recreate a position (on or off).",
     STRATEGO_SWITCH(rules, RuleSet, more_squares)},
    {"max-moves", "A draw after this many moves in all: off or a number.",
     FormatLimit<&RuleSet::max_moves>, ParseLimit<&RuleSet::max_moves>},
    {"max-quiet-moves", "A draw after this many moves in a row without an attack: off or a number.",
     FormatLimit<&RuleSet::max_quiet_moves>, ParseLimit<&RuleSet::max_quiet_moves>},
    {"attacker-advantage", "Equal ranks: the attacker wins (on) or both are removed (off).",
     STRATEGO_SWITCH(rules, RuleSet, attacker_advantage)},
    {"silent-defense", "Only the attacker's rank is announced (on or off).",
     STRATEGO_SWITCH(rules, RuleSet, silent_defense)},
    {"rescue", "Reaching the enemy's back row puts a captured piece back (on or off).",
     STRATEGO_SWITCH(rules, RuleSet, rescue)},
    {"color", "Colours where the terminal has them (on), or none (off; so does NO_COLOR).",
     STRATEGO_SWITCH(terminal, TerminalOptions, force_mono, true)},
    {"ascii", "Plain ASCII drawing even in a UTF-8 terminal (on or off).",
     STRATEGO_SWITCH(terminal, TerminalOptions, force_ascii)},
    {"mouse", "Take over the mouse (on or off).",
     STRATEGO_SWITCH(terminal, TerminalOptions, mouse)},
    {"replay-step-ms",
     "A replay playing on by itself: milliseconds a step (the nearest pace the\n"
     "replay has is used).",
     [](const Settings& s) { return std::to_string(s.replay_step_ms); },
     [](std::string_view value, Settings& s) -> std::optional<std::string> {
       const std::optional<int> ms = ParseIntInRange(value, 1, 60000);
       if (!ms) return "expected a number of milliseconds from 1 to 60000";
       s.replay_step_ms = *ms;
       return std::nullopt;
     }},
};

#undef STRATEGO_SWITCH

const OptionKey* FindOption(std::string_view key) {
  for (const OptionKey& option : kOptions) {
    if (option.key == key) return &option;
  }
  return nullptr;
}

// A value as a warning quotes it: whole if short.
std::string Quoted(std::string_view value) {
  constexpr std::size_t kShown = 40;
  return "'" + std::string(value.substr(0, kShown)) + (value.size() > kShown ? "…'" : "'");
}

void Warn(OptionsFileResult& result, const std::string& path, const Diagnostic& diagnostic) {
  if (result.warnings.size() < kMaxWarnings) {
    result.warnings.push_back(FormatDiagnostic(path, diagnostic));
  } else if (result.warnings.size() == kMaxWarnings) {
    result.warnings.push_back(path + ": more problems; those lines are ignored too");
  }
}

}  // namespace

OptionsFileResult ReadOptionsText(std::string_view text, const std::string& path,
                                  const Settings& defaults) {
  OptionsFileResult result{defaults, {}};
  const ConfigParseResult parsed = ParseConfigText(text);
  std::vector<Diagnostic> problems = parsed.errors;
  for (const ConfigSetting& setting : parsed.settings) {
    const OptionKey* option = FindOption(setting.key);
    if (!option) {
      problems.push_back({setting.line, setting.key_column,
                          "unknown option '" + setting.key + "'; it is ignored"});
      continue;
    }
    Settings changed = result.settings;
    if (auto problem = option->parse(setting.value, changed)) {
      problems.push_back(
          {setting.line, setting.value_column,
           setting.key + ": " + *problem + ", not " + Quoted(setting.value) + "; it is ignored"});
      continue;
    }
    result.settings = std::move(changed);
  }
  std::stable_sort(problems.begin(), problems.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
  for (const Diagnostic& problem : problems)
    Warn(result, path, problem);
  return result;
}

OptionsFileResult LoadOptionsFile(const std::string& path, const Settings& defaults) {
  std::error_code error;
  if (!std::filesystem::exists(std::filesystem::symlink_status(path, error))) {
    return {defaults, {}};
  }
  Expected<std::string> text = ReadTextFile(path, kMaxOptionsFileBytes);
  if (!text) return {defaults, {path + ": " + text.error() + "; the options are the defaults"}};
  return ReadOptionsText(*text, path, defaults);
}

std::string FormatOptionsText(const Settings& settings) {
  std::vector<ConfigLine> lines;
  for (const OptionKey& option : kOptions) {
    lines.push_back(
        {std::string(option.comment), std::string(option.key), option.format(settings)});
  }
  return FormatConfigText(
      "Stratego's options, kept between runs. The program rewrites this file when an option\n"
      "changes on its menus (comments added here are not kept). Options given on the command\n"
      "line override these for that run.",
      lines);
}

// A symbolic link (as a dotfile manager makes) is followed to the file it names, which is replaced
// atomically in its own folder; the link stays. WriteFileAtomically itself refuses links, on
// purpose: only this file is one a person links.
Status SaveOptionsFile(const std::string& path, const Settings& settings) {
  std::error_code error;
  std::string target = path;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(path, error))) {
    const std::filesystem::path resolved = std::filesystem::canonical(path, error);
    if (error || !std::filesystem::is_regular_file(resolved, error))
      return Error{path + " is a symbolic link to no file"};
    target = resolved.string();
  }
  const std::string dir = std::filesystem::path(target).parent_path().string();
  if (Status made = MakeDirectories(dir); !made) return made;
  return WriteFileAtomically(target, FormatOptionsText(settings));
}

namespace {

// What the menus keep of a run's settings. An option given on the command line is for that run:
// the file keeps its own value for it unless a menu changes that option in this run (once changed,
// the menu's value is kept even if it is set back).
class KeptOptions {
 public:
  KeptOptions(std::string path, Settings file, Settings start)
      : path_(std::move(path)), file_(std::move(file)), start_(std::move(start)) {}

  void Keep(const Settings& shown) {
    Settings kept = file_;
    for (std::size_t i = 0; i < std::size(kOptions); ++i) {
      const OptionKey& option = kOptions[i];
      const std::string value = option.format(shown);
      if (value != option.format(start_)) changed_[i] = true;
      if (changed_[i]) (void)option.parse(value, kept);
    }
    const Status saved = SaveOptionsFile(path_, kept);
    problem_ = saved ? "" : "the options could not be kept in " + path_ + ": " + saved.error();
  }
  const std::string& problem() const { return problem_; }

 private:
  std::string path_;
  Settings file_;   // as the file has them (the defaults for what it does not give)
  Settings start_;  // as the run began: the file's with the command line's over them
  std::array<bool, std::size(kOptions)> changed_ = {};  // by a menu, in this run
  std::string problem_;
};

}  // namespace

Expected<TerminalSettings> TerminalSettingsFromArgs(const ParsedArgs& args,
                                                    const std::string& path) {
  OptionsFileResult file = LoadOptionsFile(path, Settings{});
  auto settings = SettingsFromArgs(args, file.settings);
  if (!settings) return Error{settings.error()};
  auto kept = std::make_shared<KeptOptions>(path, std::move(file.settings), *settings);
  auto problem = std::make_shared<std::string>();
  settings->keep = [kept, problem](const Settings& shown) {
    kept->Keep(shown);
    *problem = kept->problem();
  };
  return TerminalSettings{std::move(*settings), std::move(file.warnings), std::move(problem)};
}

int RunWithOptionsFile(const TerminalSettings& start, std::unique_ptr<Activity> first,
                       CommandIo& io) {
  for (const std::string& warning : start.warnings)
    io.err << "stratego: warning: " << warning << "\n";
  const int status = RunOnTerminal(
      WithNotice("The options file has problems; these lines are ignored:", start.warnings,
                 std::move(first)),
      start.settings.terminal, io);
  if (!start.keep_problem->empty()) io.err << "stratego: " << *start.keep_problem << "\n";
  return status;
}

}  // namespace stratego
