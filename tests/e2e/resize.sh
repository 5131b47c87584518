#!/bin/sh
# Resizing at any moment: a terminal below the minimum shows a clear message, the game carries on
# where it was when the terminal is enlarged, and a larger terminal gets a larger board.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Red to move"
lift_curtain
wait_for "You play Red."
enter_command e4-e5
wait_for "You moved e4-e5."

resize 60 18
wait_for "The terminal is too small (60×18)."
expect_screen "72×15."
send Enter                       # ignored while too small: the move is not handed over
resize 80 24
wait_for "You moved e4-e5."
expect_screen "STRATEGO  Red · moved · move 1"

resize 120 40                    # more room: squares 7 wide and 2 high
wait_for "│       │       │"
rows=$(screen | grep -c "│")
[ "$rows" -ge 20 ] || fail "the board did not grow on a 120×40 terminal ($rows rows)"
expect_screen "You moved e4-e5."

resize 72 15                     # the minimum: a board without grid lines
wait_for " 1   F   B   3   B   5   3   2   B   B   2"
send Enter
check_curtain Blue
sleep 0.6
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
check_restored 0
finish
