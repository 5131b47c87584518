#!/bin/bash
# The main menu's lobby of two-terminal play, as a person uses it: with no server it offers to
# start one and does; with one, a game hosted at another terminal (`stratego host`, as another user) is
# listed, joined from the menu and played to its end; leaving it comes back to the lobby, asked
# again (a finished game is no longer listed).
# Usage: lobby.sh STRATEGO_BINARY
STRATEGO=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/server_lib.sh"

# The default socket of the menu's user, in a private folder of the test's.
use_private_runtime_dir
server_pid=
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; cleanup' EXIT

start 80 24 XDG_RUNTIME_DIR="$XDG_RUNTIME_DIR" "$STRATEGO"
wait_for "Play someone at another terminal"
send Down Down Enter                 # New hot-seat game, against the computer, at another terminal
wait_for "No server: start one for me"
expect_screen "no server answers on $SERVER_SOCKET"
send Enter                           # it starts `stratego serve` for the user, as `host` does
wait_for "Started a game server for you"
expect_screen "started a game server for you on $SERVER_SOCKET"   # the chosen item's line
expect_screen "Host a new game"
launched=                            # the `stratego serve` started with this test's HOME
for pid in $(pgrep -f -- "stratego serve$"); do
  tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qxF "HOME=$HOME" && launched=$pid
done
[ -n "$launched" ] || fail "no server process after 'start one for me'"
kill "$launched"                     # the rest of the test needs a server with test users
for _ in $(seq 100); do kill -0 "$launched" 2>/dev/null || break; sleep 0.05; done

"$STRATEGO" serve --data "$WORK/games" --test-users 2>"$WORK/server.log" &
server_pid=$!
wait_listening
tm new-session -d -s host -x 80 -y 24 \
  "LANG=C.UTF-8 TERM=screen $STRATEGO host --colour red --server $SERVER_SOCKET --as alice; echo EXIT=\$?; sleep 600"
for _ in $(seq 200); do tm capture-pane -p -t host | grep -qF "Red: set up your army" && break; sleep 0.05; done

send Up Up Enter                     # Refresh (the news heads the list, Back is last)
wait_for "Join game 1: alice plays Red"
send Up Up Enter                     # Refresh stays chosen; the game is above the Server item
wait_for "Blue: set up your army"
expect_screen "Red (alice) is arranging the army"
send r d
wait_for "Your army is set up."
tm send-keys -t host r d
wait_for "Game 1: you play Blue. Red moves first."
expect_screen "Red (alice) to move"
enter_command resign
wait_for "Resign this game? (y/n)"
send y
wait_for "STRATEGO  Blue · game over: Red wins"
send q                               # back to the lobby, asked again: the game is over
wait_for "No games to join yet"
refuse_screen "game 1"
finish
