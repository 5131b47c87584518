// Every key binding, as tables.
#include "ui/key_map.h"

#include <catch2/catch.hpp>

#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::Ch;
using testing::KeyOf;

TEST_CASE("Keys: the board's keys and their commands", "[ui][keys]") {
  const std::pair<InputEvent, Command> table[] = {
      {KeyOf(Key::kUp), Command::kUp},
      {Ch(U'k'), Command::kUp},
      {KeyOf(Key::kDown), Command::kDown},
      {Ch(U'j'), Command::kDown},
      {KeyOf(Key::kLeft), Command::kLeft},
      {Ch(U'h'), Command::kLeft},
      {KeyOf(Key::kRight), Command::kRight},
      {Ch(U'l'), Command::kRight},
      {KeyOf(Key::kEnter), Command::kActivate},
      {Ch(U' '), Command::kActivate},
      {KeyOf(Key::kEscape), Command::kCancel},
      {Ch(U':'), Command::kCommandLine},
      {Ch(U'u'), Command::kUndo},
      {Ch(U'?'), Command::kHelp},
      {KeyOf(Key::kF1), Command::kHelp},
      {Ch(U'q'), Command::kQuit},
      {KeyOf(Key::kTab), Command::kNextPiece},
      {KeyOf(Key::kBackTab), Command::kPreviousPiece},
      {InputEvent::Click(3, 4), Command::kClick},
      {Ch(U'x'), Command::kNone},
      {KeyOf(Key::kResize), Command::kNone},
  };
  for (const auto& [event, command] : table) {
    INFO(Describe(event));
    CHECK(PlayCommandFor(event) == command);
  }
}

TEST_CASE("Keys: the setup editor's keys", "[ui][keys]") {
  const std::pair<InputEvent, Command> table[] = {
      {Ch(U'2'), Command::kPlaceRank},
      {Ch(U'S'), Command::kPlaceRank},
      {Ch(U'b'), Command::kPlaceRank},
      {Ch(U'x'), Command::kRemovePiece},
      {Ch(U'.'), Command::kRemovePiece},
      {KeyOf(Key::kDelete), Command::kRemovePiece},
      {KeyOf(Key::kBackspace), Command::kRemovePiece},
      {Ch(U'r'), Command::kRandomSetup},
      {Ch(U'c'), Command::kClearSetup},
      {Ch(U'o'), Command::kOpenSetup},
      {Ch(U'w'), Command::kSaveSetup},
      {Ch(U'd'), Command::kFinishSetup},
      {Ch(U'k'), Command::kUp},
      {Ch(U'l'), Command::kRight},
      {Ch(U'q'), Command::kQuit},
      {KeyOf(Key::kTab), Command::kNextPiece},
  };
  for (const auto& [event, command] : table) {
    INFO(Describe(event));
    CHECK(SetupCommandFor(event, Numbering::kModern) == command);
  }
}

TEST_CASE("Keys: rank keys follow the numbering", "[ui][keys]") {
  CHECK(SetupRankKey(Ch(U'0'), Numbering::kModern) == Rank::kMarshal);
  CHECK(SetupRankKey(Ch(U'9'), Numbering::kModern) == Rank::kGeneral);
  CHECK(SetupRankKey(Ch(U'2'), Numbering::kModern) == Rank::kScout);
  CHECK_FALSE(SetupRankKey(Ch(U'1'), Numbering::kModern).has_value());
  CHECK(SetupRankKey(Ch(U'1'), Numbering::kClassic) == Rank::kMarshal);
  CHECK(SetupRankKey(Ch(U'9'), Numbering::kClassic) == Rank::kScout);
  CHECK(SetupRankKey(Ch(U'3'), Numbering::kClassic) == Rank::kColonel);
  CHECK_FALSE(SetupRankKey(Ch(U'0'), Numbering::kClassic).has_value());
  for (Numbering numbering : {Numbering::kModern, Numbering::kClassic}) {
    CHECK(SetupRankKey(Ch(U's'), numbering) == Rank::kSpy);
    CHECK(SetupRankKey(Ch(U'B'), numbering) == Rank::kBomb);
    CHECK(SetupRankKey(Ch(U'f'), numbering) == Rank::kFlag);
    CHECK_FALSE(SetupRankKey(KeyOf(Key::kEnter), numbering).has_value());
  }
}

TEST_CASE("Keys: the end screen's keys", "[ui][keys]") {
  CHECK(EndCommandFor(Ch(U'n')) == Command::kNewGame);
  CHECK(EndCommandFor(Ch(U'v')) == Command::kToggleSeat);
  CHECK(EndCommandFor(Ch(U'q')) == Command::kQuit);
  CHECK(EndCommandFor(KeyOf(Key::kLeft)) == Command::kLeft);
}

}  // namespace
}  // namespace stratego
