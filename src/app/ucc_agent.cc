// The referee's side of the UCC 2012 protocol (FORMATS.md §3), in the order of messages that
// io/ucc_protocol.h describes. The protocol echoes each of the program's moves with its outcome
// at once; an agent learns the outcome only from its next view, so the echo is sent then: at the
// start of the next ChooseMove, just before the opponent's move and the board, or in GameOver.
// The program reads the same lines in the same order either way.
#include "app/ucc_agent.h"

#include <atomic>

#include "app/child_process.h"
#include "core/text.h"
#include "io/ucc_protocol.h"

namespace stratego {

namespace {

using Clock = ChildProcess::Clock;

constexpr std::size_t kMaxAnswerLength = 1000;  // no answer of the protocol comes near
// How long a program told to QUIT may take to exit before it is killed.
constexpr auto kExitGrace = std::chrono::milliseconds(1000);

// "VICTORY Red captured the flag": the reason QUIT gives a program, from its side of the game.
std::string QuitReason(const GameResult& result, Player side) {
  if (!result.over()) return "";
  const std::string word = !result.winner ? "DRAW" : *result.winner == side ? "VICTORY" : "DEFEAT";
  return word + " " + Describe(result);
}

// Clears an interrupt when a call that may be interrupted ends, so that one given before the
// call started is not lost and one given after it does not cut the next call short.
class InterruptScope {
 public:
  explicit InterruptScope(std::atomic<bool>& flag) : flag_(flag) {}
  ~InterruptScope() { flag_ = false; }
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  std::atomic<bool>& flag_;
};

class UccAgent : public Agent {
 public:
  UccAgent(std::string command, int reply_timeout_ms)
      : command_(std::move(command)), timeout_(reply_timeout_ms) {}
  ~UccAgent() override { Quit("", ""); }
  UccAgent(const UccAgent&) = delete;
  UccAgent& operator=(const UccAgent&) = delete;

  std::string Name() const override { return "ucc:" + command_; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override;
  Expected<Move> ChooseMove(const PlayerView& view) override;
  void Interrupt() override { interrupted_ = true; }
  // The protocol has no rescue (RULES.md §7): such a game is refused before it starts
  // (UccCannotPlay), so this is never asked.
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView&) override {
    return Error{"cannot rescue: the UCC protocol has no rescues"};
  }
  void GameOver(const PlayerView& view) override;

 private:
  Expected<std::string> Receive(Clock::time_point deadline);
  Expected<Move> MoveFromAnswer(const PlayerView& view, const std::string& line);
  std::string Announcements(const PlayerView& view, const GameResult& result);
  Error Forfeit(const std::string& reason, const std::string& lines);
  void Quit(const std::string& announcements, const std::string& reason);

