// What the search keeps up move by move instead of working out again in every position (the
// rank counts, the material, the pulls, the pieces that can attack) equals what a recount of the
// board gives, and the search's move order is a stable sort by the value of the piece attacked.
#include "ai/search_state.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/evaluation.h"
#include "ai/move_order.h"
#include "core/combat.h"
#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"
#include "core/square.h"
#include "support/position.h"
#include "support/test_support.h"

namespace stratego {
namespace {

using testing::Play;
using testing::Position;

// The rules the property tests play under: both armies, with and without the options that
// change who wins an attack and what it shows (RULES.md §7), and the two-squares rule off, as
// usual and at its largest usual N (§4.3).
std::vector<RuleSet> RuleVariants() {
  std::vector<RuleSet> variants;
  for (ArmyKind army : {ArmyKind::kClassic, ArmyKind::kBarrage}) {
    for (int options = 0; options < 4; ++options) {
      RuleSet rules;
      rules.army = army;
      rules.attacker_advantage = (options & 1) != 0;
      rules.silent_defense = (options & 2) != 0;
      rules.two_squares = options == 0 ? 0 : options == 3 ? 5 : 3;
      variants.push_back(rules);
    }
  }
  return variants;
}

GameState RandomGame(const RuleSet& rules, Rng& rng) {
  return *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
}

struct Recount {
  std::array<RankCounts, kNumPlayers> on_board{};
  std::array<RankCounts, kNumPlayers> unseen{};
};

Recount CountPieces(const Board& board) {
  Recount counts;
  for (Player owner : {Player::kRed, Player::kBlue}) {
    const auto side = static_cast<std::size_t>(Index(owner));
    for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
      const Piece& piece = board.piece(id);
      if (!piece.on_board()) continue;
      ++counts.on_board[side][static_cast<std::size_t>(Index(piece.rank))];
      if (!piece.revealed) ++counts.unseen[side][static_cast<std::size_t>(Index(piece.rank))];
    }
  }
  return counts;
}

// The material as ai/evaluation.h defines it, piece by piece: PieceValue (a side's Miners as the
// first, second, … on the board), plus, for a piece the enemy has not seen, 30% for the Marshal
// while the enemy's Spy is on the board, and otherwise 10% for a piece worth at least a Major.
int MaterialOfPieces(const Board& board, Player side) {
  const Recount counts = CountPieces(board);
  const RankCounts& own = counts.on_board[static_cast<std::size_t>(Index(side))];
  const RankCounts& enemy = counts.on_board[static_cast<std::size_t>(Index(Opponent(side)))];
  // The Miners: the first worth PieceValue with one on the board, the second with two, …
  int material = 0;
  RankCounts miners{};
  const auto miner = static_cast<std::size_t>(Index(Rank::kMiner));
  for (miners[miner] = 1; miners[miner] <= own[miner]; ++miners[miner])
    material += PieceValue(Rank::kMiner, miners, enemy);
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || piece.rank == Rank::kFlag || piece.rank == Rank::kMiner) continue;
    const int value = PieceValue(piece.rank, own, enemy);
    int percent = value < BaseValue(Rank::kMajor) ? 0 : 10;
    if (piece.rank == Rank::kMarshal && enemy[static_cast<std::size_t>(Index(Rank::kSpy))] > 0)
      percent = 60;
    const bool hunted_rank =
        piece.rank == Rank::kMajor || piece.rank == Rank::kColonel || piece.rank == Rank::kGeneral;
    for (int taker = Index(piece.rank) + 1; hunted_rank && taker <= Index(Rank::kMarshal); ++taker)
      if (enemy[static_cast<std::size_t>(taker)] > 0) percent = 40;  // a piece that takes it
    material += piece.revealed ? value : value * (100 + percent) / 100;
  }
  return material;
}

// The fewest steps from `from` to `to` along ranks and files, round the lakes, walked afresh.
int StepsRoundLakes(Square from, Square to) {
  std::vector<Square> frontier = {from};
  std::vector<bool> reached(kNumSquares, false);
  reached[static_cast<std::size_t>(from.index())] = true;
  for (int steps = 0; !frontier.empty(); ++steps) {
    std::vector<Square> next;
    for (Square square : frontier) {
      if (square == to) return steps;
      for (Direction direction : kDirections) {
        const Square neighbour = Step(square, direction);
        if (!neighbour.valid() || reached[static_cast<std::size_t>(neighbour.index())]) continue;
        reached[static_cast<std::size_t>(neighbour.index())] = true;
        next.push_back(neighbour);
      }
    }
    frontier = std::move(next);
  }
  return -1;
}

// The enemy Miners that were within six steps (round the lakes) of `owner`'s Flag on `board`,
// when the pull counts them as intruders (SearchState::PullToIntruders), and that Flag.
struct Intruders {
  std::vector<PieceId> ids;
  Square flag = kNoSquare;
};

Intruders IntrudersAt(const Board& board, Player owner) {
  Intruders intruders;
  for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
    if (board.piece(id).on_board() && board.piece(id).rank == Rank::kFlag)
      intruders.flag = board.piece(id).square;
  }
  const Player enemy = Opponent(owner);
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& piece = board.piece(id);
    if (intruders.flag.valid() && piece.on_board() && piece.rank == Rank::kMiner &&
        StepsRoundLakes(piece.square, intruders.flag) <= 6) {
      intruders.ids.push_back(id);
    }
  }
  return intruders;
}

// Whether `piece` (on the board, of a rank that moves) has a move now, or will once the pieces of
// its side beside it that move have moved: a square beside it on the board, not a lake, is empty or
// holds an enemy piece or one of its side's that moves. Not so, it is walled in by its side's
// Bombs and Flag, lakes and the edge.
bool FreeByRecount(const Board& board, const Piece& piece) {
  const int steps[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  for (const auto& step : steps) {
    const int file = piece.square.file() + step[0];
    const int row = piece.square.row() + step[1];
    if (file < 0 || file >= kBoardSize || row < 0 || row >= kBoardSize) continue;
    const Square beside = Square::At(file, row);
    if (IsLake(beside)) continue;
    const PieceId id = board.At(beside);
    if (id == kNoPiece || OwnerOf(id) != piece.owner || IsMovable(board.piece(id).rank))
      return true;
  }
  return false;
}

// How many of `side`'s pieces on the board move; with `walls`, only those free to (above).
int MoversByRecount(const Board& board, Player side, bool walls) {
  int movers = 0;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    movers += piece.on_board() && IsMovable(piece.rank) && (!walls || FreeByRecount(board, piece));
  }
  return movers;
}

// A side's last movable piece, when it has one left (kNoPiece if not); whether a trade with it
// wins (the enemy keeps another piece that moves); and whether only Miners are drawn to the side's
// Flag then, as TargetsOf judges them: when a piece of the enemy's would take the last one (or
// trade with it, when that wins), or the Flag has one of the side's Bombs on every square beside
// it.
struct LastStand {
  PieceId last_mover = kNoPiece;
  bool trade_wins = false;
  bool flag_for_miners_only = false;
};

