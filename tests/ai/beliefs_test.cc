// Beliefs about hidden enemy pieces: what a view makes certain, the setup statistics, behaviour,
// and samples that are always positions consistent with the view.
#include "ai/beliefs.h"

#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "core/combat.h"
#include "core/random_setup.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

GameState RandomGame(std::uint64_t seed, int plies) {
  Rng rng(seed);
  const RuleSet rules;
  GameState state =
      *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
  for (int ply = 0; ply < plies && !state.over(); ++ply) {
    const std::vector<Move> moves = state.LegalMoves();
    state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  return state;
}

// A game of random moves under `rules`; after a move that opens a rescue, a random rescue (or
// none, one time in four). Counts the rescues made into `rescues`.
GameState RandomGame(std::uint64_t seed, int plies, const RuleSet& rules, int& rescues) {
  Rng rng(seed);
  GameState state =
      *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
  for (int ply = 0; ply < plies && !state.over(); ++ply) {
    const Player mover = state.to_move();
    const std::vector<Move> moves = state.LegalMoves();
    state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
    if (!state.rescue_chance().open() || rng.Chance(1, 4)) continue;
    const std::vector<Rank> ranks = RescuableRanks(state.board(), mover);
    const std::vector<Square> squares = RescueSquares(state.board(), mover);
    const RescueChoice choice{
        ranks[static_cast<std::size_t>(rng.Below(static_cast<int>(ranks.size())))],
        squares[static_cast<std::size_t>(rng.Below(static_cast<int>(squares.size())))]};
    REQUIRE(state.TryRescue(mover, choice));
    ++rescues;
  }
  return state;
}

// Where the piece `id` stands in beliefs.hidden() (its size if the piece is not hidden).
std::size_t HiddenIndex(const Beliefs& beliefs, PieceId id) {
  const auto& hidden = beliefs.hidden();
  return static_cast<std::size_t>(std::find(hidden.begin(), hidden.end(), id) - hidden.begin());
}

// The weight of `rank` over that of `other` for the hidden piece on `square` of `view`.
float WeightRatio(const Beliefs& beliefs, const PlayerView& view, std::string_view square,
                  Rank rank, Rank other) {
  const int index = static_cast<int>(HiddenIndex(beliefs, view.board.At(*ParseSquare(square))));
  return beliefs.Weight(index, rank) / beliefs.Weight(index, other);
}

// The number of `rank` among sampled ranks for one piece over many samples.
int TimesSampled(const Beliefs& beliefs, std::size_t index, Rank rank, int samples, Rng& rng) {
  int times = 0;
  for (int i = 0; i < samples; ++i)
    times += beliefs.Sample(rng)[index] == rank ? 1 : 0;
  return times;
}

}  // namespace

TEST_CASE("Beliefs: every sample is a position the viewer cannot tell from the truth", "[ai]") {
  Rng rng(3);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const GameState state = RandomGame(seed, static_cast<int>(seed * 23 % 400));
    for (Player viewer : {Player::kRed, Player::kBlue}) {
      const PlayerView view = BuildView(state, viewer);
      const Beliefs beliefs(view, {});
      for (int i = 0; i < 5; ++i) {
        const std::vector<Rank> ranks = beliefs.Sample(rng);
        REQUIRE(ranks.size() == beliefs.hidden().size());
        const GameState sampled = StateFromView(view, ranks);
        CHECK(sampled.ConsistencyProblem().empty());
        CHECK(BuildView(sampled, viewer) == view);
        for (std::size_t p = 0; p < ranks.size(); ++p) {
          const Piece& piece = view.board.piece(beliefs.hidden()[p]);
          if (piece.moved) CHECK(IsMovable(ranks[p]));
          if (piece.moved_far) CHECK(ranks[p] == Rank::kScout);
        }
      }
    }
  }
}

TEST_CASE("Beliefs: the unseen ranks are the army less every enemy rank the view shows", "[ai]") {
  // (A position counts the pieces it does not place as captured and seen.)
  GameState state = Position("R10e4 R3a1 RFj1 B9e5 B2a10 BBb10 BFc10");
  Play(state, "e4xe5");  // the General is revealed and captured
  const Beliefs beliefs(BuildView(state, Player::kRed), {});
  CHECK(beliefs.Unseen(Rank::kGeneral) == 0);
  CHECK(beliefs.Unseen(Rank::kScout) == 1);
  CHECK(beliefs.Unseen(Rank::kBomb) == 1);
  CHECK(beliefs.Unseen(Rank::kFlag) == 1);
  CHECK(beliefs.Unseen(Rank::kMarshal) == 0);
  CHECK(beliefs.hidden().size() == 3);
}

