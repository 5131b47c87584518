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
#include "ui/key_map.h"
#include "ui/setup_store.h"
#include "ui/theme.h"

namespace stratego {

enum class SetupOutcome { kNone, kDone, kLeave, kHelp };

// What the editor is for: setting up for a game (done means play with it; leaving abandons the
// game), or keeping a library of setups (done means leave; only unsaved work needs a question).
enum class SetupPurpose { kGame, kLibrary };

class SetupEditor {
 public:
  // `title` heads the screen ("Red: set up your army"); `store` may be null (no files).
  SetupEditor(Player owner, ArmyKind army, DisplayOptions options, SetupStore* store,
              std::uint64_t seed, std::string title, SetupPurpose purpose = SetupPurpose::kGame);

  SetupOutcome Handle(const InputEvent& event, const ScreenSize& size);
  void Render(Canvas& canvas, const Theme& theme) const;

  const Setup& setup() const { return setup_; }
  // How many pieces of a rank are still in the tray.
  int Remaining(Rank rank) const;
  bool Complete() const { return IsValid(setup_); }
  bool Empty() const { return setup_.cells == Setup{}.cells; }
  bool unsaved() const { return unsaved_; }
  int cursor_row() const { return row_; }
  int cursor_column() const { return column_; }
  Rank tray_selection() const { return tray_; }
  const std::string& message() const { return message_; }

  enum class Mode { kEditing, kChoosingFile, kNaming, kShowingErrors, kConfirming };
  Mode mode() const { return mode_; }

 private:
  // kShowOthers: whether to list (and preview) other players' setups, which are their secrets.
  enum class Question { kLeave, kClear, kReplace, kShowOthers };

  SetupOutcome HandleEditing(const InputEvent& event, const ScreenSize& size);
  SetupOutcome HandleCommand(Command command, const InputEvent& event, const ScreenSize& size);
  void HandleFileChoice(const InputEvent& event);
  void HandleNaming(const InputEvent& event);
  SetupOutcome HandleAnswer(const InputEvent& event);
  void Ask(Question question);
  void Say(std::string message, bool error = false);
  void Changed() { unsaved_ = true; }
  void Place(Rank rank);
  void ExplainRankKey(const InputEvent& event);
  void Activate();
  void Randomize();
  void MoveCursor(int drow, int dcolumn);
  void CycleTray(int direction);
  void OpenFileList();
  void OpenOthersList();
  bool ChoosingOthersEntry() const;
  void LoadChosenFile();
  void ShowErrors(std::string title, std::vector<std::string> errors);
  void UpdatePreview();
  void AskToSave();
  void Save();
  SetupOutcome Finish();
  SetupOutcome Leave();
  bool ClickAt(int x, int y, const ScreenSize& size);

  void RenderPanel(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  void RenderTray(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  std::string TrayLine(Rank rank, bool narrow) const;
  void RenderFileList(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  void RenderErrors(Canvas& canvas, const Rect& panel, const Theme& theme) const;
  std::string StatusText() const;

  Player owner_;
  ArmyKind army_;
  DisplayOptions options_;
  SetupStore* store_;
  Rng rng_;
  std::string title_;
  SetupPurpose purpose_;
  Setup setup_;
  bool unsaved_ = false;  // changed since the last save or load
  int row_ = 0;
  int column_ = 0;
  std::optional<int> picked_;  // a cell whose piece was picked up, to swap or move
  Rank tray_ = Rank::kMarshal;
  Mode mode_ = Mode::kEditing;
  Question question_ = Question::kLeave;
  std::string message_;
  bool message_is_error_ = false;
  // The list being chosen from: the player's own and shipped setups, then an entry (with an
  // empty path) that opens other players' setups when there are any; or, once the player has
  // asked and confirmed, other players' setups.
  std::vector<SetupEntry> files_;
  bool showing_others_ = false;
  int file_choice_ = 0;
  std::optional<Setup> preview_;
  std::string errors_title_;
  std::vector<std::string> errors_;
  std::string name_;
  bool name_offered_ = false;  // name_ is the setup's name, offered to be kept or typed over
  std::string save_path_;      // where the setup being saved goes
  std::string setup_path_;     // the file the setup was loaded from or saved to, if any
};

// The setup editor on its own, from the main menu: build, load and save setups without playing.
class SetupEditorActivity : public Activity {
 public:
  SetupEditorActivity(ArmyKind army, DisplayOptions options, SetupStore* store, std::uint64_t seed)
      : editor_(Player::kRed, army, options, store, seed,
                "Setups: build, load and save your setups", SetupPurpose::kLibrary),
        options_(options) {
    rules_.army = army;
  }
  void Render(Canvas& canvas, const Theme& theme) const override { editor_.Render(canvas, theme); }
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  const SetupEditor& editor() const { return editor_; }

 private:
  SetupEditor editor_;
  DisplayOptions options_;
  RuleSet rules_;
};

}  // namespace stratego
