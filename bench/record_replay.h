// Saved game records (`stratego arena --save-games`) read and replayed for the benches that count
// things in them (stratego_odds_bench, stratego_losses_bench, stratego_deterrence_bench).
#pragma once

#include <array>
#include <string>
#include <utility>

#include "core/game_record.h"
#include "core/game_state.h"

namespace stratego {

// What a bench does with a record while it is replayed.
class RecordVisitor {
 public:
  virtual ~RecordVisitor() = default;
  // The record has been read and its setups start a game.
  virtual void Start(const GameRecord& record) = 0;
  // `state` is the position before `action` (which may come after the game is over: a
  // record may note a rescue or an end there).
  virtual void Before(const GameState& state, const GameAction& action) = 0;
  // Every action has been replayed: `state` is where the record leaves the game.
  virtual void End(const GameState& state) = 0;
};

// A visitor that counts for the sides whose player name contains a key.
class NamedSidesVisitor : public RecordVisitor {
 public:
  explicit NamedSidesVisitor(std::string key) : key_(std::move(key)) {}

  // A subclass that overrides Start calls this one first.
  void Start(const GameRecord& record) override;

  // Whether the record started last has a side named like the key.
  bool any_named() const { return named_[0] || named_[1]; }

 protected:
  bool named(Player side) const { return named_[static_cast<std::size_t>(Index(side))]; }

 private:
  std::string key_;
  std::array<bool, kNumPlayers> named_{};
};

// What a bench read of the records it was given.
struct RecordsRead {
  int records = 0;   // read and replayed
  int games = 0;     // of those, with a side named like the key
  int failures = 0;  // not read or not replayed (each reported on standard error)
};

// Reads the record at `path` and replays it from its setups, action by action (core/game_record.h's
// ApplyAction), telling `visitor`. Returns true once every action has been replayed; false after
// reporting on standard error why the record cannot be read, started or replayed (the action that
// is not legal, by its number): then End is not called, and what the visitor counted of the
// record should be dropped.
bool ReplayRecordFile(const std::string& path, RecordVisitor& visitor);

// Replays the record at `path` into `visitor` (ReplayRecordFile), counting it in `read`. True when
// the record was replayed whole and has a side named like the visitor's key: the caller then adds
// what `visitor` counted to its report.
bool ReplayNamedRecord(const std::string& path, NamedSidesVisitor& visitor, RecordsRead& read);

// Whether a bench that read `read` has anything to report. If not, the bench exits with status 1:
// with no record read each was reported already; with none named like `key` this says so on
// standard error, under the bench's name `program`.
bool AnyGameNamed(const char* program, const RecordsRead& read, const std::string& key);

// A bench's exit status once it has reported: 1 if a record could not be read or replayed, else 0.
int ExitStatus(const RecordsRead& read);

}  // namespace stratego
