#!/bin/sh
# bench/odds_bench.cc as a person runs it on saved games: its tables add up (every attack found one
# rank), the odds of each table sum to its attacks, --exposed counts no more takers than pieces,
# --ranked's shares and odds are in order, --intruders counts no more Miners than pieces,
# --bombs's tenths add up and its odds expect the Bombs there were, its odds of every rank add up,
# --plausible counts the same pieces, and bad input is refused with a message.
# Usage: odds_bench_test.sh STRATEGO_BINARY ODDS_BENCH_BINARY
set -u
stratego=$1
bench=$2
. "$(dirname "$0")/lib.sh"

# Each line of the last output "...: N pieces; ... expected X, found Y" (--exposed, --intruders)
# counts no more than its N pieces, expected or found; silent if so, else prints the lines.
within_pieces() {
  sed -n 's/.*: \([0-9]*\) pieces*; .*expected \([0-9.]*\), found \([0-9]*\)$/\1 \2 \3/p' "$work/out" |
    awk '$3 > $1 || $2 > $1 + 0.05 { print; bad = 1 } END { exit bad }'
}
# The pieces those lines count, together.
pieces_counted() {
  sed -n 's/.*: \([0-9]*\) pieces*; .*/\1/p' "$work/out" | awk '{ sum += $1 } END { print sum + 0 }'
}

expect 0 "$stratego" arena --red ai:easy --blue random --games 3 --seed 5 --swap --max-moves 400 \
  --save-games "$work/games"
expect 0 "$bench" easy "$work/games"/*.game
contains out "attacks on hidden pieces by the sides named like 'easy', in 3 games"
contains out "moves 1-150, pieces that never moved: "
# Each table: the ranks found add up to its attacks, and so do the odds, but for the ranks left out
# (under half a piece expected and none found: at most 12 of them) and rounding.
awk '
  /^the attacks on pieces that never moved, by the attacker/ { check(); attacks = ""; done = 1 }
  done { next }
  / attacks$/ { check(); attacks = $(NF - 1); odds = 0; found = 0; next }
  /^  rank/ { next }
  /^  / { gsub(/\([^)]*\)/, ""); odds += $2; found += $3 }
  function check() {
    if (attacks == "") return
    if (found != attacks) { print "found " found " of " attacks " attacks"; bad = 1 }
    if (odds < attacks - 6.5 || odds > attacks + 1) { print "odds " odds " for " attacks " attacks"; bad = 1 }
  }
  END { check(); exit bad }
' "$work/out" || fail "a table does not add up: $(cat "$work/out")"
attacked=$(sed -n 's/.*: \([0-9]*\) attacks$/\1/p' "$work/out" | awk '{ sum += $1 } END { print sum + 0 }')
[ "$attacked" -gt 0 ] || fail "no attack counted in 3 games: $(cat "$work/out")"
# The attacks on pieces that never moved, by attacker and Bomb odds: each attacker's bands add up
# to its attacks, with no more Bombs found or expected than attacks; the attackers add up to every
# attacker's line, and that to the tables' attacks on pieces that never moved.
never=$(sed -n 's/.*pieces that never moved: \([0-9]*\) attacks$/\1/p' "$work/out" |
  awk '{ sum += $1 } END { print sum + 0 }')
contains out "the attacks on pieces that never moved, by the attacker and the Bomb odds:"
awk -v never="$never" '
  /^  by / { check(); name = $0; sub(/ \(.*/, "", name); attacks = $0
             gsub(/.*\(| attacks*\):$/, "", attacks); banded = 0; lines++
             if (name == "  by every attacker") every = attacks; else sum += attacks; next }
  /^    Bomb odds / { n = $0; sub(/.*: /, "", n); split(n, f, /[ ;,]+/)
                      banded += f[1]; if (f[5] > f[1] || f[7] > f[1]) bad = 1 }
  function check() { if (name != "" && banded != attacks) { print name ": bands " banded; bad = 1 } }
  END { check(); if (lines != 6 || every != sum || every != never) bad = 1; exit bad }
' "$work/out" || fail "the attacks on pieces that never moved do not add up ($never): $(cat "$work/out")"