LastStand LastStandOf(const Board& board, Player owner) {
  LastStand stand;
  int movable = 0;
  Square flag = kNoSquare;
  for (PieceId id = FirstPieceId(owner); id < board.EndPieceId(owner); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board()) continue;
    if (piece.rank == Rank::kFlag) flag = piece.square;
    if (IsMovable(piece.rank)) {
      ++movable;
      stand.last_mover = id;
    }
  }
  if (movable != 1) return {};
  const Rank last = board.piece(stand.last_mover).rank;
  const Player enemy = Opponent(owner);
  int enemy_movable = 0;
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id)
    enemy_movable += board.piece(id).on_board() && IsMovable(board.piece(id).rank);
  stand.trade_wins = enemy_movable >= 2;
  if (!flag.valid()) return stand;
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& piece = board.piece(id);
    if (!piece.on_board() || !IsMovable(piece.rank)) continue;
    const CombatOutcome outcome = ResolveCombat(piece.rank, last, RuleSet{});
    if (outcome == CombatOutcome::kAttackerWins ||
        (stand.trade_wins && outcome == CombatOutcome::kBothRemoved)) {
      stand.flag_for_miners_only = true;
    }
  }
  bool walled = true;
  for (int df = -1; df <= 1; ++df) {
    for (int dr = -1; dr <= 1; ++dr) {
      if ((df == 0) == (dr == 0)) continue;
      const int file = flag.file() + df;
      const int row = flag.row() + dr;
      if (file < 0 || file >= kBoardSize || row < 0 || row >= kBoardSize) continue;
      const Square beside = Square::At(file, row);
      if (IsLake(beside)) continue;
      const PieceId id = board.At(beside);
      if (id == kNoPiece || OwnerOf(id) != owner || board.piece(id).rank != Rank::kBomb)
        walled = false;
    }
  }
  stand.flag_for_miners_only = stand.flag_for_miners_only || walled;
  return stand;
}

// The pull as ai/evaluation.h defines it, over every enemy piece: the best of the target's value
// (1000 for the Flag) times 1600 / (steps + 1), among the targets the piece would take, the steps
// counted round the lakes. An intruder (of `intruders`, if given) is worth the Flag, and its steps
// are the farther of its own and the Flag's. The enemy's last movable piece (of `stand`, if
// given) is worth the Flag, a tie takes it when the stand says a trade wins, and only a Miner is
// drawn to the Flag when the stand says so.
int PullOverEveryPiece(const Board& board, const RuleSet& rules, Player owner, Rank rank,
                       Square square, const Intruders* intruders = nullptr,
                       const LastStand* stand = nullptr) {
  int best = 0;
  const Player enemy = Opponent(owner);
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    const Piece& target = board.piece(id);
    const bool last_mover = stand && stand->last_mover == id;
    const CombatOutcome outcome = ResolveCombat(rank, target.rank, rules);
    if (!target.on_board() ||
        (outcome != CombatOutcome::kAttackerWins &&
         !(last_mover && stand->trade_wins && outcome == CombatOutcome::kBothRemoved)) ||
        (target.rank == Rank::kFlag && stand && stand->flag_for_miners_only &&
         rank != Rank::kMiner)) {
      continue;
    }
    int distance = StepsRoundLakes(square, target.square);
    int value = target.rank == Rank::kFlag || last_mover ? 1000 : BaseValue(target.rank);
    if (intruders && std::ranges::count(intruders->ids, id) > 0) {
      distance = std::max(distance, StepsRoundLakes(square, intruders->flag));
      value = 1000;
    }
    best = std::max(best, value * (1600 / (distance + 1)));
  }
  return best;
}

// The FlagThreat of all `side`'s movable pieces to the enemy Flag, summed afresh: only its Miners'
// when the enemy's `stand` (if given) has its Flag for Miners only.
int ThreatOfPieces(const Board& board, Player side, const LastStand* stand = nullptr) {
  Square flag = kNoSquare;
  const Player enemy = Opponent(side);
  for (PieceId id = FirstPieceId(enemy); id < board.EndPieceId(enemy); ++id) {
    if (board.piece(id).on_board() && board.piece(id).rank == Rank::kFlag)
      flag = board.piece(id).square;
  }
  int threat = 0;
  for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
    const Piece& piece = board.piece(id);
    const bool walled_off = stand && stand->flag_for_miners_only && piece.rank != Rank::kMiner;
    if (piece.on_board() && !walled_off) threat += FlagThreat(piece.rank, piece.square, flag);
  }
  return threat;
}

// Checks what `search`, followed move by move, keeps up against a recount of its board;
// `intruders`, by the side whose Flag they threaten, when the search pulls to them; `stands`, by
// the side whose pieces are targets, as they were when the targets were judged.
void CheckKeptUp(const SearchState& search, const std::array<PullTargets, kNumPlayers>& targets,
                 const std::array<int, kNumPlayers>& expected_pull,
                 const std::array<Intruders, kNumPlayers>* intruders,
                 const std::array<LastStand, kNumPlayers>& stands) {
  const Board& board = search.board();
  const Recount counts = CountPieces(board);
  for (Player side : {Player::kRed, Player::kBlue}) {
    const auto index = static_cast<std::size_t>(Index(side));
    REQUIRE(search.on_board(side) == counts.on_board[index]);
    REQUIRE(search.unseen(side) == counts.unseen[index]);
    REQUIRE(search.material(side) == MaterialOfPieces(board, side));
    // Red's walls counted (SearchState::CountWalls), Blue's not.
    REQUIRE(search.MovableCount(side) == MoversByRecount(board, side, side == Player::kRed));
    REQUIRE(search.pull(side) == expected_pull[index]);
    REQUIRE(search.threat(side) ==
            ThreatOfPieces(board, side, &stands[static_cast<std::size_t>(Index(Opponent(side)))]));
    for (PieceId id = FirstPieceId(side); id < board.EndPieceId(side); ++id) {
      const Piece& piece = board.piece(id);
      if (!piece.on_board() || !IsMovable(piece.rank)) continue;
      const auto& enemy_targets = targets[static_cast<std::size_t>(Index(Opponent(side)))];
      REQUIRE(PullAt(board, search.rules(), enemy_targets, piece.rank, piece.square) ==
              PullOverEveryPiece(board, search.rules(), side, piece.rank, piece.square,
                                 intruders ? &(*intruders)[index] : nullptr,
                                 &stands[static_cast<std::size_t>(Index(Opponent(side)))]));
    }
  }
}

