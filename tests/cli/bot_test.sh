#!/bin/bash
# End-to-end checks of `stratego bot`, the computer player behind the UCC 2012 protocol
# (FORMATS.md §3): a scripted conversation with the real binary, bad input that must end it
# quickly with a message and a failure status (every run is under `timeout 10`: status 124 would
# be a hang), QUIT and the end of the input; then the arena with the bot as an external program.
# Usage: bot_test.sh STRATEGO_BINARY
set -u
stratego=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The bot keeps what it saw of each opponent (--opponents): here, never in the tester's own folder.
export XDG_DATA_HOME="$work/data"
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run STATUS INPUT ARGS...: feeds INPUT (printf format) to `stratego bot ARGS`, checks the status.
run() {
  want=$1; input=$2; shift 2
  # shellcheck disable=SC2059
  printf "$input" | timeout 10 "$stratego" bot "$@" >"$work/out" 2>"$work/err"
  got=$?
  [ "$got" -eq "$want" ] || fail "input '$input' gave status $got, expected $want: $(cat "$work/err")"
}
contains() { grep -qF -- "$2" "$work/$1" || fail "$1 lacks '$2': $(cat "$work/$1")"; }
empty() { [ ! -s "$work/$1" ] || fail "$1 is not empty: $(cat "$work/$1")"; }

# The setup: four lines of ten pieces, then QUIT ends the bot with status 0 and nothing on stderr.
run 0 'RED tester 10 10\nQUIT\n' --level easy --seed 3
[ "$(wc -l <"$work/out")" -eq 4 ] || fail "the setup is not 4 lines: $(cat "$work/out")"
grep -qvE '^[1-9sBF]{10}$' "$work/out" && fail "a setup line is malformed: $(cat "$work/out")"
empty err
run 0 'BLUE tester 10 10\nQUIT the referee stops\n' --level easy --seed 3
run 0 'QUIT\n'
# The threads it thinks on: 1 to 16 (kMaxSearchThreads); anything else is a usage error.
run 2 'RED tester 10 10\nQUIT\n' --threads 0
contains err "--threads must be from 1 to 16"
run 2 'RED tester 10 10\nQUIT\n' --threads many
run 0 'RED tester 10 10\nQUIT\n' --level hard --threads 2

# A conversation, line by line: the bot answers its setup, then after START and the board a move
# of its front row (y = 3) downwards, which the referee confirms; QUIT ends it.
coproc BOT { timeout 10 "$stratego" bot --level easy --seed 5 2>"$work/coproc-err"; }
# Bash unsets BOT_PID once the coprocess has ended, so it is taken at once.
bot_pid=$BOT_PID
echo "RED tester 10 10" >&"${BOT[1]}"
setup=()
for _ in 1 2 3 4; do
  IFS= read -r -t 5 line <&"${BOT[0]}" || { fail "no setup line from the bot"; break; }
  setup+=("$line")
done
{
  echo START
  printf '%s\n' "${setup[@]}" "..++..++.." "..++..++.." "##########" "##########" "##########" \
    "##########"
} >&"${BOT[1]}"
IFS= read -r -t 5 move <&"${BOT[0]}" || fail "no move from the bot"
if [[ "$move" =~ ^([0-9])\ 3\ DOWN(\ ([0-9]))?$ ]]; then
  steps=${BASH_REMATCH[3]:-1}
  if [ $((3 + steps)) -ge 6 ]; then outcome="DIES 9 1"; else outcome="OK"; fi  # a Scout attacks
  echo "$move $outcome" >&"${BOT[1]}"
  echo "QUIT" >&"${BOT[1]}"
else
  fail "the bot's first move '$move' is not a move of its front row"
fi
wait "$bot_pid"
status=$?
[ "$status" -eq 0 ] || fail "the conversation ended with status $status: $(cat "$work/coproc-err")"
[ -s "$work/coproc-err" ] && fail "the conversation wrote to stderr: $(cat "$work/coproc-err")"

# Bad input: a message naming the line on stderr, status 1, at once.
run 1 'RED tester 10\n'
contains err "stratego bot: line 1: 'RED tester 10' is not a start line: expected COLOUR OPPONENT"
run 1 'RED tester 10 10\nSTART\n#########\n' --level easy
contains err "stratego bot: line 3: '#########' is not board line 1: expected 10 characters"
run 1 'RED tester 10 10\nHELLO\n' --level easy
contains err "stratego bot: line 2: 'HELLO' is not a referee's line"
run 1 'BLUE tester 10 10\n0 4 DOWN OK\n##########\n'
contains err "stratego bot: line 4: the input ended without QUIT (expected board line 2 of 10)"
run 1 'RED tester 10 10\n'
contains err "stratego bot: line 2: the input ended without QUIT"
run 1 ''
contains err "stratego bot: line 1: the input ended without QUIT (expected the start line"
head -c 100000 /dev/zero | tr '\0' 7 | timeout 10 "$stratego" bot >/dev/null 2>"$work/err"
[ $? -eq 1 ] || fail "an endless first line did not give status 1"
contains err "is not a start line"

