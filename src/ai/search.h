// The computer player's choice of move: Monte Carlo over hidden information. It draws full
// positions from its beliefs (ai/beliefs.h), searches each one with alpha-beta to a fixed depth
// followed by attacks only (quiescence), turns every move's score in each position into a chance
// to win the game (a won game a sure win, material bounded: see search.cc), and plays the move
// with the best average chance over the positions drawn (an attack on a hidden piece: by the
// odds of its ranks, ai/root_odds.h). Below the root, our attacks on hidden pieces are scored by
// their odds, and the enemy's on ours that it has not seen are judged by the enemy's odds. Legality
// never depends on hidden ranks (core/view.h), so every drawn position has the same moves at the
// root.
//
// The two-squares rule (RULES.md §4.3) is part of every drawn position, and so is the
// more-squares rule (§4.4) when it is on: the search never plans a move they forbid, and sees
// when they stop an enemy piece from escaping. So are the
// army, the attacker's advantage, silent defense and the move limits (§2, §6, §7); rescues are
// not (see ai/search_state.h): the search plays on as if a move onto the back row rescued
// nothing, and the rescue itself is chosen when it comes (ai/rescue_choice.h).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/beliefs.h"
#include "core/rng.h"
#include "core/view.h"

namespace stratego {

struct SearchOptions {
  int depth = 2;             // full-width plies
  int quiescence_depth = 3;  // further plies of attacks only
  int samples = 0;           // positions to search; 0: as many as the time allows
  int think_ms = 200;        // the time for the move when samples is 0 (at least one sample)
  int noise = 0;             // a random amount up to this is added to each move's score
  // Whether the enemy, below the root, is deterred from attacks on our pieces it has not seen
  // that gain nothing by its odds (what it may know of them, ai/opponent_view.h), rather than
  // knowing our ranks (see Deterred in search.cc).
  bool enemy_odds = true;
  // Whether a root move that attacks a piece hidden from us counts each rank the samples drew
  // for it by the rank's odds (ai/root_odds.h) rather than by how often the samples drew it.
  bool root_odds = true;
  // Whether the evaluation counts the danger to our own Flag from the enemy's pieces nearing it
  // past our guards (FlagDanger, ai/evaluation.h). Only ours: our Flag stands where it truly does
  // in every sample, the enemy's where each sample put it. Off at every level: in six trials
  // against the hard without it, no form of it scored clearly better (docs/computer-player.md).
  bool flag_danger = false;
  // Whether the searcher, in quiescence, may not stand pat while an enemy piece stands next to its
  // Flag (see Quiesce in search.cc).
  bool flag_guard = true;
  // With flag_guard: whether a blind attack of the searcher's below the root, while an enemy piece
  // that moves stands beside its Flag, on a piece not beside the Flag, loses the game in every
  // outcome but the enemy's Flag taken (the piece beside the Flag takes it next), and whether,
  // once the position left alone is lost, each outcome counts that loss as it is. Without it,
  // quiescence, which must answer the piece beside our Flag with an attack, finds one in any attack
  // on a hidden piece anywhere on the board (see BlindAttackScore in search.cc). Off at every
  // level: right, and measured worse against the UCC winner at stop 57 (76.0% and 81.0% in two
  // trials of 100 games, where stop 54's bot scored 87.5% and 90.0%), likely as more samples then
  // lose whatever we do and leave the choice to gambles on the enemy's Flag
  // (docs/computer-player.md).
  bool blind_attacks_see_flag = false;
  // Whether a sample in which every root move loses the game within the search (a score of a
  // game lost, in every line) is searched once more with the enemy's first reply a pass, each
  // move that then saves the game scoring at most the position as it stands. Why: such a sample
  // scores every move alike, so it has no say in the choice, and the samples that see no danger
  // choose alone; outside programs' Miners often wait a few moves beside our Flag's Bombs, and
  // given a tempo, the moves that start a defence score better than those that do not. Off at
  // every level: at stop 58 it came into play in few positions, late, mostly in games already
  // lost, and measured no gain (docs/computer-player.md).
  bool tempo_when_lost = false;
  // Whether a root move that leaves our revealed Marshal beside hidden enemy pieces that may be
  // the Spy counts the samples with and without the Spy there by its odds (ai/spy_risk.h).
  bool spy_risk = false;
  // Whether, with spy_risk, our revealed Marshal taking a piece the enemy's last move offered it
  // counts the hidden pieces beside that piece as the Spy at least kOfferedBaitFloor of the time
  // together (ai/spy_risk.h).
  bool offered_bait = false;
  // Whether, with spy_risk, our Marshal, revealed or shown by the attack, taking the enemy's
  // General (or a hidden piece that may be it) counts the hidden pieces beside it as the Spy
  // together at least kEscortMovedFloor of the time when one of them has moved, kEscortUnmovedFloor
  // when none has (ai/spy_risk.h, kEscortedMarshalExposure).
  bool escort = false;
  // The same for our revealed General beside hidden pieces that may be the enemy's Marshal
  // (ai/spy_risk.h, kGeneralExposure). Off at every level: tried at stop 53, no gain measured
  // (docs/computer-player.md).
  bool general_risk = false;
  // Whether a root move by which our Major, Colonel or General takes a piece, beside hidden enemy
  // pieces that may take it and one of which has moved, counts the samples with and without such
  // a taker there by odds of at least kGuardedTakeFloor (ai/spy_risk.h, kTakeExposure); its steps
  // by the odds alone. Off at every level: tried at stop 55, no gain measured
  // (docs/computer-player.md).
  bool take_risk = false;
  // Whether the evaluation counts a guard that takes Miners near the searcher's own Flag
  // (SearchState::HomeGuard).
  bool home_guard = false;
  // Whether the evaluation counts the enemy's doubt about where our Flag stands (FlagCover,
  // ai/evaluation.h), so that the back row stays still.
  bool flag_cover = false;
  // Whether an enemy Miner near the searcher's Flag pulls the searcher's pieces that take it as
  // the enemy Flag does, and the searcher's Miners near the enemy's Flag (where each sample drew
  // it) the enemy's pieces (SearchState::PullToIntruders).
  bool intruder_pull = false;
  // When positive and the search is timed: if, after its first sample, the time left would search
  // at least this many samples one ply deeper (each costing kDeeperSampleCost times the one just
  // searched), the search starts again one ply deeper. Once: the trials that chose it measured
  // one ply more, not two. So hard at a second a move searches four plies with some 60 to 1,000
  // samples, where three plies drew some 870 (see docs/computer-player.md).
  int deepen_samples = 0;
  // When positive: in a sample where the searcher is ahead, a root move that gives back a
  // position that stood before in the game (ai/repetition.h) scores this many points less, so
  // that a side ahead makes progress rather than walk in circles to the move limit.
  int repeat_penalty = 0;
  // When positive: a root move that gives back a position that stood this many times before in
  // the game (ai/repetition.h) scores at most a draw's chance, one half. Why: without the
  // two-squares rule (the UCC referee has none) an enemy piece can chase one of ours round the
  // same squares for as long as it likes, and each step of the flight outscored by a piece every
  // move that let the piece go: 9 of 20 games against ramen were drawn so at the move limit, some
  // with our Marshal against none. Round and round is a draw, so a side ahead makes any move that
  // keeps it ahead, a piece given away if need be; a side behind is not drawn to it.
  int draw_after_repeats = 0;
  // Whether the searcher keeps its Marshal and General from attacking an enemy piece that never
  // moved and is hidden from it when, by the odds of that piece's ranks, the attack gains nothing
  // on average (AttackOdds::ExpectedGain, the Flag counted as a large gain): at the root and
  // below it, such a move counts only if every other move loses the game (see Cautioned in
  // search.cc). Only while the searcher has another movable piece to try such pieces with.
  bool caution = false;
  // Whether a root attack on an enemy piece hidden from the searcher counts, for each rank it may
  // have that survives the attack (a Marshal or General our lesser piece runs into), what knowing
  // where that piece stands is worth (ProbeValue, ai/root_odds.h), so that a Scout or another
  // low piece is sent to find the enemy's top pieces when they are likely enough. Off at every
  // level: tried at stop 53, no gain measured (docs/computer-player.md).
  bool probe = false;
  // A timed search draws its samples on this many threads at once, each with a searcher of its
  // own, and adds up every thread's samples of the deepest depth any of them finished a whole
  // sample at (a fixed number of samples is searched on the caller's thread alone, so that it
  // stays reproducible). Why: the samples are independent
  // and the choice is their average, so more cores draw more of them in the time.
  int threads = 1;
};

// The repeat_penalty of normal and hard: less than any piece that moves is worth (the least, a
// Scout, 22), so that no piece is given away to avoid a repetition, and more than a step towards
// a target adds (at most about 17 points, a step nearer the Flag from two squares away).
inline constexpr int kRepeatPenalty = 20;

// The draw_after_repeats of hard: a position that stood twice before would stand a third time.
inline constexpr int kDrawAfterRepeats = 2;

// What a sample one ply deeper costs against the sample just searched, as deepening counts it (in
// stratego_search_bench a sample of depth 4 visits 9.3 times the positions of one of depth 3).
inline constexpr int kDeeperSampleCost = 10;

struct SearchReport {
  Move move;
  int samples = 0;         // positions searched
  std::int64_t nodes = 0;  // positions visited, over all samples and threads (dropped ones too)
  int depth = 0;           // the full-width plies of the samples counted (see deepen_samples)
  int tempo_samples = 0;   // of those counted, how many were scored given a tempo (tempo_when_lost)
  // Each legal move's chance to win, as the moves were compared (in the order of LegalMoves(view);
  // empty when there was only one move).
  std::vector<double> chances;
};

// The move for view.viewer, who must be to move with at least one legal move. `stop`, set from
// another thread, ends the search early with the best move so far.
SearchReport ChooseMove(const PlayerView& view, const Beliefs& beliefs,
                        const SearchOptions& options, Rng& rng, const std::atomic<bool>& stop);

}  // namespace stratego
