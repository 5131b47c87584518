// A hot-seat game: two people at one terminal. The session holds the referee and runs the turns:
// each side sets up behind a curtain, then every turn is curtain → the player's own view → a move
// (which may be taken back unless it was an attack) → curtain for the other player → … → the end,
// with both armies revealed.
//
// Whatever is on screen between two curtains is built from one player's view only; the curtain
// itself shows nothing of either army.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "core/game_record.h"
#include "core/game_state.h"
#include "core/rng.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/game_keeper.h"
#include "ui/play_screen.h"
#include "ui/setup_editor.h"
#include "ui/setup_store.h"

namespace stratego {

struct HotSeatOptions {
  RuleSet rules;
  DisplayOptions display;
  std::array<std::optional<Setup>, kNumPlayers> setups;  // a given setup skips that side's editor
};

class HotSeatSession : public Activity {
 public:
  // A new game. `keeper` (optional) keeps every state of the game from the first move on.
  HotSeatSession(HotSeatOptions options, SetupStore* store, std::uint64_t seed,
                 std::shared_ptr<GameKeeper> keeper = nullptr);
  // A saved game, resumed behind the curtain of the player to move; it goes on under the
  // record's rules. `game` must not be over.
  HotSeatSession(HotSeatOptions options, SetupStore* store, std::uint64_t seed,
                 std::shared_ptr<GameKeeper> keeper, RecordedGame game);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;

  enum class Phase { kCurtain, kSetup, kTurn, kEnd };
  Phase phase() const { return phase_; }
  Player current() const { return current_; }
  const PlayScreen& play_screen() const { return play_; }
  const SetupEditor* setup_editor() const { return editor_.get(); }
  // The referee, for tests that check what the session did; nothing on screen reads it directly.
  const GameState* game_for_testing() const { return game_ ? &game_->state() : nullptr; }
  const GameRecord* record_for_testing() const { return game_ ? &game_->record() : nullptr; }

 private:
  void StartNewGame();
  Transition AfterSetup();
  Transition ShowCurtain(Player next, Phase after);
  void BeginTurn();
  void EndGame();

  Transition HandleCurtain(const InputEvent& event);
  Transition HandleSetup(const InputEvent& event, const ScreenSize& size);
  Transition HandleTurn(const InputEvent& event, const ScreenSize& size);
  Transition HandleEnd(const InputEvent& event, const ScreenSize& size);
  Transition HandleMove(Move move);
  Transition HandleUndo();
  Transition HandleDraw();
  Transition HandleSave(const std::string& name);
  // Hands the game to the keeper; a failure is shown in the status line (ShowKeepProblem) once
  // the screen shows the game.
  void KeepGame();
  void ShowKeepProblem();
  Transition HandlePhase(const InputEvent& event, const ScreenSize& size);
  std::unique_ptr<Activity> Help() const;

  void RenderCurtain(Canvas& canvas, const Theme& theme) const;

  // What each player's setup editor sees of the setup files: everything but what the other
  // player saved during this session (RULES.md §3: setups are made in secret).
  class PrivateStore : public SetupStore {
   public:
    PrivateStore(SetupStore* files, std::vector<std::string>* own,
                 const std::vector<std::string>* others)
        : files_(files), own_(own), others_(others) {}
    std::vector<SetupEntry> List(ArmyKind army) const override;
    LoadedSetup Load(const std::string& path) const override;
    std::string PathFor(const std::string& name) const override;
    bool Exists(const std::string& path) const override;
    Expected<std::string> Save(const Setup& setup, const std::string& path) override;

   private:
    bool Hidden(const std::string& path) const;
    SetupStore* files_;
    std::vector<std::string>* own_;
    const std::vector<std::string>* others_;
  };

  HotSeatOptions options_;
  Rng rng_;  // seeds for the setup editors' random setups: new ones for every game
  std::array<std::vector<std::string>, kNumPlayers> saved_paths_;
  std::array<PrivateStore, kNumPlayers> stores_;
  Phase phase_ = Phase::kCurtain;
  Phase after_curtain_ = Phase::kSetup;
  Player current_ = Player::kRed;
  bool confirming_quit_ = false;
  std::array<std::optional<Setup>, kNumPlayers> setups_;
  std::unique_ptr<SetupEditor> editor_;
  std::shared_ptr<GameKeeper> keeper_;
  std::optional<RecordedGame> game_;
  std::optional<RecordedGame> before_move_;
  std::string keep_problem_;  // the game before the move just made, to take it back
  PlayScreen play_;
  Player end_seat_ = Player::kRed;
};

}  // namespace stratego
