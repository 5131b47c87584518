#!/bin/sh
# End-to-end checks of the real `stratego` binary as a person runs it: exit statuses, where the
# output goes, and files with faults. Usage: cli_test.sh STRATEGO_BINARY TEST_DATA_DIR
set -u
stratego=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect STATUS COMMAND...: runs the command, keeping stdout and stderr, and checks the status.
expect() {
  want=$1; shift
  "$@" >"$work/out" 2>"$work/err"
  got=$?
  [ "$got" -eq "$want" ] || fail "'$*' exited $got, expected $want; stderr: $(cat "$work/err")"
}
contains() { grep -qF -- "$2" "$work/$1" || fail "$1 of the last command lacks '$2': $(cat "$work/$1")"; }

expect 0 "$stratego" --version;               contains out "stratego "
expect 0 "$stratego" --help;                  contains out "check-setup"
expect 2 "$stratego" nonsense;                contains err "unknown command 'nonsense'"
expect 2 "$stratego" bench --games;           contains err "needs a value"
expect 2 "$stratego" check-setup;             contains err "no setup file given"

expect 0 "$stratego" random-setup --seed 4
cp "$work/out" "$work/random.txt"
expect 0 "$stratego" check-setup "$work/random.txt"; contains out "$work/random.txt: ok"

expect 1 "$stratego" check-setup "$data/faulty-setup.txt" "$work/random.txt"
contains out "$work/random.txt: ok"
contains err "$data/faulty-setup.txt:3:1: unknown header 'colour'"
contains err "$data/faulty-setup.txt:5:27: row 2 has 9 pieces, expected 10"
contains err "$data/faulty-setup.txt:6:14: 'Q' is not a piece"
[ "$(wc -l <"$work/err")" -eq 3 ] || fail "expected 3 errors, got: $(cat "$work/err")"

head -c 3000 /dev/urandom >"$work/binary.txt"
expect 1 "$stratego" check-setup "$work/binary.txt"
expect 1 "$stratego" check-setup "$work"; contains err "is a directory"

expect 0 "$stratego" bench --games 5 --seed 2; contains out "plies/second"

[ "$failures" -eq 0 ] && echo "all CLI checks passed"
exit "$failures"
