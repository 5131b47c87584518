// The help screen: every key, the typed commands, and the rules in brief, wrapped to the
// terminal's width. It opens on the keys of the screen it was opened from; the rest of the help
// follows, and `r` opens the whole rulebook (rulebook.h).
#pragma once

#include <cstdint>
#include <memory>
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

// Which screen the help is opened from: its keys come first.
enum class HelpTopic : std::uint8_t {
  kPlaying,  // a game (or the main menu): the keys of play, then setting up
  kSetup,    // the setup editor: its keys, then those of play
};

// The help for a game of `mode`: its keys (a game against the computer has no hand-over and no
// take-backs; a watcher has keys of their own), the setup keys (in the order of `topic`), the
// board and the rules in brief.
std::vector<HelpEntry> HelpEntries(const DisplayOptions& options, const RuleSet& rules,
                                   GameMode mode = GameMode::kHotSeat,
                                   HelpTopic topic = HelpTopic::kPlaying);

// The rules of `rules` in brief (RULES.md, and the options on), ending with the key to the whole
// rulebook: the last part of every help.
std::vector<HelpEntry> RulesInBrief(const DisplayOptions& options, const RuleSet& rules);

// The help of a spectator of a game on a server (`stratego watch`): the keys of watching, what the
// board shows a spectator (both armies' backs, ranks once revealed), and the rules in brief.
std::vector<HelpEntry> SpectatorHelpEntries(const DisplayOptions& options, const RuleSet& rules);

// The help laid out for a width: keys in a column, their texts wrapped beside them.
std::vector<std::string> LayOutHelp(const std::vector<HelpEntry>& entries, int width, bool unicode);

class HelpActivity : public Activity {
 public:
  explicit HelpActivity(std::vector<HelpEntry> entries) : entries_(std::move(entries)) {}
  HelpActivity(const DisplayOptions& options, const RuleSet& rules)
      : entries_(HelpEntries(options, rules)) {}
  void Render(Canvas& canvas, const Theme& theme) const override;
  // Paging keys page (rulebook.h, PagedTop); r opens the rulebook; q, Esc, ? and Enter go back.
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  int top() const { return top_; }

 private:
  std::vector<HelpEntry> entries_;
  int top_ = 0;
  mutable bool unicode_ = true;  // as the last frame was drawn: "…" is "..." in ASCII
};

// The main menu's help: a menu of the keys and commands (the help) and the whole rulebook.
std::unique_ptr<Activity> MakeHelpMenu(const DisplayOptions& options, const RuleSet& rules);

}  // namespace stratego
