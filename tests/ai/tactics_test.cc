// The computer player in fixed positions where a move is plainly right or plainly wrong: the
// tactics suite of issue 12 (bench/tactics_suite.h), at hard with a fixed number of samples so
// that every run is the same. Each position is played for a few seeds; stratego_tactics_bench
// prints every level's pass rate.
#include <algorithm>
#include <array>
#include <atomic>
#include <catch2/catch.hpp>
#include <string>

#include "ai/beliefs.h"
#include "ai/computer_player.h"
#include "ai/search.h"
#include "bench/tactics_suite.h"
#include "core/game_state.h"
#include "core/text.h"
#include "core/view.h"
#include "support/position.h"
#include "support/test_computer.h"

namespace stratego {
namespace {

using testing::Computer;
using testing::Play;
using testing::Position;

constexpr int kSamples = 24;
constexpr std::uint64_t kSeeds = 3;

// Whether every seed's choice at hard passes `tactic`; INFO names the ones that do not.
bool HardPasses(const Tactic& tactic) {
  bool all = true;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    const Expected<Move> move = ComputerChoice(tactic, Level::kHard, seed, kSamples);
    if (!move) FAIL(move.error());
    if (!Passes(tactic, *move)) {
      UNSCOPED_INFO(tactic.name << ", seed " << seed << ": " << FormatMove(*move));
      all = false;
    }
  }
  return all;
}

}  // namespace

TEST_CASE("Tactics suite: every position is valid and its moves are legal there", "[ai][tactics]") {
  for (const Tactic& tactic : TacticsSuite()) {
    INFO(tactic.name);
    const Expected<GameState> state = TacticPosition(tactic);
    if (!state) FAIL(state.error());
    REQUIRE_FALSE(state->over());
    // Every move the tactic names is a legal move there, and some legal move passes and some
    // fails: a typo cannot make the tactic pass or fail whatever the computer does.
    const std::string named = tactic.good + " " + tactic.bad;
    for (std::string_view text : SplitWords(named)) {
      if (text.size() > 2 && text.substr(text.size() - 2) == "-*") continue;
      INFO(text);
      CHECK_FALSE(state->WhyIllegal(*ParseMove(text)));
    }
    int passing = 0;
    const std::vector<Move> moves = state->LegalMoves();
    for (Move move : moves)
      passing += Passes(tactic, move) ? 1 : 0;
    CHECK(passing > 0);
    CHECK(passing < static_cast<int>(moves.size()));
  }
}

TEST_CASE("Tactics suite: a pattern with * matches every move of the piece", "[ai][tactics]") {
  Tactic tactic;
  tactic.good = "f6-*";
  tactic.bad = "f6-e6";
  CHECK(Passes(tactic, *ParseMove("f6-f7")));
  CHECK_FALSE(Passes(tactic, *ParseMove("f6-e6")));
  CHECK_FALSE(Passes(tactic, *ParseMove("f5-f4")));
}

TEST_CASE("Tactics suite: the hard level passes every position not known to fail",
          "[ai][tactics]") {
  for (const Tactic& tactic : TacticsSuite()) {
    if (!tactic.known_failure.empty()) continue;
    INFO(tactic.name << ": " << tactic.lesson);
    CHECK(HardPasses(tactic));
  }
}

// Fails as soon as a known failure passes, so that the fix is noticed and the suite's notes are
// brought up to date. Two are known today: major-meets-miner-not-bait (stop 57) and
// marshal-takes-general (stop 72).
TEST_CASE("Tactics suite: the positions known to fail at hard still fail", "[ai][tactics]") {
  for (const Tactic& tactic : TacticsSuite()) {
    if (tactic.known_failure.empty()) continue;
    INFO(tactic.name << ": " << tactic.known_failure);
    CHECK_FALSE(HardPasses(tactic));
  }
  SUCCEED("the known failures were tried");
}

