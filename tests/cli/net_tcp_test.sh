#!/bin/bash
# Two-terminal play over TCP with the real binary (docs/protocol.md, "Over TCP"): `stratego serve
# --listen 127.0.0.1:0` (loopback only, a free port), a game hosted with `stratego host --server
# 127.0.0.1:PORT --agent random`, whose printed code `stratego join CODE --agent random` uses, both
# to the end; a wrong code refused; join over TCP without a code, and a bad --listen, refused.
# Usage: net_tcp_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/net_lib.sh"

start_server --listen 127.0.0.1:0
server=127.0.0.1:$port

"$stratego" host --agent random --colour red --server "$server" >"$work/host.out" \
  2>"$work/host.err" &
host_pid=$!
code=
for _ in $(seq 200); do
  code=$(sed -n 's/^give your opponent: stratego join \([A-Z2-7]*\) --server .*/\1/p' "$work/host.err")
  [ -n "$code" ] && break
  sleep 0.05
done
[ -n "$code" ] || fail "host printed no code: $(cat "$work/host.err")"
grep -qF "give your opponent: stratego join $code --server $server" "$work/host.err" ||
  fail "host's line does not name the server: $(cat "$work/host.err")"
grep -qE "^your seat, to take it up again: stratego join [A-Z2-7]{16} --server $server\$" \
  "$work/host.err" || fail "host printed no code of its own: $(cat "$work/host.err")"

# A wrong code is refused, the game untouched.
expect 1 "$stratego" join ABCDEFGHIJKLMNOP --agent random --server "$server"
contains err "no seat has that code"

"$stratego" join "$code" --agent random --server "$server" >"$work/join.out" 2>"$work/join.err"
[ $? -eq 0 ] || fail "join exited non-zero: $(cat "$work/join.err")"
wait "$host_pid" || fail "host exited non-zero: $(cat "$work/host.err")"
for seat in host join; do
  grep -qE '^game [0-9]+: .*\((you win|you lose|a draw)\)$' "$work/$seat.out" ||
    fail "$seat printed no result: $(cat "$work/$seat.out" "$work/$seat.err")"
done
grep -qF "give your opponent" "$work/join.err" && fail "the joiner was given an invitation"
# The record names TCP peers as such, never as Unix users.
grep -q '^red-player: tcp:' "$data/1.game" && grep -q '^blue-player: tcp:' "$data/1.game" ||
  fail "the record does not name tcp: players: $(head -20 "$data/1.game")"

# Over TCP, join needs a code; a bad --listen is refused.
expect 2 "$stratego" join --agent random --server "$server"
contains err "join CODE"
expect 1 "$stratego" serve --socket "$work/run/other.sock" --data "$work/other" --listen nowhere:1
contains err "--listen"

kill "$server_pid"
wait "$server_pid"
[ "$failures" -eq 0 ] && echo "all passed"
exit $((failures > 0))
