// RULES.md §7, rescue: a move onto the enemy's back row lets the mover put one captured piece back
// on an empty square of their own half; Scouts cannot rescue, Bombs cannot be rescued, two
// rescues per player, one per piece; the rescued piece is known to the opponent.
#include "core/rescue.h"

#include <catch2/catch.hpp>

#include "core/game_record.h"
#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

RuleSet RescueRules(ArmyKind army = ArmyKind::kClassic) {
  RuleSet rules;
  rules.army = army;
  rules.rescue = true;
  return rules;
}

Square Sq(const char* name) {
  return *ParseSquare(name);
}

struct ChanceCase {
  const char* name;
  const char* position;  // the rest of each army counts as captured
  ArmyKind army;
  const char* moves;  // the last one is the move in question
  RescueChance::Kind kind;
  const char* refusal;  // for kRefused
};

// clang-format off
constexpr ChanceCase kChanceCases[] = {
    {"a Major steps onto Blue's back row", "R7e9 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-e10", RescueChance::Kind::kOpen, ""},
    {"a move elsewhere", "R7e9 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-f9", RescueChance::Kind::kNone, ""},
    {"an attack onto the back row that wins", "R7e9 B5e10 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-e10", RescueChance::Kind::kOpen, ""},
    {"an attack onto the back row that loses", "R7e9 B8e10 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-e10", RescueChance::Kind::kNone, ""},
    {"an attack onto the back row that ties", "R7e9 B7e10 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-e10", RescueChance::Kind::kNone, ""},
    {"a Scout from afar", "R2e5 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e5-e10", RescueChance::Kind::kRefused, "Scouts cannot rescue"},
    {"a Scout one step", "R2e9 RFa1 BFj10 B4a7", ArmyKind::kClassic, "e9-e10", RescueChance::Kind::kRefused, "Scouts cannot rescue"},
    {"only a Bomb was captured", "R10e9 R9a2 R3b2 R2c2 R2d2 RSe2 RFa1 BFj10 B10j9", ArmyKind::kBarrage, "e9-e10", RescueChance::Kind::kRefused,
     "Red has no captured piece to rescue (Bombs cannot be rescued)"},
    {"nothing was captured", "R10e9 R9a2 R3b2 R2c2 R2d2 RSe2 RBb1 RFa1 BFj10 B10j9", ArmyKind::kBarrage, "e9-e10", RescueChance::Kind::kRefused,
     "Red has no captured piece to rescue (Bombs cannot be rescued)"},
    {"Blue steps onto Red's back row", "B7e2 RFa10 BFj10 R4a4", ArmyKind::kClassic, "a4-a5 e2-e1", RescueChance::Kind::kOpen, ""},
    {"Blue steps onto its own back row", "B7e9 RFa1 BFj9 R4a4", ArmyKind::kClassic, "a4-a5 e9-e10", RescueChance::Kind::kNone, ""},
    {"after the opponent's answer", "R7e9 B4a9 RFa1 BFj10", ArmyKind::kClassic, "e9-e10 a9-a8", RescueChance::Kind::kNone, ""},
};
// clang-format on

TEST_CASE("Rescue: which moves open a rescue, and why others are refused", "[core][rescue]") {
  for (const ChanceCase& c : kChanceCases) {
    INFO(c.name);
    GameState state = Position(c.position, Player::kRed, RescueRules(c.army));
    Play(state, c.moves);
    const RescueChance chance = state.rescue_chance();
    CHECK(chance.kind == c.kind);
    if (c.kind == RescueChance::Kind::kRefused) CHECK(chance.refusal == c.refusal);
    if (c.kind != RescueChance::Kind::kNone) CHECK(chance.rescuer == state.history().back().mover);
    // The mover's own view tells the same, so a person or a computer player learns it there.
    const PlayerView view = BuildView(state, state.history().back().mover);
    CHECK(GetRescueChance(view).kind == c.kind);
    CHECK(GetRescueChance(view).refusal == chance.refusal);
    // Without the option no move opens anything.
    RuleSet off_rules;
    off_rules.army = c.army;
    GameState off = Position(c.position, Player::kRed, off_rules);
    Play(off, c.moves);
    CHECK(off.rescue_chance().kind == RescueChance::Kind::kNone);
  }
}

