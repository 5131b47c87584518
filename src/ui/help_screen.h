// The help screen: every key, the typed commands, and the rules in brief.
#pragma once

#include <string>
#include <vector>

#include "ui/activity.h"
#include "ui/display.h"

namespace stratego {

// The help text, one string a line; section headings start with "# ".
std::vector<std::string> HelpLines(const DisplayOptions& options);

class HelpActivity : public Activity {
 public:
  explicit HelpActivity(std::vector<std::string> lines) : lines_(std::move(lines)) {}
  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int top() const { return top_; }

 private:
  std::vector<std::string> lines_;
  int top_ = 0;
};

}  // namespace stratego