TEST_CASE("Beliefs: start squares are recovered from the board and the moves", "[ai]") {
  Rng rng(9);
  const RuleSet rules;
  GameState state =
      *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
  const GameState start = state;
  for (int ply = 0; ply < 300 && !state.over(); ++ply) {
    const std::vector<Move> moves = state.LegalMoves();
    state.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  const std::vector<Square> squares = StartSquares(BuildView(state, Player::kBlue));
  for (PieceId id = 0; id < kMaxPieces; ++id)
    CHECK(squares[id] == start.board().piece(id).square);
}

TEST_CASE("Beliefs: start squares are exact in games with rescues", "[ai]") {
  int rescues = 0;
  for (ArmyKind army : kArmyKinds) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      RuleSet rules;
      rules.army = army;
      rules.rescue = true;
      rules.silent_defense = seed % 2 == 0;
      Rng rng(seed);
      const GameState start =
          *GameState::Create(rules, RandomSetup(army, rng), RandomSetup(army, rng));
      // The same game as RandomGame plays from the same seed.
      const GameState end = RandomGame(seed, 2000, rules, rescues);
      for (Player viewer : {Player::kRed, Player::kBlue}) {
        const std::vector<Square> squares = StartSquares(BuildView(end, viewer));
        for (PieceId id = 0; id < kMaxPieces; ++id) {
          INFO(GetArmy(army).name << " seed " << seed << " piece " << int{id});
          CHECK(squares[id] == start.board().piece(id).square);
        }
      }
    }
  }
  CHECK(rescues >= 10);
}

TEST_CASE("Beliefs: a rescued piece that began the game captured has no start square", "[ai]") {
  // A position counts the pieces it does not place as captured from the start (RULES.md §7).
  RuleSet rules;
  rules.rescue = true;
  GameState state = Position("R6a9 R3b1 RFj1 B4e7 BFj10 BBi10", Player::kRed, rules);
  Play(state, "a9-a10");
  REQUIRE(state.TryRescue(Player::kRed, {Rank::kMarshal, *ParseSquare("e2")}));
  Play(state, "e7-e6 e2-e3 e6-e5 e3-e4 e5xe4");  // the Sergeant attacks the Marshal and loses
  const PieceId marshal = state.history()[0].rescued;
  const PieceId captain = state.history()[0].piece;
  const PieceId sergeant = state.history().back().piece;
  for (Player viewer : {Player::kRed, Player::kBlue}) {
    const PlayerView view = BuildView(state, viewer);
    const std::vector<Square> start = StartSquares(view);
    CHECK(start[marshal] == kNoSquare);
    CHECK(start[captain] == *ParseSquare("a9"));
    CHECK(start[sergeant] == *ParseSquare("e7"));
    const Beliefs beliefs(view, {});  // the replay of behaviour follows the rescued piece
    CHECK(beliefs.hidden().size() == (viewer == Player::kRed ? 2 : 3));
  }
}

TEST_CASE("Beliefs: under silent defense every sample fits what the viewer's attacks told it",
          "[ai]") {
  // RULES.md §7: the attacker learns only the outcome, so a silent defender's rank gives that
  // outcome; a piece taken unseen is not the Flag. Every sample must keep to both, and be a
  // position StateFromView accepts and the viewer cannot tell from the truth.
  Rng rng(17);
  int silent_attacks = 0;
  int rescues = 0;
  for (ArmyKind army : kArmyKinds) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      RuleSet rules;
      rules.army = army;
      rules.silent_defense = true;
      rules.rescue = seed % 2 == 0;
      rules.attacker_advantage = seed % 3 == 0;
      const GameState state = RandomGame(seed, static_cast<int>(seed * 97 % 900), rules, rescues);
      for (Player viewer : {Player::kRed, Player::kBlue}) {
        const PlayerView view = BuildView(state, viewer);
        const Beliefs beliefs(view, {});
        const auto& hidden = beliefs.hidden();
        const auto index_of = [&](PieceId id) { return HiddenIndex(beliefs, id); };
        for (int i = 0; i < 5; ++i) {
          const std::vector<Rank> ranks = beliefs.Sample(rng);
          REQUIRE(ranks.size() == hidden.size());
          const GameState sampled = StateFromView(view, ranks);
          CHECK(sampled.ConsistencyProblem().empty());
          CHECK(BuildView(sampled, viewer) == view);
          for (std::size_t p = 0; p < ranks.size(); ++p) {
            CHECK(Contains(beliefs.Possible(static_cast<int>(p)), ranks[p]));
            if (!view.board.piece(hidden[p]).on_board()) CHECK(ranks[p] != Rank::kFlag);
          }
          for (const MoveReport& report : view.history) {
            if (report.mover != viewer || !report.defender_silent) continue;
            CHECK(report.defender_rank == Rank::kUnknown);
            const std::size_t p = index_of(report.defender);
            if (p == hidden.size()) continue;  // revealed since
            ++silent_attacks;
            INFO(report);
            CHECK(ranks[p] != Rank::kFlag);
            CHECK(ResolveCombat(report.attacker_rank, ranks[p], rules) == report.outcome);
          }
        }
      }
    }
  }
  CHECK(silent_attacks > 100);
}

