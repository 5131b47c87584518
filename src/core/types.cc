#include "core/types.h"

#include <array>
#include <cctype>
#include <ostream>

#include "core/text.h"

namespace stratego {

std::string_view PlayerName(Player player) {
  return player == Player::kRed ? "Red" : "Blue";
}

std::string_view NumberingName(Numbering numbering) {
  return numbering == Numbering::kModern ? "modern" : "classic";
}

std::optional<Numbering> ParseNumbering(std::string_view text) {
  if (EqualsIgnoreCase(text, "modern")) return Numbering::kModern;
  if (EqualsIgnoreCase(text, "classic")) return Numbering::kClassic;
  return std::nullopt;
}

namespace {

constexpr std::array<std::string_view, kNumRanks + 1> kRankNames = {
    "Flag",  "Spy",     "Scout",   "Miner",   "Sergeant", "Lieutenant",   "Captain",
    "Major", "Colonel", "General", "Marshal", "Bomb",     "unknown piece"};

constexpr std::array<std::string_view, kNumRanks + 1> kModernTokens = {
    "F", "S", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "?"};

constexpr std::array<std::string_view, kNumRanks + 1> kClassicTokens = {
    "F", "S", "9", "8", "7", "6", "5", "4", "3", "2", "1", "B", "?"};

}  // namespace

std::string_view RankName(Rank rank) {
  return kRankNames[static_cast<std::size_t>(rank)];
}

std::string RankWithNumber(Rank rank, Numbering numbering) {
  if (rank == Rank::kUnknown) return "piece";
  std::string text(RankName(rank));
  if (IsMovable(rank) && rank != Rank::kSpy) {
    text += " (" + std::string(RankToken(rank, numbering)) + ")";
  }
  return text;
}

std::string RankPlural(Rank rank) {
  if (rank == Rank::kSpy) return "Spies";
  if (rank == Rank::kUnknown) return "unknown pieces";
  return std::string(RankName(rank)) + "s";
}

std::string RankCount(int count, Rank rank) {
  return std::to_string(count) + " " +
         (count == 1 ? std::string(RankName(rank)) : RankPlural(rank));
}

std::string_view RankToken(Rank rank, Numbering numbering) {
  const auto& tokens = numbering == Numbering::kModern ? kModernTokens : kClassicTokens;
  return tokens[static_cast<std::size_t>(rank)];
}

std::optional<Rank> ParseRankToken(std::string_view token, Numbering numbering) {
  for (int i = 0; i < kNumRanks; ++i) {
    if (EqualsIgnoreCase(token, RankToken(RankAt(i), numbering))) return RankAt(i);
  }
  return std::nullopt;
}

namespace {

constexpr std::string_view kGravonLetters = "BCDEFGHIJKLM";  // Bomb, Spy, Scout … Marshal, Flag
constexpr std::array<Rank, 12> kGravonRanks = {Rank::kBomb,    Rank::kSpy,      Rank::kScout,
                                               Rank::kMiner,   Rank::kSergeant, Rank::kLieutenant,
                                               Rank::kCaptain, Rank::kMajor,    Rank::kColonel,
                                               Rank::kGeneral, Rank::kMarshal,  Rank::kFlag};

}  // namespace

char GravonLetter(Rank rank) {
  for (std::size_t i = 0; i < kGravonRanks.size(); ++i) {
    if (kGravonRanks[i] == rank) return kGravonLetters[i];
  }
  return '?';
}

std::optional<Rank> RankFromGravonLetter(char letter) {
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
  const std::size_t index = kGravonLetters.find(upper);
  if (index == std::string_view::npos) return std::nullopt;
  return kGravonRanks[index];
}

std::ostream& operator<<(std::ostream& out, Player player) {
  return out << PlayerName(player);
}
std::ostream& operator<<(std::ostream& out, Rank rank) {
  return out << RankName(rank);
}

}  // namespace stratego