TEST_CASE("Tactics: the intruder pull, or the flag danger, has hard's Captain meet the far Miner",
          "[ai][tactics]") {
  // guard-meets-far-miner: without either option the Miner is beyond the search's horizon and
  // the Captain is not drawn to it; with either the Captain steps between the Miner and the Flag,
  // in every seed. Hard plays with the intruder pull (the flag danger measured no gain).
  const Tactic* guard = nullptr;
  for (const Tactic& tactic : TacticsSuite()) {
    if (tactic.name == "guard-meets-far-miner") guard = &tactic;
  }
  REQUIRE(guard != nullptr);
  const Expected<GameState> state = TacticPosition(*guard);
  REQUIRE(state);
  const PlayerView view = BuildView(*state, state->to_move());
  const Beliefs beliefs(view, {});
  enum Option { kNeither, kFlagDanger, kIntruderPull, kOptions };
  std::array<int, kOptions> met{};
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    for (Option option : {kNeither, kFlagDanger, kIntruderPull}) {
      Rng rng(seed);
      SearchOptions options{3, 6, kSamples, 0, 0};
      options.flag_danger = option == kFlagDanger;
      options.intruder_pull = option == kIntruderPull;
      const std::atomic<bool> stop{false};
      met[option] += Passes(*guard, ChooseMove(view, beliefs, options, rng, stop).move) ? 1 : 0;
    }
  }
  CHECK(met[kFlagDanger] == static_cast<int>(kSeeds));
  CHECK(met[kIntruderPull] == static_cast<int>(kSeeds));
  CHECK(met[kNeither] < static_cast<int>(kSeeds));
}

TEST_CASE("Search: a trade that leaves no movable piece is a lost game, found in quiescence",
          "[ai][tactics]") {
  // Red's Captain on d4 is its last movable piece. It could take Blue's Miner on e4 (worth more
  // than the Captain while Red's Bombs stand), but Blue's Major on f4 would take it back and Red
  // could not move again (RULES.md §6). One ply deep, the trade back is quiescence's.
  GameState state = Position("R6d4 R2g4 RFa1 RBa2 RBb1 B3e5 B7f5 BFj10 BBi10 BBj9", Player::kBlue);
  Play(state, "e5-e4 g4-f4 f5xf4");
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs beliefs(view, {});
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    Rng rng(seed);
    const std::atomic<bool> stop{false};
    const SearchOptions options{1, 3, 4, 0, 0};
    CHECK(FormatMove(ChooseMove(view, beliefs, options, rng, stop).move) != "d4-e4");
  }
}

TEST_CASE("Search: a blind attack does not save the Flag from the piece beside it",
          "[ai][tactics]") {
  // Blue's known Miner on a4 takes Red's Flag on a1 in three moves (a3, the Bomb on a2, the Flag)
  // unless Red's Major meets it (c3-b3 or c3-c2); Blue's Captain on c4, seen, is offered to the
  // Major, which would then be too far. Red's Colonel on j4 stands beside Blue's hidden j5.
  // Quiescence after the Miner's take of the Bomb must answer with an attack, and an attack on a
  // hidden piece is scored by its odds from the position as it stands, which leaves out the Miner
  // beside the Flag unless SearchOptions::blind_attacks_see_flag: without it any line that keeps
  // the Colonel beside j5 looks safe, and the Major takes the Captain (a fault read in a game the
  // alpha-beta program won so, stop 57; the option is off at every level). Without the intruder
  // pull, which also draws the Major to the Miner.
  GameState state =
      Position("RFa1 RBa2 RBb1 R7c3 R8j4 R4h1 R2a4 R4c4 B3a5 B5j6 B6d4 BFe10 BBd10 BBf10 BBe9",
               Player::kBlue);
  Play(state, "j6-j5 h1-h2 a5xa4 h2-h1 d4xc4");
  const PlayerView view = BuildView(state, Player::kRed);
  REQUIRE(view.board.piece(state.board().At(*ParseSquare("a4"))).rank == Rank::kMiner);
  const Beliefs beliefs(view, {});
  int met = 0;  // seeds in which the Major meets the Miner, without the option
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    for (const bool see_flag : {true, false}) {
      Rng rng(seed);
      const std::atomic<bool> stop{false};
      SearchOptions options{3, 6, kSamples, 0, 0};
      options.blind_attacks_see_flag = see_flag;
      const std::string move = FormatMove(ChooseMove(view, beliefs, options, rng, stop).move);
      INFO("seed " << seed << (see_flag ? ", the option on: " : ", off: ") << move);
      const bool meets = move == "c3-b3" || move == "c3-c2";
      if (see_flag) CHECK(meets);
      if (!see_flag && meets) ++met;
    }
  }
  CHECK(met < static_cast<int>(kSeeds));  // the fault the option mends, still there without it
}

