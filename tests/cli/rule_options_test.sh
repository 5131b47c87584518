#!/bin/sh
# End-to-end checks of the rule options (RULES.md §2, §4.3, §6, §7) on the real binary: `stratego
# bench` and `stratego arena` play with every army and every option and say which rules they
# played; malformed values are usage errors; the UCC protocol's two sides refuse what it cannot
# carry; records keep their rules, and the commands that read them use those.
# Usage: rule_options_test.sh STRATEGO_BINARY TEST_DATA_DIR
set -u
stratego=$1
data=$2
. "$(dirname "$0")/lib.sh"

# Each army and each option, alone and all together: OPTIONS|the rules as the output says them.
cases='--army classic|classic army, two-squares rule N = 3
--army barrage|Barrage army, two-squares rule N = 3
--army ultimate-lightning|Ultimate Lightning army, two-squares rule N = 3
--two-squares 5|classic army, two-squares rule N = 5
--two-squares off|classic army, two-squares rule off
--max-moves 150|classic army, two-squares rule N = 3, draw after 150 moves
--max-quiet-moves 40|, draw after 40 moves without an attack
--attacker-advantage|, attacker'"'"'s advantage
--silent-defense|, silent defense
--rescue|, rescue
--army barrage --two-squares off --max-moves 500 --max-quiet-moves 100 --attacker-advantage --silent-defense --rescue|Barrage army, two-squares rule off, draw after 500 moves, draw after 100 moves without an attack, attacker'"'"'s advantage, silent defense, rescue'

echo "$cases" >"$work/cases"
while IFS='|' read -r options rules; do
  # shellcheck disable=SC2086 # the options are words
  expect 0 "$stratego" bench --games 6 --seed 2 $options
  contains out "stratego bench: 6 random games, seed 2, "
  contains out "$rules"
  contains out "plies/second"
  contains out "games            6"
  case "$options" in
    *--rescue*) contains out "rescues          " ;;
    *) lacks out "rescues" ;;
  esac
  # Classic games are bounded (to keep the test quick) unless the case sets its own limit.
  case "$options" in
    *--army\ barrage*|*--army\ ultimate*|*--max-moves*) limit="" ;;
    *) limit="--max-moves 400" ;;
  esac
  # shellcheck disable=SC2086
  expect 0 "$stratego" arena --red random --blue ai:easy --games 2 --swap $limit $options
  contains out "rules: "
  contains out "$rules"
  contains out "forfeits 0"
  case "$options" in
    *--rescue*) contains out "  rescues: random " ;;
    *) lacks out "rescues" ;;
  esac
  empty err
done <"$work/cases"

# Random play under the rescue option makes rescues, and the records keep them.
expect 0 "$stratego" bench --games 30 --army barrage --rescue
contains out "rescues          "
grep -q '^rescues          0,' "$work/out" && fail "30 Barrage games made no rescue"
expect 0 "$stratego" arena --red random --blue random --games 6 --army ultimate-lightning \
  --rescue --silent-defense --save-games "$work/games"
