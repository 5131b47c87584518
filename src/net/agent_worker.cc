#include "net/agent_worker.h"

#include <utility>

namespace stratego {

namespace {

// How often an overdue move is interrupted again until it is answered.
constexpr std::chrono::milliseconds kInterruptAgain{5};

}  // namespace

AgentWorker::AgentWorker() : thread_([this] { Work(); }), watch_thread_([this] { Watch(); }) {}

void AgentWorker::Ask(Agent& agent, PlayerView view, std::optional<ClockMs> budget, Answer answer) {
  std::optional<Clock::time_point> deadline;
  if (budget) deadline = Clock::now() + std::chrono::milliseconds(*budget);
  const std::lock_guard lock(mutex_);
  jobs_.push_back({&agent, std::move(view), deadline, std::move(answer)});
  wake_.notify_one();
}

void AgentWorker::Stop() {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
    jobs_.clear();
    if (thinking_) thinking_->Interrupt();
    wake_.notify_one();
    wake_watch_.notify_one();
  }
  thread_.join();
  watch_thread_.join();
}

void AgentWorker::Work() {
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
      thinking_ = job.agent;
      deadline_ = job.deadline;
      wake_watch_.notify_one();
    }
    Expected<Move> move = job.agent->ChooseMove(job.view);
    {
      const std::lock_guard lock(mutex_);
      thinking_ = nullptr;
      deadline_.reset();
      if (stopping_) return;
    }
    job.answer(std::move(move));
  }
}

void AgentWorker::Watch() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    if (!thinking_ || !deadline_) {
      wake_watch_.wait(lock);
    } else if (Clock::now() < *deadline_) {
      wake_watch_.wait_until(lock, *deadline_);
    } else {
      thinking_->Interrupt();
      wake_watch_.wait_for(lock, kInterruptAgain);
    }
  }
}

}  // namespace stratego
