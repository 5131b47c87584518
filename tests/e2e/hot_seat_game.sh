#!/bin/sh
# A hot-seat game from two setup files, as two people play it at 80×24: moves, an attack, a move
# taken back, an illegal move with its reason, the curtain between every turn (with nothing of
# either army on screen or in the scrollback), resignation, and the end with both armies shown.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
check_curtain Red
lift_curtain
wait_for "You play Red. Red moves first."
expect_screen "STRATEGO  Red · your turn · move 1"
expect_screen "│ F │ B │ 3 │ B │ 5 │ 3 │ 2 │ B │ B │ 2 │"   # Red's own back row, rank 1 at the bottom
expect_screen "10 │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │"  # Blue's pieces: backs only

# Red's Scout on a4 attacks Blue's Scout on a7: both are removed, both ranks are shown.
enter_command a4-a7
wait_for "Your Scout (2) attacked Blue's"   # the result is in the side panel…
expect_screen "Scout (2) on a7 from a4: both were"
expect_screen "Enter: hand over to Blue"           # …and the way on in the status line
refuse_screen "u: take the move back"          # an attack cannot be taken back
send u
wait_for "An attack cannot be taken back"
send Enter Enter                     # a double Enter hands over, but must not lift the curtain
check_curtain Blue
sleep 0.3
check_curtain Blue

lift_curtain
wait_for "Red's Scout (2) attacked your Scout (2) on a7 from a4: both were removed."
expect_screen "STRATEGO  Blue · your turn · move 2"
expect_screen "10 │ B │ F │ B │ 3 │ 2 │ 5 │ 3 │ B │ 2 │ B │"   # Blue's back row at the bottom, j first

# Blue moves its Scout on j7 and takes the move back, then moves the Scout on i7 two squares.
enter_command j7-j6
wait_for "You moved j7-j6."
send u
wait_for "Move taken back."
enter_command i7-i5
wait_for "You moved i7-i5."
send Enter
check_curtain Red

lift_curtain
wait_for "Blue moved i7-i5."
expect_screen " 5 │   │   │≈≈≈≈≈≈≈│   │   │≈≈≈≈≈≈≈│ 2 │   │"  # a Scout, known by its long move
# An illegal move leaves the game unchanged and says why.
enter_command a1-a2
wait_for "Cannot play a1-a2: the Flag cannot move"
enter_command e3-e5
wait_for "Cannot play e3-e5: only Scouts move more than one square"
expect_screen "move 3"

enter_command resign
wait_for "Resign this game? (y/n)"
send y
wait_for "STRATEGO  Red · game over: Blue wins · 2 moves"
expect_screen "Red resigned: Blue wins after 2"
expect_screen "n: new game · v: turn the board · q: leave"
# Both armies are revealed: Blue's back row (rank 10) shows its ranks on Red's screen.
expect_screen "10 │ B │ 2 │ B │ 3 │ 5 │ 2 │ 3 │ B │ F │ B │"
refuse_screen "■ │"
send q
check_restored 0
finish
