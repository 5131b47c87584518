#include "ui/setup_editor.h"

#include <algorithm>

#include "core/random_setup.h"
#include "core/text.h"
#include "ui/help_screen.h"
#include "ui/play_screen.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr std::size_t kMaxNameLength = 40;

int CellIndex(int row, int column) {
  return row * kSetupColumns + column;
}

// "2 Scouts and 1 Bomb": what is still missing from a setup.
std::string MissingPieces(const Setup& setup) {
  const Army& army = GetArmy(setup.army);
  std::vector<std::string> missing;
  for (Rank rank : kRanksStrongestFirst) {
    const int count = army.Count(rank) - setup.CountOf(rank);
    if (count > 0) missing.push_back(RankCount(count, rank));
  }
  return JoinWithAnd(missing);
}

bool Yes(const InputEvent& event) {
  return event.Is(U'y') || event.Is(U'Y');
}
bool No(const InputEvent& event) {
  return event.Is(U'n') || event.Is(U'N') || event.key == Key::kEscape || event.Is(U'q');
}

}  // namespace

SetupEditor::SetupEditor(Player owner, ArmyKind army, DisplayOptions options, SetupStore* store,
                         std::uint64_t seed, std::string title, SetupPurpose purpose)
    : owner_(owner),
      army_(army),
      options_(options),
      store_(store),
      rng_(seed),
      title_(std::move(title)),
      purpose_(purpose) {
  setup_.army = army;
}

int SetupEditor::Remaining(Rank rank) const {
  return GetArmy(army_).Count(rank) - setup_.CountOf(rank);
}

void SetupEditor::Say(std::string message, bool error) {
  message_ = std::move(message);
  message_is_error_ = error;
}

SetupOutcome SetupEditor::Handle(const InputEvent& event, const ScreenSize& size) {
  switch (mode_) {
    case Mode::kEditing:
      return HandleEditing(event, size);
    case Mode::kChoosingFile:
      HandleFileChoice(event);
      return SetupOutcome::kNone;
    case Mode::kNaming:
      HandleNaming(event);
      return SetupOutcome::kNone;
    case Mode::kShowingErrors:
      mode_ = Mode::kEditing;
      return SetupOutcome::kNone;
    case Mode::kConfirming:
      return HandleAnswer(event);
  }
  return SetupOutcome::kNone;
}

SetupOutcome SetupEditor::HandleEditing(const InputEvent& event, const ScreenSize& size) {
  Say("");
  const Command command = SetupCommandFor(event, options_.numbering);
  if (command == Command::kNone) {
    ExplainRankKey(event);
    return SetupOutcome::kNone;
  }
  return HandleCommand(command, event, size);
}

SetupOutcome SetupEditor::HandleCommand(Command command, const InputEvent& event,
                                        const ScreenSize& size) {
  switch (command) {
    case Command::kPlaceRank:
      Place(*SetupRankKey(event, options_.numbering));
      break;
    case Command::kUp:
      MoveCursor(-1, 0);
      break;
    case Command::kDown:
      MoveCursor(1, 0);
      break;
    case Command::kLeft:
      MoveCursor(0, -1);
      break;
    case Command::kRight:
      MoveCursor(0, 1);
      break;
    case Command::kActivate:
      Activate();
      break;
    case Command::kClick:
      if (ClickAt(event.x, event.y, size)) Activate();
      break;
    case Command::kCancel:
      picked_.reset();
      break;
    case Command::kRemovePiece:
      if (setup_.At(row_, column_)) Changed();
      setup_.Set(row_, column_, std::nullopt);
      picked_.reset();
      break;
    case Command::kNextPiece:
      CycleTray(1);
      break;
    case Command::kPreviousPiece:
      CycleTray(-1);
      break;
    case Command::kRandomSetup:
      Randomize();
      break;
    case Command::kClearSetup:
      if (!Empty()) Ask(Question::kClear);
      break;
    case Command::kOpenSetup:
      OpenFileList();
      break;
    case Command::kSaveSetup:
      AskToSave();
      break;
    case Command::kFinishSetup:
      return Finish();
    case Command::kHelp:
      return SetupOutcome::kHelp;
    case Command::kQuit:
      return Leave();
    default:
      break;
  }
  return SetupOutcome::kNone;
}

// The numbers that are no rank in the numbering in use get a word of explanation.
void SetupEditor::ExplainRankKey(const InputEvent& event) {
  if (options_.numbering == Numbering::kModern && event.Is(U'1')) {
    Say("In modern numbering the Marshal is 10: type 0 for it. (1 is a rank in classic numbering.)",
        true);
  } else if (options_.numbering == Numbering::kClassic && event.Is(U'0')) {
    Say("In classic numbering the Marshal is 1 and the Scout 9.", true);
  }
}

void SetupEditor::Ask(Question question) {
  question_ = question;
  mode_ = Mode::kConfirming;
}

