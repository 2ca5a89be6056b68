#!/usr/bin/env bash
# Checks the layering of docs/architecture.md: a folder includes headers only from itself and the
# folders below it (core <- presentation <- catalog <- charts <- report <- ui <- app), and core
# includes no Qt header. Inside ui, each sub-folder includes only the ui folders it builds on (below),
# ui/document includes no QtWidgets header, and no ui file touches QtSql (the catalog's store does).
# Prints every offending line and fails if there is one.
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

# ui's sub-folders and the other ui folders each may include (besides itself); ui/CMakeLists.txt
# links the same. ui/chassis/scene is checked on its own, so ui/chassis may include it by name.
declare -A ui_uses=(
  [document]=""
  [common]=""
  [catalog_browsing]="document common"
  [chassis/scene]=""
  [chassis]="chassis/scene document catalog_browsing"
  [panels]="document common catalog_browsing"
  [pricing]="document common"
  [shell]="document common catalog_browsing chassis chassis/scene panels pricing"
)
for folder in "${!ui_uses[@]}"; do
  allowed=$(echo $folder ${ui_uses[$folder]})
  files=$(find "ui/$folder" -maxdepth 1 -name '*.h' -o -maxdepth 1 -name '*.cpp')
  [ -z "$files" ] && continue
  # Each included ui header's folder must be one of the allowed ones.
  while IFS= read -r hit; do
    header=${hit#*\"ui/}
    header_folder=${header%/*}
    if [[ " $allowed " != *" $header_folder "* ]]; then
      echo "$hit"
      echo "check-layers: ui/$folder may include only ui/{${allowed// /,}} (above)" >&2
      status=1
    fi
  done < <(grep -nE '^#include "ui/' $files || true)
done
if loose=$(find ui -maxdepth 1 -name '*.h' -o -maxdepth 1 -name '*.cpp') && [ -n "$loose" ]; then
  echo "$loose"
  echo "check-layers: every ui file lives in a sub-folder by job (ui/CMakeLists.txt)" >&2
  status=1
fi

# ui/document is widget-free: none of its includes names a header of QtWidgets.
widgets_headers="$(qtpaths6 --query QT_INSTALL_HEADERS 2>/dev/null || true)/QtWidgets"
if [ -d "$widgets_headers" ]; then
  while IFS= read -r hit; do
    name=${hit#*<}
    name=${name%%>*}
    if [ "$name" = QtWidgets ] || [ -e "$widgets_headers/${name#QtWidgets/}" ]; then
      echo "$hit"
      echo "check-layers: ui/document must stay widget-free (QtWidgets include above)" >&2
      status=1
    fi
  done < <(grep -rnE '^#include <Q' ui/document --include='*.h' --include='*.cpp' || true)
else
  echo "check-layers: QtWidgets headers not found (qtpaths6); ui/document's includes not checked" >&2
  status=1
fi

# The catalog database is reached through catalog::CatalogStore only: no QtSql in ui.
if grep -rnE 'QSql|<QtSql' ui --include='*.h' --include='*.cpp'; then
  echo "check-layers: ui must not use QtSql; go through catalog/catalog_store.h (above)" >&2
  status=1
fi
exit $status
