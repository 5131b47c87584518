#!/bin/sh
# End-to-end checks of the real `stratego` binary as a person runs it: exit statuses, where the
# output goes, and files with faults. Usage: cli_test.sh STRATEGO_BINARY TEST_DATA_DIR
set -u
stratego=$1
data=$2
. "$(dirname "$0")/lib.sh"

expect 0 "$stratego" --version;               contains out "stratego "
expect 0 "$stratego" --help;                  contains out "check-setup"
expect 2 "$stratego" nonsense;                contains err "unknown command 'nonsense'"
expect 2 "$stratego" bench --games;           contains err "needs a value"
expect 2 "$stratego" check-setup;             contains err "no setup file given"

expect 0 "$stratego" random-setup --seed 4
cp "$work/out" "$work/random.txt"
expect 0 "$stratego" check-setup "$work/random.txt"; contains out "$work/random.txt: ok"

expect 1 "$stratego" check-setup "$data/faulty-setup.txt" "$work/random.txt"
contains out "$work/random.txt: ok"
contains err "$data/faulty-setup.txt:3:1: unknown header 'colour'"
contains err "$data/faulty-setup.txt:5:27: row 2 has 9 pieces, expected 10"
contains err "$data/faulty-setup.txt:6:14: 'Q' is not a piece"
[ "$(wc -l <"$work/err")" -eq 3 ] || fail "expected 3 errors, got: $(cat "$work/err")"

head -c 3000 /dev/urandom >"$work/binary.txt"
expect 1 "$stratego" check-setup "$work/binary.txt"
expect 1 "$stratego" check-setup "$work"; contains err "is a directory"

expect 0 "$stratego" bench --games 5 --seed 2; contains out "plies/second"

# Game records: checked, converted to Gravon XML and back, faults found with their lines.
game="$data/short-game.game"
expect 0 "$stratego" check-game "$game"
contains out "$game: ok, 3 moves, Red resigned: Blue wins"
expect 0 "$stratego" convert "$game" "$work/short.xml"
grep -qF '<move id="3" source="A5" target="A6"' "$work/short.xml" || fail "the XML lacks move 3"
expect 0 "$stratego" check-game "$work/short.xml"; contains out "ok, 3 moves, Red resigned: Blue wins"
expect 0 "$stratego" convert "$work/short.xml" "$work/back.game"
expect 0 "$stratego" check-game "$work/back.game"
expect 0 "$stratego" convert --to gravon "$game" -; contains out "<stratego>"
# convert replaces only a regular file, keeping its permissions; a FIFO or a link stays as it is.
chmod 644 "$work/back.game"
expect 0 "$stratego" convert "$work/short.xml" "$work/back.game"
[ "$(stat -c %a "$work/back.game")" = 644 ] || fail "convert changed the mode of the file it replaced"
mkfifo "$work/fifo"
expect 1 "$stratego" convert "$game" "$work/fifo"; contains err "it is a FIFO, not a regular file"
[ -p "$work/fifo" ] || fail "convert replaced a FIFO"
ln -s "$work/back.game" "$work/link.game"
expect 1 "$stratego" convert "$game" "$work/link.game"; contains err "it is a symbolic link"
[ -L "$work/link.game" ] || fail "convert replaced a symbolic link"
sed 's/^3\. a5xa6 .*/3. a5-a9/' "$game" >"$work/illegal.game"
expect 1 "$stratego" check-game "$work/illegal.game" "$game"
contains err "$work/illegal.game:26: move 3 a5-a9: illegal: "
contains out "$game: ok"
sed 's/^result: blue wins/result: red wins/' "$game" >"$work/wrong-result.game"
expect 1 "$stratego" check-game "$work/wrong-result.game"
contains err "$work/wrong-result.game:28: result: the record says Blue resigned: Red wins"
grep -v -e resigns -e '^result' "$game" >"$work/unfinished.game"
expect 0 "$stratego" check-game "$work/unfinished.game"; contains out "3 moves, unfinished, Blue to move"
expect 1 "$stratego" convert "$work/unfinished.game" "$work/unfinished.xml"
contains err "cannot write it as Gravon XML"
[ -e "$work/unfinished.xml" ] && fail "a failed conversion left a file"
sed 's/^stratego-game [0-9]*/stratego-game 7/' "$game" >"$work/future.game"
expect 1 "$stratego" check-game "$work/future.game"; contains err "future.game:1:15: this record is version 7"
expect 1 "$stratego" check-game "$work/binary.txt"
expect 1 "$stratego" check-game "$work/missing.game"; contains err "missing.game: cannot open"
expect 2 "$stratego" check-game;                   contains err "no game record given"
expect 2 "$stratego" check-game --two-squares 4 "$game"; contains err "--two-squares takes 3, 5 or off"
expect 2 "$stratego" convert "$game";              contains err "expected two files"
expect 2 "$stratego" convert --to pdf "$game" x;   contains err "--to takes stratego or gravon"
expect 1 "$stratego" replay "$work/none.game"; contains err "none.game: cannot open"
expect 1 "$stratego" replay --army barrage "$game"; contains err "--army barrage contradicts the rules"

[ "$failures" -eq 0 ] && echo "all CLI checks passed"
exit "$failures"
