#!/bin/bash
# Issue 14, the clock, with the real binary: `stratego host --clock` refuses a bad value as a
# usage error, and on a server a game with a 2 s clock whose Red does not move in time (an agent
# told to wait 5 s) ends "Red ran out of time", told to both seats and kept in the record; the
# server's computer player thinks within what its clock has left.
# Usage: net_clock_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/net_lib.sh"

for bad in 30 30x 0s 5m+2h "" +5s; do
  expect 2 "$stratego" host --agent random --clock "$bad" --server "$socket"
  contains err "stratego host: --clock:"
done
expect 2 "$stratego" host --agent random --clock 30 --server "$socket"
contains err "such as 30m+10s, 5m, 90s+2s or 1h"

start_server

"$stratego" host --agent random --colour red --clock 2s --delay-ms 5000 --server "$socket" \
  >"$work/red.out" 2>"$work/red.err" &
red_pid=$!
for _ in $(seq 200); do grep -q "game 1: you play Red" "$work/red.out" && break; sleep 0.05; done
started=$(date +%s%N)
"$stratego" join 1 --agent random --server "$socket" >"$work/blue.out" 2>"$work/blue.err"
blue_status=$?
elapsed_ms=$((($(date +%s%N) - started) / 1000000))
[ "$blue_status" -eq 0 ] || fail "blue exited $blue_status: $(cat "$work/blue.err")"
grep -qF "game 1: Red ran out of time: Blue wins (you win)" "$work/blue.out" ||
  fail "blue was not told Red ran out of time: $(cat "$work/blue.out" "$work/blue.err")"
[ "$elapsed_ms" -ge 1500 ] || fail "the game ended after $elapsed_ms ms, before Red's 2 s"
[ "$elapsed_ms" -lt 4800 ] || fail "the game ended only after $elapsed_ms ms (not on the server's timer)"
wait "$red_pid"
grep -qF "game 1: Red ran out of time: Blue wins (you lose)" "$work/red.out" ||
  fail "red was not told it ran out of time: $(cat "$work/red.out" "$work/red.err")"
grep -qF "clock: 2s" "$data/1.game" || fail "the record has no clock: $(cat "$data/1.game")"
grep -qF "red runs out of time" "$data/1.game" || fail "the record has no time-out"
grep -qF "result: blue wins (time)" "$data/1.game" || fail "the record's result is not by time"
grep -qF "game 1: red ran out of time" "$work/server.log" || fail "the server did not log it"

# The server's computer player keeps to its clock: at a second a move, hard would run out of a
# 6 s clock by its seventh move; it thinks a share of what it has left and plays the game out.
expect 0 "$stratego" host --agent random --colour blue --against ai:hard --clock 6s \
  --max-moves 120 --server "$socket"
grep -qF "ran out of time" "$work/out" && fail "the computer ran out of time: $(cat "$work/out")"
contains out "game 2: "

kill "$server_pid"; wait "$server_pid"; [ "$failures" -eq 0 ] && echo "all clock checks passed"
exit $((failures > 0))