TEST_CASE("Search: a position lost in every line is scored given a tempo", "[ai][tactics]") {
  // Blue's Miner, seen on a3, takes the Bomb on a2 and then Red's Flag on a1; Red's Major on c3
  // is two steps from b2, the only square it could meet the Miner from in time, so every move
  // loses in every sample and, scored alike, none is preferred. With
  // SearchOptions::tempo_when_lost the samples are searched again with Blue's first reply a pass:
  // then the Major's step to b3 (from where it takes the Miner) or c2 (from where it meets it on
  // a2) saves the Flag, and the other moves still lose it. (The option is off at every level: no
  // gain measured at stop 58.)
  GameState state =
      Position("RFa1 RBa2 RBb1 R7c3 R4h1 R2a3 B3a4 B5j6 BFe10 BBd10 BBf10 BBe9", Player::kBlue);
  Play(state, "a4xa3");
  const PlayerView view = BuildView(state, Player::kRed);
  REQUIRE(view.board.piece(state.board().At(*ParseSquare("a3"))).rank == Rank::kMiner);
  const Beliefs beliefs(view, {});
  int met = 0;  // seeds in which the Major goes to meet the Miner, without the option
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    for (const bool tempo : {true, false}) {
      Rng rng(seed);
      const std::atomic<bool> stop{false};
      SearchOptions options{3, 6, kSamples, 0, 0};
      options.tempo_when_lost = tempo;
      const SearchReport report = ChooseMove(view, beliefs, options, rng, stop);
      const std::string move = FormatMove(report.move);
      INFO("seed " << seed << (tempo ? ", the option on: " : ", off: ") << move);
      // Every sample loses whatever Red does, so every one is searched again when the option is on.
      CHECK(report.tempo_samples == (tempo ? kSamples : 0));
      MoveList moves;
      LegalMoves(view, moves);
      REQUIRE(report.chances.size() == static_cast<std::size_t>(moves.size()));
      const auto chosen = std::find(moves.begin(), moves.end(), report.move) - moves.begin();
      CHECK(report.chances[static_cast<std::size_t>(chosen)] ==
            *std::max_element(report.chances.begin(), report.chances.end()));
      const bool meets = move == "c3-b3" || move == "c3-c2";
      if (tempo) CHECK(meets);
      if (!tempo && meets) ++met;
    }
  }
  CHECK(met < static_cast<int>(kSeeds));  // without it, the choice is left to chance
}

TEST_CASE("Tactics: a cornered piece is won", "[ai][tactics]") {
  // Red's Scout found a Bomb on b10 and Red's Sergeant a Captain in the corner a10: the Captain
  // can only step to a9, and Red's Colonel on b8 takes it within a few moves wherever it goes
  // (Blue runs with the Captain whenever it can).
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    GameState state =
        Position("R8c8 R2b4 R4a8 R3a1 RFj1 B6a10 BBb10 B4e7 BFj10 BBi10 BBj9", Player::kRed);
    Play(state, "b4xb10 e7-e6 c8-b8 e6-e5 a8-a9 e5-e4 a9xa10 e4-f4");
    const PieceId captain = state.board().At(*ParseSquare("a10"));
    REQUIRE(state.board().piece(captain).revealed);
    auto computer = Computer(Level::kHard, seed, kSamples);
    std::string played;
    for (int turn = 0; turn < 4 && state.board().piece(captain).on_board(); ++turn) {
      const Move mine = *computer->ChooseMove(BuildView(state, Player::kRed));
      played += FormatMove(mine) + " ";
      state.ApplyMove(mine);
      if (state.over() || !state.board().piece(captain).on_board()) break;
      const std::vector<Move> moves = state.LegalMoves();
      REQUIRE_FALSE(moves.empty());
      Move reply = moves[0];
      for (Move move : moves) {
        if (move.from == state.board().piece(captain).square) reply = move;
      }
      played += FormatMove(reply) + " ";
      state.ApplyMove(reply);
    }
    INFO(played);
    CHECK_FALSE(state.board().piece(captain).on_board());
  }
}