TEST_CASE("Beliefs: a silent defender's rank is what the outcome allows", "[ai]") {
  // Red attacks e5 under silent defense (RULES.md §7) and learns only the outcome.
  const auto [position, possible] = GENERATE(table<const char*, RankSet>({
      // A Captain that loses found a Major or stronger, or a Bomb. (An outcome that leaves one
      // rank, such as a tie or a Marshal that loses, is no silent defense: the rank is known.)
      {"R6e4 R3a1 RFj1 B7e5 B3a10 BBb10 BFc10 B2j9",
       static_cast<RankSet>(RankBit(Rank::kMajor) | RankBit(Rank::kColonel) |
                            RankBit(Rank::kGeneral) | RankBit(Rank::kMarshal) |
                            RankBit(Rank::kBomb))},
      // A Miner that wins found a Spy, a Scout or a Bomb (not the Flag: that would end the game).
      {"R3e4 R3a1 RFj1 BBe5 B3a10 BBb10 BFc10 B2j9",
       static_cast<RankSet>(RankBit(Rank::kSpy) | RankBit(Rank::kScout) | RankBit(Rank::kBomb))},
  }));
  RuleSet rules;
  rules.silent_defense = true;
  GameState state = Position(position, Player::kRed, rules);
  Play(state, "e4xe5");
  const PlayerView view = BuildView(state, Player::kRed);
  REQUIRE(view.history.back().defender_silent);
  const Beliefs beliefs(view, {});
  const auto& hidden = beliefs.hidden();
  const auto found = std::find(hidden.begin(), hidden.end(), view.history.back().defender);
  REQUIRE(found != hidden.end());
  const int index = static_cast<int>(found - hidden.begin());
  CHECK(beliefs.Possible(index) == possible);
  // However few of those ranks are left, every sample gives the piece one of them.
  Rng rng(2);
  for (int i = 0; i < 200; ++i) {
    const Rank rank = beliefs.Sample(rng)[static_cast<std::size_t>(index)];
    CHECK(Contains(possible, rank));
    CHECK(beliefs.Weight(index, rank) > 0);
  }
}

TEST_CASE("Beliefs: people's setups make a back-row piece the Flag far more often", "[ai]") {
  Rng rng(5);
  const RuleSet rules;
  const GameState state =
      *GameState::Create(rules, RandomSetup(rules.army, rng), RandomSetup(rules.army, rng));
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs informed(view, {});
  const Beliefs blind(view, {false, false});
  // Blue's piece on a10 (a back-row corner) and on a7 (the front row).
  const auto index_of = [&](Square square) { return HiddenIndex(informed, view.board.At(square)); };
  const std::size_t corner = index_of(*ParseSquare("a10"));
  const std::size_t front = index_of(*ParseSquare("a7"));
  CHECK(informed.Weight(static_cast<int>(corner), Rank::kFlag) >
        10 * informed.Weight(static_cast<int>(front), Rank::kFlag));
  CHECK(blind.Weight(static_cast<int>(corner), Rank::kFlag) ==
        blind.Weight(static_cast<int>(front), Rank::kFlag));
  CHECK(TimesSampled(informed, corner, Rank::kFlag, 2000, rng) >
        5 * TimesSampled(informed, front, Rank::kFlag, 2000, rng) + 20);
}

