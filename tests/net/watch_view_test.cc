// net/watch_view.h: what a spectator keeps of a game from the server's public messages: the
// public view rebuilt from `watching` and advanced by each report, the same whether the
// spectator came at the start or in the middle, with no rank that no battle revealed.
#include "net/watch_view.h"

#include <catch2/catch.hpp>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "core/rng.h"

namespace stratego {
namespace {

Setup WatchedSetup(std::uint64_t seed) {
  Rng rng(seed);
  return RandomSetup(ArmyKind::kClassic, rng);
}

// What the server says to a spectator who comes now.
Message Watching(const GameState& state, const Setup& red, const Setup& blue) {
  Message watching;
  watching.type = MessageType::kWatching;
  watching.game = 4;
  watching.rules = state.rules();
  watching.red = "alice";
  watching.blue = "bob";
  watching.red_pieces = SetupPieceSquares(red, Player::kRed);
  watching.blue_pieces = SetupPieceSquares(blue, Player::kBlue);
  for (const MoveReport& report : state.history())
    watching.reports.push_back(ToWire(report, std::nullopt));
  watching.result = state.result();
  return watching;
}

Message Report(const MoveReport& report) {
  Message message;
  message.type = MessageType::kReport;
  message.reports.push_back(ToWire(report, std::nullopt));
  return message;
}

TEST_CASE("Watch view: the public view, whenever the spectator comes, hides unrevealed ranks",
          "[net][watch]") {
  RuleSet rules;
  rules.silent_defense = GENERATE(false, true);
  const Setup red = WatchedSetup(1), blue = WatchedSetup(2);
  GameState state = GameState::Create(rules, red, blue).value();
  WatchView from_start;
  Message before = Watching(state, red, blue);
  before.red_pieces.clear();
  before.blue_pieces.clear();
  REQUIRE(from_start.Consume(before));
  CHECK(!from_start.view());
  CHECK(from_start.red() == "alice");
  REQUIRE(from_start.Consume(Watching(state, red, blue)));
  REQUIRE(from_start.view());
  Rng rng(3);
  int attacks = 0;
  for (int ply = 0; ply < 300 && !state.result().over(); ++ply) {
    const std::vector<Move> legal = state.LegalMoves();
    const MoveReport report =
        state.ApplyMove(legal[static_cast<std::size_t>(rng.Below(static_cast<int>(legal.size())))]);
    attacks += report.is_attack() ? 1 : 0;
    Status taken = from_start.Consume(Report(report));
    INFO(taken.error());
    REQUIRE(taken);
  }
  REQUIRE(attacks > 0);
  WatchView midway;
  REQUIRE(midway.Consume(Watching(state, red, blue)));
  CHECK(midway.view() == from_start.view());
  const PlayerView& view = *from_start.view();
  CHECK(view.spectator);
  for (Player owner : {Player::kRed, Player::kBlue}) {
    for (PieceId id = FirstPieceId(owner); id < view.board.EndPieceId(owner); ++id) {
      const Piece& seen = view.board.piece(id);
      if (seen.rank == Rank::kUnknown) continue;
      CHECK(seen.rank == state.board().piece(id).rank);
      CHECK(state.board().piece(id).revealed);
    }
  }
}

TEST_CASE("Watch view: a report before the start is refused", "[net][watch]") {
  WatchView watch;
  GameState state = GameState::Create(RuleSet{}, WatchedSetup(1), WatchedSetup(2)).value();
  const MoveReport report = state.ApplyMove(state.LegalMoves().front());
  CHECK(!watch.Consume(Report(report)));
}

}  // namespace
}  // namespace stratego
