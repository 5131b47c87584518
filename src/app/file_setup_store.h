// The setup files on disk, for the setup editor: the shipped ones and the player's own.
#pragma once

#include <string>

#include "core/types.h"
#include "ui/setup_store.h"

namespace stratego {

class FileSetupStore : public SetupStore {
 public:
  FileSetupStore(std::string shipped_dir, std::string user_dir, Numbering numbering)
      : shipped_dir_(std::move(shipped_dir)),
        user_dir_(std::move(user_dir)),
        numbering_(numbering) {}

  std::vector<SetupEntry> List(ArmyKind army) const override;
  LoadedSetup Load(const std::string& path) const override;
  // Writes "<name as a file name>.txt" in the user's folder, replacing a setup of the same name.
  std::string PathFor(const std::string& name) const override;
  bool Exists(const std::string& path) const override;
  Expected<std::string> Save(const Setup& setup, const std::string& path) override;
  void set_numbering(Numbering numbering) { numbering_ = numbering; }

 private:
  std::string shipped_dir_;
  std::string user_dir_;
  Numbering numbering_;
};

// A file name for a setup name: letters (ASCII ones in lower case), digits and dashes ("Corner
// Keep" → "corner-keep", "Ünïcödé" keeps its letters); "setup" if nothing is left.
std::string FileNameFor(const std::string& name);

}  // namespace stratego
