#include "ui/display.h"

namespace stratego {

namespace {

std::string Whose(Player owner, std::optional<Player> viewer, bool capital) {
  if (owner == viewer) return capital ? "Your" : "your";
  return std::string(PlayerName(owner)) + "'s";
}

std::string_view Ending(CombatOutcome outcome) {
  switch (outcome) {
    case CombatOutcome::kAttackerWins:
      return " and won.";
    case CombatOutcome::kDefenderWins:
      return " and lost.";
    case CombatOutcome::kBothRemoved:
      return ": both were removed.";
  }
  return ".";
}

}  // namespace

namespace {

// "Your Captain (6) attacked Blue's Lieutenant (5) on e5 from e4 and won."; under silent defense
// (RULES.md §7) the attacker learns only the outcome: "… attacked Blue's piece on e5 …".
std::string AttackSentence(const MoveReport& report, std::optional<Player> viewer,
                           Numbering numbering) {
  const Player defender = Opponent(report.mover);
  std::string text =
      Whose(report.mover, viewer, true) + " " + RankWithNumber(report.attacker_rank, numbering);
  text += " attacked " + Whose(defender, viewer, false) + " " +
          RankWithNumber(report.defender_rank, numbering);
  text += " on " + SquareName(report.move.to) + " from " + SquareName(report.move.from);
  std::string ending(Ending(report.outcome));
  if (!IsReal(report.defender_rank)) ending.insert(ending.size() - 1, " (silent defense)");
  return text + ending;
}

}  // namespace

std::string MoveSentence(const MoveReport& report, std::optional<Player> viewer,
                         Numbering numbering) {
  const std::string who = report.mover == viewer ? "You" : std::string(PlayerName(report.mover));
  std::string text = report.is_attack() ? AttackSentence(report, viewer, numbering)
                                        : who + " moved " + FormatMove(report.move) + ".";
  if (report.has_rescue()) {
    text += " " + who + " rescued a " + RankWithNumber(report.rescued_rank, numbering) + " to " +
            SquareName(report.rescue_square) + ".";
  }
  return text;
}

std::string LogLine(const MoveReport& report, int number, Numbering numbering, bool show_ranks) {
  std::string line = std::to_string(number);
  if (line.size() < 3) line.insert(0, 3 - line.size(), ' ');  // aligned up to move 999
  line += " " + std::string(PlayerName(report.mover));
  if (report.mover == Player::kRed) line += " ";
  line += " " + FormatMove(report.move);
  if (!report.is_attack()) return line;
  if (!show_ranks) return line + " attack";
  // Under silent defense the attacker's log has no defender's rank: "6 beats ?" (RULES.md §7).
  const std::string attacker(RankToken(report.attacker_rank, numbering));
  const std::string defender(RankToken(report.defender_rank, numbering));
  switch (report.outcome) {
    case CombatOutcome::kAttackerWins:
      return line + " " + attacker + " beats " + defender;
    case CombatOutcome::kDefenderWins:
      return line + " " + attacker + " loses to " + defender;
    case CombatOutcome::kBothRemoved:
      return line + " " + attacker + " ties " + defender;
  }
  return line;
}

std::string RescueLogLine(const MoveReport& report, Numbering numbering) {
  std::string line = "    " + std::string(PlayerName(report.mover));
  if (report.mover == Player::kRed) line += " ";
  return line + " rescues " + std::string(RankToken(report.rescued_rank, numbering)) + " to " +
         SquareName(report.rescue_square);
}

std::string RankCounts(const std::array<int, kNumRanks + 1>& counts, Numbering numbering) {
  std::string text;
  auto append = [&](std::string_view token, int count) {
    if (count <= 0) return;
    if (!text.empty()) text += ' ';
    text += token;
    if (count > 1) text += "×" + std::to_string(count);
  };
  for (Rank rank : kRanksStrongestFirst)
    append(RankToken(rank, numbering), counts[static_cast<std::size_t>(rank)]);
  // Enemy pieces captured under silent defense, their ranks never seen (RULES.md §7).
  if (const int unseen = counts[static_cast<std::size_t>(Rank::kUnknown)]; unseen > 0)
    text += (text.empty() ? "" : ", ") + std::to_string(unseen) + " unseen";
  return text.empty() ? "none" : text;
}

namespace {

// The usual abbreviations of the longer names; the short names stay whole.
std::string ShortName(Rank rank) {
  switch (rank) {
    case Rank::kGeneral:
      return "Gen.";
    case Rank::kColonel:
      return "Col.";
    case Rank::kCaptain:
      return "Capt.";
    case Rank::kLieutenant:
      return "Lt.";
    case Rank::kSergeant:
      return "Sgt.";
    default:
      return std::string(RankName(rank));
  }
}

}  // namespace

std::vector<std::string> LossPhrases(const std::array<int, kNumRanks + 1>& counts,
                                     Numbering numbering, LossForm form, bool unicode) {
  std::vector<std::string> phrases;
  const std::string times = unicode ? " ×" : " x";
  for (Rank rank : kRanksStrongestFirst) {
    const int count = counts[static_cast<std::size_t>(rank)];
    if (count <= 0) continue;
    std::string phrase = form == LossForm::kNumbered ? RankWithNumber(rank, numbering)
                         : form == LossForm::kNames  ? std::string(RankName(rank))
                                                     : ShortName(rank);
    if (count > 1) phrase += times + std::to_string(count);
    phrases.push_back(std::move(phrase));
  }
  if (const int unseen = counts[static_cast<std::size_t>(Rank::kUnknown)]; unseen > 0)
    phrases.push_back(std::to_string(unseen) + " unseen");
  if (phrases.empty()) phrases.emplace_back("none");
  return phrases;
}

std::array<int, kNumRanks + 1> CapturedCounts(const PlayerView& view, Player owner) {
  std::array<int, kNumRanks + 1> counts{};
  for (PieceId id = FirstPieceId(owner); id < view.board.EndPieceId(owner); ++id) {
    const Piece& piece = view.board.piece(id);
    if (!piece.on_board()) ++counts[static_cast<std::size_t>(piece.rank)];
  }
  return counts;
}

std::array<int, kNumRanks + 1> UnaccountedCounts(const PlayerView& view, bool memory_mode) {
  const Army& army = GetArmy(view.rules.army);
  const Player enemy = Opponent(view.viewer);
  std::array<int, kNumRanks + 1> counts{};
  for (int rank = 0; rank < kNumRanks; ++rank)
    counts[static_cast<std::size_t>(rank)] = army.Count(RankAt(rank));
  for (PieceId id = FirstPieceId(enemy); id < view.board.EndPieceId(enemy); ++id) {
    const Piece& piece = view.board.piece(id);
    // A Scout known by its long move is as good as revealed (RULES.md §8), unless in memory mode.
    const Rank known = piece.rank != Rank::kUnknown
                           ? piece.rank
                           : (piece.moved_far ? Rank::kScout : Rank::kUnknown);
    const bool seen = !piece.on_board() || !memory_mode;
    if (seen && known != Rank::kUnknown) --counts[static_cast<std::size_t>(known)];
  }
  return counts;
}

}  // namespace stratego
