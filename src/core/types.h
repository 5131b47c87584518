// Basic value types of the rules core: players, piece ranks and rank numberings.
// RULES.md §2 defines the ranks; the numeric value of a rank from Spy to Marshal is both its
// modern number and its strength in combat (§5), so comparisons of those ranks are comparisons
// of strength.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace stratego {

enum class Player : std::uint8_t { kRed = 0, kBlue = 1 };
inline constexpr int kNumPlayers = 2;

constexpr Player Opponent(Player player) {
  return player == Player::kRed ? Player::kBlue : Player::kRed;
}
constexpr int Index(Player player) {
  return static_cast<int>(player);
}
std::string_view PlayerName(Player player);  // "Red" or "Blue"

enum class Rank : std::uint8_t {
  kFlag = 0,
  kSpy = 1,
  kScout = 2,
  kMiner = 3,
  kSergeant = 4,
  kLieutenant = 5,
  kCaptain = 6,
  kMajor = 7,
  kColonel = 8,
  kGeneral = 9,
  kMarshal = 10,
  kBomb = 11,
  kUnknown = 12,  // a rank the holder of a player's view does not know (RULES.md §8)
};
inline constexpr int kNumRanks = 12;  // the real ranks, kFlag … kBomb

constexpr int Index(Rank rank) {
  return static_cast<int>(rank);
}
constexpr Rank RankAt(int index) {
  return static_cast<Rank>(index);
}
constexpr bool IsReal(Rank rank) {
  return rank != Rank::kUnknown;
}
// Bombs and the Flag never move (RULES.md §2); an unknown rank is not known to move.
constexpr bool IsMovable(Rank rank) {
  return rank != Rank::kFlag && rank != Rank::kBomb && rank != Rank::kUnknown;
}

// The order in which ranks are listed to people: strongest first, then Bomb and Flag.
inline constexpr Rank kRanksStrongestFirst[kNumRanks] = {
    Rank::kMarshal, Rank::kGeneral,    Rank::kColonel,  Rank::kMajor,
    Rank::kCaptain, Rank::kLieutenant, Rank::kSergeant, Rank::kMiner,
    Rank::kScout,   Rank::kSpy,        Rank::kBomb,     Rank::kFlag};

// How ranks are written: modern (10 = Marshal, the default) or classic (1 = Marshal).
enum class Numbering : std::uint8_t { kModern, kClassic };
std::string_view NumberingName(Numbering numbering);  // "modern" or "classic"
std::optional<Numbering> ParseNumbering(std::string_view text);

std::string_view RankName(Rank rank);  // "Marshal", "Scout", "unknown piece"
// The name with the number for ranks that have one: "Captain (6)", "Spy", "Bomb"; "piece" for an
// unknown rank.
std::string RankWithNumber(Rank rank, Numbering numbering);
std::string RankPlural(Rank rank);            // "Marshals", "Spies"
std::string RankCount(int count, Rank rank);  // "1 Spy", "9 Scouts"
// The token of a rank in setup files and on the board: "10" / "1" for the Marshal, "S", "B", "F".
std::string_view RankToken(Rank rank, Numbering numbering);
// Parses a rank token of the given numbering, case-insensitively; nullopt if it is not one.
std::optional<Rank> ParseRankToken(std::string_view token, Numbering numbering);

// The Gravon letter of a rank in Red's letters (FORMATS.md §2: B Bomb, C Spy, D Scout … L Marshal,
// M Flag), and back, case-insensitively; 'A' (an empty square) and other letters give nullopt.
char GravonLetter(Rank rank);
std::optional<Rank> RankFromGravonLetter(char letter);

// Text forms, so that test failures print readably.
std::ostream& operator<<(std::ostream& out, Player player);
std::ostream& operator<<(std::ostream& out, Rank rank);

}  // namespace stratego
