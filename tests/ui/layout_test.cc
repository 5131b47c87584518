// Every screen at a table of terminal sizes: no text is cut inside a word or a key hint, and
// nothing is drawn outside the screen's areas (header, board, panel, status line).
#include <catch2/catch.hpp>
#include <functional>
#include <set>
#include <sstream>

#include "core/random_setup.h"
#include "core/rng.h"
#include "core/view.h"
#include "ui/play_screen.h"
#include "ui/replay_screen.h"
#include "ui/saved_games.h"
#include "ui/setup_editor.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

constexpr ScreenSize kSizes[] = {{72, 15}, {80, 24}, {100, 30}, {100, 40}, {132, 43}, {200, 60}};
constexpr ScreenSize kHuge{320, 90};  // where every text shows whole: the known words

// Phrases that must never be split across lines nor cut: the key hints of every screen and the
// phrases the layout keeps together.
const std::vector<std::string> kPhrases = {
    "Arrows/hjkl: cursor",
    "Enter: pick a piece",
    ":e4-e5 types a move",
    "Enter on a highlighted square moves",
    "Esc: cancel",
    "Enter: hand over to Blue",
    "u: take the move back",
    "n: new game",
    "v: turn the board",
    "q: leave",
    "Space: pause",
    "Space: resume",
    "PgUp/PgDn: earlier moves",
    "?: help",
    "q: quit",
    "d: done",
    "w: save",
    "o: open",
    "r: random",
    "x: remove",
    "Enter: pick up, swap",
    "c: clear",
    "Enter: resume or replay",
    "v: replay a finished game",
    "e: export to Gravon XML",
    "x: delete",
    "Esc: back",
    "? help",
    "q back",
    "v view",
    "a auto",
    ": go to move",
    "N = 3",
    "see why on the right",
};

// The abbreviations a short panel uses instead of cut names (LossForm::kShort, the setup tray).
const std::vector<std::string> kAbbreviations = {"Gen", "Col", "Capt", "Lt", "Sgt"};

std::vector<std::string> Rows(const std::string& screen) {
  std::vector<std::string> rows;
  std::istringstream in(screen);
  for (std::string row; std::getline(in, row);)
    rows.push_back(row);
  return rows;
}

