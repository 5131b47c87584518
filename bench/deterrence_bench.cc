// The search's model of the enemy's attacks against what the enemy did: replays saved game records
// (`stratego arena --save-games`) and, before every move of the opponent of a side whose player
// name contains KEY, for every enemy piece that stands beside a piece of that side the enemy has
// not seen (its rank never announced in a fight), asks what the search would expect of that attack
// (ai/search.cc, Searcher::Deterred): the enemy's odds of the side's pieces (ai/opponent_view.h,
// 200 draws, as the search's) give the attack's average gain (AttackOdds::ExpectedGain), and the
// search lets the enemy make it only if that is above nothing, or if the piece stands on or beside
// the side's Flag. Prints, by whether the side's piece had moved and by the attacker's rank, how
// many such contacts there were on the enemy's turns, how many of them the odds let the enemy
// attack and how many of those it did attack on that turn, and the same for the contacts the odds
// deter. Only pieces side by side: a Scout's attack from afar is not a contact.
//
// Why (stop 70): the search counts on the enemy to attack whatever its odds make worth it, and the
// odds may say so where an opponent never does: against the alpha-beta program of issue 12 its
// Colonels stood beside our pieces that never moved 19.7 times a game and attacked one 0.03
// times, while the odds let them attack at about a quarter of those contacts. This keeps the
// model of the enemy answerable, opponent by opponent, for any set of saved games.
//
//   stratego_deterrence_bench KEY GAME...
//
// Exit status: 0, or 1 if a record could not be read or replayed (reported, the others still
// counted) or no side of any record read is named like KEY; 2 for a usage error (`--help`: the
// usage, status 0).
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ai/attack_odds.h"
#include "ai/beliefs.h"
#include "ai/opponent_view.h"
#include "bench/record_replay.h"
#include "core/game_record.h"
#include "core/rng.h"
#include "core/text.h"
#include "core/view.h"

namespace stratego {
namespace {

// Draws per position, as the search's own odds use (kOddsDraws in ai/search.cc).
constexpr int kDraws = 200;

// The contacts of one attacker rank with one kind of piece (moved or not) of the side's.
struct Contacts {
  int allowed = 0;           // the odds let the enemy attack
  int allowed_attacked = 0;  // ... and it did, on that turn
  int deterred = 0;          // the odds deter the attack
  int deterred_attacked = 0;

  void Add(const Contacts& other) {
    allowed += other.allowed;
    allowed_attacked += other.allowed_attacked;
    deterred += other.deterred;
    deterred_attacked += other.deterred_attacked;
  }
};

using ContactTable = std::array<std::array<Contacts, kNumRanks>, 2>;  // [moved][attacker rank]

struct Report {
  ContactTable table{};
  RecordsRead read;
};

// Whether `a` and `b` are the same square or side by side.
bool OnOrBeside(Square a, Square b) {
  return std::abs(a.file() - b.file()) + std::abs(a.row() - b.row()) <= 1;
}

// Counts, before the enemy of `side` plays `played`, each enemy piece beside a piece of `side`'s
// it has not seen.
void CountContacts(const GameState& state, Player side, Move played, Rng& rng,
                   ContactTable& table) {
  const PlayerView view = BuildView(state, side);
  const AttackOdds odds(Beliefs(OpponentView(view), BeliefOptions{}), view.rules, kDraws, rng);
  const Board& board = state.board();
  Square flag;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    if (board.piece(id).rank == Rank::kFlag) flag = board.piece(id).square;
  }
  for (PieceId enemy = FirstPieceId(Opponent(side)); enemy < board.EndPieceId(Opponent(side));
       ++enemy) {
    const Square from = board.piece(enemy).square;
    const Rank rank = board.piece(enemy).rank;
    if (!from.valid() || !IsMovable(rank)) continue;
    for (const Direction direction : kDirections) {
      const Square to = Step(from, direction);
      if (!to.valid()) continue;
      const PieceId ours = board.At(to);
      if (ours == kNoPiece || board.piece(ours).owner != side || board.piece(ours).revealed)
        continue;
      const bool moved = board.piece(ours).moved;
      const bool allowed =
          (flag.valid() && OnOrBeside(to, flag)) || odds.ExpectedGain(ours, rank, moved) > 0;
      const bool attacked = played.from == from && played.to == to;
      Contacts& contacts = table[moved ? 1 : 0][static_cast<std::size_t>(Index(rank))];
      (allowed ? contacts.allowed : contacts.deterred) += 1;
      (allowed ? contacts.allowed_attacked : contacts.deterred_attacked) += attacked ? 1 : 0;
    }
  }
}

class ContactCounter : public NamedSidesVisitor {
 public:
  ContactCounter(const std::string& key, Rng& rng) : NamedSidesVisitor(key), rng_(rng) {}