TEST_CASE("Rescue: a full own half leaves nowhere to put a piece", "[core][rescue]") {
  // Red: 38 pieces fill its half (46 squares less the lakes' four); a Major on e9 and a Captain
  // captured. Blue's 8 Scouts take the other 8 squares of Red's half.
  const Army& army = GetArmy(ArmyKind::kClassic);
  std::vector<Rank> red_ranks;
  for (Rank rank : kRanksStrongestFirst) {
    int count = army.Count(rank) - (rank == Rank::kMajor || rank == Rank::kCaptain ? 1 : 0);
    for (; count > 0; --count)
      red_ranks.push_back(rank);
  }
  std::vector<Placement> pieces = {{Player::kRed, Rank::kMajor, Sq("e9")},
                                   {Player::kBlue, Rank::kFlag, Sq("j10")}};
  std::size_t next = 0;
  for (int index = 0; index < kNumSquares; ++index) {
    const Square square = Square::FromIndex(index);
    if (!InOwnHalf(Player::kRed, square) || IsLake(square)) continue;
    if (next < red_ranks.size())
      pieces.push_back({Player::kRed, red_ranks[next++], square});
    else
      pieces.push_back({Player::kBlue, Rank::kScout, square});
  }
  REQUIRE(next == red_ranks.size());
  GameState state = GameState::FromPosition(RescueRules(), pieces, Player::kRed).value();
  Play(state, "e9-e10");
  CHECK(RescueSquares(state.board(), Player::kRed).empty());
  CHECK(state.rescue_chance().kind == RescueChance::Kind::kRefused);
  CHECK(state.rescue_chance().refusal == "Red's half of the board has no empty square");
}

struct IllegalRescue {
  const char* name;
  Player player;
  RescueChoice choice;
  const char* reason;  // nullptr: legal
};

TEST_CASE("Rescue: which piece and where, with the reasons for refusing", "[core][rescue]") {
  // Red's Marshal is on the board and its Bombs and Captains are captured.
  GameState state = Position("R7e9 R10b2 RFa1 BFj10 B4a9", Player::kRed, RescueRules());
  Play(state, "e9-e10");
  REQUIRE(state.rescue_chance().open());
  const IllegalRescue cases[] = {
      {"a Captain to c3", Player::kRed, {Rank::kCaptain, Sq("c3")}, nullptr},
      {"a Spy to j5", Player::kRed, {Rank::kSpy, Sq("j5")}, nullptr},
      {"a Bomb", Player::kRed, {Rank::kBomb, Sq("c3")}, "Bombs cannot be rescued"},
      {"the Marshal, not captured",
       Player::kRed,
       {Rank::kMarshal, Sq("c3")},
       "no captured Marshal to rescue"},
      {"the Flag", Player::kRed, {Rank::kFlag, Sq("c3")}, "no captured Flag to rescue"},
      {"into a lake", Player::kRed, {Rank::kCaptain, Sq("c5")}, "c5 is in a lake"},
      {"into Blue's half",
       Player::kRed,
       {Rank::kCaptain, Sq("a6")},
       "a6 is not in your half of the board"},
      {"onto a piece", Player::kRed, {Rank::kCaptain, Sq("b2")}, "b2 is not empty"},
      {"off the board", Player::kRed, {Rank::kCaptain, kNoSquare}, "the square is off the board"},
      {"by Blue",
       Player::kBlue,
       {Rank::kCaptain, Sq("c8")},
       "rescues are made right after a move onto the enemy's back row"},
  };
  for (const IllegalRescue& c : cases) {
    INFO(c.name);
    const auto reason = state.WhyRescueIllegal(c.player, c.choice);
    CHECK(reason == (c.reason ? std::optional<std::string>(c.reason) : std::nullopt));
    if (c.player == Player::kRed)
      CHECK(WhyRescueIllegal(BuildView(state, c.player), c.choice) == reason);
    CHECK_FALSE(state.TryRescue(c.player, c.choice).has_value() == (c.reason != nullptr));
    if (!c.reason) break;  // the first legal one is made: nothing else may follow
  }
}

