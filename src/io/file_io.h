// Reading and writing whole files, safely: bounded reads, atomic writes.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/expected.h"

namespace stratego {

// The whole content of a file, or why it could not be read ("cannot open: No such file or
// directory", "file is too large (…)"). Directories and files over `max_bytes` are refused.
Expected<std::string> ReadTextFile(const std::string& path, std::size_t max_bytes);

// Replaces the file's content atomically: writes a temporary file beside it, flushes it to disk
// and renames it over the old one, so a reader sees the old file or the new, never a torn one.
// A file it replaces keeps its permissions; a new file is readable only by its owner (files may
// hold hidden setups). Only a regular file is replaced: a device, a FIFO, a directory or a
// symbolic link at `path` is refused, and left as it is.
Status WriteFileAtomically(const std::string& path, const std::string& content);

struct FileWrite {
  std::string path;
  std::string content;
};
// WriteFileAtomically for several files at once, flushed to disk together (group commit: one
// syncfs of the file system, then the renames, then one fsync of each folder) instead of two
// fsyncs a file. Without `flush` nothing is flushed: the files are still replaced atomically for
// readers and for a killed process, but not across a crash of the machine or a power cut. One
// result a write, in order; a file that fails leaves the others written and its own as it was.
// Each file is written as PATH.spare, which is then renamed over PATH, and the file it replaced
// is kept as the next PATH.spare (so that writing a file again makes and frees no inode): a
// folder written this way holds a .spare beside each file.
std::vector<Status> WriteFilesAtomically(const std::vector<FileWrite>& writes, bool flush = true);

// Creates a directory and its parents (like mkdir -p), each one it creates private to the user
// (0700); folders that exist are left as they are. Fails if `path` is not a directory after.
Status MakeDirectories(const std::string& path);

}  // namespace stratego