TEST_CASE("Search state: counts, material, threats and pulls kept up move by move equal a recount",
          "[ai]") {
  Rng rng(31);
  int attacks = 0;
  int pulls_to_intruders = 0;  // moves whose piece was drawn otherwise for an intruder
  int last_stands = 0;         // games followed from a position where a side had one piece to move
  int miners_only = 0;         // of those, where only Miners were drawn to a Flag
  int walled_in = 0;           // plies with a piece that moves walled in by its side's Bombs
  for (const RuleSet& rules : RuleVariants()) {
    for (int game = 0; game < 5; ++game) {
      GameState state = RandomGame(rules, rng);
      const bool pull_to_intruders = game % 2 == 1;  // SearchState::PullToIntruders
      const auto play_random_move = [&] {
        const std::vector<Move> moves = state.LegalMoves();
        state.ApplyMove(moves[rng.Below(static_cast<std::uint32_t>(moves.size()))]);
      };
      // Later in the game, so that Miners have come near the Flags.
      while (pull_to_intruders && !state.over() && state.ply() < 200)
        play_random_move();
      // The last game from where a side has one piece left to move (a new game when one ends
      // before that).
      const auto has_last_stand = [&] {
        return LastStandOf(state.board(), Player::kRed).last_mover != kNoPiece ||
               LastStandOf(state.board(), Player::kBlue).last_mover != kNoPiece;
      };
      for (int tries = 0; game == 4 && !has_last_stand() && tries < 100000; ++tries) {
        if (state.over()) state = RandomGame(rules, rng);
        play_random_move();
      }
      SearchState search(state);
      search.CountWalls(Player::kRed);
      INFO("game " << game << (pull_to_intruders ? ", pulled to intruders" : ""));
      std::array<PullTargets, kNumPlayers> targets = {TargetsOf(state.board(), Player::kRed),
                                                      TargetsOf(state.board(), Player::kBlue)};
      // Indexed by the side whose Flag they threaten; its targets are the other side's.
      const std::array<Intruders, kNumPlayers> intruders = {
          IntrudersAt(state.board(), Player::kRed), IntrudersAt(state.board(), Player::kBlue)};
      if (pull_to_intruders) {
        search.PullToIntruders();
        for (Player side : {Player::kRed, Player::kBlue}) {
          const Square flag = intruders[static_cast<std::size_t>(Index(Opponent(side)))].flag;
          targets[static_cast<std::size_t>(Index(side))] = TargetsOf(state.board(), side, flag);
        }
      }
      const auto* counted = pull_to_intruders ? &intruders : nullptr;
      const std::array<LastStand, kNumPlayers> stands = {LastStandOf(state.board(), Player::kRed),
                                                         LastStandOf(state.board(), Player::kBlue)};
      last_stands += stands[0].last_mover != kNoPiece || stands[1].last_mover != kNoPiece;
      miners_only += stands[0].flag_for_miners_only || stands[1].flag_for_miners_only;
      std::array<int, kNumPlayers> pull{};
      const int last_ply = state.ply() + testing::Scaled(400);
      while (!state.over() && state.ply() < last_ply) {
        INFO("ply " << state.ply());
        CheckKeptUp(search, targets, pull, counted, stands);
        for (Player side : {Player::kRed, Player::kBlue}) {
          walled_in += MoversByRecount(state.board(), side, true) !=
                       MoversByRecount(state.board(), side, false);
        }
        const std::vector<Move> moves = state.LegalMoves();
        const Move move = moves[rng.Below(static_cast<std::uint32_t>(moves.size()))];
        const Board& before = state.board();
        const Piece& piece = before.piece(before.At(move.from));
        const auto mover = static_cast<std::size_t>(Index(piece.owner));
        const Intruders* mover_intruders = counted ? &(*counted)[mover] : nullptr;
        const LastStand* stand = &stands[static_cast<std::size_t>(Index(Opponent(piece.owner)))];
        const int pull_before = PullOverEveryPiece(before, rules, piece.owner, piece.rank,
                                                   move.from, mover_intruders, stand);
        if (pull_before !=
            PullOverEveryPiece(before, rules, piece.owner, piece.rank, move.from, nullptr, stand))
          ++pulls_to_intruders;
        pull[mover] -= pull_before;
        attacks += !before.IsEmpty(move.to);
        state.ApplyMove(move);
        search.Apply(move);
        const PieceId moved = state.board().At(move.to);
        if (moved != kNoPiece && OwnerOf(moved) == piece.owner) {
          pull[mover] +=
              PullOverEveryPiece(state.board(), rules, piece.owner, state.board().piece(moved).rank,
                                 move.to, mover_intruders, stand);
        }
      }
    }
  }
  CHECK(attacks > testing::Scaled(300));
  CHECK(pulls_to_intruders > 0);
  CHECK(last_stands > 0);
  CHECK(miners_only > 0);
  CHECK(walled_in > 0);
  WARN("last stands " << last_stands << ", " << miners_only << " with the Flag for Miners only");
}

TEST_CASE("Material: a hidden strong piece is worth more while the enemy has a piece that takes it",
          "[ai]") {
  // One piece of `rank` on the board, seen by the enemy or not, against an enemy that has a Spy
  // and a Marshal or neither (a Sergeant alone): the material it counts for.
  const auto worth = [](Rank rank, bool unseen, bool hunters) {
    RankCounts own{};
    RankCounts hidden{};
    RankCounts enemy{};
    own[static_cast<std::size_t>(Index(rank))] = 1;
    if (unseen) hidden[static_cast<std::size_t>(Index(rank))] = 1;
    for (Rank hunter : {Rank::kSpy, Rank::kMarshal})
      enemy[static_cast<std::size_t>(Index(hunter))] = hunters ? 1 : 0;
    enemy[static_cast<std::size_t>(Index(Rank::kSergeant))] = 1;
    return CountedMaterial(own, hidden, enemy) + PieceMaterial(rank, unseen);
  };
  struct Row {
    Rank rank;
    bool unseen;
    bool hunters;
    int expected;
  };
  const Row rows[] = {
      {Rank::kMarshal, false, true, 400},  {Rank::kMarshal, true, true, 640},
      {Rank::kMarshal, false, false, 460}, {Rank::kMarshal, true, false, 506},
      {Rank::kGeneral, false, true, 280},  {Rank::kGeneral, true, true, 392},
      {Rank::kGeneral, true, false, 308},  {Rank::kColonel, true, true, 266},
      {Rank::kColonel, true, false, 209},  {Rank::kMajor, true, false, 143},
      {Rank::kCaptain, true, true, 80},
  };
  for (const Row& row : rows) {
    INFO(RankName(row.rank) << (row.unseen ? ", unseen" : ", seen")
                            << (row.hunters ? ", the enemy's Spy and Marshal alive" : ""));
    CHECK(worth(row.rank, row.unseen, row.hunters) == row.expected);
  }
  // A Colonel hunts a Major, and a Major does not hunt a Colonel: 40% on a hidden Major's 130
  // against an enemy Colonel, 10% on a hidden Colonel's 190 against an enemy Major.
  const auto against = [](Rank rank, Rank enemy_rank) {
    RankCounts own{};
    RankCounts enemy{};
    own[static_cast<std::size_t>(Index(rank))] = 1;
    enemy[static_cast<std::size_t>(Index(enemy_rank))] = 1;
    return CountedMaterial(own, own, enemy) + PieceMaterial(rank, true);
  };
  CHECK(against(Rank::kMajor, Rank::kColonel) == 182);
  CHECK(against(Rank::kColonel, Rank::kMajor) == 209);
  CHECK(against(Rank::kGeneral, Rank::kMarshal) == 392);
}

