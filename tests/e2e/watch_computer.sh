#!/bin/sh
# The computer against itself, watched at 80×24: both armies in view, a move at a time at the
# pace chosen, pausing, and leaving.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

start 80 24 "$STRATEGO" play --red ai:easy --blue ai:easy
wait_for "STRATEGO  watching"
wait_for "(ai:easy) to move"
expect_screen "Space: pause · +/-: 1 s a move · q: leave"
refuse_screen "■"  # both armies show their ranks
wait_for "  2 Blue " 5
send +
wait_for "0.5 s a move"
wait_for "  5 Red " 5
send ' '
wait_for "paused"
header=$(screen | head -n 1)  # "STRATEGO  watching · Blue to move · move 7"
sleep 1.5
[ "$(screen | head -n 1)" = "$header" ] || fail "a move was made while paused"
send ' '
wait_for "(ai:easy) to move"
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
check_restored 0
grep -q "^red-player: ai:easy" "$HOME"/.local/share/stratego/games/game-*.game ||
  fail "the kept game does not name the computer"
finish
