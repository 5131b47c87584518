#!/bin/bash
# `stratego host` starts a game server for the user when none answers on the default socket (a
# scratch XDG_RUNTIME_DIR and XDG_DATA_HOME here), says so, and the next `host` uses it; not for
# an explicit --server path; a data folder others may reach is refused before anything starts.
# Usage: server_launch_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
export XDG_RUNTIME_DIR=$work/run XDG_DATA_HOME=$work/data
mkdir -m 700 "$work/run"
socket=$work/run/stratego/server.sock
log=$work/data/stratego/server/server.log
server_pid=
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT

# An explicit --server path: no server is started.
expect 1 "$stratego" host --agent random --against ai:random --server "$work/run/other.sock"
contains err "no server answers on $work/run/other.sock"
lacks err "started a game server"
[ -e "$log" ] && fail "a server was started for an explicit --server path"

# The default socket with nobody on it: host starts one, says so, and plays the game through it.
expect 0 timeout 120 "$stratego" host --agent random --against ai:random --max-moves 20
contains err "started a game server for you on $socket"
server_pid=$(sed -n 's/.*(process \([0-9]*\),.*/\1/p' "$work/err")
[ -n "$server_pid" ] || fail "no process number in: $(cat "$work/err")"
contains out "game 1: you play"
kill -0 "$server_pid" 2>/dev/null || fail "the server stopped with its host"
[ -S "$socket" ] || fail "no socket at $socket"
grep -qF "listening on $socket" "$log" || fail "the server's log lacks its start: $(cat "$log")"
# Detached: a session of its own, not the test's.
[ "$(ps -o sid= -p "$server_pid" | tr -d ' ')" = "$server_pid" ] ||
  fail "the server is not a session leader"

# The next host finds it: nothing is started, the game numbers go on.
expect 0 timeout 120 "$stratego" host --agent random --against ai:random --max-moves 20
lacks err "started a game server"
contains out "game 2: you play"
[ "$(grep -c 'listening on' "$log")" -eq 1 ] || fail "a second server was started"

kill "$server_pid"
for _ in $(seq 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.05; done
kill -0 "$server_pid" 2>/dev/null && fail "the server did not stop on SIGTERM"
server_pid=

# A data folder others may reach: refused, and no server is started.
chmod 755 "$work/data/stratego/server"
expect 1 "$stratego" host --agent random --against ai:random --max-moves 20
contains err "may be reached by other users"
[ -e "$socket" ] && fail "a server was started with a data folder others may reach"

[ "$failures" -eq 0 ] && echo "all server launch checks passed"
exit $((failures > 0))