TEST_CASE(
    "Material: each Miner lost costs at least what the one before did while enemy Bombs stand",
    "[ai]") {
  RankCounts bombs{};
  bombs[static_cast<std::size_t>(Index(Rank::kBomb))] = 1;
  const RankCounts no_bombs{};
  struct Row {
    int miners;
    int with_bombs;  // against an enemy with a Bomb
    int without;     // against one without
  };
  // The last Miner 115, the one before 95, then 75, then 55 each; 25 each with no Bomb to clear.
  const Row rows[] = {{0, 0, 0},     {1, 115, 25},  {2, 210, 50}, {3, 285, 75},
                      {4, 340, 100}, {5, 395, 125}, {8, 560, 200}};
  for (const Row& row : rows) {
    INFO(row.miners << " Miners");
    CHECK(MinersMaterial(row.miners, bombs) == row.with_bombs);
    CHECK(MinersMaterial(row.miners, no_bombs) == row.without);
    RankCounts own{};
    own[static_cast<std::size_t>(Index(Rank::kMiner))] = row.miners;
    CHECK(CountedMaterial(own, own, bombs) == row.with_bombs);
    if (row.miners > 0) {  // what one more costs to lose is its PieceValue, and never less
      CHECK(MinersMaterial(row.miners, bombs) - MinersMaterial(row.miners - 1, bombs) ==
            PieceValue(Rank::kMiner, own, bombs));
      CHECK(PieceValue(Rank::kMiner, own, bombs) >= BaseValue(Rank::kMiner));
    }
  }
}

TEST_CASE("Flag threat: pieces within three squares of the enemy Flag, a Miner twice as much",
          "[ai]") {
  const Square flag = *ParseSquare("a1");
  CHECK(FlagThreat(Rank::kCaptain, *ParseSquare("a2"), flag) >
        FlagThreat(Rank::kCaptain, *ParseSquare("b2"), flag));
  CHECK(FlagThreat(Rank::kCaptain, *ParseSquare("b2"), flag) >
        FlagThreat(Rank::kCaptain, *ParseSquare("b3"), flag));
  CHECK(FlagThreat(Rank::kCaptain, *ParseSquare("b3"), flag) > 0);
  CHECK(FlagThreat(Rank::kCaptain, *ParseSquare("c3"), flag) == 0);
  CHECK(FlagThreat(Rank::kMiner, *ParseSquare("a2"), flag) ==
        2 * FlagThreat(Rank::kCaptain, *ParseSquare("a2"), flag));
  CHECK(FlagThreat(Rank::kBomb, *ParseSquare("a2"), flag) == 0);
  CHECK(FlagThreat(Rank::kMiner, *ParseSquare("a2"), kNoSquare) == 0);
}

TEST_CASE("Pull: the enemy's last movable piece draws as hard as its Flag", "[ai]") {
  // Red's Captain on e3, two steps from Blue's Miner on e5; Blue's Flag far off on j10.
  const RuleSet rules;
  const auto pull = [&](std::string_view blue) {
    const GameState state = Position("R6e3 RFa1 " + std::string(blue), Player::kRed);
    return PullAt(state.board(), rules, TargetsOf(state.board(), Player::kBlue), Rank::kCaptain,
                  *ParseSquare("e3"));
  };
  const int lone_miner = pull("BFj10 B3e5");
  const int flag_as_near = pull("BFe5 B9a10 B8a9");  // the Flag two steps off
  CHECK(lone_miner == flag_as_near);
  // With a second piece that moves, the far Flag draws harder than the Miner two steps off, as
  // with the Miner far off too.
  const int far_flag = pull("BFj10 B4a10 B3a9");
  CHECK(far_flag < lone_miner / 2);
  CHECK(pull("BFj10 B3e5 B4a10") == far_flag);
  // A piece that cannot take the last one is not drawn to it.
  const GameState general = Position("R6e3 RFa1 BFj10 B9e5", Player::kRed);
  CHECK(PullAt(general.board(), rules, TargetsOf(general.board(), Player::kBlue), Rank::kCaptain,
               *ParseSquare("e3")) == far_flag);
}

TEST_CASE(
    "Search state: with its walls counted, a piece walled in by its own Bombs does not count as "
    "one that moves, until an enemy Miner takes a Bomb beside it",
    "[ai]") {
  // Red's Sergeant on a1 behind its Bombs on a2 and b1; its Lieutenant on e4 is free. Blue's
  // Miner on a3, to move.
  const GameState state = Position("R4a1 RBa2 RBb1 R5e4 RFj1 B3a3 B6e7 BFj10", Player::kBlue);
  const Board& board = state.board();
  const Piece& sergeant = board.piece(board.At(*ParseSquare("a1")));
  CHECK(WalledIn(board, sergeant.square));
  CHECK_FALSE(FreeToMove(board, sergeant));
  CHECK(FreeToMove(board, board.piece(board.At(*ParseSquare("e4")))));
  // Without its walls counted, as for the enemy of the searcher, both count.
  CHECK(SearchState(state).MovableCount(Player::kRed) == 2);
  SearchState search(state);
  search.CountWalls(Player::kRed);
  CHECK(search.MovableCount(Player::kRed) == 1);
  CHECK(search.MovableCount(Player::kBlue) == 2);
  // Once the Lieutenant is lost, Red has no piece that moves: what quiescence asks (RULES.md §6).
  SearchState lieutenant_lost = search;
  lieutenant_lost.Apply(testing::M("e7-e6"));
  lieutenant_lost.Apply(testing::M("e4-e5"));
  lieutenant_lost.Apply(testing::M("e6-e5"));
  CHECK(lieutenant_lost.MovableCount(Player::kRed) == 0);
  search.Apply(testing::M("a3-a2"));  // the Miner takes the Bomb: the Sergeant may attack it
  CHECK(search.MovableCount(Player::kRed) == 2);
  CHECK_FALSE(WalledIn(search.board(), sergeant.square));
}

