#!/bin/bash
# A spectator at a terminal: `stratego serve` on a socket in a scratch folder, two seats played
# by random agents (`--agent random`, Red slowed down with --delay-ms so the game can be
# followed), and `stratego watch 1` in a tmux pane of 80×24, opened before the game starts. The
# pane shows the players, then both armies as backs only, the moves as they arrive, and the
# end (silent defense on). Every rank the pane shows at the end is one the public reports gave
# (a battle's, or a Scout's far move), as a text spectator (`stratego watch 1 --text`) heard them:
# no unrevealed rank. q leaves with status 0. Meanwhile the main menu's lobby offers the game to
# watch, and opens the same screen.
# Usage: watch_server.sh STRATEGO_BINARY
STRATEGO=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/server_lib.sh"

# The default socket, in a private folder of the test's: the main menu's lobby uses it.
use_private_runtime_dir
"$STRATEGO" serve --socket "$SERVER_SOCKET" --data "$WORK/games" --test-users \
  2>"$WORK/server.log" &
server_pid=$!
red_pid= blue_pid= text_pid=
trap 'kill $server_pid $red_pid $blue_pid $text_pid 2>/dev/null; cleanup' EXIT
wait_listening

"$STRATEGO" host --agent random --colour red --silent-defense --max-moves 40 --delay-ms 800 \
  --server "$SERVER_SOCKET" --as alice >"$WORK/red.out" 2>&1 &
red_pid=$!
for _ in $(seq 100); do grep -q "game 1: you play Red" "$WORK/red.out" && break; sleep 0.05; done

start 80 24 "$STRATEGO" watch 1 --server "$SERVER_SOCKET"
wait_for "Game 1: alice (Red) against Blue (nobody yet)"
expect_screen "The game begins when both armies are set up."
"$STRATEGO" watch 1 --text --server "$SERVER_SOCKET" >"$WORK/watch.txt" 2>&1 &
text_pid=$!

"$STRATEGO" join 1 --agent random --delay-ms 30 --server "$SERVER_SOCKET" --as bob \
  >"$WORK/blue.out" 2>&1 &
blue_pid=$!
wait_for "watching alice v bob"
# Before Red's first move (0.8 s away): 80 backs, no rank, on either side.
first=$(screen)
if printf '%s\n' "$first" | grep -qF "Red to move · move 1"; then
  cells=$(printf '%s\n' "$first" | grep -E '^(10| [1-9]) │' |
    awk -F'│' '{ for (c = 2; c <= 11; c++) printf "%s", $c; print "" }')
  [ "$(printf '%s' "$cells" | grep -o '■' | wc -l)" -eq 80 ] || fail "not 80 backs at the start: $cells"
  ! printf '%s\n' "$cells" | grep -q '[0-9A-Z?]' || fail "a rank at the start: $cells"
else
  fail "the first move came before the board was seen"
fi

# The main menu's lobby (of the user running the test, neither alice nor bob) lists the game to
# watch and opens the same screen; q goes back to the lobby.
tm new-session -d -s menu -x 80 -y 24 \
  "LANG=C.UTF-8 TERM=screen XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR $STRATEGO; echo EXIT=\$?; sleep 600"
mscreen() { tm capture-pane -p -t menu; }
mwait() {
  for _ in $(seq 200); do mscreen | grep -qF -- "$1" && return 0; sleep 0.05; done
  fail "the menu's screen never showed '$1': $(mscreen)"
}
mwait "Play someone at another terminal"
tm send-keys -t menu Down Down Enter
mwait "Watch game 1: alice (Red) against bob (Blue), playing"
tm send-keys -t menu Down Enter
mwait "watching alice v bob"
tm send-keys -t menu q
mwait "Watch game 1: alice (Red) against bob (Blue)"

# The moves arrive (the log, and the news in the status line), then the end.
wait_for "  2 Blue" 20
wait_for "  5 Red" 20
wait_for "game over" 60
expect_screen "q: leave"
expect_screen "Draw: the move limit was reached"
for _ in $(seq 100); do grep -q "^over: " "$WORK/watch.txt" && break; sleep 0.05; done
grep -q "^over: " "$WORK/watch.txt" || fail "the text spectator did not see the end: $(cat "$WORK/watch.txt")"

# What the public reports revealed, square by square at the end: a winner of a battle shows its
# rank (a silent defender only what was known of it before), a Scout that moved far shows as
# one; nothing else.
expected=$(awk '
  BEGIN { split("Marshal General Colonel Major Captain Lieutenant Sergeant Miner Scout Spy Bomb Flag", n, " ")
          split("10 9 8 7 6 5 4 3 2 S B F", t, " "); for (i in n) token[n[i]] = t[i] }
  function far(a, b) { fa = substr(a, 1, 1); fb = substr(b, 1, 1); ra = substr(a, 2) + 0; rb = substr(b, 2) + 0
                       d = (fa == fb) ? ra - rb : index("abcdefghij", fa) - index("abcdefghij", fb)
                       return d > 1 || d < -1 }
  /^[0-9]+\. / {
    split($3, sq, "[-:]"); from = sq[1]; to = sq[2]
    if ($0 !~ / attacks /) { if (from in known) known[to] = known[from]; else if (far(from, to)) known[to] = "2"
                             delete known[from]; next }
    delete known[from]
    if ($0 ~ /the attacker wins/) known[to] = token[$5]
    else if ($0 ~ /both are removed/) delete known[to]
    else if ($0 ~ /unseen: silent defense/) { }  # the defender stays as it was known
    else { match($0, / attacks (Red|Blue) [A-Za-z]+/); split(substr($0, RSTART, RLENGTH), w, " "); known[to] = token[w[3]] }
  }
  END { for (s in known) print s, known[s] }' "$WORK/watch.txt" | sort)
# (A lake spans two squares: split it back into two cells.)
shown=$(screen | grep -E '^(10| [1-9]) │' | sed 's/≈≈≈≈≈≈≈/≈≈≈│≈≈≈/g' | awk -F'│' '{
  row = $1 + 0; for (c = 2; c <= 11; c++) { cell = $c; gsub(/[ \[\]]/, "", cell)
    if (cell ~ /^(10|[2-9]|S|B|F)$/) print substr("abcdefghij", c - 1, 1) row, cell } }' | sort)
# Random agents are not seeded: now and then a game reveals no rank that stays on the board (the
# battles were ties or silent defenses). Then the screen must show none, which is still a check.
[ -n "$expected" ] || echo "note: the game revealed no rank still on the board; the screen must show none"
[ "$shown" = "$expected" ] ||
  fail "the ranks on the watch screen are not those the public reports gave:
shown:
$shown
revealed:
$expected
$(cat "$WORK/watch.txt")"

send q
wait_for "EXIT="
expect_screen "EXIT=0"
wait "$red_pid" || fail "Red's agent exited $?: $(cat "$WORK/red.out")"
wait "$blue_pid" || fail "Blue's agent exited $?: $(cat "$WORK/blue.out")"
red_pid= blue_pid=
finish
