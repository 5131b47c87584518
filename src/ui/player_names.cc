#include "ui/player_names.h"

#include <algorithm>
#include <cassert>

#include "core/text.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

std::string Lower(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return lower;
}

}  // namespace

std::optional<std::string> PersonNameProblem(std::string_view name, std::string_view other,
                                             const SameOwner& same_owner) {
  const std::string lower = Lower(Trim(name));
  if (lower == "human" || lower == "random" || lower == "ai" || lower.rfind("ai:", 0) == 0 ||
      lower.rfind("ucc:", 0) == 0) {
    return "'" + std::string(Trim(name)) +
           "' is what records call a kind of player; choose another name";
  }
  if (DecodeUtf8(name).size() > kMaxPersonNameLength)
    return "a name has at most " + std::to_string(kMaxPersonNameLength) + " characters";
  if (lower.empty()) return std::nullopt;
  const bool has_letter = std::any_of(lower.begin(), lower.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           static_cast<unsigned char>(c) >= 0x80;
  });
  if (!has_letter) return "a name needs a letter or a digit";
  const bool same = same_owner ? same_owner(Trim(name), Trim(other)) : lower == Lower(Trim(other));
  if (same) return "the two players need different names: they would share their setups";
  return std::nullopt;
}

PlayerNamesActivity::PlayerNamesActivity(std::string title, std::array<bool, kNumPlayers> asked,
                                         Start start, SameOwner same_owner)
    : title_(std::move(title)),
      asked_(asked),
      start_(std::move(start)),
      same_owner_(std::move(same_owner)) {
  while (side_ < asked_.size() && !asked_[side_])
    ++side_;
  assert(side_ < asked_.size());  // someone is asked
}

void PlayerNamesActivity::Render(Canvas& canvas, const Theme& theme) const {
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  PrintCentered(canvas, 0, 2, canvas.width(), title_, theme.Of(Role::kHeading));
  const int x = std::max(2, canvas.width() / 2 - 20);
  int y = 4;
  for (std::size_t side = 0; side < asked_.size(); ++side) {
    if (!asked_[side]) continue;
    const Player player = side == 0 ? Player::kRed : Player::kBlue;
    const bool typing = side == side_;
    const std::string name = names_[side] + (typing ? "_" : "");
    canvas.Print(x, y, std::string(PlayerName(player)) + "'s name: " + name,
                 typing ? theme.Of(Role::kMenuSelected) : theme.PlayerText(player));
    y += 2;
  }
  if (!problem_.empty())
    y += PrintWrapped(canvas, {x, y, canvas.width() - x, 2}, problem_, theme.Of(Role::kError));
  if (asked_[0] && asked_[1]) {  // two people at one keyboard
    PrintWrapped(canvas, {x, y + 1, canvas.width() - x, 3},
                 "With names, each player's setups are kept apart. Without, both save in one "
                 "folder, and the setups of earlier games are offered only among other players'.",
                 theme.Of(Role::kDim));
  }
  const std::string help =
      "Optional: with names, each player's saved setups are kept apart and the saved games show "
      "who played. Enter: next (empty: no name) · Esc: back";
  const std::vector<std::string> lines = WrapText(help, canvas.width());
  const int first = canvas.height() - static_cast<int>(std::min<std::size_t>(2, lines.size()));
  for (int i = 0; first + i < canvas.height(); ++i)
    canvas.Print(0, first + i, lines[static_cast<std::size_t>(i)], theme.Of(Role::kDim));
}

// The name typed is checked, then the next side's is asked, or the game begins.
Transition PlayerNamesActivity::Next() {
  std::string& name = names_[side_];
  name = std::string(Trim(name));
  const std::string& other = names_[1 - side_];
  if (auto problem = PersonNameProblem(name, other, same_owner_)) {
    problem_ = *problem;
    return Transition::Stay();
  }
  problem_.clear();
  do {
    ++side_;
  } while (side_ < asked_.size() && !asked_[side_]);
  if (side_ < asked_.size()) return Transition::Stay();
  return start_(names_);
}

Transition PlayerNamesActivity::Handle(const InputEvent& event, const ScreenSize&) {
  std::string& name = names_[side_];
  if (event.key == Key::kEscape) return Transition::Pop();
  if (event.key == Key::kEnter) return Next();
  if (event.key == Key::kBackspace) {
    EraseLastCharacter(name);
  } else if (event.key == Key::kCharacter && IsSingleCellPrintable(event.ch) &&
             DecodeUtf8(name).size() < kMaxPersonNameLength) {
    name += EncodeUtf8(event.ch);
  }
  return Transition::Stay();
}

}  // namespace stratego