// The runs of letters of a screen (apostrophes inside words kept): "Sergean", "Blue's".
std::vector<std::string> Words(const std::string& screen) {
  std::vector<std::string> words;
  std::string word;
  for (char c : screen + "\n") {
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'';
    if (letter) {
      word += c;
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  return words;
}

bool IsProperPrefixOfAny(const std::string& word, const std::set<std::string>& known) {
  for (auto it = known.lower_bound(word); it != known.end() && it->rfind(word, 0) == 0; ++it) {
    if (*it != word) return true;
  }
  return false;
}

// A word that is the start of a known word but not a word itself was cut ("Sergean", "betwe");
// an ellipsis marks a cut text; a row that ends inside a known phrase split it ("r:", "Enter:
// pick"); a row that holds a phrase's key and not the whole phrase cut it.
void CheckNothingCut(const std::string& screen, const std::set<std::string>& known) {
  INFO(screen);
  for (const std::string& word : Words(screen)) {
    INFO("the word '" << word << "'");
    CHECK((known.count(word) > 0 || !IsProperPrefixOfAny(word, known)));
  }
  CHECK(screen.find("…") == std::string::npos);
  CHECK(screen.find("...") == std::string::npos);
  for (std::string row : Rows(screen)) {
    row.erase(row.find_last_not_of(' ') + 1);
    for (const std::string& phrase : kPhrases) {
      if (row.find(phrase) != std::string::npos) continue;
      for (std::size_t blank = phrase.find(' '); blank != std::string::npos;
           blank = phrase.find(' ', blank + 1)) {
        const std::string start = phrase.substr(0, blank);
        const bool ends_with = row.size() >= start.size() &&
                               row.compare(row.size() - start.size(), start.size(), start) == 0;
        // (Only read before the ending when the row ends with it: a shorter row has no such
        // character.)
        const bool whole_word =
            ends_with && (row.size() == start.size() || row[row.size() - start.size() - 1] == ' ' ||
                          start[0] == ':');
        INFO("the row '" << row << "' ends inside '" << phrase << "'");
        CHECK_FALSE((ends_with && whole_word && start.size() > 1));
      }
    }
  }
}

// Every cell outside the areas is blank.
void CheckInsideAreas(const Canvas& canvas, const std::vector<Rect>& areas) {
  for (const Rect& area : areas) {
    CHECK(area.x >= 0);
    CHECK(area.x + area.width <= canvas.width());
  }
  for (int y = 0; y < canvas.height(); ++y) {
    for (int x = 0; x < canvas.width(); ++x) {
      if (canvas.at(x, y).ch == U' ') continue;
      bool inside = false;
      for (const Rect& a : areas)
        inside = inside || (x >= a.x && x < a.x + a.width && y >= a.y && y < a.y + a.height);
      if (inside) continue;
      // Said only when it fails: an INFO builds its message (here the whole screen) every time.
      FAIL_CHECK("(" << x << ", " << y << ") '" << EncodeUtf8(canvas.at(x, y).ch)
                     << "' is outside every area in\n"
                     << canvas.Text());
      return;
    }
  }
}

// The areas of a screen laid out as the play screen: the header, board, panel, status line.
std::vector<Rect> PlayAreas(ScreenSize size) {
  const PlayLayout layout = *LayoutPlayScreen(size);
  const BoardGeometry& board = layout.board;
  return {{0, 0, size.width, 1},
          {board.x, board.y, board.Width(), board.Height()},
          layout.panel,
          {0, layout.status_row, size.width, 1}};
}

struct Subject {
  std::string name;
  std::function<void(Canvas&, const Theme&)> render;
  bool play_layout = true;  // laid out as the play screen (else one column of text)
};

GameRecord RandomRecord(std::uint64_t seed, int plies, bool silent) {
  Rng rng(seed);
  GameRecord header;
  header.rules.silent_defense = silent;
  header.setups = {RandomSetup(ArmyKind::kClassic, rng), RandomSetup(ArmyKind::kClassic, rng)};
  header.names = {"Ann", "Bo"};
  RecordedGame game = RecordedGame::Start(header).value();
  for (int ply = 0; ply < plies && !game.state().over(); ++ply) {
    const std::vector<Move> moves = game.state().LegalMoves();
    game.ApplyMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]);
  }
  return game.record();
}

class OneGameLibrary : public GameLibrary {
 public:
  Expected<std::vector<SavedGameEntry>> List() const override {
    SavedGameEntry entry;
    entry.path = "games/2026-11-22-ann-bo.game";
    entry.saved = "2026-11-22 10:00";
    entry.players = "Ann - Bo";
    entry.moves = 12;
    entry.state = "Red to move";
    entry.resumable = true;
    entry.readable = true;
    entry.name = "autosave";
    return std::vector<SavedGameEntry>{entry};
  }
  Expected<GameRecord> Load(const std::string&) const override { return GameRecord{}; }
  Status Delete(const std::string&) override { return {}; }
  Expected<std::string> ExportGravon(const std::string& path) override { return path + ".xml"; }
};

// A play screen in `phase` on a game of `plies` random moves, with `message` if not empty.
Subject Play(const std::string& name, PlayPhase phase, const std::string& message, bool error,
             std::function<void(PlayScreen&)> more = nullptr) {
  return {name, [=](Canvas& canvas, const Theme& theme) {
            const GameRecord record = RandomRecord(11, 200, false);
            const GameState state = *ReplayRecord(record, 200).state;
            PlayScreen screen{DisplayOptions{}};
            screen.Show(BuildView(state, state.to_move()), phase, phase == PlayPhase::kMoved);
            if (!message.empty()) screen.SetMessage(message, error);
            if (more) more(screen);
            screen.Render(canvas, theme);
          }};
}

