#include "app/file_setup_store.h"

#include <algorithm>
#include <filesystem>

#include "app/paths.h"
#include "core/text.h"
#include "io/file_io.h"
#include "io/setup_file.h"

namespace stratego {

namespace {

// The setups in one folder that are of the army, or invalid (so choosing one shows its errors),
// their titles after `prefix`.
void AddEntries(const std::string& dir, ArmyKind army, bool own, std::vector<SetupEntry>& entries,
                const std::string& prefix = "") {
  std::error_code error;
  std::vector<SetupEntry> found;
  for (const auto& file : std::filesystem::directory_iterator(dir, error)) {
    if (file.path().extension() != ".txt") continue;
    const std::string path = file.path().string();
    const SetupParseResult parsed = LoadSetupFile(path);
    if (parsed.setup && parsed.setup->army != army) continue;
    std::string title = parsed.setup && !parsed.setup->name.empty() ? parsed.setup->name
                                                                    : file.path().stem().string();
    if (!parsed.setup) title += " (has errors)";
    found.push_back({prefix + title, path, own});
  }
  std::sort(found.begin(), found.end(),
            [](const SetupEntry& a, const SetupEntry& b) { return a.title < b.title; });
  entries.insert(entries.end(), found.begin(), found.end());
}

}  // namespace

std::string FileNameFor(const std::string& name) {
  std::string file;
  for (char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    // Letters and digits stay, those of other alphabets too (UTF-8 bytes); anything else, a
    // slash or a dot included, becomes one dash.
    if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') || byte >= 0x80) {
      file += lower;
    } else if (!file.empty() && file.back() != '-') {
      file += '-';
    }
  }
  while (!file.empty() && file.back() == '-')
    file.pop_back();
  return file.empty() ? "setup" : file;
}

std::string FolderKeyFor(std::string_view name) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string key;
  for (char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') || lower == '-' ||
        lower == '_' || byte >= 0x80) {
      key += lower;
    } else {
      key += '%';
      key += kHex[byte >> 4];
      key += kHex[byte & 0xF];
    }
  }
  return key;
}

std::string NameOfFolderKey(std::string_view key) {
  std::string name;
  for (std::size_t i = 0; i < key.size(); ++i) {
    const auto digit = [&](std::size_t at) {
      const char c = at < key.size() ? key[at] : ' ';
      return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    };
    if (key[i] == '%' && digit(i + 1) >= 0 && digit(i + 2) >= 0) {
      name += static_cast<char>(digit(i + 1) * 16 + digit(i + 2));
      i += 2;
    } else {
      name += key[i];
    }
  }
  return name;
}

bool SameSetupOwner(std::string_view a, std::string_view b) {
  const std::string_view trimmed_a = Trim(a);
  return !trimmed_a.empty() && FolderKeyFor(trimmed_a) == FolderKeyFor(Trim(b));
}

std::string FileSetupStore::OwnDir() const {
  return owner_.empty() ? user_dir_ : PlayersDir() + "/" + FolderKeyFor(owner_);
}

std::vector<SetupEntry> FileSetupStore::List(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  AddEntries(OwnDir(), army, true, entries);
  AddEntries(shipped_dir_, army, false, entries);
  return entries;
}

std::vector<SetupEntry> FileSetupStore::ListOthers(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  if (!owner_.empty()) AddEntries(user_dir_, army, false, entries, "(no name): ");
  std::error_code error;
  std::vector<std::filesystem::path> folders;
  for (const auto& folder : std::filesystem::directory_iterator(PlayersDir(), error)) {
    if (folder.is_directory(error) && folder.path().string() != OwnDir())
      folders.push_back(folder.path());
  }
  std::sort(folders.begin(), folders.end());
  for (const auto& folder : folders)
    AddEntries(folder.string(), army, false, entries,
               NameOfFolderKey(folder.filename().string()) + ": ");
  return entries;
}

std::unique_ptr<SetupStore> FileSetupStore::ForPlayer(const std::string& name) const {
  auto store = std::make_unique<FileSetupStore>(*this);
  store->owner_ = name;
  return store;
}

LoadedSetup FileSetupStore::Load(const std::string& path) const {
  const SetupParseResult parsed = LoadSetupFile(path);
  LoadedSetup loaded;
  loaded.setup = parsed.setup;
  // The editor names the file above the list, so each fault gives only its place in it.
  for (const Diagnostic& error : parsed.errors) {
    std::string place;
    if (error.line > 0) place = "line " + std::to_string(error.line);
    if (error.column > 0) place += ", column " + std::to_string(error.column);
    loaded.errors.push_back(place.empty() ? error.message : place + ": " + error.message);
  }
  return loaded;
}

std::string FileSetupStore::PathFor(const std::string& name) const {
  return OwnDir() + "/" + FileNameFor(name) + ".txt";
}

bool FileSetupStore::Exists(const std::string& path) const {
  std::error_code error;
  return std::filesystem::exists(path, error);
}

Expected<std::string> FileSetupStore::Save(const Setup& setup, const std::string& path) {
  if (Status made = MakeDirectories(OwnDir()); !made) return Error{made.error()};
  if (Status written = WriteFileAtomically(path, FormatSetupText(setup, numbering_)); !written) {
    return Error{written.error()};
  }
  return path;
}

}  // namespace stratego
