#include "app/server_match.h"

#include <memory>
#include <optional>
#include <thread>
#include <utility>

#include "app/server_table.h"
#include "core/random_setup.h"
#include "core/rescue.h"
#include "core/rng.h"
#include "net/client.h"

namespace stratego {

namespace {

constexpr std::string_view kClientName = "stratego arena";
// How long the arena waits before hosting again after too_many_games.
constexpr auto kHostRetryEvery = std::chrono::milliseconds(100);

std::size_t SeatSlot(Player side) {
  return static_cast<std::size_t>(Index(side));
}

// The agent at one seat, as the match loop would hold it to account: its answers are timed
// (its own thinking only) and checked against its seat's view before they are sent. A setup or
// move that fails or that the rules refuse is the seat's forfeit: a failed setup is replaced by
// a random one (the seat then resigns as soon as the game starts, as PlayMatch does), and every
// later question fails at once, so that AgentSeat resigns for it.
class SeatedAgent final : public Agent {
 public:
  explicit SeatedAgent(Agent& agent) : agent_(agent) {}

  std::string Name() const override { return agent_.Name(); }
  Expected<Setup> ChooseSetup(const RuleSet& rules, Player side,
                              std::string_view opponent) override {
    Expected<Setup> setup = AskAgentSetup(agent_, rules, side, opponent);
    if (setup) return setup_ = *setup;
    Forfeits(side, true, setup.error());
    Rng stand_in_rng(1);
    return setup_ = RandomSetup(rules.army, stand_in_rng);
  }
  Expected<Move> ChooseMove(const PlayerView& view) override {
    if (held_) return Error{std::string(kHeld)};
    if (forfeit_) return Error{forfeit_->reason};
    const MatchClock::time_point start = MatchClock::now();
    const Expected<Move> move = agent_.ChooseMove(view);
    times_.Add(MatchClock::now() - start);
    std::optional<std::string> why;
    if (!move) {
      why = Name() + " " + move.error();
    } else if (!move->from.valid() || !move->to.valid()) {
      why = Name() + " played a move off the board";
    } else if (std::optional<std::string> illegal = WhyIllegal(view, *move)) {
      why = Name() + " played " + FormatMove(*move) + ": " + *illegal;
    }
    if (!why) return move;
    Forfeits(view.viewer, false, *why);
    return Error{*why};
  }
  Expected<std::optional<RescueChoice>> ChooseRescue(const PlayerView& view) override {
    if (held_) return Error{std::string(kHeld)};
    if (forfeit_) return Error{forfeit_->reason};
    const MatchClock::time_point start = MatchClock::now();
    const Expected<std::optional<RescueChoice>> rescue = agent_.ChooseRescue(view);
    times_.AddToLast(MatchClock::now() - start);
    std::optional<std::string> why;
    if (!rescue) {
      why = Name() + " " + rescue.error();
    } else if (*rescue) {
      if (std::optional<std::string> illegal = WhyRescueIllegal(view, **rescue))
        why = Name() + " rescued a " + std::string(RankName((*rescue)->rank)) + " to " +
              SquareName((*rescue)->square) + ": " + *illegal;
    }
    if (!why) return rescue;
    Forfeits(view.viewer, false, *why);
    return Error{*why};
  }
  void Interrupt() override { agent_.Interrupt(); }
  void GameOver(const PlayerView& view) override { agent_.GameOver(view); }
  SearchStats LastMoveStats() const override { return agent_.LastMoveStats(); }
  SearchStats TotalStats() const override { return agent_.TotalStats(); }

  // The first failure is the one that counts.
  void Forfeits(Player side, bool at_setup, std::string reason) {
    if (!forfeit_) forfeit_ = Forfeit{side, at_setup, std::move(reason)};
  }
  // The opponent could not start: the agent is asked nothing more (its seat sends nothing).
  void Hold() { held_ = true; }
  const std::optional<Forfeit>& forfeit() const { return forfeit_; }
  const Setup& setup() const { return setup_; }
  const MoveTimes& times() const { return times_; }