TEST_CASE("Rescue: the piece comes back known, the turn passes, the report says it",
          "[core][rescue]") {
  GameState state = Position("R7e9 RFa1 BFj10 B4a9", Player::kRed, RescueRules());
  Play(state, "e9-e10");
  const int ply = state.ply();
  const MoveReport report = state.TryRescue(Player::kRed, {Rank::kGeneral, Sq("d3")}).value();
  CHECK(report.has_rescue());
  CHECK(report.rescued_rank == Rank::kGeneral);
  CHECK(report.rescue_square == Sq("d3"));
  CHECK(state.history().back() == report);
  CHECK(state.ply() == ply);  // the rescue ends the turn that the move began
  CHECK(state.to_move() == Player::kBlue);
  CHECK(state.board().At(Sq("d3")) == report.rescued);
  CHECK(state.board().piece(report.rescued).rank == Rank::kGeneral);
  CHECK(RescuesMade(state.history(), Player::kRed) == 1);
  CHECK(state.rescue_chance().kind == RescueChance::Kind::kNone);  // one rescue a move
  // Blue knows the rescued piece: it was taken from the captured pieces in view.
  const PlayerView blue = BuildView(state, Player::kBlue);
  CHECK(blue.board.piece(report.rescued).rank == Rank::kGeneral);
  CHECK(blue.history.back() == report);
  CHECK(state.ConsistencyProblem() == "");
}

TEST_CASE("Rescue: two rescues a player, one a piece", "[core][rescue]") {
  GameState state = Position("R7e9 R6f9 R5g9 RFa1 BFj10 B4a9 B4j7", Player::kRed, RescueRules());
  Play(state, "e9-e10");
  REQUIRE(state.TryRescue(Player::kRed, {Rank::kGeneral, Sq("d3")}));
  Play(state, "a9-a8 e10-e9 j7-j6 e9-e10");
  CHECK(state.rescue_chance().kind == RescueChance::Kind::kRefused);
  CHECK(state.rescue_chance().refusal == "this Major has already made a rescue");
  Play(state, "a8-a9 f9-f10");  // another piece may
  REQUIRE(state.rescue_chance().open());
  REQUIRE(state.TryRescue(Player::kRed, {Rank::kColonel, Sq("d2")}));
  Play(state, "j6-j7 g9-g10");  // at the limit
  CHECK(state.rescue_chance().kind == RescueChance::Kind::kRefused);
  CHECK(state.rescue_chance().refusal == "Red has already made both rescues");
  CHECK(state.WhyRescueIllegal(Player::kRed, {Rank::kColonel, Sq("d1")}) ==
        std::optional<std::string>("Red has already made both rescues"));
  CHECK(RescuesMade(state.history(), Player::kRed) == 2);
  CHECK(RescuesMade(state.history(), Player::kBlue) == 0);
}

TEST_CASE("Rescue: a declined rescue is over, and only the decliner hears of it",
          "[core][rescue]") {
  GameState state = Position("R7e9 RFa1 BFj10 B4a9", Player::kRed, RescueRules());
  Play(state, "e9-e10");
  CHECK_FALSE(state.DeclineRescue(Player::kBlue));  // not Blue's to decline
  REQUIRE(state.DeclineRescue(Player::kRed));
  CHECK(state.rescue_chance().kind == RescueChance::Kind::kNone);
  CHECK_FALSE(state.DeclineRescue(Player::kRed));
  CHECK(state.WhyRescueIllegal(Player::kRed, {Rank::kGeneral, Sq("d3")}).has_value());
  CHECK(BuildView(state, Player::kRed).history.back().rescue_declined);
  // To Blue it looks like a move after which the rules allowed no rescue (a Scout's, say).
  CHECK_FALSE(BuildView(state, Player::kBlue).history.back().rescue_declined);
}