grep -q '^  rescues: random #1 0, random #2 0$' "$work/out" && fail "6 games made no rescue"
grep -qE '^(red|blue) rescues ' "$work"/games/*.game || fail "no record holds a rescue"
grep -qx 'rescue: on' "$work/games/game-001.game" || fail "the record lacks 'rescue: on'"
grep -qx 'silent-defense: on' "$work/games/game-001.game" || fail "the record lacks 'silent-defense: on'"
expect 0 "$stratego" check-game "$work"/games/*.game
[ "$(grep -c ': ok, ' "$work/out")" -eq 6 ] || fail "not every game checked: $(cat "$work/out")"

# Records are checked, replayed and converted under the rules they state: options that agree are
# fine, options that contradict them an error about that file (status 1).
game="$work/games/game-001.game"
expect 0 "$stratego" check-game --army ultimate-lightning --rescue --silent-defense --max-moves 2000 "$game"
contains out "$game: ok, "
expect 1 "$stratego" check-game --two-squares 5 --attacker-advantage "$game" "$data/short-game.game"
contains err "$game: --two-squares 5 and --attacker-advantage contradict the rules the record states (Ultimate Lightning army, two-squares rule N = 3, draw after 2000 moves, silent defense, rescue): a record is read under its own rules"
expect 1 "$stratego" replay --army barrage "$game"
contains err "$game: --army barrage contradicts the rules the record states"
expect 1 "$stratego" convert --rescue "$data/short-game.game" "$work/out.game"
contains err "--rescue contradicts the rules the record states (classic army, two-squares rule N = 5)"
[ -e "$work/out.game" ] && fail "a refused conversion wrote a file"
expect 1 "$stratego" convert "$game" "$work/rescue.xml"
contains err "cannot write it as Gravon XML"

# Gravon XML states only its army: the options give the other rules.
expect 0 "$stratego" convert "$data/short-game.game" "$work/short.xml"
expect 0 "$stratego" check-game --two-squares 3 --max-quiet-moves 50 --attacker-advantage \
  --silent-defense --rescue "$work/short.xml"
contains out "ok, 3 moves, Red resigned: Blue wins"
expect 1 "$stratego" check-game --max-moves 2 "$work/short.xml"
contains err "the game was already over (draw: the move limit was reached)"
expect 1 "$stratego" check-game --army barrage "$work/short.xml"
contains err "--army barrage contradicts the rules the record states (classic army)"
expect 0 "$stratego" convert --two-squares off --rescue --silent-defense "$work/short.xml" -
contains out "two-squares: off"
contains out "rescue: on"
contains out "silent-defense: on"
contains out "attacker-advantage: off"

# Malformed values: a message naming the option, status 2, for every command that takes them.
for command in "bench" "arena --red random --blue random" "bot" "play" "check-game x.game" \
               "replay x.game" "convert x.game y.game"; do
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --army huge
  contains err "--army takes classic, barrage or ultimate-lightning, not 'huge'"
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --two-squares 4
  contains err "--two-squares takes 3, 5 or off, not '4'"
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --max-moves 0
  contains err "--max-moves must be from 1 to 1000000 or off, not 0"
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --max-quiet-moves soon
  contains err "--max-quiet-moves takes a whole number (1 to 1000000) or off, not 'soon'"
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --rescue=yes
  contains err "option '--rescue' takes no value"
  # shellcheck disable=SC2086
  expect 2 "$stratego" $command --silent-defense=on
  contains err "option '--silent-defense' takes no value"
done

# off, as records write it, lifts a limit; the arena and the benchmark need one to end.
expect 0 "$stratego" check-game --max-moves off --max-quiet-moves off "$data/short-game.game"
contains out "ok, 3 moves"
printf 'RED tester 10 10\nQUIT\n' | "$stratego" bot --max-moves off --level easy >"$work/out" 2>&1 ||
  fail "bot --max-moves off was refused: $(cat "$work/out")"
expect 2 "$stratego" arena --red random --blue random --max-moves off
contains err "--max-moves off: the arena's games need a move limit"
expect 2 "$stratego" bench --max-moves off
contains err "--max-moves off: the benchmark's games need a move limit"

# The UCC protocol carries neither silent defense nor rescues: refused before any game starts.
printf 'RED tester 10 10\nQUIT\n' >"$work/referee"
"$stratego" bot --rescue <"$work/referee" >"$work/out" 2>"$work/err"
[ $? -eq 2 ] || fail "bot --rescue did not exit with status 2"
empty out
contains err "stratego bot: rescues cannot be played over the UCC protocol: it has no message for one"
"$stratego" bot --silent-defense <"$work/referee" >"$work/out" 2>"$work/err"
[ $? -eq 2 ] || fail "bot --silent-defense did not exit with status 2"
contains err "stratego bot: silent defense cannot be played over the UCC protocol"
# The other options it takes: a Barrage bot answers a setup of 8 pieces.
"$stratego" bot --army barrage --attacker-advantage --max-moves 100 --two-squares 5 --level easy \
  <"$work/referee" >"$work/out" 2>"$work/err" ||
  fail "bot --army barrage did not exit with status 0: $(cat "$work/err")"
[ "$(tr -d '.\n' <"$work/out" | wc -c)" -eq 8 ] || fail "not a Barrage setup: $(cat "$work/out")"
expect 2 "$stratego" arena --red "ucc:$stratego bot" --blue random --rescue
contains err "stratego arena: --red ucc:$stratego bot: rescues cannot be played over the UCC protocol"
empty out
expect 2 "$stratego" arena --red random --blue "ucc:$stratego bot --silent-defense" --silent-defense
contains err "stratego arena: --blue ucc:$stratego bot --silent-defense: silent defense cannot be played"
empty out
expect 2 "$stratego" play --red "ucc:$stratego bot" --rescue
contains err "outside programs (ucc:) play only in stratego arena"
# Under the options it can carry, the bot plays the arena's games to the end.
expect 0 "$stratego" arena --red "ucc:$stratego bot --level easy --army barrage --attacker-advantage" \
  --blue random --games 2 --army barrage --attacker-advantage
contains out "forfeits 0"

[ "$failures" -eq 0 ] && echo "all rule option checks passed"
exit "$failures"
