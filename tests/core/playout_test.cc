// Seeded random-playout property tests over thousands of games (STYLE.md: the generic playout
// test every game gets). After every move: the invariants hold; the legal moves from the mover's
// view equal the referee's; no view holds a rank its viewer may not know; and a view does not
// change when the opponent's hidden ranks do. Every game ends.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/match_views.h"
#include "core/random_setup.h"
#include "core/view.h"
#include "support/random_play.h"
#include "support/test_support.h"

namespace stratego {
namespace {

constexpr int kPlyLimit = 100000;  // random games last about 1,400 plies; this is a hang guard

// Catch2 assertions cost microseconds each, and these checks run millions of times: they test with
// plain conditions and report through FAIL only when something is wrong.

// The first rank in the view that the viewer may not know, or that is not the true one.
std::string LeakIn(const GameState& state, const PlayerView& view) {
  for (PieceId id = 0; id < kMaxPieces; ++id) {
    const Piece& seen = view.board.piece(id);
    const Piece& truth = state.board().piece(id);
    const bool known = truth.owner == view.viewer || truth.revealed;
    if (seen.rank != (known ? truth.rank : Rank::kUnknown) || seen.square != truth.square ||
        seen.moved != truth.moved || seen.moved_far != truth.moved_far) {
      return "piece " + std::to_string(id) + " on " + SquareName(truth.square) + " is shown as " +
             std::string(RankName(seen.rank));
    }
  }
  return "";
}

// The move history a view holds: the announcements, which name ranks only for attacks, and
// under silent defense (RULES.md §7) not the defender's to the attacker.
std::string HistoryLeakIn(const GameState& state, const PlayerView& view) {
  std::vector<MoveReport> announced = state.history();
  for (MoveReport& report : announced) {
    if (report.defender_silent && report.mover == view.viewer)
      report.defender_rank = Rank::kUnknown;
    if (report.mover != view.viewer) report.rescue_declined = false;
  }
  if (view.history != announced) return "the history differs from the referee's announcements";
  for (const MoveReport& report : view.history) {
    const bool named =
        report.attacker_rank != Rank::kUnknown || report.defender_rank != Rank::kUnknown;
    if (!report.is_attack() && named)
      return "a quiet move names a rank: " + FormatMove(report.move);
  }
  return "";
}

// The view of `viewer` is the same in a state whose hidden enemy ranks are shuffled.
bool ViewIgnoresHiddenRanks(const GameState& state, const PlayerView& view, Rng& rng) {
  std::vector<Rank> ranks;
  for (PieceId id : HiddenPieces(view))
    ranks.push_back(state.board().piece(id).rank);
  for (std::size_t i = ranks.size(); i > 1; --i) {
    std::swap(ranks[i - 1], ranks[static_cast<std::size_t>(rng.Below(static_cast<int>(i)))]);
  }
  const GameState other = StateFromView(view, ranks);
  if (!(BuildView(other, view.viewer) == view)) return false;
  return state.to_move() != view.viewer || other.LegalMoves() == state.LegalMoves();
}

// The state's invariants. A debug build has asserted them after every change already
// (GameState::CheckConsistencyInDebugBuilds), so only an optimised build asks again: asked twice a
// ply, they were half of these tests' time in CI's sanitizer build.
void CheckInvariants(const GameState& state, std::string_view when) {
#ifdef NDEBUG
  if (const std::string problem = state.ConsistencyProblem(); !problem.empty()) {
    FAIL(when << ": " << problem);
  }
#else
  (void)state;
  (void)when;
#endif
}

// `views` are both players' views, kept up to date action by action as a match loop keeps them
// (core/match_views.h): rebuilt from the whole history every ply, they made each game's checks
// cost the square of its length. Deep plies build them afresh (BuildView).
void CheckPly(const GameState& state, const MatchViews& views, Rng& rng, bool deep) {
  CheckInvariants(state, "ply " + std::to_string(state.ply()));
  MoveList from_view;
  LegalMoves(views.view(state.to_move()), from_view);
  MoveList truth;
  state.LegalMoves(truth);
  if (!std::equal(truth.begin(), truth.end(), from_view.begin(), from_view.end())) {
    FAIL("ply " << state.ply() << ": the legal moves from the view differ from the referee's");
  }
  if (!deep) return;
  for (Player viewer : {Player::kRed, Player::kBlue}) {
    const PlayerView view = BuildView(state, viewer);
    if (const std::string leak = LeakIn(state, view) + HistoryLeakIn(state, view); !leak.empty()) {
      FAIL("ply " << state.ply() << ": " << PlayerName(viewer) << "'s view leaks: " << leak);
    }
    if (!ViewIgnoresHiddenRanks(state, view, rng)) {
      FAIL("ply " << state.ply() << ": " << PlayerName(viewer)
                  << "'s view depends on hidden ranks");
    }
    // The followed view is the built one, but for draw offers, which a match loop does not pass
    // on (the arena's agents make none).
    PlayerView followed = views.view(viewer);
    followed.draw_offer = view.draw_offer;
    if (!(followed == view)) {
      FAIL("ply " << state.ply() << ": " << PlayerName(viewer)
                  << "'s view, followed action by action, differs from the one built");
    }
  }
}

// Now and then a player offers a draw, accepts one, or resigns: the invariants must hold through
// every way a game can end, not only through moves.
void MaybeTalk(GameState& state, MatchViews& views, Rng& rng) {
  const Player player = rng.Chance(1, 2) ? Player::kRed : Player::kBlue;
  if (rng.Chance(1, 400)) (void)state.OfferDraw(player);
  if (state.draw_offer() == Opponent(state.to_move()) && rng.Chance(1, 20)) {
    if (!state.AcceptDraw(state.to_move())) FAIL("a draw offer could not be accepted");
  }
  if (rng.Chance(1, 20000)) (void)state.Resign(player);
  if (state.over()) views.AfterEnd(state);
  CheckInvariants(state, "after a draw offer or resignation");
}

struct PlayoutStats {
  int games = 0;
  long long plies = 0;
  int decisive = 0;
  int rescues = 0;
  int silent_attacks = 0;
};

void PlayGames(const RuleSet& rules, int games, std::uint64_t seed, int deep_every,
               PlayoutStats& stats) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    INFO("game " << game << " of seed " << seed);
    GameState state = testing::RandomStart(rules, rng);
    MatchViews views(state);
    MoveList moves;
    while (!state.over() && state.ply() < kPlyLimit) {
      CheckPly(state, views, rng, state.ply() % deep_every == 0);
      MaybeTalk(state, views, rng);
      if (state.over()) break;
      state.LegalMoves(moves);
      const Move move = moves[rng.Below(moves.size())];
      if (auto reason = state.WhyIllegal(move)) FAIL("a generated move is illegal: " << *reason);
      const MoveReport report = state.ApplyMove(move);
      views.AfterMove(state, report);
      stats.silent_attacks += report.defender_silent ? 1 : 0;
      if (auto rescue = testing::RandomRescue(state, rng)) {
        const Expected<MoveReport> rescued = state.TryRescue(state.history().back().mover, *rescue);
        if (!rescued) FAIL("a rescue failed");
        views.AfterRescue(state, *rescued);
        ++stats.rescues;
      }
    }
    CheckPly(state, views, rng, true);
    REQUIRE(state.over());  // every game ends
    ++stats.games;
    stats.plies += state.ply();
    stats.decisive += state.result().winner ? 1 : 0;
  }
}