# --exposed: a line for each of the Marshal, General, Colonel, Major and Captain, steps and
# attacks, unmoved and moved pieces, each with no more takers found or expected than pieces.
expect 0 "$bench" --exposed easy "$work/games"/*.game
contains out "hidden pieces beside the squares the seen Marshals, Generals, Colonels, Majors and Captains of the sides named like 'easy' went to, in 3 games"
[ "$(grep -c '^\(Marshal\|General\|Colonel\|Major\|Captain\), \(steps\|attacks\), pieces that \(never moved\|had moved\): [0-9]* pieces*; ' "$work/out")" -eq 20 ] ||
  fail "not 20 lines of exposures: $(cat "$work/out")"
within_pieces || fail "more takers than pieces: $(cat "$work/out")"
exposed=$(pieces_counted)
[ "$exposed" -gt 0 ] || fail "no piece counted beside a seen piece in 3 games: $(cat "$work/out")"
expect 2 "$bench" --exposed easy
contains err "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."
expect 2 "$bench" --exposd easy "$work/games/game-001.game"
contains err "unknown option '--exposd'"
contains err "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."

# --plausible T: the beliefs weigh their draws (BeliefOptions::plausible_play); the same lines,
# the same pieces. Options come in any order.
expect 0 "$bench" --plausible 50 --exposed easy "$work/games"/*.game
[ "$(grep -c '^\(Marshal\|General\|Colonel\|Major\|Captain\), \(steps\|attacks\), pieces that \(never moved\|had moved\): [0-9]* pieces*; ' "$work/out")" -eq 20 ] ||
  fail "not 20 lines of exposures with --plausible: $(cat "$work/out")"
plausible_exposed=$(pieces_counted)
[ "$plausible_exposed" -eq "$exposed" ] ||
  fail "--plausible counted $plausible_exposed pieces where $exposed without: $(cat "$work/out")"
expect 0 "$bench" --plausible 50 easy "$work/games"/*.game
contains out "attacks on hidden pieces by the sides named like 'easy', in 3 games"
for temperature in 0 -5 fifty ""; do
  expect 2 "$bench" --plausible "$temperature" easy "$work/games/game-001.game"
  contains err "--plausible needs a temperature, 1 to 100000"
done
expect 2 "$bench" --plausible
contains err "--plausible needs a temperature, 1 to 100000"
expect 2 "$bench" --plausible 50 --plausible 40 easy "$work/games/game-001.game"
contains err "give --plausible once"
expect 2 "$bench" --exposed --ranked easy "$work/games/game-001.game"
contains err "give one of --exposed, --ranked, --intruders and --bombs, once"
expect 2 "$bench" --intruders --exposed easy "$work/games/game-001.game"
contains err "give one of --exposed, --ranked, --intruders and --bombs, once"
contains err "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."

# --ranked: a line for each of the Marshal and the General at each stage; the likeliest share no
# more than the share among the three likeliest, the true one's odds no more than the likeliest's,
# and every share and odds within bounds.
expect 0 "$bench" --ranked easy "$work/games"/*.game
contains out "where the enemy's hidden Marshal and General, once moved, ranked by their odds among the pieces hidden from the sides named like 'easy', in 3 games"
[ "$(grep -c '^\(Marshal\|General\), moves [0-9-]*: [0-9]* positions*; the likeliest ' "$work/out")" -eq 6 ] ||
  fail "not 6 lines of rankings: $(cat "$work/out")"
awk '/ positions?; / {
    line = $0; gsub(/[^0-9. ]/, " ", line); n = split(line, f, " ")
    # f ends: the likeliest share, the 3 of "the 3 likeliest", its share, the odds, the true odds
    top = f[n - 1] + 0; truth = f[n] + 0; three = f[n - 2] + 0; first = f[n - 4] + 0
    if (first > three || three > 100 || truth > top + 1e-9 || top > 1) { print; bad = 1 }
  }
  END { exit bad }' "$work/out" || fail "rankings out of order: $(cat "$work/out")"
ranked=$(sed -n 's/.*: \([0-9]*\) positions*; .*/\1/p' "$work/out" | awk '{ sum += $1 } END { print sum + 0 }')
[ "$ranked" -gt 0 ] || fail "no position counted in 3 games: $(cat "$work/out")"
expect 2 "$bench" --ranked easy
contains err "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."

