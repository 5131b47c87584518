// The watch screen's table (ui/watch_table.h) over a connection to a game server
// (docs/protocol.md, `watch`): a thread reads the server's lines as they come; Poll, on the
// screen's thread, turns them into events with the public view kept by WatchView
// (net/watch_view.h), so that the screen gets the core's types and never more than the public
// view (RULES.md §8).
#pragma once

#include <memory>
#include <string>

#include "net/client.h"
#include "net/message_reader.h"
#include "net/watch_view.h"
#include "ui/watch_table.h"

namespace stratego {

// The server's answer to a `watch` just sent: its `watching`, or why it refused (or did not
// answer within 10 s).
Expected<Message> AwaitWatching(ServerConnection& connection);

// What the spectator saw last, for the command to say once the screen is gone.
struct WatchOutcome {
  bool over = false;
  std::string result;  // the result in words, once over
  std::string lost;    // why the connection was lost, if it was
};

class ServerWatch : public WatchTable {
 public:
  // `connection` has said hello and its `watch` was answered by `watching`, which Poll takes in
  // first. `outcome` (optional) is kept up to date.
  ServerWatch(std::unique_ptr<ServerConnection> connection, const Message& watching,
              std::shared_ptr<WatchOutcome> outcome = nullptr);

  std::vector<WatchEvent> Poll() override;

 private:
  WatchEvent Event() const;

  std::shared_ptr<WatchOutcome> outcome_;
  WatchView known_;
  bool lost_told_ = false;
  MessageReader server_;  // last: its thread starts once everything else is ready
};

}  // namespace stratego
