# Shared helpers for the end-to-end tests of two-terminal play (a game server, a second terminal,
# spectators). Source it after lib.sh.

# use_private_runtime_dir: the default socket (the main menu's lobby and `stratego host` use it)
# in a private folder of the test's; sets XDG_RUNTIME_DIR and SERVER_SOCKET.
use_private_runtime_dir() {
  export XDG_RUNTIME_DIR=$WORK/xdg
  mkdir -p "$XDG_RUNTIME_DIR/stratego"
  chmod 700 "$XDG_RUNTIME_DIR" "$XDG_RUNTIME_DIR/stratego"
  SERVER_SOCKET=$XDG_RUNTIME_DIR/stratego/server.sock
}

# wait_listening [COUNT]: waits until $WORK/server.log says "listening on" COUNT times (default
# 1: the first server; 2 for one started again on the same log), and fails after 5 s.
wait_listening() {
  for _ in $(seq 100); do
    [ "$(grep -c "listening on" "$WORK/server.log" 2>/dev/null)" -ge "${1:-1}" ] && return 0
    sleep 0.05
  done
  fail "the server did not start: $(cat "$WORK/server.log" 2>/dev/null)"
  return 1
}

# The second terminal, Blue's: a tmux session named "blue" on lib.sh's tmux server.
bscreen() { tm capture-pane -p -t blue; }
bsend() { tm send-keys -t blue "$@"; }
# bwait TEXT [SECONDS]: waits until Blue's screen contains TEXT (15 s by default).
bwait() {
  for _ in $(seq "$(( ${2:-15} * 20 ))"); do bscreen | grep -qF -- "$1" && return 0; sleep 0.05; done
  fail "Blue's screen never showed '$1': $(bscreen)"
  return 1
}
# bcommand TEXT: types ":TEXT" and Enter on Blue's screen.
bcommand() { bsend :; tm send-keys -t blue -l "$1"; bsend Enter; }

# hidden_rows PANE_TEXT ROWS: the ten squares of the board rows ROWS (a grep pattern of row
# labels, RED_ROWS or BLUE_ROWS: the enemy's four setup rows as each side sees the board) show no
# rank, only the backs of pieces (■) and marks.
hidden_rows() {
  cells=$(printf '%s\n' "$1" | grep -E "^($2) │" | awk -F'│' '{for (i = 2; i <= 11; i++) printf "%s", $i; print ""}')
  [ "$(printf '%s\n' "$cells" | wc -l)" -eq 4 ] || fail "the board's rows are not where expected"
  ! printf '%s\n' "$cells" | grep -q '[0-9A-Z]' || fail "an enemy rank is on screen: $cells"
}
RED_ROWS='10| 9| 8| 7'
BLUE_ROWS=' 1| 2| 3| 4'

# require_sshd_as_root: exits 77 (skipped) unless sshd and ssh are installed and this runs as
# root (starting sshd, and adding a user, need it). Sets SSHD.
require_sshd_as_root() {
  SSHD=$(command -v sshd || echo /usr/sbin/sshd)
  if [ ! -x "$SSHD" ] || ! command -v ssh >/dev/null 2>&1; then
    echo "skipped: openssh-server and openssh-client are needed for this test"
    exit 77
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "skipped: starting sshd for this test needs root"
    exit 77
  fi
}