TEST_CASE("Beliefs: a piece that walks up to a known piece is thought stronger", "[ai]") {
  // Red's Captain is revealed by an attack; Blue's unknown piece on e8 then walks up to it.
  GameState state = Position("R6e5 R3a1 RFj1 B4e6 B5e8 BFa10 BBb10 B2j8");
  Play(state, "e5xe6 j8-j7");  // the Captain takes the Sergeant: both revealed
  const PlayerView before = BuildView(state, Player::kRed);
  Play(state, "a1-a2 e8-e7");  // Blue's piece comes next to the known Captain
  const PlayerView after = BuildView(state, Player::kRed);
  const Beliefs was(before, {});
  const Beliefs now(after, {});
  const auto index_of = [](const Beliefs& beliefs, PieceId id) {
    return static_cast<int>(HiddenIndex(beliefs, id));
  };
  const PieceId walker = after.board.At(*ParseSquare("e7"));
  const int i_was = index_of(was, walker);
  const int i_now = index_of(now, walker);
  const auto odds = [](const Beliefs& beliefs, int index) {
    return beliefs.Weight(index, Rank::kMajor) / beliefs.Weight(index, Rank::kSergeant);
  };
  CHECK(odds(now, i_now) > 1.5f * odds(was, i_was));
  (void)M;
}

TEST_CASE("Beliefs: a step beside a known piece, a threat to take it, counts more than one nearer",
          "[ai]") {
  // Red's Captain is revealed on e6; Blue's unknown piece walks from e9 to e8, two steps from it,
  // and then to e7, beside it: the odds of the ranks that take it against those that do not
  // grow by 1 / 0.45, then by 1 / 0.2. Its first step, from e10, ends three steps from the
  // Captain and tells nothing, but that it moves (so that standing still no longer counts).
  GameState state = Position("R6e5 R3a1 RFj1 B4e6 B5e10 BFa10 BBb10 B2j8");
  Play(state, "e5xe6 e10-e9");
  const auto odds = [&state](std::string_view square) {
    const PlayerView view = BuildView(state, Player::kRed);
    return WeightRatio(Beliefs(view, {}), view, square, Rank::kMajor, Rank::kSergeant);
  };
  const float far = odds("e9");
  Play(state, "a1-a2 e9-e8");
  const float two_steps = odds("e8");
  Play(state, "a2-a3 e8-e7");
  CHECK(two_steps == Approx(far / 0.45f));
  CHECK(odds("e7") == Approx(two_steps / 0.2f));
}

TEST_CASE("Beliefs: a piece that walks up to our known Marshal is not thought the Spy for it",
          "[ai]") {
  // Red's Marshal is revealed on e6; Blue's unknown piece walks from e9 to e7, beside it. Only the
  // Spy takes a Marshal, and what comes at a known Marshal is mostly bait or a probe (stop 54):
  // the odds of the Spy against a Sergeant stay as they were, where beside a Captain the odds of
  // the ranks that take it grow (the test above). Its first step, from e10, tells nothing.
  GameState state = Position("R10e5 R3a1 RFj1 B4e6 B5e10 BSa9 BFa10 BBb10 B2j8");
  Play(state, "e5xe6 e10-e9");
  const auto odds = [&state](std::string_view square) {
    const PlayerView view = BuildView(state, Player::kRed);
    return WeightRatio(Beliefs(view, {}), view, square, Rank::kSpy, Rank::kSergeant);
  };
  const float far = odds("e9");
  Play(state, "a1-a2 e9-e8 a2-a3 e8-e7");
  CHECK(odds("e7") == Approx(far));
  // Walking away from it counts as before (the ranks that take it, the Spy, less likely).
  Play(state, "a3-a4 e7-e8 a4-a5 e8-e9");
  CHECK(odds("e9") < far);
}

TEST_CASE("Beliefs: a piece that never moves though it could is thought likelier a Bomb", "[ai]") {
  // Blue's piece on e10 could step to e9 every turn; the one on a10 is walled in by its own
  // pieces. Blue walks another piece around a square of four while Red does the same.
  GameState state =
      Position("R4a2 R3e2 RFj1 B4e10 B5a10 BBa9 BBb10 BFj10 BBi10 B6h7 BBj9", Player::kRed);
  const auto odds = [](const GameState& now, std::string_view square) {
    const PlayerView view = BuildView(now, Player::kRed);
    return WeightRatio(Beliefs(view, {}), view, square, Rank::kBomb, Rank::kSergeant);
  };
  const float free_before = odds(state, "e10");
  const float walled_before = odds(state, "a10");
  for (int loop = 0; loop < 25; ++loop)
    Play(state, "a2-a3 h7-h8 a3-b3 h8-i8 b3-b2 i8-i7 b2-a2 i7-h7");
  CHECK(odds(state, "e10") > 2.5f * free_before);
  CHECK(odds(state, "a10") == Approx(walled_before));
}

