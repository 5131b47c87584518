#include "io/setup_file.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>

#include "core/text.h"
#include "io/file_io.h"
#include "io/text_format.h"

namespace stratego {

namespace {

constexpr std::size_t kMaxSetupFileBytes = 64 * 1024;  // a setup file is well under 1 KiB

constexpr std::size_t kColumns = kSetupColumns;

// A Gravon setup string: one word of 40 letters.
bool IsGravonShaped(std::string_view word) {
  if (word.size() != static_cast<std::size_t>(kSetupCells)) return false;
  for (char c : word) {
    if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

struct Token {
  std::string_view text;
  int column;
};

// The column in `line` where `part`, a view into it, begins.
int SetupColumnIn(std::string_view line, std::string_view part) {
  return ColumnOf(line, static_cast<std::size_t>(part.data() - line.data()));
}

std::vector<Token> Tokenize(std::string_view line) {
  std::vector<Token> tokens;
  for (std::string_view word : SplitWords(line))
    tokens.push_back({word, SetupColumnIn(line, word)});
  return tokens;
}

std::string ExpectedTokens(Numbering numbering, bool allow_empty) {
  std::string list = numbering == Numbering::kModern ? "10, 9, 8, 7, 6, 5, 4, 3, 2, S, B or F"
                                                     : "1, 2, 3, 4, 5, 6, 7, 8, 9, S, B or F";
  return allow_empty ? list + " (or . for an empty square)" : list;
}

std::string BadTokenMessage(std::string_view token, Numbering numbering, bool allow_empty) {
  const std::string quoted = "'" + std::string(token) + "'";
  if (numbering == Numbering::kModern && token == "1") {
    return "'1' is not a rank in modern numbering (10 is the Marshal, S the Spy); "
           "write 'numbering: classic' above the grid for classic numbering";
  }
  if (numbering == Numbering::kClassic && token == "10") {
    return "'10' is not a rank in classic numbering (1 is the Marshal); "
           "remove 'numbering: classic' for modern numbering";
  }
  if (token == ".") {
    return "'.' (an empty square) is only allowed in armies smaller than 40 pieces; "
           "choose one with an 'army:' line";
  }
  if (token.size() >= 8 && std::all_of(token.begin(), token.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c));
      })) {
    return quoted + " is not a piece; a Gravon setup string has 40 letters, this one " +
           std::to_string(token.size());
  }
  return quoted + " is not a piece; expected " + ExpectedTokens(numbering, allow_empty);
}

// Reads a setup file line by line; see setup_file.h for the format.
class SetupParser {
 public:
  SetupParseResult Parse(std::string_view text);

 private:
  void AddError(int line, int column, std::string message) {
    AddCappedError(result_.errors, {line, column, std::move(message)},
                   "too many errors: is this a setup file? (stopped after 20)");
  }
  void ParseLine(std::string_view raw);
  void ParseHeader(std::string_view raw, std::string_view content);
  void ParseHeaderValue(const std::string& key, std::string_view value, int column);
  void ParseGridRow(std::string_view line);
  void ParseGravonLine(const Token& token);
  void CheckCounts();

  SetupParseResult result_;
  Setup setup_;
  int line_number_ = 0;
  int grid_rows_ = 0;
  bool grid_complete_ = true;  // every row seen had 10 valid tokens
  bool reported_extra_row_ = false;
  std::array<int, 5> header_lines_{};  // where each known key was given, 0 if not yet
};

constexpr std::array<std::string_view, 5> kHeaderKeys = {"name", "numbering", "army", "author",
                                                         "notes"};

SetupParseResult SetupParser::Parse(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
  for (const TextFault& fault : FindTextFaults(text, 1)) {
    AddError(fault.line, fault.column, fault.message);
    return std::move(result_);
  }
  std::size_t start = 0;
  while (start <= text.size() && result_.errors.size() <= kMaxFileErrors) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    ++line_number_;
    ParseLine(text.substr(start, end - start));
    start = end + 1;
  }
  if (grid_rows_ == 0) {
    AddError(0, 0, "no setup found: expected 4 rows of 10 pieces (front row first)");
  } else if (grid_rows_ < kSetupRows) {
    AddError(0, 0,
             "the grid has " + std::to_string(grid_rows_) + (grid_rows_ == 1 ? " row" : " rows") +
                 ", expected 4");
    grid_complete_ = false;
  }
  if (grid_rows_ > 0) CheckCounts();
  if (result_.errors.empty()) result_.setup = setup_;
  // In the order of the file; faults of the file as a whole (line 0) after those of its lines.
  std::stable_sort(result_.errors.begin(), result_.errors.end(),
                   [](const Diagnostic& a, const Diagnostic& b) {
                     const auto key = [](const Diagnostic& d) {
                       return std::pair{d.line == 0 ? INT_MAX : d.line, d.column};
                     };
                     return key(a) < key(b);
                   });
  return std::move(result_);
}

