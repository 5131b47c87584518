#!/bin/sh
# tools/instructions_per_ply.sh: prints the instructions a ply of `stratego bench` under callgrind,
# and fails when they are above the limit it is given. Skipped without valgrind.
# Usage: instructions_per_ply_test.sh STRATEGO_BINARY PROJECT_DIR
set -u
stratego=$1
tool=$2/tools/instructions_per_ply.sh
command -v valgrind >/dev/null 2>&1 || { echo "no valgrind: skipped"; exit 77; }
. "$(dirname "$0")/lib.sh"

expect 0 "$tool" "$stratego" 1000000 3
grep -qE '^instructions/ply [1-9][0-9]* \([0-9]+ instructions over [0-9]+ plies, stratego bench --games 3\)$' \
  "$work/out" || fail "unexpected output: $(cat "$work/out")"
expect 1 "$tool" "$stratego" 1 3
contains err "instructions a ply, more than the 1 allowed"
expect 2 "$tool" "$work/missing"
contains err "is not an executable"
expect 2 "$tool"
contains err "usage:"

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "all instructions-per-ply checks passed"