  void Before(const GameState& state, const GameAction& action) override {
    const Player side = Opponent(action.player);
    if (action.kind != ActionKind::kMove || !named(side) || state.over()) return;
    CountContacts(state, side, action.move, rng_, table_);
  }
  void End(const GameState&) override {}

  const ContactTable& table() const { return table_; }

 private:
  Rng& rng_;
  ContactTable table_{};
};

// Reads and replays one record, adding what befell its sides named like `key` to the report only
// if every action is legal.
void CountFile(const std::string& path, const std::string& key, Rng& rng, Report& report) {
  ContactCounter counter(key, rng);
  if (!ReplayNamedRecord(path, counter, report.read)) return;
  for (std::size_t moved = 0; moved < 2; ++moved) {
    for (std::size_t rank = 0; rank < kNumRanks; ++rank)
      report.table[moved][rank].Add(counter.table()[moved][rank]);
  }
}

void PrintContacts(const char* name, const Contacts& contacts) {
  std::printf(
      "  %s: %d contacts; the odds let it attack at %d (attacked at %d), deter it at %d "
      "(attacked at %d)\n",
      name, contacts.allowed + contacts.deterred, contacts.allowed, contacts.allowed_attacked,
      contacts.deterred, contacts.deterred_attacked);
}

void PrintReport(const std::string& key, const Report& report) {
  std::printf(
      "the enemy's pieces beside hidden pieces of the sides named like '%s' on the enemy's "
      "turn, against the search's model of its attacks, in %d game%s\n",
      key.c_str(), report.read.games, report.read.games == 1 ? "" : "s");
  for (std::size_t moved = 0; moved < 2; ++moved) {
    std::printf("pieces that %s, by the enemy's rank:\n", moved != 0 ? "had moved" : "never moved");
    Contacts every;
    for (const Rank rank : kRanksStrongestFirst) {
      if (!IsMovable(rank)) continue;
      const Contacts& contacts = report.table[moved][static_cast<std::size_t>(Index(rank))];
      PrintContacts(std::string(RankName(rank)).c_str(), contacts);
      every.Add(contacts);
    }
    PrintContacts("every rank", every);
  }
}

void PrintUsage(std::FILE* to) {
  std::fprintf(to, "usage: stratego_deterrence_bench KEY GAME...\n");
}

int Run(int argc, char** argv) {
  if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
    PrintUsage(stdout);
    return 0;
  }
  if (argc < 3 || argv[1][0] == '-') {
    if (argc >= 2 && argv[1][0] == '-')
      std::fprintf(stderr, "stratego_deterrence_bench: unknown option '%s'\n", argv[1]);
    PrintUsage(stderr);
    return 2;
  }
  const std::string key = argv[1];
  Report report;
  Rng rng(1);
  for (int i = 2; i < argc; ++i) {
    CountFile(argv[i], key, rng, report);
  }
  if (!AnyGameNamed("stratego_deterrence_bench", report.read, key)) return 1;
  PrintReport(key, report);
  return ExitStatus(report.read);
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  return stratego::Run(argc, argv);
}
