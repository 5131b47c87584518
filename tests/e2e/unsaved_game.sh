#!/bin/sh
# A game that cannot be saved says so, and never claims to be kept: under `ulimit -f` (the record
# outgrows the limit after a few moves: a write error, not a SIGXFSZ that kills the game) and
# with a games folder that cannot be made (told before the first move). Quitting then says that
# the last moves are not saved and where the last good copy is, the program exits 1 and tells it
# again on the restored terminal, and no temporary file is left beside the record.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

GAMES="$HOME/.local/share/stratego/games"
# joined_has TEXT: the screen, with the lines the terminal wrapped joined, contains TEXT.
joined_has() { tm capture-pane -p -J -t game | grep -qF -- "$1" || fail "the screen lacks '$1'"; }

echo "ulimit -f 1 (512 bytes): the record outgrows it within a few moves of a hot-seat game"
start 100 30 sh -c "'ulimit -f 1 && exec $STRATEGO play --red-setup $SETUPS/corner-keep.txt --blue-setup $SETUPS/scout-rush.txt'"
# Quiet moves of both sides, Red's to row 5 and Blue's to row 6, until a save fails.
failed=no
for move in a4-a5 a7-a6 b4-b5 b7-b6 e4-e5 e7-e6 f4-f5 f7-f6 i4-i5 i7-i6 j4-j5 j7-j6; do
  wait_for "to move — pass the keyboard and press Enter" || break
  lift_curtain
  wait_for "your turn" || break
  enter_command "$move"
  wait_for "$move" || break
  if screen | grep -qF "The game could not be saved"; then failed=yes; break; fi
  send Enter
done
[ "$failed" = yes ] || fail "no save failed"
send q
wait_for "Quit? The last moves are NOT saved. The last good copy is game-"
refuse_screen "The game is kept"
send y
check_restored 1
joined_has "stratego: the last moves of the game in $GAMES/game-"
joined_has ".game: File too large); the last good copy is $GAMES/game-"
leftovers=$(find "$GAMES" -name '*.game.*' ! -name '*.game.lock')
[ -z "$leftovers" ] || fail "temporary files are left: $leftovers"
record=$(find "$GAMES" -name 'game-*.game')
[ "$(echo "$record" | wc -l)" -eq 1 ] || fail "expected one record, found: $record"
"$STRATEGO" check-game "$record" >/dev/null 2>&1 || fail "the last good copy is not a sound record"
moves=$(grep -c '^[0-9]*\. ' "$record")
[ "$moves" -ge 1 ] || fail "the last good copy holds no move"
tm capture-pane -p -J -t game | grep -qF ".game, after move $moves" || fail "the report does not say the copy ends after move $moves"
tm kill-server

echo "a games folder that cannot be made: told before the first move"
rm -rf "$HOME/.local"
mkdir -p "$HOME/.local/share"
echo "a file, not a folder" >"$HOME/.local/share/stratego"
start 100 30 "$STRATEGO" play --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Games cannot be saved: this game will not be kept"
expect_screen "Not saved: cannot create $HOME/.local/share/stratego/games: Not a directory"
refuse_screen "Red to move"
send Enter  # play anyway
wait_for "Red to move"
lift_curtain
wait_for "The game could not be saved: see why on the right"
expect_screen "Nothing of this game is saved."
send q
wait_for "Quit? The last moves are NOT saved. Nothing of this game is saved. (y/n)"
send y
check_restored 1
joined_has "stratego: the last moves of the game in $HOME/.local/share/stratego/games/game-"
joined_has "nothing of it is saved"
tm kill-server

echo "the same from the menu: going back from the warning plays nothing"
start 100 30 "$STRATEGO"
wait_for "New hot-seat game"
send Enter
wait_for "Start"
send Enter
wait_for "Red's name: _"
send Enter
wait_for "Blue's name: _"
send Enter
wait_for "Games cannot be saved: this game will not be kept"
send j Enter  # Back
wait_for "New hot-seat game"
send k Enter  # Quit
check_restored 0
finish