TEST_CASE("Pull: a piece of the rank of the enemy's last movable piece is drawn to it", "[ai]") {
  // Blue's Marshal on e5, two steps from Red's Marshal on e3: their tie would leave Blue with
  // nothing to move (RULES.md §6).
  const RuleSet rules;
  const auto marshal_pull = [&](std::string_view blue) {
    const GameState state = Position("R10e3 R6a1 RFa2 " + std::string(blue), Player::kRed);
    const PullTargets targets = TargetsOf(state.board(), Player::kBlue);
    return PullAt(state.board(), rules, targets, Rank::kMarshal, *ParseSquare("e3"));
  };
  const int lone_marshal = marshal_pull("BFj10 B10e5");
  CHECK(lone_marshal == marshal_pull("BFe5 B9j9 B8j8"));  // as the Flag two steps off
  // With a second piece that moves, the Marshal on e5 is no last movable piece: the far Flag
  // draws instead.
  const int far_flag = marshal_pull("BFj10 B10e5 B4a10");
  CHECK(far_flag < lone_marshal / 2);
  CHECK(far_flag == marshal_pull("BFj10 B4a10 B4b10"));  // as without the Marshal
  // Red's Marshal alone against Blue's: the tie would leave neither side a piece that moves, a
  // draw. The far Flag draws it, as if the Marshal on e5 could not be taken.
  const GameState alone = Position("R10e3 RFa2 BFj10 B10e5", Player::kRed);
  const PullTargets targets = TargetsOf(alone.board(), Player::kBlue);
  CHECK_FALSE(targets.trade_wins);
  CHECK_FALSE(targets.flag_for_miners_only);
  CHECK(PullAt(alone.board(), rules, targets, Rank::kMarshal, *ParseSquare("e3")) == far_flag);
}

TEST_CASE(
    "Pull: with one piece left to move, the enemy's Flag draws only Miners once that piece "
    "can be taken or the Flag is walled in",
    "[ai]") {
  // Blue's Flag on e5, two steps from Red's Captain and Miner; Blue's last movable piece far off.
  const RuleSet rules;
  const auto pull = [&](std::string_view blue, Rank rank, Square square) {
    const GameState state = Position("R6e3 R3e2 RFa1 " + std::string(blue), Player::kRed);
    return PullAt(state.board(), rules, TargetsOf(state.board(), Player::kBlue), rank, square);
  };
  const Square e3 = *ParseSquare("e3");
  const Square e2 = *ParseSquare("e2");
  const int flag_two_steps_off = pull("BFe5 B9a10 B8a9", Rank::kCaptain, e3);
  // A Scout, which the Captain takes: the Captain is drawn to it, far off, not to the Flag.
  CHECK(pull("BFe5 B2a10", Rank::kCaptain, e3) < flag_two_steps_off / 2);
  CHECK(pull("BFe5 B2a10", Rank::kMiner, e2) == pull("BFe5 B9a10 B8a9", Rank::kMiner, e2));
  // A General, which no piece of Red's takes or trades with: the Flag draws as before ...
  CHECK(pull("BFe5 B9a10", Rank::kCaptain, e3) == flag_two_steps_off);
  // ... unless Blue's Bombs wall it in (d5 is a lake).
  const std::string walled = "BFe5 BBe4 BBe6 BBf5 ";
  CHECK(pull(walled + "B9a10", Rank::kCaptain, e3) == 0);
  CHECK(pull(walled + "B9a10", Rank::kMiner, e2) > 0);
  CHECK(pull(walled + "B9a10 B8a9", Rank::kCaptain, e3) > 0);  // no last piece: as before
}

TEST_CASE("Pull: an enemy Miner near our Flag draws as hard as the enemy Flag, between the two",
          "[ai]") {
  // Red's Flag on a1 behind its Bombs; a Blue Miner on e3, six steps from it; Blue's Flag far off
  // on j10, and a Blue Sergeant, so that the Miner is not Blue's last movable piece.
  const RuleSet rules;
  const std::string red = "RFa1 RBa2 RBb1 R6g2 ";
  const GameState state = Position(red + "B3e3 B4h9 BFj10", Player::kRed);
  const Board& board = state.board();
  const Square flag = *ParseSquare("a1");
  const PullTargets plain = TargetsOf(board, Player::kBlue);
  const PullTargets guarded = TargetsOf(board, Player::kBlue, flag);
  CHECK(plain.intruders == 0);
  REQUIRE(guarded.intruders == 1);  // the Miner, first among targets worth the Flag
  CHECK(board.piece(guarded.ids[0]).rank == Rank::kMiner);
  CHECK(guarded.values[0] == plain.values[0]);  // as much as the Flag
  const auto pull = [&](const PullTargets& targets, Rank rank, std::string_view square) {
    return PullAt(board, rules, targets, rank, *ParseSquare(square));
  };
  // f2 and g3 are as near the Miner; f2 stands between it and the Flag, g3 behind it.
  CHECK(pull(guarded, Rank::kCaptain, "f2") > pull(guarded, Rank::kCaptain, "g3"));
  CHECK(pull(plain, Rank::kCaptain, "f2") < pull(plain, Rank::kCaptain, "g3"));
  // The farther of the two distances counts: from a3 the Miner is four steps off (the Flag two),
  // and it draws as the enemy Flag four steps off would.
  const GameState flag_there = Position(red + "BFe3 B3j1 B4h9", Player::kRed);
  CHECK(pull(guarded, Rank::kCaptain, "a3") == PullAt(flag_there.board(), rules,
                                                      TargetsOf(flag_there.board(), Player::kBlue),
                                                      Rank::kCaptain, *ParseSquare("e7")));
  // Only the pieces that take a Miner are drawn to it.
  CHECK(pull(guarded, Rank::kScout, "f2") == pull(plain, Rank::kScout, "f2"));
  // A Miner seven steps from the Flag is no intruder.
  const GameState farther = Position(red + "B3e4 B4h9 BFj10", Player::kRed);
  CHECK(TargetsOf(farther.board(), Player::kBlue, flag).intruders == 0);
}

TEST_CASE("Pull: distances are measured round the lakes, not across them", "[ai]") {
  // Blue's Flag on c8, straight beyond the lake c5 c6 from a Red Captain on c4: the way round
  // runs through b4 (b4 b5 b6 b7 b8 c8: five steps from b4, six from c4) or e4 (seven from d4).
  // Two Blue Miners, so that neither is the last movable piece, which would draw as the Flag.
  const RuleSet rules;
  const GameState state = Position("R6c4 RFa1 BFc8 B3j10 B3i10", Player::kRed);
  const auto pull = [&](std::string_view square) {
    return PullAt(state.board(), rules, TargetsOf(state.board(), Player::kBlue), Rank::kCaptain,
                  *ParseSquare(square));
  };
  CHECK(pull("b4") > pull("c4"));  // a step towards the way round brings it nearer
  CHECK(pull("e4") > pull("d4"));  // d4: seven steps (by c4 or e4), e4: six
  // As far as squares on the target's row with no lake between: c4 six steps off (across the
  // lake, four), b4 five.
  CHECK(pull("c4") == pull("i8"));
  CHECK(pull("b4") == pull("h8"));
  CHECK(pull("a8") == pull("b7"));  // no lake between: two steps each
  CHECK(pull("b8") > pull("a8"));
}