SetupOutcome SetupEditor::HandleAnswer(const InputEvent& event) {
  if (No(event)) {
    mode_ = question_ == Question::kShowOthers ? Mode::kChoosingFile : Mode::kEditing;
    return SetupOutcome::kNone;
  }
  if (!Yes(event)) return SetupOutcome::kNone;
  mode_ = Mode::kEditing;
  switch (question_) {
    case Question::kLeave:
      return SetupOutcome::kLeave;
    case Question::kClear:
      setup_.cells = {};
      picked_.reset();
      Changed();
      break;
    case Question::kReplace:
      Save();
      break;
    case Question::kShowOthers:
      OpenOthersList();
      break;
  }
  return SetupOutcome::kNone;
}

void SetupEditor::Place(Rank rank) {
  const Army& army = GetArmy(army_);
  if (setup_.At(row_, column_) != rank && Remaining(rank) <= 0) {
    if (army.Count(rank) == 0) {
      Say("The " + std::string(army.name) + " army has no " + RankPlural(rank) + ".", true);
    } else if (army.Count(rank) == 1) {
      Say("The " + std::string(RankName(rank)) + " is on the board already.", true);
    } else {
      Say("All " + std::to_string(army.Count(rank)) + " " + RankPlural(rank) +
              " are on the board already.",
          true);
    }
    return;
  }
  setup_.Set(row_, column_, rank);
  picked_.reset();
  tray_ = rank;
  Changed();
  // Move on, so that a row can be typed piece after piece.
  if (column_ + 1 < kSetupColumns) {
    ++column_;
  } else if (row_ + 1 < kSetupRows) {
    ++row_;
    column_ = 0;
  }
}

// Enter: pick up a piece, then put it down on another square (swapping with what stands there);
// on an empty square with nothing picked up, place the piece chosen in the tray.
void SetupEditor::Activate() {
  const int here = CellIndex(row_, column_);
  if (picked_) {
    std::swap(setup_.cells[static_cast<std::size_t>(*picked_)],
              setup_.cells[static_cast<std::size_t>(here)]);
    if (*picked_ != here) Changed();
    picked_.reset();
    return;
  }
  if (setup_.cells[static_cast<std::size_t>(here)]) {
    picked_ = here;
    return;
  }
  if (Remaining(tray_) <= 0) CycleTray(1);
  if (Remaining(tray_) > 0) {
    Place(tray_);
  } else {
    Say("Every piece is on the board. Press d when you are done.");
  }
}

// r: the pieces not yet placed go on the free squares; with none placed, or all of them, a whole
// new random setup.
void SetupEditor::Randomize() {
  picked_.reset();
  Changed();
  if (Empty() || Complete()) {
    setup_.cells = RandomSetup(army_, rng_).cells;
    Say("A random setup: change what you like, or press r for another.");
  } else {
    setup_.cells = CompleteRandomly(setup_, rng_).cells;
    Say("The rest of the army is placed at random around your pieces.");
  }
}

void SetupEditor::MoveCursor(int drow, int dcolumn) {
  row_ = std::clamp(row_ + drow, 0, kSetupRows - 1);
  column_ = std::clamp(column_ + dcolumn, 0, kSetupColumns - 1);
}

void SetupEditor::CycleTray(int direction) {
  int index = 0;
  while (kRanksStrongestFirst[index] != tray_)
    ++index;
  for (int step = 1; step <= kNumRanks; ++step) {
    const Rank rank =
        kRanksStrongestFirst[((index + direction * step) % kNumRanks + kNumRanks) % kNumRanks];
    if (Remaining(rank) > 0) {
      tray_ = rank;
      return;
    }
  }
}

SetupOutcome SetupEditor::Finish() {
  if (purpose_ == SetupPurpose::kLibrary) return Leave();
  if (Complete()) return SetupOutcome::kDone;
  Say("Place the rest of the army first: " + MissingPieces(setup_) + ".", true);
  return SetupOutcome::kNone;
}

// Leaving a game's setup abandons the game: always asked. Leaving the library: asked only when
// there is unsaved work.
SetupOutcome SetupEditor::Leave() {
  if (purpose_ == SetupPurpose::kLibrary && !unsaved_) return SetupOutcome::kLeave;
  Ask(Question::kLeave);
  return SetupOutcome::kNone;
}

// The player's own setups and the shipped ones. Other players' are behind an entry of their own
// and a question: a preview would show a hot-seat opponent's favourite setups (RULES.md §3).
void SetupEditor::OpenFileList() {
  files_ = store_ ? store_->List(army_) : std::vector<SetupEntry>{};
  if (store_ && !store_->ListOthers(army_).empty())
    files_.push_back({"Other players' setups", "", false});
  if (files_.empty()) {
    Say("There are no setup files for this army yet. Press w to save one.", true);
    return;
  }
  showing_others_ = false;
  file_choice_ = 0;
  mode_ = Mode::kChoosingFile;
  UpdatePreview();
}

void SetupEditor::OpenOthersList() {
  files_ = store_->ListOthers(army_);
  if (files_.empty()) {
    mode_ = Mode::kEditing;
    Say("No other player has saved a setup for this army.", true);
    return;
  }
  showing_others_ = true;
  file_choice_ = 0;
  mode_ = Mode::kChoosingFile;
  UpdatePreview();
}

bool SetupEditor::ChoosingOthersEntry() const {
  return !showing_others_ && files_[static_cast<std::size_t>(file_choice_)].path.empty();
}

