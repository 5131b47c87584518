// stratego check-game FILE...: replays game records through the rules and reports the first
// problem of each: a parse error, an illegal move, or a result the moves contradict.
#include <ostream>

#include "app/cli.h"
#include "app/record_rules.h"
#include "app/rule_options.h"

namespace stratego {

namespace {

// The line a problem is reported at: that of its action, or the result's, or none.
int LineOf(const RecordParseResult& parsed, const RecordProblem& problem) {
  const auto& lines = parsed.action_lines;
  if (problem.action >= 0 && problem.action < static_cast<int>(lines.size()))
    return lines[static_cast<std::size_t>(problem.action)];
  if (problem.action >= 0 && parsed.result_line > 0) return parsed.result_line;
  return problem.action >= 0 && !lines.empty() ? lines.back() : 0;
}

std::string Where(const std::string& path, int line) {
  return line > 0 ? path + ":" + std::to_string(line) : path;
}

// "300 moves, Blue captured the flag", "12 moves, Red to move".
std::string Summary(const GameRecord& record) {
  const int moves = record.MoveCount();
  std::string text = std::to_string(moves) + (moves == 1 ? " move, " : " moves, ");
  if (record.result.over()) return text + Describe(record.result);
  const Replay replay = ReplayRecord(record);
  return text + "unfinished, " + std::string(PlayerName(replay.state->to_move())) + " to move";
}

bool CheckOne(const std::string& path, const ParsedArgs& args, CommandIo& io) {
  const RecordParseResult parsed = LoadRecordUnderOptions(path, args);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      io.err << FormatDiagnostic(path, error) << "\n";
    return false;
  }
  const GameRecord& record = *parsed.record;
  if (auto problem = CheckRecord(record)) {
    const bool about_result = problem->action == static_cast<int>(record.actions.size());
    const std::string what = problem->action < 0 ? ""
                             : about_result      ? "result: "
                                                 : DescribeAction(record, problem->action) + ": ";
    io.err << Where(path, LineOf(parsed, *problem)) << ": " << what << problem->message << "\n";
    return false;
  }
  io.out << path << ": ok, " << Summary(record) << "\n";
  return true;
}

int RunCheckGame(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.empty()) return UsageError(io, "check-game", "no game record given");
  if (auto rules = RuleSetFromArgs(args); !rules)
    return UsageError(io, "check-game", rules.error());
  bool all_ok = true;
  for (const std::string& path : args.positional)
    all_ok = CheckOne(path, args, io) && all_ok;
  io.out.flush();
  return all_ok ? kExitOk : kExitFailure;
}

}  // namespace

Subcommand CheckGameCommand() {
  return {"check-game",
          "FILE...",
          "replay game records through the rules and report what is wrong",
          "Reads records in the project's format or Gravon XML (chosen by content), replays\n"
          "every move and prints 'FILE: ok, 300 moves, Blue captured the flag', or the first\n"
          "problem on standard error: 'FILE:LINE: move 57 e4-e6: illegal: …', or a recorded\n"
          "result that the moves contradict. Records ended by resignation, agreement or a clock\n"
          "are consistent when every move is legal. Exit status: 0 if every file is, 1 if not,\n"
          "2 for usage errors.\n"
          "A record of the project's format is checked under the rules it states: a rule option\n"
          "that contradicts them is reported as a problem of that file. Gravon XML states only\n"
          "the army, so the options give its other rules (default: two-squares rule N = 5, as\n"
          "the archive was played, no move limits, no tournament options).",
          RecordRuleOptionSpecs(),
          RunCheckGame};
}

}  // namespace stratego
