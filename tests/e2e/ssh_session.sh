#!/bin/sh
# The game over a real SSH session: sshd on 127.0.0.1 with a throwaway host key and user key, the
# game run through `ssh -t` in tmux and driven the same way as locally; then a dropped
# connection, which must end the game on the server rather than leave it running.
# Skipped (exit 77) where sshd is not installed or cannot be started (it needs root here).
STRATEGO=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/server_lib.sh"

require_sshd_as_root

keys="$WORK/ssh"
mkdir -p "$keys" /run/sshd
chmod 700 "$keys"
ssh-keygen -q -t ed25519 -N '' -f "$keys/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$keys/user_key"
cp "$keys/user_key.pub" "$keys/authorized_keys"
port=$((20000 + $$ % 20000))
cat >"$keys/sshd_config" <<CONFIG
Port $port
ListenAddress 127.0.0.1
HostKey $keys/host_key
AuthorizedKeysFile $keys/authorized_keys
PidFile $keys/sshd.pid
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
CONFIG
"$SSHD" -f "$keys/sshd_config" -E "$keys/sshd.log" || { echo "skipped: sshd would not start"; exit 77; }
stop_sshd() {
  [ -f "$keys/sshd.pid" ] && kill "$(cat "$keys/sshd.pid")" 2>/dev/null
  cleanup
}
trap stop_sshd EXIT

ssh_game() {
  echo "ssh -t -p $port -i $keys/user_key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
    -o BatchMode=yes -o LogLevel=ERROR root@127.0.0.1 \
    'HOME=$HOME LANG=C.UTF-8 $STRATEGO play --red-setup $SETUPS/corner-keep.txt --blue-setup $SETUPS/scout-rush.txt'"
}

echo "a game over SSH"
start 80 24 "$(ssh_game)"
check_curtain Red
lift_curtain
wait_for "You play Red. Red moves first."
expect_screen "10 │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │ ■ │"
send Tab Enter k Enter       # the first piece that can move: a Scout on a4, one square up
wait_for "You moved a4-a5."
send Enter
check_curtain Blue
lift_curtain
wait_for "Red moved a4-a5."
enter_command a7-a4
wait_for "Cannot play a7-a4: Scouts cannot jump over pieces (a5 is in the way)"
enter_command a7-a6
wait_for "You moved a7-a6."
send q y
check_restored 0
tm kill-server

echo "a dropped connection ends the game on the server"
start 80 24 "$(ssh_game)"
check_curtain Red
# This test's own game and ssh client: the game under this test's sshd, the client under the pane.
remote=$(descendant_named "$(cat "$keys/sshd.pid")" stratego)
client=$(descendant_named "$(pane_flag pane_pid)" ssh)
[ -n "$remote" ] || fail "the game is not running on the server"
[ -n "$client" ] || fail "the ssh client is not running"
kill -KILL "$client"                               # the connection drops without a goodbye
i=0
while kill -0 "$remote" 2>/dev/null && [ "$i" -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
if kill -0 "$remote" 2>/dev/null; then fail "the game kept running after the connection dropped"; fi
finish
