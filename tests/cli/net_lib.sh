# Shared by the command-line tests of the game server (net_*.sh, arena_server_test.sh), which
# source it after lib.sh: a server's socket ($socket) and data folder ($data) in the scratch
# folder, and the server (if one runs) killed at exit.
socket=$work/run/server.sock
data=$work/games
mkdir -p "$work/run"
server_pid=
trap '[ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT

# start_server [SERVE OPTIONS...]: `stratego serve` on $socket and $data in the background, its
# log appended to $work/server.log; returns once it listens (with --listen, once it listens on
# TCP too, and $port then names that port). A server that does not start fails the test and ends
# it.
start_server() {
  local from=1 want="listening on"
  [ -f "$work/server.log" ] && from=$(($(wc -c <"$work/server.log") + 1))
  case " $* " in *" --listen "*) want="listening on TCP" ;; esac
  "$stratego" serve --socket "$socket" --data "$data" "$@" 2>>"$work/server.log" &
  server_pid=$!
  port=
  for _ in $(seq 200); do
    if tail -c "+$from" "$work/server.log" | grep -q "$want"; then
      port=$(tail -c "+$from" "$work/server.log" |
        sed -n 's/.*listening on TCP [0-9.]*:\([0-9]*\).*/\1/p' | tail -n 1)
      return 0
    fi
    sleep 0.05
  done
  fail "the server did not start: $(cat "$work/server.log")"
  exit 1
}
# stop_server: SIGTERM, and its exit status in $server_status.
stop_server() { kill "$server_pid"; wait "$server_pid"; server_status=$?; server_pid=; }

# await_line FILE TEXT: waits until FILE has TEXT (up to 10 s).
await_line() {
  for _ in $(seq 200); do grep -qF -- "$2" "$1" 2>/dev/null && return; sleep 0.05; done
  fail "$1 never said '$2': $(cat "$1")"
}
# finished NAME PID: the client NAME (its output in $work/NAME.out and .err) exited 0 after
# printing the game's result.
finished() {
  wait "$2"; status=$?
  [ "$status" -eq 0 ] || fail "$1 exited $status: $(cat "$work/$1.err")"
  grep -qE '^game [0-9]+: .*\((you win|you lose|a draw)\)$' "$work/$1.out" ||
    fail "$1 printed no result: $(cat "$work/$1.out" "$work/$1.err")"
}
