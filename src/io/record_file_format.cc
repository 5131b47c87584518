// Writing the project's game record format (FORMATS.md §4); see record_file.h.
#include <algorithm>

#include "core/text.h"
#include "io/record_file.h"
#include "io/record_file_internal.h"
#include "io/setup_file.h"

namespace stratego {

namespace {

using record_text::kActionPhrases;
using record_text::kMagic;
using record_text::kPhraseActions;

// A short note on an attack for people reading the record: "Captain (6) takes Scout (2)".
std::string AttackNote(const MoveReport& report, Numbering numbering) {
  const std::string attacker = RankWithNumber(report.attacker_rank, numbering);
  const std::string defender = RankWithNumber(report.defender_rank, numbering);
  switch (report.outcome) {
    case CombatOutcome::kAttackerWins:
      return attacker + " takes " + defender;
    case CombatOutcome::kDefenderWins:
      return attacker + " loses to " + defender;
    case CombatOutcome::kBothRemoved:
      return attacker + " and " + defender + " both fall";
  }
  return "";
}

// Metadata is written on one line: control characters become spaces.
// Metadata is written on one line (control characters become spaces) and cut to
// kMaxValueBytes, at a character's boundary.
std::string OneLine(std::string_view value) {
  std::string line(Trim(value));
  for (char& c : line) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  }
  if (line.size() > record_text::kMaxValueBytes) {
    std::size_t cut = record_text::kMaxValueBytes;
    while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80)
      --cut;
    line.resize(cut);
  }
  return std::string(Trim(line));
}

std::string LimitText(int limit) {
  return limit == 0 ? "off" : std::to_string(limit);
}

void AppendSetup(std::string& text, std::string_view key, const Setup& setup, Numbering numbering) {
  Setup rows_only = setup;
  rows_only.name.clear();
  rows_only.author.clear();
  rows_only.notes.clear();
  const std::string name = OneLine(setup.name);
  text += std::string(key) + ":" + (name.empty() ? "" : " " + name) + "\n";
  // The setup file's rows are its last four lines; its header lines are the record's own.
  const std::string file = FormatSetupText(rows_only, numbering);
  std::size_t start = file.size() - 1;  // the final line feed
  for (int row = 0; row < kSetupRows; ++row)
    start = file.rfind('\n', start - 1);
  text += file.substr(start + 1);
}

// "red resigns", "blue rescues 7 on c3": an action other than a move, as a line.
std::string ActionLine(const GameAction& action, Numbering numbering) {
  const std::string player = ToLower(PlayerName(action.player));
  if (action.kind == ActionKind::kRescue) {
    return player + " " + std::string(record_text::kRescuePhrase) + " " +
           std::string(RankToken(action.rescue.rank, numbering)) + " on " +
           SquareName(action.rescue.square);
  }
  const auto kind = static_cast<std::size_t>(
      std::find(kPhraseActions.begin(), kPhraseActions.end(), action.kind) -
      kPhraseActions.begin());
  return player + " " + std::string(kActionPhrases[kind]);
}

// Applies an action other than a move to the replay that gives the notes; false if the rules
// refuse it (the rest of the record is then written without notes).
bool ApplyOtherAction(GameState& state, const GameAction& action) {
  switch (action.kind) {
    case ActionKind::kResign:
      return static_cast<bool>(state.Resign(action.player));
    case ActionKind::kTimeOut:
      return static_cast<bool>(state.TimeOut(action.player));
    case ActionKind::kOfferDraw:
      return static_cast<bool>(state.OfferDraw(action.player));
    case ActionKind::kAcceptDraw:
      return static_cast<bool>(state.AcceptDraw(action.player));
    case ActionKind::kRescue:
      return static_cast<bool>(state.TryRescue(action.player, action.rescue));
    case ActionKind::kDeclineRescue:
      return static_cast<bool>(state.DeclineRescue(action.player));
    case ActionKind::kMove:
      break;
  }
  return false;
}

void AppendActions(std::string& text, const GameRecord& record) {
  Replay replay = ReplayRecord(record, 0);
  int moves = 0;
  for (const GameAction& action : record.actions) {
    if (action.kind != ActionKind::kMove) {
      text += ActionLine(action, record.numbering) + "\n";
      if (replay.state && !ApplyOtherAction(*replay.state, action)) replay.state.reset();
      continue;
    }
    std::string line = std::to_string(++moves) + ". " + SquareName(action.move.from) +
                       (action.attack ? "x" : "-") + SquareName(action.move.to);
    GameState* state = replay.state ? &*replay.state : nullptr;
    if (state && !state->over() && !state->WhyIllegal(action.move)) {
      const MoveReport report = state->ApplyMove(action.move);
      if (report.is_attack()) {
        line.resize(std::max<std::size_t>(line.size() + 2, 16), ' ');
        line += "# " + AttackNote(report, record.numbering);
      }
    } else {
      replay.state.reset();  // an illegal record is written as it is, without notes
    }
    text += line + "\n";
  }
}

}  // namespace

std::string FormatRecordText(const GameRecord& record) {
  const RuleSet& rules = record.rules;
  std::string text = std::string(kMagic) + " " + std::to_string(kRecordFormatVersion) + "\n";
  if (!OneLine(record.names[0]).empty()) text += "red-player: " + OneLine(record.names[0]) + "\n";
  if (!OneLine(record.names[1]).empty()) text += "blue-player: " + OneLine(record.names[1]) + "\n";
  if (!OneLine(record.started).empty()) text += "started: " + OneLine(record.started) + "\n";
  text += "army: " + std::string(GetArmy(rules.army).id) + "\n";
  text += "two-squares: " + LimitText(rules.two_squares) + "\n";
  text += "more-squares: " + std::string(rules.more_squares ? "on" : "off") + "\n";
  text += "max-moves: " + LimitText(rules.max_moves) + "\n";
  text += "max-quiet-moves: " + LimitText(rules.max_quiet_moves) + "\n";
  for (auto [key, on] :
       {std::pair{"attacker-advantage", rules.attacker_advantage},
        std::pair{"silent-defense", rules.silent_defense}, std::pair{"rescue", rules.rescue}}) {
    text += std::string(key) + ": " + (on ? "on" : "off") + "\n";
  }
  text += "numbering: " + std::string(NumberingName(record.numbering)) + "\n";
  if (record.clock) text += "clock: " + FormatClockRule(*record.clock) + "\n";
  if (record.clock_left) {
    text += "clock-left: red " + std::to_string((*record.clock_left)[0]) + " blue " +
            std::to_string((*record.clock_left)[1]) + "\n";
  }
  text += "\n";
  AppendSetup(text, "red-setup", record.setups[0], record.numbering);
  AppendSetup(text, "blue-setup", record.setups[1], record.numbering);
  text += "\n";
  AppendActions(text, record);
  if (record.result.over()) {
    text += "result: " +
            (record.result.winner ? ToLower(PlayerName(*record.result.winner)) + " wins"
                                  : std::string("draw")) +
            " (" + std::string(EndReasonId(record.result.reason)) + ")\n";
  }
  return text;
}

}  // namespace stratego
