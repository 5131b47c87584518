#include "io/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <set>

namespace stratego {

namespace {

Error SystemError(const std::string& what) {
  return Error{what + ": " + std::strerror(errno)};
}

class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  int Release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }

 private:
  int fd_;
};

bool WriteAll(int fd, const std::string& content) {
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    written += static_cast<std::size_t>(n);
  }
  return true;
}

// Makes a rename durable across a power cut, where the file system allows (best effort).
void SyncDirectoryOf(const std::string& path) {
  const std::size_t slash = path.rfind('/');
  const std::string directory =
      slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  FileDescriptor dir(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() >= 0) ::fsync(dir.get());
}

// What kind of thing `mode` says a file is, for the refusal to replace it.
const char* KindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "a special file";
}

constexpr mode_t kNewFileMode = 0600;  // mkstemp's: files may hold hidden setups

// The permissions the file written to `path` is to have: those of the regular file it replaces
// (without set-id bits), or kNewFileMode for a new file. Anything else at `path` (a device, a
// FIFO, a directory, a symbolic link) is refused: renaming over it would destroy it, or the link
// a person made, and a link in a shared folder may have been planted.
Expected<mode_t> ModeForReplacing(const std::string& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) {
    if (errno == ENOENT) return kNewFileMode;
    return SystemError("cannot replace " + path);
  }
  if (!S_ISREG(info.st_mode))
    return Error{"cannot replace " + path + ": it is " + KindOf(info.st_mode) +
                 ", not a regular file"};
  return info.st_mode & 0777;
}

}  // namespace

