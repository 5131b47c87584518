#!/bin/sh
# What the game sends to a terminal (a pseudo-terminal, as over SSH), measured by
# stratego_term_bench: a cursor step redraws only the two squares' label rows, not a frame around
# each, and a turn stays near the figures the README gives. The limits leave room for other
# ncurses versions; the cursor frame the game once drew cost 181 bytes a step at 80×24 (colour),
# 88 in monochrome ASCII on a vt100 and 259 at 120×40.
#
#   term_traffic_test.sh STRATEGO_TERM_BENCH STRATEGO SETUPS_DIR
bench=$1
stratego=$2
setups=$3
. "$(dirname "$0")/lib.sh"

# measure LIMIT_STEP LIMIT_TURN BENCH_ARGUMENTS...: the mean cursor step and the whole turn in
# bytes are at most the limits.
measure() {
  step_limit=$1 turn_limit=$2
  shift 2
  "$bench" "$stratego" "$setups" "$@" >"$work/out" 2>"$work/err" ||
    { fail "the bench failed ($*): $(cat "$work/err")"; return; }
  step=$(awk '/^cursor step/ { print $5 }' "$work/out")
  turn=$(awk '/^whole turn/ { print $3 }' "$work/out")
  echo "$*: cursor step $step bytes on average, whole turn $turn bytes"
  [ -n "$step" ] && [ "$step" -le "$step_limit" ] ||
    fail "a cursor step costs $step bytes ($*), more than $step_limit"
  [ -n "$turn" ] && [ "$turn" -le "$turn_limit" ] ||
    fail "a turn costs $turn bytes ($*), more than $turn_limit"
}

measure 120 8000 xterm-256color 80x24
measure 70 3500 vt100 80x24 --ascii
measure 120 14000 xterm-256color 120x40

[ "$failures" -eq 0 ] && echo "all terminal traffic checks passed"
exit "$failures"
