// Gravon's field and square names; see gravon_field.h and gravon_xml.h.
#include "io/gravon_field.h"

#include "io/gravon_xml.h"
#include "io/setup_file.h"

namespace stratego {

namespace gravon {

namespace {

constexpr std::string_view kColumnLetters = "ABCDEFGHIK";  // Gravon skips J
constexpr std::string_view kRowLetters = "123456789:";
constexpr char kEmptyLetter = 'A';
constexpr char kLakeLetter = '_';
constexpr char kBlueShift = 'N' - 'B';  // Blue's letters follow Red's in the same order

// The piece a field letter stands for; nullopt for 'A', '_' and letters that are none.
struct FieldPiece {
  Player owner;
  Rank rank;
};
std::optional<FieldPiece> PieceOfLetter(char letter) {
  if (letter >= 'B' && letter <= 'M')
    return FieldPiece{Player::kRed, *RankFromGravonLetter(letter)};
  if (letter >= 'N' && letter <= 'Y')
    return FieldPiece{Player::kBlue, *RankFromGravonLetter(static_cast<char>(letter - kBlueShift))};
  return std::nullopt;
}

}  // namespace

std::string Quoted(std::string_view value) {
  constexpr std::size_t kShownBytes = 24;
  std::string shown = "'";
  for (std::size_t i = 0; i < value.size() && i < kShownBytes; ++i) {
    const auto c = static_cast<unsigned char>(value[i]);
    shown += c >= 0x20 && c < 0x7F ? static_cast<char>(c) : '?';
  }
  return shown + (value.size() > kShownBytes ? "…'" : "'");
}

std::optional<std::string> FieldCellProblem(std::size_t index, char letter) {
  const Square square = Square::FromIndex(static_cast<int>(index));
  const std::string where = SquareName(square);
  if (IsLake(square)) {
    if (letter == kLakeLetter) return std::nullopt;
    return where + " is in a lake: the field must have '_' there, not " + Quoted({&letter, 1});
  }
  if (letter == kLakeLetter) return "'_' marks a lake, but " + where + " is not in a lake";
  if (letter == kEmptyLetter) return std::nullopt;
  const std::optional<FieldPiece> piece = PieceOfLetter(letter);
  if (!piece) {
    return Quoted({&letter, 1}) + " on " + where +
           " is not a field letter; expected A (empty), _ (lake), B to M (Red) or N to Y (Blue)";
  }
  const bool red = piece->owner == Player::kRed;
  if (red ? square.row() < kSetupRows : square.row() >= kBoardSize - kSetupRows)
    return std::nullopt;
  const std::string who(PlayerName(piece->owner));
  return Quoted({&letter, 1}) + " is a " + who + " " + std::string(RankName(piece->rank)) + " on " +
         where + ", outside " + who + "'s setup rows (ranks " + (red ? "1 to 4)" : "7 to 10)");
}

std::array<Setup, kNumPlayers> SetupsOfField(std::string_view field, ArmyKind army) {
  std::array<Setup, kNumPlayers> setups;
  for (Player owner : {Player::kRed, Player::kBlue}) {
    Setup& setup = setups[static_cast<std::size_t>(Index(owner))];
    setup.army = army;
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        const auto index = static_cast<std::size_t>(SetupSquare(owner, row, column).index());
        if (auto piece = PieceOfLetter(field[index])) setup.Set(row, column, piece->rank);
      }
    }
  }
  return setups;
}

std::string FieldOf(const std::array<Setup, kNumPlayers>& setups) {
  std::string field(kFieldSize, kEmptyLetter);
  for (std::size_t i = 0; i < kFieldSize; ++i) {
    if (IsLake(Square::FromIndex(static_cast<int>(i)))) field[i] = kLakeLetter;
  }
  for (Player owner : {Player::kRed, Player::kBlue}) {
    const Setup& setup = setups[static_cast<std::size_t>(Index(owner))];
    const char shift = owner == Player::kRed ? 0 : kBlueShift;
    for (int row = 0; row < kSetupRows; ++row) {
      for (int column = 0; column < kSetupColumns; ++column) {
        const auto index = static_cast<std::size_t>(SetupSquare(owner, row, column).index());
        if (auto rank = setup.At(row, column))
          field[index] = static_cast<char>(GravonLetter(*rank) + shift);
      }
    }
  }
  return field;
}

}  // namespace gravon

std::string GravonSquareName(Square square) {
  if (!square.valid()) return "-";
  return {gravon::kColumnLetters[static_cast<std::size_t>(square.file())],
          gravon::kRowLetters[static_cast<std::size_t>(square.row())]};
}

std::optional<Square> ParseGravonSquare(std::string_view name) {
  if (name.size() != 2) return std::nullopt;
  const std::size_t file = gravon::kColumnLetters.find(name[0]);
  const std::size_t row = gravon::kRowLetters.find(name[1]);
  if (file == std::string_view::npos || row == std::string_view::npos) return std::nullopt;
  return Square::At(static_cast<int>(file), static_cast<int>(row));
}

}  // namespace stratego
