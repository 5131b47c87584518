// A connection to a game server whose messages a thread of its own reads as they come, for a
// screen's table (app/server_table.h, app/server_watch.h) to take on the screen's thread when it
// polls: the screen never blocks on the server.
#pragma once

#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "net/client.h"

namespace stratego {

class MessageReader {
 public:
  // `connection` has said hello; `first` is the server's answer already read (`joined`,
  // `watching`), the first message Take gives.
  MessageReader(std::unique_ptr<ServerConnection> connection, Message first);
  // Ends the connection and waits for the reading thread.
  ~MessageReader();
  MessageReader(const MessageReader&) = delete;
  MessageReader& operator=(const MessageReader&) = delete;

  struct Batch {
    std::deque<Message> messages;     // in the order they came
    std::optional<std::string> lost;  // why the connection ended, once it has (for good)
  };
  // The messages received since the last Take, and whether the connection is gone.
  Batch Take();
  // Sends `message`; a failure counts as the connection lost (Take says why).
  void Send(const Message& message);

 private:
  void Read();

  std::unique_ptr<ServerConnection> connection_;
  std::mutex mutex_;  // guards the members below, shared with the reading thread
  std::deque<Message> inbox_;
  std::optional<std::string> lost_;
  bool stopping_ = false;
  std::thread reader_;  // last: it starts once everything else is ready
};

}  // namespace stratego
