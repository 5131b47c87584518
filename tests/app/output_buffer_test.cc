// Standard output that keeps its write errors (app/output_buffer.h).
#include "app/output_buffer.h"

#include <fcntl.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <ostream>
#include <sstream>
#include <string>

#include "app/cli.h"
#include "support/test_support.h"

namespace stratego {
namespace {

TEST_CASE("Output: what is written reaches the file descriptor, and the status stays",
          "[app][output]") {
  int pipe_fds[2];
  REQUIRE(::pipe(pipe_fds) == 0);
  std::ostringstream err;
  {
    FdOutputBuffer buffer(pipe_fds[1]);
    std::ostream out(&buffer);
    out << "first line\n" << std::string(10000, 'x') << "\n";  // more than the buffer holds
    CHECK(CheckOutput(out, buffer, kExitOk, err) == kExitOk);
    CHECK(buffer.error() == 0);
  }
  ::close(pipe_fds[1]);
  std::string got;
  char chunk[4096];
  for (ssize_t n; (n = ::read(pipe_fds[0], chunk, sizeof chunk)) > 0;)
    got.append(chunk, static_cast<std::size_t>(n));
  ::close(pipe_fds[0]);
  CHECK(got == "first line\n" + std::string(10000, 'x') + "\n");
  CHECK(err.str().empty());
}

TEST_CASE("Output: a write error turns success into failure and is explained", "[app][output]") {
  const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
  if (full < 0) return testing::Skip("no /dev/full here");
  FdOutputBuffer buffer(full);
  std::ostream out(&buffer);
  out << "a setup\n";
  out.flush();
  CHECK_FALSE(out.good());  // a command that flushes can tell, and stop
  CHECK(buffer.error() == ENOSPC);
  std::ostringstream err;
  CHECK(CheckOutput(out, buffer, kExitOk, err) == kExitFailure);
  CHECK(err.str() == "stratego: cannot write to standard output: No space left on device\n");
  CHECK(CheckOutput(out, buffer, kExitUsage, err) == kExitUsage);  // a worse status stays
  ::close(full);
}

}  // namespace
}  // namespace stratego
