#!/bin/sh
# A game is never lost: moves are made, the terminal hangs up (SIGHUP, as when an SSH connection
# drops or the window is closed), and the next `stratego` offers the game again; resumed, it
# starts at the curtain of the player to move, with the same position and move count. Then a
# named copy, the saved-games list, and a killed (SIGKILL) game, which loses nothing either.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

games="$HOME/.local/share/stratego/games"

start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
check_curtain Red
lift_curtain
wait_for "You play Red. Red moves first."
enter_command e4-e5
wait_for "You moved e4-e5."
send Enter
check_curtain Blue
lift_curtain
wait_for "Red moved e4-e5."
enter_command j7-j6
wait_for "You moved j7-j6."
send Enter
check_curtain Red
lift_curtain
wait_for "Blue moved j7-j6."
enter_command e5-e6
wait_for "You moved e5-e6."
kill -HUP "$(descendant_named "$(pane_flag pane_pid)" stratego)"
check_restored 129
ls "$games"/*.game >/dev/null 2>&1 || fail "no game was kept in $games"
grep -q "^3\. e5-e6$" "$games"/*.game || fail "the last move is not in the kept game"
tm kill-server

echo "resume from the main menu"
start 80 24 "$STRATEGO"
wait_for "Resume the last game"
expect_screen "Blue to move at move 4"
refuse_screen "Blue to move at move 4, saved 19"    # local time, not the start of the epoch
send Enter Enter                        # a double Enter must not lift the curtain at once
check_curtain Blue
sleep 0.3
check_curtain Blue
expect_screen "move 4"
lift_curtain
wait_for "Red moved e5-e6."
expect_screen "STRATEGO  Blue · your turn · move 4"
enter_command j6-j5
wait_for "You moved j6-j5."
enter_command "save Evening game"
wait_for "Saved a copy as"
send Enter
check_curtain Red
sleep 0.6                               # the curtain ignores keys for half a second
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
wait_for "Resume the last game"
send Down Down Down Down Enter          # Resume, New hot-seat game, against the computer, at another terminal, Saved games
wait_for "Moves  State"
screen | grep -qF "evening-game.game" || { send Down; sleep 0.3; }  # the copy, first or second
expect_screen "evening-game.game"
[ "$(screen | grep -c "     4  Red to move")" = 2 ] || fail "the list lacks the game and its copy at move 4"
send Escape
wait_for "Main menu"
send q
check_restored 0
tm kill-server

echo "a killed program loses nothing either"
start 80 24 "$STRATEGO"
wait_for "Resume the last game"
send Enter
check_curtain Red
lift_curtain
wait_for "Blue moved j6-j5."
enter_command e6-e7
wait_for "attacked"
kill -KILL "$(descendant_named "$(pane_flag pane_pid)" stratego)"
wait_for "EXIT=137"
cat "$games"/*.game | grep -q "^5\. e6xe7 " || fail "the attack on e7 was not kept"
finish