Expected<std::string> ReadTextFile(const std::string& path, std::size_t max_bytes) {
  FileDescriptor file(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (file.get() < 0) return SystemError("cannot open");
  struct stat info {};
  if (::fstat(file.get(), &info) != 0) return SystemError("cannot read");
  if (S_ISDIR(info.st_mode)) return Error{"is a directory, not a file"};
  if (!S_ISREG(info.st_mode)) return Error{"is not a regular file"};
  if (static_cast<std::size_t>(info.st_size) > max_bytes) {
    return Error{"file is too large (" + std::to_string(info.st_size) + " bytes; at most " +
                 std::to_string(max_bytes) + ")"};
  }
  std::string content;
  char buffer[65536];
  while (true) {
    const ssize_t n = ::read(file.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return SystemError("cannot read");
    if (n == 0) break;
    content.append(buffer, static_cast<std::size_t>(n));
    if (content.size() > max_bytes) return Error{"file is too large"};
  }
  return content;
}

namespace {

// A file's new content, written and closed beside it under a temporary name, not yet renamed.
struct Staged {
  std::string temporary;
  Status status;
};

// Writes `content` to a temporary file beside `path` (made as WriteFileAtomically says), flushed
// to disk with fsync when `sync`; on failure nothing is left behind.
Staged Stage(const std::string& path, const std::string& content, bool sync) {
  const Expected<mode_t> mode = ModeForReplacing(path);
  if (!mode) return {"", Error{mode.error()}};
  std::string temporary = path + ".XXXXXX";
  FileDescriptor file(::mkstemp(temporary.data()));  // made with kNewFileMode
  if (file.get() < 0) return {"", SystemError("cannot create " + temporary)};
  if (*mode != kNewFileMode && ::fchmod(file.get(), *mode) != 0) {
    const Error error = SystemError("cannot keep the permissions of " + path);
    ::unlink(temporary.c_str());
    return {"", error};
  }
  const bool written = WriteAll(file.get(), content) && (!sync || ::fsync(file.get()) == 0);
  const int saved_errno = errno;
  const bool closed = ::close(file.Release()) == 0;
  if (!written || !closed) {
    ::unlink(temporary.c_str());
    errno = written ? errno : saved_errno;
    return {"", SystemError("cannot write " + path)};
  }
  return {temporary, {}};
}

Status Replace(const std::string& temporary, const std::string& path);

// Like Stage, into `path`.spare: the file that `path` was before the last group write (see
// Recycle), truncated and written again, so that no inode is made; made new (0600, or the mode of
// `path`) when there is none. A spare that is not a regular file of ours is refused.
Staged StageSpare(const std::string& path, const std::string& content) {
  const Expected<mode_t> mode = ModeForReplacing(path);
  if (!mode) return {"", Error{mode.error()}};
  std::string spare = path + ".spare";
  int fd = ::open(spare.c_str(), O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 && errno == ENOENT)
    fd = ::open(spare.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, kNewFileMode);
  FileDescriptor file(fd);
  if (file.get() < 0) return {"", SystemError("cannot create " + spare)};
  struct stat info {};
  if (::fstat(file.get(), &info) != 0 || !S_ISREG(info.st_mode) || info.st_uid != ::geteuid())
    return {"", Error{"cannot write " + spare + ": not a regular file of this user"}};
  if ((info.st_mode & 07777) != *mode && ::fchmod(file.get(), *mode) != 0)
    return {"", SystemError("cannot keep the permissions of " + path)};
  const bool written = WriteAll(file.get(), content);
  const int saved_errno = errno;
  const bool closed = ::close(file.Release()) == 0;
  if (!written || !closed) {
    errno = written ? errno : saved_errno;
    return {"", SystemError("cannot write " + path)};
  }
  return {spare, {}};
}

// Renames the staged spare over `path`, keeping the file it replaces as the next spare: a busy
// server then neither makes nor frees an inode a save (on ext4, finding a free inode among many
// recently freed ones cost most of the writer's time). Atomic for readers all the same.
Status Recycle(const std::string& spare, const std::string& path) {
  const std::string old = path + ".old";
  ::unlink(old.c_str());  // left by a crash between the steps below, if ever
  const bool kept = ::link(path.c_str(), old.c_str()) == 0;
  if (Status replaced = Replace(spare, path); !replaced) {
    if (kept) ::unlink(old.c_str());
    return replaced;
  }
  if (kept) ::rename(old.c_str(), spare.c_str());
  return {};
}

// Renames a staged file over `path`.
Status Replace(const std::string& temporary, const std::string& path) {
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const Error error = SystemError("cannot replace " + path);
    ::unlink(temporary.c_str());
    return error;
  }
  return {};
}

std::string DirectoryOf(const std::string& path) {
  const std::size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
}

}  // namespace

Status WriteFileAtomically(const std::string& path, const std::string& content) {
  const Staged staged = Stage(path, content, true);
  if (!staged.status) return staged.status;
  if (Status replaced = Replace(staged.temporary, path); !replaced) return replaced;
  SyncDirectoryOf(path);
  return {};
}

namespace {

// One group write (WriteFilesAtomically) of files that are all different.
void WriteGroup(const std::vector<FileWrite>& writes, std::size_t begin, std::size_t end,
                bool flush, std::vector<Status>& results) {
  std::vector<std::string> spares(writes.size());
  for (std::size_t i = begin; i < end; ++i) {
    Staged staged = StageSpare(writes[i].path, writes[i].content);
    results[i] = staged.status;
    spares[i] = std::move(staged.temporary);
  }
  // Group commit: one flush of the file system for every staged file, so that each rename below
  // replaces an old file with a new one already on disk. syncfs also waits for whatever else is
  // being written on that file system, but measured on a busy shared disk it was still twice as
  // fast as fdatasync of each file (each a journal commit of its own).
  std::optional<Error> flush_error;
  for (std::size_t i = begin; i < end && flush && !flush_error; ++i) {
    if (!results[i]) continue;
    const FileDescriptor file(::open(spares[i].c_str(), O_RDONLY | O_CLOEXEC));
    if (file.get() < 0 || ::syncfs(file.get()) != 0)
      flush_error = SystemError("cannot write " + writes[i].path);
    break;
  }
  std::set<std::string> directories;
  for (std::size_t i = begin; i < end; ++i) {
    if (!results[i]) continue;
    if (flush_error) {
      results[i] = *flush_error;
      continue;
    }
    results[i] = Recycle(spares[i], writes[i].path);
    if (results[i]) directories.insert(DirectoryOf(writes[i].path));
  }
  if (flush) {
    for (const std::string& directory : directories)
      SyncDirectoryOf(directory + "/");
  }
}

}  // namespace

std::vector<Status> WriteFilesAtomically(const std::vector<FileWrite>& writes, bool flush) {
  std::vector<Status> results(writes.size());
  // Groups of different files, in order: a file written twice is written in two groups.
  std::size_t begin = 0;
  std::set<std::string> paths;
  for (std::size_t i = 0; i <= writes.size(); ++i) {
    if (i < writes.size() && paths.insert(writes[i].path).second) continue;
    WriteGroup(writes, begin, i, flush, results);
    begin = i;
    paths = {};
    if (i < writes.size()) paths.insert(writes[i].path);
  }
  return results;
}

Status MakeDirectories(const std::string& path) {
  for (std::size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
    const std::string prefix = path.substr(0, slash);
    if (!prefix.empty() && ::mkdir(prefix.c_str(), 0700) != 0 && errno != EEXIST)
      return SystemError("cannot create " + prefix);
    if (slash == std::string::npos) break;
  }
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0 || !S_ISDIR(status.st_mode))
    return Error{path + " is not a directory"};
  return {};
}

}  // namespace stratego
