#!/bin/sh
# Builds the program as it was at COMMIT, in Release, into DIR/stratego: a reference opponent for
# `stratego arena`, played through the bot protocol with no copy of the old code in the tree:
#
#   tools/build_reference.sh 42411b3 /work/ref-42411b3
#   stratego arena --red ai:hard@100 --blue ucc:"/work/ref-42411b3/stratego bot --level hard \
#       --think-ms 100" --swap --games 60
#
# The sources come from `git archive` (no worktree is touched); they and the build directory stay
# in DIR (DIR/src, DIR/build), so a second run only rebuilds what changed. Set CMAKE_GENERATOR,
# CMAKE_CXX_COMPILER_LAUNCHER (e.g. ccache) or JOBS to change how it is built.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 COMMIT DIR" >&2
  exit 2
fi
commit=$1
dir=$2
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
full=$(git -C "$repo" rev-parse --verify "$commit^{commit}")

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
if [ "$(cat "$dir/COMMIT" 2>/dev/null || true)" != "$full" ]; then
  rm -rf "$dir/src"
  mkdir -p "$dir/src"
  git -C "$repo" archive "$full" | tar -x -C "$dir/src"
  echo "$full" >"$dir/COMMIT"
fi

generator=${CMAKE_GENERATOR:-}
if [ -z "$generator" ] && command -v ninja >/dev/null 2>&1; then generator=Ninja; fi
launcher=${CMAKE_CXX_COMPILER_LAUNCHER:-}
if [ -z "$launcher" ] && command -v ccache >/dev/null 2>&1; then launcher=ccache; fi

cmake -S "$dir/src" -B "$dir/build" ${generator:+-G "$generator"} -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_TESTING=OFF ${launcher:+-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher"} >/dev/null
cmake --build "$dir/build" --target stratego -j "${JOBS:-2}"
cp "$dir/build/stratego" "$dir/stratego.new"
mv "$dir/stratego.new" "$dir/stratego"
echo "$dir/stratego: stratego at $(git -C "$repo" rev-parse --short "$full")"
