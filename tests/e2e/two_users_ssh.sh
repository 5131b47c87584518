#!/bin/bash
# Two-terminal play between two Unix users, the second logged in through a real SSH session:
# `stratego serve` runs as this test's user (root) on a socket the second user can reach, with no
# --test-users, so the server tells the players apart by the kernel alone (SO_PEERCRED). A user
# made for the test logs in through a throwaway sshd on 127.0.0.1 (as in ssh_session.sh) with
# `ssh -t` in a second tmux session and runs `stratego join`; root hosts Red in the first. Both
# arrange and play; each screen shows its own ranks and never the enemy's; the server's log names
# both users; the second user cannot act for Red (its own `stratego join --agent`, and raw
# protocol lines). The SSH connection is then dropped: Red's screen says Blue is disconnected, the
# second user logs in again and `stratego join 1` takes the game up; Red resigns.
# Skipped (exit 77) where sshd, ssh or useradd are missing, or without root.
# Usage: two_users_ssh.sh STRATEGO_BINARY
STRATEGO=$1
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/server_lib.sh"

require_sshd_as_root
USERADD=$(command -v useradd || echo /usr/sbin/useradd)
USERDEL=$(command -v userdel || echo /usr/sbin/userdel)
if [ ! -x "$USERADD" ] || [ ! -x "$USERDEL" ]; then
  echo "skipped: useradd and userdel are needed for this test"
  exit 77
fi

# The scratch folder (mktemp's, 0700) must be traversable by the second user: its home and the
# server's socket are in it. The rest of it stays root's (0700 folders inside).
chmod 0711 "$WORK"
keys="$WORK/ssh"
mkdir -p "$keys" /run/sshd
chmod 700 "$keys"

# The second user: a unique name, a home in the scratch folder, and a password field of '*' (no
# password can log in, but the account is not "locked" ('!'), which sshd without PAM refuses even
# for a key).
PLAYER="stratego-e2e-$$"
PLAYER_HOME="$WORK/player"
server_pid=
stop_all() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  [ -f "$keys/sshd.pid" ] && kill "$(cat "$keys/sshd.pid")" 2>/dev/null
  tm kill-server 2>/dev/null # ends the ssh clients, and so the second user's sessions
  if id "$PLAYER" >/dev/null 2>&1; then
    # userdel refuses while the user still has processes: their sessions end within moments.
    for _ in $(seq 50); do "$USERDEL" "$PLAYER" 2>/dev/null && break; sleep 0.1; done
    id "$PLAYER" >/dev/null 2>&1 && echo "warning: could not remove the test user $PLAYER"
  fi
  cleanup
}
trap stop_all EXIT
"$USERADD" -M -d "$PLAYER_HOME" -s /bin/sh -p '*' "$PLAYER" ||
  { echo "skipped: useradd could not add $PLAYER"; exit 77; }
mkdir -p "$PLAYER_HOME/.ssh"

ssh-keygen -q -t ed25519 -N '' -f "$keys/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$keys/user_key"
cp "$keys/user_key.pub" "$PLAYER_HOME/.ssh/authorized_keys"
chown -R "$PLAYER:" "$PLAYER_HOME"
chmod 700 "$PLAYER_HOME" "$PLAYER_HOME/.ssh"
# Another range of ports than ssh_session.sh's, so that the two can run at once.
port=$((40000 + $$ % 20000))
cat >"$keys/sshd_config" <<CONFIG
Port $port
ListenAddress 127.0.0.1
HostKey $keys/host_key
AuthorizedKeysFile .ssh/authorized_keys
PidFile $keys/sshd.pid
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
AllowUsers $PLAYER
CONFIG
"$SSHD" -f "$keys/sshd_config" -E "$keys/sshd.log" || { echo "skipped: sshd would not start"; exit 77; }

SSH_OPTIONS="-p $port -i $keys/user_key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
-o BatchMode=yes -o LogLevel=ERROR"
# as_player COMMAND: runs COMMAND as the second user through SSH, without a terminal.
as_player() { ssh $SSH_OPTIONS "$PLAYER@127.0.0.1" "$1"; }

