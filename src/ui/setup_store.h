// Where the setup editor finds and keeps setup files. The editor sees only this interface; the
// application implements it with real files (the shipped setups/ and the player's own folder),
// tests with a few setups in memory.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/expected.h"
#include "core/setup.h"

namespace stratego {

struct SetupEntry {
  std::string title;  // what the list shows: the setup's name, or the file name
  std::string path;   // how to load it
  bool own = false;   // in the player's own folder, not shipped with the game
};

struct LoadedSetup {
  std::optional<Setup> setup;
  std::vector<std::string> errors;  // "file:line:column: message", when the setup is not valid
};

class SetupStore {
 public:
  virtual ~SetupStore() = default;
  // The setups of the given army, the player's own first, each group sorted by title.
  virtual std::vector<SetupEntry> List(ArmyKind army) const = 0;
  virtual LoadedSetup Load(const std::string& path) const = 0;
  // Saves under the setup's name in the player's folder, replacing a setup of that name; returns
  // the path written.
  virtual Expected<std::string> Save(const Setup& setup) = 0;
  // Whether saving under this name would replace a setup the player has.
  virtual bool Exists(const std::string& name) const = 0;
};

}  // namespace stratego
