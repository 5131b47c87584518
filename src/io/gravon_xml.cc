#include "io/gravon_xml.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <pugixml.hpp>
#include <sstream>

#include "core/text.h"
#include "io/gravon_field.h"
#include "io/text_format.h"

namespace stratego {

namespace {

using gravon::FieldCellProblem;
using gravon::FieldOf;
using gravon::kFieldSize;
using gravon::Quoted;
using gravon::SetupsOfField;

constexpr std::size_t kMaxNameBytes = 200;

struct GameType {
  std::string_view name;
  ArmyKind army;
};
constexpr std::array<GameType, 3> kGameTypes = {
    {{"classic", ArmyKind::kClassic},
     {"barrage", ArmyKind::kBarrage},
     {"ultimate lightning", ArmyKind::kUltimateLightning}}};

// Gravon's result types (FORMATS.md §2): 0 the loser could not move, 1 flag captured, 2 neither
// could move, 3 resignation or forfeit, 4 draw agreed, 10 to 14 the clocks and missing players.
enum ResultType : int { kCouldNotMove, kFlag, kNeitherMoves, kResigned, kAgreedDraw };
constexpr int kFirstAbandoned = 10;
constexpr int kLastAbandoned = 14;
constexpr int kDrawWinner = 3;
constexpr std::array<std::pair<EndReason, int>, 6> kResultTypes = {{
    {EndReason::kFlagCaptured, kFlag},
    {EndReason::kNoMovablePieces, kCouldNotMove},
    {EndReason::kNoLegalMoves, kCouldNotMove},
    {EndReason::kNeitherCanMove, kNeitherMoves},
    {EndReason::kResignation, kResigned},
    {EndReason::kDrawAgreed, kAgreedDraw},
}};

std::optional<int> ParseNumber(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// A player's name: blanks around it dropped, control characters made spaces.
std::string CleanName(std::string_view raw) {
  std::string name(raw);
  for (char& c : name) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  }
  return std::string(Trim(name));
}

// What is wrong with a result's type and winner, if anything.
std::optional<std::string> ResultProblem(int type, int winner) {
  const std::string said = "result type " + std::to_string(type);
  const bool abandoned = type >= kFirstAbandoned && type <= kLastAbandoned;
  if ((type < kCouldNotMove || type > kAgreedDraw) && !abandoned)
    return "unknown " + said + "; Gravon's are 0 to 4 and 10 to 14";
  if (winner < 1 || winner > kDrawWinner)
    return "the winner is 1 (Red), 2 (Blue) or 3 (a draw), not " + std::to_string(winner);
  if (abandoned) return std::nullopt;
  const bool draw = type == kNeitherMoves || type == kAgreedDraw;
  if (draw && winner != kDrawWinner) return said + " is a draw: the winner must be 3";
  if (!draw && winner == kDrawWinner) return said + " has a winner: 1 (Red) or 2 (Blue)";
  return std::nullopt;
}

// Replays the moves and marks each attack, as long as the moves are legal (a later illegal move
// is for CheckRecord to report). Returns the game reached.
GameState MarkAttacks(GameRecord& record, GameState state) {
  for (GameAction& action : record.actions) {
    if (state.over() || state.WhyIllegal(action.move)) break;
    action.attack = !state.board().IsEmpty(action.move.to);
    state.ApplyMove(action.move);
  }
  return state;
}

// The end of a game of Gravon's result type 0, "the loser could not move": the end the replay
// reached, else the one the board shows. (Gravon ends a game as soon as the loser has no movable
// piece left, even on the winner's turn; RULES.md §6 only when the loser has to move, so such a
// record ends one move early for CheckRecord.)
EndReason CouldNotMoveReason(const GameState& reached, Player loser) {
  const EndReason end = reached.result().reason;
  if (end == EndReason::kNoMovablePieces || end == EndReason::kNoLegalMoves) return end;
  return HasMovablePiece(reached.board(), loser) ? EndReason::kNoLegalMoves
                                                 : EndReason::kNoMovablePieces;
}

// Reads one Gravon XML document; see gravon_xml.h. The text is parsed in place in a copy, so that
// every value pugixml gives points into the copy at its offset in the text: errors name places.
class GravonParser {
 public:
  GravonParser(std::string_view text, const GravonImportOptions& options) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    text_ = text;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\n') line_starts_.push_back(i + 1);
    }
    record_.rules.two_squares = options.two_squares;
  }

