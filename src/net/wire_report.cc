// Reports between the referee's form (core/report.h) and the wire's (net/protocol.h).
#include <string>

#include "core/view_update.h"
#include "net/protocol.h"

namespace stratego {

namespace {

int SetupIndex(PieceId id) {
  return id - FirstPieceId(OwnerOf(id));
}

}  // namespace

WireReport ToWire(const MoveReport& report, std::optional<Player> listener) {
  WireReport wire;
  wire.mover = report.mover;
  wire.move = report.move;
  wire.attack = report.is_attack();
  if (wire.attack) {
    wire.attacker = report.attacker_rank;
    // RULES.md §7, silent defense: the attacker is not told the defender's rank.
    // A spectator hears what both seats hear: not a rank one of them is not told.
    const bool silent = report.defender_silent && (!listener || report.mover == *listener);
    wire.defender = silent ? Rank::kUnknown : report.defender_rank;
    wire.outcome = report.outcome;
    wire.silent = report.defender_silent;
  }
  if (report.has_rescue())
    wire.rescue = WireRescue{SetupIndex(report.rescued), report.rescued_rank, report.rescue_square};
  // A declined rescue is the mover's to know (core/report.h).
  wire.rescue_declined = report.rescue_declined && listener && report.mover == *listener;
  return wire;
}

Expected<MoveReport> ReportFromWire(const PlayerView& view, const WireReport& wire) {
  if (!wire.move.from.valid() || !wire.move.to.valid()) return Error{"the move leaves the board"};
  MoveReport report;
  report.mover = wire.mover;
  report.move = wire.move;
  report.piece = view.board.At(wire.move.from);
  if (wire.attack) {
    report.defender = view.board.At(wire.move.to);
    if (report.defender == kNoPiece) return Error{"the attack names an empty square"};
    report.attacker_rank = wire.attacker;
    report.defender_rank = wire.defender;
    report.outcome = wire.outcome;
    report.defender_silent = wire.silent;
  } else if (!view.board.IsEmpty(wire.move.to)) {
    return Error{"a quiet move onto a piece"};
  }
  if (auto why = WhyReportDoesNotFit(view, report)) return Error{*why};
  return report;
}

Expected<MoveReport> RescueFromWire(const PlayerView& view, Player rescuer,
                                    const WireRescue& rescue) {
  if (view.history.empty()) return Error{"there was no move to rescue after"};
  if (rescue.piece < 0 || rescue.piece >= view.board.ArmySize(rescuer))
    return Error{"no such piece to rescue"};
  MoveReport report = view.history.back();
  report.rescued = static_cast<PieceId>(FirstPieceId(rescuer) + rescue.piece);
  report.rescued_rank = rescue.rank;
  report.rescue_square = rescue.square;
  if (report.mover != rescuer) return Error{"the rescuer did not make the last move"};
  if (auto why = WhyRescueDoesNotFit(view, report)) return Error{*why};
  return report;
}

Status ApplyWireReport(PlayerView& view, const WireReport& wire) {
  if (view.result.over()) return Error{"the game is over"};
  if (wire.mover != view.to_move)
    return Error{std::string(PlayerName(wire.mover)) + " is not to move"};
  auto report = ReportFromWire(view, wire);
  if (!report) return Error{report.error()};
  AdvanceView(view, *report);
  if (wire.rescue) {
    auto rescued = RescueFromWire(view, wire.mover, *wire.rescue);
    if (!rescued) return Error{rescued.error()};
    AdvanceViewByRescue(view, *rescued);
  }
  if (wire.rescue_declined) view.history.back().rescue_declined = true;
  return {};
}

std::vector<Square> SetupPieceSquares(const Setup& setup, Player owner) {
  std::vector<Square> squares;
  for (int row = 0; row < kSetupRows; ++row) {
    for (int column = 0; column < kSetupColumns; ++column)
      if (setup.At(row, column)) squares.push_back(SetupSquare(owner, row, column));
  }
  return squares;
}

Expected<PlayerView> ViewFromStart(const RuleSet& rules, const Message& start) {
  if (start.setup.army != rules.army) return Error{"the setup is not of the game's army"};
  auto view = InitialView(rules, start.seat, start.setup, start.enemy);
  if (!view) return Error{view.error()};
  for (std::size_t i = 0; i < start.reports.size(); ++i) {
    if (Status applied = ApplyWireReport(*view, start.reports[i]); !applied)
      return Error{"report " + std::to_string(i + 1) + ": " + applied.error()};
  }
  if (start.draw_offer) view->draw_offer = start.draw_offer;
  if (start.result.over()) EndView(*view, start.result);
  return view;
}

Status FollowReport(std::optional<PlayerView>& view, const Message& report) {
  if (!view) return Error{"a report before the start"};
  if (report.reports.empty()) return Error{"a report without a move"};
  if (Status applied = ApplyWireReport(*view, report.reports.front()); !applied)
    return Error{"the server's report does not fit the view: " + applied.error()};
  return {};
}

Status FollowRescue(std::optional<PlayerView>& view, const Message& rescued) {
  if (!view) return Error{"a rescue before the start"};
  auto report = RescueFromWire(*view, rescued.seat, rescued.rescued);
  if (!report) return Error{"the server's rescue does not fit the view: " + report.error()};
  AdvanceViewByRescue(*view, *report);
  return {};
}

}  // namespace stratego