void SetupParser::ParseLine(std::string_view raw) {
  const std::optional<FormatLine> line = ReadFormatLine(raw);
  if (!line) return;
  if (auto problem = LineLengthProblem(*line)) return AddError(line_number_, 0, *problem);
  raw = line->raw;
  const std::string_view content = line->content;
  if (IsKeyLine(content)) {
    ParseHeader(raw, content);
  } else {
    ParseGridRow(raw.substr(0, raw.find('#')));
  }
}

void SetupParser::ParseHeader(std::string_view raw, std::string_view content) {
  const std::size_t colon = content.find(':');
  const std::string key = ToLower(Trim(content.substr(0, colon)));
  const std::string_view value = Trim(content.substr(colon + 1));
  const int key_column = SetupColumnIn(raw, content);
  const int value_column = value.empty() ? SetupColumnIn(raw, content.substr(content.size()))
                                         : SetupColumnIn(raw, value);
  if (grid_rows_ > 0) {
    AddError(line_number_, key_column,
             "'" + key + ":' comes after the grid; header lines go before the 4 rows");
    return;
  }
  std::size_t index = 0;
  while (index < kHeaderKeys.size() && kHeaderKeys[index] != key)
    ++index;
  if (index == kHeaderKeys.size()) {
    AddError(line_number_, key_column,
             "unknown header '" + key + "'; expected name, numbering, army, author or notes");
    return;
  }
  if (header_lines_[index] != 0) {
    AddError(line_number_, key_column,
             "'" + key + "' is given twice (first on line " + std::to_string(header_lines_[index]) +
                 ")");
    return;
  }
  header_lines_[index] = line_number_;
  ParseHeaderValue(key, value, value_column);
}

void SetupParser::ParseHeaderValue(const std::string& key, std::string_view raw_value, int column) {
  // A tab in a name is read as a space, as the writer writes it, so that files round-trip.
  std::string tabless(raw_value);
  std::replace(tabless.begin(), tabless.end(), '\t', ' ');
  const std::string_view value = tabless;
  if (key == "name") {
    setup_.name = std::string(value);
  } else if (key == "author") {
    setup_.author = std::string(value);
  } else if (key == "notes") {
    setup_.notes = std::string(value);
  } else if (key == "numbering") {
    if (auto numbering = ParseNumbering(value)) {
      result_.numbering = *numbering;
    } else {
      AddError(line_number_, column,
               "numbering must be modern or classic, not '" + std::string(value) + "'");
    }
  } else if (auto army = ParseArmyKind(value)) {
    setup_.army = *army;
  } else {
    AddError(
        line_number_, column,
        "army must be classic, barrage or ultimate-lightning, not '" + std::string(value) + "'");
  }
}

void SetupParser::ParseGridRow(std::string_view line) {
  const std::vector<Token> tokens = Tokenize(line);
  if (tokens.empty()) return;
  if (grid_rows_ >= kSetupRows) {
    if (!reported_extra_row_)
      AddError(line_number_, tokens[0].column, "more than 4 grid rows; a setup has exactly 4");
    reported_extra_row_ = true;
    return;
  }
  if (grid_rows_ == 0 && tokens.size() == 1 && IsGravonShaped(tokens[0].text)) {
    ParseGravonLine(tokens[0]);
    return;
  }
  const int row = grid_rows_++;
  if (tokens.size() != kColumns) {
    const std::string_view last = tokens.back().text;
    const int column = tokens.size() > kColumns ? tokens[kColumns].column
                                                : SetupColumnIn(line, last.substr(last.size()));
    const int count = static_cast<int>(tokens.size());
    AddError(line_number_, column,
             "row " + std::to_string(row + 1) + " has " + std::to_string(count) +
                 (count == 1 ? " piece" : " pieces") + ", expected 10");
    grid_complete_ = false;
  }
  const bool allow_empty = GetArmy(setup_.army).Total() < kSetupCells;
  for (std::size_t i = 0; i < tokens.size() && i < kColumns; ++i) {
    const Token& token = tokens[i];
    if (token.text == "." && allow_empty) continue;
    if (auto rank = ParseRankToken(token.text, result_.numbering)) {
      setup_.Set(row, static_cast<int>(i), *rank);
    } else {
      AddError(line_number_, token.column,
               BadTokenMessage(token.text, result_.numbering, allow_empty));
      grid_complete_ = false;
    }
  }
}

