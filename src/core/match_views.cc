#include "core/match_views.h"

#include "core/view_update.h"

namespace stratego {

namespace {

// The report as `viewer` hears it: under silent defense (RULES.md §7) the attacker is not told the
// defender's rank, as BuildView announces it.
bool HearsLess(const MoveReport& report, Player viewer) {
  return report.defender_silent && report.mover == viewer;
}
MoveReport Announced(MoveReport report, Player viewer) {
  if (HearsLess(report, viewer)) report.defender_rank = Rank::kUnknown;
  return report;
}

}  // namespace

MatchViews::MatchViews(const GameState& state)
    : views_{BuildView(state, Player::kRed), BuildView(state, Player::kBlue)} {
  for (PlayerView& view : views_)
    view.history.reserve(kExpectedPlies);
}

void MatchViews::AfterSilentAttack(const GameState& state, const MoveReport& report) {
  for (Player side : {Player::kRed, Player::kBlue})
    AdvanceView(mutable_view(side), Announced(report, side));
  if (state.over()) EndBoth(state);
}

void MatchViews::AfterRescue(const GameState& state, const MoveReport& report) {
  for (Player side : {Player::kRed, Player::kBlue})
    AdvanceViewByRescue(mutable_view(side), Announced(report, side));
  EndBoth(state);
}

void MatchViews::AfterDeclinedRescue(const GameState& state) {
  // A declined rescue looks, to the opponent, like one the rules refused (core/report.h).
  mutable_view(state.history().back().mover).history.back().rescue_declined = true;
}

void MatchViews::AfterEnd(const GameState& state) {
  EndBoth(state);
}

// The result is public, and a view cannot always work it out itself (core/view_update.h).
void MatchViews::EndBoth(const GameState& state) {
  for (PlayerView& view : views_)
    EndView(view, state.result());
}

}  // namespace stratego
