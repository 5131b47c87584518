#!/bin/bash
# End-to-end checks of two-terminal play's first part with the real binary: `stratego serve` on a
# Unix socket in a scratch folder, and seats played by random agents through `stratego host` and
# `stratego join`. A whole game; a client killed with kill -9 mid-game whose user joins again and
# finishes; the server killed with kill -9 mid-game, started again, both seats joining again and
# finishing; a second server refused on a socket that answers, a stale socket file removed; and
# the clients without --agent and without a terminal; a spectator (watch). CTest's time limit
# catches a client that hangs.
# Usage: net_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/net_lib.sh"

# client NAME ARGS...: a client in the background, its output in $work/NAME.out, its pid in
# $client_pid (the program's own, for kill -9; the test's time limit catches a hang).
client() {
  name=$1; shift
  "$stratego" "$@" --server "$socket" >"$work/$name.out" 2>"$work/$name.err" &
  client_pid=$!
}
moves_in() { grep -cE '^[0-9]+\. ' "$data/$1.game"; }
# await_moves GAME N: waits until game GAME's record has N moves, polling for up to 60 s, so that
# only a real hang fails on a loaded machine (the callers check the count afterwards).
await_moves() {
  for _ in $(seq 1200); do
    [ -f "$data/$1.game" ] && [ "$(moves_in "$1")" -ge "$2" ] && return
    sleep 0.05
  done
}

# Without --agent a person plays at this terminal: not without one (checked before connecting,
# so that no game is hosted for a screen that cannot open).
expect 1 "$stratego" host --server "$socket"
contains err "stratego host: this needs a terminal"
expect 1 "$stratego" join 1 --server "$socket"
contains err "stratego join: this needs a terminal"
# An agent that does not exist: a usage error, before any connection.
expect 2 "$stratego" host --agent bogus --server "$socket"
contains err "--agent: unknown player 'bogus'"
# No server: a clear failure.
expect 1 "$stratego" join 1 --agent random --server "$socket"
contains err "no server answers on $socket"
# The default socket's folder must be the user's own, with no access for others.
mkdir -p "$work/xdg/stratego"
chmod 755 "$work/xdg/stratego"
expect 1 env XDG_RUNTIME_DIR="$work/xdg" "$stratego" join 1 --agent random
contains err "will not use the default socket"
expect 1 env XDG_RUNTIME_DIR="$work/xdg" "$stratego" serve --data "$work/other"
contains err "may be reached by other users"
chmod 700 "$work/xdg/stratego"
expect 1 env XDG_RUNTIME_DIR="$work/xdg" "$stratego" join 1 --agent random
contains err "no server answers on $work/xdg/stratego/server.sock"

start_server
# A second server on the same socket is refused.
expect 1 "$stratego" serve --socket "$socket" --data "$work/other"
contains err "another server answers on $socket"

# A whole game between two random agents.
client red host --agent random --colour red --max-moves 400
red_pid=$client_pid
await_line "$work/red.out" "game 1: you play Red"
client blue join 1 --agent random
blue_pid=$client_pid
finished red "$red_pid"
finished blue "$blue_pid"
contains_result() { grep -q '^result: ' "$data/1.game" || fail "game 1's record has no result"; }
contains_result
grep -qF 'Blue' "$work/blue.out" || fail "blue was told another seat: $(cat "$work/blue.out")"

# Kill -9 of a client mid-game: the same user joins again and the game finishes.
client red host --agent random --colour red --delay-ms 20 --max-moves 300
red_pid=$client_pid
await_line "$work/red.out" "game 2: you play Red"
client blue join 2 --agent random --delay-ms 20
blue_pid=$client_pid
# A spectator follows game 2 to its end, through blue's fall and return.
"$stratego" watch 2 --server "$socket" >"$work/watch.out" 2>"$work/watch.err" &
watch_pid=$!
await_moves 2 10
kill -9 "$blue_pid"; wait "$blue_pid" 2>/dev/null
await_line "$work/server.log" "game 2: $(id -un) left blue"
before=$(moves_in 2)
[ "$before" -ge 10 ] || fail "game 2 did not get going: $before moves"
client blue join 2 --agent random
blue_pid=$client_pid
finished red "$red_pid"
finished blue "$blue_pid"
[ "$(moves_in 2)" -gt "$before" ] || fail "game 2 did not go on after blue came back"
wait "$watch_pid" || fail "watch exited $?: $(cat "$work/watch.err")"
grep -qE '^game 2: .* \(Red\) against .* \(Blue\)' "$work/watch.out" ||
  fail "watch did not name the players: $(cat "$work/watch.out")"
