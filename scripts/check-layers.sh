#!/usr/bin/env bash
# Checks the layering of docs/architecture.md: a folder includes headers only from itself and the
# folders below it (core <- presentation <- catalog <- charts <- report <- ui <- app), and core
# includes no Qt header. Prints every offending line and fails if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

layers=(core presentation catalog charts report ui app)
status=0
for i in "${!layers[@]}"; do
  folder=${layers[$i]}
  higher=("${layers[@]:$((i + 1))}")
  [ ${#higher[@]} -eq 0 ] && continue
  pattern="^#include \"($(IFS='|'; echo "${higher[*]}"))/"
  if grep -rnE "$pattern" "$folder" --include='*.h' --include='*.cpp'; then
    echo "check-layers: $folder includes a header of a higher layer (above)" >&2
    status=1
  fi
done
if grep -rnE '^#include <Q' core --include='*.h' --include='*.cpp'; then
  echo "check-layers: core must stay standard C++ (Qt include above)" >&2
  status=1
fi
exit $status
