#!/bin/sh
# A Barrage game (RULES.md §2: eight pieces a side) as two people play it at 80×24: both set up
# with the setup editor's random setup, each makes moves found on the screen, and the board
# always shows eight pieces a side while the rules line says Barrage.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

# The board as the screen shows it, a line a row from the top, squares separated by '|': a
# rank, S, B or F (the player's own pieces), ■ or ● (the other side's), ~ (lake) or blank.
grid() { screen | sed 's/[][]/ /g'; }  # the cursor's square is in brackets
board() {
  grid | awk -F'│' '/^ *[0-9]+ │/ {
    line = ""
    for (i = 2; i < NF; i++) {
      cell = $i
      gsub(/ /, "", cell)
      if (cell ~ /≈/) cell = "~|~"
      line = line (i > 2 ? "|" : "") cell
    }
    print line
  }'
}

# The files from the left of the screen and the ranks from the top, as the board is turned.
files() { screen | awk '/^ +a +b +c/ || /^ +j +i +h/ { print; exit }' | tr -d ' '; }
ranks() { grid | awk -F'│' '/^ *[0-9]+ │/ { gsub(/ /, "", $1); print $1 }'; }

# count_pieces PATTERN: the squares of the board that match PATTERN (an extended regex).
count_pieces() { board | tr '|' '\n' | grep -cE "^($1)$"; }

# forward_move: a move of the player at the bottom of the screen, a piece of their own one
# square up the screen onto an empty square, as "e4-e5".
forward_move() {
  files=$(files)
  board | awk -F'|' -v files="$files" -v ranks="$(ranks | tr '\n' ' ')" '
    { for (i = 1; i <= NF; i++) cell[NR, i] = $i }
    END {
      split(ranks, rank, " ")
      for (row = 10; row >= 2; row--)
        for (col = 1; col <= 10; col++)
          if (cell[row, col] ~ /^([0-9]+|S)$/ && cell[row - 1, col] == "") {
            file = substr(files, col, 1)
            printf "%s%s-%s%s\n", file, rank[row], file, rank[row - 1]
            exit
          }
    }'
}

# set_up WHO: the setup editor's random setup, then done.
set_up() {
  wait_for "$1 sets up — pass the keyboard to $1 and press Enter" || return
  lift_curtain
  wait_for "$1: set up your army" || return
  send r
  sleep 0.3
  send d
}

# move_for WHO: one forward move of WHO, handed over.
move_for() {
  check_curtain "$1"
  lift_curtain
  wait_for "STRATEGO  $1 · your turn" || return
  expect_screen "Barrage · two-squares N=3"
  [ "$(count_pieces '[0-9]+|S|B|F')" = 8 ] || fail "$1 does not see 8 pieces of its own"
  [ "$(count_pieces '■|●')" = 8 ] || fail "$1 does not see 8 enemy pieces"
  move=$(forward_move)
  [ -n "$move" ] || { fail "no forward move found for $1"; return; }
  enter_command "$move"
  wait_for "You moved $move." || return
  send Enter
}

start 80 24 "$STRATEGO" play --army barrage
set_up Red
set_up Blue
move_for Red
move_for Blue
move_for Red
check_curtain Blue
lift_curtain
wait_for "STRATEGO  Blue · your turn · move 4"
[ "$(count_pieces '■|●')" = 8 ] || fail "Blue does not see 8 enemy pieces"
enter_command resign
wait_for "Resign this game? (y/n)"
send y
wait_for "Blue resigned: Red wins after 3"
send q
check_restored 0
finish