TEST_CASE("Tactics: the enemy's last movable piece is traded off when its Flag is walled in",
          "[ai][tactics]") {
  // Blue has its Flag on j10 behind two Bombs, which Red's Scouts find, and one piece that moves,
  // its Marshal, which walks about at random and never attacks. Red has no Miner: it wins only by
  // trading its Marshal for Blue's, which leaves Blue nothing to move (RULES.md §6). Red's
  // Marshal, General and Colonel start round Blue's Flag, where they stood until the move limit
  // in a game hard drew far ahead.
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    INFO("seed " << seed);
    GameState state =
        Position("R10h9 R9i8 R8h10 R2j8 R2i9 RFa1 RBa2 RBb1 BFj10 BBi10 BBj9 B10b4", Player::kRed);
    Play(state, "j8xj9 b4-b5 i9xi10 b5-b4");
    auto computer = Computer(Level::kHard, seed, kSamples);
    Rng blue_moves(seed);
    std::string played;
    while (!state.over() && state.ply() < 100) {
      Move move;
      if (state.to_move() == Player::kRed) {
        move = *computer->ChooseMove(BuildView(state, Player::kRed));
      } else {
        std::vector<Move> quiet;
        for (Move legal : state.LegalMoves())
          if (state.board().IsEmpty(legal.to)) quiet.push_back(legal);
        REQUIRE_FALSE(quiet.empty());
        move = quiet[blue_moves.Below(static_cast<std::uint32_t>(quiet.size()))];
      }
      played += FormatMove(move) + " ";
      state.ApplyMove(move);
    }
    INFO(played);
    REQUIRE(state.over());
    CHECK(state.result().winner == Player::kRed);
  }
}

TEST_CASE("Tactics: a side ahead breaks off a chase that goes round and round", "[ai][tactics]") {
  // No two-squares rule (as under the UCC referee): Blue's Colonel, revealed on b4, keeps beside
  // Red's Major on the a file and takes it whenever Red leaves it there. Fleeing up and down
  // keeps the Major for ever and draws the game at the move limit; Red, a Marshal ahead, must
  // let the chase go round no more than a few times and move its Marshal.
  RuleSet rules;
  rules.two_squares = 0;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    INFO("seed " << seed);
    GameState state =
        Position("R7a4 R2b4 R10h3 RFj1 RBi1 RBj2 B8b5 B4e9 BFa10 BBa9 BBb10", Player::kBlue, rules);
    Play(state, "b5xb4");
    const Board& board = state.board();
    const PieceId colonel = board.At(*ParseSquare("b4"));
    const PieceId major = board.At(*ParseSquare("a4"));
    REQUIRE(board.piece(colonel).revealed);
    auto computer = Computer(Level::kHard, seed, kSamples);
    std::string played;
    bool broken_off = false;
    while (state.ply() < 60 && !broken_off) {
      const Move mine = *computer->ChooseMove(BuildView(state, Player::kRed));
      broken_off = mine.from != board.piece(major).square;
      state.ApplyMove(mine);
      REQUIRE(board.piece(major).on_board());  // not thrown at the Colonel to end the chase
      // The chase: the Colonel's move nearest the Major (taking it if it stayed beside).
      const Square target = board.piece(major).square;
      std::optional<Move> chase;
      int nearest = 1000;
      for (Move legal : state.LegalMoves()) {
        const int distance = StepsApart(legal.to, target);
        if (legal.from == board.piece(colonel).square && distance < nearest) {
          nearest = distance;
          chase = legal;
        }
      }
      REQUIRE(chase);
      played += FormatMove(mine) + " " + FormatMove(*chase) + " ";
      state.ApplyMove(*chase);
    }
    INFO(played);
    CHECK(broken_off);
  }
}

}  // namespace stratego