// The FlagDanger to Red's Flag on a1 (behind its Bombs on a2 and b1) with `pieces` on the board.
int RedFlagDanger(std::string_view pieces) {
  const GameState state = Position("RFa1 RBa2 RBb1 BFj10 " + std::string(pieces), Player::kRed);
  return SearchState(state).FlagDanger(Player::kRed);
}

TEST_CASE("Flag danger: an enemy Miner nearing the Flag with no guard between, up to nine squares",
          "[ai]") {
  SECTION("nearer is worse, and beyond nine squares nothing") {
    CHECK(RedFlagDanger("B3b3") > RedFlagDanger("B3c4"));
    CHECK(RedFlagDanger("B3c4") > RedFlagDanger("B3e4"));
    CHECK(RedFlagDanger("B3e6") > 0);
    CHECK(RedFlagDanger("B3f6") == 0);
  }
  SECTION("a guard that would take or trade with it, nearer the Flag, makes it less") {
    const int alone = RedFlagDanger("B3c4");  // five steps from the Flag
    CHECK(RedFlagDanger("B3c4 R4h2") == alone);
    CHECK(RedFlagDanger("B3c4 R4f2") == alone);  // a step farther from the Flag
    CHECK(RedFlagDanger("B3c4 R4e2") < alone);   // as near
    CHECK(RedFlagDanger("B3c4 R4d2") < RedFlagDanger("B3c4 R4e2"));
    CHECK(RedFlagDanger("B3c4 R4c2") < RedFlagDanger("B3c4 R4d2"));
    CHECK(RedFlagDanger("B3c4 R4c2") > 0);
    CHECK(RedFlagDanger("B3c4 R4c1") == 0);  // three steps nearer
    CHECK(RedFlagDanger("B3c4 R3c1") == 0);
    CHECK(RedFlagDanger("B3c4 R2c1") == alone);  // a Scout loses to the Miner
    // Beside it but farther from the Flag: the Miner moves on before the guard can take it.
    CHECK(RedFlagDanger("B3c4 R4d4") == alone);
    // Beside the Flag but farther from the Miner than the Miner is from the Flag.
    CHECK(RedFlagDanger("B3a5 R4c1") == RedFlagDanger("B3a5"));
    CHECK(RedFlagDanger("B3a5") > 0);
  }
  SECTION("any other piece a quarter as much, only the worst counted") {
    CHECK(RedFlagDanger("B6c4") == RedFlagDanger("B3c4") / 4);
    CHECK(RedFlagDanger("B6c4 B3e4") == RedFlagDanger("B3e4"));
  }
  SECTION("the evaluation counts it only for the side it guards, against that side") {
    const GameState far_state = Position("RFa1 RBa2 RBb1 R4j4 BFj10 B3j6", Player::kRed);
    const GameState near_state = Position("RFa1 RBa2 RBb1 R4j4 BFj10 B3b4", Player::kRed);
    const SearchState far(far_state, Player::kRed);
    const SearchState near(near_state, Player::kRed);
    REQUIRE(far.FlagDanger(Player::kRed) == 0);
    REQUIRE(near.FlagDanger(Player::kRed) > 0);
    CHECK(Evaluate(near, Player::kRed) - Evaluate(far, Player::kRed) ==
          -near.FlagDanger(Player::kRed));
    CHECK(Evaluate(near, Player::kBlue) == -Evaluate(near, Player::kRed));
    const SearchState unguarded(near_state);
    CHECK(Evaluate(unguarded, Player::kRed) == Evaluate(far, Player::kRed));
    const SearchState blue_guarded(near_state, Player::kBlue);
    CHECK(Evaluate(blue_guarded, Player::kRed) ==
          Evaluate(far, Player::kRed) + blue_guarded.FlagDanger(Player::kBlue));
  }
}

// Whether Blue could take Red's Flag on a1 (behind its Bombs on a2 and b1) with `pieces` too.
bool RedFlagInReach(std::string_view pieces) {
  const GameState state = Position("RFa1 RBa2 RBb1 BFj10 " + std::string(pieces), Player::kRed);
  return SearchState(state).FlagInReach(Player::kRed);
}

TEST_CASE("Flag in reach: an enemy piece that moves stands next to the Flag", "[ai]") {
  CHECK_FALSE(RedFlagInReach("B3j6"));
  CHECK_FALSE(RedFlagInReach("B3b2"));  // beside the Bombs, not the Flag
  const GameState taken = Position("RFa1 RBa2 B3b1 BFj10", Player::kRed);
  CHECK(SearchState(taken).FlagInReach(Player::kRed));
  CHECK_FALSE(SearchState(taken).FlagInReach(Player::kBlue));
  // Bombs and the enemy's own Flag do not move; a piece of ours guards nothing by standing there.
  CHECK_FALSE(
      SearchState(Position("RFa1 BBa2 R4b1 BFj10 B3j6", Player::kRed)).FlagInReach(Player::kRed));
  CHECK_FALSE(SearchState(Position("RFa1 BFa2 R4b1 B3j6", Player::kRed)).FlagInReach(Player::kRed));
  CHECK(SearchState(Position("RFa1 BSa2 R4b1 BFj10", Player::kRed)).FlagInReach(Player::kRed));
}

// Checks a term of the evaluation that one side's search counts for itself (`keep` asks for it, for
// Red): without it `term` is 0; with it the evaluation of `state` counts `worth` for Red, and the
// same against Blue.
template <typename Keep, typename Term>
void CheckCountedForRedOnly(const GameState& state, Keep keep, Term term, int worth) {
  const SearchState plain(state);
  SearchState kept(state);
  keep(kept);
  CHECK(term(plain) == 0);
  CHECK(term(kept) == worth);
  CHECK(Evaluate(kept, Player::kRed) - Evaluate(plain, Player::kRed) == worth);
  CHECK(Evaluate(kept, Player::kBlue) == -Evaluate(kept, Player::kRed));
}

// The position with Red's Flag on a1 (behind its Bombs on a2 and b1), Blue's on j10 and `pieces`,
// after `moves` played from it (Blue first).
SearchState RedFlagOnA1(std::string_view pieces, const std::string& moves = "") {
  GameState state = Position("RFa1 RBa2 RBb1 BFj10 " + std::string(pieces), Player::kBlue);
  if (!moves.empty()) Play(state, moves);
  return SearchState(state);
}

// The HomeGuard of Red, whose Flag is on a1, with `pieces` too.
int RedHomeGuard(std::string_view pieces) {
  SearchState search = RedFlagOnA1(pieces);
  search.KeepHome(Player::kRed);
  return search.HomeGuard();
}

