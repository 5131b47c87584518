// The setup editor (RULES.md §3): one player arranges their army on their own four rows, from a
// file, a random setup or a tray of pieces placed one by one; swaps pieces; sees what is left to
// place; saves the setup under a name and loads one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/setup.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/input.h"
#include "ui/setup_store.h"
#include "ui/theme.h"

namespace stratego {

enum class SetupOutcome { kNone, kDone, kLeave, kHelp };

class SetupEditor {
 public:
  // `title` heads the screen ("Red: set up your army"); `store` may be null (no files).
  SetupEditor(Player owner, ArmyKind army, DisplayOptions options, SetupStore* store,
              std::uint64_t seed, std::string title);

  SetupOutcome Handle(const InputEvent& event, const ScreenSize& size);
  void Render(Canvas& canvas, const Theme& theme) const;

  const Setup& setup() const { return setup_; }
  void set_setup(const Setup& setup) { setup_ = setup; }
  // How many pieces of a rank are still in the tray.
  int Remaining(Rank rank) const;
  bool Complete() const { return IsValid(setup_); }
  int cursor_row() const { return row_; }
  int cursor_column() const { return column_; }
  Rank tray_selection() const { return tray_; }
  const std::string& message() const { return message_; }

  enum class Mode { kEditing, kChoosingFile, kNaming, kShowingErrors, kConfirmLeave };
  Mode mode() const { return mode_; }

 private:
  SetupOutcome HandleEditing(const InputEvent& event, const ScreenSize& size);
  void HandleFileChoice(const InputEvent& event);
  void HandleNaming(const InputEvent& event);
  SetupOutcome HandleConfirmLeave(const InputEvent& event);
  void Place(Rank rank);
  void Activate();
  void MoveCursor(int drow, int dcolumn);
  void CycleTray(int direction);
  void OpenFileList();
  void LoadChosenFile();
  void ShowErrors(std::vector<std::string> errors);
  void UpdatePreview();
  void Save();
  SetupOutcome Finish();
  bool ClickAt(int x, int y, const ScreenSize& size);

  void RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  void RenderTray(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  void RenderFileList(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  void RenderErrors(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  std::string StatusText() const;

  Player owner_;
  ArmyKind army_;
  DisplayOptions options_;
  SetupStore* store_;
  Rng rng_;
  std::string title_;
  Setup setup_;
  int row_ = 0;
  int column_ = 0;
  std::optional<int> picked_;  // a cell whose piece was picked up, to swap or move
  Rank tray_ = Rank::kMarshal;
  Mode mode_ = Mode::kEditing;
  std::string message_;
  bool message_is_error_ = false;
  std::vector<SetupEntry> files_;
  int file_choice_ = 0;
  std::optional<Setup> preview_;
  std::vector<std::string> errors_;
  std::string name_;
};

// The setup editor on its own, from the main menu: build, load and save setups without playing.
class SetupEditorActivity : public Activity {
 public:
  SetupEditorActivity(ArmyKind army, DisplayOptions options, SetupStore* store, std::uint64_t seed)
      : editor_(Player::kRed, army, options, store, seed,
                "Setups: build, load and save your setups"),
        options_(options) {}
  void Render(Canvas& canvas, const Theme& theme) const override { editor_.Render(canvas, theme); }
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  const SetupEditor& editor() const { return editor_; }

 private:
  SetupEditor editor_;
  DisplayOptions options_;
};

}  // namespace stratego
