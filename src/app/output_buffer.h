// Standard output for the commands, with its write errors kept: output that could not be written
// (a full disk, a closed pipe, /dev/full) must not end in exit status 0 as if it had been.
#pragma once

#include <array>
#include <iosfwd>
#include <streambuf>

namespace stratego {

inline constexpr int kStandardOutputFd = 1;  // STDOUT_FILENO

// A stream buffer writing to a file descriptor with write(2), which remembers why the first
// write that failed did. A flush that cannot write everything fails (the stream turns bad), and
// all output after a failure is dropped.
class FdOutputBuffer : public std::streambuf {
 public:
  explicit FdOutputBuffer(int fd);
  ~FdOutputBuffer() override;
  FdOutputBuffer(const FdOutputBuffer&) = delete;
  FdOutputBuffer& operator=(const FdOutputBuffer&) = delete;

  // The errno of the first failed write, or 0 if every write succeeded.
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override;
  int sync() override;

 private:
  bool Drain();

  int fd_;
  int error_ = 0;
  std::array<char, 8192> buffer_{};
};

// Flushes `out` (written through `buffer`) and returns the program's exit status: `status`, or
// kExitFailure in place of success when some output was lost, which is then said on `err`:
// "stratego: cannot write to standard output: No space left on device".
int CheckOutput(std::ostream& out, const FdOutputBuffer& buffer, int status, std::ostream& err);

}  // namespace stratego
