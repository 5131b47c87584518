#include "net/agent_worker.h"

#include <algorithm>
#include <utility>

namespace stratego {

namespace {

// How often an overdue move is interrupted again until it is answered.
constexpr std::chrono::milliseconds kInterruptAgain{5};

}  // namespace

AgentWorker::AgentWorker(int threads) : slots_(static_cast<std::size_t>(std::max(threads, 1))) {
  for (std::size_t slot = 0; slot < slots_.size(); ++slot)
    threads_.emplace_back([this, slot] { Work(slot); });
  watch_thread_ = std::thread([this] { Watch(); });
}

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
    for (const Slot& slot : slots_)
      if (slot.agent) slot.agent->Interrupt();
    wake_.notify_all();
    wake_watch_.notify_one();
  }
  for (std::thread& thread : threads_)
    thread.join();
  watch_thread_.join();
}

void AgentWorker::Work(std::size_t slot) {
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
      slots_[slot] = {job.agent, job.deadline};
      wake_watch_.notify_one();
    }
    Expected<Move> move = job.agent->ChooseMove(job.view);
    {
      const std::lock_guard lock(mutex_);
      slots_[slot] = {};
      if (stopping_) return;
    }
    job.answer(std::move(move));
  }
}

std::optional<AgentWorker::Clock::time_point> AgentWorker::NextDeadline() const {
  std::optional<Clock::time_point> next;
  for (const Slot& slot : slots_) {
    if (slot.agent && slot.deadline && (!next || *slot.deadline < *next)) next = slot.deadline;
  }
  return next;
}

void AgentWorker::Watch() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    const std::optional<Clock::time_point> next = NextDeadline();
    if (!next) {
      wake_watch_.wait(lock);
    } else if (Clock::now() < *next) {
      wake_watch_.wait_until(lock, *next);
    } else {
      const Clock::time_point now = Clock::now();
      for (const Slot& slot : slots_) {
        if (slot.agent && slot.deadline && *slot.deadline <= now) slot.agent->Interrupt();
      }
      wake_watch_.wait_for(lock, kInterruptAgain);
    }
  }
}

}  // namespace stratego
