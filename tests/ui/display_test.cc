// The words and figures players are told: move sentences, the log, captures, pieces not seen.
#include "ui/display.h"

#include <catch2/catch.hpp>

#include "core/view.h"
#include "support/position.h"

namespace stratego {
namespace {

using testing::M;
using testing::Play;
using testing::Position;

TEST_CASE("Display: what each player is told about a move", "[ui][display]") {
  GameState state = Position("R6e4 B5e5 R2a2 B7j7 RFa1 BFj10");
  const MoveReport attack = state.ApplyMove(M("e4-e5"));
  CHECK(MoveSentence(attack, Player::kRed, Numbering::kModern) ==
        "Your Captain (6) attacked Blue's Lieutenant (5) on e5 from e4 and won.");
  CHECK(MoveSentence(attack, Player::kBlue, Numbering::kClassic) ==
        "Red's Captain (5) attacked your Lieutenant (6) on e5 from e4 and won.");
  const MoveReport quiet = state.ApplyMove(M("j7-j6"));
  CHECK(MoveSentence(quiet, Player::kRed, Numbering::kModern) == "Blue moved j7-j6.");
  CHECK(MoveSentence(quiet, Player::kBlue, Numbering::kModern) == "You moved j7-j6.");
  CHECK(LogLine(attack, 1, Numbering::kModern, true) == "  1 Red  e4-e5 6 beats 5");
  CHECK(LogLine(attack, 1, Numbering::kModern, false) == "  1 Red  e4-e5 attack");
  CHECK(LogLine(quiet, 12, Numbering::kModern, true) == " 12 Blue j7-j6");
}

TEST_CASE("Display: captured pieces and the enemy pieces not yet seen", "[ui][display]") {
  GameState state = Position("R6e4 B5e5 R2a2 B7a6 RFa1 BFj10");
  Play(state, "e4-e5 a6-a5");
  const PlayerView red = BuildView(state, Player::kRed);
  // Position() counts every piece not on the board as captured: Blue has lost 36 pieces.
  const auto blue_lost = CapturedCounts(red, Player::kBlue);
  CHECK(blue_lost[static_cast<std::size_t>(Rank::kLieutenant)] ==
        4);  // three never placed, one taken
  const auto unseen = UnaccountedCounts(red, false);
  CHECK(unseen[static_cast<std::size_t>(Rank::kMajor)] == 1);  // the Major on a5, still hidden
  CHECK(unseen[static_cast<std::size_t>(Rank::kFlag)] == 1);
  CHECK(RankCounts(unseen, Numbering::kModern) == "7 F");
  // Blue's General wins an attack and stays on the board, known: in memory mode Red's panel does
  // not keep that knowledge, and counts the General as not seen again.
  GameState revealed = Position("R6e4 R3a2 B9e5 B7a6 RFa1 BFj10", Player::kBlue);
  Play(revealed, "e5-e4");
  const PlayerView view = BuildView(revealed, Player::kRed);
  CHECK(RankCounts(UnaccountedCounts(view, false), Numbering::kModern) == "7 F");
  CHECK(RankCounts(UnaccountedCounts(view, true), Numbering::kModern) == "9 7 F");
}

TEST_CASE("Display: a Scout seen moving far is not counted among the pieces not seen",
          "[ui][display]") {
  GameState state = Position("R6e3 B2b9 B2c9 RFa1 BFj10", Player::kBlue);
  Play(state, "b9-b6");
  const PlayerView red = BuildView(state, Player::kRed);
  CHECK(UnaccountedCounts(red, false)[static_cast<std::size_t>(Rank::kScout)] == 1);
  CHECK(UnaccountedCounts(red, true)[static_cast<std::size_t>(Rank::kScout)] == 2);  // memory mode
}

TEST_CASE("Display: rank counts read strongest first", "[ui][display]") {
  std::array<int, kNumRanks + 1> counts{};
  counts[static_cast<std::size_t>(Rank::kScout)] = 3;
  counts[static_cast<std::size_t>(Rank::kMarshal)] = 1;
  counts[static_cast<std::size_t>(Rank::kBomb)] = 2;
  counts[static_cast<std::size_t>(Rank::kUnknown)] = 1;
  CHECK(RankCounts(counts, Numbering::kModern) == "10 2×3 B×2, 1 unseen");
  CHECK(RankCounts(counts, Numbering::kClassic) == "1 9×3 B×2, 1 unseen");
  std::array<int, kNumRanks + 1> unseen{};
  unseen[static_cast<std::size_t>(Rank::kUnknown)] = 2;
  CHECK(RankCounts(unseen, Numbering::kModern) == "2 unseen");
  CHECK(RankCounts({}, Numbering::kModern) == "none");
}

TEST_CASE("Display: losses are named, strongest first, in three lengths", "[ui][display]") {
  std::array<int, kNumRanks + 1> counts{};
  counts[static_cast<std::size_t>(Rank::kScout)] = 2;
  counts[static_cast<std::size_t>(Rank::kColonel)] = 1;
  counts[static_cast<std::size_t>(Rank::kSergeant)] = 1;
  counts[static_cast<std::size_t>(Rank::kSpy)] = 1;
  counts[static_cast<std::size_t>(Rank::kUnknown)] = 2;  // captured unseen (silent defense)
  using V = std::vector<std::string>;
  CHECK(LossPhrases(counts, Numbering::kModern, LossForm::kNumbered, true) ==
        V{"Colonel (8)", "Sergeant (4)", "Scout (2) ×2", "Spy", "2 unseen"});
  CHECK(LossPhrases(counts, Numbering::kClassic, LossForm::kNumbered, true) ==
        V{"Colonel (3)", "Sergeant (7)", "Scout (9) ×2", "Spy", "2 unseen"});
  CHECK(LossPhrases(counts, Numbering::kModern, LossForm::kNames, false) ==
        V{"Colonel", "Sergeant", "Scout x2", "Spy", "2 unseen"});
  CHECK(LossPhrases(counts, Numbering::kModern, LossForm::kShort, true) ==
        V{"Col.", "Sgt.", "Scout ×2", "Spy", "2 unseen"});
  CHECK(LossPhrases({}, Numbering::kModern, LossForm::kNames, true) == V{"none"});
}

}  // namespace
}  // namespace stratego
