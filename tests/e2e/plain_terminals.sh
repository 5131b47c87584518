#!/bin/sh
# The game on plain terminals: no UTF-8 locale (ASCII drawing), TERM=vt100 and NO_COLOR
# (monochrome), and the same game still readable and playable; the rulebook too.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

echo "ASCII in a C locale on a vt100"
E2E_LANG=C E2E_TERM=vt100 start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Red to move - pass the keyboard and press Enter"
lift_curtain
wait_for "You play Red."
expect_screen "   +---+---+---+---+---+---+---+---+---+---+"
expect_screen " 1 | F | B | 3 | B | 5 | 3 | 2 | B | B | 2 |"
expect_screen "10 | # | # | # | # | # | # | # | # | # | # |"
expect_screen " 6 |   |   |~~~~~~~|   |   |~~~~~~~|   |   |"
if everything | LC_ALL=C grep -q '[^ -~]'; then fail "non-ASCII characters on an ASCII terminal"; fi
enter_command e4-e5
wait_for "You moved e4-e5."
send Enter
wait_for "Blue to move - pass the keyboard and press Enter"
lift_curtain
wait_for "Red moved e4-e5."
expect_screen " 5 |   |   |~~~~~~~|   | o |~~~~~~~|   |   |"   # Red's moved piece, from Blue's seat
tm kill-server

echo "the whole rulebook, in ASCII at 72x15, from a copy of the program away from its sources"
mkdir -p "$WORK/bin"
cp "$STRATEGO" "$WORK/bin/stratego"
E2E_LANG=C start 72 15 "$WORK/bin/stratego"   # TERM=screen: vt100 has no End or PgUp keys
wait_for "New hot-seat game"
send k k Enter           # up from the first item: Quit, then Help and rules
wait_for "The rules of the game"
send Down Enter
wait_for "STRATEGO  The rules"
expect_screen "Stratego rules: the project's reference"
send End
wait_for "than this."    # the last line of docs/RULES.md
expect_screen "100% - arrows, PgUp/PgDn, Home/End: read on - q: back"
pages=0                  # back up to RULES.md §4.3, its arrows spelt out
while ! screen | grep -qF "a4->a5, a5->a4" && [ "$pages" -lt 20 ]; do
  send PageUp
  sleep 0.2
  pages=$((pages + 1))
done
expect_screen "a4->a5, a5->a4"
if everything | LC_ALL=C grep -q '[^ -~]'; then fail "non-ASCII characters on an ASCII terminal"; fi
send q Up Enter          # back to the help menu, and its keys
wait_for "STRATEGO  Help"
send r
wait_for "STRATEGO  The rules"
send q q q q
check_restored 0
tm kill-server

echo "TERM=dumb cannot place the cursor: refused with a message"
E2E_TERM=dumb start 80 24 "$STRATEGO"
wait_for "EXIT=1"
expect_screen "the terminal type 'dumb' cannot place the cursor"
tm kill-server

echo "NO_COLOR: no colour escapes at all"
start 80 24 NO_COLOR=1 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Red to move"
lift_curtain
wait_for "You play Red."
if tm capture-pane -p -e -t game | grep -q "$(printf '\033')\[[0-9;]*[34][0-7]m"; then
  fail "colours were used despite NO_COLOR"
fi
tm kill-server

echo "colours by default"
start 80 24 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Red to move"
lift_curtain
wait_for "You play Red."
tm capture-pane -p -e -t game | grep -q "$(printf '\033')\[[0-9;]*4[0-7]m" || fail "no colours on a colour terminal"
finish
