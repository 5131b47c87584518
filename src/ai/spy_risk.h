// The chance to win of a root move after which our Marshal, whose rank the enemy has seen (or
// sees by the move: an attack by a Marshal it had not seen), stands beside enemy pieces hidden
// from us that may be the Spy, from the searched samples and the odds
// of the Spy being among those pieces together (ai/search.cc).
//
// Why: the enemy's Spy takes a Marshal it knows the moment it stands beside it (RULES.md §5), and
// each sample searches that only if it drew the Spy beside the Marshal. At a short time for the
// move, a dozen samples, a piece that is the Spy one time in ten is often drawn the Spy in none of
// them, and the Marshal stood beside it: in 300 games against the previous hard at 30 ms a move,
// hard lost its Marshal to the Spy in 45. So, as RootOdds does for attacks, the samples are split
// by whether they drew the Spy beside the Marshal, and each part's average counts by its odds
// (ai/attack_odds.h); when no sample drew the Spy there, that part counts as the position before
// the move less the Marshal (the Spy's gain in an attack on it).
//
// Each piece that may be the Spy counts as the Spy at least kSpySuspectFloor of the time, whatever
// the odds say (stop 49). The odds share one Spy among twenty to forty hidden pieces, so most hold
// one to four percent, and the Marshal stepped beside such pieces again and again. Against the
// UCC winner at 30 ms a move its Spy, never moved from its front row, took our Marshal in 25 games
// of 100, in 15 of them just after the Marshal stepped beside it; of the 537 unmoved hidden pieces
// it stepped beside, 2.8% were the Spy (at stop 43, 30 Spies where the odds expected 7.6).
// Against the alpha-beta program the Marshal stepped beside the Spy at odds of 0.01 to 0.045 (stop
// 48). Raising the odds themselves moved the losses elsewhere (stops 43 and 48: there is one Spy
// to share); the floor prices only this risk, as a player keeps a known Marshal away from unknown
// pieces while the enemy's Spy lives.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "ai/attack_odds.h"
#include "ai/rank_sets.h"
#include "core/board.h"
#include "core/move.h"
#include "core/view.h"

