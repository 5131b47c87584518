#include "app/args.h"

#include <algorithm>
#include <charconv>

#include "ui/text_layout.h"

namespace stratego {

std::optional<std::string> ParsedArgs::Get(std::string_view name) const {
  const auto found = values.find(name);
  if (found == values.end()) return std::nullopt;
  return found->second;
}

namespace {

const OptionSpec* FindOption(const std::vector<OptionSpec>& options, std::string_view name) {
  for (const OptionSpec& option : options) {
    if (option.name == name) return &option;
  }
  return nullptr;
}

}  // namespace

Expected<ParsedArgs> ParseArgs(const std::vector<std::string>& args,
                               const std::vector<OptionSpec>& options) {
  ParsedArgs parsed;
  bool options_ended = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (options_ended || arg.size() < 2 || arg[0] != '-') {
      parsed.positional.push_back(arg);
      continue;
    }
    if (arg == "--") {
      options_ended = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      parsed.values["help"] = "";
      continue;
    }
    if (arg.rfind("--", 0) != 0) return Error{"unknown option '" + arg + "'"};
    const std::size_t equals = arg.find('=');
    const std::string name =
        arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    const OptionSpec* option = FindOption(options, name);
    if (option == nullptr) return Error{"unknown option '--" + name + "'"};
    if (option->value_name.empty()) {
      if (equals != std::string::npos) return Error{"option '--" + name + "' takes no value"};
      parsed.values[name] = "";
    } else if (equals != std::string::npos) {
      parsed.values[name] = arg.substr(equals + 1);
    } else if (i + 1 < args.size()) {
      parsed.values[name] = args[++i];
    } else {
      return Error{"option '--" + name + "' needs a value (" + std::string(option->value_name) +
                   ")"};
    }
  }
  return parsed;
}

std::string FormatOptionsHelp(const std::vector<OptionSpec>& options, int line_width) {
  std::vector<std::string> heads;
  std::size_t width = 0;
  for (const OptionSpec& option : options) {
    std::string head = "  --" + std::string(option.name);
    if (!option.value_name.empty()) head += " " + std::string(option.value_name);
    width = std::max(width, head.size());
    heads.push_back(head);
  }
  const std::size_t indent = width + 2;
  std::string text;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const auto lines =
        WrapText(options[i].help, std::max(20, line_width - static_cast<int>(indent)));
    for (std::size_t k = 0; k < lines.size(); ++k) {
      const std::string head = k == 0 ? heads[i] : "";
      text += head + std::string(indent - head.size(), ' ') + lines[k] + "\n";
    }
  }
  return text;
}

Expected<long long> ParseIntegerOption(std::string_view option, std::string_view text,
                                       long long min, long long max) {
  long long value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  const std::string range = std::to_string(min) + " to " + std::to_string(max);
  if (text.empty() || error != std::errc() || stop != end) {
    return Error{"--" + std::string(option) + " takes a whole number (" + range + "), not '" +
                 std::string(text) + "'"};
  }
  if (value < min || value > max) {
    return Error{"--" + std::string(option) + " must be from " + range + ", not " +
                 std::string(text)};
  }
  return value;
}

}  // namespace stratego
