// The arena's figures: the Wilson interval, the tally, the summary text and the progress line.
#include "app/arena_stats.h"

#include <catch2/catch.hpp>

#include "app/progress_bar.h"

namespace stratego {
namespace {

using std::chrono::milliseconds;

TEST_CASE("Arena stats: the Wilson interval has its known values", "[app][arena]") {
  struct Known {
    double score;
    int trials;
    double low;
    double high;
  };
  // Computed with the textbook formula, z = 1.96.
  const Known known[] = {
      {50, 100, 0.403830, 0.596170}, {10, 10, 0.722460, 1.0},      {0, 10, 0.0, 0.277540},
      {7, 20, 0.181190, 0.567149},   {0.5, 1, 0.054619, 0.945381}, {99.5, 100, 0.953897, 0.999478},
  };
  for (const Known& k : known) {
    INFO(k.score << " of " << k.trials);
    const Interval interval = WilsonInterval(k.score, k.trials);
    CHECK(interval.low == Approx(k.low).margin(1e-6));
    CHECK(interval.high == Approx(k.high).margin(1e-6));
  }
}

TEST_CASE("Arena stats: the interval is symmetric and within 0 and 1", "[app][arena]") {
  for (int trials : {1, 2, 7, 100, 1000}) {
    for (int half_points = 0; half_points <= 2 * trials; ++half_points) {
      const double score = half_points / 2.0;
      const Interval interval = WilsonInterval(score, trials);
      const Interval mirror = WilsonInterval(trials - score, trials);
      CHECK(interval.low >= 0);
      CHECK(interval.high <= 1);
      CHECK(interval.low <= score / trials + 1e-12);
      CHECK(interval.high >= score / trials - 1e-12);
      CHECK(interval.low == Approx(1 - mirror.high).margin(1e-12));
    }
  }
  const Interval wide = WilsonInterval(5, 10);
  const Interval narrow = WilsonInterval(500, 1000);
  CHECK(narrow.high - narrow.low < wide.high - wide.low);
}

MatchResult Game(GameResult result, int moves, std::array<int, 2> ms_per_move = {1, 2}) {
  MatchResult match;
  match.result = result;
  match.moves = moves;
  for (std::size_t side = 0; side < 2; ++side) {
    for (int move = 0; move < moves / 2; ++move)
      match.times[side].Add(milliseconds(ms_per_move[side]));
  }
  return match;
}

ArenaTally ThreeGames() {
  ArenaTally tally;
  // The --red agent plays Red, then Blue, then Red.
  tally.Add(Game({EndReason::kFlagCaptured, Player::kRed}, 100), Player::kRed, 1);
  tally.Add(Game({EndReason::kNoMovablePieces, Player::kRed}, 300), Player::kBlue, 2);
  MatchResult forfeit = Game({EndReason::kResignation, Player::kBlue}, 0);
  forfeit.forfeits.push_back({Player::kRed, true, "ucc:./bot could not start: not found"});
  tally.Add(forfeit, Player::kRed, 3);
  return tally;
}

TEST_CASE("Arena stats: games count for the agents whatever colour they played", "[app][arena]") {
  const ArenaTally tally = ThreeGames();
  CHECK(tally.games == 3);
  CHECK(tally.agents[0].wins == 1);
  CHECK(tally.agents[0].losses == 2);
  CHECK(tally.agents[1].wins == 2);
  CHECK(tally.agents[1].points() == 2);
  CHECK(tally.colour_wins == std::array<int, 2>{2, 1});
  CHECK(tally.draws == 0);
  CHECK(tally.shortest == 0);
  CHECK(tally.longest == 300);
  CHECK(tally.moves == 400);
  // 50 Red moves at 1 ms in game 1, 150 Blue moves at 2 ms in game 2.
  CHECK(tally.agents[0].times.moves == 200);
  CHECK(tally.agents[0].times.total == milliseconds(350));
  CHECK(tally.agents[0].times.worst == milliseconds(2));
  CHECK(tally.endings ==
        std::map<EndReason, int>{{EndReason::kFlagCaptured, 1}, {EndReason::kNoMovablePieces, 1}});
  CHECK(tally.forfeits == 1);
}

TEST_CASE("Arena stats: the summary says who won, how and how fast", "[app][arena]") {
  ArenaHeading heading{{"ai:hard", "random"}, 3, true, 7, RuleSet{}};
  heading.rules.max_moves = 2000;
  CHECK(FormatSummary(heading, ThreeGames()) ==
        "ai:hard vs random, 3 games (colours swapped every game), seed 7\n"
        "  rules: classic army, two-squares rule N = 3, draw after 2000 moves\n"
        "  ai:hard  wins 1  draws 0  losses 2  score 33.3% (95% CI 6.1-79.2%)\n"
        "  random   wins 2  draws 0  losses 1  score 66.7% (95% CI 20.8-93.9%)\n"
        "  by colour: Red won 2, Blue won 1, draws 0\n"
        "  game length: average 133 moves (shortest 0, longest 300)\n"
        "  time per move: ai:hard average 1.75 ms, worst 2.00 ms; "
        "random average 1.25 ms, worst 2.00 ms\n"
        "  endings: flag captured 1, no movable pieces 1, forfeits 1\n"
        "  forfeit in game 3, Red: ucc:./bot could not start: not found\n");
}

TEST_CASE("Arena stats: times per move keep about three significant digits", "[app][arena]") {
  ArenaTally tally;
  MatchResult match = Game({EndReason::kMoveLimit, std::nullopt}, 0);
  match.times[0].Add(std::chrono::microseconds(812345));
  match.times[1].Add(std::chrono::nanoseconds(512));
  tally.Add(match, Player::kRed, 1);
  const std::string summary = FormatSummary({{"a", "b"}, 1, false, 1, RuleSet{}}, tally);
  CHECK(summary.find("time per move: a average 812 ms, worst 812 ms; "
                     "b average 0.000512 ms, worst 0.000512 ms\n") != std::string::npos);
}

TEST_CASE("Arena stats: the positions each computer player searched, and how many a second",
          "[app][arena]") {
  ArenaTally tally;
  tally.Add(Game({EndReason::kMoveLimit, std::nullopt}, 2000), Player::kRed, 1);
  ArenaHeading heading{{"random", "ai:hard"}, 1, false, 1, RuleSet{}};
  CHECK(FormatSummary(heading, tally).find("search:") == std::string::npos);
  tally.agents[1].search.Add({10, 40, 1500000, 2000});
  CHECK(FormatSummary(heading, tally)
            .find("\n  search: random does not search; "
                  "ai:hard 1500000 positions in 2.00 ms, 750000000 positions/s\n  endings: ") !=
        std::string::npos);
  tally.agents[1].search.Add({10, 40, 1500000, 19998000});
  CHECK(
      FormatSummary(heading, tally).find("ai:hard 3000000 positions in 20 s, 150000 positions/s") !=
      std::string::npos);
}

TEST_CASE("Arena stats: agents of the same name are told apart", "[app][arena]") {
  ArenaTally tally;
  tally.Add(Game({EndReason::kMoveLimit, std::nullopt}, 2000), Player::kRed, 1);
  const std::string summary = FormatSummary({{"random", "random"}, 1, false, 1, RuleSet{}}, tally);
  CHECK(summary.find("random (Red) vs random (Blue), 1 game, seed 1\n") == 0);
  CHECK(summary.find("\n  random #1  wins 0  draws 1  losses 0  score 50.0% (95% CI") !=
        std::string::npos);
  CHECK(summary.find("\n  random #2  wins 0  draws 1") != std::string::npos);
  CHECK(summary.find("endings: move limit 1, forfeits 0\n") != std::string::npos);
}

TEST_CASE("Progress: durations and the progress line", "[app][arena]") {
  CHECK(FormatDuration(0) == "0:00");
  CHECK(FormatDuration(7.9) == "0:07");
  CHECK(FormatDuration(754) == "12:34");
  CHECK(FormatDuration(3723) == "1:02:03");
  CHECK(FormatProgress(0, 100, 2) == "[....................]  0/100 games, 0:02 elapsed");
  CHECK(FormatProgress(25, 100, 60) ==
        "[#####...............]  25/100 games, 1:00 elapsed, about 3:00 left");
  CHECK(FormatProgress(3, 3, 9) == "[####################]  3/3 games, 0:09 elapsed");
}

TEST_CASE("Arena stats: rescues are counted for the agents that made them, under the rescue option",
          "[app][arena]") {
  ArenaTally tally;
  MatchResult first = Game({EndReason::kFlagCaptured, Player::kRed}, 100);
  first.rescues = {2, 1};  // by colour: the --red agent played Red
  tally.Add(first, Player::kRed, 1);
  MatchResult second = Game({EndReason::kFlagCaptured, Player::kBlue}, 100);
  second.rescues = {0, 1};  // the --red agent played Blue
  tally.Add(second, Player::kBlue, 2);
  CHECK(tally.agents[0].rescues == 3);
  CHECK(tally.agents[1].rescues == 1);
  ArenaHeading heading{{"ai:easy", "random"}, 2, true, 1, RuleSet{}};
  CHECK(FormatSummary(heading, tally).find("rescues") == std::string::npos);
  heading.rules.rescue = true;
  const std::string summary = FormatSummary(heading, tally);
  CHECK(summary.find(", rescue\n") != std::string::npos);  // in the rules line
  CHECK(summary.find("\n  rescues: ai:easy 3, random 1\n  endings: ") != std::string::npos);
}

}  // namespace
}  // namespace stratego
