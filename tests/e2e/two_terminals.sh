#!/bin/bash
# Two-terminal play as two people play it: `stratego serve` on a socket in a scratch folder, and
# two terminals (tmux sessions of 80×24, the same tmux server), one running `stratego host`, the
# other `stratego join`, as two users (the server's --test-users, the clients' --as). Both
# arrange at once (each sees the other arranging), load a setup file, and play; each screen shows
# its own ranks and never the enemy's. The host's client is killed with kill -9 mid-game: the
# other screen says so; `stratego join 1` takes the seat up again. Then the server is killed with
# kill -9: both screens say so and leave (status 1); a new server has the game, both players join
# it again, and it ends by resignation on both screens.
# Usage: two_terminals.sh STRATEGO_BINARY
STRATEGO=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/server_lib.sh"

SERVER_SOCKET=$WORK/run/server.sock
mkdir -p "$WORK/run"
"$STRATEGO" serve --socket "$SERVER_SOCKET" --data "$WORK/games" --test-users \
  2>"$WORK/server.log" &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null; cleanup' EXIT
wait_listening

# start_server: a server on the same socket and games, once the last one is gone.
start_server() {
  "$STRATEGO" serve --socket "$SERVER_SOCKET" --data "$WORK/games" --test-users \
    2>>"$WORK/server.log" &
  server_pid=$!
  wait_listening 2
}

# The second terminal, Blue's, on the same tmux server as lib.sh's session "game" (Red's).
blue_start() {
  tm new-session -d -s blue -x 80 -y 24 \
    "LANG=C.UTF-8 TERM=screen $*; echo EXIT=\$?; sleep 600"
}
# rejoin SESSION USER: `stratego join 1` as USER in that session's pane, in place of what ran
# there (the tmux server keeps its sessions: none is closed).
rejoin() {
  tm respawn-pane -k -t "$1" \
    "LANG=C.UTF-8 TERM=screen $STRATEGO join 1 --server $SERVER_SOCKET --as $2; echo EXIT=\$?; sleep 600"
}

start 80 24 "$STRATEGO" host --colour red --server "$SERVER_SOCKET" --as alice
wait_for "Red: set up your army"
wait_for "Waiting for an opponent to join game 1"
blue_start "$STRATEGO" join --server "$SERVER_SOCKET" --as bob
bwait "Blue: set up your army"
bwait "Red (alice) is arranging the army"
wait_for "Blue (bob) is arranging the army"

# Red loads the first shipped setup and is done; Blue sees it, and loads the second.
send o
wait_for "Open a setup"
send Enter
wait_for "Loaded 'Blitzkrieg'"
send d
wait_for "Your army is set up."
expect_screen "Blue (bob) is arranging the army"
bwait "Red (alice) has finished arranging"
bsend o
bwait "Open a setup"
bsend j
bwait "> Bluff Line"
bsend Enter
bwait "Loaded 'Bluff Line'"
bsend d

wait_for "Game 1: you play Red. Red moves first."
expect_screen "STRATEGO  Red · your turn · move 1"
expect_screen " 1 │ 2 │ B │ F │ B │ 6 │ 3 │ 2 │ 5 │ 4 │ 4 │"   # Red's own back row
hidden_rows "$(screen)" "$RED_ROWS"
bwait "Game 1: you play Blue. Red moves first."
bwait "Red (alice) to move"
bscreen | grep -qF "10 │ 3 │ B │ 2 │ B │ 8 │ 3 │ 5 │ 6 │ 2 │ B │" ||
  fail "Blue's own back row is not shown: $(bscreen)"
hidden_rows "$(bscreen)" "$BLUE_ROWS"

# Blue waits for Red's move: the screen looks for news every 50 ms, and sends the terminal
# nothing while nothing changes.
tm pipe-pane -o -t blue "cat >> '$WORK/blue-idle.bytes'"
sleep 1
tm pipe-pane -t blue
idle_bytes=$(wc -c <"$WORK/blue-idle.bytes" 2>/dev/null || echo 0)
[ "$idle_bytes" -eq 0 ] || fail "Blue's idle screen sent $idle_bytes bytes to the terminal in 1 s"

enter_command a4-a5
wait_for "You moved a4-a5."
bwait "Red moved a4-a5."
bwait "your turn · move 2"
bcommand j7-j6
bwait "You moved j7-j6."
wait_for "Blue moved j7-j6."
hidden_rows "$(screen)" "$RED_ROWS"
hidden_rows "$(bscreen)" "$BLUE_ROWS"

# Red's client dies (kill -9): Blue is told, the game waits; Red takes it up again.
red_client=$(descendant_named "$(tm display-message -p -t game '#{pane_pid}')" stratego)
[ -n "$red_client" ] || fail "Red's client was not found"
kill -9 "$red_client"
wait_for "EXIT=137"
bwait "Red (alice) is disconnected"
rejoin game alice
wait_for "Game 1 taken up again at move 3."
expect_screen "STRATEGO  Red · your turn · move 3"
expect_screen " 1 │ 2 │ B │ F │ B │ 6 │ 3 │ 2 │ 5 │ 4 │ 4 │"
hidden_rows "$(screen)" "$RED_ROWS"
bwait "Red (alice) is back."

{ kill -9 "$server_pid"; wait "$server_pid"; } 2>/dev/null
wait_for "The connection to the server is lost"
bwait "The connection to the server is lost"
send q
wait_for "EXIT=1"
expect_screen "game 1 stays on the server: \`stratego join 1\` takes it up again"
bsend q
bwait "EXIT=1"
start_server
rejoin game alice
wait_for "Game 1 taken up again at move 3."
rejoin blue bob
bwait "Game 1 taken up again at move 3."
bwait "Red (alice) to move"

# Red resigns: both screens end, still showing only their own ranks.
enter_command resign
wait_for "Resign this game? (y/n)"
send y
wait_for "STRATEGO  Red · game over: Blue wins"
bwait "STRATEGO  Blue · game over: Blue wins"
hidden_rows "$(screen)" "$RED_ROWS"
hidden_rows "$(bscreen)" "$BLUE_ROWS"
send q
wait_for "EXIT=0"
expect_screen "game 1: Red resigned"
bsend q
bwait "EXIT=0"
finish
