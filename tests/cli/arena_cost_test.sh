#!/bin/sh
# What a ply of `stratego arena` costs, counted in instructions with valgrind's callgrind (the same
# count on every machine), against a ply of the engine alone (`stratego bench`): issue 12 asks for
# at most twice as much. The match loop keeps each player's view up to date after every action
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
# Issue 12 asks for at most twice the bench's: 863 against 448 file by file (192%), since the
# match loop lists the legal moves once a ply from the referee's state, which decide the end of
# the game, are the agent's to choose from and check its answer (it was 953 against 449, 212%,
# with the agent listing them from its view and the referee deciding the end apart). The ratio is
# held, and the arena to its own figure plus about 3% (as the engine is, .ci/run), so that the
# match loop cannot grow back while the engine's count stays under its own limit.
arena_limit=900
echo "arena over bench: $((long * 100 / bench))% (the issue asks for at most 200%)"
[ "$long" -le "$arena_limit" ] || fail "a ply of arena costs $long instructions, over $arena_limit"
[ "$((long * 100))" -le "$((bench * 200))" ] ||
  fail "a ply of arena costs $long instructions, over twice the bench's $bench"
# Later plies move fewer pieces, so a linear match loop costs less a ply in long games.
[ "$long" -le $((short * 11 / 10)) ] ||
  fail "a ply of long games costs $long instructions, of short games $short: the cost grows with the game"

[ "$failures" -eq 0 ] || exit 1