TEST_CASE(
    "Home guard: a piece that takes Miners within two steps of the Flag while the enemy "
    "has a Miner",
    "[ai]") {
  CHECK(RedHomeGuard("R4b2 B3j6") == kHomeGuard);
  CHECK(RedHomeGuard("R8c1 B3j6") == kHomeGuard);
  CHECK(RedHomeGuard("R4c2 B3j6") == 0);  // three steps away
  CHECK(RedHomeGuard("R3b2 B3j6") == 0);  // a Miner only trades with a Miner
  CHECK(RedHomeGuard("R9b2 B3j6") == 0);  // the General and Marshal have better to do
  CHECK(RedHomeGuard("R4b2 B4j6") == 0);  // no enemy Miner left
  CHECK(RedHomeGuard("R4j5 B3b2") == 0);  // an enemy piece there guards nothing
  SECTION("the evaluation counts it for the side kept home only, for that side") {
    CheckCountedForRedOnly(
        Position("RFa1 RBa2 RBb1 R4b2 BFj10 B3j6", Player::kRed),
        [](SearchState& search) { search.KeepHome(Player::kRed); },
        [](const SearchState& search) { return search.HomeGuard(); }, kHomeGuard);
  }
}

// The FlagCover of Red, whose Flag is on a1, with `pieces` too, after `moves` (Blue first).
int RedFlagCover(std::string_view pieces, const std::string& moves = "") {
  SearchState search = RedFlagOnA1(pieces, moves);
  search.KeepCover(Player::kRed);
  return search.FlagCover();
}

TEST_CASE(
    "Flag cover: the back-row cells walled in by pieces the enemy may take for Bombs, while it "
    "has a Miner",
    "[ai]") {
  struct Case {
    const char* pieces;
    std::string moves;
    int cells;
    const char* why;
  };
  const Case cases[] = {
      {"B3j6", "", 1, "the Flag's own cell: the enemy knows where it is"},
      {"B3j6 R4j1 R4j2 R4i1", "", 2, "j1 walled in by i1 and j2: a decoy"},
      {"B3j6 R4j1 R2j2 R4i1", "j6-j5 j2-j3 j5-j6 j3-j2", 1, "the piece on j2 moved: j1 is open"},
      {"B3j6 R4j1 R4i1", "", 1, "nothing in front of j1"},
      {"B3j6 R4j1 B4j2 R4i1", "", 1, "an enemy piece in front of j1"},
      {"B3j6 B2e8 R4e1 RBe2 R4d1 R4f1", "e8xe2", 2,
       "the Bomb in front of e1 is revealed: still a wall"},
      {"B3j6 B2e8 R4e1 R4e2 R4d1 R4f1", "e8xe2", 1, "the Sergeant in front of e1 is revealed"},
      {"B4j6 R4j1 R4j2 R4i1", "", 0, "no enemy Miner: Bombs hide nothing from it"},
      {"B3j6 R4c1 R5d1 R6e1 R7f1 R2g1 R2h1 R2c2 R2d2 R2e2 R2f2 R5g2 R6h2", "", 4,
       "counted up to kFlagCoverCells"},
  };
  for (const Case& c : cases) {
    INFO(c.why);
    CHECK(RedFlagCover(c.pieces, c.moves) == kFlagCover[static_cast<std::size_t>(c.cells)]);
  }
  SECTION("Blue's back row is the tenth, its front the ninth") {
    SearchState search(Position("BFj10 BBj9 BBi10 B4a10 B4a9 B4b10 RFa1 R3e4", Player::kRed));
    search.KeepCover(Player::kBlue);
    CHECK(search.FlagCover() == kFlagCover[2]);  // j10 and a10
    search.KeepCover(Player::kRed);
    CHECK(search.FlagCover() == 0);  // nothing walls Red's Flag in, and Blue has no Miner
  }
  SECTION("the evaluation counts it for the side kept covered only, for that side") {
    CheckCountedForRedOnly(
        Position("RFa1 RBa2 RBb1 R4j1 R4j2 R4i1 BFj10 B3j6", Player::kRed),
        [](SearchState& search) { search.KeepCover(Player::kRed); },
        [](const SearchState& search) { return search.FlagCover(); }, kFlagCover[2]);
  }
}

// The TrapLoss of Red's General on `general` to Blue's Marshal on `marshal`, with `pieces` (both
// of them among them) on the board besides the Flags on a1 and j10, the General revealed, the
// piece on `untaken` (if any) one the General does not take.
int GeneralTrapLoss(std::string_view pieces, std::string_view general, std::string_view marshal,
                    bool red_first, std::string_view untaken = "") {
  const GameState state = Position("RFa1 BFj10 " + std::string(pieces), Player::kRed);
  Board board = state.board();
  const PieceId prey = board.At(*ParseSquare(general));
  board.MarkRevealed(prey);
  const SquareSet not_taken = untaken.empty() ? SquareSet() : SquareSet::Of(*ParseSquare(untaken));
  return TrapLoss(board, prey, board.At(*ParseSquare(marshal)), not_taken, red_first);
}