  RecordParseResult Parse() {
    if (!Load()) return std::move(result_);
    const pugi::xml_node game = FindGame();
    if (!game || !ReadGameType(game)) return std::move(result_);
    for (pugi::xml_node child : game.children()) {
      if (result_.errors.size() > kMaxFileErrors) break;
      ReadChild(child);
    }
    Finish();
    // In file order (a second <game> is met before the first one's children); file-wide last.
    std::stable_sort(result_.errors.begin(), result_.errors.end(),
                     [](const auto& a, const auto& b) {
                       if ((a.line == 0) != (b.line == 0)) return b.line == 0;
                       return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
    return std::move(result_);
  }

 private:
  int LineOf(std::ptrdiff_t offset) const {
    const auto after =
        std::upper_bound(line_starts_.begin(), line_starts_.end(),
                         static_cast<std::size_t>(std::max<std::ptrdiff_t>(offset, 0)));
    return static_cast<int>(after - line_starts_.begin());
  }
  // The offset of an element's '<', or of the first character of text that is not blank.
  std::ptrdiff_t OffsetOf(pugi::xml_node node) const {
    if (node.type() == pugi::node_pcdata) {
      const std::string_view text = node.value();
      return OffsetOf(text.data() + std::min(text.find_first_not_of(" \t\r\n"), text.size()));
    }
    const std::ptrdiff_t offset = node.offset_debug();
    return offset > 0 && node.type() == pugi::node_element ? offset - 1 : offset;
  }
  std::ptrdiff_t OffsetOf(const char* pointer) const {
    const char* begin = buffer_.data();
    return pointer < begin || pointer > begin + buffer_.size() ? -1 : pointer - begin;
  }

  // An error at `offset` in the text; -1 for one about the whole file.
  void AddError(std::ptrdiff_t offset, std::string message) {
    Diagnostic error{0, 0, std::move(message)};
    if (offset >= 0 && static_cast<std::size_t>(offset) <= text_.size()) {
      error.line = LineOf(offset);
      const std::size_t start = line_starts_[static_cast<std::size_t>(error.line - 1)];
      error.column = ColumnOf(text_.substr(start), static_cast<std::size_t>(offset) - start);
    }
    AddCappedError(result_.errors, std::move(error), "too many errors (stopped after 20)");
  }
  void AddError(pugi::xml_node node, std::string message) {
    AddError(OffsetOf(node), std::move(message));
  }
  // An error at character `index` of an attribute's value.
  void AddError(pugi::xml_attribute attribute, std::string message, std::size_t index = 0) {
    const std::ptrdiff_t offset = OffsetOf(attribute.value());
    AddError(offset < 0 ? -1 : offset + static_cast<std::ptrdiff_t>(index), std::move(message));
  }

  bool Load() {
    if (text_.size() > kMaxRecordFileBytes) {
      AddError(-1, "the file is too large for a game record (" + std::to_string(text_.size()) +
                       " bytes)");
      return false;
    }
    for (const TextFault& fault : FindTextFaults(text_, 1)) {
      result_.errors.push_back({fault.line, fault.column, fault.message + " (a record is text)"});
      return false;
    }
    if (text_.find_first_not_of(" \t\r\n") == std::string_view::npos) {
      AddError(-1, "the file is empty");
      return false;
    }
    buffer_ = std::string(text_);
    const pugi::xml_parse_result parsed = document_.load_buffer_inplace(
        buffer_.data(), buffer_.size(), pugi::parse_default, pugi::encoding_utf8);
    if (parsed) return true;
    std::string what = parsed.description();  // "Start-end tags mismatch"
    what[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(what[0])));
    AddError(parsed.offset, "this is not well-formed XML: " + what);
    return false;
  }

  // The one <game> of the one <stratego> element.
  pugi::xml_node FindGame() {
    const pugi::xml_node root = document_.document_element();
    if (std::string_view(root.name()) != "stratego") {
      AddError(root, "expected a Gravon game, <stratego>, not " + Quoted(root.name()));
      return {};
    }
    if (root.next_sibling()) AddError(root.next_sibling(), "only one <stratego> may be here");
    pugi::xml_node game;
    for (pugi::xml_node child : root.children()) {
      if (child.type() != pugi::node_element || std::string_view(child.name()) != "game") {
        AddError(child, "expected only a <game> inside <stratego>");
      } else if (game) {
        AddError(child, "a file holds one <game>; this is a second one");
      } else {
        game = child;
      }
    }
    if (!game && result_.errors.empty()) AddError(root, "there is no <game> inside <stratego>");
    return game;
  }

  bool ReadGameType(pugi::xml_node game) {
    const pugi::xml_attribute type = game.attribute("type");
    for (const GameType& known : kGameTypes) {
      if (type && EqualsIgnoreCase(type.value(), known.name)) {
        record_.rules.army = known.army;
        return true;
      }
    }
    if (!type) {
      AddError(game, "the <game> has no type (classic, barrage or ultimate lightning)");
    } else {
      AddError(type, "Gravon game type " + Quoted(type.value()) +
                         " is not supported; this stratego plays classic, barrage and ultimate "
                         "lightning");
    }
    return false;
  }

  // Remembers the first `node` of its kind in `seen`; a second one is an error.
  bool FirstOf(pugi::xml_node node, pugi::xml_node& seen) {
    if (!seen) {
      seen = node;
      return true;
    }
    AddError(node, "a second <" + std::string(node.name()) + "> (the first is on line " +
                       std::to_string(LineOf(OffsetOf(seen))) + ")");
    return false;
  }

  void ReadChild(pugi::xml_node node) {
    const std::string_view name = node.name();
    if (node.type() != pugi::node_element) {
      AddError(node, "expected only elements inside <game>, not text");
    } else if (name == "field") {
      if (FirstOf(node, field_)) ReadField(node);
    } else if (name == "move") {
      ReadMove(node);
    } else if (name == "player") {
      ReadPlayer(node);
    } else if (name == "result") {
      if (FirstOf(node, result_node_)) ReadResult(node);
    } else {
      AddError(node, "unknown element " + Quoted(name) +
                         "; a Gravon game holds <field>, <move>, <player> and <result>");
    }
  }

  void ReadField(pugi::xml_node node) {
    const pugi::xml_attribute content = node.attribute("content");
    const std::string_view field = content.value();
    if (!content) return AddError(node, "the <field> has no content");
    if (field.size() != kFieldSize) {
      return AddError(content, "the field has " +
                                   std::to_string(ColumnOf(field, field.size()) - 1) +
                                   " characters; it must have 100, one for each square from a1");
    }
    bool faults = false;
    for (std::size_t i = 0; i < kFieldSize; ++i) {
      if (auto problem = FieldCellProblem(i, field[i])) {
        AddError(content, *problem, i);
        faults = true;
      }
    }
    if (faults) return;
    record_.setups = SetupsOfField(field, record_.rules.army);
    for (Player owner : {Player::kRed, Player::kBlue}) {
      for (const std::string& problem :
           SetupProblems(record_.setups[static_cast<std::size_t>(Index(owner))]))
        AddError(content, std::string(PlayerName(owner)) + "'s setup: " + problem);
    }
  }

  std::optional<Square> ReadSquare(pugi::xml_node node, const char* name) {
    const pugi::xml_attribute attribute = node.attribute(name);
    const std::optional<Square> square = ParseGravonSquare(attribute.value());
    if (!attribute) {
      AddError(node, std::string("the <move> has no ") + name + " square");
    } else if (!square) {
      AddError(attribute, Quoted(attribute.value()) +
                              " is not a Gravon square: columns A to K without J, rows 1 to 9 and "
                              "':' for 10, such as B4 or K:");
    }
    return square;
  }

  void ReadMove(pugi::xml_node node) {
    const int number = static_cast<int>(record_.actions.size()) + 1;  // only moves so far
    const pugi::xml_attribute id = node.attribute("id");
    if (!id) {
      AddError(node, "the <move> has no id (expected id=\"" + std::to_string(number) + "\")");
    } else if (ParseNumber(id.value()) != number) {
      AddError(id, "moves are numbered 1, 2, 3, …: expected id " + std::to_string(number) +
                       ", not " + Quoted(id.value()));
    }
    const std::optional<Square> from = ReadSquare(node, "source");
    const std::optional<Square> to = ReadSquare(node, "target");
    // Red moves first, then the players alternate. A faulty move still counts, so that the
    // numbers after it are checked as written.
    const Player mover = number % 2 == 1 ? Player::kRed : Player::kBlue;
    record_.actions.push_back(
        {ActionKind::kMove, mover, {from.value_or(Square()), to.value_or(Square())}, false, {}});
    result_.action_lines.push_back(LineOf(OffsetOf(node)));
  }

  void ReadPlayer(pugi::xml_node node) {
    const std::optional<int> id = ReadNumber(node, "id");
    if (!id) return;
    if (*id != 1 && *id != 2) return AddError(node.attribute("id"), "a player's id is 1 or 2");
    if (!FirstOf(node, player_nodes_[static_cast<std::size_t>(*id - 1)])) return;
    std::string name = CleanName(node.child_value());
    if (name.size() > kMaxNameBytes || !FindTextFaults(name, 1).empty()) {
      return AddError(node, "player " + std::to_string(*id) + "'s name is " +
                                (name.size() > kMaxNameBytes ? "too long" : "not text"));
    }
    record_.names[static_cast<std::size_t>(*id - 1)] = std::move(name);
  }

  std::optional<int> ReadNumber(pugi::xml_node node, const char* name) {
    const pugi::xml_attribute attribute = node.attribute(name);
    const std::optional<int> number = ParseNumber(attribute.value());
    if (!attribute) {
      AddError(node, "the <" + std::string(node.name()) + "> has no " + name);
    } else if (!number) {
      AddError(attribute,
               std::string(name) + " must be a number, not " + Quoted(attribute.value()));
    }
    return number;
  }

  void ReadResult(pugi::xml_node node) {
    const std::optional<int> type = ReadNumber(node, "type");
    const std::optional<int> winner = ReadNumber(node, "winner");
    if (!type || !winner) return;
    if (auto problem = ResultProblem(*type, *winner)) return AddError(node, *problem);
    result_type_ = *type;
    if (*winner != kDrawWinner) winner_ = *winner == 1 ? Player::kRed : Player::kBlue;
    result_.result_line = LineOf(OffsetOf(node));
  }

  // Sets the result and adds the actions that end the game the way Gravon says it ended.
  void ApplyResult(const GameState& reached) {
    if (result_type_ < 0) return;  // no <result>: the game goes on
    const Player loser = Opponent(winner_.value_or(Player::kBlue));  // if there is one
    const Player to_move = record_.MoveCount() % 2 == 0 ? Player::kRed : Player::kBlue;
    auto add = [&](ActionKind kind, Player player) {
      record_.actions.push_back({kind, player, Move{}, false, {}});
      result_.action_lines.push_back(result_.result_line);
    };
    EndReason reason = EndReason::kAbandoned;
    if (result_type_ == kCouldNotMove) {
      reason = CouldNotMoveReason(reached, loser);
    } else if (result_type_ == kFlag) {
      reason = EndReason::kFlagCaptured;
    } else if (result_type_ == kNeitherMoves) {
      reason = EndReason::kNeitherCanMove;
    } else if (result_type_ == kResigned) {
      add(ActionKind::kResign, loser);
      reason = EndReason::kResignation;
    } else if (result_type_ == kAgreedDraw) {
      add(ActionKind::kOfferDraw, Opponent(to_move));
      add(ActionKind::kAcceptDraw, to_move);
      reason = EndReason::kDrawAgreed;
    }
    record_.result = {reason, winner_};
  }

  void Finish() {
    if (!field_) AddError(-1, "the game has no <field> (the pieces at the start)");
    if (!result_.errors.empty()) return;
    Expected<GameState> start =
        GameState::Create(record_.rules, record_.setups[0], record_.setups[1]);
    if (!start) return AddError(field_, start.error());
    ApplyResult(MarkAttacks(record_, std::move(*start)));
    result_.record = std::move(record_);
  }

  std::string_view text_;
  std::string buffer_;
  std::vector<std::size_t> line_starts_{0};
  pugi::xml_document document_;
  RecordParseResult result_;
  GameRecord record_;
  pugi::xml_node field_;
  pugi::xml_node result_node_;
  std::array<pugi::xml_node, kNumPlayers> player_nodes_;
  int result_type_ = -1;          // -1 without a <result>
  std::optional<Player> winner_;  // none for a draw
};

// Why Gravon cannot hold `record`, if it cannot.
std::optional<std::string> ExportRefusal(const GameRecord& record) {
  const RuleSet& rules = record.rules;
  const EndReason reason = record.result.reason;
  if (!record.result.over()) return "Gravon XML cannot hold an unfinished game";
  if (reason == EndReason::kMoveLimit || reason == EndReason::kQuietMoveLimit)
    return "Gravon XML has no result for a draw by a move limit";
  // Move limits (max-moves, max-quiet-moves) are left out: Gravon cannot state them, and a limit
  // that did not end the game did not decide it (an arena's safety net, say).
  for (auto [on, option] :
       {std::pair{rules.more_squares, "more-squares"},
        std::pair{rules.attacker_advantage, "attacker-advantage"},
        std::pair{rules.silent_defense, "silent-defense"}, std::pair{rules.rescue, "rescue"}}) {
    if (on) return "Gravon XML cannot hold the rule option " + std::string(option);
  }
  for (const Setup& setup : record.setups) {
    if (setup.army != rules.army || !IsValid(setup))
      return "Gravon XML holds only valid setups of the game's army";
  }
  // Gravon records are read as played with the two-squares rule at N = 5: a game legal only
  // under another rule, or one whose result its moves contradict, would not read back.
  GameRecord as_read = record;
  as_read.rules.two_squares = GravonImportOptions{}.two_squares;
  as_read.rules.max_moves = 0;
  as_read.rules.max_quiet_moves = 0;
  if (auto problem = CheckRecord(as_read)) {
    return (record.rules.two_squares != as_read.rules.two_squares
                ? "read as Gravon records are, with the two-squares rule at N = 5, "
                : "the record is not consistent: ") +
           (problem->action == static_cast<int>(record.actions.size())
                ? std::string("the result")
                : DescribeAction(record, problem->action)) +
           ": " + problem->message;
  }
  for (const std::string& name : record.names) {  // what ParseGravonXml would refuse to read
    if (name.size() > kMaxNameBytes)
      return "a player's name is longer than " + std::to_string(kMaxNameBytes) +
             " bytes, more than a Gravon record holds";
  }
  return std::nullopt;
}

void AppendGame(pugi::xml_node game, const GameRecord& record) {
  for (const GameType& type : kGameTypes) {
    if (type.army == record.rules.army)
      game.append_attribute("type") = std::string(type.name).c_str();
  }
  game.append_child("field").append_attribute("content") = FieldOf(record.setups).c_str();
  int id = 0;
  for (const GameAction& action : record.actions) {
    if (action.kind != ActionKind::kMove) continue;  // the result says how the game ended
    pugi::xml_node move = game.append_child("move");
    move.append_attribute("id") = ++id;
    move.append_attribute("source") = GravonSquareName(action.move.from).c_str();
    move.append_attribute("target") = GravonSquareName(action.move.to).c_str();
  }
  for (int player = 1; player <= kNumPlayers; ++player) {
    const std::string name = CleanName(record.names[static_cast<std::size_t>(player - 1)]);
    if (name.empty()) continue;
    pugi::xml_node element = game.append_child("player");
    element.append_attribute("id") = player;
    element.text() = name.c_str();
  }
}

int ResultTypeOf(EndReason reason) {
  for (const auto& [which, type] : kResultTypes) {
    if (which == reason) return type;
  }
  return kFirstAbandoned;  // EndReason::kAbandoned
}

}  // namespace

RecordParseResult ParseGravonXml(std::string_view text, const GravonImportOptions& options) {
  return GravonParser(text, options).Parse();
}

Expected<std::string> FormatGravonXml(const GameRecord& record) {
  if (auto refusal = ExportRefusal(record)) return Error{*refusal};
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "UTF-8";
  pugi::xml_node game = document.append_child("stratego").append_child("game");
  AppendGame(game, record);
  pugi::xml_node result = game.append_child("result");
  result.append_attribute("type") = ResultTypeOf(record.result.reason);
  const std::optional<Player> winner = record.result.winner;
  result.append_attribute("winner") = winner ? Index(*winner) + 1 : kDrawWinner;
  std::ostringstream out;
  document.save(out, " ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

}  // namespace stratego