TEST_CASE("Beliefs: a piece that stands still is thought a Miner sooner than a Marshal", "[ai]") {
  // The same walk as above: Blue's piece on e10 could step to e9 on each of 100 turns and never
  // does. Marshals take their first step soon, Miners late (kStillTurns, by rank), so standing
  // still tells more against the Marshal: its odds against the Miner's fall, as the Spy's rise
  // against the Scout's.
  GameState state =
      Position("R4a2 R3e2 RFj1 B4e10 B5a10 BBa9 BBb10 BFj10 BBi10 B6h7 BBj9", Player::kRed);
  const auto odds = [](const GameState& now, Rank rank, Rank other) {
    const PlayerView view = BuildView(now, Player::kRed);
    return WeightRatio(Beliefs(view, {}), view, "e10", rank, other);
  };
  const float miner_before = odds(state, Rank::kMiner, Rank::kMarshal);
  const float spy_before = odds(state, Rank::kSpy, Rank::kScout);
  for (int loop = 0; loop < 25; ++loop)
    Play(state, "a2-a3 h7-h8 a3-b3 h8-i8 b3-b2 i8-i7 b2-a2 i7-h7");
  CHECK(odds(state, Rank::kMiner, Rank::kMarshal) > 2.5f * miner_before);
  CHECK(odds(state, Rank::kSpy, Rank::kScout) > 2.0f * spy_before);
}

TEST_CASE("Beliefs: a piece beside one that moved is thought less likely the Flag", "[ai]") {
  // Blue's b10 stands between a10, which walks off, and a Bomb on c10, which Red's Major tries.
  GameState state =
      Position("R4a2 R8c9 RFj1 B5a10 B4b10 BBc10 BFd10 BBe10 BBd9 B6h7", Player::kRed);
  const auto odds = [](const GameState& now, std::string_view square,
                       const BeliefOptions& options) {
    const PlayerView view = BuildView(now, Player::kRed);
    return WeightRatio(Beliefs(view, options), view, square, Rank::kFlag, Rank::kScout);
  };
  const BeliefOptions informed;
  const BeliefOptions blind{false, false};
  const float beside_still = odds(state, "b10", informed);
  Play(state, "a2-a3 a10-a9");
  SECTION("a neighbour that moves makes the Flag less likely") {
    CHECK(odds(state, "b10", informed) < 0.6f * beside_still);
    CHECK(odds(state, "b10", blind) == Approx(1.0f));
  }
  SECTION("a neighbour revealed as a Bomb makes the Flag likelier") {
    const float beside_unknown = odds(state, "d10", informed);
    Play(state, "c9xc10 h7-i7");  // the Major falls to the Bomb on c10
    CHECK(odds(state, "d10", informed) > 3 * beside_unknown);
    CHECK(odds(state, "d10", blind) == Approx(1.0f));
  }
}

TEST_CASE("Beliefs: a seen rank tells what the pieces that started near it are", "[ai]") {
  // Red's Scout on a8 runs along the row into Blue's piece on e8 and shows it; Blue's pieces
  // started in front of it (e7), behind it (e9), beside it (f8), two steps behind (e10) and far
  // off (j10). People keep their Spy behind their General and their Marshal away from it.
  const std::string others = "R2a8 RFa1 B5e7 B5e9 B4f8 B4e10 B5j10 B4a6 BFb10 B6i10";
  const auto ratio = [](const GameState& now, std::string_view square, Rank rank,
                        const BeliefOptions& options) {
    const PlayerView view = BuildView(now, Player::kRed);
    return WeightRatio(Beliefs(view, options), view, square, rank, Rank::kSergeant);
  };
  const BeliefOptions informed;
  const BeliefOptions blind{false, false};
  SECTION("a seen General: the Spy behind it, not the Marshal beside it") {
    GameState state = Position(others + " B9e8 BSi9 B10j9", Player::kRed);
    std::map<std::string, std::pair<float, float>> before;  // Spy, Marshal odds by square
    for (const char* square : {"e7", "e9", "f8", "e10", "j10"})
      before[square] = {ratio(state, square, Rank::kSpy, informed),
                        ratio(state, square, Rank::kMarshal, informed)};
    Play(state, "a8xe8 a6-a5");  // the Scout falls to the General
    const auto grown = [&](std::string_view square, Rank rank) {
      const auto& [spy, marshal] = before[std::string(square)];
      return ratio(state, square, rank, informed) / (rank == Rank::kSpy ? spy : marshal);
    };
    CHECK(grown("e9", Rank::kSpy) > 4.0f);
    CHECK(grown("f8", Rank::kSpy) > 1.5f);
    CHECK(grown("e7", Rank::kMarshal) < 0.7f);
    CHECK(grown("e9", Rank::kMarshal) < 0.4f);
    CHECK(grown("e10", Rank::kSpy) == Approx(1.0f).epsilon(0.5));
    CHECK(grown("j10", Rank::kSpy) == Approx(1.0f).epsilon(0.05));
    CHECK(ratio(state, "e9", Rank::kSpy, blind) == Approx(1.0f));
  }
  SECTION("a seen Spy: the General in front of it") {
    GameState state = Position(others + " BSe8 B9i9 B10j9", Player::kRed);
    const float before = ratio(state, "e7", Rank::kGeneral, informed);
    Play(state, "a8xe8 a6-a5");  // the Scout takes the Spy, which shows where it stood
    CHECK(ratio(state, "e7", Rank::kGeneral, informed) > 4.0f * before);
    CHECK(ratio(state, "e7", Rank::kGeneral, blind) == Approx(1.0f));
  }
}

