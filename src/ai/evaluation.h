// How good a full (sampled) position is for one side, in points: material with values that
// depend on what is left (a Spy is worth much while the enemy Marshal lives, the last Miners
// while Bombs stand), a premium for strong pieces the enemy has not seen, and a pull of every
// moving piece towards the enemy pieces it can take, the Flag above all, so that the computer
// player makes progress beyond the horizon of its search.
//
// The pull is counted move by move (SearchState::Apply asks PullAt for the moving piece where it
// was and where it went), not recomputed for every position: a position's score is then only
// right relative to the others reached from the same root, which is all a search compares. The
// material is worked out from the counts of ranks that SearchState keeps up, not from the board.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "ai/rank_sets.h"
#include "core/board.h"
#include "core/rules.h"
#include "core/square_set.h"

namespace stratego {

class SearchState;  // ai/search_state.h, which keeps up what the evaluation reads

// A won game; scores of finished games are kWinScore less the moves it takes to get there.
inline constexpr int kWinScore = 100000;

// The value of a piece of `rank` before what is on the board is taken into account.
int BaseValue(Rank rank);

// The value of a piece of `rank` when its side has own[r] pieces of each rank r on the board (it
// included) and the enemy enemy[r]: a Spy is worth much while the enemy Marshal lives, the last
// Miners while enemy Bombs stand, the Marshal more once the enemy Spy is gone. For a Miner, what
// losing one of the own[Miner] costs: the material counts a side's Miners as the first worth
// PieceValue with one on the board, the second with two, and so on (MinersMaterial).
int PieceValue(Rank rank, const RankCounts& own, const RankCounts& enemy);

// The worth of a side's `miners` Miners together, against an enemy with enemy[r] pieces of each
// rank r: the sum of PieceValue for one, two, … `miners` Miners on the board, so that each lost
// costs at least what the one before did. Why not `miners` times the value of each: with the last
// Miners worth more, four made 220 points and three 225, so the search let the fourth go for
// nothing. Against the alpha-beta program the enemy's seen pieces took our unseen Miners that we
// had left beside them 144 times in 120 games (docs/computer-player.md, stops 46 and 47).
int MinersMaterial(int miners, const RankCounts& enemy);

// One side's pieces as targets of the pull: those on the board when it was made, the most
// valuable target first (the Flag and the pieces worth as much, then by BaseValue), so that the
// pull can stop looking as soon as no piece further on could pull harder. Ranks never change, and
// what is worth the Flag is judged once, so it stays in order for good; pieces captured since are
// passed over. A side's last movable piece is worth the Flag as a target: taking it wins the game
// as well (RULES.md §6). Why: games were lost to a lone enemy Miner that walked to our Flag while
// our pieces, eight of them, were drawn to the enemy's.
struct PullTargets {
  std::array<PieceId, kMaxPiecesPerSide> ids;
  std::array<int, kMaxPiecesPerSide> values;  // each target's worth, as ids goes
  int size = 0;
  // Bit i: ids[i] is a Miner near threatened_flag (the TargetsOf that names it). Such a target
  // pulls by the farther of its own distance and the Flag's, so that a piece is drawn between
  // the Miner and the Flag, where it meets the Miner, rather than after it.
  std::uint64_t intruders = 0;
  Square threatened_flag = kNoSquare;
  // The index in ids of the side's last movable piece, if it has just one left (-1 if not).
  int last_mover = -1;
  // Whether a trade with that last piece wins: the enemy keeps a piece that moves after it (else
  // neither side can move, a draw: RULES.md §6). Then a piece of the last one's rank is drawn to
  // it as well, as the tie leaves the side with nothing to move, which loses it the game. Why: far
  // ahead, hard's Marshal stood off for 1,600 moves, until the move limit drew the game, from the
  // enemy's last movable piece, its Marshal, which only the tie would take.
  bool trade_wins = false;
  // Whether only Miners are drawn to the side's Flag, and only theirs count in FlagThreat
  // (SearchState): the side has a last movable piece, and the enemy has a piece that takes it, or
  // trades with it when that wins (trade_wins), which wins the game as surely as the Flag,
  // wherever the Flag is; or the Flag stands walled in (one of the side's Bombs on every square
  // beside it on the board, lakes aside), out of every other piece's reach. Why: in the game of
  // trade_wins, hard's Marshal, General and Colonel stood round the enemy's Bombs, the nearest
  // targets and threats in the samples that drew the Flag among them, rather than go for that
  // Marshal. Only then: earlier, pieces drawn near the enemy's Flag with the Miners go for what
  // guards it. It depends on the board alone, so each side's is the same in every TargetsOf of
  // one position (SearchState's threat sums rely on it).
  bool flag_for_miners_only = false;
};
static_assert(kMaxPiecesPerSide <= 64, "PullTargets::intruders has a bit a piece");

// Whether the piece on `square` has nothing beside it but its own side's Bombs and Flag, lakes and
// the board's edge: it has no move until an enemy Miner takes one of those Bombs. (Two pieces
// that move, walled in side by side, each have the other beside them and count as free.)
bool WalledIn(const Board& board, Square square);
// Whether `piece`, on the board, is of a rank that moves and is not walled in. Only such pieces of
// its own count when the search asks whether the searcher has run out of pieces that move (RULES.md
// §6: a side with no legal move loses; SearchState::CountWalls).
bool FreeToMove(const Board& board, const Piece& piece);

PullTargets TargetsOf(const Board& board, Player owner);
// The same, with each of `owner`'s Miners that stands within kIntruderSteps (round the lakes) of
// `threatened_flag` (the enemy's Flag) an intruder, worth the Flag as a target: it takes the Flag
// in a few moves, Bombs or not. Judged once, where the pieces stand now: the search's lines are
// short. Why: enemy Miners took our Flag in most of the games the computer lost (73 of 90 in one
// trial), from beyond the search's horizon, while our pieces, drawn to the enemy's Flag, walked
// away from them.
PullTargets TargetsOf(const Board& board, Player owner, Square threatened_flag);
inline constexpr std::size_t kIntruderSteps = 6;

// How strongly a piece of `rank` standing on `square` is drawn to the best enemy piece it would
// take, `enemy` being the TargetsOf that enemy, in units of 1/kPullScale of a point.
int PullAt(const Board& board, const RuleSet& rules, const PullTargets& enemy, Rank rank,
           Square square);
inline constexpr int kPullScale = 1000 * 16;

// The material of a side: every piece but the Flag at its PieceValue, with the premium for the
// hidden strong ones (10%; 25% for a Major, Colonel or General while the enemy has a piece of a
// higher rank; 30% for the Marshal while the enemy's Spy lives). It is kept up in two parts.
// PieceMaterial is one piece's worth when its rank's value never changes (0 for the Flag, the
// Spy, a Miner and the Marshal; a Major to General with the 10%), added and taken away as pieces
// come and go; CountedMaterial is what depends on the counts: the worth of the Spies, Miners and
// Marshals, and the hunted Majors to Generals' premium over 10%, of a side that has on_board[r]
// pieces of each rank r on the board, unseen[r] of them not seen by the enemy, against an enemy
// with enemy_on_board[r].
int PieceMaterial(Rank rank, bool unseen);
int CountedMaterial(const RankCounts& on_board, const RankCounts& unseen,
                    const RankCounts& enemy_on_board);

// How much a piece of `rank` standing on `square` threatens the enemy Flag on `flag`, in points:
// a piece within three squares of it may take it before the search's horizon shows it, and a
// Miner can clear the Bombs around it. Counted for every movable piece on the board, both ways
// (SearchState keeps the sums up; only a Miner's when PullTargets::flag_for_miners_only), so that
// a side defends its Flag against pieces that come close, and makes for the enemy's likeliest
// Flag when nothing better is near.
int FlagThreat(Rank rank, Square square, Square flag);

// How much danger the Flag of `defender`, on `flag`, is in from the worst of the enemy's pieces
// `attackers` (bit i: the piece FirstPieceId(enemy) + i), in points, against the pieces
// `guards` of `defender` (the same way) that would take or trade with it. A piece `to_flag` steps
// from the Flag is worth up to 300 points at one step down to 10 at nine, a Miner in full (it
// clears the Bombs) and any other piece a quarter; a guard three steps nearer the Flag than the
// attacker takes it all away, two steps nearer leaves a quarter, one a half, as near three
// quarters, and one farther nothing: a guard that follows the attacker from behind does not stop
// it. A guard counts only if it is fewer steps from the attacker than the attacker is from the
// Flag. Why: the enemy's Miners walked through the
// Bomb ring to the Flag in most games the computer lost, from beyond the reach of FlagThreat and
// the search, past or ahead of pieces that could have stopped them.
int FlagDanger(const Board& board, const RuleSet& rules, Player defender, Square flag,
               std::uint64_t attackers, std::uint64_t guards);

// What a piece that takes Miners (a Sergeant to a Colonel) within two steps of the searcher's own
// Flag is worth, while the enemy has a Miner (SearchState::HomeGuard): such a guard can take a
// Miner that clears a Bomb beside the Flag before it takes the Flag. Why: in trials against the
// previous hard, the enemy's Miners took the Flag in most games lost, walking from beyond the
// search's horizon to a Flag no piece of ours stood near, often the enemy's last pieces against
// many of ours.
inline constexpr int kHomeGuard = 50;

// What the enemy's doubt about where a side's Flag stands is worth to that side, by how many cells
// of its back row may hold the Flag as the enemy sees them (SearchState::FlagCover): a piece that
// never moved and was never revealed, whose neighbours on the board (left, right, in front) are
// its own pieces that never moved and were never revealed, or revealed Bombs: the Flag walled in
// by Bombs looks like that to the enemy, and so does any piece walled in by unmoved pieces. One
// such cell is the Flag for all the enemy can tell; each other cell, up to three, is a decoy it
// must dig into with a Miner. kFlagCover[n] for n cells (n at most kFlagCoverCells), counted only
// while the enemy has a Miner. Why: against the alpha-beta program (stop 44's bot, 60 games, 30 ms)
// our back row kept one such cell, the Flag's own, by move 300 in 26 games of 53, the program's
// three to four; its pieces first attacked a Bomb beside our Flag in 32 games, in 23 of them with
// that one cell left, and its Miners took our Flag in 23 of our 43 losses. The program counts such
// structures and sends its Miners only when few are left (braathwaate/stratego, Board.java,
// possibleFlag), as strong players keep their back row still to hide their Flag. With it hard
// scored 34.2% where 27.9% against that program (120 games) and 77.8% where 70.4% against the
// UCC winner without its forfeits (docs/computer-player.md, stop 45).
inline constexpr int kFlagCoverCells = 4;
inline constexpr std::array<int, kFlagCoverCells + 1> kFlagCover = {0, 0, 30, 50, 60};

// What `prey`, a piece on the board whose rank the enemy has seen, stands to lose to `hunter`, an
// enemy piece on the board that takes it and every movable piece of its side (the enemy's Marshal,
// hunting our General), in points: kTrappedPercent of the prey's BaseValue if it has no way to
// stay out of the hunter's reach for kTrapTurns turns, else 0. One step a turn each (`prey_first`:
// the prey's side moves next): the prey over empty squares and onto the enemy's movable pieces but
// the hunter and those on `untaken` (which it does not take: the enemy's General), the hunter over
// those squares, `untaken` and every movable piece of the prey's side. A square is out of reach at
// a turn if no path of the hunter's gets there by then, so an open field leaves a way out (unless
// the hunter stands beside the prey and moves first) and a pocket of the enemy's back rows, or a
// corner, may not. Why: the search sees a hunter only a few moves ahead; against the UCC 2012
// winner our known General died to the winner's Marshal or a Bomb in 92 games of 200, after it
// fled into the winner's back rows: taken there 40 times, and in 37 of its 52 attacks on a Bomb
// the known Marshal stood beside it (docs/computer-player.md, stop 37).
int TrapLoss(const Board& board, PieceId prey, PieceId hunter, SquareSet untaken, bool prey_first);
inline constexpr int kTrappedPercent = 50;
inline constexpr int kTrapTurns = 5;

// The score of `state` for `side`: positive when `side` is better off.
int Evaluate(const SearchState& state, Player side);

}  // namespace stratego
