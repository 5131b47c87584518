#include "io/record_file.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "core/text.h"
#include "io/record_file_internal.h"
#include "io/setup_file.h"
#include "io/text_format.h"

namespace stratego {

namespace {

constexpr int kMaxMoveLimit = 1000000;

constexpr std::array<std::pair<EndReason, std::string_view>, 11> kEndReasonIds = {{
    {EndReason::kFlagCaptured, "flag captured"},
    {EndReason::kNoMovablePieces, "no movable pieces"},
    {EndReason::kNoLegalMoves, "no legal moves"},
    {EndReason::kNeitherCanMove, "neither can move"},
    {EndReason::kResignation, "resignation"},
    {EndReason::kDrawAgreed, "draw agreed"},
    {EndReason::kMoveLimit, "move limit"},
    {EndReason::kQuietMoveLimit, "quiet move limit"},
    {EndReason::kAbandoned, "abandoned"},
    {EndReason::kTimeForfeit, "time"},
    {EndReason::kNone, "unfinished"},
}};

using record_text::kActionPhrases;
using record_text::kMagic;
using record_text::kPhraseActions;

std::optional<Player> ParsePlayerWord(std::string_view word) {
  if (EqualsIgnoreCase(word, "red")) return Player::kRed;
  if (EqualsIgnoreCase(word, "blue")) return Player::kBlue;
  return std::nullopt;
}

std::optional<int> ParseCount(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// "4" or "off" (0); nullopt when it is neither or out of [low, high].
std::optional<int> ParseLimit(std::string_view text, int low, int high) {
  if (EqualsIgnoreCase(text, "off")) return 0;
  const std::optional<int> value = ParseCount(text);
  if (!value || *value < low || *value > high) return std::nullopt;
  return value;
}

std::optional<bool> ParseSwitch(std::string_view text) {
  if (EqualsIgnoreCase(text, "on") || EqualsIgnoreCase(text, "yes")) return true;
  if (EqualsIgnoreCase(text, "off") || EqualsIgnoreCase(text, "no")) return false;
  return std::nullopt;
}

// "red 1795000 blue 1800000": each side's time left, in milliseconds.
std::optional<std::array<ClockMs, kNumPlayers>> ParseClockLeft(std::string_view text) {
  const std::vector<std::string_view> words = SplitWords(text);
  if (words.size() != 4 || !EqualsIgnoreCase(words[0], "red") ||
      !EqualsIgnoreCase(words[2], "blue"))
    return std::nullopt;
  std::array<ClockMs, kNumPlayers> left{};
  for (std::size_t side = 0; side < left.size(); ++side) {
    const std::string_view number = words[side * 2 + 1];
    const auto [end, error] =
        std::from_chars(number.data(), number.data() + number.size(), left[side]);
    if (error != std::errc() || end != number.data() + number.size() || left[side] < 0 ||
        left[side] > kMaxClockLeftMs)
      return std::nullopt;
  }
  return left;
}

// A move as records write it: two square names joined by '-' (a move) or 'x' (an attack).
struct RecordedMove {
  Move move;
  bool attack;
};
std::optional<RecordedMove> ParseRecordedMove(std::string_view text) {
  const std::size_t joint = text.find_first_of("-xX", 1);
  if (joint == std::string_view::npos) return std::nullopt;
  const auto from = ParseSquare(text.substr(0, joint));
  const auto to = ParseSquare(text.substr(joint + 1));
  if (!from || !to) return std::nullopt;
  return RecordedMove{{*from, *to}, text[joint] != '-'};
}

int ColumnIn(std::string_view line, std::string_view part) {
  return ColumnOf(line, static_cast<std::size_t>(part.data() - line.data()));
}

enum class Key {
  kRedPlayer,
  kBluePlayer,
  kStarted,
  kArmy,
  kTwoSquares,
  kMoreSquares,
  kMaxMoves,
  kMaxQuietMoves,
  kAttackerAdvantage,
  kSilentDefense,
  kRescue,
  kNumbering,
  kRedSetup,
  kBlueSetup,
  kResult,
  kClock,
  kClockLeft,
};
constexpr std::array<std::string_view, 17> kKeyNames = {
    "red-player",         "blue-player",    "started",   "army",
    "two-squares",        "more-squares",   "max-moves", "max-quiet-moves",
    "attacker-advantage", "silent-defense", "rescue",    "numbering",
    "red-setup",          "blue-setup",     "result",    "clock",
    "clock-left"};

// Reads a record line by line; see record_file.h for the format.
class RecordParser {
 public:
  RecordParseResult Parse(std::string_view text);

 private:
  // kRefused: the first line says this is no record of this version; the rest is not read.
  enum class Section { kVersion, kHeader, kActions, kEnded, kRefused };

  void AddError(int line, int column, std::string message);
  void ParseLine(std::string_view raw);
  void ParseVersion(std::string_view raw, std::string_view content);
  void ParseKeyLine(std::string_view raw, std::string_view content);
  void ParseHeader(Key key, std::string_view value, int column);
  void ParseMoveLine(std::string_view raw, std::string_view content);
  void ParseActionLine(std::string_view raw, std::string_view content);
  void ParseRescue(std::string_view raw, const std::vector<std::string_view>& words, Player player);
  void ParseResult(std::string_view raw, std::string_view value);
  void CollectSetupRow(std::string_view raw);
  void FinishSetup();
  bool ActionsAllowed(std::string_view raw, std::string_view content);

  RecordParseResult result_;
  GameRecord record_;
  Section section_ = Section::kVersion;
  int line_number_ = 0;
  std::array<int, kKeyNames.size()> key_lines_{};
  // The setup being read: whose, the line of its key and its rows so far.
  std::optional<Player> setup_owner_;
  int setup_key_line_ = 0;
  std::string setup_name_;
  std::vector<std::pair<int, std::string>> setup_rows_;
  int moves_ = 0;
};

void RecordParser::AddError(int line, int column, std::string message) {
  AddCappedError(result_.errors, {line, column, std::move(message)},
                 "too many errors (stopped after 20)");
}

RecordParseResult RecordParser::Parse(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  for (const TextFault& fault : FindTextFaults(text, 1)) {
    AddError(fault.line, fault.column, fault.message + " (a record is text)");
    return std::move(result_);
  }
  std::size_t start = 0;
  while (start < text.size() && result_.errors.size() <= kMaxFileErrors) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    ++line_number_;
    ParseLine(text.substr(start, end - start));
    start = end + 1;
  }
  if (setup_owner_) FinishSetup();
  if (section_ == Section::kVersion) {
    AddError(0, 0,
             "the file is empty: a record starts with 'stratego-game " +
                 std::to_string(kRecordFormatVersion) + "'");
  } else if (section_ != Section::kRefused &&
             (key_lines_[static_cast<std::size_t>(Key::kRedSetup)] == 0 ||
              key_lines_[static_cast<std::size_t>(Key::kBlueSetup)] == 0)) {
    AddError(0, 0, "the record needs both setups ('red-setup:' and 'blue-setup:')");
  }
  if (result_.errors.empty()) result_.record = std::move(record_);
  return std::move(result_);
}

void RecordParser::ParseLine(std::string_view raw) {
  const std::optional<FormatLine> line = ReadFormatLine(raw);
  if (!line) return;
  if (auto problem = LineLengthProblem(*line)) return AddError(line_number_, 0, *problem);
  raw = line->raw;
  const std::string_view content = line->content;
  if (section_ == Section::kRefused) return;
  // Grid rows never hold a key: one ends the setup, which then reports the rows it lacks.
  if (setup_owner_ && IsKeyLine(content)) FinishSetup();
  if (setup_owner_) {
    CollectSetupRow(raw);
  } else if (section_ == Section::kVersion) {
    ParseVersion(raw, content);
  } else if (section_ == Section::kEnded) {
    AddError(line_number_, ColumnIn(raw, content), "nothing may follow the result");
  } else if (IsKeyLine(content)) {
    ParseKeyLine(raw, content);
  } else if (std::isdigit(static_cast<unsigned char>(content.front()))) {
    ParseMoveLine(raw, content);
  } else {
    ParseActionLine(raw, content);
  }
}

void RecordParser::ParseVersion(std::string_view raw, std::string_view content) {
  section_ = Section::kHeader;
  const std::vector<std::string_view> words = SplitWords(WithoutComment(content));
  if (words.size() != 2 || words[0] != kMagic) {
    const bool xml = content.front() == '<';
    AddError(line_number_, ColumnIn(raw, content),
             xml ? "this is XML, not a stratego game record; Gravon XML files end in .xml"
                 : "not a stratego game record: the first line should be 'stratego-game " +
                       std::to_string(kRecordFormatVersion) + "'");
    section_ = Section::kRefused;  // the rest would only give confusing errors
    return;
  }
  const std::optional<int> version = ParseCount(words[1]);
  if (version) result_.version = *version;
  if (!version || *version < kOldestRecordFormatVersion || *version > kRecordFormatVersion) {
    AddError(
        line_number_, ColumnIn(raw, words[1]),
        "this record is version " + std::string(words[1]) +
            " of the format; this stratego reads versions " +
            std::to_string(kOldestRecordFormatVersion) + " to " +
            std::to_string(kRecordFormatVersion) +
            (version && *version > kRecordFormatVersion ? " (a newer stratego wrote it)" : ""));
    section_ = Section::kRefused;
  }
}

void RecordParser::ParseKeyLine(std::string_view raw, std::string_view content) {
  const std::size_t colon = content.find(':');
  const std::string key = ToLower(Trim(content.substr(0, colon)));
  const int key_column = ColumnIn(raw, content);
  const std::string_view raw_value = Trim(content.substr(colon + 1));
  const int value_column =
      raw_value.empty() ? ColumnIn(raw, content.substr(content.size())) : ColumnIn(raw, raw_value);
  // A tab in a value is read as a space, as the writer writes it, so that records round-trip.
  std::string tabless(raw_value);
  std::replace(tabless.begin(), tabless.end(), '\t', ' ');
  std::string_view value = tabless;
  const auto found = std::find(kKeyNames.begin(), kKeyNames.end(), key);
  if (found == kKeyNames.end()) {
    AddError(line_number_, key_column, "unknown key '" + key + ":'");
    return;
  }
  const Key which = static_cast<Key>(found - kKeyNames.begin());
  int& seen = key_lines_[static_cast<std::size_t>(which)];
  if (seen != 0) {
    AddError(line_number_, key_column,
             "'" + key + ":' is given twice (first on line " + std::to_string(seen) + ")");
    return;
  }
  seen = line_number_;
  if (value.size() > record_text::kMaxValueBytes) {
    AddError(line_number_, value_column,
             "the value is too long (" + std::to_string(value.size()) + " bytes, at most " +
                 std::to_string(record_text::kMaxValueBytes) + ")");
    if (which == Key::kRedSetup || which == Key::kBlueSetup)
      value = {};  // read its rows
    else
      return;
  }
  if (which == Key::kResult) {
    ParseResult(raw, WithoutComment(raw_value));
    return;
  }
  if (section_ == Section::kActions) {
    AddError(line_number_, key_column, "'" + key + ":' must come before the setups and moves");
    return;
  }
  if (which == Key::kRedSetup || which == Key::kBlueSetup) {
    setup_owner_ = which == Key::kRedSetup ? Player::kRed : Player::kBlue;
    setup_key_line_ = line_number_;
    setup_name_ = std::string(value);
    setup_rows_.clear();
    return;
  }
  if (key_lines_[static_cast<std::size_t>(Key::kRedSetup)] != 0 ||
      key_lines_[static_cast<std::size_t>(Key::kBlueSetup)] != 0) {
    AddError(line_number_, key_column, "'" + key + ":' must come before the setups");
    return;
  }
  ParseHeader(which, value, value_column);
}

void RecordParser::ParseHeader(Key key, std::string_view value, int column) {
  // Names and times are taken whole ('#' may be part of a name); a rule's value may be followed by
  // a comment.
  if (key != Key::kRedPlayer && key != Key::kBluePlayer && key != Key::kStarted)
    value = Trim(WithoutComment(value));
  const std::string quoted = "'" + std::string(value) + "'";
  RuleSet& rules = record_.rules;
  switch (key) {
    case Key::kRedPlayer:
    case Key::kBluePlayer:
      record_.names[key == Key::kRedPlayer ? 0 : 1] = std::string(value);
      return;
    case Key::kStarted:
      record_.started = std::string(value);
      return;
    case Key::kArmy:
      if (auto army = ParseArmyKind(value))
        rules.army = *army;
      else
        AddError(line_number_, column,
                 "army must be classic, barrage or ultimate-lightning, not " + quoted);
      return;
    case Key::kTwoSquares:
      if (auto n = ParseLimit(value, 2, kMaxTwoSquaresLimit))
        rules.two_squares = *n;
      else
        AddError(line_number_, column,
                 "two-squares must be off or a number from 2 to " +
                     std::to_string(kMaxTwoSquaresLimit) + ", not " + quoted);
      return;
    case Key::kMaxMoves:
    case Key::kMaxQuietMoves:
      if (auto n = ParseLimit(value, 1, kMaxMoveLimit))
        (key == Key::kMaxMoves ? rules.max_moves : rules.max_quiet_moves) = *n;
      else
        AddError(line_number_, column,
                 "a move limit must be off or a number from 1 to 1000000, not " + quoted);
      return;
    case Key::kMoreSquares:
    case Key::kAttackerAdvantage:
    case Key::kSilentDefense:
    case Key::kRescue:
      if (auto on = ParseSwitch(value)) {
        (key == Key::kMoreSquares         ? rules.more_squares
         : key == Key::kAttackerAdvantage ? rules.attacker_advantage
         : key == Key::kSilentDefense     ? rules.silent_defense
                                          : rules.rescue) = *on;
      } else {
        AddError(line_number_, column,
                 std::string(kKeyNames[static_cast<std::size_t>(key)]) +
                     " must be on or off, not " + quoted);
      }
      return;
    case Key::kNumbering:
      if (auto numbering = ParseNumbering(value))
        record_.numbering = *numbering;
      else
        AddError(line_number_, column, "numbering must be modern or classic, not " + quoted);
      return;
    case Key::kClock:
      if (auto clock = ParseClockRule(value))
        record_.clock = *clock;
      else
        AddError(line_number_, column, clock.error());
      return;
    case Key::kClockLeft:
      if (auto left = ParseClockLeft(value))
        record_.clock_left = *left;
      else
        AddError(line_number_, column,
                 "clock-left is 'red MS blue MS' (milliseconds left), not " + quoted);
      return;
    case Key::kRedSetup:
    case Key::kBlueSetup:
    case Key::kResult:
      return;
  }
}

void RecordParser::CollectSetupRow(std::string_view raw) {
  setup_rows_.emplace_back(line_number_, std::string(WithoutComment(raw)));
  const std::vector<std::string_view> words = SplitWords(setup_rows_.front().second);
  const bool gravon = setup_rows_.size() == 1 && words.size() == 1 && words[0].size() == 40;
  if (gravon || setup_rows_.size() == static_cast<std::size_t>(kSetupRows)) FinishSetup();
}

// The rows are read by the setup file parser, with the record's army and numbering; its
// errors are moved to the record's lines.
void RecordParser::FinishSetup() {
  const Player owner = *setup_owner_;
  setup_owner_.reset();
  std::string text = "numbering: " + std::string(NumberingName(record_.numbering)) +
                     "\narmy: " + std::string(GetArmy(record_.rules.army).id) + "\n";
  for (const auto& [line, row] : setup_rows_)
    text += row + "\n";
  SetupParseResult parsed = ParseSetupText(text);
  for (const Diagnostic& error : parsed.errors) {
    const int row = error.line - 3;
    const bool in_row = row >= 0 && row < static_cast<int>(setup_rows_.size());
    AddError(in_row ? setup_rows_[static_cast<std::size_t>(row)].first : setup_key_line_,
             in_row ? error.column : 0,
             std::string(PlayerName(owner)) + "'s setup: " + error.message);
  }
  if (!parsed.setup) return;
  parsed.setup->name = setup_name_;
  record_.setups[static_cast<std::size_t>(Index(owner))] = *parsed.setup;
}

bool RecordParser::ActionsAllowed(std::string_view raw, std::string_view content) {
  if (key_lines_[static_cast<std::size_t>(Key::kRedSetup)] == 0 ||
      key_lines_[static_cast<std::size_t>(Key::kBlueSetup)] == 0) {
    AddError(line_number_, ColumnIn(raw, content), "moves come after both setups");
    return false;
  }
  section_ = Section::kActions;
  return true;
}

void RecordParser::ParseMoveLine(std::string_view raw, std::string_view content) {
  if (!ActionsAllowed(raw, content)) return;
  const std::vector<std::string_view> words = SplitWords(WithoutComment(content));
  const std::string_view number = words[0];
  if (number.back() != '.' || !ParseCount(number.substr(0, number.size() - 1))) {
    AddError(line_number_, ColumnIn(raw, number),
             "expected a numbered move such as '" + std::to_string(moves_ + 1) + ". e4-e5'");
    return;
  }
  if (*ParseCount(number.substr(0, number.size() - 1)) != moves_ + 1) {
    AddError(line_number_, ColumnIn(raw, number),
             "this is move " + std::to_string(moves_ + 1) + ", not " + std::string(number));
  }
  std::optional<RecordedMove> move;
  if (words.size() == 2) move = ParseRecordedMove(words[1]);
  if (!move) {
    const int column = words.size() > 1 ? ColumnIn(raw, words[1])
                                        : ColumnIn(raw, number) + static_cast<int>(number.size());
    AddError(line_number_, column, "expected one move such as 'e4-e5', or 'e4xe5' for an attack");
    ++moves_;
    return;
  }
  const Player mover = moves_ % 2 == 0 ? Player::kRed : Player::kBlue;
  record_.actions.push_back({ActionKind::kMove, mover, move->move, move->attack, {}});
  result_.action_lines.push_back(line_number_);
  ++moves_;
}

void RecordParser::ParseActionLine(std::string_view raw, std::string_view content) {
  const std::string_view text = Trim(WithoutComment(content));
  const std::vector<std::string_view> words = SplitWords(text);
  const std::optional<Player> player = ParsePlayerWord(words[0]);
  std::string phrase;
  for (std::size_t i = 1; i < words.size(); ++i)
    phrase += (i > 1 ? " " : "") + ToLower(words[i]);
  const auto found = std::find(kActionPhrases.begin(), kActionPhrases.end(), phrase);
  if (player && words.size() > 1 && ToLower(words[1]) == record_text::kRescuePhrase) {
    ParseRescue(raw, words, *player);
    return;
  }
  if (!player || found == kActionPhrases.end()) {
    AddError(line_number_, ColumnIn(raw, content),
             "expected a move ('12. e4-e5'), 'red resigns', 'blue offers a draw', "
             "'red accepts the draw', 'red rescues 7 on c3', 'red runs out of time' or "
             "'result: …'");
    return;
  }
  if (!ActionsAllowed(raw, content)) return;
  const ActionKind kind = kPhraseActions[static_cast<std::size_t>(found - kActionPhrases.begin())];
  record_.actions.push_back({kind, *player, Move{}, false, {}});
  result_.action_lines.push_back(line_number_);
}

// "red rescues 7 on c3": the rank in the record's numbering, then the square (RULES.md §7).
void RecordParser::ParseRescue(std::string_view raw, const std::vector<std::string_view>& words,
                               Player player) {
  const std::optional<Rank> rank =
      words.size() > 2 ? ParseRankToken(words[2], record_.numbering) : std::nullopt;
  const std::optional<Square> square =
      words.size() == 5 && EqualsIgnoreCase(words[3], "on") ? ParseSquare(words[4]) : std::nullopt;
  if (!rank || !square) {
    const std::string_view at = words.size() < 3 ? words[1]
                                : !rank          ? words[2]
                                : words.size() > 3 && !EqualsIgnoreCase(words[3], "on")
                                    ? words[3]
                                    : words.back();
    AddError(line_number_, ColumnIn(raw, at),
             "expected a rescue such as '" + ToLower(PlayerName(player)) + " rescues " +
                 std::string(RankToken(Rank::kMajor, record_.numbering)) +
                 " on c3' (a rank in the record's numbering, then a square)");
    return;
  }
  if (!ActionsAllowed(raw, words[0])) return;
  record_.actions.push_back({ActionKind::kRescue, player, Move{}, false, {*rank, *square}});
  result_.action_lines.push_back(line_number_);
}

// "red wins (flag captured)", "draw (draw agreed)" or "unfinished".
void RecordParser::ParseResult(std::string_view raw, std::string_view value) {
  result_.result_line = line_number_;
  section_ = Section::kEnded;
  value = Trim(value);
  const int column = ColumnIn(raw, value);
  const std::string expected =
      "expected a result such as 'blue wins (flag captured)', 'draw (draw agreed)' or 'unfinished'";
  if (EqualsIgnoreCase(value, "unfinished")) return;
  const std::size_t open = value.find('(');
  if (open == std::string_view::npos || value.back() != ')') {
    AddError(line_number_, column, expected);
    return;
  }
  const std::vector<std::string_view> who = SplitWords(value.substr(0, open));
  const std::optional<EndReason> reason =
      ParseEndReasonId(Trim(value.substr(open + 1, value.size() - open - 2)));
  std::optional<Player> winner;
  const bool draw = who.size() == 1 && EqualsIgnoreCase(who[0], "draw");
  if (who.size() == 2 && EqualsIgnoreCase(who[1], "wins")) winner = ParsePlayerWord(who[0]);
  if ((!draw && !winner) || !reason || *reason == EndReason::kNone) {
    AddError(line_number_, column, expected);
    return;
  }
  record_.result = {*reason, winner};
}

}  // namespace

std::string_view EndReasonId(EndReason reason) {
  for (const auto& [which, id] : kEndReasonIds) {
    if (which == reason) return id;
  }
  return "unfinished";
}

std::optional<EndReason> ParseEndReasonId(std::string_view text) {
  const std::string words = [&] {
    std::string joined;
    for (std::string_view word : SplitWords(text))
      joined += (joined.empty() ? "" : " ") + ToLower(word);
    return joined;
  }();
  for (const auto& [which, id] : kEndReasonIds) {
    if (id == words) return which;
  }
  return std::nullopt;
}

RecordParseResult ParseRecordText(std::string_view text) {
  return RecordParser().Parse(text);
}

}  // namespace stratego