namespace {

// The exact odds that hidden piece `index` has `rank`, over every way to give the hidden pieces
// ranks they may have within the unseen counts, each weighed by the product of its pieces'
// weights (what Sample approximates; for a few pieces only).
double ExactOdds(const Beliefs& beliefs, std::size_t index, Rank rank) {
  std::array<int, kNumRanks> left{};
  for (int r = 0; r < kNumRanks; ++r)
    left[static_cast<std::size_t>(r)] = beliefs.Unseen(RankAt(r));
  double with = 0;
  double all = 0;
  std::vector<int> ranks(beliefs.hidden().size(), 0);
  const auto walk = [&](const auto& self, std::size_t piece, double weight) -> void {
    if (piece == ranks.size()) {
      all += weight;
      if (ranks[index] == Index(rank)) with += weight;
      return;
    }
    for (int r = 0; r < kNumRanks; ++r) {
      int& count = left[static_cast<std::size_t>(r)];
      const float w = beliefs.Weight(static_cast<int>(piece), RankAt(r));
      if (count == 0 || w <= 0 || !Contains(beliefs.Possible(static_cast<int>(piece)), RankAt(r)))
        continue;
      --count;
      ranks[piece] = r;
      self(self, piece + 1, weight * w);
      ++count;
    }
  };
  walk(walk, 0, 1.0);
  return with / all;
}

}  // namespace

TEST_CASE("Beliefs: the pieces drawn first do not take a rank's count from those drawn later",
          "[ai]") {
  // Blue's piece from e7, the one that moved, is the Marshal, a Scout or a Captain; the other
  // hidden pieces stood still, on the back row, where people seldom put the Marshal, or on a7.
  // Drawn first at its own odds against the three Scouts' count, it was the Marshal in 4.4% of
  // the draws, where the exact odds say 24%.
  GameState state = Position("RFa1 R4a2 B2e7 B10a10 B2b10 B2c10 BBd10 BFj10 B6a7", Player::kRed);
  Play(state, "a2-a3 e7-e6");
  const PlayerView view = BuildView(state, Player::kRed);
  const Beliefs beliefs(view, {});
  const std::size_t moved = HiddenIndex(beliefs, view.board.At(*ParseSquare("e6")));
  const double exact = ExactOdds(beliefs, moved, Rank::kMarshal);
  Rng rng(67);
  constexpr int kSamples = 20000;
  const double drawn =
      TimesSampled(beliefs, moved, Rank::kMarshal, kSamples, rng) / static_cast<double>(kSamples);
  INFO("exact " << exact << ", drawn " << drawn);
  CHECK(exact > 0.2);
  CHECK(drawn == Approx(exact).margin(0.05));
}

TEST_CASE("Beliefs: a piece with an open side is thought less likely the Flag", "[ai]") {
  // Blue's i10 between two Bombs; i9 below it holds a Blue Sergeant (walled in) or nothing (open).
  const auto flag_odds = [](std::string_view pieces, const BeliefOptions& options) {
    const GameState state = Position(pieces, Player::kRed);
    const PlayerView view = BuildView(state, Player::kRed);
    return WeightRatio(Beliefs(view, options), view, "i10", Rank::kFlag, Rank::kSergeant);
  };
  const std::string common = "R10a5 RFa1 BBh10 BFi10 BBj10 B4e8 ";
  const float walled = flag_odds(common + "B4i9", {});
  const float open = flag_odds(common, {});
  CHECK(open < 0.2f * walled);
  CHECK(open > 0);  // less likely, never impossible: the Flag's wall does fall
  CHECK(flag_odds(common, {false, false}) == Approx(1.0f));
}