TEST_CASE("Trap: a known General with no way to keep out of the enemy Marshal's reach", "[ai]") {
  const int trapped = BaseValue(Rank::kGeneral) * kTrappedPercent / 100;
  SECTION("the enemy's back corner, walled by its Bombs on b9 and c10, the Marshal near") {
    const std::string pocket = "R9a10 BBb9 BBc10 B10a8";
    CHECK(GeneralTrapLoss(pocket, "a10", "a8", true) == trapped);
    CHECK(GeneralTrapLoss(pocket, "a10", "a8", false) == trapped);
    CHECK(GeneralTrapLoss("R9a10 BBb9 BBc10 B10j5", "a10", "j5", true) == 0);  // too far
  }
  SECTION("an open field leaves a way out, unless the Marshal moves first beside it") {
    CHECK(GeneralTrapLoss("R9e4 B10e6", "e4", "e6", true) == 0);
    CHECK(GeneralTrapLoss("R9e4 B10e6", "e4", "e6", false) == 0);
    CHECK(GeneralTrapLoss("R9e4 B10e5", "e4", "e5", true) == 0);
    CHECK(GeneralTrapLoss("R9e4 B10e5", "e4", "e5", false) == trapped);
  }
  SECTION("a piece it takes opens a way, one it does not take or its own walls it in") {
    // The corner a10 behind a Bomb on b10, the way out along the a file past a9; the Marshal
    // three steps from a8.
    CHECK(GeneralTrapLoss("R9a10 BBb10 B4a9 B10d8", "a10", "d8", true) == 0);
    // Walled in by Bombs, it cannot get out, nor the Marshal in.
    CHECK(GeneralTrapLoss("R9a10 BBb10 BBa9 B10d8", "a10", "d8", true) == 0);
    // The Marshal takes the General's own piece on a9 and then the General.
    CHECK(GeneralTrapLoss("R9a10 BBb10 R4a9 B10d8", "a10", "d8", true) == trapped);
    // The corner a10 behind its own piece on a9, which the Marshal takes on its way up the a
    // file; the way out is by b10 and the enemy piece on b9.
    const std::string corner = "R9a10 R4a9 B4b9 BBc10 B10a6";
    CHECK(GeneralTrapLoss(corner, "a10", "a6", true) == 0);
    CHECK(GeneralTrapLoss(corner, "a10", "a6", true, "b9") == trapped);
  }
  SECTION("the evaluation counts it for both sides, only for a General the enemy has seen") {
    // Red's General takes a Scout in the enemy's corner and is seen; Blue's Marshal is near.
    GameState state = Position("RFa1 R9a9 B2a10 BBb9 BBc10 B10a7 BFj10", Player::kRed);
    Play(state, "a9xa10");
    const SearchState search(state);
    CHECK(search.TrapLoss(Player::kRed) == trapped);
    CHECK(search.TrapLoss(Player::kBlue) == 0);
    GameState far_state = Position("RFa1 R9a9 B2a10 BBb9 BBc10 B10j5 BFj10", Player::kRed);
    Play(far_state, "a9xa10");
    const SearchState far(far_state);
    CHECK(far.TrapLoss(Player::kRed) == 0);
    CHECK(Evaluate(search, Player::kRed) - Evaluate(far, Player::kRed) == -trapped);
    CHECK(Evaluate(search, Player::kBlue) == -Evaluate(search, Player::kRed));
    // Not seen: the same corner reached by a quiet step.
    GameState unseen_state = Position("RFa1 R9a9 BBb9 BBc10 B10a7 BFj10", Player::kRed);
    Play(unseen_state, "a9-a10");
    CHECK(SearchState(unseen_state).TrapLoss(Player::kRed) == 0);
    // Blue's General in Red's corner, Red's Marshal near.
    GameState blue_state = Position("RFa1 R2j1 RBi2 RBh1 R10j4 B9j2 BFj10", Player::kBlue);
    Play(blue_state, "j2xj1");
    const SearchState blue(blue_state);
    CHECK(blue.TrapLoss(Player::kBlue) == trapped);
    CHECK(blue.TrapLoss(Player::kRed) == 0);
    CHECK(Evaluate(blue, Player::kRed) == -Evaluate(blue, Player::kBlue));
  }
  SECTION("the enemy's General is a way out only where the attacker wins ties") {
    // Our General takes a Scout in the corner behind our own Sergeant, which the Marshal takes
    // on its way; the enemy's General on b9 stands in the other way out.
    const std::string pieces = "RFa1 R9b10 B2a10 R4a9 B9b9 BBc10 B10a6 BFj10";
    GameState plain = Position(pieces, Player::kRed);
    Play(plain, "b10xa10");
    CHECK(SearchState(plain).TrapLoss(Player::kRed) == trapped);
    RuleSet advantage;
    advantage.attacker_advantage = true;
    GameState attacker_wins = Position(pieces, Player::kRed, advantage);
    Play(attacker_wins, "b10xa10");
    CHECK(SearchState(attacker_wins).TrapLoss(Player::kRed) == 0);
  }
}

// The moves in one order whatever the order they were made in (by square from, then to).
std::vector<Move> Sorted(std::vector<Move> moves) {
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
    return std::pair(a.from.index(), a.to.index()) < std::pair(b.from.index(), b.to.index());
  });
  return moves;
}

TEST_CASE("Search state: its attacks are the referee's legal moves that attack", "[ai]") {
  // Followed move by move and built afresh, under every rule variant and with the more-squares
  // rule (RULES.md §4.4) on. The order may differ (the referee's goes direction by direction
  // over sets of squares, LegalAttacks piece by piece): the search orders them by victim anyway.
  std::vector<RuleSet> variants = RuleVariants();
  RuleSet more_squares;
  more_squares.more_squares = true;
  variants.push_back(more_squares);
  Rng rng(32);
  int with_attacks = 0;
  for (const RuleSet& rules : variants) {
    for (int game = 0; game < 3; ++game) {
      GameState state = RandomGame(rules, rng);
      SearchState followed(state);
      MoveList attacks;
      while (!state.over() && state.ply() < 600) {
        std::vector<Move> expected;
        for (Move move : state.LegalMoves()) {
          if (!state.board().IsEmpty(move.to)) expected.push_back(move);
        }
        with_attacks += !expected.empty();
        followed.LegalAttacks(attacks);
        INFO("ply " << state.ply());
        REQUIRE(Sorted({attacks.begin(), attacks.end()}) == Sorted(expected));
        SearchState(state).LegalAttacks(attacks);
        REQUIRE(Sorted({attacks.begin(), attacks.end()}) == Sorted(expected));
        const std::vector<Move> moves = state.LegalMoves();
        const Move move = moves[rng.Below(static_cast<std::uint32_t>(moves.size()))];
        state.ApplyMove(move);
        followed.Apply(move);
      }
    }
  }
  CHECK(with_attacks > 1000);
}

std::vector<Move> Ordered(const SearchState& state, const MoveList& list, bool attacks_only) {
  const OrderedMoves ordered(state, list, attacks_only);
  std::vector<Move> moves;
  for (int i = 0; i < ordered.size(); ++i)
    moves.push_back(ordered[i]);
  return moves;
}

TEST_CASE("Move order: attacks on the most valuable pieces first, equals as generated", "[ai]") {
  // The Major on e4 can take a Colonel (f4) and two Miners (e5, then d4 as generated: up before
  // left); its retreat and the Scout's moves come after, in the order generated.
  const GameState state = Position("R7e4 R2a1 RFj1 B3e5 B3d4 B8f4 BFh10");
  const SearchState search(state);
  MoveList list;
  search.LegalMoves(list);
  std::vector<Move> expected = {testing::M("e4-f4"), testing::M("e4-e5"), testing::M("e4-d4")};
  CHECK(Ordered(search, list, true) == expected);
  for (Move move : list) {
    if (state.board().IsEmpty(move.to)) expected.push_back(move);
  }
  CHECK(Ordered(search, list, false) == expected);
}

TEST_CASE("Move order: a stable sort by the value of the piece attacked, over seeded games",
          "[ai]") {
  Rng rng(33);
  int attacks = 0;
  for (int game = 0; game < 10; ++game) {
    GameState state = RandomGame(RuleSet{}, rng);
    while (!state.over() && state.ply() < 600) {
      const SearchState search(state);
      MoveList list;
      search.LegalMoves(list);
      const auto victim = [&](Move move) {
        const PieceId target = state.board().At(move.to);
        if (target == kNoPiece) return -1;
        const Rank rank = state.board().piece(target).rank;
        return rank == Rank::kFlag ? kWinScore : BaseValue(rank);
      };
      std::vector<Move> expected(list.begin(), list.end());
      std::stable_sort(expected.begin(), expected.end(),
                       [&](Move a, Move b) { return victim(a) > victim(b); });
      REQUIRE(Ordered(search, list, false) == expected);
      expected.erase(std::remove_if(expected.begin(), expected.end(),
                                    [&](Move move) { return victim(move) < 0; }),
                     expected.end());
      attacks += static_cast<int>(expected.size());
      REQUIRE(Ordered(search, list, true) == expected);
      state.ApplyMove(list[rng.Below(list.size())]);
    }
  }
  CHECK(attacks > 1000);
}

}  // namespace
}  // namespace stratego
