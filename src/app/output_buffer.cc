#include "app/output_buffer.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ostream>

#include "app/cli.h"

namespace stratego {

FdOutputBuffer::FdOutputBuffer(int fd) : fd_(fd) {
  setp(buffer_.data(), buffer_.data() + buffer_.size());
}

FdOutputBuffer::~FdOutputBuffer() {
  Drain();
}

FdOutputBuffer::int_type FdOutputBuffer::overflow(int_type c) {
  if (!Drain()) return traits_type::eof();
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  *pptr() = traits_type::to_char_type(c);
  pbump(1);
  return c;
}

int FdOutputBuffer::sync() {
  return Drain() ? 0 : -1;
}

// Writes what is buffered; false (and nothing kept) if a write fails now or failed before.
bool FdOutputBuffer::Drain() {
  const char* next = pbase();
  while (error_ == 0 && next < pptr()) {
    const ssize_t written = ::write(fd_, next, static_cast<std::size_t>(pptr() - next));
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) {
      error_ = written < 0 ? errno : EIO;
      break;
    }
    next += written;
  }
  setp(buffer_.data(), buffer_.data() + buffer_.size());
  return error_ == 0;
}

int CheckOutput(std::ostream& out, const FdOutputBuffer& buffer, int status, std::ostream& err) {
  out.flush();
  if (buffer.error() == 0) return status;
  err << "stratego: cannot write to standard output: " << std::strerror(buffer.error()) << "\n";
  return status == kExitOk ? kExitFailure : status;
}

}  // namespace stratego