TEST_CASE("Beliefs: the Flag is drawn first, where its odds put it, not where the order leaves it",
          "[ai]") {
  // Red's last hidden pieces in the corner are the Flag and two Bombs; Blue's General stands
  // beside i1 and j2, so only j1 is walled in. Drawn piece by piece, the first piece drawn was a
  // Bomb as often as its own odds said, whatever that left the others: the Flag fell on an open
  // piece in about half the samples.
  const GameState state = Position("RFj1 RBi1 RBj2 R4e5 B9i2 BFa10", Player::kBlue);
  const PlayerView view = BuildView(state, Player::kBlue);
  const Beliefs beliefs(view, {});
  const auto index_of = [&](std::string_view square) {
    return HiddenIndex(beliefs, view.board.At(*ParseSquare(square)));
  };
  Rng rng(11);
  constexpr int kSamples = 2000;
  CHECK(TimesSampled(beliefs, index_of("j1"), Rank::kFlag, kSamples, rng) > kSamples * 9 / 10);
  CHECK(TimesSampled(beliefs, index_of("i1"), Rank::kFlag, kSamples, rng) < kSamples / 20);
  CHECK(TimesSampled(beliefs, index_of("j2"), Rank::kFlag, kSamples, rng) < kSamples / 20);
}

// The Spy's weight over the Scout's in Red's beliefs about the hidden piece on `square`.
float SpyOverScout(const GameState& state, std::string_view square, const BeliefOptions& options) {
  const PlayerView view = BuildView(state, Player::kRed);
  return WeightRatio(Beliefs(view, options), view, square, Rank::kSpy, Rank::kScout);
}

TEST_CASE("Beliefs: a piece left where our known Marshal takes it has the Spy beside it likelier",
          "[ai]") {
  // Red's Marshal takes a Scout and is revealed; Blue's Lieutenant then steps beside it, next to
  // Blue's unknown piece on f6.
  GameState state = Position("R10e4 R4a2 RFj1 B2e5 B5e8 B6f6 BBa10 BFb10 BBc10", Player::kRed);
  const auto odds = [](const GameState& now, const BeliefOptions& options) {
    return SpyOverScout(now, "f6", options);
  };
  Play(state, "e4xe5 e8-e7");
  const float before = odds(state, {});
  Play(state, "a2-a3 e7-e6");  // the Lieutenant stands where the Marshal takes it
  CHECK(odds(state, {}) > 2.5f * before);
  CHECK(odds(state, {true, false}) == Approx(1.0f));
}

TEST_CASE(
    "Beliefs: beside a seen Major or better left to our known Marshal, the Spy is far likelier",
    "[ai]") {
  // Red's Marshal takes a Scout on e5 and is revealed; Blue's piece on e8 takes Red's Scout on e7
  // and is revealed; Red's Marshal steps beside it, next to Blue's unknown piece on f7, which
  // never moved. A bait seen as a Major or better scales the Spy's odds twelve times, as a
  // Lieutenant or a Captain three times.
  struct Row {
    std::string_view bait;
    float factor;
  };
  const Row rows[] = {
      {"B7e8", 12.0f}, {"B8e8", 12.0f}, {"B9e8", 12.0f}, {"B5e8", 3.0f}, {"B6e8", 3.0f}};
  for (const Row& row : rows) {
    INFO(row.bait);
    GameState state = Position("R10e4 R2e7 R4a2 RFj1 B2e5 " + std::string(row.bait) +
                               " B6f7 B3j8 BBa10 BFb10 BBc10");
    Play(state, "e4xe5 e8xe7");
    const float before = SpyOverScout(state, "f7", {});
    // a10, far from the bait, stands still as long as f7: what standing still a turn more does.
    const float still_before = SpyOverScout(state, "a10", {});
    Play(state, "e5-e6 j8-j7");  // the Marshal now takes the bait on e7
    const float still = SpyOverScout(state, "a10", {}) / still_before;
    CHECK(SpyOverScout(state, "f7", {}) == Approx(row.factor * still * before));
  }
}

TEST_CASE("Beliefs: a piece that never moved beside our known Marshal is bait as well", "[ai]") {
  // Red's Marshal takes a Scout and is revealed; it then steps beside Blue's unknown piece on e7,
  // which never moved, next to Blue's unknown piece on f7.
  GameState state = Position("R10e4 R4a2 RFj1 B2e5 B5e7 B6f7 B3j8 BBa10 BFb10 BBc10", Player::kRed);
  const auto odds = [](const GameState& now, const BeliefOptions& options) {
    return SpyOverScout(now, "f7", options);
  };
  Play(state, "e4xe5 j8-j7");
  const float before = odds(state, {});
  const float without_behaviour = odds(state, {true, false});  // f7 is a setup square
  Play(state, "e5-e6 j7-j6");  // the Marshal stands where it takes the piece on e7, if not a Bomb
  CHECK(odds(state, {}) > 2.5f * before);
  CHECK(odds(state, {true, false}) == Approx(without_behaviour));
}

