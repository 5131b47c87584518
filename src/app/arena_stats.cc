#include "app/arena_stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "io/record_file.h"

namespace stratego {

namespace {

constexpr std::size_t kForfeitNotes = 5;  // forfeits whose reasons the summary lists

std::string Fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

std::string Padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string Plural(long long count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

// "812 ms", "35.2 ms", "3.51 ms", "0.000512 ms": about three significant digits.
std::string Milliseconds(double ms) {
  if (ms <= 0) return "0 ms";
  const int magnitude = static_cast<int>(std::floor(std::log10(ms)));
  return Fixed(ms, std::clamp(2 - magnitude, 0, 6)) + " ms";
}

double ToMilliseconds(MatchClock::duration time) {
  return std::chrono::duration<double, std::milli>(time).count();
}

// The agents as the summary names them: their names, told apart when they are the same.
std::array<std::string, 2> Labels(const ArenaHeading& heading) {
  if (heading.names[0] != heading.names[1]) return heading.names;
  return {heading.names[0] + " #1", heading.names[1] + " #2"};
}

std::string HeadingLines(const ArenaHeading& heading) {
  const std::string games = Plural(heading.games, "game");
  std::string line = heading.swap
                         ? heading.names[0] + " vs " + heading.names[1] + ", " + games +
                               " (colours swapped every game)"
                         : heading.names[0] + " (Red) vs " + heading.names[1] + " (Blue), " + games;
  return line + ", seed " + std::to_string(heading.seed) + "\n  rules: " + Describe(heading.rules) +
         "\n";
}

std::string AgentLine(const std::string& label, std::size_t label_width, const AgentTally& agent,
                      int games) {
  const std::size_t count_width = std::to_string(games).size();
  auto count = [&](std::string_view word, int value) {
    return std::string(word) + " " + Padded(std::to_string(value), count_width) + "  ";
  };
  std::string line = "  " + Padded(label, label_width) + "  " + count("wins", agent.wins) +
                     count("draws", agent.draws) + count("losses", agent.losses);
  if (agent.games() == 0) return line + "\n";
  const Interval interval = WilsonInterval(agent.points(), agent.games());
  return line + "score " + Fixed(100 * agent.points() / agent.games(), 1) + "% (95% CI " +
         Fixed(100 * interval.low, 1) + "-" + Fixed(100 * interval.high, 1) + "%)\n";
}

std::string TimeOf(const std::string& label, const MoveTimes& times) {
  if (times.moves == 0) return label + " made no moves";
  return label + " average " + Milliseconds(ToMilliseconds(times.total) / times.moves) +
         ", worst " + Milliseconds(ToMilliseconds(times.worst));
}

std::string SearchOf(const std::string& label, const SearchStats& search) {
  if (search.moves == 0) return label + " does not search";
  const double ms = static_cast<double>(search.microseconds) / 1000;
  return label + " " + std::to_string(search.positions) + " positions in " +
         (ms < 10000 ? Milliseconds(ms) : Fixed(ms / 1000, 0) + " s") + ", " +
         std::to_string(std::llround(search.PositionsPerSecond())) + " positions/s";
}

std::string EndingsLine(const ArenaTally& tally) {
  std::string line = "  endings: ";
  for (const auto& [reason, count] : tally.endings)
    line += std::string(EndReasonId(reason)) + " " + std::to_string(count) + ", ";
  line += "forfeits " + std::to_string(tally.forfeits) + "\n";
  for (const std::string& note : tally.forfeit_notes)
    line += "  forfeit in " + note + "\n";
  if (tally.unlisted_forfeits > 0)
    line += "  ... and " + std::to_string(tally.unlisted_forfeits) + " more\n";
  return line;
}

}  // namespace

Interval WilsonInterval(double score, int trials, double z) {
  const double n = trials;
  const double p = score / n;
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denominator;
  const double half_width = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {std::clamp(centre - half_width, 0.0, 1.0), std::clamp(centre + half_width, 0.0, 1.0)};
}

void ArenaTally::Add(const MatchResult& match, Player first_side, int number) {
  const std::array<Player, 2> sides = {first_side, Opponent(first_side)};
  for (std::size_t i = 0; i < sides.size(); ++i) {
    AgentTally& agent = agents[i];
    if (match.result.draw())
      ++agent.draws;
    else if (match.result.winner == sides[i])
      ++agent.wins;
    else
      ++agent.losses;
    agent.times.Add(match.times[static_cast<std::size_t>(Index(sides[i]))]);
    agent.rescues += match.rescues[static_cast<std::size_t>(Index(sides[i]))];
  }
  if (match.result.winner)
    ++colour_wins[static_cast<std::size_t>(Index(*match.result.winner))];
  else
    ++draws;
  shortest = games == 0 ? match.moves : std::min(shortest, match.moves);
  longest = std::max(longest, match.moves);
  moves += match.moves;
  ++games;
  if (match.forfeits.empty()) {
    ++endings[match.result.reason];
    return;
  }
  ++forfeits;
  for (const Forfeit& forfeit : match.forfeits) {
    if (forfeit_notes.size() == kForfeitNotes) {
      ++unlisted_forfeits;
      continue;
    }
    forfeit_notes.push_back("game " + std::to_string(number) + ", " +
                            std::string(PlayerName(forfeit.side)) + ": " + forfeit.reason);
  }
}

std::string FormatSummary(const ArenaHeading& heading, const ArenaTally& tally) {
  const std::array<std::string, 2> labels = Labels(heading);
  const std::size_t label_width = std::max(labels[0].size(), labels[1].size());
  std::string text = HeadingLines(heading);
  for (std::size_t i = 0; i < labels.size(); ++i)
    text += AgentLine(labels[i], label_width, tally.agents[i], tally.games);
  text += "  by colour: Red won " + std::to_string(tally.colour_wins[0]) + ", Blue won " +
          std::to_string(tally.colour_wins[1]) + ", draws " + std::to_string(tally.draws) + "\n";
  if (tally.games > 0) {
    text += "  game length: average " +
            Plural(std::llround(static_cast<double>(tally.moves) / tally.games), "move") +
            " (shortest " + std::to_string(tally.shortest) + ", longest " +
            std::to_string(tally.longest) + ")\n";
  }
  text += "  time per move: " + TimeOf(labels[0], tally.agents[0].times) + "; " +
          TimeOf(labels[1], tally.agents[1].times) + "\n";
  if (tally.agents[0].search.positions > 0 || tally.agents[1].search.positions > 0) {
    text += "  search: " + SearchOf(labels[0], tally.agents[0].search) + "; " +
            SearchOf(labels[1], tally.agents[1].search) + "\n";
  }
  if (heading.rules.rescue) {
    text += "  rescues: " + labels[0] + " " + std::to_string(tally.agents[0].rescues) + ", " +
            labels[1] + " " + std::to_string(tally.agents[1].rescues) + "\n";
  }
  return text + EndingsLine(tally);
}

}  // namespace stratego
