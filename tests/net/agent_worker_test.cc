// The server's computer-player threads (net/agent_worker.h): a move asked with a budget, in a game
// with a clock, is interrupted once the budget has passed since it was asked.
#include "net/agent_worker.h"

#include <catch2/catch.hpp>
#include <condition_variable>
#include <future>
#include <memory>
#include <mutex>

#include "ai/computer_player.h"
#include "core/random_setup.h"
#include "core/view.h"
#include "net/client.h"

namespace stratego {
namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// Thinks until interrupted (or for `most` at the longest), then moves at random: an agent that
// would use any time it is given.
class EndlessAgent : public Agent {
 public:
  explicit EndlessAgent(milliseconds most = milliseconds(20'000))
      : most_(most), random_(MakeRandomAgent(3)) {}
  std::string Name() const override { return "endless"; }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    return random_->ChooseSetup(rules, side, opponent);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    {
      std::unique_lock lock(mutex_);
      interrupted_ = false;
      wake_.wait_for(lock, most_, [this] { return interrupted_; });
      if (interrupted_) ++interrupted_moves_;
    }
    return random_->ChooseMove(view);
  }
  void Interrupt() override {
    const std::lock_guard lock(mutex_);
    interrupted_ = true;
    wake_.notify_all();
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    return random_->ChooseRescue(view);
  }
  int interrupted_moves() {
    const std::lock_guard lock(mutex_);
    return interrupted_moves_;
  }

 private:
  milliseconds most_;
  std::unique_ptr<Agent> random_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool interrupted_ = false;
  int interrupted_moves_ = 0;
};

PlayerView StartView() {
  Rng rng(7);
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  const auto state = GameState::Create(RuleSet{}, red, blue);
  REQUIRE(state);
  return BuildView(*state, Player::kRed);
}

// Asks `worker` for a move; the future gives when the answer came.
std::future<Clock::time_point> AskMove(AgentWorker& worker, Agent& agent,
                                       std::optional<ClockMs> budget) {
  auto answered = std::make_shared<std::promise<Clock::time_point>>();
  auto future = answered->get_future();
  worker.Ask(agent, StartView(), budget, [answered](Expected<Move> move) {
    REQUIRE(move);
    answered->set_value(Clock::now());
  });
  return future;
}

TEST_CASE("Agent worker: a move asked with a budget is interrupted once the budget has passed",
          "[net][agent_worker]") {
  AgentWorker worker;
  EndlessAgent agent;
  const auto asked = Clock::now();
  auto answer = AskMove(worker, agent, 150);
  REQUIRE(answer.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const auto took = answer.get() - asked;
  CHECK(took >= milliseconds(150));
  CHECK(took < milliseconds(5'000));
  CHECK(agent.interrupted_moves() == 1);
}

TEST_CASE("Agent worker: a budget counts from the ask, so a move that waited its turn is hurried",
          "[net][agent_worker]") {
  AgentWorker worker;
  EndlessAgent first;
  EndlessAgent second;
  const auto asked = Clock::now();
  auto first_answer = AskMove(worker, first, 300);
  auto second_answer = AskMove(worker, second, 100);  // overdue when it starts
  REQUIRE(second_answer.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const auto first_came = first_answer.get();
  const auto second_came = second_answer.get();
  CHECK(first_came - asked >= milliseconds(300));
  CHECK(second_came - first_came < milliseconds(2'000));
  CHECK(second.interrupted_moves() == 1);
}

TEST_CASE("Agent worker: without a budget a move takes the agent's own time",
          "[net][agent_worker]") {
  AgentWorker worker;
  EndlessAgent agent(milliseconds(300));
  const auto asked = Clock::now();
  auto answer = AskMove(worker, agent, std::nullopt);
  REQUIRE(answer.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  CHECK(answer.get() - asked >= milliseconds(300));
  CHECK(agent.interrupted_moves() == 0);
}

TEST_CASE("Agent worker: with two threads two moves are chosen at once, each within its budget",
          "[net][agent_worker]") {
  AgentWorker worker(2);
  EndlessAgent first;
  EndlessAgent second;
  const auto asked = Clock::now();
  auto first_answer = AskMove(worker, first, 400);
  auto second_answer = AskMove(worker, second, 200);
  REQUIRE(first_answer.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const auto first_took = first_answer.get() - asked;
  const auto second_took = second_answer.get() - asked;
  CHECK(second_took >= milliseconds(200));
  CHECK(second_took < first_took);  // not behind the first, as on one thread
  CHECK(first_took >= milliseconds(400));
  CHECK(first.interrupted_moves() == 1);
  CHECK(second.interrupted_moves() == 1);
}

TEST_CASE(
    "Agent seat: in a game with a clock an agent's move is cut at its budget of the seat's time",
    "[net][agent_worker]") {
  EndlessAgent agent;
  AgentSeat seat(agent);
  Message joined;
  joined.type = MessageType::kJoined;
  joined.game = 3;
  joined.seat = Player::kRed;
  joined.clock = ClockRule{8000, 0};
  REQUIRE(seat.Consume(joined).error.empty());
  Rng rng(1);
  Message start;
  start.type = MessageType::kStart;
  start.game = 3;
  start.seat = Player::kRed;
  start.setup = RandomSetup(ArmyKind::kClassic, rng);
  start.enemy = SetupPieceSquares(RandomSetup(ArmyKind::kClassic, rng), Player::kBlue);
  start.times = WireTimes{8000, 8000, Player::kRed};
  const auto began = Clock::now();
  const AgentSeat::Reply reply = seat.Consume(start);
  const auto took = Clock::now() - began;
  INFO(reply.error);
  REQUIRE(reply.send.size() == 1);
  CHECK(reply.send[0].type == MessageType::kMove);
  CHECK(took >= milliseconds(MoveBudget(8000, 0)));  // 200 ms
  CHECK(took < milliseconds(5'000));
  CHECK(agent.interrupted_moves() == 1);
}

}  // namespace
}  // namespace stratego
