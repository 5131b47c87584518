#!/bin/bash
# Issue 14, the clock on the screens: a game hosted with `--clock 1m+5s` at two terminals (tmux
# sessions of 80×24): once both armies are in, both screens show both clocks, Red's running; with
# no key pressed Red's clock counts down on both screens (the screen wakes by itself); Red's move
# passes the running clock to Blue, with the increment added to Red's.
# Usage: clock_server.sh STRATEGO_BINARY
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

SERVER_SOCKET=$WORK/run/server.sock
mkdir -p "$WORK/run"
"$STRATEGO" serve --socket "$SERVER_SOCKET" --data "$WORK/games" --test-users \
  2>"$WORK/server.log" &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null; cleanup' EXIT
for _ in $(seq 100); do grep -q "listening on" "$WORK/server.log" && break; sleep 0.05; done

blue_start() {
  tm new-session -d -s blue -x 80 -y 24 \
    "LANG=C.UTF-8 TERM=screen $*; echo EXIT=\$?; sleep 600"
}
bscreen() { tm capture-pane -p -t blue; }
bsend() { tm send-keys -t blue "$@"; }
bwait() {
  for _ in $(seq 200); do bscreen | grep -qE -- "$1" && return 0; sleep 0.05; done
  fail "Blue's screen never showed '$1': $(bscreen)"
  return 1
}
# red_wait PATTERN: waits for an extended regular expression on Red's screen (up to 10 s).
red_wait() {
  for _ in $(seq 200); do screen | grep -qE -- "$1" && return 0; sleep 0.05; done
  fail "Red's screen never showed '$1': $(screen)"
  return 1
}

start 80 24 "$STRATEGO" host --colour red --clock 1m+5s --server "$SERVER_SOCKET" --as alice
wait_for "Red: set up your army"
blue_start "$STRATEGO" join --server "$SERVER_SOCKET" --as bob
bwait "Blue: set up your army"
send o
wait_for "Open a setup"
send Enter
wait_for "Loaded 'Blitzkrieg'"
send d
bsend o
bwait "Open a setup"
bsend Enter
bwait "Loaded 'Blitzkrieg'"
bsend d

wait_for "Game 1: you play Red. Red moves first."
red_wait "Red \(you\)  [01]:[0-9]{2} ◂"
red_wait "Blue       1:00$"
bwait "Red         [01]:[0-9]{2} ◂"
bwait "Blue \(you\)  1:00$"
# No key: the clocks count down on both screens by themselves.
red_before=$(screen | grep -oE "Red \(you\)  [0-9:.]+")
blue_before=$(bscreen | grep -oE "Red         [0-9:.]+")
sleep 2.2
red_after=$(screen | grep -oE "Red \(you\)  [0-9:.]+")
blue_after=$(bscreen | grep -oE "Red         [0-9:.]+")
[ -n "$red_after" ] && [ "$red_before" != "$red_after" ] ||
  fail "Red's clock did not count down by itself: '$red_before', then '$red_after'"
[ -n "$blue_after" ] && [ "$blue_before" != "$blue_after" ] ||
  fail "Red's clock on Blue's screen did not count down: '$blue_before', then '$blue_after'"
# Red moves (a front-row piece of Blitzkrieg, a4 up): Blue's clock runs; Red's stops.
type_text ":a4-a5"
send Enter
bwait "Blue \(you\)  [01]:[0-9]{2} ◂"
red_wait "Red \(you\)  [0-9]:[0-9]{2}$"
red_wait "Blue       [01]:[0-9]{2} ◂"
grep -qF "clock: 1m+5s" "$WORK/games/1.game" || fail "the record has no clock"
grep -qE "clock-left: red [0-9]+ blue 60000" "$WORK/games/1.game" ||
  fail "the record has no times: $(grep clock "$WORK/games/1.game")"
send q
send y
wait_for "EXIT=0"
bsend q
bsend y
bwait "EXIT=0"
finish
