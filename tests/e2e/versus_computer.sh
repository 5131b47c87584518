#!/bin/sh
# A game against the computer at 80×24, as a person plays it: no curtain, a move made with the
# keyboard and the computer's answer, the computer's pieces hidden throughout; then, while a
# slower computer thinks, the indicator, the help and quitting at once; the game is kept under the
# players' names.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --red human --blue ai:easy
wait_for "You play Red. Red moves first."
expect_screen "STRATEGO  Red · your turn · move 1"
refuse_screen "pass the keyboard"
expect_screen "10 │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │"  # Blue's pieces: backs only
# The cursor starts on e3: four left and one up is a4, Red's Scout; Enter picks it up, and Up
# Enter moves it to a5.
send Left Left Left Left Up Enter
send Up Enter
wait_for "STRATEGO  Red · your turn · move 3"  # the computer answers by itself
expect_screen "  1 Red  a4-a5"
expect_screen "  2 Blue "
expect_screen "10 │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │"
send u
wait_for "No take-backs against the computer"
send '?'
wait_for "no take-backs against the computer: it has seen your move"
expect_screen "while it thinks"
send q
wait_for "your turn"
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
check_restored 0
grep -q "^blue-player: ai:easy" "$HOME"/.local/share/stratego/games/game-*.game ||
  fail "the kept game does not name the computer"
grep -q "^red-player: human" "$HOME"/.local/share/stratego/games/game-*.game ||
  fail "the kept game does not name the person"

# The computer as Red, thinking three seconds a move: it moves first, and meanwhile the screen
# answers at once.
start 80 24 "$STRATEGO" play --red ai:hard --blue human --blue-setup "$SETUPS/scout-rush.txt" \
  --think-ms 3000
wait_for "Red (ai:hard) is thinking"
expect_screen "STRATEGO  Blue · Red to move · move 1"
send Enter
wait_for "Not your turn: wait for Red's move."
send '?'
wait_for "while it thinks"
send q
wait_for "Red (ai:hard) is thinking"
send q
wait_for "Quit? The game is kept: resume it from the menu. (y/n)"
send y
check_restored 0
finish
