// The rules screen: every rule option of a game on one menu (RULES.md §2 the army, §4.3 the
// two-squares rule, §4.4 the more-squares rule, §6 the move limits, §7 the tournament options),
// chosen before a new game. A game takes its rules when it starts and keeps them in its record, so
// changing them here never changes a game under way.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/rules.h"
#include "ui/activity.h"
#include "ui/menu.h"

namespace stratego {

// The choices the screen steps through for the move limits (0: off); a value given otherwise
// (on the command line) is shown as it is and stepped from.
inline constexpr int kMaxMovesChoices[] = {0, 100, 200, 300, 500, 1000, 2000};
inline constexpr int kMaxQuietMovesChoices[] = {0, 25, 50, 100, 200};

// The next value after `value` in `choices` (direction +1) or before it (-1), round the ends.
int StepChoice(const std::vector<int>& choices, int value, int direction);

// One menu item for each of the eight options, changing `*rules` in place: army, two-squares
// rule, more-squares rule, the two move limits, attacker's advantage, silent defense, rescue.
std::vector<MenuItem> RuleItems(std::shared_ptr<RuleSet> rules);

// The rules screen: `start` first if given ("Start the game", for a new-game menu: Enter twice
// starts a game under the rules last chosen), the items of RuleItems, an item that puts the
// standard rules back, and Back. `changed`, if given, is called after every change (to keep the
// rules for the next runs).
std::unique_ptr<Activity> MakeRulesMenu(std::shared_ptr<RuleSet> rules,
                                        std::function<Transition()> start = nullptr,
                                        std::string title = "Rules of the game",
                                        std::function<void()> changed = nullptr);

// `items`, each calling `changed` after its value changes.
std::vector<MenuItem> CallingAfterChanges(std::vector<MenuItem> items,
                                          std::function<void()> changed);

}  // namespace stratego
