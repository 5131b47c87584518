#include "net/message_reader.h"

namespace stratego {

MessageReader::MessageReader(std::unique_ptr<ServerConnection> connection, Message first)
    : connection_(std::move(connection)) {
  inbox_.push_back(std::move(first));
  reader_ = std::thread([this] { Read(); });
}

MessageReader::~MessageReader() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;  // the error Shutdown makes Receive return is not a lost connection
  }
  connection_->Shutdown();
  reader_.join();
}

void MessageReader::Read() {
  for (;;) {
    Expected<Message> message = connection_->Receive();
    const std::lock_guard lock(mutex_);
    if (!message) {
      if (!stopping_ && !lost_) lost_ = message.error();
      return;
    }
    inbox_.push_back(std::move(*message));
  }
}

MessageReader::Batch MessageReader::Take() {
  Batch batch;
  const std::lock_guard lock(mutex_);
  batch.messages.swap(inbox_);
  batch.lost = lost_;
  return batch;
}

void MessageReader::Send(const Message& message) {
  if (Status sent = connection_->Send(message); !sent) {
    const std::lock_guard lock(mutex_);
    if (!lost_) lost_ = sent.error();
  }
}

}  // namespace stratego