  std::string command_;
  std::chrono::milliseconds timeout_;
  ChildProcess child_;
  Player side_ = Player::kRed;
  std::size_t announced_ = 0;  // the moves of view.history the program has been told
  std::atomic<bool> interrupted_{false};
};

Expected<Setup> UccAgent::ChooseSetup(const RuleSet& rules, Player side,
                                      std::string_view opponent) {
  InterruptScope scope(interrupted_);
  Quit("", "");  // the program of an earlier game that did not see its end
  if (auto why = UccCannotPlay(rules)) return Error{*why};
  side_ = side;
  announced_ = 0;
  if (Status started = child_.Start(command_); !started) return Error{started.error()};
  const auto deadline = Clock::now() + timeout_;
  const std::string start = FormatUccStart({side, std::string(opponent)}) + "\n";
  if (Status sent = child_.Write(start, deadline); !sent)
    return Forfeit("gave no setup: " + sent.error(), "");
  UccSetupLines lines;
  for (std::string& line : lines) {
    auto got = Receive(deadline);
    if (!got) return Forfeit("gave no setup: " + got.error(), "QUIT ILLEGAL\n");
    line = *got;
  }
  auto setup = ParseUccSetup(lines, side, rules.army);
  if (!setup) return Forfeit("sent an invalid setup: " + setup.error(), "QUIT ILLEGAL\n");
  if (auto problems = SetupProblems(*setup); !problems.empty())
    return Forfeit("sent an invalid setup: " + JoinWithAnd(problems), "QUIT ILLEGAL\n");
  return *setup;
}

Expected<Move> UccAgent::ChooseMove(const PlayerView& view) {
  InterruptScope scope(interrupted_);
  if (!child_.running()) return Error{"is not running"};
  const auto deadline = Clock::now() + timeout_;
  std::string turn = Announcements(view, GameResult{});
  if (view.history.empty()) turn += "START\n";
  for (const UccBoardLine& line : UccBoardOf(view))
    turn += FormatUccBoardLine(line) + "\n";
  if (Status sent = child_.Write(turn, deadline); !sent) return Forfeit(sent.error(), "");
  const auto line = Receive(deadline);
  if (!line) return Forfeit(line.error(), "QUIT ILLEGAL\n");
  return MoveFromAnswer(view, *line);
}

Expected<Move> UccAgent::MoveFromAnswer(const PlayerView& view, const std::string& line) {
  const auto answer = ParseUccAnswer(line);
  if (!answer) return Forfeit(answer.error(), "QUIT ILLEGAL\n");
  if (answer->surrender) return Forfeit("surrendered", "QUIT SURRENDER\n");
  const UccMove& sent = answer->move;
  const std::string refused =
      FormatUccResult({sent, {UccOutcomeKind::kIllegal}}) + "\nQUIT ILLEGAL\n";
  const auto move = FromUccMove(sent);
  if (!move) return Forfeit("sent " + QuotedUccLine(line) + ": the move leaves the board", refused);
  if (auto why = WhyIllegal(view, *move))
    return Forfeit("sent " + QuotedUccLine(line) + ": " + *why, refused);
  return *move;
}

void UccAgent::GameOver(const PlayerView& view) {
  Quit(Announcements(view, view.result), QuitReason(view.result, side_));
}

// A line the program has not seen yet: "did not answer within 2000 ms", "exited with status 1".
Expected<std::string> UccAgent::Receive(Clock::time_point deadline) {
  auto line = child_.ReadLine(deadline, kMaxAnswerLength, &interrupted_);
  if (!line && Clock::now() >= deadline)
    return Error{"did not answer within " + std::to_string(timeout_.count()) + " ms"};
  return line;
}

// The moves of the view's history not yet told to the program, one line each with its outcome;
// `result` is the game's result after the last of them.
std::string UccAgent::Announcements(const PlayerView& view, const GameResult& result) {
  std::string text;
  for (; announced_ < view.history.size(); ++announced_) {
    const bool last = announced_ + 1 == view.history.size();
    text += FormatUccResult(UccResultOf(view.history[announced_], last ? result : GameResult{}));
    text += "\n";
  }
  return text;
}

// The program loses the game: it is told so with `lines` (the refusal of its answer, QUIT) as far
// as it still listens, and stopped.
Error UccAgent::Forfeit(const std::string& reason, const std::string& lines) {
  if (!lines.empty()) (void)child_.Write(lines, Clock::now() + std::min(timeout_, kExitGrace));
  child_.Stop(kExitGrace);
  return Error{reason};
}

// Ends the program's game: the last announcements and `QUIT reason`, as far as it still listens;
// then it has a moment to exit before it is killed.
void UccAgent::Quit(const std::string& announcements, const std::string& reason) {
  if (!child_.running()) return;
  const std::string text = announcements + "QUIT" + (reason.empty() ? "" : " " + reason) + "\n";
  (void)child_.Write(text, Clock::now() + std::min(timeout_, kExitGrace));
  child_.Stop(kExitGrace);
}

}  // namespace

std::optional<std::string> UccCannotPlay(const RuleSet& rules) {
  if (rules.silent_defense) {
    return std::string(
        "silent defense cannot be played over the UCC protocol: its result lines announce both "
        "ranks of every fight");
  }
  if (rules.rescue)
    return std::string("rescues cannot be played over the UCC protocol: it has no message for one");
  return std::nullopt;
}

std::unique_ptr<Agent> MakeUccAgent(const std::string& command, int reply_timeout_ms) {
  return std::make_unique<UccAgent>(command, reply_timeout_ms);
}

}  // namespace stratego
