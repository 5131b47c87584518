#!/bin/sh
# The options file ($XDG_CONFIG_HOME/stratego/options.conf): its bad lines are shown as warnings
# with file:line:column before the menu (and the rest of it is used); an option changed on the
# menu is written to it and holds in the next run; the command line overrides it for one run.
STRATEGO=$1
. "$(dirname "$0")/lib.sh"

config="$HOME/.config/stratego"
mkdir -p "$config"
printf '# mine\nnumbering = classic\nmemroy = on\nreplay-step-ms = fast\n' >"$config/options.conf"

# choose_item TEXT: Down until the menu's selection is TEXT.
choose_item() {
  i=0
  while [ "$i" -lt 20 ] && ! screen | grep -qF "> $1"; do
    send Down
    sleep 0.1
    i=$((i + 1))
  done
  expect_screen "> $1"
}

start 80 24 "$STRATEGO"
wait_for "The options file has problems"
expect_screen "options.conf:3:1:"                   # long lines wrap: their parts
expect_screen "unknown option"
expect_screen "'memroy'; it is ignored"
expect_screen "options.conf:4:18:"
expect_screen "expected a number of milliseconds"
send x
wait_for "New hot-seat game"
choose_item "Rules and options"
send Enter
wait_for "Rank numbering: classic (1 = Marshal)"   # the good line was used
choose_item "Memory mode: off"
send Right
wait_for "> Memory mode: on"
send Escape
wait_for "New hot-seat game"
send q
wait_for "EXIT=0"
grep -qx "memory = on" "$config/options.conf" || fail "memory mode was not written"
grep -qx "numbering = classic" "$config/options.conf" || fail "the numbering was not kept"
tm kill-server

echo "the next run starts with them; the command line overrides them"
start 80 24 "$STRATEGO" --numbering modern
wait_for "New hot-seat game"
refuse_screen "The options file has problems"
choose_item "Rules and options"
send Enter
wait_for "Rank numbering: modern (10 = Marshal)"
expect_screen "Memory mode: on"
send Escape
wait_for "New hot-seat game"
send q
wait_for "EXIT=0"
grep -qx "numbering = classic" "$config/options.conf" || fail "the override was written"
finish
