// The client's connection on its own: what it does when the server says nothing.
#include "net/client.h"

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <string>

namespace stratego {
namespace {

// A listening Unix socket that accepts nothing and sends nothing: a stalled server. The kernel
// completes a connection on its backlog, so a client connects and then waits for an answer.
class SilentServer {
 public:
  SilentServer() {
    folder_ =
        std::filesystem::temp_directory_path() / ("stratego-silent-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder_);
    path_ = (folder_ / "server.sock").string();
    fd_ = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, path_.c_str(), sizeof address.sun_path - 1);
    REQUIRE(::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(::listen(fd_, 4) == 0);
  }
  ~SilentServer() {
    ::close(fd_);
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  SilentServer(const SilentServer&) = delete;
  SilentServer& operator=(const SilentServer&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::filesystem::path folder_;
  std::string path_;
  int fd_ = -1;
};

TEST_CASE("Client: a receive timeout ends the wait for a server that says nothing",
          "[net][client]") {
  SilentServer server;
  auto connection = ServerConnection::Open(server.path());
  REQUIRE(connection);
  (*connection)->SetReceiveTimeout(std::chrono::milliseconds(200));
  const auto started = std::chrono::steady_clock::now();
  const auto line = (*connection)->ReceiveLine();
  const auto waited = std::chrono::steady_clock::now() - started;
  REQUIRE_FALSE(line);
  CHECK(line.error() == "the server did not answer within 200 ms");
  CHECK(waited >= std::chrono::milliseconds(190));
  CHECK(waited < std::chrono::seconds(5));
}

}  // namespace
}  // namespace stratego
