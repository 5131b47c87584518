#!/bin/sh
# An autosave cut short (a crash on a full disk) is not lost: Saved games offers it from its last
# whole move, resumes it only when the player agrees, and keeps the damaged file aside before the
# game is saved over it.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

GAMES="$HOME/.local/share/stratego/games"
SAVE="$GAMES/game-2026-01-01-000000.game"
mkdir -p "$GAMES"
# A hot-seat game of two moves, cut in the middle of its third line of actions.
sed -n '1,/^2\. a7-a6$/p' "$(dirname "$0")/../cli/short-game.game" >"$SAVE"
printf 'blue off' >>"$SAVE"
cp "$SAVE" "$WORK/cut.game"

start 100 30 "$STRATEGO"
wait_for "Resume the last game"
expect_screen "the end of its file is damaged: resume it from move 3 in Saved games"
send Enter
wait_for "damaged: resume from move 3"
send Enter
wait_for "The rest of the file was damaged: Enter again resumes from move 3"
cmp -s "$SAVE" "$WORK/cut.game" || fail "the file was changed before the player agreed"
send Enter
wait_for "to move — pass the keyboard and press Enter"
expect_screen "move 3"
cmp -s "$SAVE.damaged" "$WORK/cut.game" || fail "the damaged file is not kept as $SAVE.damaged"
lift_curtain
wait_for "your turn"
enter_command b4-b5
wait_for "You moved b4-b5."
send q
wait_for "Quit? The game is kept"
send y
wait_for "Blue to move"  # back in Saved games, the game sound again
refuse_screen "damaged"
send q
wait_for "Resume the last game"
send k Enter  # Quit
check_restored 0
"$STRATEGO" check-game "$SAVE" >/dev/null 2>&1 || fail "the game saved over the damaged file is not sound"
[ "$(grep -c '^[0-9]*\. ' "$SAVE")" -eq 3 ] || fail "the game does not hold its three moves: $(cat "$SAVE")"
cmp -s "$SAVE.damaged" "$WORK/cut.game" || fail "the damaged copy changed"
finish
