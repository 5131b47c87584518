#!/bin/sh
# A rescue (RULES.md §7) as a person makes it at 80×24: a kept Barrage game under the rescue
# option is resumed one move before Red's General reaches Blue's back row; the move is made with
# the cursor keys, the game asks which captured piece to put back and where, and the rescued
# Scout stands on the square chosen, in the game file too.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

games="$HOME/.local/share/stratego/games"
mkdir -p "$games"
game="$games/game-2026-11-22-100000.game"
# Red's Scout was lost against the Bomb on e7; Red's General has walked up the a-file to a9.
cat >"$game" <<'RECORD'
stratego-game 1
started: 2026-11-22T10:00:00Z
army: barrage
two-squares: 3
max-moves: off
max-quiet-moves: off
attacker-advantage: off
silent-defense: off
rescue: on
numbering: modern

red-setup:
 9  .  .  .  2  .  .  .  .  .
 . 10  S  .  .  .  .  .  .  .
 .  .  .  3  .  .  .  .  2  .
 .  .  .  .  B  F  .  .  .  .
blue-setup:
 2  2  .  .  .  B  .  .  .  .
 .  .  .  .  .  .  9  .  .  .
 .  .  3  . 10  .  .  .  .  .
 .  .  .  S  .  F  .  .  .  .

1. e4xe7
2. j7-j6
3. a4-a5
4. j6-j5
5. a5-a6
6. i7-i6
7. a6-a7
8. i6-i5
9. a7-a8
10. j5-j4
11. a8-a9
12. i5-i4
RECORD
chmod 600 "$game"

start 80 24 "$STRATEGO"
wait_for "Resume the last game"
send Enter
check_curtain Red
lift_curtain
wait_for "Blue moved i5-i4."
expect_screen "Barrage · two-squares N=3 · rescue"   # the rules in force, always in view

# The cursor starts on e3: to the General on a9, pick it up, one square up, put it down.
send Left Left Left Left Up Up Up Up Up Up Enter
send Up Enter
wait_for "Rescue: Scout (2)"
expect_screen "STRATEGO  Red · rescue · move 13"
expect_screen "You moved a9-a10. You may rescue a"   # the message, in the side panel
expect_screen "Esc: none"
# A square of Blue's half is refused with the reason; then b4, in Red's half.
send Up Enter
wait_for "Cannot rescue a Scout (2) to a6: a6 is not in your half of the board"
send 2 Down Down Right Enter
wait_for "Enter: hand over to Blue · u: take the move back"
expect_screen "You moved a9-a10. You rescued a"
expect_screen "Scout (2) to b4."
expect_screen " 4 │   │[2]│   │   │   │   │   │   │ ● │ ● │"   # the cursor's square, in brackets
expect_screen "Red  rescues 2 to b4"
grep -qx "13. a9-a10" "$game" || fail "the move is not in the game file"
grep -qx "red rescues 2 on b4" "$game" || fail "the rescue is not in the game file"

send Enter
check_curtain Blue
lift_curtain
wait_for "Red moved a9-a10. Red rescued a Scout (2) to b4."
send q
wait_for "Quit? The game is kept"
send y
wait_for "Resume the last game"
send q
check_restored 0
finish
