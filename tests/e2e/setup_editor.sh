#!/bin/sh
# The setup editor from the main menu, as a player uses it: an invalid file is reported with its
# errors and the player stays in the editor; a good one loads; a setup is saved under a name. In a
# hot-seat game without names, an earlier game's setup is offered only among other players'.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

own="$HOME/.local/share/stratego/setups"
mkdir -p "$own"
printf 'name: Broken\ncolour: red\n 2  2\n' >"$own/broken.txt"

start 80 24 "$STRATEGO"
wait_for "New hot-seat game"
send Enter
# A new game may first show its rules, with "Start the game" chosen.
i=0
while [ "$i" -lt 200 ] && ! screen | grep -qF -e "Start the game" -e "Red sets up"; do
  sleep 0.05
  i=$((i + 1))
done
screen | grep -qF "Start the game" && send Enter
# The players' names are optional: Enter skips each (then the setups saved without a name in
# earlier games, broken.txt here, may be the other person's: they are among other players').
wait_for "Red's name: _"
send Enter
wait_for "Blue's name: _"
send Enter
wait_for "Red sets up — pass the keyboard to Red and press Enter"
lift_curtain
wait_for "Red: set up your army"
expect_screen "Placed 0 of 40"

send o
wait_for "Open a setup"
screen | grep -qF "broken" && fail "an earlier game's setup is offered as the player's own"
send Up
wait_for "> Other players' setups"
send Enter
wait_for "Show other players' setups?"
send y
wait_for "> (no name): broken (has errors)"
send Enter
wait_for "broken.txt is not a valid setup:"
expect_screen "line 2, column 1: unknown header"
send x                      # any key: back to the editor, which is still empty
wait_for "Placed 0 of 40"

send o
wait_for "Open a setup"
send j
wait_for "> Bluff Line"
send Enter
wait_for "Loaded 'Bluff Line'."
expect_screen "Placed 40 of 40"

send w
wait_for "Save as: Bluff Line_"
send BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace
type_text "My own"
send Enter
wait_for "Saved as $own/my-own.txt"
"$STRATEGO" check-setup "$own/my-own.txt" >/dev/null || fail "the saved setup is not valid"

send d
check_curtain_text="Blue sets up — pass the keyboard to Blue and press Enter"
wait_for "$check_curtain_text"
lift_curtain
wait_for "Blue: set up your army"
send r d
check_curtain Red
sleep 0.6
send q y
wait_for "S T R A T E G O"
send q
check_restored 0
finish
