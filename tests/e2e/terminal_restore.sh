#!/bin/sh
# The terminal is restored however the program ends: quitting, Ctrl-C, SIGTERM, SIGHUP. After
# each: the normal screen (not the alternate one), the cursor shown, mouse reporting off, echo and
# canonical input back, and the exit status of the way it ended.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

# The game is the child of the pane's shell (matching by command line would find tmux itself).
game_pid() { pgrep -P "$(pane_flag pane_pid)" -x stratego; }

begin() {
  start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
  wait_for "Red to move" && lift_curtain && wait_for "You play Red."
  [ "$(pane_flag alternate_on)" = 1 ] || fail "the game does not use the alternate screen"
  [ "$(pane_flag mouse_any_flag)" = 1 ] || fail "the game did not take the mouse"
}

echo "quit with q"
begin
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
check_restored 0
tm kill-server

echo "Ctrl-C"
begin
send C-c
check_restored 130
tm kill-server

echo "SIGTERM"
begin
kill -TERM "$(game_pid)"
check_restored 143
tm kill-server

echo "SIGHUP (a closed terminal or a dropped connection)"
begin
kill -HUP "$(game_pid)"
check_restored 129
tm kill-server

echo "the main menu's Quit"
start 80 24 "$STRATEGO"
wait_for "New hot-seat game"
send k Enter             # up from the first item wraps to Quit
check_restored 0
finish
