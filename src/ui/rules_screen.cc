#include "ui/rules_screen.h"

#include <algorithm>
#include <iterator>

namespace stratego {

namespace {

std::string OnOff(bool on) {
  return on ? "on" : "off";
}

std::string Limit(int moves) {
  return moves == 0 ? "off" : std::to_string(moves) + " moves";
}

std::vector<int> Choices(const int* first, const int* last) {
  return std::vector<int>(first, last);
}

MenuItem ArmyItem(std::shared_ptr<RuleSet> rules) {
  return {"Army", nullptr,
          [rules] {
            const Army& army = GetArmy(rules->army);
            std::string name(army.name);
            name[0] =
                static_cast<char>(name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' + 'A' : name[0]);
            return name + " (" + std::to_string(army.Total()) + " pieces)";
          },
          [rules](int direction) {
            const int count = static_cast<int>(kArmyKinds.size());
            const auto at = std::find(kArmyKinds.begin(), kArmyKinds.end(), rules->army);
            const int index = static_cast<int>(at - kArmyKinds.begin());
            const int next = (index + (direction > 0 ? 1 : count - 1)) % count;
            rules->army = kArmyKinds[static_cast<std::size_t>(next)];
          },
          "Classic 40 pieces a side, Barrage 8, Ultimate Lightning 20 (RULES §2)"};
}

MenuItem TwoSquaresItem(std::shared_ptr<RuleSet> rules) {
  return {"Two-squares rule", nullptr,
          [rules] {
            return rules->two_squares == 0 ? std::string("off")
                                           : "N = " + std::to_string(rules->two_squares);
          },
          [rules](int direction) {
            rules->two_squares = StepChoice({3, 5, 0}, rules->two_squares, direction);
          },
          "A piece may not shuttle between two squares more than N times in a row (RULES §4.3)"};
}

MenuItem LimitItem(std::string label, int RuleSet::*field, std::vector<int> choices,
                   std::string help, std::shared_ptr<RuleSet> rules) {
  return {std::move(label), nullptr, [rules, field] { return Limit((*rules).*field); },
          [rules, field, choices](int direction) {
            (*rules).*field = StepChoice(choices, (*rules).*field, direction);
          },
          std::move(help)};
}

MenuItem SwitchItem(std::string label, bool RuleSet::*field, std::string help,
                    std::shared_ptr<RuleSet> rules) {
  return {std::move(label), nullptr, [rules, field] { return OnOff((*rules).*field); },
          [rules, field](int) { (*rules).*field = !((*rules).*field); }, std::move(help)};
}

}  // namespace

int StepChoice(const std::vector<int>& choices, int value, int direction) {
  const auto at = std::find(choices.begin(), choices.end(), value);
  const int count = static_cast<int>(choices.size());
  if (at != choices.end()) {
    const int index = static_cast<int>(at - choices.begin());
    return choices[static_cast<std::size_t>((index + (direction > 0 ? 1 : count - 1)) % count)];
  }
  // A value not among the choices: the nearest choice in the direction asked, round the ends.
  if (direction > 0) {
    for (int choice : choices) {
      if (choice > value) return choice;
    }
    return choices.front();
  }
  for (auto it = choices.rbegin(); it != choices.rend(); ++it) {
    if (*it < value) return *it;
  }
  return choices.back();
}

std::vector<MenuItem> RuleItems(std::shared_ptr<RuleSet> rules) {
  return {
      ArmyItem(rules),
      TwoSquaresItem(rules),
      SwitchItem("More-squares rule", &RuleSet::more_squares,
                 "A chaser may not recreate a position of the chase (RULES §4.4)", rules),
      LimitItem("Draw after", &RuleSet::max_moves,
                Choices(std::begin(kMaxMovesChoices), std::end(kMaxMovesChoices)),
                "The game is a draw after this many moves in all (RULES §6)", rules),
      LimitItem("Draw without attack after", &RuleSet::max_quiet_moves,
                Choices(std::begin(kMaxQuietMovesChoices), std::end(kMaxQuietMovesChoices)),
                "The game is a draw after this many moves in a row without an attack (RULES §6)",
                rules),
      SwitchItem("Attacker's advantage", &RuleSet::attacker_advantage,
                 "Equal ranks: the attacker wins instead of both being removed (RULES §7)", rules),
      SwitchItem("Silent defense", &RuleSet::silent_defense,
                 "Only the attacker's rank is announced, unless a Scout attacks (RULES §7)", rules),
      SwitchItem("Rescue", &RuleSet::rescue,
                 "Reaching the enemy's back row puts a captured piece back, twice a game at most "
                 "(RULES §7)",
                 rules),
  };
}

std::vector<MenuItem> CallingAfterChanges(std::vector<MenuItem> items,
                                          std::function<void()> changed) {
  if (!changed) return items;
  for (MenuItem& item : items) {
    if (!item.change) continue;
    item.change = [change = std::move(item.change), changed](int direction) {
      change(direction);
      changed();
    };
  }
  return items;
}

std::unique_ptr<Activity> MakeRulesMenu(std::shared_ptr<RuleSet> rules,
                                        std::function<Transition()> start, std::string title,
                                        std::function<void()> changed) {
  std::vector<MenuItem> items;
  if (start) {
    items.push_back({"Start the game", std::move(start), nullptr, nullptr,
                     "Set up and play under these rules; the game is kept after every move"});
  }
  for (MenuItem& item : CallingAfterChanges(RuleItems(rules), changed))
    items.push_back(std::move(item));
  items.push_back({"Standard rules",
                   [rules, changed] {
                     *rules = RuleSet{};
                     if (changed) changed();
                     return Transition::Stay();
                   },
                   nullptr, nullptr,
                   "Classic army, two-squares N = 3, no move limits, no other options"});
  items.push_back({"Back", [] { return Transition::Pop(); }, nullptr, nullptr, "Back"});
  return std::make_unique<MenuActivity>(std::move(title), std::move(items));
}

}  // namespace stratego