# The program and the shipped setups must be reachable by the second user (every parent folder
# traversable). A checkout under a folder closed to other users (CI's may be in /root) gets a
# copy of each in the scratch folder.
if ! as_player "test -x '$STRATEGO'" 2>/dev/null; then
  cp "$STRATEGO" "$WORK/stratego"
  chmod 0755 "$WORK/stratego"
  STRATEGO=$WORK/stratego
fi
if ! as_player "test -r '$SETUPS/corner-keep.txt'" 2>/dev/null; then
  cp -r "$SETUPS" "$WORK/setups"
  chmod -R a+rX "$WORK/setups"
  SETUPS=$WORK/setups
fi
as_player "test -x '$STRATEGO' && test -r '$SETUPS/corner-keep.txt'" ||
  { echo "FAIL: $PLAYER cannot log in or cannot reach $STRATEGO and $SETUPS"; cat "$keys/sshd.log"; exit 1; }

# The server, root's, on a socket in a folder open to all (the server makes the socket 0666).
SERVER_SOCKET=$WORK/run/server.sock
mkdir -p "$WORK/run"
chmod 0755 "$WORK/run"
"$STRATEGO" serve --socket "$SERVER_SOCKET" --data "$WORK/games" 2>"$WORK/server.log" &
server_pid=$!
wait_listening
grep -q "test-users" "$WORK/server.log" && fail "the server trusts the clients' names"

# Blue's terminal: a second tmux session on lib.sh's tmux server, logged in through SSH.
blue_join() {
  echo "ssh -t $SSH_OPTIONS $PLAYER@127.0.0.1 \
    'LANG=C.UTF-8 STRATEGO_SETUPS_DIR=$SETUPS $STRATEGO join $* --server $SERVER_SOCKET'; \
    echo EXIT=\$?; sleep 600"
}
RED_BACK_ROW=" 1 │ 2 │ B │ F │ B │ 6 │ 3 │ 2 │ 5 │ 4 │ 4 │"   # Blitzkrieg, as Red sees it
BLUE_BACK_ROW="10 │ 3 │ B │ 2 │ B │ 8 │ 3 │ 5 │ 6 │ 2 │ B │"  # Bluff Line, as Blue sees it

# Root hosts Red at its own terminal; the second user joins through SSH.
start 80 24 "$STRATEGO" host --colour red --server "$SERVER_SOCKET"
wait_for "Waiting for an opponent to join game 1"
tm new-session -d -s blue -x 80 -y 24 "$(blue_join)"
bwait "Blue: set up your army" 30
bwait "Red (root) is arranging the army"
wait_for "Blue ($PLAYER) is arranging the army"

# The server told the two apart by the kernel: its log names both users.
grep -q "(root): hello from stratego host" "$WORK/server.log" ||
  fail "the server's log does not name root: $(cat "$WORK/server.log")"
grep -q "($PLAYER): hello from stratego join" "$WORK/server.log" ||
  fail "the server's log does not name $PLAYER: $(cat "$WORK/server.log")"

# Both load a shipped setup at their own terminal, at once.
send o
wait_for "Open a setup"
send Enter
wait_for "Loaded 'Blitzkrieg'"
send d
wait_for "Your army is set up."
bwait "Red (root) has finished arranging"
bsend o
bwait "Open a setup"
bsend j
bwait "> Bluff Line"
bsend Enter
bwait "Loaded 'Bluff Line'"
bsend d

# Each screen shows its own ranks, and only the backs of the enemy's pieces.
wait_for "Game 1: you play Red. Red moves first."
expect_screen "$RED_BACK_ROW"
hidden_rows "$(screen)" "$RED_ROWS"
bwait "Game 1: you play Blue. Red moves first."
bwait "$BLUE_BACK_ROW"
hidden_rows "$(bscreen)" "$BLUE_ROWS"

enter_command a4-a5
wait_for "You moved a4-a5."
bwait "Red moved a4-a5."
bcommand j7-j6
bwait "You moved j7-j6."
wait_for "Blue moved j7-j6."
wait_for "Red · your turn · move 3"

