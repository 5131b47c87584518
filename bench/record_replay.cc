#include "bench/record_replay.h"

#include <cstdio>

#include "io/diagnostic.h"
#include "io/game_file.h"

namespace stratego {

namespace {

// The sides of `record` whose player name contains `key`, by Index(Player).
std::array<bool, kNumPlayers> SidesNamedLike(const GameRecord& record, const std::string& key) {
  std::array<bool, kNumPlayers> named{};
  for (std::size_t side = 0; side < named.size(); ++side)
    named[side] = record.names[side].find(key) != std::string::npos;
  return named;
}

}  // namespace

void NamedSidesVisitor::Start(const GameRecord& record) {
  named_ = SidesNamedLike(record, key_);
}

bool ReplayRecordFile(const std::string& path, RecordVisitor& visitor) {
  const RecordParseResult parsed = LoadRecordFile(path);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      std::fprintf(stderr, "%s\n", FormatDiagnostic(path, error).c_str());
    return false;
  }
  const GameRecord& record = *parsed.record;
  Expected<GameState> start = GameState::Create(record.rules, record.setups[0], record.setups[1]);
  if (!start) {
    std::fprintf(stderr, "%s: the start: %s\n", path.c_str(), start.error().c_str());
    return false;
  }
  GameState& state = *start;
  visitor.Start(record);
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const GameAction& action = record.actions[i];
    visitor.Before(state, action);
    if (auto problem = ApplyAction(state, action, record.clock.has_value())) {
      std::fprintf(stderr, "%s: %s: %s\n", path.c_str(),
                   DescribeAction(record, static_cast<int>(i)).c_str(), problem->c_str());
      return false;
    }
  }
  visitor.End(state);
  return true;
}

bool ReplayNamedRecord(const std::string& path, NamedSidesVisitor& visitor, RecordsRead& read) {
  if (!ReplayRecordFile(path, visitor)) {
    ++read.failures;
    return false;
  }
  ++read.records;
  if (!visitor.any_named()) return false;
  ++read.games;
  return true;
}

bool AnyGameNamed(const char* program, const RecordsRead& read, const std::string& key) {
  if (read.records == 0) return false;
  if (read.games > 0) return true;
  std::fprintf(stderr, "%s: no player in these records is named like '%s'\n", program, key.c_str());
  return false;
}

int ExitStatus(const RecordsRead& read) {
  return read.failures > 0 ? 1 : 0;
}

}  // namespace stratego