TEST_CASE("Playouts: invariants and views hold over 2000 random classic games", "[core][playout]") {
  PlayoutStats stats;
  const int games = testing::Scaled(2000);
  PlayGames(RuleSet{}, games, 20261122, 64, stats);
  CHECK(stats.games == games);
  CHECK(stats.decisive > games * 3 / 4);  // random games rarely end drawn, even with agreed draws
}

TEST_CASE("Playouts: every ply checked in depth over 100 games", "[core][playout]") {
  PlayoutStats stats;
  PlayGames(RuleSet{}, testing::Scaled(100), 7, 1, stats);
  CHECK(stats.games == testing::Scaled(100));
}

TEST_CASE("Playouts: the rule options keep the invariants", "[core][playout]") {
  RuleSet rules;
  SECTION("two-squares rule N = 5") {
    rules.two_squares = 5;
  }
  SECTION("two-squares rule off") {
    rules.two_squares = 0;
  }
  SECTION("more-squares rule (the legal moves from the view equal the referee's)") {
    rules.more_squares = true;
  }
  SECTION("more-squares rule in Barrage, two-squares rule off") {
    rules.more_squares = true;
    rules.army = ArmyKind::kBarrage;
    rules.two_squares = 0;
  }
  SECTION("attacker's advantage") {
    rules.attacker_advantage = true;
  }
  SECTION("move limits") {
    rules.max_moves = 300;
    rules.max_quiet_moves = 40;
  }
  SECTION("Barrage") {
    rules.army = ArmyKind::kBarrage;
  }
  SECTION("Ultimate Lightning") {
    rules.army = ArmyKind::kUltimateLightning;
  }
  PlayoutStats stats;
  PlayGames(rules, testing::Scaled(300), 11, 16, stats);
  CHECK(stats.games == testing::Scaled(300));
}

// Silent defense and rescue, alone and with every other option, for each army. Views must not
// leak what silent defense hides (LeakIn, HistoryLeakIn) and must not depend on it
// (ViewIgnoresHiddenRanks shuffles the ranks of pieces taken unseen too).
TEST_CASE("Playouts: silent defense and rescue keep the invariants and hide what they hide",
          "[core][playout][silent-defense][rescue]") {
  const ArmyKind army =
      GENERATE(ArmyKind::kClassic, ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  RuleSet rules;
  rules.army = army;
  bool silent = false;
  bool rescue = false;
  SECTION("silent defense") {
    rules.silent_defense = silent = true;
  }
  SECTION("rescue") {
    rules.rescue = rescue = true;
  }
  SECTION("every option at once") {
    rules.silent_defense = silent = true;
    rules.rescue = rescue = true;
    rules.attacker_advantage = true;
    rules.two_squares = 5;
    rules.max_moves = 3000;
    rules.max_quiet_moves = 400;
  }
  INFO(GetArmy(army).name << " army, " << Describe(rules));
  PlayoutStats stats;
  PlayGames(rules, army == ArmyKind::kClassic ? 30 : 80, 61, 16, stats);
  CHECK(stats.games > 0);
  CHECK((stats.silent_attacks > 0) == silent);
  CHECK((stats.rescues > 0) == rescue);
}

}  // namespace
}  // namespace stratego
