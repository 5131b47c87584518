# Shared helpers for the end-to-end tests: the real `stratego` binary in a real terminal (tmux),
# driven with send-keys and read back with capture-pane. Source it after setting STRATEGO.
#
# Every test runs its own tmux server (its own socket), with no user configuration, in a
# detached session of a fixed size, and with HOME in a scratch folder.

set -u
: "${STRATEGO:?set STRATEGO to the binary under test}"
SETUPS=${SETUPS:-$(cd "$(dirname "$0")/../../setups" && pwd)}
WORK=$(mktemp -d)
RUN=0
# The tmux socket of a test's RUN-th server: every start makes a new one.
socket_of() { echo "stratego-e2e-$$-$1"; }
SOCKET=$(socket_of "$RUN")
FAILURES=0
export HOME="$WORK/home"
mkdir -p "$HOME"
# Saved games and setups go under HOME: never into the data folder of whoever runs the tests.
unset XDG_DATA_HOME XDG_CONFIG_HOME  # and the options file

tm() { tmux -L "$SOCKET" -f /dev/null "$@"; }
# Every server this test started, not only the last: a test that starts a second session without
# killing the first would leave it (and its shell, waiting ten minutes) behind.
cleanup() {
  run=0
  while [ "$run" -le "$RUN" ]; do
    tmux -L "$(socket_of "$run")" -f /dev/null kill-server 2>/dev/null
    run=$((run + 1))
  done
  rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v tmux >/dev/null 2>&1; then
  echo "skipped: tmux is not installed"
  exit 77
fi

fail() {
  echo "FAIL: $*"
  echo "---- screen ----"
  screen
  echo "----------------"
  FAILURES=$((FAILURES + 1))
}

# start WIDTH HEIGHT COMMAND: runs COMMAND in a new detached session; when it ends the shell
# prints "EXIT=<status>" and waits, so the final state of the terminal can be inspected.
start() {
  width=$1 height=$2
  shift 2
  # A new server for every start: a server just killed may still hold its socket for a moment.
  RUN=$((RUN + 1))
  SOCKET=$(socket_of "$RUN")
  tm new-session -d -s game -x "$width" -y "$height" \
    "LANG=${E2E_LANG:-C.UTF-8} TERM=${E2E_TERM:-screen} $*; echo EXIT=\$?; stty -a | tr ' ' '\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '; echo; sleep 600"
}

send() { tm send-keys -t game "$@"; }
type_text() { tm send-keys -t game -l "$1"; }
screen() { tm capture-pane -p -t game; }
# The whole pane including its scrollback history.
everything() { tm capture-pane -p -t game -S - -E -; }
pane_flag() { tm display-message -p -t game "#{$1}"; }
resize() { tm resize-window -t game -x "$1" -y "$2"; }

# descendant_named PID NAME: the first process named NAME among PID's children, their children and
# so on; prints nothing and fails when there is none. Tests find their own game this way (under
# their pane, or under their own sshd), never by name alone: other stratego programs may be
# running on the machine, other tests' games among them.
descendant_named() {
  for child in $(pgrep -P "$1"); do
    if [ "$(ps -o comm= -p "$child")" = "$2" ]; then
      echo "$child"
      return 0
    fi
    descendant_named "$child" "$2" && return 0
  done
  return 1
}

# wait_for TEXT [SECONDS]: waits until the screen contains TEXT.
wait_for() {
  limit=$(( ${2:-10} * 20 ))
  i=0
  while [ "$i" -lt "$limit" ]; do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.05
    i=$((i + 1))
  done
  fail "timed out waiting for '$1'"
  return 1
}

# expect_screen TEXT / refuse_screen TEXT: the screen contains (does not contain) TEXT now.
expect_screen() { screen | grep -qF -- "$1" || fail "the screen lacks '$1'"; }
refuse_screen() { ! screen | grep -qF -- "$1" || fail "the screen shows '$1'"; }

# enter_command TEXT: types ":TEXT" and Enter.
enter_command() {
  send :
  type_text "$1"
  send Enter
}

# The non-blank lines of the whole pane (history included), trimmed.
visible_lines() { everything | sed -e 's/^ *//' -e 's/ *$//' | grep -v '^$'; }

# lift_curtain: presses Enter on a curtain, after the half second in which the game ignores keys
# (a double Enter must not hand over and lift the curtain at once).
lift_curtain() {
  sleep 0.6
  send Enter
}

# check_curtain WHO: the pane, history included, shows the curtain for WHO and nothing else.
check_curtain() {
  wait_for "$1 to move — pass the keyboard and press Enter" || return
  others=$(visible_lines | grep -vxF "$1 to move — pass the keyboard and press Enter" | grep -vx 'move [0-9]*')
  [ -z "$others" ] || fail "the curtain for $1 shows more than the curtain: $others"
}

# check_restored EXIT_STATUS: the program has ended with EXIT_STATUS and left the terminal as it
# found it: normal screen, cursor shown, no mouse reporting, echo and canonical input back on.
check_restored() {
  wait_for "EXIT=" || return
  expect_screen "EXIT=$1"
  [ "$(pane_flag alternate_on)" = 0 ] || fail "still in the alternate screen"
  [ "$(pane_flag cursor_flag)" = 1 ] || fail "the cursor is still hidden"
  [ "$(pane_flag mouse_any_flag)" = 0 ] || fail "mouse reporting is still on"
  [ "$(pane_flag keypad_cursor_flag)" = 0 ] || fail "the cursor keys are still in application mode"
  screen | grep -qw -- "-echo" && fail "echo is still off"
  screen | grep -qw -- "-icanon" && fail "canonical input is still off"
  screen | grep -qw "icanon" || fail "stty did not report icanon"
}

finish() {
  if [ "$FAILURES" -eq 0 ]; then
    echo "passed: $(basename "$0")"
    exit 0
  fi
  echo "$FAILURES failure(s) in $(basename "$0")"
  exit 1
}
