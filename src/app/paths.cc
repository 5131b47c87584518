#include "app/paths.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace stratego {

namespace {

bool IsDirectory(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

std::string Environment(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

// $VARIABLE/stratego, else ~/FALLBACK/stratego (XDG base directories).
std::string XdgDir(const char* variable, const char* fallback) {
  std::string base = Environment(variable);
  if (base.empty() || base[0] != '/') {  // the XDG spec says relative paths are to be ignored
    const std::string home = Environment("HOME");
    base = (home.empty() ? std::string(".") : home) + "/" + fallback;
  }
  return base + "/stratego";
}

// $XDG_DATA_HOME/stratego, else ~/.local/share/stratego.
std::string UserDataDir() {
  return XdgDir("XDG_DATA_HOME", ".local/share");
}

}  // namespace

std::string UserSetupsDir() {
  return UserDataDir() + "/setups";
}

std::string UserGamesDir() {
  return UserDataDir() + "/games";
}

std::string UserOpponentsDir() {
  return UserDataDir() + "/opponents";
}

std::string DefaultServerSocket() {
  const std::string runtime = Environment("XDG_RUNTIME_DIR");
  if (!runtime.empty() && runtime[0] == '/') return runtime + "/stratego/server.sock";
  return "/tmp/stratego-" + std::to_string(::getuid()) + "/server.sock";
}

std::string ServerDataDir() {
  return UserDataDir() + "/server";
}

std::string OptionsFilePath() {
  return XdgDir("XDG_CONFIG_HOME", ".config") + "/options.conf";
}

// The folder of the running program, from /proc/self/exe; empty if it cannot be told.
std::string ProgramDir() {
  std::error_code error;
  const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string() : program.parent_path().string();
}

std::string ShippedSetupsDir() {
  const std::string chosen = Environment("STRATEGO_SETUPS_DIR");
  if (!chosen.empty()) return chosen;
  // An installed program finds its setups beside it, wherever it was installed (PREFIX/bin and
  // PREFIX/share/stratego/setups).
  const std::string program_dir = ProgramDir();
  const std::string beside = program_dir + "/../share/stratego/setups";
  if (!program_dir.empty() && IsDirectory(beside)) return beside;
  if (IsDirectory(STRATEGO_INSTALLED_SETUPS_DIR)) return STRATEGO_INSTALLED_SETUPS_DIR;
  return STRATEGO_SOURCE_SETUPS_DIR;
}

}  // namespace stratego
