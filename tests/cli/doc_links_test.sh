#!/bin/sh
# Every document the --help texts and the Markdown files name exists: --help names each by its
# path, in the source (docs/RULES.md, setups/README.md) or installed (share/doc/stratego/X.md,
# which `cmake --install` must put there), and every relative link of README.md, docs/*.md and
# setups/README.md leads to a file. Usage: doc_links_test.sh STRATEGO_BINARY SOURCE_DIR
set -u
stratego=$1
source_dir=$2
. "$(dirname "$0")/lib.sh"

# The help texts: the main one and each command's.
"$stratego" --help >"$work/help" || fail "stratego --help failed"
commands=$(sed -n '/^Commands:/,/^$/s/^  \([a-z-]*\) .*/\1/p' "$work/help")
[ -n "$commands" ] || fail "no commands found in --help"
for command in $commands; do
  "$stratego" "$command" --help >>"$work/help" || fail "stratego $command --help failed"
done
grep -o '[A-Za-z0-9_./-]*\.md' "$work/help" | sort -u >"$work/named"
[ -s "$work/named" ] || fail "--help names no document"
while read -r name; do
  case $name in
    share/doc/stratego/*)
      base=${name#share/doc/stratego/}
      grep -qE "(/| RENAME )$base( |\)|\$)" "$source_dir/src/app/CMakeLists.txt" ||
        fail "--help names $name, which is not installed" ;;
    */*) [ -f "$source_dir/$name" ] || fail "--help names $name, which is not in the source" ;;
    *) fail "--help names $name without saying where it is" ;;
  esac
done <"$work/named"

# The Markdown files' relative links (web links and anchors within the same file aside).
for file in "$source_dir/README.md" "$source_dir"/docs/*.md "$source_dir/setups/README.md"; do
  dir=$(dirname "$file")
  grep -o '](\([^)]*\))' "$file" | sed 's/^](\(.*\))$/\1/; s/#.*//' | sort -u |
    while read -r target; do
      case $target in ''|http://*|https://*|mailto:*) continue ;; esac
      [ -e "$dir/$target" ] || echo "$file links to $target, which does not exist"
    done >>"$work/broken"
done
[ -s "$work/broken" ] && fail "broken links: $(cat "$work/broken")"

[ "$failures" -eq 0 ] && echo "all documentation link checks passed"
exit "$failures"
