// Saved game records (`stratego arena --save-games`) read and replayed for the benches that count
// things in them (stratego_odds_bench, stratego_losses_bench, stratego_deterrence_bench).
#pragma once

#include <array>
#include <string>

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

// Reads the record at `path` and replays it from its setups, action by action (core/game_record.h's
// ApplyAction), telling `visitor`. Returns true once every action has been replayed; false after
// reporting on standard error why the record cannot be read, started or replayed (the action that
// is not legal, by its number): then End is not called, and what the visitor counted of the
// record should be dropped.
bool ReplayRecordFile(const std::string& path, RecordVisitor& visitor);

// The sides a bench counts in `record`, by Index(Player): those whose player name contains `key`.
std::array<bool, kNumPlayers> SidesNamedLike(const GameRecord& record, const std::string& key);

// Whether a bench that read and replayed `records` records, `games` of them with a side named like
// `key`, has anything to report. If not, the bench exits with status 1: with no record read each
// was reported already; with none named like `key` this says so on standard error, under the
// bench's name `program`.
bool AnyGameNamed(const char* program, int records, int games, const std::string& key);

}  // namespace stratego
