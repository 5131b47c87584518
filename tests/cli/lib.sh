# Shared by the command-line test scripts, which source it after setting `stratego`: a scratch
# directory removed at exit, failures counted rather than fatal, and checks of the last command.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# What the program keeps of its own (the bot's memory of opponents, saved games) goes here, never
# into the data folder of whoever runs the tests.
export XDG_DATA_HOME="$work/data"
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect STATUS COMMAND...: runs the command with no input, keeping stdout and stderr in
# $work/out and $work/err, and checks its exit status.
expect() {
  want=$1; shift
  "$@" >"$work/out" 2>"$work/err" </dev/null
  got=$?
  [ "$got" -eq "$want" ] || fail "'$*' exited $got, expected $want; stderr: $(cat "$work/err")"
}
# contains/lacks out|err TEXT, empty out|err: what the last command printed.
contains() { grep -qF -- "$2" "$work/$1" || fail "$1 of the last command lacks '$2': $(cat "$work/$1")"; }
lacks() { grep -qF -- "$2" "$work/$1" && fail "$1 of the last command has '$2': $(cat "$work/$1")"; }
empty() { [ ! -s "$work/$1" ] || fail "$1 of the last command is not empty: $(cat "$work/$1")"; }
