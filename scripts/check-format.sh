#!/usr/bin/env bash
# Fails when a C++ file differs from what clang-format (.clang-format, Debian 12's clang-format 14)
# makes of it. Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.h' \) -print)
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/nodeplan-format.log; then
  grep -m 20 'error:' /tmp/nodeplan-format.log >&2 || true
  echo "check-format: files differ from .clang-format; run: git ls-files '*.cpp' '*.h' | xargs clang-format -i" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