void SetupParser::ParseGravonLine(const Token& token) {
  const std::optional<ArmyKind> army =
      header_lines_[2] != 0 ? std::optional(setup_.army) : std::nullopt;
  grid_rows_ = kSetupRows;
  for (std::size_t i = 0; i < token.text.size(); ++i) {
    const char letter = token.text[i];
    if (letter != 'A' && letter != 'a' && !RankFromGravonLetter(letter)) {
      AddError(line_number_, token.column + static_cast<int>(i),
               std::string("'") + letter +
                   "' is not a Gravon setup letter; expected A (empty) or B to M");
      grid_complete_ = false;
      return;
    }
  }
  Expected<Setup> parsed = ParseGravonSetup(token.text, army);
  if (!parsed) {
    AddError(line_number_, token.column, parsed.error());
    grid_complete_ = false;
    return;
  }
  parsed->name = setup_.name;
  parsed->author = setup_.author;
  parsed->notes = setup_.notes;
  setup_ = *parsed;
}

// Piece counts against the army. Too many of a rank is always a fault; too few is reported only
// when the grid is complete, since a missing or misspelt token would otherwise be counted twice.
void SetupParser::CheckCounts() {
  const Army& army = GetArmy(setup_.army);
  for (Rank rank : kRanksStrongestFirst) {
    const int have = setup_.CountOf(rank);
    const int want = army.Count(rank);
    if (have == want || (have < want && !grid_complete_)) continue;
    AddError(0, 0, CountProblem(army, rank, have));
  }
}

}  // namespace

SetupParseResult ParseSetupText(std::string_view text) {
  return SetupParser().Parse(text);
}

SetupParseResult LoadSetupFile(const std::string& path) {
  Expected<std::string> text = ReadTextFile(path, kMaxSetupFileBytes);
  if (!text) {
    SetupParseResult result;
    result.errors.push_back({0, 0, text.error()});
    return result;
  }
  return ParseSetupText(*text);
}

Expected<Setup> ParseGravonSetup(std::string_view letters, std::optional<ArmyKind> army) {
  if (letters.size() != static_cast<std::size_t>(kSetupCells)) {
    return Error{"a Gravon setup has 40 letters, not " + std::to_string(letters.size())};
  }
  Setup setup;
  int pieces = 0;
  for (std::size_t i = 0; i < letters.size(); ++i) {
    if (letters[i] == 'A' || letters[i] == 'a') continue;
    auto rank = RankFromGravonLetter(letters[i]);
    if (!rank) {
      // The letter is shown only if it is printable ASCII: the message may reach a terminal.
      const auto byte = static_cast<unsigned char>(letters[i]);
      const std::string shown = byte > 0x20 && byte < 0x7F ? "'" + std::string(1, letters[i]) + "'"
                                                           : "byte " + std::to_string(byte);
      return Error{shown + " is not a Gravon setup letter"};
    }
    setup.cells[i] = *rank;
    ++pieces;
  }
  if (!army) {
    for (ArmyKind kind : kArmyKinds) {
      if (GetArmy(kind).Total() == pieces) army = kind;
    }
  }
  if (!army)
    return Error{"no army has " + std::to_string(pieces) + (pieces == 1 ? " piece" : " pieces")};
  setup.army = *army;
  return setup;
}

std::string FormatGravonSetup(const Setup& setup) {
  std::string letters;
  for (const auto& cell : setup.cells)
    letters += cell ? GravonLetter(*cell) : 'A';
  return letters;
}

namespace {

// Metadata is written on one line: line breaks and other control characters become spaces.
std::string SingleLine(std::string_view value) {
  std::string line(value);
  for (char& c : line) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  }
  return std::string(Trim(line));
}

void AppendHeader(std::string& text, std::string_view key, std::string_view value, bool always) {
  const std::string line = SingleLine(value);
  if (line.empty() && !always) return;
  text += std::string(key) + ":" + (line.empty() ? "" : " " + line) + "\n";
}

}  // namespace

std::string FormatSetupText(const Setup& setup, Numbering numbering) {
  std::string text;
  AppendHeader(text, "name", setup.name, true);
  AppendHeader(text, "numbering", NumberingName(numbering), true);
  if (setup.army != ArmyKind::kClassic) AppendHeader(text, "army", GetArmy(setup.army).id, true);
  AppendHeader(text, "author", setup.author, false);
  AppendHeader(text, "notes", setup.notes, false);
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column) {
      const auto rank = setup.At(row, column);
      const std::string_view token = rank ? RankToken(*rank, numbering) : ".";
      if (column > 0) text += ' ';
      if (token.size() < 2) text += ' ';
      text += token;
    }
    text += '\n';
  }
  return text;
}

}  // namespace stratego
