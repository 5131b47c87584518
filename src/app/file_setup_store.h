// The setup files on disk, for the setup editor: the shipped ones and the player's own.
//
// A player without a name keeps setups in the user's folder itself; a named player in
// players/<FolderKeyFor(name)>/ below it, so that in a hot-seat game neither player is offered
// (and shown a preview of) the other's setups unless they ask for other players' (setup_store.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/types.h"
#include "ui/setup_store.h"

namespace stratego {

class FileSetupStore : public SetupStore {
 public:
  // The store of the player without a name; ForPlayer gives a named player's.
  FileSetupStore(std::string shipped_dir, std::string user_dir, Numbering numbering)
      : shipped_dir_(std::move(shipped_dir)),
        user_dir_(std::move(user_dir)),
        numbering_(numbering) {}

  // The player's own setups (in OwnDir) and the shipped ones.
  std::vector<SetupEntry> List(ArmyKind army) const override;
  // Those in the other players' folders (the unnamed player's among them, for a named player),
  // titled "ann: Corner keep", "(no name): Corner keep".
  std::vector<SetupEntry> ListOthers(ArmyKind army) const override;
  std::unique_ptr<SetupStore> ForPlayer(const std::string& name) const override;
  LoadedSetup Load(const std::string& path) const override;
  // Writes "<name as a file name>.txt" in OwnDir, replacing a setup of the same name.
  std::string PathFor(const std::string& name) const override;
  bool Exists(const std::string& path) const override;
  Expected<std::string> Save(const Setup& setup, const std::string& path) override;
  void set_numbering(Numbering numbering) { numbering_ = numbering; }
  // The folder of the player's own setups.
  std::string OwnDir() const;

 private:
  std::string PlayersDir() const { return user_dir_ + "/players"; }

  std::string owner_;  // the player's name, "" for none
  std::string shipped_dir_;
  std::string user_dir_;
  Numbering numbering_;
};

// The folder of a named player's setups, below players/: the name with ASCII letters in lower
// case, and every byte but ASCII letters, digits, '-', '_' and those of other alphabets written
// as %XX ("Ann Lee" → "ann%20lee", "Ann." → "ann%2E", "Zoë" → "zoë"). Two names have the same
// folder only when they differ in the case of ASCII letters alone, as PersonNameProblem compares
// them (ui/player_names.h), so no player is offered another's setups as their own. UTF-8 bytes
// are kept as they are so that a name of 40 characters fits in a file name (255 bytes), and so
// that the folders of plain names ("ann", "zoë") are those that earlier versions made.
std::string FolderKeyFor(std::string_view name);
// The name a folder key stands for, as other players' setups are titled ("ann%2E" → "ann.").
std::string NameOfFolderKey(std::string_view key);
// Whether the people called `a` and `b` would keep their setups in the same folder (never when a
// name is empty: those without one share the user's folder on purpose); for the names screen.
bool SameSetupOwner(std::string_view a, std::string_view b);

// A file name for a setup name: letters (ASCII ones in lower case), digits and dashes ("Corner
// Keep" → "corner-keep", "Ünïcödé" keeps its letters); "setup" if nothing is left.
std::string FileNameFor(const std::string& name);

}  // namespace stratego
