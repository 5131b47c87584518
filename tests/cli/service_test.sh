#!/bin/bash
# The systemd unit that `cmake --install` puts in PREFIX/lib/systemd/system, with its system user
# in PREFIX/lib/sysusers.d: installed, valid for systemd (systemd-analyze verify, when there is
# one), and its ExecStart a command line `stratego serve` takes (run here with the unit's socket
# and data folders moved into a scratch folder), which listens and stops on SIGTERM.
# Usage: service_test.sh STRATEGO_BINARY BUILD_DIR
set -u
stratego=$1
build=$2
. "$(dirname "$0")/lib.sh"
prefix=$work/prefix
expect 0 cmake --install "$build" --prefix "$prefix"
unit=$prefix/lib/systemd/system/stratego.service
[ -f "$unit" ] || fail "no unit at $unit"
grep -qx 'u stratego - "Stratego game server" /var/lib/stratego' "$prefix/lib/sysusers.d/stratego.conf" ||
  fail "no sysusers entry for the stratego user"
grep -qx 'User=stratego' "$unit" || fail "the unit does not run as the stratego user"
grep -qx 'RuntimeDirectory=stratego' "$unit" || fail "the unit makes no /run/stratego"
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
case "$exec_start" in
  */bin/stratego\ serve\ --socket\ /run/stratego/server.sock\ --data\ /var/lib/stratego/*) ;;
  *) fail "unexpected ExecStart: $exec_start" ;;
esac
if command -v systemd-analyze >/dev/null; then
  # With the program where the unit says it is: a copy of the unit pointing at the installed one.
  sed "s|^ExecStart=[^ ]*|ExecStart=$prefix/bin/stratego|" "$unit" >"$work/stratego.service"
  expect 0 systemd-analyze verify --man=no "$work/stratego.service"
fi
# The unit's command, its folders moved into the scratch folder: it serves and stops on SIGTERM.
mkdir -m 700 "$work/run" "$work/state"
command=${exec_start#* }
command=${command//\/run\/stratego/$work/run}
command=${command//\/var\/lib\/stratego/$work/state}
# shellcheck disable=SC2086
"$stratego" $command 2>"$work/serve.log" &
pid=$!
for _ in $(seq 100); do [ -S "$work/run/server.sock" ] && break; sleep 0.05; done
[ -S "$work/run/server.sock" ] || fail "the unit's command did not listen: $(cat "$work/serve.log")"
kill "$pid"; wait "$pid" || fail "the unit's command did not stop cleanly on SIGTERM"
[ "$failures" -eq 0 ] && echo "all service checks passed"
exit $((failures > 0))