namespace stratego {

// The least chance a hidden piece beside the Marshal, that may be the Spy, counts as the Spy.
inline constexpr double kSpySuspectFloor = 0.08;

// The least chance that the hidden pieces beside a piece the enemy has just offered our seen
// Marshal (its last move stepped the piece there) are, together, the Spy, when the Marshal takes
// it. Why (stop 54): the alpha-beta program of issue 12 offers a piece beside its Spy and takes
// the Marshal that takes it. Over 443 games of stops 50 to 53 against it at 30 ms a move, our seen
// Marshal took such an offered piece 97 times and was taken back at once 25 times (23 by the
// Spy), for 58 points a take; after its other takes, 67 times in 560. The odds of each suspect,
// a few percent, do not see the offer: a player asks why the piece came.
inline constexpr double kOfferedBaitFloor = 0.24;

// Seen pieces of ours, the enemy ranks that take them, and the least chance a hidden piece beside
// one that may be such a taker counts as one: for a piece that has moved, and one that never did;
// the least chance that the pieces beside a piece the enemy has just offered ours are a taker
// together, when ours takes it; and the least chance that those beside the square ours takes on
// are, when some of them have moved (0: no such floor).
struct Exposure {
  RankSet pieces;  // our ranks it watches: one, unless `moving_only`
  RankSet takers;  // the enemy ranks that take such a piece; none: every rank that wins on it
  double moved_floor;
  double unmoved_floor;
  double offered_floor;
  double take_floor = 0;
  // Whether only the moves of a watched piece are covered (each such piece, where it moves to);
  // else every move, with the watched piece where it stands unless it is the one that moves.
  bool moving_only = false;
  // The enemy ranks a taker escorts (0: none), and the least chance that the hidden pieces beside
  // such a piece ours takes are a taker together, when one of them has moved and when none has,
  // each times the chance that the piece taken has such a rank.
  RankSet escorted = 0;
  double escort_moved_floor = 0;
  double escort_unmoved_floor = 0;
};

// The Marshal beside the Spy (above).
inline constexpr Exposure kMarshalExposure{RankBit(Rank::kMarshal), RankBit(Rank::kSpy),
                                           kSpySuspectFloor, kSpySuspectFloor, kOfferedBaitFloor};
// The least chance that the hidden pieces beside the enemy's General, when our seen Marshal takes
// it, are the Spy together: when one of them has moved, and when none has. Why (stop 64): a
// player keeps the Spy beside the General, the piece the enemy's Marshal most wants, and takes
// the Marshal that takes it (people's setups put the Spy beside the General 43% of the time).
// In 542 games of stops 61 to 63 against the alpha-beta program of issue 12 at 30 ms a move, our
// Marshal took its General with a hidden piece that had moved beside 40 times, and the Spy stood
// among them and took our Marshal back 25 times; with unmoved pieces only beside, 22 in 60. In
// 955 games of self-play, 24 in 44 and 5 in 27; against the UCC winner, 0 in 6 and 7 in 126:
// for unmoved pieces alone the opponents differ too much for a floor. The odds share one Spy
// among all the hidden pieces and give each a few percent.
inline constexpr double kEscortMovedFloor = 0.5;
inline constexpr double kEscortUnmovedFloor = 0.0;

// `exposure` with the taker escorting the enemy ranks `escorted`, at these floors.
constexpr Exposure WithEscort(Exposure exposure, RankSet escorted, double moved_floor,
                              double unmoved_floor) {
  exposure.escorted = escorted;
  exposure.escort_moved_floor = moved_floor;
  exposure.escort_unmoved_floor = unmoved_floor;
  return exposure;
}

// The Marshal beside the Spy (above), with the General it escorts (SearchOptions::escort).
inline constexpr Exposure kEscortedMarshalExposure =
    WithEscort(kMarshalExposure, RankBit(Rank::kGeneral), kEscortMovedFloor, kEscortUnmovedFloor);

// The General beside the enemy's Marshal (stop 53): when our seen General took a piece, the hidden
// pieces beside the square that had moved were the enemy's Marshal 30 times in 155, where the odds
// expected 9.1 (stop 49's bot against the alpha-beta program of issue 12, 180 games); those that
// never moved, 10 in 425 where 9.7; beside its steps 14 in 652 and none in 1,309 (9.8 and 12.3).
// Its hidden Marshal took our seen General right after our own move put it there in 53 of those
// games. So a piece that moved counts as the Marshal at least a fifth of the time; one that never
// moved, by its odds.
// (The offered pieces our General took were taken back 3 times in 54: no such floor.)
inline constexpr Exposure kGeneralExposure{RankBit(Rank::kGeneral), RankBit(Rank::kMarshal), 0.2,
                                           0.0, 0.0};

// The least chance that the hidden pieces beside the square our seen Major, Colonel or General
// takes on, when one of them has moved, are together a piece that takes it. Why (stop 55): in 136
// games of stop 54's bot against the alpha-beta program of issue 12 at 30 ms a move, such takes
// were taken back at once 41%, 37% and 37% of the time (46, 62 and 76 takes), a stronger piece
// stood among those moved neighbours 32%, 26% and 27% of the time, and each take lost on
// balance (6, 11 and 34 points); the same pieces' takes with no moved hidden piece beside won
// 17 to 66 points a take. Counting one piece in the hidden movers as a taker ("one in
// (takers left) over (movers hidden)") gives 12%, 7% and 5%: the program keeps its pieces
// guarded, as a player would. Used by SearchOptions::take_risk, off at every level: with it the
// General took such pieces less often (0.40 a game where 0.56) and the score stayed as it was.
inline constexpr double kGuardedTakeFloor = 0.3;

// Our Major, Colonel and General taking beside hidden pieces that moved (above); their steps by
// the odds alone, which corrects only for too few samples.
inline constexpr Exposure kTakeExposure{
    .pieces = RankBit(Rank::kMajor) | RankBit(Rank::kColonel) | RankBit(Rank::kGeneral),
    .takers = 0,
    .moved_floor = 0.0,
    .unmoved_floor = 0.0,
    .offered_floor = 0.0,
    .take_floor = kGuardedTakeFloor,
    .moving_only = true};

// The square the enemy's last move stepped a piece to, without attacking: a piece it offers to
// ours beside it; kNoSquare if the last move was ours or an attack, or there was none.
Square OfferedSquare(const PlayerView& view);

class SpyRisk {
 public:
  // For the root `moves` of `viewer` on `board` (the viewer's view): those after which the
  // viewer's Marshal, revealed (before the move, or by attacking in it), stands beside hidden enemy
  // pieces that `odds` says may be the Spy (besides the piece the move attacks, if any: most
  // often, the Marshal takes a piece offered beside the Spy), each counted the Spy with its odds
  // or kSpySuspectFloor, whichever is more. With another `exposure`, the same for its pieces and
  // takers, with its floors (kGeneralExposure: our General beside the enemy's Marshal;
  // kTakeExposure: our Major, Colonel or General that takes, beside what takes it). When our
  // piece takes the piece on `offered` (OfferedSquare), the suspects count as a taker together
  // at least exposure.offered_floor of the time; when it takes with a suspect beside that has
  // moved, at least exposure.take_floor times the chance that it survives the attack; when it
  // takes a piece that may have a rank of exposure.escorted, at least the escort floor (moved or
  // unmoved suspects) times the chance that the piece has such a rank. A suspect that declined
  // every take of the exposed piece (AttackOdds::Declined: it stood beside it on the enemy's turn
  // and did not take it) counts by its odds alone, and no floor counts for it.
  SpyRisk(const Board& board, Player viewer, const MoveList& moves, const AttackOdds& odds,
          const Exposure& exposure = kMarshalExposure, Square offered = kNoSquare);

