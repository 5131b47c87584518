// Who plays: the names of the people at this terminal, asked before a game from the menu. A name
// is optional (Enter alone skips it). Records keep the names (docs/game-records.md), the saved
// games list shows them, and each named person's setup editor offers that person's own setups
// (setup_store.h), so that in a hot-seat game neither sees the other's favourite setups.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/types.h"
#include "ui/activity.h"

namespace stratego {

// Names are at most this many characters long.
inline constexpr std::size_t kMaxPersonNameLength = 40;

// Why `name` cannot be a person's name, or nothing when it can. Records call a computer player,
// or a person without a name, by what it is ("human", "random", "ai", "ai:hard", "ucc:…"), and
// resuming a game gives a side so called to the computer: a person may not take such a name.
// A name needs a letter or a digit (any character beyond ASCII counts as one). `other`, the
// other person's name, must not be the same owner of setups as `name`: by `same_owner`, the setup
// store's own rule, when given (the app's: whether the two names have one folder), else when the
// two are equal but for the case of ASCII letters. Else the two would share their setups.
using SameOwner = std::function<bool(std::string_view, std::string_view)>;
std::optional<std::string> PersonNameProblem(std::string_view name, std::string_view other = "",
                                             const SameOwner& same_owner = nullptr);

class PlayerNamesActivity : public Activity {
 public:
  using Start = std::function<Transition(std::array<std::string, kNumPlayers> names)>;
  // Asks the names of the sides in `asked` (Red's first); then `start` with them ("" for a side
  // not asked or skipped) gives what follows, in this screen's place. Esc goes back. The two names
  // must not have the same owner of setups (PersonNameProblem).
  PlayerNamesActivity(std::string title, std::array<bool, kNumPlayers> asked, Start start,
                      SameOwner same_owner = nullptr);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  const std::string& problem() const { return problem_; }

 private:
  Transition Next();

  std::string title_;
  std::array<bool, kNumPlayers> asked_;
  Start start_;
  SameOwner same_owner_;
  std::array<std::string, kNumPlayers> names_;
  std::size_t side_ = 0;  // the side whose name is being typed
  std::string problem_;   // why the name typed was refused
};

}  // namespace stratego
