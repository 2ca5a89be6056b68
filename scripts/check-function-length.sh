#!/usr/bin/env bash
# Lists every function of the product code (core presentation catalog charts report ui app) longer
# than the limit (default 80 lines) and fails if there is one. A function is a definition whose
# opening brace stands alone at the start of a line (the house clang-format style for functions;
# classes, structs and namespaces are told apart by what precedes them); its length counts its
# lines from the opening to the closing brace, both included. Functions defined
# inside a class body are not measured (they are one-liners in this code base).
# Usage: scripts/check-function-length.sh [limit] [folder...]
set -euo pipefail
cd "$(dirname "$0")/.."

limit=${1:-80}
shift || true
folders=("$@")
[ ${#folders[@]} -eq 0 ] && folders=(core presentation catalog charts report ui app)

report=$(find "${folders[@]}" -name '*.cpp' -o -name '*.h' | sort | xargs awk -v limit="$limit" '
  FNR == 1 { signature = 0; inside = 0 }
  !inside && $0 == "{" && signature > 0 && name !~ /^(namespace|class|struct|enum|union)[[:space:]]/ &&
      name !~ /^(inline[[:space:]]+)?(const(expr)?[[:space:]]+)?(static[[:space:]]+)?[A-Za-z_:<>, ]+[[:space:]]+[A-Za-z_]+(\[\])?[[:space:]]*=/ {
    inside = 1; start = FNR; next
  }
  # Track where the current signature starts: the first line after a blank line, a statement,
  # a closing brace, a comment or a preprocessor line.
  !inside {
    if ($0 ~ /^[[:space:]]*$/ || $0 ~ /^[[:space:]]*(\/\/|#)/ || $0 ~ /[;}][[:space:]]*$/ ||
        $0 ~ /^namespace/ || $0 ~ /^\{$/) {
      signature = 0
    } else if (signature == 0) {
      signature = FNR; name = $0
    }
  }
  inside && $0 == "}" {
    length_lines = FNR - start + 1
    if (length_lines > limit) {
      sub(/^[[:space:]]+/, "", name)
      printf "%s:%d: %d lines: %s\n", FILENAME, signature, length_lines, name
    }
    inside = 0; signature = 0
  }
')
if [ -n "$report" ]; then
  echo "$report" | sort -t: -k3,3 -rn
  echo "check-function-length: $(echo "$report" | wc -l) function(s) over $limit lines (above)" >&2
  exit 1
fi
echo "check-function-length: no function over $limit lines in ${folders[*]}"