TEST_CASE("Rescue: while a rescue is open the opponent may not offer or accept a draw",
          "[core][rescue]") {
  GameState state = Position("R7e9 RFa1 BFj10 B4a9", Player::kRed, RescueRules());
  REQUIRE(state.OfferDraw(Player::kRed));
  Play(state, "e9-e10");
  CHECK(state.AcceptDraw(Player::kBlue).error() == "Red may rescue a piece first");
  CHECK(state.OfferDraw(Player::kBlue).error() == "Red may rescue a piece first");
  REQUIRE(state.DeclineRescue(Player::kRed));
  CHECK(state.AcceptDraw(Player::kBlue));
}

TEST_CASE("Rescue: declining is letting the chance pass", "[core][rescue]") {
  GameState state = Position("R7e9 RFa1 BFj10 B4a9", Player::kRed, RescueRules());
  Play(state, "e9-e10 a9-a8");
  CHECK(
      state.WhyRescueIllegal(Player::kRed, {Rank::kGeneral, Sq("d3")}) ==
      std::optional<std::string>("rescues are made right after a move onto the enemy's back row"));
  CHECK(RescuesMade(state.history(), Player::kRed) == 0);
}

TEST_CASE("Rescue: Blue rescues into ranks 6 to 10", "[core][rescue]") {
  GameState state = Position("B7e2 RFa10 BFj10 R4a4", Player::kRed, RescueRules());
  Play(state, "a4-a5 e2-e1");
  CHECK(state.WhyRescueIllegal(Player::kBlue, {Rank::kMarshal, Sq("e5")}) ==
        std::optional<std::string>("e5 is not in your half of the board"));
  CHECK(state.WhyRescueIllegal(Player::kBlue, {Rank::kMarshal, Sq("g6")}) ==
        std::optional<std::string>("g6 is in a lake"));
  CHECK(state.TryRescue(Player::kBlue, {Rank::kMarshal, Sq("e6")}));
}

TEST_CASE("Rescue: under silent defense a piece the opponent saw taken comes back first",
          "[core][rescue][silent-defense]") {
  RuleSet rules = RescueRules();
  rules.silent_defense = true;
  // Three of Red's Captains stand, the fourth was taken in view (Position's captured pieces are
  // known). Blue's Major takes one more silently: Blue never saw its rank.
  GameState state = Position("R6b4 R6c4 R6d4 R7e9 B7b5 RFa1 BFj10 B4a9", Player::kBlue, rules);
  Play(state, "b5-b4");
  const PieceId unseen = state.history().back().defender;
  REQUIRE(state.history().back().defender_silent);
  Play(state, "e9-e10");
  const PieceId seen = PieceToRescue(state.board(), Player::kRed, Rank::kCaptain);
  CHECK(seen != unseen);
  CHECK(state.board().piece(seen).revealed);
  const MoveReport report = state.TryRescue(Player::kRed, {Rank::kCaptain, Sq("b3")}).value();
  CHECK(report.rescued == seen);
  CHECK(BuildView(state, Player::kBlue).board.piece(unseen).rank == Rank::kUnknown);
}

TEST_CASE("Rescue: a Scout the opponent saw moving far counts as seen", "[core][rescue]") {
  RuleSet rules = RescueRules(ArmyKind::kBarrage);
  rules.silent_defense = true;
  // Blue takes Red's two Scouts silently: the one from b4 stepped, the one from e2 ran (so Blue
  // knows it was a Scout).
  GameState state = Position("R2b4 R2e2 R9f9 R10j2 RFa1 B10b6 B9e6 BFj10", Player::kRed, rules);
  Play(state, "b4-b5 b6-b5 e2-e5 e6-e5 f9-f10");
  const PieceId walker = state.history()[1].defender;
  const PieceId runner = state.history()[3].defender;
  REQUIRE(state.history()[1].defender_silent);
  REQUIRE(state.history()[3].defender_silent);
  REQUIRE(state.rescue_chance().open());
  CHECK(walker < runner);  // the first unseen one would be the walker
  CHECK(PieceToRescue(state.board(), Player::kRed, Rank::kScout) == runner);
}

