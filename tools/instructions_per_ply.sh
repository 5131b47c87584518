#!/bin/sh
# The rules engine's cost per ply: the instructions `stratego bench` spends playing its random
# games (PlayRandomGame: legal move generation, choosing a move, applying it, deciding whether the
# game is over; setting the games up is not counted), divided by the plies it played. Counted
# with valgrind's callgrind, so the figure is the same on every machine and under load. Builds
# nothing: give it a binary, preferably a Release build.
#
#   tools/instructions_per_ply.sh STRATEGO [MAX [GAMES]]
#
# Prints "instructions/ply N"; exits 1 if N is above MAX (when given), 2 on a usage or tool
# error. GAMES defaults to 200 (about 280,000 plies, a few seconds under callgrind).
set -eu

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
  echo "usage: $0 STRATEGO [MAX [GAMES]]" >&2
  exit 2
fi
stratego=$1
max=${2:-}
games=${3:-200}
command -v valgrind >/dev/null 2>&1 || { echo "$0: valgrind is not installed" >&2; exit 2; }
[ -x "$stratego" ] || { echo "$0: $stratego is not an executable" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --toggle-collect counts only inside PlayRandomGame (cmd_bench.cc keeps it out of line), callees
# included.
if ! valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
  --toggle-collect='*PlayRandomGame*' "$stratego" bench --games "$games" \
  >"$work/bench.txt" 2>"$work/valgrind.txt"; then
  echo "$0: the benchmark failed under valgrind:" >&2
  cat "$work/bench.txt" "$work/valgrind.txt" >&2
  exit 2
fi

instructions=$(awk '/^totals:/ { print $2 }' "$work/callgrind.out")
plies=$(awk '$1 == "plies" { print $2 }' "$work/bench.txt")
if [ -z "$instructions" ] || [ "$instructions" -eq 0 ] || [ -z "$plies" ] || [ "$plies" -eq 0 ]; then
  echo "$0: nothing counted (instructions '$instructions', plies '$plies'): is PlayRandomGame" \
    "in the binary, not inlined?" >&2
  exit 2
fi

per_ply=$(awk -v i="$instructions" -v p="$plies" 'BEGIN { printf "%d", i / p + 0.5 }')
echo "instructions/ply $per_ply ($instructions instructions over $plies plies," \
  "stratego bench --games $games)"
if [ -n "$max" ] && [ "$per_ply" -gt "$max" ]; then
  echo "$0: $per_ply instructions a ply, more than the $max allowed" >&2
  exit 1
fi
