#!/bin/sh
# bench/losses_bench.cc as a person runs it on saved games: its wins, draws, losses and interval
# are the arena's for the same games, the losses' endings and the pieces' falls add up, and bad
# input is refused with a message.
# Usage: losses_bench_test.sh STRATEGO_BINARY LOSSES_BENCH_BINARY
set -u
stratego=$1
bench=$2
. "$(dirname "$0")/lib.sh"

# Up to 2,000 moves, so that the games end and random loses some whatever easy's moves are: at 600,
# stop 63's easy drew all four on the move limit (the player before it two).
expect 0 "$stratego" arena --red ai:easy --blue random --games 4 --seed 7 --swap --max-moves 2000 \
  --save-games "$work/games"
cp "$work/out" "$work/arena"

# check_side KEY AGENT: the bench's wins, draws and losses of the sides named like KEY are the
# arena's for AGENT ("  ai:easy  wins 2  draws 2  losses 0  score 75.0% (95% CI 30.1-95.4%)"), and
# so is the score's interval; the losses' endings add up to the losses; each piece falls at most
# once a game, and its falls by taker add up to its line.
check_side() {
  expect 0 "$bench" "$1" "$work/games"/*.game
  line="s/^  $2 *wins \([0-9]*\) *draws \([0-9]*\) *losses \([0-9]*\) *score \(.*\)$/\1 \2 \3 \4/p"
  arena=$(sed -n "$line" "$work/arena" | sed 's/95% CI/95% interval/')
  [ -n "$arena" ] || fail "no line for $2 in the arena's summary: $(cat "$work/arena")"
  tally='\([0-9]*\) wins*, \([0-9]*\) draws*, \([0-9]*\) loss\(es\)*; score \(.*\)$'
  told=$(sed -n "s/^the sides named like '$1', in 4 games: $tally/\1 \2 \3 \5/p" "$work/out")
  [ "$told" = "$arena" ] ||
    fail "$1: the bench told '$told', the arena '$arena': $(cat "$work/out")"
  losses=$(sed -n "s/^  $2 *wins [0-9]* *draws [0-9]* *losses \([0-9]*\) .*/\1/p" "$work/arena")
  ended=$(sed -n 's/^losses by how they ended: //p' "$work/out" | tr ',' '\n' |
    awk '$NF ~ /^[0-9]+$/ { sum += $NF } END { print sum + 0 }')
  [ "$ended" -eq "${losses:-0}" ] ||
    fail "$1: $ended losses told by their endings, of ${losses:-?}: $(cat "$work/out")"
  for piece in Marshal General Flag; do
    lost=$(sed -n "s/^$piece lost: \([0-9]*\) times*$/\1/p" "$work/out")
    [ -n "$lost" ] || fail "$1: no line for the $piece: $(cat "$work/out")"
    [ "${lost:-9}" -le 4 ] || fail "$1: the $piece lost $lost times in 4 games: $(cat "$work/out")"
    told=$(awk -v piece="$piece" '
      /^[A-Z]/ { on = ($1 == piece) }
      on && /^  to a / { sub(/^[^:]*: /, ""); sum += $1 }
      END { print sum + 0 }' "$work/out")
    [ "$told" -eq "${lost:-0}" ] ||
      fail "$1: the $piece's falls add up to $told, not $lost: $(cat "$work/out")"
  done
}
check_side easy ai:easy
check_side random random

# The score by each first Marshal's and General's fate: the fates' games and their wins, draws and
# losses add up to the side's, and each "lost to a" rank is one the piece's falls name; how each
# was first seen adds up to the games.
for key in easy random; do
  expect 0 "$bench" $key "$work/games"/*.game
  n='\([0-9]*\)'
  head="^the sides named like '$key', in 4 games:"
  total=$(sed -n "s/$head $n wins*, $n draws*, $n loss.*/4 \1 \2 \3/p" "$work/out")
  for piece in Marshal General; do
    fates=$(awk -v piece="$piece" '
      /^[a-zA-Z]/ { on = ($0 == "the score by the fate of the first " piece ":") }
      on && /^  / { sub(/^[^:]*: /, ""); split($0, f, /[ ,-]+/)
                    g += f[1]; w += f[3]; d += f[4]; l += f[5] }
      END { print g + 0, w + 0, d + 0, l + 0 }' "$work/out")
    [ "$fates" = "$total" ] ||
      fail "$key: the $piece's fates add up to '$fates', the games to '$total': $(cat "$work/out")"
    fate_lines="/^the score by the fate of the first $piece:/,/^[a-z]/"
    takers=$(sed -n "${fate_lines}s/^  lost to a \([A-Za-z]*\):.*/\1/p" "$work/out")
    for taker in $takers; do
      awk -v piece="$piece" -v taker="$taker" '
        /^[A-Z]/ { on = ($1 == piece) } on && $0 ~ "^  to a " taker ": " { found = 1 }
        END { exit !found }' "$work/out" ||
        fail "$key: the $piece lost to a $taker in the fates, not in its falls: $(cat "$work/out")"
    done
    # How it was first seen: every game once, in one of three forms; a piece lost in battle was
    # seen there, so the games it was never seen in are no more than those it was kept in.
    shown_lines="/^how the first $piece was first seen by the enemy:/,/^[a-z]/"
    form='^  \(never\|in its own attack, on a [A-Za-z]*\|in the enemy.s attack, by a [A-Za-z]*\)'
    shown=$(sed -n "${shown_lines}s/$form: \([0-9]*\) games*$/\2/p" "$work/out" |
      awk '{ sum += $1 } END { print sum + 0 }')
    [ "$shown" -eq 4 ] ||
      fail "$key: the $piece first seen in $shown games of 4: $(cat "$work/out")"
    never=$(sed -n "${shown_lines}s/^  never: \([0-9]*\) games*$/\1/p" "$work/out")
    kept=$(sed -n "${fate_lines}s/^  kept: \([0-9]*\) games*,.*/\1/p" "$work/out")
    [ "${never:-0}" -le "${kept:-0}" ] ||
      fail "$key: the $piece unseen in ${never:-0} games, kept in ${kept:-0}: $(cat "$work/out")"
  done
done
# Random lost games here, with endings told.
contains out "losses by how they ended: "
lacks out "losses by how they ended: none"

# Where the material went: what one side's attacks did is what the other's "enemy's attacks" tell,
# in the same games; the blind attacks' outcomes add up to their count, and the Bombs and Flags
# they found are among them; the losses on Bombs are among the losses.
sums() {  # sums KEY WHOSE: "took lost on-bombs ties" of that line
  expect 0 "$bench" "$1" "$work/games"/*.game
  n='\([0-9.]*\)'
  sed -n "s/^  $2: took $n, lost $n (on Bombs $n), gave $n in ties$/\1 \2 \3 \4/p" "$work/out"
}
for pair in "easy random" "random easy"; do
  set -- $pair
  own=$(sums "$1" "the side's attacks")
  enemy=$(sums "$2" "the enemy's attacks")
  [ -n "$own" ] && [ "$own" = "$enemy" ] ||
    fail "$1's attacks told '$own', $2's enemy's attacks '$enemy': $(cat "$work/out")"
  set -- $own
  [ $# -eq 4 ] && awk -v lost="$2" -v bombs="$3" 'BEGIN { exit !(bombs <= lost) }' ||
    fail "lost on Bombs above the losses: $own"
done
count='\([0-9]*\)'
blind="^  by a [A-Za-z]*: $count (won $count, lost $count, tied $count; Bombs $count, Flags $count)"
blind="$blind, net [-+][0-9.]* points a game$"
for key in easy random; do
  expect 0 "$bench" $key "$work/games"/*.game
  contains out "the side's attacks on enemy pieces that never moved and that it had not seen:"
  lines=$(sed -n "s/$blind/\1 \2 \3 \4 \5 \6/p" "$work/out")
  [ -n "$lines" ] || fail "$key made no blind attack in 4 games: $(cat "$work/out")"
  echo "$lines" | awk '$2 + $3 + $4 != $1 || $5 + $6 > $1 { bad = 1 } END { exit bad }' ||
    fail "a blind attack line of $key does not add up: $(cat "$work/out")"
  [ "$(grep -c '^  by a ' "$work/out")" -eq "$(echo "$lines" | wc -l)" ] ||
    fail "a blind attack line of $key is not in its form: $(cat "$work/out")"
done
# The enemy's takes by how the pieces came side by side: four kinds, each for a taker seen and one
# hidden, whose points add up to what the enemy's attacks took (each printed to a tenth).
for key in easy random; do
  expect 0 "$bench" $key "$work/games"/*.game
  contains out "the enemy's takes of the side's pieces, a game (takes, points; "
  took=$(sed -n "s/^  the enemy's attacks: took \([0-9.]*\),.*/\1/p" "$work/out")
  n='[0-9]*\.[0-9]*'
  kinds=$(sed -n "s/^  [A-Za-z ,(')]*: seen $n, \($n\); hidden $n, \($n\)$/\1 \2/p" "$work/out")
  [ "$(echo "$kinds" | wc -l)" -eq 4 ] || fail "$key: not four kinds of takes: $(cat "$work/out")"
  echo "$kinds" | awk -v took="${took:-x}" '{ sum += $1 + $2 }
    END { d = sum - took; exit !(took != "x" && d < 0.5 && d > -0.5) }' ||
    fail "$key: the takes' points do not add up to $took: $(cat "$work/out")"
done
# Both sides named alike (a player against itself): each side counts, so wins equal losses.
expect 0 "$bench" a "$work/games"/*.game
contains out "the sides named like 'a', in 4 games (8 sides): "
set -- $(sed -n 's/.* sides): \([0-9]*\) wins*, [0-9]* draws*, \([0-9]*\) loss\(es\)*;.*/\1 \2/p' \
  "$work/out")
[ $# -eq 2 ] && [ "$1" -eq "$2" ] ||
  fail "wins and losses differ in games against itself: $(cat "$work/out")"

# A record that stops before the game ends (one saved to go on with) says nobody won: it is told
# apart and left out of the score, not counted a draw.
awk '/^result/ { next } { print } /^20\. / { exit }' "$work/games/game-001.game" \
  >"$work/unfinished.game"
expect 0 "$bench" easy "$work/unfinished.game"
contains out "the sides named like 'easy', in 1 game: 0 wins, 0 draws, 0 losses"
lacks out "; score"
contains out "unfinished, left out of the score: 1"
expect 0 "$bench" easy "$work/unfinished.game" "$work/games/game-002.game"
contains out "in 2 games: "
contains out "unfinished, left out of the score: 1"
set -- $(sed -n 's/.* games: \([0-9]*\) wins*, \([0-9]*\) draws*, \([0-9]*\) loss.*/\1 \2 \3/p' \
  "$work/out")
[ $# -eq 3 ] && [ $(($1 + $2 + $3)) -eq 1 ] ||
  fail "the finished game is not told once: $(cat "$work/out")"

# Bad input: no records, a name no player has, a file that is not a record, an illegal move.
expect 2 "$bench" easy
contains err "usage: stratego_losses_bench KEY GAME..."
expect 0 "$bench" --help
contains out "usage: stratego_losses_bench KEY GAME..."
expect 2 "$bench" --exposed easy "$work/games/game-001.game"
contains err "unknown option '--exposed'"
expect 1 "$bench" nobody "$work/games"/*.game
contains err "no player in these records is named like 'nobody'"
printf 'stratego-game 4\nred-player: easy\nnonsense\n' >"$work/bad.game"
expect 1 "$bench" easy "$work/bad.game" "$work/games/game-001.game"
contains err "$work/bad.game:"
contains out "in 1 game: "
sed 's/^1\. .*/1. a1-a10/' "$work/games/game-002.game" >"$work/illegal.game"
expect 1 "$bench" easy "$work/illegal.game" "$work/games/game-001.game"
contains err "$work/illegal.game: move 1 a1-a10: "
contains out "in 1 game: "
expect 1 "$bench" easy "$work/missing.game"
contains err "$work/missing.game"
lacks err "no player"

[ "$failures" -eq 0 ] || exit 1
echo "losses bench: all checks passed"