grep -qE '^[0-9]+\. (Red|Blue) [a-j][0-9]+-[a-j][0-9]+' "$work/watch.out" ||
  fail "watch printed no move: $(cat "$work/watch.out")"
tail -1 "$work/watch.out" | grep -q '^over: ' || fail "watch did not print the end: $(cat "$work/watch.out")"
[ "$(grep -cE '^[0-9]+\. ' "$work/watch.out")" -eq "$(moves_in 2)" ] ||
  fail "watch printed $(grep -cE '^[0-9]+\. ' "$work/watch.out") moves, the record has $(moves_in 2)"
expect 1 "$stratego" watch 99 --server "$socket"
contains err "there is no game 99"
expect 2 "$stratego" watch --server "$socket"
grep -q '^result: ' "$data/2.game" || fail "game 2's record has no result"

# Kill -9 of the server mid-game: started again, it has the game; both seats join and finish.
client red host --agent random --colour blue --delay-ms 20 --max-moves 300
red_pid=$client_pid
await_line "$work/red.out" "game 3: you play Blue"
client blue join 3 --agent random --delay-ms 20
blue_pid=$client_pid
await_moves 3 10
kill -9 "$server_pid"; wait "$server_pid" 2>/dev/null; wait "$red_pid"; wait "$blue_pid"  # both lose the server
before=$(moves_in 3)
[ "$before" -ge 10 ] || fail "game 3 did not get going: $before moves"
[ -S "$socket" ] || fail "kill -9 should have left the socket file"
start_server
grep -qF "removed a stale socket file" "$work/server.log" || fail "the stale socket was not removed"
grep -qF "game 3: resumed at move $before" "$work/server.log" ||
  fail "game 3 was not resumed at move $before: $(cat "$work/server.log")"
client red join 3 --agent random
red_pid=$client_pid
client blue join --agent random  # without a number: the user's own unfinished game
blue_pid=$client_pid
finished red "$red_pid"
finished blue "$blue_pid"
grep -q '^result: ' "$data/3.game" || fail "game 3's record has no result"

# The server's computer player at the other seat.
expect 0 timeout 120 "$stratego" host --agent random --against ai:easy --max-moves 60 --server "$socket"
grep -qE '^game 4: .*\((you win|you lose|a draw)\)$' "$work/out" || fail "no result against ai:easy: $(cat "$work/out")"
grep -qF 'blue-player: ai:easy' "$data/4.game" || grep -qF 'red-player: ai:easy' "$data/4.game" ||
  fail "the record does not name ai:easy"

# --blue ai:LEVEL: the computer at Blue, the host at Red; contradictions are usage errors.
expect 0 timeout 120 "$stratego" host --agent random --blue ai:random --max-moves 40 --server "$socket"
grep -qE '^game 5: you play Red' "$work/out" || fail "--blue did not seat the host at Red: $(cat "$work/out")"
grep -qF 'blue-player: ai:random' "$data/5.game" || fail "the record does not name ai:random at Blue"
expect 2 "$stratego" host --agent random --red ai:easy --blue ai:easy --server "$socket"
contains err "one seat is yours"
expect 2 "$stratego" host --agent random --red ai:easy --colour red --server "$socket"
contains err "leave out --against and --colour"

stop_server
[ "$server_status" -eq 0 ] || fail "the server exited $server_status on SIGTERM"
[ -e "$socket" ] && fail "the server left its socket file after SIGTERM"
grep -qF "stopping on SIGTERM" "$work/server.log" || fail "no log line for SIGTERM"

[ "$failures" -eq 0 ] && echo "all net checks passed"
exit $((failures > 0))