# --intruders: a line for each stage and band of steps from the Flag, each with no more Miners found
# or expected than pieces. Random's pieces wander near easy's Flag in 3 games of 400 moves.
expect 0 "$bench" --intruders easy "$work/games"/*.game
contains out "enemy pieces that had moved, hidden from the sides named like 'easy', within 5 steps of their Flag before their moves, in 3 games"
[ "$(grep -c '^moves [0-9-]*, [0-9-]* steps*: [0-9]* pieces*; Miners expected ' "$work/out")" -eq 9 ] ||
  fail "not 9 lines of intruders: $(cat "$work/out")"
within_pieces || fail "more Miners than pieces: $(cat "$work/out")"
intruders=$(pieces_counted)
[ "$intruders" -gt 0 ] || fail "no piece counted near a Flag in 3 games: $(cat "$work/out")"

# --bombs: for every never-moved hidden piece and for those beside the side's pieces, a summary
# line and one line a tenth of the odds; the tenths add up to the summary, no line finds or expects
# more Bombs than pieces, each piece's odds fall in its tenth, and over every such piece the odds
# expect the Bombs there were (the count of unseen Bombs is known).
expect 0 "$bench" --bombs easy "$work/games"/*.game
contains out "Bomb odds of the enemy pieces that never moved, hidden from the sides named like 'easy', before every 10th of their moves, in 3 games"
[ "$(grep -c '^  odds 0\.[0-9]-[01]\.[0-9]: [0-9]* pieces*; Bombs expected ' "$work/out")" -eq 20 ] ||
  fail "not 20 lines of tenths: $(cat "$work/out")"
within_pieces || fail "more Bombs than pieces: $(cat "$work/out")"
awk '
  /^(every such piece|beside their pieces): / {
    check(); line = $0; sub(/^[^:]*: /, "", line); gsub(/[^0-9. ]/, " ", line)
    split(line, f, " "); pieces = f[1]; expected = f[2]; found = f[3]; loss = f[4]
    sum_pieces = 0; sum_expected = 0; sum_found = 0; group++
    if (loss < 0 || (pieces > 0 && loss == 0)) { print "log loss " loss; bad = 1 }
    if (group == 1) { all = pieces; if (expected - found > 0.5 || found - expected > 0.5) {
      print "expected " expected " Bombs where " found; bad = 1 } }
    else if (pieces > all) { print "more beside than in all: " pieces; bad = 1 }
    next
  }
  /^  odds / {
    line = $0; gsub(/[^0-9. ]/, " ", line); split(line, f, " ")
    low = f[1]; high = f[2]; n = f[3]; e = f[4]; found_here = f[5]
    if (n > 0 && (e < low * n - 0.05 || e > high * n + 0.05)) { print "odds outside their tenth: " $0; bad = 1 }
    sum_pieces += n; sum_expected += e; sum_found += found_here
  }
  function check() {
    if (group == 0) return
    if (sum_pieces != pieces || sum_found != found || sum_expected - expected > 0.5 ||
        expected - sum_expected > 0.5) { print "tenths do not add up in group " group; bad = 1 }
  }
  END { check(); if (group != 2) { print "groups: " group; bad = 1 } exit bad }
' "$work/out" || fail "--bombs does not add up: $(cat "$work/out")"
# Each group's odds of every rank: a piece's odds add up to one and its true rank is found once,
# so the ranks' expected and found pieces each add up to the group's pieces, and the Bombs among
# them are the group's; the log loss of the true ranks is above nothing.
awk '
  /^(every such piece|beside their pieces): / {
    line = $0; sub(/^[^:]*: /, "", line); gsub(/[^0-9. ]/, " ", line); split(line, f, " ")
    pieces = f[1]; bombs_expected = f[2]; bombs_found = f[3]; next
  }
  /^  every rank: log loss / {
    groups++; loss = $5 + 0; sub(/^.*expected \(found\): /, ""); n = split($0, f, " ")
    expected = 0; found = 0; ranks = 0
    for (i = 1; i + 2 <= n; i += 3) {
      ranks++; e = f[i + 1]; c = f[i + 2]; gsub(/[()]/, "", c); expected += e; found += c
      if (f[i] == "Bomb" && (c != bombs_found || e - bombs_expected > 0.1 ||
          bombs_expected - e > 0.1)) { print "Bombs " e " (" c ")"; bad = 1 }
    }
    if (ranks != 12 || found != pieces || expected - pieces > 0.5 || pieces - expected > 0.5 ||
        (pieces > 0 && loss <= 0)) { print "ranks " ranks ", " expected " (" found ") of " pieces; bad = 1 }
  }
  END { if (groups != 2) { print "rank lines: " groups; bad = 1 } exit bad }
' "$work/out" || fail "--bombs's odds of every rank do not add up: $(cat "$work/out")"
[ "$(pieces_counted)" -gt 0 ] || fail "no never-moved piece counted in 3 games: $(cat "$work/out")"
expect 2 "$bench" --bombs --exposed easy "$work/games/game-001.game"
contains err "give one of --exposed, --ranked, --intruders and --bombs, once"

# Bad input: no records, a name no player has, a file that is not a record.
expect 2 "$bench" easy
contains err "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."
expect 0 "$bench" --help
contains out "usage: stratego_odds_bench [--exposed | --ranked | --intruders | --bombs] [--plausible T] KEY GAME..."
expect 1 "$bench" nobody "$work/games"/*.game
contains err "no player in these records is named like 'nobody'"
printf 'stratego-game 4\nred-player: easy\nnonsense\n' >"$work/bad.game"
expect 1 "$bench" easy "$work/bad.game" "$work/games/game-001.game"
contains err "$work/bad.game:"
contains out "in 1 game"
lacks out "in 1 games"
# A record that reads but whose first move is not legal: named by its move, not counted.
sed 's/^1\. .*/1. a1-a10/' "$work/games/game-002.game" >"$work/illegal.game"
expect 1 "$bench" easy "$work/illegal.game" "$work/games/game-001.game"
contains err "$work/illegal.game: move 1 a1-a10: "
contains out "in 1 game"
# The same with --exposed, from an empty square: reported, not read as a piece.
sed 's/^1\. .*/1. e5-e6/' "$work/games/game-002.game" >"$work/empty.game"
expect 1 "$bench" --exposed easy "$work/empty.game" "$work/games/game-001.game"
contains err "$work/empty.game: move 1 e5-e6: "
contains out "in 1 game"
expect 1 "$bench" easy "$work/missing.game"
contains err "$work/missing.game"
lacks err "no player"  # no record was read: the message about names would mislead

[ "$failures" -eq 0 ] || exit 1
echo "odds bench: all checks passed"
