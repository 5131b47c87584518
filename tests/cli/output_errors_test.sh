#!/bin/sh
# Output that cannot be written is an error: every command run with its standard output on
# /dev/full (a device where every write fails with ENOSPC) exits 1 and says why on stderr.
# Usage: output_errors_test.sh STRATEGO_BINARY TEST_DATA_DIR
set -u
stratego=$1
data=$2
. "$(dirname "$0")/lib.sh"
[ -w /dev/full ] || { echo "no /dev/full here: skipped"; exit 77; }

message="stratego: cannot write to standard output: No space left on device"
# full STATUS COMMAND...: runs the command with standard output on /dev/full.
full() {
  want=$1; shift
  "$@" >/dev/full 2>"$work/err" </dev/null
  got=$?
  [ "$got" -eq "$want" ] || fail "'$*' >/dev/full exited $got, expected $want: $(cat "$work/err")"
  grep -qF -- "$message" "$work/err" || fail "'$*' >/dev/full did not say so: $(cat "$work/err")"
}

"$stratego" random-setup --seed 1 >"$work/setup.txt" || fail "random-setup failed"
full 1 "$stratego" --help
full 1 "$stratego" --version
full 1 "$stratego" convert --help
full 1 "$stratego" random-setup --seed 1
full 1 "$stratego" check-setup "$work/setup.txt"
full 1 "$stratego" check-game "$data/short-game.game"
full 1 "$stratego" convert "$data/short-game.game" -
full 1 "$stratego" bench --games 1
# The benchmark stops at once rather than play games nobody would see the figures of.
full 1 timeout 10 "$stratego" bench --games 1000000
full 1 "$stratego" arena --red random --blue random --games 1 --max-moves 20
# The bot stops at the first answer it cannot give, rather than playing on to QUIT.
printf 'RED tester 10 10\nQUIT\n' | "$stratego" bot --level easy >/dev/full 2>"$work/err"
[ $? -eq 1 ] || fail "bot >/dev/full did not exit 1: $(cat "$work/err")"
grep -qF -- "$message" "$work/err" || fail "bot >/dev/full did not say so: $(cat "$work/err")"
# A command that writes nothing to standard output does not fail for it.
"$stratego" random-setup --seed x >/dev/full 2>/dev/null
[ $? -eq 2 ] || fail "a usage error with stdout on /dev/full did not exit 2"

[ "$failures" -eq 0 ] && echo "all output error checks passed"
exit "$failures"
