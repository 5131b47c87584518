// A list of choices (the main menu, the options): arrows or j/k choose, Enter acts, Left and
// Right change an option's value, a click picks an item.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ui/activity.h"

namespace stratego {

struct MenuItem {
  std::string label;
  std::function<Transition()> activate;  // Enter
  std::function<std::string()> value;    // for options: the current value, shown after the label
  std::function<void(int direction)> change;  // for options: Left (-1), Right or Enter (+1)
  std::string help;                           // shown in the status line while the item is chosen
};

class MenuActivity : public Activity {
 public:
  // `leave` is what Esc and q do: back to the previous screen, or quit the program.
  MenuActivity(std::string title, std::vector<MenuItem> items,
               Transition::Kind leave = Transition::Kind::kPop);
  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int selected() const { return selected_; }
  const std::string& selected_label() const;
  // Chooses the item with this label, if there is one (a menu built again keeps its choice).
  void SelectLabel(const std::string& label);

 private:
  Transition ActivateItem();
  int ItemRow(int index, const ScreenSize& size) const;

  std::string title_;
  std::vector<MenuItem> items_;
  Transition::Kind leave_;
  int selected_ = 0;
};

}  // namespace stratego
