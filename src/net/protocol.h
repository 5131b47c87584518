// The game server's protocol, version 1 (docs/protocol.md): JSON lines, one message a line, both
// directions. Every message is parsed into one Message value and written from one; parsing checks
// every member (its kind, its range, that the type defines it) and never throws or crashes: bad
// input gives a ProtocolError with the code docs/protocol.md names. Pure: no I/O.
//
// A report travels without the referee's piece numbers (WireReport): a client puts in the numbers
// from its own view (ReportFromWire), so that nothing but the public facts of a move crosses.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/expected.h"
#include "core/move.h"
#include "core/report.h"
#include "core/rescue.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"

namespace stratego {

// Version 2 added the clock (issue 14): `clock` and `times`.
inline constexpr int kProtocolVersion = 2;
// The longest line either side accepts, without its newline.
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;
// Names (users, clients) are at most this long, so that they fit in a game record's header.
inline constexpr std::size_t kMaxNameBytes = 100;

enum class MessageType : std::uint8_t {
  // client to server
  kHello,
  kHost,
  kList,
  kJoin,
  kSetup,
  kMove,
  kRescue,
  kDeclineRescue,
  kOfferDraw,
  kAcceptDraw,
  kResign,
  kWatch,
  kBye,
  // server to client
  kWelcome,
  kGames,
  kJoined,
  kStart,
  kReport,
  kRescued,
  kRescueDeclined,
  kDrawOffer,
  kOpponent,
  kOver,
  kError,
  kWatching,  // to a spectator (added in version 1, after the others)
};
std::string_view MessageTypeName(MessageType type);  // "hello", "decline_rescue"
std::optional<MessageType> ParseMessageType(std::string_view name);
bool SentByClient(MessageType type);

enum class ColourChoice : std::uint8_t { kRed, kBlue, kRandom };
enum class OpponentState : std::uint8_t { kWaiting, kArranging, kReady, kConnected, kDisconnected };
std::string_view OpponentStateName(OpponentState state);

// A rescue as the server announces it: `piece` is the rescued piece's place in its owner's setup
// order (0 for the first piece of the front row), as the `enemy` squares of `start` number them.
struct WireRescue {
  int piece = 0;
  Rank rank = Rank::kUnknown;
  Square square;
  friend bool operator==(const WireRescue&, const WireRescue&) = default;
};

// The public report of a move (RULES.md §8) as one seat hears it.
struct WireReport {
  Player mover = Player::kRed;
  Move move;
  bool attack = false;
  Rank attacker = Rank::kUnknown;  // real for an attack
  Rank defender = Rank::kUnknown;  // real for an attack, unless the defence was silent to the mover
  CombatOutcome outcome = CombatOutcome::kAttackerWins;
  bool silent = false;  // RULES.md §7: the defender's rank was not announced to the attacker
  std::optional<WireRescue> rescue;
  bool rescue_declined = false;  // in the mover's reports only
  friend bool operator==(const WireReport&, const WireReport&) = default;
};

// The wire form of a report that the referee announced to `listener` (RULES.md §7: under silent
// defense the attacker does not hear the defender's rank; a declined rescue only the mover).
// Without a listener, the public report a spectator hears: what both seats hear (no silent
// defender's rank, no declined rescue).
WireReport ToWire(const MoveReport& report, std::optional<Player> listener);
// The core's report of a move that `wire` announces, with the piece numbers of `view`, the view of
// the listener before the move (its rescue, if any, aside: see RescueFromWire). Fails, saying why,
// if the report does not fit the view (WhyReportDoesNotFit).
Expected<MoveReport> ReportFromWire(const PlayerView& view, const WireReport& wire);
// The report of the last move of `view` with the rescue `rescue` by `rescuer`, checked with
// WhyRescueDoesNotFit, ready for AdvanceViewByRescue.
Expected<MoveReport> RescueFromWire(const PlayerView& view, Player rescuer,
                                    const WireRescue& rescue);
// Applies a report (and its rescue, and a declined rescue) to the view, after checking it fits.
Status ApplyWireReport(PlayerView& view, const WireReport& wire);

// The squares of `owner`'s pieces at the start of a game with `setup`, in setup order (rows front
// to back, columns left to right as the owner sees them): the `enemy` of a `start` message, in
// the order that gives the pieces the referee's numbers (core/view_update.h, InitialView).
std::vector<Square> SetupPieceSquares(const Setup& setup, Player owner);

// Both clocks of a game with a clock, as the server read them when it sent the message: what is
// left of each side's time, and whose time runs (none: the game has not started or is over). A
// client counts the running side's time down from when the message arrived.
struct WireTimes {
  ClockMs red_ms = 0;
  ClockMs blue_ms = 0;
  std::optional<Player> running;
  ClockMs Left(Player side) const { return side == Player::kRed ? red_ms : blue_ms; }
  ClockReading reading() const { return {{red_ms, blue_ms}, running}; }
  friend bool operator==(const WireTimes&, const WireTimes&) = default;
};

// Whether messages of `type` carry `times` (in a game with a clock).
bool CarriesTimes(MessageType type);

// One line of `games`.
struct GameSummary {
  int game = 0;
  std::optional<std::string> red;  // the seat's user, "ai:hard", or nobody yet
  std::optional<std::string> blue;
  RuleSet rules;
  std::string state;  // "open", "arranging", "playing"
  std::optional<ClockRule> clock;
  friend bool operator==(const GameSummary&, const GameSummary&) = default;
};

// Every message, with the members of every type: each type uses the ones docs/protocol.md gives
// it and leaves the others at their defaults (so that a parsed message equals the one written).
struct Message {
  MessageType type = MessageType::kHello;
  int version = 0;                  // hello, welcome
  std::string client;               // hello
  std::optional<std::string> user;  // welcome; hello (honoured only by a server for tests)
  RuleSet rules;                    // host, joined
  ColourChoice colour = ColourChoice::kRandom;  // host
  std::optional<std::string> invite;            // host
  std::optional<std::string> against;           // host: "ai:hard", "ai:random"
  int game = 0;                                 // join, watch, joined, start
  Setup setup;                                  // setup, start
  Move move;                                    // move
  RescueChoice rescue;                          // rescue
  WireRescue rescued;                           // rescued
  Player seat = Player::kRed;                   // joined, start, rescued, draw_offer (by)
  std::optional<std::string> name;              // joined (the opponent), opponent
  bool needs_setup = false;                     // joined
  std::vector<Square> enemy;                    // start
  std::vector<WireReport> reports;              // start; report (exactly one)
  bool rescue_open = false;          // start, report: the last mover may rescue (RULES.md §7)
  std::optional<Player> draw_offer;  // start
  GameResult result;                 // start (not over: null), over
  std::string text;                  // over
  std::vector<GameSummary> games;    // games
  std::optional<std::string> red;    // watching: the seats' users
  std::optional<std::string> blue;
  std::vector<Square> red_pieces;  // watching: each army's squares at the start, in setup order
  std::vector<Square> blue_pieces;
  OpponentState opponent = OpponentState::kWaiting;  // opponent
  std::string code;                                  // error
  std::string message;                               // error
  std::optional<std::string> request;                // error
  // join: the code of the seat to take (over TCP, instead of `game`); joined: the code of the
  // seat taken, to take it again (TCP games only)
  std::optional<std::string> seat_code;
  std::optional<std::string> invitation;  // joined: the code of the open seat, for the opponent
  std::optional<ClockRule> clock;         // host, joined, watching: the game's clock, if any
  // start, report, rescued, rescue_declined, draw_offer, over, watching: both clocks, in a game
  // with a clock
  std::optional<WireTimes> times;
  friend bool operator==(const Message&, const Message&) = default;
};

// Why a line was refused: `code` as docs/protocol.md names it ("bad_field"), `message` for people,
// `request` the type the line named if it named one.
struct ProtocolError {
  std::string code;
  std::string message;
  std::optional<std::string> request;
};

struct ParsedLine {
  std::optional<Message> message;  // present exactly when the line is a valid message
  ProtocolError error;
};

// One line, without its newline.
ParsedLine ParseMessage(std::string_view line);
// The line of a message, without its newline; never longer than kMaxLineBytes for messages of
// the sizes games have.
std::string FormatMessage(const Message& message);

// The error message that answers a refused request.
Message ErrorMessage(const ProtocolError& error);
Message ErrorMessage(std::string code, std::string message, std::optional<std::string> request);

// The view of a seat rebuilt from a `start` message (RULES.md §8): its own setup, the enemy's
// squares, every report so far, the standing draw offer and the result. Fails, saying why, if any
// part does not fit.
Expected<PlayerView> ViewFromStart(const RuleSet& rules, const Message& start);

// The rules as the protocol writes them, and back; the same checks as the record reader's.
std::string FormatRulesJson(const RuleSet& rules);
Expected<RuleSet> ParseRulesJson(std::string_view json);

// What a client (SeatView, WatchView) does with the server's `report` and `rescued`: applies the
// message's report, or its rescue of the view's last move, to `view`, after checking it fits;
// fails saying why in words for people (a message before the start, one that does not fit).
Status FollowReport(std::optional<PlayerView>& view, const Message& report);
Status FollowRescue(std::optional<PlayerView>& view, const Message& rescued);

}  // namespace stratego
