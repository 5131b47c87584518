// The setup editor: the tray, placing, swapping, files, and finishing.
#include "ui/setup_editor.h"

#include <catch2/catch.hpp>

#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::KeyOf;
using testing::kSize;

SetupEditor Editor(SetupStore* store = nullptr, Player owner = Player::kRed) {
  return SetupEditor(owner, ArmyKind::kClassic, DisplayOptions{}, store, 1,
                     "Red: set up your army");
}

void Keys(SetupEditor& editor, const std::string& keys) {
  for (char c : keys)
    editor.Handle(Ch(static_cast<char32_t>(c)), kSize);
}

TEST_CASE("Setup editor: typing ranks places them and steps on", "[ui][setup]") {
  SetupEditor editor = Editor();
  CHECK(editor.Remaining(Rank::kScout) == 8);
  Keys(editor, "220S");
  CHECK(editor.setup().At(0, 0) == Rank::kScout);
  CHECK(editor.setup().At(0, 1) == Rank::kScout);
  CHECK(editor.setup().At(0, 2) == Rank::kMarshal);
  CHECK(editor.setup().At(0, 3) == Rank::kSpy);
  CHECK(editor.Remaining(Rank::kScout) == 6);
  CHECK(editor.cursor_column() == 4);
  Keys(editor, "222222");           // the rest of the row…
  CHECK(editor.cursor_row() == 1);  // …and on to the next
  CHECK(editor.Remaining(Rank::kScout) == 0);
  Keys(editor, "2");
  CHECK(editor.message() == "All 8 Scouts are on the board already.");
  Keys(editor, "0");
  CHECK(editor.message() == "The Marshal is on the board already.");
  Keys(editor, "1");
  CHECK(editor.message().rfind("In modern numbering the Marshal is 10: type 0 for it.", 0) == 0);
  CHECK_FALSE(editor.setup().At(1, 0).has_value());
}

TEST_CASE("Setup editor: pick up and swap, remove, clear", "[ui][setup]") {
  SetupEditor editor = Editor();
  Keys(editor, "09");
  editor.Handle(KeyOf(Key::kHome), kSize);   // nothing
  Keys(editor, "hh");                        // back to the Marshal
  editor.Handle(KeyOf(Key::kEnter), kSize);  // pick it up
  Keys(editor, "l");
  editor.Handle(KeyOf(Key::kEnter), kSize);  // put it on the General: they swap
  CHECK(editor.setup().At(0, 0) == Rank::kGeneral);
  CHECK(editor.setup().At(0, 1) == Rank::kMarshal);
  Keys(editor, "x");
  CHECK_FALSE(editor.setup().At(0, 1).has_value());
  CHECK(editor.Remaining(Rank::kMarshal) == 1);
  Keys(editor, "c");  // asks first
  CHECK(editor.mode() == SetupEditor::Mode::kConfirming);
  Keys(editor, "n");
  CHECK(editor.Remaining(Rank::kGeneral) == 0);
  Keys(editor, "cy");
  CHECK(editor.Remaining(Rank::kGeneral) == 1);
  CHECK(editor.Empty());
}

TEST_CASE("Setup editor: Enter on an empty square places the tray's choice", "[ui][setup]") {
  SetupEditor editor = Editor();
  CHECK(editor.tray_selection() == Rank::kMarshal);
  editor.Handle(KeyOf(Key::kTab), kSize);
  CHECK(editor.tray_selection() == Rank::kGeneral);
  editor.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(editor.setup().At(0, 0) == Rank::kGeneral);
  editor.Handle(KeyOf(Key::kEnter), kSize);  // no General left: the tray moves on
  CHECK(editor.setup().At(0, 1).has_value());
}

TEST_CASE("Setup editor: done only when the army is complete", "[ui][setup]") {
  SetupEditor editor = Editor();
  Keys(editor, "0");
  CHECK(editor.Handle(Ch(U'd'), kSize) == SetupOutcome::kNone);
  CHECK(editor.message().rfind("Place the rest of the army first: 1 General, 2 Colonels", 0) == 0);
  Keys(editor, "r");
  CHECK(editor.Complete());
  CHECK(editor.Handle(Ch(U'd'), kSize) == SetupOutcome::kDone);
}

TEST_CASE("Setup editor: opening files, good and bad", "[ui][setup]") {
  testing::MemorySetupStore store;
  Setup good = testing::SeededSetup(5);
  good.name = "Good one";
  store.Add("good.txt", {good, {}}, "Good one");
  store.Add("bad.txt", {std::nullopt, {"bad.txt:3:1: unknown header 'colour'"}},
            "bad (has errors)");
  SetupEditor editor = Editor(&store);
  Keys(editor, "o");
  REQUIRE(editor.mode() == SetupEditor::Mode::kChoosingFile);
  editor.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(editor.setup().cells == good.cells);
  CHECK(editor.message() == "Loaded 'Good one'.");
  Keys(editor, "oj");
  editor.Handle(KeyOf(Key::kEnter), kSize);
  CHECK(editor.mode() == SetupEditor::Mode::kShowingErrors);
  Canvas canvas(80, 24);
  editor.Render(canvas, Theme(true, true));
  CHECK(canvas.Text().find("unknown header") != std::string::npos);
  editor.Handle(Ch(U'z'), kSize);  // any key returns to the editor, with the setup unchanged
  CHECK(editor.mode() == SetupEditor::Mode::kEditing);
  CHECK(editor.setup().cells == good.cells);
}