void SetupEditor::UpdatePreview() {
  if (ChoosingOthersEntry()) {  // nothing of other players' is shown before the question
    preview_.reset();
    return;
  }
  const LoadedSetup loaded = store_->Load(files_[static_cast<std::size_t>(file_choice_)].path);
  preview_ = loaded.setup && loaded.setup->army == army_ ? loaded.setup : std::nullopt;
}

void SetupEditor::HandleFileChoice(const InputEvent& event) {
  const int count = static_cast<int>(files_.size());
  const Command command = PlayCommandFor(event);
  if (command == Command::kUp || command == Command::kDown) {
    file_choice_ = (file_choice_ + (command == Command::kUp ? -1 : 1) + count) % count;
    UpdatePreview();
  } else if (event.key == Key::kPageUp || event.key == Key::kPageDown) {
    file_choice_ = std::clamp(file_choice_ + (event.key == Key::kPageUp ? -10 : 10), 0, count - 1);
    UpdatePreview();
  } else if (command == Command::kActivate && ChoosingOthersEntry()) {
    Ask(Question::kShowOthers);
  } else if (command == Command::kActivate) {
    LoadChosenFile();
  } else if (command == Command::kCancel || command == Command::kQuit) {
    mode_ = Mode::kEditing;
    preview_.reset();
  }
}

void SetupEditor::LoadChosenFile() {
  const SetupEntry& entry = files_[static_cast<std::size_t>(file_choice_)];
  const LoadedSetup loaded = store_->Load(entry.path);
  preview_.reset();
  const std::string file_name = entry.path.substr(entry.path.rfind('/') + 1);
  if (!loaded.setup.has_value()) {
    ShowErrors(file_name, loaded.errors);
    return;
  }
  const Setup& setup = loaded.setup.value();
  if (setup.army != army_) {
    ShowErrors(entry.path,
               {"this setup is for the " + std::string(GetArmy(setup.army).name) +
                " army, the game uses the " + std::string(GetArmy(army_).name) + " army"});
    return;
  }
  setup_ = setup;
  setup_path_ = entry.path;
  picked_.reset();
  unsaved_ = false;
  mode_ = Mode::kEditing;
  Say("Loaded " + (setup_.name.empty() ? entry.title : "'" + setup_.name + "'") + ".");
}

void SetupEditor::ShowErrors(std::string title, std::vector<std::string> errors) {
  errors_title_ = std::move(title);
  errors_ = std::move(errors);
  mode_ = Mode::kShowingErrors;
}

void SetupEditor::AskToSave() {
  if (!Complete()) {
    Say("Only a complete setup can be saved; still to place: " + MissingPieces(setup_) + ".", true);
    return;
  }
  name_ = setup_.name;
  name_offered_ = true;  // the first key typed replaces the offered name, Backspace edits it
  mode_ = Mode::kNaming;
}

void SetupEditor::HandleNaming(const InputEvent& event) {
  if (event.key == Key::kEscape) {
    mode_ = Mode::kEditing;
  } else if (event.key == Key::kEnter) {
    const std::string name(Trim(name_));
    if (name.empty() || !store_) return;  // a setup needs a name: keep asking
    name_ = name;
    save_path_ = store_->PathFor(name);
    mode_ = Mode::kEditing;
    if (store_->Exists(save_path_) && save_path_ != setup_path_) {
      Ask(Question::kReplace);
    } else {
      Save();
    }
  } else if (event.key == Key::kBackspace) {
    name_offered_ = false;
    EraseLastCharacter(name_);
  } else if (event.key == Key::kCharacter && IsSingleCellPrintable(event.ch)) {
    if (name_offered_) name_.clear();
    name_offered_ = false;
    if (DecodeUtf8(name_).size() < kMaxNameLength) name_ += EncodeUtf8(event.ch);
  }
}

void SetupEditor::Save() {
  Setup named = setup_;
  named.name = name_;
  const Expected<std::string> saved = store_->Save(named, save_path_);
  if (!saved) {
    Say("Could not save: " + saved.error(), true);
    return;
  }
  setup_ = named;
  setup_path_ = *saved;
  unsaved_ = false;
  Say("Saved as " + *saved);
}

bool SetupEditor::ClickAt(int x, int y, const ScreenSize& size) {
  const auto layout = LayoutPlayScreen(size);
  if (!layout) return false;
  const auto hit = layout->board.HitTest(x, y);
  if (!hit) return false;
  const int row = hit->second - (kBoardSize - kSetupRows);
  if (row < 0) return false;
  row_ = row;
  column_ = hit->first;
  return true;
}

Transition SetupEditorActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  switch (editor_.Handle(event, size)) {
    case SetupOutcome::kDone:
    case SetupOutcome::kLeave:
      return Transition::Pop();
    case SetupOutcome::kHelp:
      return Transition::Push(std::make_unique<HelpActivity>(
          HelpEntries(options_, rules_, GameMode::kHotSeat, HelpTopic::kSetup)));
    case SetupOutcome::kNone:
      break;
  }
  return Transition::Stay();
}

}  // namespace stratego
