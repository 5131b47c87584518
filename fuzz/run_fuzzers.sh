#!/usr/bin/env bash
# Builds the fuzz targets with clang (libFuzzer, AddressSanitizer, UndefinedBehaviorSanitizer) in a
# build directory of their own, then runs each for a bounded time on a copy of its seed corpus
# (tests/fuzz_corpus/<target>/; the repository is never written). Fails on any crash, failed
# property, assertion, hang, leak, memory blow-up or sanitizer report.
#
#   fuzz/run_fuzzers.sh [-t SECONDS] [-j JOBS] [-B BUILD_DIR] [-n] [TARGET...]
#
#   -t SECONDS    how long each target runs (default 20)
#   -j JOBS       how many targets run at once (default: the number of CPUs)
#   -B BUILD_DIR  the clang build directory (default build-fuzz)
#   -n            neither configure nor build: run what BUILD_DIR holds
#   TARGET...     some of fuzz_setup_text, fuzz_gravon_setup, fuzz_record_text, fuzz_gravon_xml,
#                 fuzz_any_record, fuzz_ucc_line, fuzz_ucc_bot, fuzz_net_message and
#                 fuzz_seen_setups (default: all of them)
#
# What a run finds is kept in BUILD_DIR/fuzz-findings/ (crash-…, timeout-…, leak-…, oom-…); run
# BUILD_DIR/fuzz/<target> FILE to reproduce it, or with -runs=0 DIR to replay a whole corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(fuzz_setup_text fuzz_gravon_setup fuzz_record_text fuzz_gravon_xml fuzz_any_record
  fuzz_ucc_line fuzz_ucc_bot fuzz_net_message fuzz_seen_setups)

seconds=20
jobs=$(nproc 2>/dev/null || echo 1)
build_dir=build-fuzz
build=1
while getopts "t:j:B:nh" option; do
  case "$option" in
    t) seconds=$OPTARG ;;
    j) jobs=$OPTARG ;;
    B) build_dir=$OPTARG ;;
    n) build=0 ;;
    *) sed -n '2,18s/^# \{0,1\}//p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for target in "${targets[@]}"; do
  case " ${all_targets[*]} " in
    *" $target "*) ;;
    *) echo "no such fuzz target: $target (the targets: ${all_targets[*]})" >&2; exit 2 ;;
  esac
done

# The longest input each target is given: a Gravon setup string has 40 letters; a setup file is
# under 1 KiB, but a line over 1,000 characters has a check of its own; records and Gravon games of
# a few KiB hold long games; a UCC conversation takes about 135 bytes a turn (8 KiB: some 60 turns),
# and its lines are short.
max_len_of() {
  case "$1" in
    fuzz_gravon_setup) echo 64 ;;
    fuzz_setup_text | fuzz_ucc_line | fuzz_seen_setups) echo 4096 ;;
    *) echo 8192 ;;
  esac
}
# The seed folders (tests/fuzz_corpus/<folder>/) a target starts from.
seeds_of() {
  case "$1" in
    fuzz_any_record) echo "$1 fuzz_record_text fuzz_gravon_xml" ;;
    *) echo "$1" ;;
  esac
}
# The dictionaries (fuzz/*.dict: the words of each format) a target's mutations draw on.
dicts_of() {
  case "$1" in
    fuzz_setup_text) echo setup_text ;;
    fuzz_record_text) echo record_text ;;
    fuzz_gravon_xml) echo gravon_xml ;;
    fuzz_any_record) echo "record_text gravon_xml" ;;
    fuzz_ucc_line | fuzz_ucc_bot) echo ucc ;;
    fuzz_net_message) echo net ;;
    fuzz_seen_setups) echo seen_setups ;;
  esac
}

if [ "$build" = 1 ]; then
  echo "== configuring and building the fuzz targets in $build_dir (clang)"
  # -g1: the line tables a finding's stack is told by, compiled faster than -g's full debug info.
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DSTRATEGO_FUZZ=ON \
    -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DSTRATEGO_WERROR=ON >/dev/null
  cmake --build "$build_dir" --target "${targets[@]}"
fi

for target in "${targets[@]}"; do
  if [ ! -x "$build_dir/fuzz/$target" ]; then
    echo "$build_dir/fuzz/$target is not built (run without -n)" >&2
    exit 2
  fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/stratego-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
findings="$build_dir/fuzz-findings"
mkdir -p "$findings"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# run_target <target>: fuzzes one target; its output goes to $work/<target>.log, its exit
# status to $work/<target>.status.
run_target() {
  local target=$1 corpus="$work/$1.corpus" dict="$work/$1.dict" seed name status=0
  mkdir -p "$corpus"
  for seed in $(seeds_of "$target"); do
    cp -R "tests/fuzz_corpus/$seed/." "$corpus/"
  done
  local options=(-max_total_time="$seconds" -timeout=5 -rss_limit_mb=1024
    -max_len="$(max_len_of "$target")" -print_final_stats=1 -artifact_prefix="$findings/$target-")
  for name in $(dicts_of "$target"); do
    cat "fuzz/$name.dict" >>"$dict"
  done
  [ ! -s "$dict" ] || options+=(-dict="$dict")
  "$build_dir/fuzz/$target" "${options[@]}" "$corpus" >"$work/$target.log" 2>&1 || status=$?
  echo "$status" >"$work/$target.status"
}

echo "== fuzzing ${targets[*]}: ${seconds}s each, $jobs at a time"
running=0
for target in "${targets[@]}"; do
  run_target "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait

# final_stat <log> <name>: one of libFuzzer's final statistics (-print_final_stats).
final_stat() { sed -n "s/^stat::$2: *//p" "$1" | tail -n 1; }

# A line per target from libFuzzer's last status line and final statistics.
failed=0
for target in "${targets[@]}"; do
  log="$work/$target.log"
  status=$(cat "$work/$target.status" 2>/dev/null || echo "unknown")
  coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[^ ]+' "$log" | tail -n 1 || true)
  printf '%-18s %s runs, %s exec/s, %s, peak %s MB: ' "$target" \
    "$(final_stat "$log" number_of_executed_units)" "$(final_stat "$log" average_exec_per_sec)" \
    "${coverage:-no coverage line}" "$(final_stat "$log" peak_rss_mb)"
  if [ "$status" = 0 ]; then
    echo "ok"
  else
    failed=1
    echo "FAILED (exit status $status)"
    echo "---- the end of $target's output:"
    grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)|^[[:space:]]+NEW_FUNC' "$log" | tail -n 60
    artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -n 1)
    echo "---- reproduce with: $build_dir/fuzz/$target ${artifact:-<the input in $findings>}"
  fi
done
exit "$failed"
