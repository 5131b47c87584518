#!/bin/sh
# The more-squares rule (RULES.md §4.4) on the reference games of ../shared/data/chase: with
# --more-squares, `stratego check-game` refuses the last move of every Barrage and classic game
# (and no move before it), naming the rule; without it, every game is accepted whole; the long
# chase in which every chasing move undoes the one before is accepted with the rule on.
# Usage: chase_data_test.sh STRATEGO_BINARY SHARED_DATA_DIR
set -u
stratego=$1
data=$2/chase
[ -f "$data/index.tsv" ] || { echo "no $data/index.tsv (clone ../shared beside the project): skipped"; exit 77; }
. "$(dirname "$0")/lib.sh"

games=$(awk -F'\t' 'NR > 1 && $1 !~ /^cases\// { print $1 }' "$data/index.tsv")
[ -n "$games" ] || fail "no games listed in $data/index.tsv"
cd "$data" || exit 1

# shellcheck disable=SC2086 # one word a file
expect 0 "$stratego" check-game $games
# shellcheck disable=SC2086
expect 1 "$stratego" check-game --more-squares $games
empty out
awk -F'\t' 'NR > 1 && $1 !~ /^cases\// { print $1 "\t" $2 "\t" $3 }' index.tsv >"$work/index"
while IFS="$(printf '\t')" read -r file plies last; do
  grep -qE "^$file:[0-9]+: move $plies $last: illegal: more-squares rule: this would repeat the position of [0-9]+ moves ago in your chase" "$work/err" ||
    fail "$file: no refusal of move $plies $last by the more-squares rule"
done <"$work/index"
[ "$(wc -l <"$work/err")" -eq "$(wc -l <"$work/index")" ] || fail "other errors: $(cat "$work/err")"

expect 0 "$stratego" check-game --more-squares cases/long_chase_two_squares_off.game
contains out "ok, 201 moves"

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "all more-squares data checks passed"