// A Barrage game in which Red's Marshal walks up the open a-file to Blue's empty back row after
// Red's Scout fell attacking Blue's Marshal: Red may then rescue the Scout.
GameRecord MarshalWalkRecord() {
  GameRecord record;
  record.rules = RescueRules(ArmyKind::kBarrage);
  Setup red;
  red.army = ArmyKind::kBarrage;
  red.Set(0, 0, Rank::kMarshal);  // a4
  red.Set(0, 1, Rank::kScout);    // b4
  const Rank back[] = {Rank::kFlag,  Rank::kGeneral, Rank::kMiner,
                       Rank::kScout, Rank::kSpy,     Rank::kBomb};
  for (int i = 0; i < 6; ++i)
    red.Set(3, 4 + i, back[i]);  // e1 … j1
  Setup blue;
  blue.army = ArmyKind::kBarrage;
  blue.Set(0, 8, Rank::kMarshal);  // b7
  const Rank second[] = {Rank::kFlag,  Rank::kGeneral, Rank::kMiner, Rank::kScout,
                         Rank::kScout, Rank::kSpy,     Rank::kBomb};
  for (int i = 0; i < 7; ++i)
    blue.Set(1, i, second[i]);  // j8 … d8
  record.setups = {red, blue};
  const char* moves[] = {"b4-b7", "g8-g7", "a4-a5", "f8-f7", "a5-a6", "g7-g8", "a6-a7",
                         "f7-f8", "a7-a8", "g8-g7", "a8-a9", "f8-f7", "a9-a10"};
  RecordedGame game = RecordedGame::Start(record).value();
  for (const char* move : moves) {
    INFO(move);
    REQUIRE_FALSE(game.state().WhyIllegal(M(move)));
    game.ApplyMove(M(move));
  }
  REQUIRE(game.state().rescue_chance().open());
  game.ApplyRescue(Player::kRed, {Rank::kScout, Sq("b4")});
  return game.record();
}

TEST_CASE("Rescue: records keep rescues and replay them, a bad one is named", "[core][rescue]") {
  const GameRecord record = MarshalWalkRecord();
  const GameAction& last = record.actions.back();
  CHECK(last.kind == ActionKind::kRescue);
  CHECK(last.player == Player::kRed);
  CHECK(last.rescue == RescueChoice{Rank::kScout, Sq("b4")});
  CHECK_FALSE(CheckRecord(record));
  const Replay replay = ReplayRecord(record);
  REQUIRE(replay.ok());
  CHECK(replay.state->board().piece(replay.state->board().At(Sq("b4"))).rank == Rank::kScout);
  CHECK(DescribeAction(record, static_cast<int>(record.actions.size()) - 1) ==
        "Red's rescue of a Scout on b4");

  GameRecord twice = record;
  twice.actions.push_back(last);
  CHECK(CheckRecord(twice)->message ==
        "no rescue: rescues are made right after a move onto the "
        "enemy's back row");
  GameRecord bomb = record;
  bomb.actions.back().rescue.rank = Rank::kBomb;
  CHECK(CheckRecord(bomb)->message == "no rescue: Bombs cannot be rescued");
  GameRecord declined = record;
  declined.actions.back() = {ActionKind::kDeclineRescue, Player::kRed, Move{}, false, {}};
  CHECK_FALSE(CheckRecord(declined));
  declined.actions.push_back(last);
  CHECK(CheckRecord(declined)->message ==
        "no rescue: rescues are made right after a move onto "
        "the enemy's back row");
  GameRecord option_off = record;
  option_off.rules.rescue = false;
  CHECK(CheckRecord(option_off)->message == "no rescue: the rescue option is off");
}

}  // namespace
}  // namespace stratego
