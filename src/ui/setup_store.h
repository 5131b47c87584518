// Where the setup editor finds and keeps setup files. The editor sees only this interface; the
// application implements it with real files (the shipped setups/ and the player's own folder),
// tests with a few setups in memory.
//
// Setups are a player's secret (RULES.md §3): a store is seen by one player, named or not
// (ForPlayer), and lists that player's own setups and the shipped ones. What other players saved
// is listed apart (ListOthers), for the editor to show only when the player asks for it.
#pragma once

#include <memory>
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
  std::vector<std::string> errors;  // where and what, for people, when the setup is not valid
};

class SetupStore {
 public:
  virtual ~SetupStore() = default;
  // The setups of the given army, the player's own first, each group sorted by title.
  virtual std::vector<SetupEntry> List(ArmyKind army) const = 0;
  // The setups of the given army that other players saved (titled with whose they are), never
  // among List's. A store that keeps no players apart has none.
  virtual std::vector<SetupEntry> ListOthers(ArmyKind /*army*/) const { return {}; }
  // The same files as seen by the player called `name` ("": a player without a name), or null
  // when the store keeps no players apart (then this store serves everyone).
  virtual std::unique_ptr<SetupStore> ForPlayer(const std::string& /*name*/) const {
    return nullptr;
  }
  virtual LoadedSetup Load(const std::string& path) const = 0;
  // Where a setup of this name is kept in the player's folder, whether it is there or not.
  virtual std::string PathFor(const std::string& name) const = 0;
  // Whether there is a setup file at `path` (saving there would replace it).
  virtual bool Exists(const std::string& path) const = 0;
  // Writes the setup to `path`, replacing what is there; returns the path written.
  virtual Expected<std::string> Save(const Setup& setup, const std::string& path) = 0;
};

}  // namespace stratego