std::vector<Subject> Subjects() {
  std::vector<Subject> subjects;
  subjects.push_back(Play("play: a refused move", PlayPhase::kChoosing,
                          "Cannot play e4-e5: two-squares rule: this piece has already moved "
                          "between e4 and e5 three times in a row",
                          true));
  subjects.push_back(Play("play: moved", PlayPhase::kMoved, "You moved e4-e5.", false));
  subjects.push_back(
      Play("play: watching, paused", PlayPhase::kWatching, "", false, [](PlayScreen& screen) {
        screen.SetSpectator(true);
        screen.SetWaiting("paused", -1, "Space: resume · +/-: 1 s a move · q: leave");
      }));
  subjects.push_back(
      Play("play: the computer thinks", PlayPhase::kWatching, "", false, [](PlayScreen& screen) {
        screen.SetWaiting("Blue (ai:hard) is thinking", 1,
                          "PgUp/PgDn: earlier moves · ?: help · q: quit");
      }));
  for (bool silent : {false, true}) {
    subjects.push_back({std::string("replay") + (silent ? ", silent defense, Red's view" : ""),
                        [silent](Canvas& canvas, const Theme& theme) {
                          ReplayScreen screen(RandomRecord(12, 150, silent), DisplayOptions{},
                                              "game.txt");
                          const ScreenSize size{canvas.width(), canvas.height()};
                          screen.Handle(InputEvent::Of(Key::kEnd), size);
                          if (silent) screen.Handle(InputEvent::Char(U'v'), size);
                          screen.Render(canvas, theme);
                        }});
  }
  subjects.push_back({"setup editor", [](Canvas& canvas, const Theme& theme) {
                        SetupEditor editor(Player::kRed, ArmyKind::kClassic, DisplayOptions{},
                                           nullptr, 1, "Red: set up your army");
                        editor.Render(canvas, theme);
                      }});
  subjects.push_back({"saved games",
                      [](Canvas& canvas, const Theme& theme) {
                        OneGameLibrary library;
                        SavedGamesActivity screen(&library, nullptr, nullptr);
                        screen.Render(canvas, theme);
                      },
                      false});
  return subjects;
}

std::set<std::string> KnownWords(const Subject& subject) {
  Canvas huge(kHuge.width, kHuge.height);
  subject.render(huge, Theme(true, true));
  std::set<std::string> known;
  for (const std::string& word : Words(huge.Text()))
    known.insert(word);
  for (const std::string& phrase : kPhrases) {
    for (const std::string& word : Words(phrase))
      known.insert(word);
  }
  known.insert(kAbbreviations.begin(), kAbbreviations.end());
  return known;
}

TEST_CASE("Layout: no screen cuts a word or a key hint, at any usual size", "[ui][layout]") {
  for (const Subject& subject : Subjects()) {
    const std::set<std::string> known = KnownWords(subject);
    for (ScreenSize size : kSizes) {
      for (bool unicode : {true, false}) {
        INFO(subject.name << " at " << size.width << "x" << size.height
                          << (unicode ? "" : ", ASCII"));
        Canvas canvas(size.width, size.height, !unicode);
        subject.render(canvas, Theme(true, unicode));
        CheckNothingCut(canvas.Text(), known);
      }
    }
  }
}

TEST_CASE("Layout: nothing is drawn outside the header, board, panel and status line",
          "[ui][layout]") {
  for (const Subject& subject : Subjects()) {
    if (!subject.play_layout) continue;
    for (ScreenSize size : kSizes) {
      INFO(subject.name << " at " << size.width << "x" << size.height);
      Canvas canvas(size.width, size.height);
      subject.render(canvas, Theme(true, true));
      CheckInsideAreas(canvas, PlayAreas(size));
    }
  }
}

}  // namespace
}  // namespace stratego
