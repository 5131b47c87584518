#!/bin/bash
# `stratego arena --server` with the real binary: a server in a scratch folder (its Unix socket,
# and TCP on a free loopback port); an arena of 4 games (random against ai:easy) played there,
# whose summary is the local arena's (the same seeded agents play the same games), whose saved
# records are the local arena's, and of which the server keeps 4 finished records; the same over
# TCP; no server, a server that refuses, and too many --jobs.
# Usage: arena_server_test.sh STRATEGO_BINARY
set -u
stratego=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/net_lib.sh"
# The summary without its timing lines, which differ from run to run.
untimed() { grep -v -e 'time per move' -e 'positions/s' "$work/out"; }

start_server --listen 127.0.0.1:0 --no-fsync

arena=(arena --games 4 --red random --blue ai:easy --seed 5 --jobs 2 --max-moves 300)
expect 0 "$stratego" "${arena[@]}" --server "$socket" --save-games "$work/by-server"
contains out "random (Red) vs ai:easy (Blue), 4 games, seed 5"
contains out "search: random does not search; ai:easy "
contains out "positions/s"
for agent in random ai:easy; do
  total=$(sed -n "s/^  $agent *wins \([0-9]*\) *draws \([0-9]*\) *losses \([0-9]*\) .*/\1 + \2 + \3/p" \
          "$work/out")
  [ -n "$total" ] && [ $(( total )) -eq 4 ] || fail "$agent did not play 4 games: $(cat "$work/out")"
done
[ -s "$work/err" ] && fail "stderr is not empty: $(cat "$work/err")"
untimed >"$work/by-server.txt"

# The server kept every game, finished, with the arena's rules.
for game in 1 2 3 4; do
  grep -qE '^result: (red wins|blue wins|draw)' "$data/$game.game" ||
    fail "the server's game $game is not finished: $(grep result "$data/$game.game")"
  grep -q '^max-moves: 300' "$data/$game.game" || fail "game $game lacks the arena's move limit"
done
[ -f "$data/5.game" ] && fail "the server holds a fifth game"

# The same arena without a server: the same games, summed up the same, recorded the same.
expect 0 "$stratego" "${arena[@]}" --save-games "$work/local"
untimed >"$work/local.txt"
diff "$work/local.txt" "$work/by-server.txt" >"$work/diff" ||
  fail "the summaries differ: $(cat "$work/diff")"
diff -r "$work/local" "$work/by-server" >"$work/diff" ||
  fail "the saved records differ: $(head -20 "$work/diff")"
# The server numbers games as they are hosted, and with --jobs 2 two are hosted at once: its four
# games are the arena's four, in some order.
moves_of() { grep -E '^[0-9]+\. ' "$1" | md5sum | cut -d' ' -f1; }
server_games=$(for game in 1 2 3 4; do moves_of "$data/$game.game"; done | sort)
arena_games=$(for game in 1 2 3 4; do moves_of "$work/by-server/game-00$game.game"; done | sort)
[ "$server_games" = "$arena_games" ] || fail "the server's games have other moves than the arena's records"

# Over TCP, by the invitation code; the rescue rule travels with the rules.
expect 0 "$stratego" arena --games 2 --red random --blue random --rescue --max-moves 300 --server "127.0.0.1:$port"
contains out "random #1"
contains out "rescues: "
grep -q '^red-player: tcp:' "$data/5.game" || fail "game 5 was not played over TCP"
grep -q '^rescue: on' "$data/6.game" || fail "game 6 lacks the rescue rule: $(head "$data/6.game")"

# No server; a server that refuses; too many jobs.
expect 1 "$stratego" arena --games 1 --red random --blue random --server "$work/run/none.sock"
contains err "stratego arena: no server answers on $work/run/none.sock"
"$stratego" serve --socket "$work/run/small.sock" --data "$work/small" --max-connections 1 \
  2>"$work/small.log" &
small_pid=$!
for _ in $(seq 200); do grep -q "listening on" "$work/small.log" && break; sleep 0.05; done
expect 1 "$stratego" arena --games 1 --red random --blue random --server "$work/run/small.sock"
contains err "stratego arena: "
contains err "connections open already"
kill "$small_pid"
wait "$small_pid"
expect 2 "$stratego" arena --games 9 --jobs 9 --red random --blue random --server "$socket"
contains err "--jobs 9 with --server: at most 8"

kill "$server_pid"
wait "$server_pid"
[ "$failures" -eq 0 ] && echo "all passed"
exit $((failures > 0))