TEST_CASE("Beliefs: a piece that stood beside our known Marshal and did not take it is no Spy",
          "[ai]") {
  // Red's Marshal takes a Scout on e5 and is revealed, beside Blue's unknown piece on f5, which
  // never moved; Blue moves another piece rather than take the Marshal with it.
  GameState state = Position("R10e4 R4a2 RFj1 B2e5 B6f5 B3j8 BBa10 BFb10 BBc10", Player::kRed);
  Play(state, "e4xe5");
  const float offered = SpyOverScout(state, "f5", {});
  const float without_behaviour = SpyOverScout(state, "f5", {true, false});
  const auto declined = [&](std::string_view square) {
    const PlayerView view = BuildView(state, Player::kRed);
    return Beliefs(view, {}).Declined(view.board.At(*ParseSquare(square)));
  };
  CHECK(declined("f5") == 0);  // not yet: Blue has not had its turn
  Play(state, "j8-j7");
  CHECK(SpyOverScout(state, "f5", {}) < 0.2f * offered);
  CHECK(SpyOverScout(state, "f5", {true, false}) == Approx(without_behaviour));
  CHECK(declined("f5") == RankBit(Rank::kSpy));
  CHECK(declined("j7") == 0);
}

TEST_CASE("Beliefs: a piece that steps away from beside our known Marshal did not take it either",
          "[ai]") {
  // As above, but Blue moves the piece on f5 away: the Spy would have taken the Marshal. The
  // retreat alone (kBehaviourFactor) would scale its odds by 0.45.
  GameState state = Position("R10e4 R4a2 RFj1 B2e5 B6f5 B3j8 BBa10 BFb10 BBc10", Player::kRed);
  Play(state, "e4xe5");
  const float offered = SpyOverScout(state, "f5", {});
  Play(state, "f5-f6");
  CHECK(SpyOverScout(state, "f6", {}) < 0.2f * offered);
  const PlayerView view = BuildView(state, Player::kRed);
  CHECK(Beliefs(view, {}).Declined(view.board.At(*ParseSquare("f6"))) == RankBit(Rank::kSpy));
  CHECK(Beliefs(view, {false, false}).Declined(view.board.At(*ParseSquare("f6"))) == 0);
}

TEST_CASE("Beliefs: a piece that stood beside our known General and did not take it is no Marshal",
          "[ai]") {
  GameState state = Position("R9e4 R4a2 RFj1 B2e5 B6f5 B3j8 BBa10 BFb10 BBc10", Player::kRed);
  const auto odds = [](const GameState& now) {
    const PlayerView view = BuildView(now, Player::kRed);
    return WeightRatio(Beliefs(view, {}), view, "f5", Rank::kMarshal, Rank::kScout);
  };
  Play(state, "e4xe5");  // the General takes the Scout, beside f5
  const float offered = odds(state);
  Play(state, "j8-j7");
  CHECK(odds(state) < 0.2f * offered);
  const PlayerView view = BuildView(state, Player::kRed);
  CHECK(Beliefs(view, {}).Declined(view.board.At(*ParseSquare("f5"))) == RankBit(Rank::kMarshal));
}

TEST_CASE("Beliefs: a piece beside our Marshal that the enemy has not seen took nothing it saw",
          "[ai]") {
  // Red's Marshal steps beside Blue's unknown piece on f5 without attacking: Blue cannot know it.
  // f5 stands still a turn more, as a10 does far away: its odds change as a10's.
  GameState state = Position("R10e4 R4a2 RFj1 B6f5 B3j8 BBa10 BFb10 BBc10", Player::kRed);
  Play(state, "e4-e5");
  const float beside = SpyOverScout(state, "f5", {});
  const float far = SpyOverScout(state, "a10", {});
  Play(state, "j8-j7");
  CHECK(SpyOverScout(state, "f5", {}) / beside == Approx(SpyOverScout(state, "a10", {}) / far));
  const PlayerView view = BuildView(state, Player::kRed);
  CHECK(Beliefs(view, {}).Declined(view.board.At(*ParseSquare("f5"))) == 0);
}

}  // namespace stratego
