// The help screen: every key, the typed commands, and the rules in brief, wrapped to the
// terminal's width.
#pragma once

#include <string>
#include <vector>

#include "core/rules.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/seats.h"

namespace stratego {

// One entry of the help: a heading, a key with what it does, or a paragraph (no key).
struct HelpEntry {
  std::string key;
  std::string text;
  bool heading = false;
};

// The help for a game of `mode`: its keys (a game against the computer has no hand-over and no
// take-backs; a watcher has keys of their own), the setup keys, the board and the rules in brief.
std::vector<HelpEntry> HelpEntries(const DisplayOptions& options, const RuleSet& rules,
                                   GameMode mode = GameMode::kHotSeat);

// The help laid out for a width: keys in a column, their texts wrapped beside them.
std::vector<std::string> LayOutHelp(const std::vector<HelpEntry>& entries, int width, bool unicode);

class HelpActivity : public Activity {
 public:
  explicit HelpActivity(std::vector<HelpEntry> entries) : entries_(std::move(entries)) {}
  HelpActivity(const DisplayOptions& options, const RuleSet& rules)
      : entries_(HelpEntries(options, rules)) {}
  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int top() const { return top_; }

 private:
  std::vector<HelpEntry> entries_;
  int top_ = 0;
};

}  // namespace stratego
