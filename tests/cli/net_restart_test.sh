#!/bin/bash
# Games not yet started survive kill -9 of the server (docs/protocol.md, "Keeping games"), with
# the real binary: a game hosted on the Unix socket that nobody has joined, and one hosted over TCP
# (127.0.0.1, a free port) with its codes; the server is killed with kill -9 and started again;
# the host takes its seat up again and the opponent joins (by number, or by the invitation code),
# and both play to the end; a wrong code is still refused.
# Usage: net_restart_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/net_lib.sh"

# start_at PORT: the server, listening on TCP on PORT too (0: a free one, then in $port).
start_at() { start_server --listen "127.0.0.1:$1" --no-fsync; }

start_at 0
first_port=$port
# Game 1 on the Unix socket, game 2 over TCP; each host's agent has sent its setup.
"$stratego" host --agent random --colour red --server "$socket" >"$work/host1.out" \
  2>"$work/host1.err" &
host1=$!
await_line "$work/server.log" "game 1: red is set up"
"$stratego" host --agent random --colour red --server "127.0.0.1:$port" >"$work/host2.out" \
  2>"$work/host2.err" &
host2=$!
await_line "$work/server.log" "game 2: red is set up"
invitation=$(sed -n 's/^give your opponent: stratego join \([A-Z2-7]*\) .*/\1/p' "$work/host2.err")
seat=$(sed -n 's/^your seat, to take it up again: stratego join \([A-Z2-7]*\) .*/\1/p' \
  "$work/host2.err")
[ -n "$invitation" ] && [ -n "$seat" ] || fail "host printed no codes: $(cat "$work/host2.err")"
[ -f "$data/2.seats" ] || fail "game 2 has no seats file"
grep -qF "$invitation" "$data"/*.seats && fail "a seats file holds the invitation itself"
grep -qF "$seat" "$data"/*.seats && fail "a seats file holds the host's code itself"

{ kill -9 "$server_pid"; wait "$server_pid"; } 2>/dev/null
wait "$host1" "$host2"  # the hosts see the server go
start_at "$first_port"
grep -qF "game 1: back, not yet started" "$work/server.log" || fail "game 1 is not back"
grep -qF "game 2: back, not yet started" "$work/server.log" || fail "game 2 is not back"

# A wrong code is still refused.
expect 1 "$stratego" join ABCDEFGHIJKLMNOP --agent random --server "127.0.0.1:$port"
contains err "no seat has that code"

# The user's first join takes back the host's seat (Red), the second the open one.
"$stratego" join 1 --agent random --server "$socket" >"$work/red1.out" 2>"$work/red1.err" &
red1=$!
await_line "$work/red1.out" "game 1: you play Red"
"$stratego" join 1 --agent random --server "$socket" >"$work/blue1.out" 2>"$work/blue1.err" &
blue1=$!
"$stratego" join "$seat" --agent random --server "127.0.0.1:$port" >"$work/red2.out" \
  2>"$work/red2.err" &
red2=$!
"$stratego" join "$invitation" --agent random --server "127.0.0.1:$port" >"$work/blue2.out" \
  2>"$work/blue2.err" &
blue2=$!
finished red1 "$red1"
finished blue1 "$blue1"
finished red2 "$red2"
finished blue2 "$blue2"
grep -q "you play Blue" "$work/blue1.out" || fail "the second join did not play Blue"
grep -q "you play Red" "$work/red2.out" || fail "the host's code did not give Red"
grep -q "you play Blue" "$work/blue2.out" || fail "the invitation did not give Blue"
for game in 1 2; do
  grep -qE '^result: (red wins|blue wins|draw)' "$data/$game.game" ||
    fail "game $game did not finish on the server"
done

kill "$server_pid"
wait "$server_pid"
[ "$failures" -eq 0 ] && echo "all passed"
exit $((failures > 0))
