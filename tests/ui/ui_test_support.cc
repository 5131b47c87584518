#include "ui_test_support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "core/rng.h"

namespace stratego::testing {

void ScriptedTerminal::QueueText(const std::string& text) {
  for (char32_t c : DecodeUtf8(text))
    events_.push_back(InputEvent::Char(c));
}

InputEvent ScriptedTerminal::Read(int) {
  if (events_.empty()) {
    stop_ = true;  // the script is over: like Ctrl-C, the loop ends
    return InputEvent::Of(Key::kNone);
  }
  const InputEvent event = events_.front();
  events_.pop_front();
  if (event.key == Key::kResize && pending_resize_) {
    size_ = *pending_resize_;
    pending_resize_.reset();
  }
  return event;
}

void MemorySetupStore::Add(const std::string& path, LoadedSetup loaded, const std::string& title) {
  entries_.push_back({title, path, false});
  files_[path] = std::move(loaded);
}

std::vector<SetupEntry> MemorySetupStore::List(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  for (const SetupEntry& entry : entries_) {
    const LoadedSetup& loaded = files_.at(entry.path);
    if (!loaded.setup || loaded.setup->army == army) entries.push_back(entry);
  }
  return entries;
}

LoadedSetup MemorySetupStore::Load(const std::string& path) const {
  const auto found = files_.find(path);
  if (found == files_.end())
    return {std::nullopt, {path + ": cannot open: No such file or directory"}};
  return found->second;
}

Expected<std::string> MemorySetupStore::Save(const Setup& setup, const std::string& path) {
  std::erase_if(saved_, [&](const Setup& old) { return PathFor(old.name) == path; });
  saved_.push_back(setup);
  if (files_.find(path) == files_.end()) entries_.push_back({setup.name, path, true});
  files_[path] = {setup, {}};
  return path;
}

Setup SeededSetup(std::uint64_t seed, ArmyKind army) {
  Rng rng(seed);
  return RandomSetup(army, rng);
}

std::string Screen(const Activity& activity, ScreenSize size, bool color, bool unicode) {
  Canvas canvas(size.width, size.height, !unicode);
  activity.Render(canvas, Theme(color, unicode));
  return canvas.Text();
}

Setup ShuffledBehindFrontRow(const Setup& setup, Rng& rng) {
  Setup shuffled = setup;
  while (shuffled == setup) {
    for (int cell = kSetupCells - 1; cell > kSetupColumns; --cell) {
      const int other = kSetupColumns + rng.Below(cell - kSetupColumns + 1);
      std::swap(shuffled.cells[static_cast<std::size_t>(cell)],
                shuffled.cells[static_cast<std::size_t>(other)]);
    }
  }
  return shuffled;
}

std::optional<Move> CommonQuietMove(const GameState& a, const GameState& b) {
  const auto other = b.LegalMoves();
  for (Move move : a.LegalMoves()) {
    if (a.board().At(move.to) != kNoPiece) continue;
    if (std::find(other.begin(), other.end(), move) != other.end()) return move;
  }
  return std::nullopt;
}

Move QuietMove(const GameState& state) {
  for (Move move : state.LegalMoves())
    if (state.board().At(move.to) == kNoPiece) return move;
  FAIL("no quiet move");
  return {};
}

void TickUntilMoved(GameSession& session) {
  for (int i = 0; i < 5000 && session.phase() == GameSession::Phase::kComputer; ++i) {
    session.Handle(KeyOf(Key::kNone), kSize);
    if (session.phase() == GameSession::Phase::kComputer)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace stratego::testing
