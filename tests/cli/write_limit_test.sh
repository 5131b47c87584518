#!/bin/sh
# Files written under `ulimit -f` (a file-size limit, as quotas and some shells set): the write
# fails with a message and exit 1, not a SIGXFSZ that kills the program, and nothing is left
# behind: no temporary file, and a file being replaced keeps its old content.
# Usage: write_limit_test.sh STRATEGO_BINARY TEST_DATA_DIR
set -u
stratego=$1
data=$2
. "$(dirname "$0")/lib.sh"

# limited COMMAND...: runs the stratego command with files limited to 512 bytes (1 block for sh).
limited() { sh -c 'ulimit -f 1 && exec "$@"' sh "$stratego" "$@"; }

# The record (about 700 bytes as the project's format writes it) outgrows the limit.
expect 1 limited convert "$data/short-game.game" "$work/out.game"
contains err "stratego convert: $work/out.game: "; contains err "File too large"
[ ! -e "$work/out.game" ] || fail "a part of the record was written"
leftovers=$(find "$work" -name 'out.game*')
[ -z "$leftovers" ] || fail "files are left behind: $leftovers"

# Replacing a file: the old one stays whole.
echo "the old content" >"$work/old.game"
expect 1 limited convert "$data/short-game.game" "$work/old.game"
contains err "File too large"
[ "$(cat "$work/old.game")" = "the old content" ] || fail "the file replaced was changed"
leftovers=$(find "$work" -name 'old.game.*')
[ -z "$leftovers" ] || fail "files are left behind: $leftovers"

# Within the limit all is well.
expect 0 limited convert "$data/short-game.game" "$work/game.xml"
"$stratego" check-game "$work/game.xml" >/dev/null 2>&1 || fail "the XML written is not sound"

[ "$failures" -eq 0 ] || exit 1
echo "passed: write_limit_test.sh"
