#include "bench/tactics_suite.h"

#include "core/position_text.h"
#include "core/text.h"
#include "core/view.h"

namespace stratego {

namespace {

// `moves` played `times` times over: a side walking a piece round and back, so that turns pass.
std::string Repeat(const std::string& moves, int times) {
  std::string all;
  for (int i = 0; i < times; ++i)
    all += moves + " ";
  return all;
}

// Our General beside the enemy's walled back-row corner (the Flag on a10 behind the Bombs on b10
// and a9), our Miners at home, a Colonel and a Major of ours against the enemy's Marshal (on h2)
// and two Colonels.
constexpr const char* kWalledCorner =
    "R9d10 R8f3 R7g2 RBa3 RBb3 RBc3 R3a1 R3b2 R3c2 RFj1 RBi1 RBj2 B10h2 B5b7 B8j6 B8b6 BFa10 "
    "BBb10 BBa9 B7c9 B3d9 BBc8 B6d8 B4j10";

std::vector<Tactic> MakeSuite() {
  std::vector<Tactic> suite;
  suite.push_back({"marshal-spares-unmoved",
                   "The Marshal does not attack an unmoved back-row piece that may be a Bomb; "
                   "cheap pieces find out what it is.",
                   "R10d9 R3a2 R4b2 R5g2 RFj1 RBi1 RBj2 BFa10 BBb10 BBa9 BBc10 BBd10 BBe10 BBf10 "
                   "B4g10 B4h10 B3i10 B3j10 B5b9 B6i7",
                   Player::kRed, Repeat("g2-g3 i7-i6 g3-h3 i6-j6 h3-h2 j6-j7 h2-g2 j7-i7", 8), "",
                   "d9-d10", ""});
  suite.push_back({"general-flees-marshal",
                   "The General steps away from the enemy's known Marshal instead of attacking "
                   "it.",
                   "R9f6 R2e2 R3a1 RFa2 B10e7 B4j7 BFj10 BBi10 BBh10 B5c9", Player::kRed,
                   "e2-e6 e7xe6", "f6-*", "f6-e6", ""});
  suite.push_back({"spy-takes-marshal",
                   "The Spy attacks the enemy Marshal beside it: the only attack a Spy wins.",
                   "RSe5 R4f5 R3a1 RFa2 B10f6 B3h8 BFj10 BBi10 BBi9", Player::kRed, "a1-b1 f6xf5",
                   "e5-f5", "", ""});
  suite.push_back({"colonel-takes-captain",
                   "A Colonel takes the known Captain beside it that nothing defends.",
                   "R8e4 R4f4 R3a1 RFa2 B6f5 B5h8 BFj10 BBi10 BBi9", Player::kRed, "a1-b1 f5xf4",
                   "e4-f4", "", ""});
  suite.push_back({"major-flees-colonel",
                   "A Major beside a known Colonel steps out of its reach rather than attack "
                   "it or stay.",
                   "R7e4 R4f4 R3a1 RFa2 B8f5 B5h8 BFj10 BBi10 BBi9", Player::kRed, "a1-b1 f5xf4",
                   "e4-e3 e4-d4 e4-e5", "", ""});
  suite.push_back({"marshal-keeps-from-spy",
                   "The known Marshal does not step beside an unknown piece that may well be "
                   "the Spy when the enemy moves next.",
                   "R10e4 R3a1 RFa2 B4e5 BSe8 B4j7 BFj10 BBi10 BBi9", Player::kRed,
                   "e4xe5 e8-e7 a1-b1 j7-j6", "", "e5-e6", ""});
  suite.push_back({"marshal-declines-spy-bait",
                   "From a lost game: the enemy's Colonel stands where our known Marshal can take "
                   "it, beside an unknown piece that came up behind it: bait for the Spy, which "
                   "took the Marshal. The Marshal does not take it.",
                   "R7a1 R6b1 RSc1 R2d1 R6e1 R3f1 R3g1 R7h1 RBi1 RFj1 R5a2 R3b2 R2c2 R2d2 R2e2 "
                   "R2f2 R3g2 R5h2 R10i2 RBj2 R4a3 R4b3 R3c3 R6d3 R2e3 R2f3 R5g3 R7h3 R4i3 R8j3 "
                   "RBa4 RBb4 R8c4 R9d4 R2e4 R6f4 R5g4 R4h4 RBi4 RBj4 B5a7 B2b7 B6c7 B5d7 B4e7 "
                   "B2f7 B6g7 B2h7 B5i7 BBj7 B6a8 B8b8 B2c8 B10d8 B2e8 B9f8 B2g8 B8h8 BBi8 B4j8 "
                   "B2a9 B2b9 B7c9 B3d9 B5e9 BSf9 B6g9 BBh9 B4i9 BBj9 B7a10 B3b10 B3c10 B3d10 "
                   "B3e10 B7f10 BBg10 B4h10 BBi10 BFj10",
                   Player::kRed,
                   "f4-f5 i7-i6 f5-f6 b7-b6 f6-e6 f7-f5 g4-f4 f8-f7 f4xf5 a7-b7 e6-e5 f7-f6 "
                   "f5-f4 f6-f5 e5-e6 f5xf4 e4-e5 f4xf3 g3-g4 f3-g3 e6xe7 g3xg4 f2-f8 g4-g3 "
                   "e7xd7 g3xg2 d7xd8 d8-d7 f8xg8 e8-f8 e5-e8 e9xe8 e3-e7 e8xe7 e2-f2 g2xf2 "
                   "f1xf2 f8-f3 g1-g2 f2xg2 h2xg2 f3-f1 i2-h2 g2xh2 e1xf1 c8-f8 f1-f2 f8-f4 "
                   "f2-f3 f4xd4 d1-e1 c9-c8 h1-g1 b6-b5 e1-e5 e7-e6 e5-f5 e6-f6 f3-f4 b5-a5 "
                   "d2-e2 i6-i5 e2xe10 i5-i6 c2-e2 a5-b5 e2-e8 b7-b6 e8-g8 g9xg8 f5-e5 f6-e6 "
                   "f4-f5 i6-j6 c1-c2 b8-b7 d4-e4 b5-a5 f5-f6 d7-e7 c4-d4 j6-j5 b1-c1 a5-a6 "
                   "a1-b1 j5-j6 h4-g4 h7-i7 d3-e3 i7-i5 c3-c4 j6-i6 g1-g2 i6-j6 g2-g3 i5-j5 "
                   "h3-h4 a6-a5 h2-h3 j5-i5 c2-c3 i5-j5 c3-d3 a5xa4 c1-c2 b6-b5 e3-f3 j5-i5 "
                   "c2-c3 b7-b6 f3-f4 i5-i6 d3-e3 a8-b8 c3-d3 a9-a5 d3-c3 b8-b7 f4-f5 j6-j5 "
                   "f5-f4 b5xb4 e3-d3 b6-b5 d3-e3 i6xi4 b1-c1 j5xj4 f4-f5 b7-b6 c1-c2 h8-h7 "
                   "f5-f4 h7-i7 e3-f3 i7-i6 f3-e3 b9-a9 e3-d3 i6-i5 c2-d2 a9-a6 b2-c2 f9-f8 "
                   "c2-c1 f8-f7 f6xe6 e7xe6 e4-e3 e6xe5 e3-f3 e5-e4 f4-f5",
                   "", "e4-d4", ""});
  suite.push_back({"take-the-flag", "The last unmoved enemy piece is the Flag: take it.",
                   "R5e9 R3a1 RFa2 BFe10 B4i6 B3b6", Player::kRed, "a1-b1 i6-i5 b1-a1 b6-b5",
                   "e9-e10", "", ""});
  suite.push_back({"defend-flag-from-miner",
                   "A known Miner beside the Bomb that guards our Flag is taken before it "
                   "clears the way.",
                   "RFa1 RBa2 RBb1 R6b3 R4h2 R2a3 B3a4 B5h8 BFj10 BBi10", Player::kRed,
                   "h2-h3 a4xa3", "b3-a3", "", ""});
  suite.push_back({"major-meets-miner-not-bait",
                   "A known Miner three moves from our Flag: the Major steps where it meets the "
                   "Miner, rather than take a Captain offered beside it and be too far; our "
                   "Colonel beside a hidden piece is no defence (stop 57).",
                   "RFa1 RBa2 RBb1 R7c3 R8j4 R4h1 R2a4 R4c4 B3a5 B5j6 B6d4 BFe10 BBd10 BBf10 "
                   "BBe9",
                   Player::kBlue, "j6-j5 h1-h2 a5xa4 h2-h1 d4xc4", "c3-b3 c3-c2", "",
                   "the search counts a blind attack anywhere as an answer to the Miner beside our "
                   "Flag; SearchOptions::blind_attacks_see_flag mends it, off at every level as it "
                   "measured worse against the UCC winner (stop 57)"});
  suite.push_back({"general-guards-bombs-from-miner",
                   "A known Miner one step from the Bombs beside our Flag: the General steps "
                   "where it can take the Miner, rather than take a Colonel and let the Miner "
                   "through.",
                   "RFa1 RBa2 RBb1 R9c3 R2d1 R2c4 R4j2 B3d2 B8b4 BFj10 BBi10 BBj9", Player::kBlue,
                   "d2xd1 j2-j3 b4xc4", "c3-c2", "", ""});
  suite.push_back({"lone-miner-before-flag-hunt",
                   "The enemy's last piece, a known Miner, is two steps from the Bomb before our "
                   "Flag: we do not send the Major against the enemy's unmoved pieces, one of "
                   "them the Flag (a blind attack ends the line, where the Miner takes our Flag "
                   "a few plies later); the Sergeant beside our Bombs meets it (h1-h2) in most "
                   "seeds.",
                   "RFf1 RBf2 RBe1 RBg1 RBd1 RBc2 RBb1 R3c1 R4h1 R7a3 R3c4 RSi4 R4b10 R8c9 R7f9 "
                   "R2f5 BFd10 BBc10 BBe10 BBf10 BBh10 BBi10 BBd9 B3f6",
                   Player::kBlue, "f6xf5 a3-a4 f5-f4", "", "f9-*", ""});
  suite.push_back({"lone-miner-hunted",
                   "The enemy's last movable piece, a known Miner, is six steps from our Flag: "
                   "taking it wins the game, so the Captain goes for it, between it and the Flag "
                   "(stop 21: the pull counts the last movable piece as the Flag).",
                   "RFa1 RBa2 RBb1 R6g2 R2e3 RSj2 BFj10 BBi10 BBj9 B3e4", Player::kBlue, "e4xe3",
                   "g2-f2 g2-g1", "", ""});
  suite.push_back({"guard-meets-far-miner",
                   "A known Miner six steps from our Flag behind its Bombs, beyond the search's "
                   "horizon, is met: the Captain that can stop it steps between it and the Flag.",
                   "RFa1 RBa2 RBb1 R6g2 R2e3 RSj2 BFj10 BBi10 BBj9 B3e4 B4h9", Player::kBlue,
                   "e4xe3", "g2-f2 g2-g1", "", ""});
  suite.push_back({"colonel-takes-cornered-captain",
                   "A Colonel takes the cornered Captain beside it instead of waiting beside an "
                   "unmoved piece that may be the Flag.",
                   "R8c8 R4a8 R3a1 RFj1 B6a10 BBb10 B4e7 BFj10 BBi10 BBj9", Player::kRed,
                   "a8-a9 e7-e6 a9xa10 e6-e5 c8-c9 a10-a9 c9-c10 a9-b9 a1-a2 b9-c9", "c10-c9", "",
                   ""});
  suite.push_back({"far-ahead-takes-free-piece",
                   "Far ahead, a Colonel takes the known Sergeant beside it that nothing "
                   "defends: a won game is won by taking pieces, not by walking about.",
                   "RFa1 RBb1 RBa2 R3c1 R3d1 R3e1 R10c3 R9d3 R8f3 R7g3 R7h3 R6i3 R6j3 R5a4 R5b4 "
                   "R8e4 R2e5 B4e6 B5c9 B6h8 BFj10 BBi10 BBj9",
                   Player::kRed, "a4-a5 c9-c8 a5-a4 h8-h7 b4-b5 e6xe5", "e4-e5", "", ""});
  suite.push_back({"scout-takes-likely-flag",
                   "Of two unmoved pieces, one the Flag and one a Bomb, the Scout attacks the "
                   "likelier Flag (the back-row corner) now.",
                   "R2a4 R4e2 RFj1 BFa10 BBf8 B3h8 B4b7", Player::kRed, "e2-e3 h8-h7 e3-e2 b7-b6",
                   "a4-a10", "", ""});
  suite.push_back({"general-spares-walled-corner",
                   "The General beside an unmoved piece that walls the enemy's back-row corner in "
                   "does not attack it: it is likelier a Bomb than the way to the Flag, and our "
                   "Miners are there to try it.",
                   std::string(kWalledCorner) + " B3f7", Player::kRed,
                   "a1-a2 h2-h1 a2-a1 b7-c7 a1-a2 f7-f8 b2-b1 j6-j5 d10-c10 b6-b5", "", "c10-b10",
                   ""});
  suite.push_back({"general-gambles-as-flag-falls",
                   "A known Miner takes the Bomb before our Flag next, then the Flag, and nothing "
                   "can stop it: the General tries the unmoved piece that walls the enemy's likely "
                   "Flag in, the one move that may still win.",
                   std::string(kWalledCorner) + " RBj3 B3i3", Player::kRed,
                   "a1-a2 h2-h1 a2-a1 b7-c7 a1-a2 j6-j5 b2-b1 b6-b5 d10-c10 i3xj3", "c10-b10", "",
                   ""});
  suite.push_back({"general-escapes-known-marshal",
                   "From a lost game: our General stands among the enemy's unmoved pieces with the "
                   "enemy's known Marshal beside it and no empty square to step to. Staying loses "
                   "it; attacking one of the unmoved pieces may not.",
                   "R9g9 R2f4 R3a1 R4b2 RFj1 RBi1 RBj2 B10f10 B4g10 BBh9 B5g8 BBh10 BFj10 BBi10 "
                   "BBj9 B3c9 B6a7",
                   Player::kRed, "f4-f9 f10xf9", "g9-g10 g9-h9 g9-g8", "", ""});
  suite.push_back({"general-flees-to-open-field",
                   "Our known General, in the enemy's half with the enemy's known Marshal two "
                   "squares away, flees along an open file towards home, not into the enemy's "
                   "back corner behind its Bombs after the Captain there, where the Marshal "
                   "would corner it.",
                   "R9b7 R2d8 R2a9 R3a1 R4e2 RFj1 RBi1 RBj2 B2b8 B6a10 B10d9 BBc9 BBc10 B4g9 "
                   "BFj10 BBi10 BBj9 B3h7",
                   Player::kRed, "a9xa10 h7-i7 b7xb8 d9xd8", "b8-b7 b8-a8", "", ""});
  suite.push_back({"marshal-takes-general",
                   "From a lost game: our Marshal, which the enemy has not seen, takes the "
                   "enemy's known General that stepped beside it among the enemy's own pieces, "
                   "rather than step aside to hem it in: the take gains more than a trap.",
                   "R10i5 R5j7 R4b2 RFa1 RBa2 RBb1 BFa10 BBa9 BBb10 BSc9 B2a7 B2g7 B2h8 B9j8 BBf8 "
                   "B3g8 B2f9 B3g9 BBh9 BBi9 B3f10 B4g10 B3h10 BBi10 B4j10",
                   Player::kRed, "i5-i6 j8xj7 b2-c2 a7-a6 c2-d2 j7-i7", "i6-i7", "",
                   "the General trapped (TrapLoss: half its worth, 140 points) counts more than "
                   "taking it (280, less the 240 that showing our Marshal costs while the "
                   "enemy's Spy lives), so our Marshal steps aside to hem it in; the trap counted "
                   "as half the take's gain scored 45.8% against the alpha-beta program where "
                   "50.6% (stop 72)"});
  return suite;
}

bool Matches(std::string_view pattern, Move move) {
  const std::string text = FormatMove(move);
  if (pattern.size() > 2 && pattern.substr(pattern.size() - 2) == "-*") {
    return text.substr(0, text.find('-')) == pattern.substr(0, pattern.size() - 2);
  }
  return text == pattern;
}

bool MatchesAny(std::string_view patterns, Move move) {
  for (std::string_view pattern : SplitWords(patterns)) {
    if (Matches(pattern, move)) return true;
  }
  return false;
}

}  // namespace

const std::vector<Tactic>& TacticsSuite() {
  static const std::vector<Tactic> suite = MakeSuite();
  return suite;
}

Expected<GameState> TacticPosition(const Tactic& tactic) {
  auto state = PositionFromText(tactic.pieces, tactic.to_move);
  if (!state) return Error{tactic.name + ": " + state.error()};
  if (Status played = PlayMoves(*state, tactic.moves); !played) {
    return Error{tactic.name + ": " + played.error()};
  }
  return state;
}

bool Passes(const Tactic& tactic, Move move) {
  if (!tactic.good.empty() && !MatchesAny(tactic.good, move)) return false;
  return !MatchesAny(tactic.bad, move);
}

Expected<Move> ComputerChoice(const Tactic& tactic, Level level, std::uint64_t seed, int samples) {
  const auto state = TacticPosition(tactic);
  if (!state) return Error{state.error()};
  ComputerOptions options;
  options.level = level;
  options.seed = seed;
  options.samples = samples;
  return MakeComputerPlayer(options)->ChooseMove(BuildView(*state, state->to_move()));
}

}  // namespace stratego