  // Records a sample: the ranks drawn (`sampled`), the evaluation of its root for the viewer
  // (`before`), the scale of its win chances and each move's chance in it (as `moves` goes).
  void Add(const Board& sampled, int before, double scale, const std::vector<double>& chances);
  // Adds the samples `other` recorded: made for the same board, moves and odds (another thread's
  // samples of the same move).
  void Merge(const SpyRisk& other);
  // Whether move `index` leaves the Marshal beside a possible Spy, and then its chance over the
  // samples added; `without`, if given, is the chance without the Spy there (RootOdds' for an
  // attack on a hidden piece), else the average of the samples that did not draw it there.
  bool Covers(int index) const { return tally_of_[static_cast<std::size_t>(index)] >= 0; }
  double Chance(int index, std::optional<double> without = std::nullopt) const;

 private:
  struct Tally {
    Rank piece = Rank::kMarshal;        // our exposed piece's rank
    RankSet takers = 0;                 // the enemy ranks that take it
    std::array<PieceId, 4> suspects{};  // the hidden enemy pieces beside it
    int suspect_count = 0;
    int taken = 0;        // the material the move takes from a piece the viewer has seen
    double spy_odds = 0;  // the chance that one of them is a taker (each at least the floor)
    double with_spy = 0;  // the sum of the chances of the samples that drew a taker among them
    int drawn_spy = 0;    // how many samples did
    double without = 0;   // the sum of the chances of the others
    double guessed = 0;   // the sum over the samples of the chance with the piece lost
    int samples = 0;
  };
  const AttackOdds& odds_;
  std::vector<int> tally_of_;  // by move: an index into tallies_, or -1
  std::vector<Tally> tallies_;
};

}  // namespace stratego