 private:
  Agent& agent_;
  Setup setup_;
  MoveTimes times_;
  std::optional<Forfeit> forfeit_;
  bool held_ = false;
  static constexpr std::string_view kHeld = "the game ends before its first move";
};

// One seat of the game: its connection, and the agent that plays it from the seat's view.
struct MatchSeat {
  explicit MatchSeat(Agent& played) : agent(played), seat(agent) {}
  SeatedAgent agent;
  AgentSeat seat;
  std::unique_ptr<ServerConnection> connection;
  Message joined;
  // Sends nothing once the game starts: the other seat, whose agent could not start, resigns
  // (PlayMatch ends such a game before its first move).
  bool quiet = false;
};

Status Send(ServerConnection& connection, MessageType type) {
  Message message;
  message.type = type;
  return connection.Send(message);
}

Status SendAll(MatchSeat& seat, const std::vector<Message>& messages) {
  for (const Message& message : messages) {
    if (Status sent = seat.connection->Send(message); !sent) return sent;
  }
  return {};
}

// The seat takes in its `joined`, and its agent's setup goes to the server.
Status Begin(MatchSeat& seat) {
  const AgentSeat::Reply reply = seat.seat.Consume(seat.joined);
  if (!reply.error.empty()) return Error{reply.error};
  return SendAll(seat, reply.send);
}

// Plays the seat, once begun, to the game's `over`. A seat whose agent forfeited resigns (once
// the game has started: before, the server would refuse it), and what the server then refuses is
// no fault. Fails when the connection ends or the server refuses what a seat in good standing
// sent.
Status PlaySeat(MatchSeat& seat) {
  bool resigned = false;
  for (;;) {
    Expected<Message> message = seat.connection->Receive();
    if (!message) return Error{message.error()};
    if (message->type == MessageType::kError && resigned) continue;
    const AgentSeat::Reply reply = seat.seat.Consume(*message);
    if (!seat.quiet) {
      if (Status sent = SendAll(seat, reply.send); !sent) return sent;
      for (const Message& answer : reply.send)
        resigned = resigned || answer.type == MessageType::kResign;
    }
    if (reply.finished && reply.error.empty()) return {};
    if (!reply.error.empty() && !seat.agent.forfeit()) return Error{reply.error};
    if (seat.agent.forfeit() && !seat.quiet && !resigned && seat.seat.view()) {
      if (Status sent = Send(*seat.connection, MessageType::kResign); !sent) return sent;
      resigned = true;
    }
  }
}

// An agent that could not start forfeits before the first move, as in PlayMatch: its seat
// resigns at the start (Red's, when neither could start) and the other seat stays quiet.
void HoldIfCannotStart(MatchSeat& red, MatchSeat& blue) {
  const bool red_out = red.agent.forfeit().has_value();
  const bool blue_out = blue.agent.forfeit().has_value();
  if (!red_out && !blue_out) return;
  MatchSeat& other = red_out ? blue : red;
  other.quiet = true;
  other.agent.Hold();
}

// The server's `joined` for a `host` or `join` just sent, or its refusal in words.
Expected<Message> AwaitAnswer(ServerConnection& connection, std::string& refusal_code) {
  for (;;) {
    Expected<Message> answer = connection.Receive();
    if (!answer) return answer;
    if (answer->type == MessageType::kJoined) return answer;
    if (answer->type == MessageType::kError) {
      refusal_code = answer->code;
      return Error{"the server refused: " + answer->message};
    }
  }
}

// Hosts the game for Red. A server that refuses because this user holds too many games not
// yet started (the arena's other games, being arranged) is asked again for kHostRetryFor.
Expected<Message> HostGame(ServerConnection& connection, const RuleSet& rules) {
  Message host;
  host.type = MessageType::kHost;
  host.rules = rules;
  host.colour = ColourChoice::kRed;
  const MatchClock::time_point give_up = MatchClock::now() + kHostRetryFor;
  for (;;) {
    if (Status sent = connection.Send(host); !sent) return Error{sent.error()};
    std::string refusal;
    Expected<Message> joined = AwaitAnswer(connection, refusal);
    if (joined || refusal != "too_many_games" || MatchClock::now() >= give_up) return joined;
    std::this_thread::sleep_for(kHostRetryEvery);
  }
}

// Blue joins the game Red hosted: by its number, or over TCP by its invitation.
Expected<Message> JoinGame(ServerConnection& connection, const Message& hosted) {
  Message join;
  join.type = MessageType::kJoin;
  if (hosted.invitation)
    join.seat_code = *hosted.invitation;
  else
    join.game = hosted.game;
  if (Status sent = connection.Send(join); !sent) return Error{sent.error()};
  std::string refusal;
  return AwaitAnswer(connection, refusal);
}

Status Connect(const std::string& server, MatchSeat& seat) {
  Expected<ServerLogin> login = LogIn(server, false, std::string(kClientName), std::nullopt);
  if (!login) return Error{login.error()};
  seat.connection = std::move(login->connection);
  return {};
}

// Plays both seats at once, Blue's on a thread of its own. When one fails, the other's
// connection is shut, so that it does not wait for a game that will not go on.
Status PlaySeats(MatchSeat& red, MatchSeat& blue) {
  Status blue_status;
  std::thread blue_thread([&] {
    blue_status = PlaySeat(blue);
    if (!blue_status) red.connection->Shutdown();
  });
  Status red_status = PlaySeat(red);
  if (!red_status) blue.connection->Shutdown();
  blue_thread.join();
  if (!red_status) return red_status;
  return blue_status;
}

// The match's result from the seats at the end of the game.
Expected<MatchResult> ResultOf(const RuleSet& rules, MatchSeat& red, MatchSeat& blue) {
  MatchResult match;
  for (MatchSeat* seat : {&red, &blue}) {
    if (seat->agent.forfeit()) match.forfeits.push_back(*seat->agent.forfeit());
  }
  if (!red.seat.view() || !blue.seat.view()) return Error{"the game ended before it started"};
  match.result = red.seat.result();
  // Neither could start: abandoned, as PlayMatch has it (the server's record has the first
  // resignation).
  if (match.forfeits.size() == 2 && match.forfeits[0].at_setup && match.forfeits[1].at_setup)
    match.result = {EndReason::kAbandoned, std::nullopt};
  const PlayerView& red_view = *red.seat.view();
  const PlayerView& blue_view = *blue.seat.view();
  match.moves = red_view.ply;
  for (Player side : {Player::kRed, Player::kBlue}) {
    const MatchSeat& seat = side == Player::kRed ? red : blue;
    match.times[SeatSlot(side)] = seat.agent.times();
    if (rules.rescue) match.rescues[SeatSlot(side)] = RescuesMade(red_view.history, side);
  }
  GameRecord header;
  header.rules = rules;
  header.setups = {red.agent.setup(), blue.agent.setup()};
  header.names = {red.agent.Name(), blue.agent.Name()};
  Expected<GameRecord> record =
      RecordFromViews(std::move(header), red_view, blue_view, match.result);
  if (!record) return Error{"the server's reports do not replay: " + record.error()};
  match.record = std::move(*record);
  return match;
}

}  // namespace

Expected<GameRecord> RecordFromViews(GameRecord header, const PlayerView& red,
                                     const PlayerView& blue, const GameResult& result) {
  Expected<RecordedGame> game = RecordedGame::Start(std::move(header));
  if (!game) return Error{game.error()};
  if (red.history.size() != blue.history.size())
    return Error{"the seats heard " + std::to_string(red.history.size()) + " and " +
                 std::to_string(blue.history.size()) + " moves"};
  for (std::size_t ply = 0; ply < red.history.size(); ++ply) {
    const MoveReport& report = (red.history[ply].mover == Player::kRed ? red : blue).history[ply];
    const std::string where = "move " + std::to_string(ply + 1) + " " + FormatMove(report.move);
    if (std::optional<std::string> why = game->state().WhyIllegal(report.move))
      return Error{where + ": " + *why};
    (void)game->ApplyMove(report.move);
    if (report.has_rescue()) {
      const RescueChoice rescue{report.rescued_rank, report.rescue_square};
      if (std::optional<std::string> why = game->state().WhyRescueIllegal(report.mover, rescue))
        return Error{where + ", its rescue: " + *why};
      (void)game->ApplyRescue(report.mover, rescue);
    } else if (report.rescue_declined) {
      if (Status declined = game->DeclineRescue(report.mover); !declined)
        return Error{where + ", its declined rescue: " + declined.error()};
    }
  }
  if (result.reason == EndReason::kResignation && result.winner && !game->state().over()) {
    if (Status resigned = game->Resign(Opponent(*result.winner)); !resigned)
      return Error{"the resignation: " + resigned.error()};
  }
  GameRecord record = game->record();
  record.result = result;
  return record;
}

Expected<MatchResult> PlayServerMatch(const std::string& server, const RuleSet& rules, Agent& red,
                                      Agent& blue) {
  const RuleSet match_rules = MatchRules(rules);
  MatchSeat red_seat(red);
  MatchSeat blue_seat(blue);
  for (MatchSeat* seat : {&red_seat, &blue_seat}) {
    if (Status connected = Connect(server, *seat); !connected) return Error{connected.error()};
  }
  Expected<Message> hosted = HostGame(*red_seat.connection, match_rules);
  if (!hosted) return Error{hosted.error()};
  Expected<Message> joined = JoinGame(*blue_seat.connection, *hosted);
  if (!joined) return Error{"game " + std::to_string(hosted->game) + ": " + joined.error()};
  red_seat.joined = std::move(*hosted);
  blue_seat.joined = std::move(*joined);
  const int game = red_seat.joined.game;
  for (MatchSeat* seat : {&red_seat, &blue_seat}) {
    if (Status begun = Begin(*seat); !begun)
      return Error{"game " + std::to_string(game) + ": " + begun.error()};
  }
  HoldIfCannotStart(red_seat, blue_seat);
  if (Status played = PlaySeats(red_seat, blue_seat); !played)
    return Error{"game " + std::to_string(game) + ": " + played.error()};
  for (MatchSeat* seat : {&red_seat, &blue_seat})
    (void)Send(*seat->connection, MessageType::kBye);
  return ResultOf(match_rules, red_seat, blue_seat);
}

}  // namespace stratego
