#!/bin/sh
# bench/deterrence_bench.cc as a person runs it on saved games: a line for each rank that moves and
# one for every rank, for pieces that never moved and for those that had; in each, no more attacks
# than contacts, the allowed and the deterred adding up to the contacts, the ranks adding up to
# every rank; bad input is refused with a message.
# Usage: deterrence_bench_test.sh STRATEGO_BINARY DETERRENCE_BENCH_BINARY
set -u
stratego=$1
bench=$2
. "$(dirname "$0")/lib.sh"

usage="usage: stratego_deterrence_bench KEY GAME..."

# Random attacks whatever stands beside its pieces, so easy's hidden pieces meet many.
expect 0 "$stratego" arena --red ai:easy --blue random --games 3 --seed 7 --swap --max-moves 400 \
  --save-games "$work/games"
expect 0 "$bench" easy "$work/games"/*.game
contains out "the enemy's pieces beside hidden pieces of the sides named like 'easy' on the enemy's turn, against the search's model of its attacks, in 3 games"
contains out "pieces that never moved, by the enemy's rank:"
contains out "pieces that had moved, by the enemy's rank:"
[ "$(grep -c '^  [A-Za-z ]*: [0-9]* contacts; the odds let it attack at [0-9]* (attacked at [0-9]*), deter it at [0-9]* (attacked at [0-9]*)$' "$work/out")" -eq 22 ] ||
  fail "not 22 lines of contacts: $(cat "$work/out")"
# Each line: contacts = allowed + deterred, no more attacks than either; each group's ranks add up
# to its line for every rank; random attacked at some contact in 3 games.
awk '
  /^pieces that / { sum_c = 0; sum_a = 0; sum_d = 0; sum_aa = 0; sum_da = 0; next }
  /^  / {
    line = $0; name = line; sub(/:.*/, "", name); sub(/^  /, "", name)
    gsub(/[^0-9 ]/, " ", line); split(line, f, " ")
    c = f[1]; a = f[2]; aa = f[3]; d = f[4]; da = f[5]
    if (a + d != c || aa > a || da > d) { print "does not add up: " $0; bad = 1 }
    if (name == "every rank") {
      if (c != sum_c || a != sum_a || d != sum_d || aa != sum_aa || da != sum_da) {
        print "ranks do not add up to: " $0; bad = 1 }
      attacks += aa + da; groups++
    } else { sum_c += c; sum_a += a; sum_d += d; sum_aa += aa; sum_da += da }
  }
  END { if (groups != 2 || attacks == 0) { print "groups " groups ", attacks " attacks; bad = 1 }
        exit bad }
' "$work/out" || fail "the contacts do not add up: $(cat "$work/out")"

# Bad input: no records, an option, a name no player has, a file that is not a record, a missing
# file.
expect 2 "$bench" easy
contains err "$usage"
expect 2 "$bench" --exposed easy "$work/games/game-001.game"
contains err "unknown option '--exposed'"
contains err "$usage"
expect 0 "$bench" --help
contains out "$usage"
expect 1 "$bench" nobody "$work/games"/*.game
contains err "no player in these records is named like 'nobody'"
printf 'stratego-game 4\nred-player: easy\nnonsense\n' >"$work/bad.game"
expect 1 "$bench" easy "$work/bad.game" "$work/games/game-001.game"
contains err "$work/bad.game:"
contains out "in 1 game"
lacks out "in 1 games"
expect 1 "$bench" easy "$work/missing.game"
contains err "$work/missing.game"
lacks err "no player"

[ "$failures" -eq 0 ] || exit 1
echo "deterrence bench: all checks passed"