# The second user cannot act for Red, on Red's turn, even while Red's seat is free: root's
# client dies (kill -9), and Blue's screen says so. The UI offers no way to move Red's pieces, so,
# headless: the second user's own `stratego join 1 --agent random` is refused (its seat is Blue's,
# held by its terminal, and Red's is root's, not open), rather than taking Red's seat and playing
# (the timeout stops such an agent) ...
red_client=$(descendant_named "$(tm display-message -p -t game '#{pane_pid}')" stratego)
[ -n "$red_client" ] || fail "Red's client was not found"
kill -KILL "$red_client"
wait_for "EXIT=137"
bwait "Red (root) is disconnected"
agent_out=$(as_player "timeout 20 $STRATEGO join 1 --agent random --server $SERVER_SOCKET" 2>&1)
agent_status=$?
[ "$agent_status" -eq 1 ] || fail "the second user's agent was not refused (status $agent_status): $agent_out"
printf '%s\n' "$agent_out" | grep -qF "your seat in game 1 is held by another connection" ||
  fail "the second user's agent was refused for another reason: $agent_out"
# ... and so are protocol lines written by hand: joining game 1, and a move of Red's. perl (with
# its core IO::Socket::UNIX) speaks the protocol where socat or nc -U may not be installed; it
# prints each line the server answers.
cat >"$WORK/forge.pl" <<'PERL'
use IO::Socket::UNIX;
my $server = IO::Socket::UNIX->new(Peer => $ARGV[0]) or die "cannot connect: $!\n";
for my $line ('{"type":"hello","version":2,"client":"forger"}', '{"type":"join","game":1}',
              '{"type":"move","move":"b4-b5"}') {
  print $server "$line\n";
  my $answer = <$server>;
  print $answer;
}
PERL
chmod 0644 "$WORK/forge.pl"
if as_player "command -v perl" >/dev/null 2>&1; then
  forged=$(as_player "perl $WORK/forge.pl $SERVER_SOCKET" 2>&1)
  printf '%s\n' "$forged" | grep -q "\"welcome\".*\"user\":\"$PLAYER\"" ||
    fail "the forger was not welcomed as $PLAYER: $forged"
  printf '%s\n' "$forged" | grep -q '"code":"not_your_game".*"request":"join"' ||
    fail "the forger's join was not refused: $forged"
  printf '%s\n' "$forged" | grep -q '"code":"no_game".*"request":"move"' ||
    fail "the forger's move for Red was not refused: $forged"
else
  echo "note: perl is not installed for $PLAYER: the hand-written protocol lines are not sent"
fi
# Nothing moved, and Red's seat was waiting for root alone: `stratego join 1` takes it up again
# at move 3, Red to move, b4 where it was.
tm respawn-pane -k -t game \
  "LANG=C.UTF-8 TERM=screen $STRATEGO join 1 --server $SERVER_SOCKET; echo EXIT=\$?; sleep 600"
wait_for "Game 1 taken up again at move 3."
expect_screen "Red · your turn · move 3"
expect_screen "$RED_BACK_ROW"
bwait "Red (root) is back."
refuse_screen "Red moved b4-b5"
bscreen | grep -qF "Red moved b4-b5" && fail "Blue's screen shows a forged move"

# The SSH connection drops (the client is killed): Red is told, the game waits; the second user
# logs in again and `stratego join 1` takes Blue's seat up again.
client=$(descendant_named "$(tm display-message -p -t blue '#{pane_pid}')" ssh)
[ -n "$client" ] || fail "the ssh client was not found"
kill -KILL "$client"
bwait "EXIT=137"  # the shell in the pane saw its ssh killed
wait_for "Blue ($PLAYER) is disconnected" 15
tm respawn-pane -k -t blue "$(blue_join 1)"
bwait "Game 1 taken up again at move 3." 30
bwait "$BLUE_BACK_ROW"
hidden_rows "$(bscreen)" "$BLUE_ROWS"
wait_for "Blue ($PLAYER) is back."

# Red resigns: both screens end, still showing only their own ranks.
enter_command resign
wait_for "Resign this game? (y/n)"
send y
wait_for "STRATEGO  Red · game over: Blue wins"
bwait "STRATEGO  Blue · game over: Blue wins"
hidden_rows "$(screen)" "$RED_ROWS"
hidden_rows "$(bscreen)" "$BLUE_ROWS"
send q
wait_for "EXIT=0"
bsend q
bwait "EXIT=0"
finish
