#!/bin/sh
# A games folder that can be read but not written (mode 555): the game says so before the first
# move, and played anyway every save fails with its real reason (the game's lock file cannot be
# made), never as if no game had begun; quitting says the game is not saved, on the restored
# terminal too, and exits 1. Root may write in any folder, so as root the game is played as
# nobody (skipped when that cannot be done).
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

PLAYER_HOME="$WORK/player"
GAMES="$PLAYER_HOME/.local/share/stratego/games"
mkdir -p "$GAMES"
chmod -R a+rX "$PLAYER_HOME"
chmod 555 "$GAMES"
AS_PLAYER=""
if [ "$(id -u)" -eq 0 ]; then
  chmod 755 "$WORK"
  AS_PLAYER="setpriv --reuid=nobody --regid=nogroup --clear-groups"
  if ! $AS_PLAYER "$STRATEGO" --version >/dev/null 2>&1 ||
    ! $AS_PLAYER test -r "$SETUPS/corner-keep.txt"; then
    echo "skipped: run as root, and user nobody cannot run $STRATEGO or read $SETUPS"
    exit 77
  fi
fi
if $AS_PLAYER test -w "$GAMES"; then
  echo "skipped: $(id -un) may write in a folder of mode 555"
  exit 77
fi
# joined_has TEXT: the screen, with the lines the terminal wrapped joined, contains TEXT.
joined_has() { tm capture-pane -p -J -t game | grep -qF -- "$1" || fail "the screen lacks '$1'"; }

start 100 30 $AS_PLAYER env HOME="$PLAYER_HOME" "$STRATEGO" play \
  --red-setup "$SETUPS/corner-keep.txt" --blue-setup "$SETUPS/scout-rush.txt"
wait_for "Games cannot be saved: this game will not be kept"
expect_screen "Not saved: cannot write in $GAMES: Permission denied"
send Enter  # play anyway
wait_for "Red to move"
lift_curtain
wait_for "The game could not be saved: see why on the right"
refuse_screen "no game has begun"
expect_screen "The game could not be saved: cannot"  # the panel: why, wrapped to its width
expect_screen ".game.lock: Permission"
expect_screen "Nothing of this game is"
send q
wait_for "Quit? The last moves are NOT saved. Nothing of this game is saved. (y/n)"
send y
check_restored 1
joined_has "stratego: the last moves of the game in $GAMES/game-"
joined_has ".game.lock: Permission denied); nothing of it is saved"
[ -z "$(ls -A "$GAMES")" ] || fail "files were left in the folder: $(ls -A "$GAMES")"
chmod 755 "$GAMES"  # so that the scratch folder can be removed by whoever runs the test
finish
