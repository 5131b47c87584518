// Helpers for user-interface tests: a scripted terminal, setups in memory, event shorthands.
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/random_setup.h"
#include "ui/activity.h"
#include "ui/game_keeper.h"
#include "ui/game_session.h"
#include "ui/setup_store.h"
#include "ui/terminal.h"

namespace stratego::testing {

// A terminal that plays back a list of events and keeps every frame it was shown.
class ScriptedTerminal : public Terminal {
 public:
  ScriptedTerminal(ScreenSize size, bool color, bool unicode)
      : size_(size), theme_(color, unicode) {}

  void Queue(const InputEvent& event) { events_.push_back(event); }
  void QueueText(const std::string& text);  // one character event per character
  void Resize(ScreenSize size) {
    pending_resize_ = size;
    events_.push_back(InputEvent::Of(Key::kResize));
  }

  ScreenSize Size() const override { return size_; }
  const Theme& theme() const override { return theme_; }
  InputEvent Read(int timeout_ms) override;
  void Present(const Canvas& canvas) override { frames_.push_back(canvas.Text()); }
  void Wipe() override { wipes_.push_back(frames_.size()); }
  bool StopRequested() const override { return stop_; }

  const std::vector<std::string>& frames() const { return frames_; }
  const std::vector<std::size_t>& wipes() const { return wipes_; }  // frame counts at each wipe

 private:
  ScreenSize size_;
  std::optional<ScreenSize> pending_resize_;
  Theme theme_;
  std::deque<InputEvent> events_;
  std::vector<std::string> frames_;
  std::vector<std::size_t> wipes_;
  bool stop_ = false;
};

// Setups kept in memory, for the setup editor.
class MemorySetupStore : public SetupStore {
 public:
  void Add(const std::string& path, LoadedSetup loaded, const std::string& title);
  std::vector<SetupEntry> List(ArmyKind army) const override;
  LoadedSetup Load(const std::string& path) const override;
  std::string PathFor(const std::string& name) const override { return "memory/" + name + ".txt"; }
  bool Exists(const std::string& path) const override { return files_.count(path) > 0; }
  Expected<std::string> Save(const Setup& setup, const std::string& path) override;
  const std::vector<Setup>& saved() const { return saved_; }

 private:
  std::vector<SetupEntry> entries_;
  std::map<std::string, LoadedSetup> files_;
  std::vector<Setup> saved_;
};

// A keeper in memory: what the session asked to keep, and named copies.
class MemoryKeeper : public GameKeeper {
 public:
  std::string BeginGame() override {
    ++games;
    return "2026-11-22T10:00:00Z";
  }
  Status Keep(const GameRecord& record) override {
    if (fail) return Error{"disk full"};
    kept.push_back(record);
    return {};
  }
  Expected<std::string> SaveCopy(const GameRecord& record, const std::string& name) override {
    copies.emplace_back(name, record);
    return name + ".game";
  }
  std::string LastGoodCopy() const override {
    return kept.empty() ? "" : "kept.game, after move " + std::to_string(kept.back().MoveCount());
  }
  int games = 0;
  bool fail = false;
  std::vector<GameRecord> kept;
  std::vector<std::pair<std::string, GameRecord>> copies;
};

// The terminal most screen tests draw on: the classic 80 by 24.
inline constexpr ScreenSize kSize{80, 24};

Setup SeededSetup(std::uint64_t seed, ArmyKind army = ArmyKind::kClassic);

// Renders an activity on a canvas of the given size and returns its text.
std::string Screen(const Activity& activity, ScreenSize size = kSize, bool color = true,
                   bool unicode = true);

inline InputEvent Ch(char32_t c) {
  return InputEvent::Char(c);
}
inline InputEvent KeyOf(Key key) {
  return InputEvent::Of(key);
}

// `setup` with the pieces behind its front row shuffled: an army the opponent cannot tell from
// `setup` before any of those pieces moves or fights. Never equal to `setup`.
Setup ShuffledBehindFrontRow(const Setup& setup, Rng& rng);

// Whether `part` is somewhere in `text` (a screen).
inline bool Has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The first legal move of `state` onto an empty square; fails the test if there is none.
Move QuietMove(const GameState& state);

// Gives a session whose computer player is thinking its ticks (one a millisecond, at most 5,000)
// until the computer has moved.
void TickUntilMoved(GameSession& session);

// A quiet move legal in both games, if any: the first in the order of the first game's list.
std::optional<Move> CommonQuietMove(const GameState& a, const GameState& b);

}  // namespace stratego::testing