# An ILLEGAL verdict on its own move ends the bot with status 1 (the move comes first).
coproc BOT { timeout 10 "$stratego" bot --level easy --seed 5 2>"$work/coproc-err"; }
# Bash unsets BOT_PID once the coprocess has ended, so it is taken at once.
bot_pid=$BOT_PID
echo "RED tester 10 10" >&"${BOT[1]}"
setup=()
for _ in 1 2 3 4; do IFS= read -r -t 5 line <&"${BOT[0]}" && setup+=("$line"); done
{
  echo START
  printf '%s\n' "${setup[@]}" "..++..++.." "..++..++.." "##########" "##########" "##########" \
    "##########"
} >&"${BOT[1]}"
IFS= read -r -t 5 move <&"${BOT[0]}" || fail "no move from the bot"
echo "$move ILLEGAL" >&"${BOT[1]}"
wait "$bot_pid"
status=$?
[ "$status" -eq 1 ] || fail "an ILLEGAL verdict gave status $status"
grep -qF "the referee refused the move '$move' as ILLEGAL" "$work/coproc-err" ||
  fail "no message for ILLEGAL: $(cat "$work/coproc-err")"

# After QUIT the bot reads nothing more: the referee keeps its end open, the bot exits anyway.
mkfifo "$work/fifo"
(printf 'RED tester 10 10\nQUIT\n'; sleep 20) >"$work/fifo" &
writer=$!
timeout 10 "$stratego" bot --level easy <"$work/fifo" >/dev/null 2>&1
status=$?
kill "$writer" 2>/dev/null
[ "$status" -eq 0 ] || fail "the bot did not exit on QUIT with the input still open (status $status)"

# The arena plays the bot as an external program: no forfeits, so every move it made was legal.
if "$stratego" arena --help >/dev/null 2>&1; then
  timeout 170 "$stratego" arena --red ucc:"'$stratego' bot --level easy" --blue random --games 4 \
    --max-moves 400 >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 0 ] || fail "the arena exited with $status: $(cat "$work/err")"
  contains out "forfeits 0"
  empty err
  # With --verbose the bot says on stderr what each move's search did.
  timeout 60 "$stratego" arena --red ucc:"'$stratego' bot --level easy --seed 2 --verbose" \
    --blue random --games 1 --max-moves 20 >"$work/out" 2>"$work/err"
  [ "$(grep -cE '^stratego bot: move [0-9]+: 2 samples at depth 1, [0-9]+ positions in [0-9.]+ ms, [0-9]+ positions/s$' \
       "$work/err")" -eq 10 ] || fail "bot --verbose did not describe its 10 moves: $(cat "$work/err")"
fi

# What the bot saw of an opponent is kept after each game, in a file for the opponent's name, and
# used the next time; a file that is wrong is said on stderr, played without and left as it was.
if "$stratego" arena --help >/dev/null 2>&1; then
  memory=$work/memory
  timeout 170 "$stratego" arena --red ucc:"'$stratego' bot --level normal --think-ms 5 --opponents '$memory'" \
    --blue random --games 2 --max-moves 300 >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 0 ] || fail "the arena with the bot's memory exited with $status: $(cat "$work/err")"
  empty err
  kept=$(find "$memory" -name '*.txt' 2>/dev/null)
  [ "$(printf '%s' "$kept" | grep -c .)" -eq 1 ] || fail "not one file of memory: '$kept'"
  case $kept in "$memory"/random-*.txt) ;; *) fail "the memory's file is not named for 'random': $kept" ;; esac
  grep -qx 'games: 2' "$kept" || fail "the memory does not count 2 games: $(cat "$kept")"
  grep -qx 'opponent: random' "$kept" || fail "the memory does not name its opponent: $(cat "$kept")"
  grep -qE '^seen: [1-4] ([1-9]|10) [1-9SBF0]+ [1-9][0-9]*$' "$kept" ||
    fail "the memory holds no rank seen: $(cat "$kept")"
  printf 'stratego-seen-setups 1\ngames: 1\nseen: 9 1 S 1\n' >"$kept"
  timeout 170 "$stratego" arena --red ucc:"'$stratego' bot --level normal --think-ms 5 --opponents '$memory'" \
    --blue random --games 1 --max-moves 300 >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 0 ] || fail "the arena with a wrong memory file exited with $status: $(cat "$work/err")"
  contains err "stratego bot: $kept:3:7: the row is a number from 1 to 4 (playing without it)"
  contains err "stratego bot: cannot keep what it saw of this opponent: $kept:3:7: the row is a number from 1 to 4 (left as it is)"
  contains out "forfeits 0"
  [ "$(cat "$kept")" = "$(printf 'stratego-seen-setups 1\ngames: 1\nseen: 9 1 S 1')" ] ||
    fail "the wrong memory file was changed: $(cat "$kept")"
  run 0 'RED tester 10 10\nQUIT\n' --opponents off --level easy
  empty err
  run 2 'QUIT\n' --opponents ''
  contains err "--opponents takes a folder or 'off'"
fi

[ "$failures" -eq 0 ] && echo "all bot checks passed"
exit "$failures"
