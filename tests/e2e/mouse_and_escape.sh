#!/bin/sh
# The mouse (a click picks a piece, a second click moves it) and the Escape key (it must act at
# once, not after the terminal's usual one-second wait for an escape sequence).
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

# click X Y: a left click at column X, row Y (0-based), in the X10 mouse encoding the terminal
# sends for TERM=screen: ESC [ M, then the button, column and row, each plus 32 (and 1-based).
click() {
  press=$(printf "\\033[M \\$(printf '%03o' $(($1 + 33)))\\$(printf '%03o' $(($2 + 33)))")
  release=$(printf "\\033[M#\\$(printf '%03o' $(($1 + 33)))\\$(printf '%03o' $(($2 + 33)))")
  type_text "$press"
  type_text "$release"
}

start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Red to move"
lift_curtain
wait_for "You play Red."

# On an 80×24 screen, the square in column c and row r (from the top left) is drawn at
# x = 4 + 4c, y = 3 + 2r. a4 is column 0, row 6; a6 is column 0, row 4.
click 4 15
wait_for "Enter on a highlighted square moves"
click 4 11
wait_for "You moved a4-a6."

# Escape closes the command line at once.
send :
wait_for ":_"
before=$(date +%s%N)
send Escape
i=0
while screen | grep -q "^:_" && [ "$i" -lt 200 ]; do sleep 0.01; i=$((i + 1)); done
elapsed=$(( ($(date +%s%N) - before) / 1000000 ))
echo "Escape took effect after about $elapsed ms"
[ "$elapsed" -lt 400 ] || fail "Escape took $elapsed ms"
refuse_screen ":_"

send u
wait_for "Move taken back."
send q y
check_restored 0
finish