TEST_CASE("Setup editor: saving asks for a name and needs a complete army", "[ui][setup]") {
  testing::MemorySetupStore store;
  SetupEditor editor = Editor(&store);
  Keys(editor, "0w");
  CHECK(editor.mode() == SetupEditor::Mode::kEditing);
  CHECK(editor.message().rfind("Only a complete setup can be saved; still to place: 1 General",
                               0) == 0);
  Keys(editor, "rw");
  REQUIRE(editor.mode() == SetupEditor::Mode::kNaming);
  Keys(editor, "Mine");
  editor.Handle(KeyOf(Key::kEnter), kSize);
  REQUIRE(store.saved().size() == 1);
  CHECK(store.saved()[0].name == "Mine");
  CHECK(editor.message() == "Saved as memory/Mine.txt");
  CHECK_FALSE(editor.unsaved());
  SECTION("saving under another existing name asks before replacing it") {
    Keys(editor, "rw");
    for (int i = 0; i < 4; ++i)
      editor.Handle(KeyOf(Key::kBackspace), kSize);
    Keys(editor, "Other");
    editor.Handle(KeyOf(Key::kEnter), kSize);
    Keys(editor, "w");
    for (int i = 0; i < 5; ++i)
      editor.Handle(KeyOf(Key::kBackspace), kSize);
    Keys(editor, "Mine");
    editor.Handle(KeyOf(Key::kEnter), kSize);
    CHECK(editor.mode() == SetupEditor::Mode::kConfirming);
    Keys(editor, "y");
    CHECK(store.saved().size() == 2);  // "Mine" replaced, "Other" kept
  }
}

TEST_CASE("Setup editor: r fills the empty squares around the pieces placed by hand",
          "[ui][setup]") {
  SetupEditor editor = Editor();
  Keys(editor, "09S");
  Keys(editor, "r");
  CHECK(editor.Complete());
  CHECK(editor.setup().At(0, 0) == Rank::kMarshal);
  CHECK(editor.setup().At(0, 1) == Rank::kGeneral);
  CHECK(editor.setup().At(0, 2) == Rank::kSpy);
  const Setup first = editor.setup();
  Keys(editor, "r");  // a complete army: a whole new random setup
  CHECK(editor.Complete());
  CHECK_FALSE(editor.setup().cells == first.cells);
}

TEST_CASE("Setup editor: the library leaves at once when everything is saved", "[ui][setup]") {
  testing::MemorySetupStore store;
  SetupEditor editor(Player::kRed, ArmyKind::kClassic, DisplayOptions{}, &store, 1, "Setups",
                     SetupPurpose::kLibrary);
  CHECK(editor.Handle(Ch(U'q'), kSize) == SetupOutcome::kLeave);
  Keys(editor, "r");
  CHECK(editor.Handle(Ch(U'd'), kSize) == SetupOutcome::kNone);  // unsaved work: asks first
  CHECK(editor.mode() == SetupEditor::Mode::kConfirming);
  CHECK(editor.Handle(Ch(U'y'), kSize) == SetupOutcome::kLeave);
}

TEST_CASE("Setup editor: leaving asks first", "[ui][setup]") {
  SetupEditor editor = Editor();
  CHECK(editor.Handle(Ch(U'q'), kSize) == SetupOutcome::kNone);
  CHECK(editor.Handle(Ch(U'n'), kSize) == SetupOutcome::kNone);
  CHECK(editor.mode() == SetupEditor::Mode::kEditing);
  editor.Handle(Ch(U'q'), kSize);
  CHECK(editor.Handle(Ch(U'y'), kSize) == SetupOutcome::kLeave);
}

TEST_CASE("Setup editor: Blue's rows are at the bottom of Blue's screen", "[ui][setup]") {
  SetupEditor editor = Editor(nullptr, Player::kBlue);
  Keys(editor, "0");
  Canvas canvas(80, 24, true);
  editor.Render(canvas, Theme(false, false));
  INFO(canvas.Text());
  CHECK(canvas.RowText(1).rfind("     j   i   h", 0) == 0);
  // Blue's front row, Blue's left first; the cursor (in brackets) stepped on after placing.
  CHECK(canvas.RowText(15).rfind(" 7 |10 |[.]| . |", 0) == 0);
}

}  // namespace
}  // namespace stratego

namespace stratego {
namespace {

TEST_CASE("Setup editor: every army, its empty squares left empty", "[ui][setup][rules]") {
  const ArmyKind army = GENERATE(ArmyKind::kBarrage, ArmyKind::kUltimateLightning);
  const int total = GetArmy(army).Total();
  SetupEditor editor(Player::kBlue, army, DisplayOptions{}, nullptr, 7, "Blue: set up your army");
  CHECK(editor.Remaining(Rank::kColonel) == GetArmy(army).Count(Rank::kColonel));
  Keys(editor, "0");
  Keys(editor, "0");  // one Marshal in every army
  CHECK(editor.message() == "The Marshal is on the board already.");
  if (army == ArmyKind::kBarrage) {
    Keys(editor, "4");
    CHECK(editor.message() == "The Barrage army has no Sergeants.");
  }
  Keys(editor, "r");  // the rest at random, around the Marshal
  CHECK(editor.Complete());
  CHECK(editor.setup().At(0, 0) == Rank::kMarshal);
  int placed = 0;
  for (const auto& cell : editor.setup().cells)
    placed += cell.has_value() ? 1 : 0;
  CHECK(placed == total);
  Canvas canvas(kSize.width, kSize.height);
  editor.Render(canvas, Theme(true, true));
  CHECK(canvas.Text().find("Placed " + std::to_string(total) + " of " + std::to_string(total)) !=
        std::string::npos);
  CHECK(editor.Handle(Ch(U'd'), kSize) == SetupOutcome::kDone);
  CHECK(editor.setup().army == army);
}

}  // namespace
}  // namespace stratego
